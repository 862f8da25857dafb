package org.georc.examples;

import java.nio.file.Path;
import org.georc.judges.engine.ScoreFiles;
import org.georc.judges.engine.ScoringEngine;

/** {@code georc score --references R --candidates C --output OUT}, resume included, as a Java program. */
public final class ScoreLikeTheCli {
    public static void main(String[] args) {
        try (ScoringEngine engine = ScoringEngine.builder().build()) {
            ScoreFiles.builder().references(Path.of(args[0])).candidates(Path.of(args[1])).output(Path.of(args[2]))
                    .build().run(engine);
        }
    }
}
