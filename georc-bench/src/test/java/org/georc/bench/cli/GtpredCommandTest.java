package org.georc.bench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.georc.core.json.JsonLines;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GtpredCommandTest {
    @TempDir
    Path dir;

    static Path data() {
        return Cli.examples().resolve("gtpred");
    }

    private Cli sample(String... extra) {
        List<String> args = new java.util.ArrayList<>(List.of("gtpred", "--truth", data().resolve("truth.jsonl").toString(),
                "--predictions", data().resolve("predictions.jsonl").toString(), "--output", dir.resolve("o.jsonl").toString()));
        args.addAll(List.of(extra));
        return Cli.run(args.toArray(String[]::new));
    }

    private List<JsonNode> lines(Path p) throws Exception {
        List<JsonNode> out = new java.util.ArrayList<>();
        for (String l : Files.readAllLines(p)) {
            out.add(JsonLines.readTree(l));
        }
        return out;
    }

    @Test
    void scoresTheSampleInPaperModeWithDistances() throws Exception {
        Cli r = sample();
        assertThat(r.exit).as(r.toString()).isZero();
        List<JsonNode> lines = lines(dir.resolve("o.jsonl"));
        assertThat(lines).hasSize(10).allMatch(n -> n.get("location_mode").asText().equals("paper"));
        JsonNode g1 = lines.get(0);
        // g1, model-a: truth 1995, prediction "mid 1990s" = [1994, 1996] -> IoU 1/3; all four levels match -> 1
        assertThat(g1.get("year_score").asDouble()).isEqualTo(1.0 / 3.0);
        assertThat(g1.get("location_score").asDouble()).isCloseTo(1.0, within(1e-12));
        // Pont Neuf (48.8575, 2.3413) vs (48.857, 2.341): 0.0598 km by the law of cosines
        assertThat(g1.get("distance_km").asDouble()).isCloseTo(0.0598, within(1e-4));
        assertThat(g1.get("geoguessr_points").asDouble()).isCloseTo(5000 * Math.exp(-0.0598 / 1492.7), within(1e-3));
        // g4, model-a: truth UK / England / London, prediction UK / London: paper 0.2 + 0.3 = 0.5 (not 0.5 / 0.7)
        assertThat(lines.get(3).get("location_score").asDouble()).isCloseTo(0.5, within(1e-12));
        // g4, model-b: an unreadable year scores 0 with a note; no coordinates: no distance, noted
        JsonNode g4b = lines.get(8);
        assertThat(g4b.get("year_score").asDouble()).isZero();
        assertThat(g4b.get("notes").toString()).contains("sometime long ago").contains("no predicted coordinates");
        assertThat(g4b.has("distance_km")).isFalse();
        for (JsonNode n : lines) {
            assertThat(n.get("year_score").asDouble()).isBetween(0.0, 1.0);
            assertThat(n.get("location_score").asDouble()).isBetween(0.0, 1.0);
            assertThat(n.has("year_reasoning_score")).isFalse();
        }
    }

    @Test
    void theSummaryMatchesMeansComputedByHand() throws Exception {
        Path csv = dir.resolve("table.csv");
        Cli r = sample("--summary", csv.toString());
        assertThat(r.exit).as(r.toString()).isZero();
        // model-a year: (1/3 + 1 + 2/13 + 5/11 + 0) / 5 = 0.38834; location (1 + 0.7 + 0.5 + 0.5 + 0.2) / 5 = 0.58
        // model-b year: (0 + 1 + 1 + 0 + 0.1) / 5 = 0.42; location (0 + 0.2 + 0.8 + 0.7 + 1) / 5 = 0.54
        String table = r.out.replaceAll(" +", " ");
        assertThat(table).contains("location mode paper").containsPattern("\\| model-a \\| 5 \\| 0 \\| 38\\.83 \\[[^|]+\\| 58\\.00 \\[")
                .containsPattern("\\| model-b \\| 5 \\| 0 \\| 42\\.00 \\[[^|]+\\| 54\\.00 \\[");
        // distances model-a 0.06, 5.31, 6.43, 0.78, 358.38 km: Acc@1 2/5, @25 4/5, @200 4/5, @750 5/5
        // model-b 264.32, 3.04, 0, 0 km (g4 has no coordinates): Acc@1 2/4, @25 3/4, @200 3/4, @750 1
        assertThat(table).containsPattern("\\| model-a \\| 5 \\| 40\\.00 \\[[^|]+\\| 80\\.00 \\[[^|]+\\| 80\\.00 \\[[^|]+\\| 100\\.00 ")
                .containsPattern("\\| model-b \\| 4 \\| 50\\.00 \\[[^|]+\\| 75\\.00 \\[[^|]+\\| 75\\.00 \\[[^|]+\\| 100\\.00 ");
        List<String> rows = Files.readAllLines(csv);
        assertThat(rows.get(0)).startsWith("model,n,failed,location_mode,year,year_low,year_high,year_n,year_reasoning,");
        String[] a = rows.get(1).split(",");
        assertThat(a[0]).isEqualTo("model-a");
        assertThat(Double.parseDouble(a[4])).isEqualTo(38.83);
        assertThat(Double.parseDouble(a[5])).isLessThanOrEqualTo(38.83);
        assertThat(Double.parseDouble(a[6])).isGreaterThanOrEqualTo(38.83);
        // GeoGuessr points, model-a: mean of 5000 exp(-d / 1492.7) over the five distances = 4778.1
        Path json = dir.resolve("table.json");
        assertThat(sample("--summary", json.toString()).exit).isZero();
        JsonNode rowsJson = JsonLines.readTree(Files.readString(json));
        assertThat(rowsJson.get(0).get("geoguessr_points").get("mean").asDouble()).isCloseTo(4778.14, within(0.01));
        assertThat(rowsJson.get(1).get("acc_25km").get("mean").asDouble()).isEqualTo(75.0);
        assertThat(rowsJson.get(1).get("with_coordinates").asInt()).isEqualTo(4);
        assertThat(rowsJson.get(0).get("year_reasoning").isNull()).isTrue();
        Path md = dir.resolve("table.md");
        assertThat(sample("--summary", md.toString()).exit).isZero();
        assertThat(Files.readString(md)).isEqualTo(r.out);
    }

    @Test
    void everyLocationModeIsSelectableAndRecorded() throws Exception {
        // g4, model-a: truth UK / England / London, prediction UK / - / London
        // renormalised (0.2 + 0.3) / 0.7; prefix: London follows a missed state: 0.2 / 0.7; strict = paper: 0.5
        double[] expected = {0.5 / 0.7, 0.2 / 0.7, 0.5};
        String[] modes = {"renormalised", "prefix", "strict"};
        String[] recorded = {"renormalised", "prefix", "paper"};
        for (int i = 0; i < modes.length; i++) {
            Cli r = sample("--location-mode", modes[i]);
            assertThat(r.exit).as(r.toString()).isZero();
            JsonNode g4 = lines(dir.resolve("o.jsonl")).get(3);
            assertThat(g4.get("location_score").asDouble()).as(modes[i]).isCloseTo(expected[i], within(1e-12));
            assertThat(g4.get("location_mode").asText()).isEqualTo(recorded[i]);
            assertThat(r.out).contains("location mode " + recorded[i]);
        }
    }

    @Test
    void theLeaderboardReadsAGtpredOutputFile() throws Exception {
        assertThat(sample().exit).isZero();
        Path out = dir.resolve("o.jsonl");
        Cli board = Cli.run("leaderboard", out.toString());
        assertThat(board.exit).as(board.toString()).isZero();
        assertThat(board.out).isEqualTo(sample().out);
        Cli csv = Cli.run("leaderboard", out.toString(), "--format", "csv");
        assertThat(csv.out).startsWith("model,n,failed,location_mode,year,").contains("model-a,5,0,paper,38.83,");
        Cli plot = Cli.run("leaderboard", out.toString(), "--plot", dir.resolve("figs").toString());
        assertThat(plot.exit).isEqualTo(2);
        assertThat(plot.err).contains("GTPred score file");
        // a chain score file still gives the chain leaderboard
        Path chains = dir.resolve("s.jsonl");
        Files.writeString(chains, "{\"id\":\"a\",\"model\":\"m\",\"precision\":0.5,\"recall\":0.5,\"f1\":0.5}\n");
        assertThat(Cli.run("leaderboard", chains.toString()).out.replaceAll(" +", " ")).contains("| m | 1 | 0 | 50.00");
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
        assertThat(dir.resolve("o.jsonl")).doesNotExist();
        Cli skip = Cli.run("gtpred", "--truth", truth.toString(), "--predictions", preds.toString(),
                "--output", dir.resolve("o.jsonl").toString(), "--ignore-unknown-ids");
        assertThat(skip.exit).isZero();
        assertThat(skip.err).contains("warning: skipping 1");
    }

    @Test
    void badOptionsAndMalformedFilesAreClearErrors() throws Exception {
        Path truth = dir.resolve("t.jsonl");
        Files.writeString(truth, "{\"id\":\"a\",\"year\":1990}\n{\"id\":\"b\",\"year\":\"whenever\"}\n");
        String o = dir.resolve("o.jsonl").toString();
        Cli r = Cli.run("gtpred", "--truth", truth.toString(), "--predictions", truth.toString(), "--output", o);
        assertThat(r.exit).isEqualTo(2);
        assertThat(r.err).contains("t.jsonl:2: field \"year\"");
        Cli mode = sample("--location-mode", "fuzzy");
        assertThat(mode.exit).isEqualTo(2);
        assertThat(mode.err).contains("paper, renormalised or prefix");
        assertThat(sample("--rating-scale", "percent").err).contains("tenths (r/10)");
        assertThat(sample("--summary", dir.resolve("t.txt").toString()).err).contains("--summary must end in .md, .csv or .json");
        Cli noModel = sample("--reasoning");
        assertThat(noModel.exit).isEqualTo(2);
        assertThat(noModel.err).contains("needs a model").contains("--endpoint");
        Cli self = Cli.run("gtpred", "--truth", truth.toString(), "--predictions", o, "--output", o);
        assertThat(self.exit).isEqualTo(2);
        assertThat(self.err).contains("is also an input");
        Cli sameSummary = Cli.run("gtpred", "--truth", data().resolve("truth.jsonl").toString(), "--predictions",
                data().resolve("predictions.jsonl").toString(), "--output", dir.resolve("x.json").toString(), "--summary",
                dir.resolve("x.json").toString());
        assertThat(sameSummary.exit).isEqualTo(2);
        assertThat(sameSummary.err).contains("--summary and --output name the same file").doesNotContain("input");
        assertThat(Cli.run("gtpred", "--output", o).err).contains("Missing required options").contains("--truth")
                .contains("--extract --responses");
        assertThat(Cli.run("gtpred").err).contains("Missing required option");
        Cli extractNoResponses = Cli.run("gtpred", "--extract", "--output", o);
        assertThat(extractNoResponses.exit).isEqualTo(2);
        assertThat(extractNoResponses.err).contains("--extract needs --responses");
        Cli mixed = Cli.run("gtpred", "--extract", "--responses", data().resolve("responses.jsonl").toString(), "--truth",
                truth.toString(), "--output", o);
        assertThat(mixed.exit).isEqualTo(2);
        assertThat(mixed.err).contains("score them in a second run");
        Cli extractNoModel = Cli.run("gtpred", "--extract", "--responses", data().resolve("responses.jsonl").toString(),
                "--output", o);
        assertThat(extractNoModel.exit).isEqualTo(2);
        assertThat(extractNoModel.err).contains("--extract needs a model");
        // the extraction's own floor, named by the option that set it (not --max-new-tokens, which is --generate's)
        Cli shortExtraction = Cli.run("gtpred", "--extract", "--responses", data().resolve("responses.jsonl")
                .toString(), "--output", o, "--extract-max-tokens", "10");
        assertThat(shortExtraction.exit).isEqualTo(2);
        assertThat(shortExtraction.err).contains("--extract-max-tokens must be >= 64, got 10")
                .doesNotContain("--max-new-tokens");
    }

    @Test
    void everyCommandHasHelp() {
        for (String cmd : List.of("score", "leaderboard", "similarity", "embed", "gtpred")) {
            Cli r = Cli.run(cmd, "--help");
            assertThat(r.exit).as(cmd).isZero();
            assertThat(r.out).as(cmd).contains("Usage: georc " + cmd);
        }
        assertThat(Cli.run("gtpred", "--help").out).contains("--extract").contains("--match-by-llm")
                .contains("--rating-scale").contains("Exit codes");
        Cli top = Cli.run("--help");
        assertThat(top.out).contains("score").contains("leaderboard").contains("gtpred");
        assertThat(Cli.run().exit).isEqualTo(2);
    }
}
