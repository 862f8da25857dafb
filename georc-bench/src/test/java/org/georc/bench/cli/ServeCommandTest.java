package org.georc.bench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code georc serve} refuses contradicting or missing options before it loads a model or binds a port. */
class ServeCommandTest {
    @Test
    void aFlagRewardWithoutFlagsIsRefused() {
        Cli r = Cli.run("serve", "--port", "0", "--reward", "f1-flags", "--no-flags");
        assertThat(r.exit).as(r.toString()).isEqualTo(GeorcCommand.EXIT_INPUT);
        assertThat(r.err).contains("--reward f1-flags").contains("--no-flags");
    }

    @Test
    void anUnknownRewardIsRefused() {
        Cli r = Cli.run("serve", "--port", "0", "--reward", "bleu");
        assertThat(r.exit).isEqualTo(GeorcCommand.EXIT_INPUT);
        assertThat(r.err).contains("f1, precision, recall or f1-flags");
    }

    @Test
    void aTokenVariableThatIsNotSetIsRefusedWithoutPrintingAnyValue() {
        Cli r = Cli.run("serve", "--port", "0", "--token-env", "GEORC_SERVE_NO_SUCH_VARIABLE_28");
        assertThat(r.exit).isEqualTo(GeorcCommand.EXIT_INPUT);
        assertThat(r.err).contains("GEORC_SERVE_NO_SUCH_VARIABLE_28").contains("not set");
    }

    @Test
    void thePortIsRequiredAndAnUnknownJudgeOptionIsRefused() {
        assertThat(Cli.run("serve").exit).isEqualTo(GeorcCommand.EXIT_INPUT);
        Cli r = Cli.run("serve", "--port", "0", "--option", "no-such-option=1");
        assertThat(r.exit).isEqualTo(GeorcCommand.EXIT_INPUT);
        assertThat(r.err).contains("no-such-option");
    }

    @Test
    void explicitReferencesThatHoldNoneAreRefusedBeforeAPortIsBound(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Path empty = java.nio.file.Files.writeString(dir.resolve("empty.jsonl"), "\n");
        Cli r = Cli.run("serve", "--port", "0", "--references", empty.toString());
        assertThat(r.exit).as(r.toString()).isEqualTo(GeorcCommand.EXIT_INPUT);
        assertThat(r.err).contains("holds no reference").doesNotContain("listening");
    }

    @Test
    void labelsReadAsIdsNeedReferencesAndAnUnknownModeIsRefused() {
        Cli ids = Cli.run("serve", "--port", "0", "--labels", "ids");
        assertThat(ids.exit).isEqualTo(GeorcCommand.EXIT_INPUT);
        assertThat(ids.err).contains("--labels ids needs --references");
        Cli bogus = Cli.run("serve", "--port", "0", "--labels", "names");
        assertThat(bogus.exit).isEqualTo(GeorcCommand.EXIT_INPUT);
        assertThat(bogus.err).contains("ids, texts or auto");
        Cli timeout = Cli.run("serve", "--port", "0", "--pair-timeout", "-1");
        assertThat(timeout.exit).isEqualTo(GeorcCommand.EXIT_INPUT);
        assertThat(timeout.err).contains("--pair-timeout");
    }

    @Test
    void helpListsTheServerOptionsAndTheJudgeOptionsOfScore() {
        Cli r = Cli.run("serve", "--help");
        assertThat(r.exit).isZero();
        assertThat(r.out).contains("--port", "--host", "--reward", "--failed-reward", "--token-env", "--max-queue",
                "--judge", "--option", "--endpoint", "--int8", "--labels", "--max-bytes-in-flight", "--min-body-rate",
                "--pair-timeout", "--reward.remote_url");
    }
}
