package org.georc.bench.harness;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.records.CandidateRecord;
import org.georc.core.records.Datasets;
import org.georc.core.json.JsonLines;
import org.georc.core.records.ReferenceRecord;

/**
 * Score rows shaped like {@code georc score}'s, without running a judge, for measuring
 * {@code georc report} at benchmark scale: for every candidate of a {@link WorkloadGenerator}
 * workload, two clauses per statement on both sides with seeded random credits and supports, P and
 * R their means, F1 from those, a predicted country, and a filler or tool-use flag on about one
 * statement in ten.
 *
 * <p>Usage: {@code ReportWorkload REFERENCES.jsonl CANDIDATES.jsonl OUT.jsonl [seed=7]}
 */
public final class ReportWorkload {
    private static final String[] COUNTRIES = {"austria", "kenya", "brazil", "japan", "norway", "peru"};

    private ReportWorkload() {
    }

    /**
     * @param args references, candidates, output, optional seed
     * @throws IOException when a file cannot be read or written
     */
    public static void main(String[] args) throws IOException {
        Map<String, ReferenceRecord> refs = Datasets.readReferences(Path.of(args[0]));
        List<CandidateRecord> cands = Datasets.readCandidates(Path.of(args[1]));
        SplittableRandom rnd = new SplittableRandom(args.length > 3 ? Long.parseLong(args[3]) : 7);
        long rows = 0;
        try (BufferedWriter w = Files.newBufferedWriter(Path.of(args[2]), StandardCharsets.UTF_8)) {
            for (CandidateRecord c : cands) {
                ReferenceRecord r = refs.get(c.id());
                ReasoningChain cand = c.chain();
                ReasoningChain ref = r.chain();
                ObjectNode o = JsonLines.object();
                o.put("id", c.id());
                o.put("model", c.model());
                ArrayNode ca = JsonLines.array();
                ArrayNode ra = JsonLines.array();
                double p = side(ca, cand.statements(), ref.statements(), rnd);
                double rec = side(ra, ref.statements(), cand.statements(), rnd);
                o.put("precision", p);
                o.put("recall", rec);
                o.put("f1", p + rec == 0 ? 0 : 2 * p * rec / (p + rec));
                if (r.country() != null) {
                    o.put("country", r.country());
                }
                o.put("judge", "synthetic");
                o.set("candidate_alignments", ca);
                o.set("reference_alignments", ra);
                String predicted = COUNTRIES[rnd.nextInt(COUNTRIES.length)];
                o.put("predicted_country", predicted);
                o.put("country_correct", r.country() != null && predicted.equalsIgnoreCase(r.country()));
                o.put("statements", cand.size());
                ObjectNode flags = o.putObject("flags");
                ArrayNode flagged = o.putArray("flagged_statements");
                int filler = 0;
                int tool = 0;
                for (int i = 0; i < cand.size(); i++) {
                    if (rnd.nextInt(10) == 0) {
                        boolean f = rnd.nextBoolean();
                        filler += f ? 1 : 0;
                        tool += f ? 0 : 1;
                        flagged.addObject().put("index", i).put("flag", f ? "axiomatic_irrelevance" : "false_tool_use")
                                .put("reason", f ? "generic filler" : "claims a look-up");
                    }
                }
                flags.put("false_tool_use", tool);
                flags.put("axiomatic_irrelevance", filler);
                flags.put("misattribution", 0);
                w.write(JsonLines.write(o));
                w.write('\n');
                rows++;
            }
        }
        System.out.println("wrote " + rows + " score rows to " + args[2]);
    }

    /** Two clauses per statement; returns the mean credit. */
    private static double side(ArrayNode out, List<String> mine, List<String> other, SplittableRandom rnd) {
        double sum = 0;
        int n = 0;
        for (int s = 0; s < mine.size(); s++) {
            String text = mine.get(s);
            int cut = Math.max(1, text.length() / 2);
            for (String clause : new String[] {text.substring(0, cut), text.substring(cut)}) {
                double score = rnd.nextInt(3) == 0 ? 0 : Math.round(rnd.nextDouble() * 100) / 100.0;
                int support = other.isEmpty() ? 0 : rnd.nextInt(other.size());
                ObjectNode a = out.addObject();
                a.put("index", n);
                a.put("statement_index", s);
                a.put("statement", clause.strip());
                a.put("score", score);
                a.put("support_index", support * 2);
                a.put("support_statement_index", support);
                a.put("support", other.isEmpty() ? "" : other.get(support));
                a.put("reason", "clause of statement " + s + ", weight 0.5; best match in statement " + support);
                sum += score;
                n++;
            }
        }
        return n == 0 ? 0 : sum / n;
    }
}
