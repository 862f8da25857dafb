package org.georc.bench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.georc.core.report.Leaderboard;
import org.georc.core.json.JsonLines;
import org.georc.core.scorefile.ScoreLines;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The model-backed commands end to end on the embedded MiniLM and the sample data. */
class CliIT {
    @TempDir
    Path dir;

    @Test
    void similarityPrintsOneNumberAndRanksParaphrasesAboveUnrelatedTexts() {
        Cli close = Cli.run("similarity", "Cars drive on the left", "Traffic keeps to the left");
        Cli far = Cli.run("similarity", "Cars drive on the left", "Snow-capped mountains behind the city");
        assertThat(close.exit).as(close.toString()).isZero();
        assertThat(close.out.strip()).matches("-?\\d\\.\\d{6}");
        double a = Double.parseDouble(close.out.strip());
        double b = Double.parseDouble(far.out.strip());
        assertThat(a).isBetween(-1.0, 1.0).isGreaterThan(b + 0.3);
    }

    @Test
    void theGpuDeviceReachesTheEncoderAndIsRefusedWithoutAGpuOption() {
        // this build carries the CPU-only ONNX Runtime, so strict CUDA fails and names the device it was given
        Cli strict = Cli.run("similarity", "a", "b", "--gpu-strict", "--gpu-device", "2");
        assertThat(strict.exit).as(strict.toString()).isEqualTo(1);
        assertThat(strict.err).contains("on device 2");
        Cli alone = Cli.run("similarity", "a", "b", "--gpu-device", "2");
        assertThat(alone.exit).as(alone.toString()).isEqualTo(2);
        assertThat(alone.err).contains("--gpu-device needs --gpu or --gpu-strict");
    }

    @Test
    void embedWritesOneVectorPerNonEmptyLineAsJsonlOrNpy() throws Exception {
        Path in = dir.resolve("lines.txt");
        Files.writeString(in, "white bollards\n\n  black cap  \nleft-hand traffic\n");
        Path jsonl = dir.resolve("v.jsonl");
        Cli r = Cli.run("embed", "--input", in.toString(), "--output", jsonl.toString());
        assertThat(r.exit).as(r.toString()).isZero();
        List<String> lines = Files.readAllLines(jsonl);
        assertThat(lines).hasSize(3);
        var second = JsonLines.readTree(lines.get(1));
        assertThat(second.get("text").asText()).isEqualTo("black cap");
        assertThat(second.get("vector")).hasSize(384);
        double norm = 0;
        for (var x : second.get("vector")) {
            norm += x.asDouble() * x.asDouble();
        }
        assertThat(Math.sqrt(norm)).isBetween(0.9999, 1.0001);

        Path npy = dir.resolve("v.npy");
        assertThat(Cli.run("embed", "--input", in.toString(), "--output", npy.toString()).exit).isZero();
        byte[] bytes = Files.readAllBytes(npy);
        assertThat(new String(bytes, 1, 5, StandardCharsets.US_ASCII)).isEqualTo("NUMPY");
        int headerLen = (bytes[8] & 0xff) | (bytes[9] & 0xff) << 8;
        String header = new String(bytes, 10, headerLen, StandardCharsets.US_ASCII);
        assertThat(header).contains("'descr': '<f4'").contains("'shape': (3, 384)");
        assertThat((10 + headerLen) % 64).isZero();
        assertThat(bytes.length).isEqualTo(10 + headerLen + 3 * 384 * 4);
        ByteBuffer data = ByteBuffer.wrap(bytes, 10 + headerLen + 384 * 4, 384 * 4).order(ByteOrder.LITTLE_ENDIAN);
        assertThat(data.getFloat()).isEqualTo((float) second.get("vector").get(0).asDouble());
    }

    @Test
    void scoreResumesAfterAKilledRunAndTheLeaderboardRanksTheSampleKinds() throws Exception {
        Path data = Cli.examples();
        Path out = dir.resolve("out.jsonl");
        String[] args = {"score", "--references", data.resolve("references.jsonl").toString(),
            "--candidates", data.resolve("candidates.jsonl").toString(), "--output", out.toString(), "--quiet"};
        Cli first = Cli.run(args);
        assertThat(first.exit).as(first.toString()).isZero();
        List<String> lines = Files.readAllLines(out);
        assertThat(lines).hasSize(40);

        // simulate a run killed mid-write: keep 25 rows and half of the 26th
        String kept = String.join("\n", lines.subList(0, 25)) + "\n" + lines.get(25).substring(0, 40);
        Files.writeString(out, kept);
        Cli resumed = Cli.run(args);
        assertThat(resumed.exit).as(resumed.toString()).isZero();
        assertThat(resumed.err).contains("resuming: 25 pair(s)").contains("15 to go");
        assertThat(ScoreLines.read(out)).hasSize(40);
        assertThat(Cli.run(args).err).contains("nothing to score");

        var row = JsonLines.readTree(Files.readAllLines(out).get(0));
        assertThat(row.get("judge").asText()).isEqualTo("embedding");
        assertThat(row.get("model_id").asText()).isEqualTo("sentence-transformers/all-MiniLM-L6-v2");
        assertThat(row.get("weights_sha256").asText()).hasSize(64);
        assertThat(row.get("candidate_alignments").size()).isPositive();

        Leaderboard board = Leaderboard.of(ScoreLines.read(out));
        assertThat(board.rows()).extracting(Leaderboard.Row::model)
                .containsSubsequence("hallucinated", "paraphrase", "partial", "other-location");
        // the hallucinated chains are the paper's baseline: grouped before the models, as the authors group them
        assertThat(board.rows().get(0).group()).isEqualTo("Baseline");
        Cli md = Cli.run("leaderboard", out.toString());
        assertThat(md.out).startsWith("| model").contains("paraphrase");
        Cli csv = Cli.run("leaderboard", out.toString(), "--format", "csv");
        assertThat(csv.out.lines()).hasSize(5);
    }

    @Test
    void candidatesWithoutAReferenceAreReportedNotSilentlyDropped() throws Exception {
        Path refs = dir.resolve("r.jsonl");
        Files.writeString(refs, "{\"id\":\"a\",\"chain\":\"- Red soil along the road.\"}\n");
        Path cands = dir.resolve("c.jsonl");
        Files.writeString(cands, "{\"id\":\"a\",\"model\":\"m\",\"chain\":\"- Reddish dirt by the road.\"}\n"
                + "{\"id\":\"nope\",\"model\":\"m\",\"chain\":\"- Something else entirely.\"}\n");
        Path out = dir.resolve("o.jsonl");
        Cli r = Cli.run("score", "--references", refs.toString(), "--candidates", cands.toString(),
                "--output", out.toString(), "--quiet");
        assertThat(r.exit).isEqualTo(2);
        assertThat(r.err).contains("c.jsonl:2").contains("\"nope\"").contains("--skip-unknown-ids");
        assertThat(out).doesNotExist();
        Cli unknownJudge = Cli.run("score", "--references", refs.toString(), "--candidates", cands.toString(),
                "--output", out.toString(), "--judge", "telepathy", "--skip-unknown-ids");
        assertThat(unknownJudge.exit).isEqualTo(2);
        assertThat(unknownJudge.err).contains("no judge named \"telepathy\"").contains("embedding");
    }
}
