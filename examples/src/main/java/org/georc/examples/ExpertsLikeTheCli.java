package org.georc.examples;

import java.nio.file.Path;
import org.georc.judges.engine.ExpertFiles;
import org.georc.judges.engine.RunResult;
import org.georc.judges.engine.ScoringEngine;

/**
 * {@code georc experts --references DIR --output OUT} as a Java program: the human expert average's
 * pairs (expert i against expert j on every location both wrote), resumable, the command's rows.
 */
public final class ExpertsLikeTheCli {
    public static void main(String[] args) {
        System.exit(run(args));
    }

    /**
     * @param args the GeoRC folder (or references JSONL with experts) and the score file
     * @return the command line's exit code
     */
    public static int run(String[] args) {
        try (ScoringEngine engine = ScoringEngine.builder().build()) {
            RunResult r = ExpertFiles.builder().references(Path.of(args[0])).output(Path.of(args[1]))
                    .messages(System.err::println).build().run(engine);
            return r.exitCode();
        }
    }
}
