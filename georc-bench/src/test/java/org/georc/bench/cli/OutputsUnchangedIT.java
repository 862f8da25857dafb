package org.georc.bench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The files {@code score}, {@code experts}, {@code benchmark} and {@code gtpred} write on
 * examples/data are byte for byte the committed ones under examples/golden (after
 * {@link GoldenRuns#normalise}: the {@code time} field and the test server's address). With
 * {@code -Dgolden.regenerate=true} (examples/golden/regenerate.sh) it writes them instead.
 */
class OutputsUnchangedIT {
    private static GoldenRuns runs;

    @BeforeAll
    static void start() throws Exception {
        runs = new GoldenRuns();
    }

    @AfterAll
    static void stop() {
        runs.close();
    }

    static List<String> names() {
        return List.copyOf(GoldenRuns.RUNS.keySet());
    }

    static Path golden() {
        return Cli.examples().resolveSibling("golden");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("names")
    void writesTheGoldenFiles(String name, @org.junit.jupiter.api.io.TempDir Path out) throws Exception {
        String log = runs.run(name, Cli.examples(), out);
        assertThat(log).as(log).startsWith("exit 0");
        List<Path> written = GoldenRuns.compared(out);
        Path expected = golden().resolve(name);
        if (Boolean.getBoolean("golden.regenerate")) {
            if (Files.isDirectory(expected)) {
                try (var s = Files.walk(expected)) {
                    s.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
                }
            }
            for (Path f : written) {
                Path g = expected.resolve(f.toString());
                Files.createDirectories(g.getParent());
                Files.writeString(g, runs.normalise(out.resolve(f)), StandardCharsets.UTF_8);
            }
            return;
        }
        assertThat(written).as("files written by " + name).isEqualTo(GoldenRuns.compared(expected));
        for (Path f : written) {
            assertThat(runs.normalise(out.resolve(f)))
                    .as(name + "/" + f + " (regenerate with examples/golden/regenerate.sh only for a meant change)")
                    .isEqualTo(Files.readString(expected.resolve(f.toString()), StandardCharsets.UTF_8));
        }
    }
}
