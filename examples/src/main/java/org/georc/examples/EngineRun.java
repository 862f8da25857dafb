package org.georc.examples;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.georc.core.report.StepScores;
import org.georc.core.scorefile.ScoreRecord;
import org.georc.judges.engine.RunProgress;
import org.georc.judges.engine.RunResult;
import org.georc.judges.engine.ScoreFiles;
import org.georc.judges.engine.ScoringEngine;

/**
 * A benchmark-style run through the library's run API, as {@code georc score --all-references}
 * does it: every candidate of a GeoRC folder (two models) is scored against every expert of its
 * location (P and R are the experts' means, {@code per_expert} lists each) into a resumable score
 * file. The first run is cancelled after its first batch (as a killed run would stop); the second
 * resumes it and scores only what is missing. It imports exported packages only.
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
        try (ScoringEngine engine = ScoringEngine.builder().judge("embedding").callers(2).build()) {
            // the first run is cancelled once its first batch of 4 pairs is written, as an interrupted run would be
            ScoreFiles[] first = new ScoreFiles[1];
            first[0] = ScoreFiles.builder().references(folder).allReferences(true).output(output).threads(1).batch(4)
                    .progress(new RunProgress() {
                        @Override
                        public void started(int pairs) {
                        }

                        @Override
                        public void scored(int pairs) {
                            first[0].cancel();
                        }
                    }).build();
            RunResult r = first[0].run(engine);
            System.out.println("first run: " + r.scoredNow() + " of " + r.pairs() + " pair(s) written, stopped");
            // the second run resumes: what the file holds is skipped
            RunResult again = ScoreFiles.builder().references(folder).allReferences(true).output(output).batch(4)
                    .build().run(engine);
            System.out.println("resumed: " + (again.pairs() - again.scoredNow()) + " already there, "
                    + again.scoredNow() + " scored now");
        }
        Map<String, double[]> byModel = new TreeMap<>();
        for (ScoreRecord row : StepScores.read(List.of(output))) {
            double[] sum = byModel.computeIfAbsent(row.model(), m -> new double[2]);
            sum[0] += row.f1();
            sum[1]++;
        }
        byModel.forEach((model, sum) -> System.out.printf(Locale.ROOT, "%-12s %d pair(s)  mean F1 %.3f%n", model,
                (int) sum[1], sum[0] / sum[1]));
    }
}
