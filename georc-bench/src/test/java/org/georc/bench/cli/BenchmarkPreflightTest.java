package org.georc.bench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code georc benchmark} checks what its steps need before the first pair is scored: a run
 * that would fail at its baseline step fails at once, exit 2, naming what is missing, with
 * nothing written (no model loaded, no step run).
 */
class BenchmarkPreflightTest {
    @TempDir
    Path dir;

    @Test
    void llmBaselinesWithoutAnEndpointFailBeforeAnyStepRuns() {
        Path run = dir.resolve("run");
        Cli cli = Cli.run("benchmark", "--references", Cli.examples().resolve("georc").toString(), "--output-dir",
                run.toString(), "--baselines", "hallucinated,random", "--quiet");
        assertThat(cli.exit).as(cli.toString()).isEqualTo(2);
        assertThat(cli.err).contains("--baselines hallucinated").contains("--endpoint").doesNotContain("== 1/4");
        assertThat(run.resolve("scores-models.jsonl")).doesNotExist();
    }

    @Test
    void theJudgeLimitsOfScoreAreTakenAndCheckedBeforeAnyStepRuns() {
        Cli help = Cli.run("benchmark", "--help");
        assertThat(help.exit).isZero();
        assertThat(help.out).contains("--model-dir", "--gpu", "--max-statement-pairs", "--pair-timeout", "--list-judges",
                "--reading");
        Path run = dir.resolve("run");
        for (String[] bad : new String[][] {{"--pair-timeout", "-1"}, {"--max-statement-pairs", "0"}}) {
            Cli cli = Cli.run("benchmark", "--references", Cli.examples().resolve("georc").toString(), "--output-dir",
                    run.toString(), bad[0], bad[1], "--quiet");
            assertThat(cli.exit).as(cli.toString()).isEqualTo(2);
            assertThat(cli.err).contains(bad[0]).doesNotContain("== 1/4");
            assertThat(run).doesNotExist();
        }
    }

    @Test
    void anLlmJudgeWithoutAModelFailsBeforeAnyStepRuns() {
        Path run = dir.resolve("run");
        Cli cli = Cli.run("benchmark", "--references", Cli.examples().resolve("georc").toString(), "--output-dir",
                run.toString(), "--judge", "one-to-all", "--quiet");
        assertThat(cli.exit).as(cli.toString()).isEqualTo(2);
        assertThat(cli.err).contains("the judge one-to-all").contains("--model").doesNotContain("== 1/4");
        assertThat(run.resolve("scores-models.jsonl")).doesNotExist();
    }

    @Test
    void anEndpointThatDoesNotAnswerIsNamedBeforeAnyStepRuns() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort(); // closed again: nothing listens there
        }
        Path run = dir.resolve("run");
        String url = "http://127.0.0.1:" + port + "/v1";
        Cli cli = Cli.run("benchmark", "--references", Cli.examples().resolve("georc").toString(), "--output-dir",
                run.toString(), "--baselines", "hallucinated", "--endpoint", url, "--model", "m", "--quiet");
        assertThat(cli.exit).as(cli.toString()).isEqualTo(2);
        assertThat(cli.err).contains(url).contains("does not answer").doesNotContain("== 1/4");
        assertThat(Files.exists(run.resolve("scores-models.jsonl"))).isFalse();
    }
}
