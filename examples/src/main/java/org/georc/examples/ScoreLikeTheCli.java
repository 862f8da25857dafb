package org.georc.examples;

import java.nio.file.Path;
import org.georc.judges.engine.ScoreFiles;
import org.georc.judges.engine.ScoringEngine;

/**
 * {@code georc score --references R --candidates C --output OUT}, resume included, as a Java program
 * that exits as the command does once the run starts: 0 done, 3 done but some pairs or input lines
 * failed, 1 stopped (a bad setting ends it earlier with the exception, where the command exits 2).
 */
public final class ScoreLikeTheCli {
    public static void main(String[] args) {
        try (ScoringEngine engine = ScoringEngine.builder().build()) {
            // the run has written and closed OUT; exiting here leaves the engine to the end of the process
            System.exit(ScoreFiles.builder().references(Path.of(args[0])).candidates(Path.of(args[1]))
                    .output(Path.of(args[2])).build().run(engine).exitCode());
        }
    }
}
