package org.georc.examples;

import java.nio.file.Path;
import org.georc.benchmark.Benchmark;

/**
 * {@code georc benchmark --references DIR --output-dir RUN} as a Java program: candidate models,
 * expert pairs and the baselines present, then the leaderboard, figures and report.html, each step
 * resumable. It depends on georc-benchmark alone (no command line, server or logging binding).
 */
public final class BenchmarkLikeTheCli {
    public static void main(String[] args) {
        System.exit(run(args));
    }

    /**
     * @param args the GeoRC folder and the run's output folder
     * @return the command line's exit code
     */
    public static int run(String[] args) {
        Benchmark.Result r = Benchmark.builder().references(Path.of(args[0])).outputDir(Path.of(args[1]))
                .messages(System.err::println).build().run();
        // no board when a step stopped at its failure limit (exit code 1, as the command line)
        r.board().ifPresent(board -> System.out.print(board.markdown()));
        return r.outcome().exitCode();
    }
}
