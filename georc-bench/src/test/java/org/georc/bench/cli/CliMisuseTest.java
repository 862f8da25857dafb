package org.georc.bench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Findings of a newcomer's first session with the CLI: outputs that are not georc's must never be
 * changed, and misuse must be refused with exit 2 and a message naming what is wrong. Nothing
 * here loads a model: every refusal happens before one is loaded.
 */
class CliMisuseTest {
    @TempDir
    Path dir;

    private static String refs() {
        return Cli.examples().resolve("references.jsonl").toString();
    }

    private static String cands() {
        return Cli.examples().resolve("candidates.jsonl").toString();
    }

    @Test
    void scoreRefusesToResumeAnOutputThatIsNotAScoreFileAndLeavesItsBytesAlone() throws Exception {
        for (String content : new String[] {"{\"api_key_env\":\"X\",\"threads\":4}", "my precious notes"}) {
            Path config = dir.resolve("config.json");
            Files.writeString(config, content);
            byte[] before = Files.readAllBytes(config);
            Cli score = Cli.run("score", "--references", refs(), "--candidates", cands(), "--output",
                    config.toString(), "--quiet");
            assertThat(score.exit).as(score.toString()).isEqualTo(2);
            assertThat(score.err).contains(config + ":1: ").contains("is not a row georc wrote")
                    .contains("refusing to change the file").doesNotContain("removed");
            assertThat(Files.readAllBytes(config)).isEqualTo(before);
        }
    }

    private Path scores() throws Exception {
        Path p = dir.resolve("out.jsonl");
        Files.writeString(p, "{\"id\":\"a\",\"model\":\"m\",\"precision\":0.5,\"recall\":0.5,\"f1\":0.5}\n"
                + "{\"id\":\"b\",\"model\":\"m\",\"precision\":1.0,\"recall\":0.5,\"f1\":0.6666666666666666}\n");
        return p;
    }

    @Test
    void aLeaderboardWrittenToAFileGetsThePermissionsOfAFileCreatedInPlace() throws Exception {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        Path board = dir.resolve("board.md");
        Cli r = Cli.run("leaderboard", scores().toString(), "--output", board.toString());
        assertThat(r.exit).as(r.toString()).isZero();
        Path plain = Files.createFile(dir.resolve("plain.md"));
        assertThat(Files.getPosixFilePermissions(board)).isEqualTo(Files.getPosixFilePermissions(plain));
        try (var files = Files.list(dir)) {
            assertThat(files.map(f -> f.getFileName().toString())).noneMatch(n -> n.endsWith(".partial"));
        }
    }

    @Test
    void theLeaderboardFormatFollowsTheOutputsExtensionAndAContradictionIsRefused() throws Exception {
        Path csv = dir.resolve("lb.csv");
        Cli r = Cli.run("leaderboard", scores().toString(), "--output", csv.toString());
        assertThat(r.exit).as(r.toString()).isZero();
        assertThat(Files.readString(csv)).doesNotContain("| ").contains(",");
        Path json = dir.resolve("lb.json");
        assertThat(Cli.run("leaderboard", scores().toString(), "--output", json.toString()).exit).isZero();
        assertThat(Files.readString(json).strip()).startsWith("[");
        Path md = dir.resolve("lb.txt");
        assertThat(Cli.run("leaderboard", scores().toString(), "--output", md.toString()).exit).isZero();
        assertThat(Files.readString(md)).contains("| model");
        Cli clash = Cli.run("leaderboard", scores().toString(), "--format", "markdown", "--output",
                dir.resolve("clash.csv").toString());
        assertThat(clash.exit).as(clash.toString()).isEqualTo(2);
        assertThat(clash.err).contains("--format markdown but --output").contains("names csv");
        assertThat(dir.resolve("clash.csv")).doesNotExist();
    }

    @Test
    void embedRefusesAnOutputNameThatIsNeitherJsonLinesNorNpyBeforeLoadingTheModel() throws Exception {
        Path lines = Files.writeString(dir.resolve("lines.txt"), "white bollards\n");
        Cli r = Cli.run("embed", "--input", lines.toString(), "--output", dir.resolve("x.csv").toString());
        assertThat(r.exit).as(r.toString()).isEqualTo(2);
        assertThat(r.err).contains("--output must end in .jsonl").contains("x.csv");
        assertThat(dir.resolve("x.csv")).doesNotExist();
    }

    @Test
    void aPlotFolderThatIsAFileIsRefusedBeforeAnythingIsWritten() throws Exception {
        Path file = Files.writeString(dir.resolve("s.jsonl"), "keep me\n");
        Path board = dir.resolve("board.md");
        Cli r = Cli.run("leaderboard", scores().toString(), "--plot", file.toString(), "--output", board.toString());
        assertThat(r.exit).as(r.toString()).isEqualTo(2);
        assertThat(r.err).contains("--plot must be a folder; " + file + " is a file").doesNotContain("Unchecked");
        assertThat(Files.exists(board)).isFalse();
        assertThat(Files.readString(file)).isEqualTo("keep me\n");
    }

