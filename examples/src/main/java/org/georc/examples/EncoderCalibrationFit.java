package org.georc.examples;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.georc.core.ConfigurationException;
import org.georc.core.records.CandidateRecord;
import org.georc.core.records.Datasets;
import org.georc.core.records.ReferenceRecord;
import org.georc.judges.embedding.RuleBasedClauseExtractor;
import org.georc.judges.encoder.CosineCalibration;
import org.georc.judges.encoder.ModelSource;
import org.georc.judges.encoder.OnnxSentenceEncoder;

/**
 * Fits the calibrations that put bge-small-en-v1.5's and e5-small-v2's cosines onto
 * all-MiniLM-L6-v2's scale ({@link CosineCalibration#fit}, quantile matching), on the clause
 * pairs the {@code embedding} judge compares: every clause of each candidate against every clause
 * of its reference except the very same clause, clauses from the judge's rule-based extractor, on the named splits (the
 * tuning sets only). Prints the knot files the judge ships
 * ({@code georc-judges/src/main/resources/org/georc/judges/encoder/*.calibration}) and, per
 * model, a few quantiles before and after.
 *
 * <pre>java -cp examples/target/classes:georc-bench/target/georc.jar:BGE.jar:E5.jar \
 *     org.georc.examples.EncoderCalibrationFit --splits realistic-dev,realistic-test,dev examples/data</pre>
 */
public final class EncoderCalibrationFit {
    private EncoderCalibrationFit() {
    }

    /** @param args {@code --splits LIST} and the data folder */
    public static void main(String[] args) {
        Path data = Path.of("examples/data");
        List<String> splits = List.of("realistic-dev", "realistic-test", "dev");
        boolean best = false;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--splits") && i + 1 < args.length) {
                splits = List.of(args[++i].split(","));
            } else if (args[i].equals("--pairs") && i + 1 < args.length) {
                String v = args[++i];
                if (!v.equals("all") && !v.equals("best")) {
                    throw new ConfigurationException("--pairs must be all or best, got " + v);
                }
                best = v.equals("best");
            } else if (args[i].startsWith("--")) {
                throw new ConfigurationException("unknown option " + args[i] + " (known: --splits LIST, --pairs all|best)");
            } else {
                data = Path.of(args[i]);
            }
        }
        RuleBasedClauseExtractor extractor = new RuleBasedClauseExtractor();
        Map<String, Integer> rowOf = new LinkedHashMap<>();
        List<int[][]> pairs = new ArrayList<>();
        for (String split : splits) {
            if (!List.of("dev", "realistic-dev", "realistic-test").contains(split)) {
                throw new ConfigurationException("--splits: only tuning splits (dev, realistic-dev, realistic-test), got "
                        + split);
            }
            Path dir = split.startsWith("realistic-") ? data.resolve("eval/realistic").resolve(split.substring(10))
                    : data.resolve("eval").resolve(split);
            Map<String, ReferenceRecord> refs = Datasets.readReferences(dir.resolve("references.jsonl"));
            for (CandidateRecord c : Datasets.readCandidates(dir.resolve("candidates.jsonl"))) {
                pairs.add(new int[][] {rows(extractor.extract(c.chain().statements()), rowOf),
                        rows(extractor.extract(refs.get(c.id()).chain().statements()), rowOf)});
            }
        }
        List<String> texts = new ArrayList<>(rowOf.keySet());
        float[] reference = cosines(ModelSource.embeddedMiniLm(), texts, pairs, best);
        StringBuilder out = new StringBuilder();
        out.append(best ? "# best-match cosines (each clause's best partner on the other side): "
                : "# clause pairs: ").append(reference.length).append(" (").append(pairs.size())
                .append(" chain pairs, ").append(texts.size()).append(" distinct clauses) on ").append(splits)
                .append("\n\n");
        for (ModelSource source : List.of(ModelSource.embeddedBgeSmall(), ModelSource.embeddedE5Small())) {
            float[] own = cosines(source, texts, pairs, best);
            CosineCalibration cal = CosineCalibration.fit(own, reference);
            out.append("## ").append(source.id()).append("\n\nknots (own cosine, MiniLM cosine):\n\n```\n")
                    .append(cal.write()).append("```\n\n| quantile | MiniLM | raw | calibrated |\n|--:|--:|--:|--:|\n");
            float[] ownSorted = own.clone();
            float[] refSorted = reference.clone();
            java.util.Arrays.sort(ownSorted);
            java.util.Arrays.sort(refSorted);
            for (double p : new double[] {0.5, 0.9, 0.95, 0.99, 0.999}) {
                int k = (int) Math.round(p * (own.length - 1));
                out.append(String.format(Locale.ROOT, "| %.3f | %.3f | %.3f | %.3f |%n", p, refSorted[k], ownSorted[k],
                        cal.apply(ownSorted[k])));
            }
            out.append('\n');
        }
        System.out.print(out);
    }

    private static float dot(float[] v, int a, int b, int dim) {
        double s = 0;
        for (int k = 0; k < dim; k++) {
            s += v[a + k] * v[b + k];
        }
        return (float) s;
    }

    private static int[] rows(List<List<String>> clauses, Map<String, Integer> rowOf) {
        List<Integer> out = new ArrayList<>();
        for (List<String> statement : clauses) {
            for (String clause : statement) {
                out.add(rowOf.computeIfAbsent(clause.strip(), k -> rowOf.size()));
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * The cosine of every candidate clause with every reference clause of each pair, in order; or,
     * with {@code best}, each clause's best cosine on the other side (what the ramp sees).
     */
    private static float[] cosines(ModelSource source, List<String> texts, List<int[][]> pairs, boolean best) {
        try (OnnxSentenceEncoder encoder = OnnxSentenceEncoder.builder().source(source).build()) {
            float[] all = encoder.encode(texts);
            int dim = encoder.dimension();
            List<Float> out = new ArrayList<>();
            for (int[][] p : pairs) {
                if (best) {
                    for (int side = 0; side < 2; side++) {
                        for (int i : p[side]) {
                            float max = -1;
                            for (int j : p[1 - side]) {
                                max = Math.max(max, dot(all, i * dim, j * dim, dim));
                            }
                            if (p[1 - side].length > 0) {
                                out.add(max);
                            }
                        }
                    }
                    continue;
                }
                for (int i : p[0]) {
                    for (int j : p[1]) {
                        if (i == j) {
                            continue; // the same clause on both sides: 1 under every encoder, says nothing of scale
                        }
                        out.add(dot(all, i * dim, j * dim, dim));
                    }
                }
            }
            float[] a = new float[out.size()];
            for (int i = 0; i < a.length; i++) {
                a[i] = out.get(i);
            }
            return a;
        }
    }
}
