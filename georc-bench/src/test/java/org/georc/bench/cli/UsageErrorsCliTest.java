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

    @Test
    void anOptionOfAnotherCommandSaysWhichCommandsTakeIt() {
        Cli run = Cli.run("leaderboard", "s.jsonl", "--references", "r.jsonl");
        assertThat(run.exit).isEqualTo(GeorcCommand.EXIT_INPUT);
        String first = run.err.lines().findFirst().orElse("");
        assertThat(first).contains("unknown option '--references': georc leaderboard takes no --references; ")
                .contains("georc score, ").contains("other command(s) take it")
                .doesNotContain("did you mean --references");
    }

    @Test
    void aLookAlikeLetterInAnOptionIsNamedByItsCodePoint() {
        Cli run = Cli.run("score", "--ref\u0435rences", "r.jsonl");
        String first = run.err.lines().findFirst().orElse("");
        assertThat(first).contains("U+0435").contains("not an ASCII letter").contains("did you mean --references");
    }

    @Test
    void anEmptyScoreFileIsNoLeaderboard() throws Exception {
        Path empty = Files.writeString(dir.resolve("empty.jsonl"), "\n \n");
        Cli run = Cli.run("leaderboard", empty.toString());
        assertThat(run.exit).isEqualTo(GeorcCommand.EXIT_INPUT);
        assertThat(run.err).contains(empty + ": holds no score rows").doesNotContain("\tat ");
        assertThat(run.out).isEmpty();
    }

    @Test
    void twoScoreRowsOnOneLineAreRefusedNotAveragedAsOne() throws Exception {
        String a = "{\"id\":\"a\",\"model\":\"m\",\"precision\":1.0,\"recall\":1.0,\"f1\":1.0}";
        String b = "{\"id\":\"b\",\"model\":\"m\",\"precision\":0.0,\"recall\":0.0,\"f1\":0.0}";
        Path joined = Files.writeString(dir.resolve("joined.jsonl"), a + b + "\n");
        Cli run = Cli.run("leaderboard", joined.toString());
        assertThat(run.exit).isEqualTo(GeorcCommand.EXIT_INPUT);
        assertThat(run.err).contains(joined + ":1:" + (a.length() + 1) + ": more than one JSON value on the line");
        assertThat(run.out).isEmpty();
    }
}
