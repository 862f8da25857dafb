package org.georc.examples;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.georc.core.records.CandidateRecord;
import org.georc.core.folder.GeorcDirectory;
import org.georc.core.records.ReferenceRecord;
import org.georc.core.scorefile.ScoreFiles;
import org.georc.core.scorefile.ScoreRecord;
import org.georc.core.run.ResumeStore;
import org.georc.core.scoring.ScoringPair;
import org.georc.core.scoring.ScoringRun;
import org.georc.judges.encoder.OnnxSentenceEncoder;
import org.georc.judges.engine.ScoringEngine;

/**
 * A benchmark-style run through the library's run API, as {@code georc score --all-references}
 * does it: every candidate of a GeoRC folder (two models) is scored against every expert of its
 * location (P and R are the experts' means, {@code per_expert} lists each), on an executor of the
 * caller's, into a resumable score file. The first run is stopped after its first batch (as a
 * killed run would be); the second resumes it and scores only what is missing.
 *
 * <pre>java -cp georc-bench/target/georc.jar:examples/target/classes org.georc.examples.EngineRun examples/data/georc scores.jsonl</pre>
 */
public final class EngineRun {
    private EngineRun() {
    }

    /**
     * @param args the GeoRC folder and the score file to write (resumed when it exists)
     */
    public static void main(String[] args) {
        Path folder = Path.of(args.length > 0 ? args[0] : "data/georc");
        Path output = Path.of(args.length > 1 ? args[1] : "engine-scores.jsonl");
        GeorcDirectory.Dataset data = GeorcDirectory.read(folder);
        List<ScoringPair> pairs = new ArrayList<>();
        for (CandidateRecord c : data.candidates()) {
            List<ReferenceRecord> experts = data.references().forId(c.id());
            if (!experts.isEmpty()) {
                pairs.add(new ScoringPair(c.id(), c.model(), c.chain(), experts));
            }
        }
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try (OnnxSentenceEncoder encoder = OnnxSentenceEncoder.builder().build();
             ScoringEngine engine = ScoringEngine.builder().judge("embedding")
                     .models(ScoringEngine.Models.of(encoder, null, null)).callers(2)
                     .settings(Map.of("reference_expert", "all")).build()) {
            // the first run stops after one batch of 4 pairs, as an interrupted run would
            try (ResumeStore<ScoreRecord> out = ScoringEngine.output(output)) {
                ScoringRun[] first = new ScoringRun[1];
                first[0] = engine.run().executor(pool, 2).batch(4).progress(n -> first[0].cancel()).build();
                ScoringRun.Totals r = first[0].run(pairs, out);
                System.out.println("first run: " + r.written() + " of " + pairs.size() + " pair(s) written, stopped");
            }
            // the second run resumes: what the file holds is skipped
            try (ResumeStore<ScoreRecord> out = ScoringEngine.output(output)) {
                ScoringRun.Totals r = engine.run().executor(pool, 2).batch(4).build().run(pairs, out);
                System.out.println("resumed: " + out.done().size() + " already there, " + r.written() + " scored now");
            }
            System.out.println("settings_sha256 " + engine.settings().fingerprint());
        } finally {
            pool.shutdownNow();
        }
        Map<String, double[]> byModel = new TreeMap<>();
        for (ScoreRecord row : ScoreFiles.read(output)) {
            double[] sum = byModel.computeIfAbsent(row.model(), m -> new double[2]);
            sum[0] += row.f1();
            sum[1]++;
        }
        byModel.forEach((model, sum) -> System.out.printf(Locale.ROOT, "%-12s %d pair(s)  mean F1 %.3f%n", model,
                (int) sum[1], sum[0] / sum[1]));
    }
}
