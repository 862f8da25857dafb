package org.georc.bench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.georc.core.io.JsonLines;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GtpredCommandTest {
    @TempDir
    Path dir;

    @Test
    void scoresTheSampleAndPrintsPerModelMeans() throws Exception {
        Path out = dir.resolve("o.jsonl");
        Path data = Cli.examples().resolve("gtpred");
        Cli r = Cli.run("gtpred", "--truth", data.resolve("truth.jsonl").toString(),
                "--predictions", data.resolve("predictions.jsonl").toString(), "--output", out.toString());
        assertThat(r.exit).as(r.toString()).isZero();
        assertThat(r.out).contains("| model-a |").contains("| model-b |");
        List<String> lines = Files.readAllLines(out);
        assertThat(lines).hasSize(10);
        var first = JsonLines.MAPPER.readTree(lines.get(0));
        // g1, model-a: truth 1995, prediction "mid 1990s" = [1994, 1996] -> IoU 1/3; location all four match
        assertThat(first.get("year_score").asDouble()).isEqualTo(1.0 / 3.0);
        assertThat(first.get("location_score").asDouble()).isEqualTo(1.0);
        var unreadable = JsonLines.MAPPER.readTree(lines.get(8));
        assertThat(unreadable.get("year_score").asDouble()).isZero();
        assertThat(unreadable.get("notes").get(0).asText()).contains("sometime long ago");
        for (String l : lines) {
            var n = JsonLines.MAPPER.readTree(l);
            assertThat(n.get("year_score").asDouble()).isBetween(0.0, 1.0);
            assertThat(n.get("location_score").asDouble()).isBetween(0.0, 1.0);
        }
    }

    @Test
    void predictionsWithUnknownIdsFailWithFileAndLine() throws Exception {
        Path truth = dir.resolve("t.jsonl");
        Files.writeString(truth, "{\"id\":\"a\",\"year\":1990}\n");
        Path preds = dir.resolve("p.jsonl");
        Files.writeString(preds, "{\"id\":\"a\",\"model\":\"m\",\"year\":1990}\n{\"id\":\"zzz\",\"model\":\"m\",\"year\":1990}\n");
        Cli r = Cli.run("gtpred", "--truth", truth.toString(), "--predictions", preds.toString(),
                "--output", dir.resolve("o.jsonl").toString());
        assertThat(r.exit).isEqualTo(2);
        assertThat(r.err).contains("1 prediction(s) have no truth line").contains("p.jsonl:2").contains("zzz");
        Cli skip = Cli.run("gtpred", "--truth", truth.toString(), "--predictions", preds.toString(),
                "--output", dir.resolve("o.jsonl").toString(), "--ignore-unknown-ids");
        assertThat(skip.exit).isZero();
        assertThat(skip.err).contains("warning: skipping 1");
    }

    @Test
    void badOptionsAndMalformedFilesAreClearErrors() throws Exception {
        Path truth = dir.resolve("t.jsonl");
        Files.writeString(truth, "{\"id\":\"a\",\"year\":1990}\n{\"id\":\"b\",\"year\":\"whenever\"}\n");
        Cli r = Cli.run("gtpred", "--truth", truth.toString(), "--predictions", truth.toString(),
                "--output", dir.resolve("o.jsonl").toString());
        assertThat(r.exit).isEqualTo(2);
        assertThat(r.err).contains("t.jsonl:2: field \"year\"");
        Cli mode = Cli.run("gtpred", "--truth", truth.toString(), "--predictions", truth.toString(),
                "--output", dir.resolve("o.jsonl").toString(), "--location-mode", "fuzzy");
        assertThat(mode.exit).isEqualTo(2);
        assertThat(Cli.run("gtpred").err).contains("Missing required options");
    }

    @Test
    void everyCommandHasHelp() {
        for (String cmd : List.of("score", "leaderboard", "similarity", "embed", "gtpred")) {
            Cli r = Cli.run(cmd, "--help");
            assertThat(r.exit).as(cmd).isZero();
            assertThat(r.out).as(cmd).contains("Usage: georc " + cmd);
        }
        Cli top = Cli.run("--help");
        assertThat(top.out).contains("score").contains("leaderboard").contains("gtpred");
        assertThat(Cli.run().exit).isEqualTo(2);
    }
}
