package org.georc.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.georc.bench.cli.GeorcCommand;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs the examples in the build so they cannot rot. */
class ExamplesIT {
    @TempDir
    Path dir;

    private static String captured(Runnable r) {
        PrintStream original = System.out;
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        System.setOut(new PrintStream(buf, true, StandardCharsets.UTF_8));
        try {
            r.run();
        } finally {
            System.setOut(original);
        }
        return buf.toString(StandardCharsets.UTF_8);
    }

    @Test
    void scoreTwoChainsPrintsScoresAndAlignments() {
        String out = captured(() -> ScoreTwoChains.main(new String[0]));
        assertThat(out).containsPattern("precision 0\\.\\d{3}  recall 0\\.\\d{3}  F1 0\\.\\d{3}");
        assertThat(out).contains("<- white bollards");
    }

    @Test
    void batchJsonlPrintsAMeanPerModel() {
        String out = captured(() -> BatchJsonl.main(new String[] {"data/references.jsonl", "data/candidates.jsonl"}));
        assertThat(out).contains("paraphrase").contains("hallucinated").contains("over 10 pair(s)");
    }

    @Test
    void theOfflineJudgeEvaluationPrintsBothSplitsAndTheSampleTable() {
        String out = captured(() -> OfflineJudgeEvaluation.main(new String[] {"data"}));
        assertThat(out).contains("## test split (16 locations)").contains("## dev split (14 locations)")
                .contains("| other-location | <= 0.08 |").contains("Sensitivity on the dev split")
                .contains("| paraphrase+random |");
    }

    @Test
    void gtpredExampleScoresYearLocationAndReasoning() {
        String out = captured(() -> GtpredExample.main(new String[0]));
        // truth [1978, 1982], "around 1980" = [1978, 1982] -> 1; location: country and city match, place not:
        // (0.2 + 0.3) / (0.2 + 0.3 + 0.3) = 0.625; reasoning 7 -> (7 - 1) / 9 = 0.667
        assertThat(out).contains("year 1.000  location 0.625  reasoning 0.667  final(location) 0.417");
    }

    @Test
    void aCustomJudgeIsSelectedByNameFromTheCli() throws Exception {
        Path out = dir.resolve("o.jsonl");
        StringWriter err = new StringWriter();
        int code = GeorcCommand.run(new String[] {"score", "--judge", "word-overlap", "--references",
            "data/references.jsonl", "--candidates", "data/candidates.jsonl", "--output", out.toString(), "--quiet",
            "--no-flags"}, new PrintWriter(new StringWriter()), new PrintWriter(err));
        assertThat(code).as(err.toString()).isZero();
        List<String> lines = Files.readAllLines(out);
        assertThat(lines).hasSize(40).allMatch(l -> l.contains("\"judge\":\"word-overlap\""));
    }

    @Test
    void theJShellQuickstartRuns() throws Exception {
        Path jar = Path.of("../georc-bench/target/georc.jar");
        Path jshell = Path.of(System.getProperty("java.home"), "bin", "jshell");
        Assumptions.assumeTrue(Files.isRegularFile(jar), "georc.jar is built by the package phase");
        Assumptions.assumeTrue(Files.isExecutable(jshell), "this JDK has jshell");
        Process p = new ProcessBuilder(jshell.toString(), "--class-path", jar.toString(), "jshell/quickstart.jsh")
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(out).containsPattern("precision 0\\.\\d{3}  recall 0\\.\\d{3}  F1 0\\.\\d{3}")
                .contains("<- white bollards")
                .contains("GTPred year score 0.333, location score 0.500");
        assertThat(p.exitValue()).as(out).isZero();
    }
}
