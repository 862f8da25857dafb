package org.georc.consumers.coreonly;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A modular application that {@code requires org.georc.core} and nothing else: compiled with
 * {@code javac --module-path} against georc-core's runtime dependencies and run with
 * {@code java --module-path ... -m consumer/consumer.Main}, with no {@code --add-modules}. It scores a
 * GTPred answer (Jackson writes the line), reads a chain, and asks the judge registry
 * ({@code ServiceLoader}, which needs georc-core's {@code uses} clause on the module path).
 */
class ModulePathConsumerIT {
    private static final String MODULE_INFO = """
            module consumer {
                requires org.georc.core;
            }
            """;

    private static final String MAIN = """
            package consumer;

            import org.georc.core.chain.ReasoningChain;
            import org.georc.core.gtpred.GtpredRecords.Prediction;
            import org.georc.core.gtpred.GtpredRecords.Truth;
            import org.georc.core.gtpred.GtpredScore;
            import org.georc.core.gtpred.GtpredScorer;
            import org.georc.core.gtpred.Location;
            import org.georc.core.spi.Judges;
            import org.georc.metrics.YearInterval;

            public final class Main {
                public static void main(String[] args) {
                    Module core = GtpredScorer.class.getModule();
                    System.out.println("core module " + core.getName() + " automatic " + core.getDescriptor().isAutomatic());
                    Truth truth = Truth.of("g1", YearInterval.of(1995), Location.of("France", null, "Paris", null));
                    Prediction guess = Prediction.of("g1", "me", "mid 1990s", Location.of("FR", null, "paris", null));
                    GtpredScore s = GtpredScorer.builder().build().score(truth, guess);
                    System.out.printf("year %.3f location %.3f%n", s.yearScore(), s.locationScore());
                    System.out.println("line " + s.toJson());
                    System.out.println("statements " + ReasoningChain.parse("- White bollards.\\n- Cars keep right.").size());
                    System.out.println("judges found " + Judges.providers().size());
                }
            }
            """;

    @TempDir
    Path work;

    @Test
    void aModuleRequiringGeorcCoreCompilesAndRunsWithoutAddModules() throws Exception {
        List<Path> modulePath = CoreAloneTest.runtimeClasspath();
        Path src = Files.createDirectories(work.resolve("src/consumer"));
        Files.writeString(work.resolve("src/module-info.java"), MODULE_INFO);
        Files.writeString(src.resolve("Main.java"), MAIN);
        Path classes = work.resolve("classes");
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
        int rc = javac.run(null, diagnostics, diagnostics, "--module-path", join(modulePath), "-d", classes.toString(),
                work.resolve("src/module-info.java").toString(), src.resolve("Main.java").toString());
        assertThat(rc).as("javac: " + diagnostics.toString(StandardCharsets.UTF_8)).isZero();

        List<Path> mp = new ArrayList<>(List.of(classes));
        mp.addAll(modulePath);
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--module-path", join(mp), "-m", "consumer/consumer.Main");
        assertThat(command).noneMatch(a -> a.startsWith("--add-modules"));
        Path out = work.resolve("out.txt");
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(out.toFile()).start();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("the consumer finished").isTrue();
        String output = Files.readString(out);
        assertThat(p.exitValue()).as(output).isZero();
        assertThat(output).contains("core module org.georc.core automatic false")
                .contains("year 0.333 location 0.500")
                .contains("line {\"id\":\"g1\"")
                .contains("statements 2")
                .contains("judges found 0")
                .doesNotContain("SLF4J");
    }

    private static String join(List<Path> paths) {
        return paths.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator));
    }
}
