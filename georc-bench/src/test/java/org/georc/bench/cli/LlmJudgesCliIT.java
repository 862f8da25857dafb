package org.georc.bench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpServer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.georc.core.json.JsonLines;
import org.georc.core.scorefile.ScoreLines;
import org.georc.core.scorefile.ScoreRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code georc score --judge one-to-all|keypoints|vlm --endpoint ...} end to end against a local
 * OpenAI-compatible test server that grades by keyword, so the expected numbers are known.
 */
class LlmJudgesCliIT {
    @TempDir
    Path dir;
    HttpServer server;
    String url;
    final List<JsonNode> requests = new CopyOnWriteArrayList<>();

    @BeforeEach
    void startServer() throws Exception {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/v1/chat/completions", ex -> {
            JsonNode body = JsonLines.readTree(ex.getRequestBody().readAllBytes());
            requests.add(body);
            JsonNode user = body.get("messages").get(1).get("content");
            String text = user.isArray() ? user.get(1).get("text").asText() : user.asText();
            String answer;
            if (text.contains("<conclusion>")) {
                answer = text.contains("Rising Sun") ? "{\"country\": \"Japan\"}" : "{\"country\": null}";
            } else if (text.contains("<candidate_chain>")) {
                answer = "{\"precision\": 80, \"recall\": 50}";
            } else if (user.isArray()) {
                answer = text.contains("palm") ? "{\"verdict\": false}" : "{\"verdict\": true}";
            } else if (text.contains("Write the key clauses")) {
                String st = text.substring(text.indexOf("<statement>") + 11, text.indexOf("</statement>")).strip();
                answer = "{\"clauses\": [" + JsonLines.quote(st.toLowerCase().replace(".", "")) + "]}";
            } else {
                String st = text.substring(text.indexOf("<statement>"));
                answer = st.contains("soil") || st.contains("dirt") ? "{\"score\": 90, \"reason\": \"red soil both\"}"
                        : "{\"score\": 0, \"reason\": \"unsupported\"}";
            }
            byte[] b = ("{\"choices\":[{\"message\":{\"content\":" + JsonLines.quote(answer) + "}}]}")
                    .getBytes(StandardCharsets.UTF_8);
            ex.sendResponseHeaders(200, b.length);
            ex.getResponseBody().write(b);
            ex.close();
        });
        server.start();
        url = "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
    }

    @AfterEach
    void stopServer() {
        server.stop(0);
    }

    private Path refs() throws Exception {
        Files.createDirectories(dir.resolve("img"));
        Files.write(dir.resolve("img/a.jpg"), new byte[] {(byte) 0xFF, (byte) 0xD8, (byte) 0xFF});
        Path r = dir.resolve("refs.jsonl");
        Files.writeString(r, "{\"id\":\"a\",\"image\":\"img/a.jpg\",\"chain\":\"- Red soil along the road.\\n- Eucalyptus trees.\"}\n");
        Path c = dir.resolve("cands.jsonl");
        Files.writeString(c, "{\"id\":\"a\",\"model\":\"m\",\"chain\":\"- Reddish dirt by the road.\\n- Tall palm trees.\"}\n");
        return r;
    }

    @Test
    void oneToAllThroughAnOpenAiCompatibleServer() throws Exception {
        Path r = refs();
        Path out = dir.resolve("o.jsonl");
        Cli run = Cli.run("score", "--judge", "one-to-all", "--references", r.toString(), "--candidates",
                dir.resolve("cands.jsonl").toString(), "--output", out.toString(), "--endpoint", url, "--model", "qwen3-4b",
                "--quiet", "--no-flags");
        assertThat(run.exit).as(run.toString()).isZero();
        ScoreRecord row = ScoreLines.read(out).get(0);
        // candidate: dirt 0.9, palm 0 -> P 0.45; reference: soil 0.9, eucalyptus 0 -> R 0.45
        assertThat(row.precision()).isEqualTo(0.45);
        assertThat(row.recall()).isEqualTo(0.45);
        assertThat(row.extra().get("prompt_version").asText()).isEqualTo("v1");
        assertThat(row.extra().get("model_id").asText()).isEqualTo("qwen3-4b");
        assertThat(row.extra().get("candidate_alignments").get(0).get("reason").asText()).isEqualTo("red soil both");
        assertThat(requests).hasSize(4).allMatch(b -> b.get("temperature").asDouble() == 0.0);
    }

    @Test
    void vlmJudgeSendsTheReferenceImageResolvedAgainstTheReferencesFile() throws Exception {
        Path r = refs();
        Path out = dir.resolve("o.jsonl");
        Cli run = Cli.run("score", "--judge", "vlm", "--references", r.toString(), "--candidates",
                dir.resolve("cands.jsonl").toString(), "--output", out.toString(), "--endpoint", url, "--model", "qwen2.5-vl",
                "--quiet");
        assertThat(run.exit).as(run.toString()).isZero();
        ScoreRecord row = ScoreLines.read(out).get(0);
        // the statement the VLM found false is flagged as a hallucination
        assertThat(row.extra().get("flags").get("hallucination").asInt()).isEqualTo(1);
        // correctness 1/2 (palm trees false); P = 0.8 * 0.5 = 0.4; R = 0.5
        assertThat(row.precision()).isEqualTo(0.4);
        assertThat(row.recall()).isEqualTo(0.5);
        long withImage = requests.stream().filter(b -> b.get("messages").get(1).get("content").isArray()).count();
        assertThat(withImage).isEqualTo(2);
        // requests of a pair go out concurrently: take any verdict request (the ones with an image)
        JsonNode verdict = requests.stream().filter(b -> b.get("messages").get(1).get("content").isArray()).findFirst()
                .orElseThrow();
        assertThat(verdict.get("messages").get(1).get("content").get(0).get("image_url").get("url").asText())
                .startsWith("data:image/jpeg;base64,/9j/");
    }

    @Test
    void keypointsJudgeUsesLlmClausesAndTheEncoder() throws Exception {
        Path r = refs();
        Path out = dir.resolve("o.jsonl");
        Cli run = Cli.run("score", "--judge", "keypoints", "--references", r.toString(), "--candidates",
                dir.resolve("cands.jsonl").toString(), "--output", out.toString(), "--endpoint", url, "--model", "qwen3-4b",
                "--quiet", "--no-flags");
        assertThat(run.exit).as(run.toString()).isZero();
        ScoreRecord row = ScoreLines.read(out).get(0);
        assertThat(row.extra().get("judge").asText()).isEqualTo("keypoints");
        assertThat(row.extra().get("parameters").get("extractor").asText()).startsWith("llm:qwen3-4b");
        // the clauses are the ones the (test) LLM wrote: the statement, lower-cased, without the full stop
        assertThat(row.extra().get("candidate_alignments").get(0).get("statement").asText())
                .isEqualTo("reddish dirt by the road");
        assertThat(row.extra().get("candidate_alignments").get(0).get("support").asText())
                .isEqualTo("red soil along the road");
        assertThat(row.f1()).isBetween(0.0, 1.0);

        // the keypoints judge's thresholds can be tuned like the embedding judge's
        Path human = dir.resolve("human.jsonl");
        Files.writeString(human, "{\"id\":\"a\",\"model\":\"m\",\"precision\":0.5,\"recall\":0.4,\"f1\":0.45}\n");
        Files.writeString(dir.resolve("cands.jsonl"), Files.readString(dir.resolve("cands.jsonl"))
                + "{\"id\":\"a\",\"model\":\"n\",\"chain\":\"- Eucalyptus trees.\"}\n");
        Files.writeString(human, "{\"id\":\"a\",\"model\":\"n\",\"precision\":1.0,\"recall\":0.5,\"f1\":0.67}\n",
                java.nio.file.StandardOpenOption.APPEND);
        assertThat(Cli.run("score", "--judge", "keypoints", "--references", r.toString(), "--candidates",
                dir.resolve("cands.jsonl").toString(), "--output", out.toString(), "--endpoint", url, "--model", "qwen3-4b",
                "--quiet", "--no-flags").exit).isZero();
        Cli cal = Cli.run("calibrate", "--scores", out.toString(), "--human", human.toString(), "--tune", "--judge",
                "keypoints", "--references", r.toString(), "--candidates", dir.resolve("cands.jsonl").toString(),
                "--endpoint", url, "--model", "qwen3-4b", "--holdout", "0");
        assertThat(cal.exit).as(cal.toString()).isZero();
        assertThat(cal.out).contains("| tuned").contains("best thresholds");
    }

    @Test
    void oneToAllRunsOnALocalOnnxDecoderFolder() throws Exception {
        Path r = refs();
        Path model = Path.of("").toAbsolutePath().resolveSibling("georc-judges").resolve("src/test/resources/tiny-decoder");
        Path out = dir.resolve("o.jsonl");
        Cli run = Cli.run("score", "--judge", "one-to-all", "--references", r.toString(), "--candidates",
                dir.resolve("cands.jsonl").toString(), "--output", out.toString(), "--model-dir", model.toString(),
                "--option", "retries=0", "--quiet", "--no-flags");
        ScoreRecord row = ScoreLines.read(out).get(0);
        // the fixture has random weights: whatever it answers is either read as a score or recorded as a
        // failure, and a failure makes the exit code 3
        assertThat(run.exit).as(run.toString()).isEqualTo(row.isFailure() ? 3 : 0);
        assertThat(row.extra().get("model_id").asText()).isEqualTo("tiny-decoder");
        assertThat(row.isFailure() || (row.f1() >= 0 && row.f1() <= 1)).isTrue();
        Cli vlm = Cli.run("score", "--judge", "vlm", "--references", r.toString(), "--candidates",
                dir.resolve("cands.jsonl").toString(), "--output", dir.resolve("v.jsonl").toString(), "--model-dir",
                model.toString(), "--quiet");
        assertThat(vlm.exit).isEqualTo(2);
        assertThat(vlm.err).contains("text-only");
        Cli device = Cli.run("score", "--judge", "one-to-all", "--references", r.toString(), "--candidates",
                dir.resolve("cands.jsonl").toString(), "--output", dir.resolve("d.jsonl").toString(), "--model-dir",
                model.toString(), "--model-gpu-device", "1", "--quiet");
        assertThat(device.exit).as(device.toString()).isEqualTo(2);
        assertThat(device.err).contains("--model-gpu-device needs --model-gpu");
    }

    @Test
    void theLlmReadsCountriesTheGazetteerCannot() throws Exception {
        Path r = dir.resolve("refs.jsonl");
        Files.writeString(r, "{\"id\":\"a\",\"country\":\"Japan\",\"chain\":\"- Kanji on the shop signs.\"}\n");
        Path c = dir.resolve("cands.jsonl");
        Files.writeString(c, "{\"id\":\"a\",\"model\":\"m\",\"chain\":\"- Kanji signs.\\nConclusion: the Land of the Rising Sun\"}\n");
        Path out = dir.resolve("o.jsonl");
        Cli run = Cli.run("score", "--references", r.toString(), "--candidates", c.toString(), "--output", out.toString(),
                "--country-by-llm", "--endpoint", url, "--model", "qwen3-4b", "--quiet", "--no-flags");
        assertThat(run.exit).as(run.toString()).isZero();
        ScoreRecord row = ScoreLines.read(out).get(0);
        assertThat(row.extra().get("predicted_country").asText()).isEqualTo("japan");
        assertThat(row.extra().get("predicted_country_by").asText()).isEqualTo("llm");
        assertThat(row.extra().get("country_correct").asBoolean()).isTrue();
        assertThat(row.extra().get("judge").asText()).isEqualTo("embedding");
    }

    @Test
    void modelJudgesWithoutAModelFailWithAClearMessage() throws Exception {
        Path r = refs();
        Cli run = Cli.run("score", "--judge", "one-to-all", "--references", r.toString(), "--candidates",
                dir.resolve("cands.jsonl").toString(), "--output", dir.resolve("o.jsonl").toString(), "--quiet");
        assertThat(run.exit).isEqualTo(2);
        assertThat(run.err).contains("needs a model").contains("--endpoint");
    }
}