    @Test
    void twoOutputsNamingOneFileAreCalledOutputsNotInputs() throws Exception {
        Path root = ReleasedFolder.write(dir.resolve("georc"));
        Path same = dir.resolve("same.jsonl");
        Cli r = Cli.run("convert", "--references", root.toString(), "--output-references", same.toString(),
                "--output-candidates", same.toString());
        assertThat(r.exit).as(r.toString()).isEqualTo(2);
        assertThat(r.err).contains("--output-candidates and --output-references name the same file")
                .doesNotContain("input");
        assertThat(Files.exists(same)).isFalse();
    }

    @Test
    void scoreAndGtpredTakeBothNamesForSkippingUnknownIds() throws Exception {
        Path data = GtpredCommandTest.data();
        Path truth = dir.resolve("truth.jsonl");
        // a truth file without its first line: the predictions of that id are unknown
        java.util.List<String> lines = Files.readAllLines(data.resolve("truth.jsonl"));
        Files.write(truth, lines.subList(1, lines.size()));
        for (String name : new String[] {"--ignore-unknown-ids", "--skip-unknown-ids"}) {
            Cli r = Cli.run("gtpred", "--truth", truth.toString(), "--predictions",
                    data.resolve("predictions.jsonl").toString(), "--output", dir.resolve("g.jsonl").toString(), name);
            assertThat(r.exit).as(r.toString()).isZero();
            assertThat(r.err).contains("warning: skipping");
        }
        for (String name : new String[] {"--ignore-unknown-ids", "--skip-unknown-ids"}) {
            Cli r = Cli.run("score", "--references", "nowhere.jsonl", "--candidates", "nowhere.jsonl", "--output", "-",
                    name);
            assertThat(r.err).as(r.toString()).doesNotContain("Unknown option");
        }
    }

    @Test
    void aNumericOptionOutOfRangeIsNamedAloneWithItsValue() {
        Cli r = Cli.run("score", "--references", refs(), "--candidates", cands(), "--output", "-",
                "--max-row-bytes", "1000");
        assertThat(r.exit).as(r.toString()).isEqualTo(2);
        assertThat(r.err).contains("--max-row-bytes must be >= 1024, got 1000").doesNotContain("--threads")
                .doesNotContain("--batch");
        Cli threads = Cli.run("score", "--references", refs(), "--candidates", cands(), "--output", "-",
                "--threads", "0");
        assertThat(threads.err).contains("--threads must be >= 1, got 0").doesNotContain("--max-row-bytes");
    }

    @Test
    void aJudgeKeySetByItsOwnOptionAndByOptionIsRefused() {
        Cli r = Cli.run("score", "--references", refs(), "--candidates", cands(), "--output", "-",
                "--lo", "0.3", "--option", "lo=0.45");
        assertThat(r.exit).as(r.toString()).isEqualTo(2);
        assertThat(r.err).contains("--lo 0.3 and --option lo=0.45 both set the judge's \"lo\"");
        assertThat(r.out).isEmpty();
    }

    @Test
    void anEmptyCandidatesFileIsAnErrorAndWritesNothing() throws Exception {
        Path empty = Files.writeString(dir.resolve("empty.jsonl"), "");
        Path out = dir.resolve("o.jsonl");
        Cli r = Cli.run("score", "--references", refs(), "--candidates", empty.toString(), "--output",
                out.toString(), "--quiet");
        assertThat(r.exit).as(r.toString()).isEqualTo(2);
        assertThat(r.err).contains(empty + ": has no candidates").doesNotContain("nothing to score");
        assertThat(Files.exists(out)).isFalse();
    }

    @Test
    void generatedChainOutputsFollowTheSameLastLineRule() throws Exception {
        var settings = org.georc.core.scorefile.RunSettings.of(java.util.Map.of("generator", "g"));
        var row = org.georc.core.json.JsonLines.object().put("id", "a").put("model", "m").put("chain", "- Red soil.");
        settings.writeTo(row);
        String line = org.georc.core.json.JsonLines.write(row);
        Path kept = Files.writeString(dir.resolve("kept.jsonl"), line);
        var format = org.georc.judges.generate.ChainRun.FORMAT;
        try (var resume = org.georc.core.run.ResumeStore.open(kept, format)) {
            assertThat(resume.done()).containsKey(org.georc.core.scorefile.ScoreRecord.key("a", "m"));
            assertThat(resume.tornBytes()).isZero();
        }
        Path torn = Files.writeString(dir.resolve("torn.jsonl"), line + "\n{\"id\":\"b\",\"mo");
        try (var resume = org.georc.core.run.ResumeStore.open(torn, format)) {
            assertThat(resume.tornBytes()).isEqualTo("{\"id\":\"b\",\"mo".length());
        }
        Path notes = Files.writeString(dir.resolve("notes.txt"), "my precious notes");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> org.georc.core.run.ResumeStore.open(notes, format))
                .hasMessageStartingWith(notes + ":1: ").hasMessageContaining("not a row georc wrote");
    }
}
