package org.georc.bench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A mistyped command line is named on the first line of stderr, with what was meant, and the help stays short. */
class UsageErrorsCliTest {
    @TempDir
    Path dir;

    @Test
    void aMisspeltOptionIsNamedWithTheNearestOptionFirst() {
        Cli run = Cli.run("score", "--referenes", "x");
        assertThat(run.exit).isEqualTo(GeorcCommand.EXIT_INPUT);
        String first = run.err.lines().findFirst().orElse("");
        assertThat(first).contains("'--referenes'").contains("did you mean --references");
        assertThat(run.err.lines().count()).isLessThanOrEqualTo(4);
        assertThat(run.err).contains("georc score --help");
    }

    @Test
    void aMissingOptionIsNamedOnTheFirstLineWithoutAPageOfHelp() {
        Cli run = Cli.run("score", "--references", "r.jsonl", "--candidates", "c.jsonl");
        assertThat(run.exit).isEqualTo(GeorcCommand.EXIT_INPUT);
        assertThat(run.err.lines().findFirst().orElse("")).contains("--output");
        assertThat(run.err.lines().count()).isLessThanOrEqualTo(4);
    }

    @Test
    void aMisspeltCommandIsNamedWithTheCommandMeant() {
        Cli run = Cli.run("leaderbord", "s.jsonl");
        assertThat(run.exit).isEqualTo(GeorcCommand.EXIT_INPUT);
        assertThat(run.err.lines().findFirst().orElse("")).contains("'leaderbord'").contains("leaderboard");
    }

    @Test
    void malformedJsonIsNamedByFileLineAndColumnWithoutJacksonNoise() throws Exception {
        Path bad = Files.writeString(dir.resolve("bad.jsonl"), "{\"id\":\"a\", \"chain\" \"x\"}\n");
        Path c = Files.writeString(dir.resolve("c.jsonl"), "{\"id\":\"a\",\"model\":\"m\",\"chain\":\"- Red soil.\"}\n");
        Cli run = Cli.run("score", "--references", bad.toString(), "--candidates", c.toString(), "--output",
                dir.resolve("o.jsonl").toString());
        assertThat(run.exit).isEqualTo(GeorcCommand.EXIT_INPUT);
        assertThat(run.err).contains(bad + ":1:20: not valid JSON").contains("expecting a colon")
                .doesNotContain("Source").doesNotContain("REDACTED").doesNotContain("code 34");
    }

    @Test
    void aMissingFieldSaysWhichFieldsTheLineHas() throws Exception {
        Path bad = Files.writeString(dir.resolve("r.jsonl"), "{\"id\":\"a\",\"text\":\"- Red soil.\"}\n");
        Path c = Files.writeString(dir.resolve("c.jsonl"), "{\"id\":\"a\",\"model\":\"m\",\"chain\":\"- Red soil.\"}\n");
        Cli run = Cli.run("score", "--references", bad.toString(), "--candidates", c.toString(), "--output",
                dir.resolve("o.jsonl").toString());
        assertThat(run.err).contains("field \"chain\": is required (the line has \"id\", \"text\")");
    }
}
