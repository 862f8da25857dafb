package org.georc.examples.customjudge;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.georc.bench.cli.GeorcCommand;
import org.georc.bench.serve.ScoreServer;
import org.georc.bench.serve.ScoreService;
import org.georc.bench.serve.Serving;
import org.georc.core.chain.ReasoningChain;
import org.georc.judges.engine.ScoringEngine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A judge that needs a kind of model the library does not know ({@link Glossary}) scores through
 * the engine and the server with the caller's model, and through {@code georc score} with the
 * model its factory opens, from the jar or from {@code --model-dir}.
 */
class GlossaryJudgeIT {
    @TempDir
    Path dir;

    private static final ReasoningChain CANDIDATE = ReasoningChain.of("LHT, gen 4 camera");
    private static final ReasoningChain REFERENCE = ReasoningChain.of("left hand traffic, fourth generation camera");

    @Test
    void theEngineScoresWithTheCallersGlossary() {
        Glossary mine = new FileGlossary(new ByteArrayInputStream("lht\tleft hand traffic\ngen\tgeneration\n4\tfourth\n"
                .getBytes(StandardCharsets.UTF_8)), "mine");
        try (ScoringEngine engine = ScoringEngine.builder().judge("glossary-overlap").flags(false)
                .models(ScoringEngine.Models.of(mine)).build()) {
            assertThat(engine.scorer().score(CANDIDATE, REFERENCE).precision()).isEqualTo(1.0);
            assertThat(engine.settings().values().get("glossary")).startsWith("sha256:");
        }
        // the built-in glossary does not know "4": the reference's "fourth" stays unmatched (5 of 6 words)
        try (ScoringEngine engine = ScoringEngine.builder().judge("glossary-overlap").flags(false).build()) {
            assertThat(engine.scorer().score(CANDIDATE, REFERENCE).precision()).isEqualTo(5.0 / 6);
        }
    }

    @Test
    void georcScoreRunsTheJudgeWithTheModelItsFactoryOpens() throws Exception {
        Path refs = dir.resolve("r.jsonl");
        Path cands = dir.resolve("c.jsonl");
        Files.writeString(refs, "{\"id\":\"a\",\"chain\":\"- left hand traffic, fourth generation camera\"}\n");
        Files.writeString(cands, "{\"id\":\"a\",\"model\":\"m\",\"chain\":\"- LHT, gen 4 camera\"}\n");
        JsonNode builtIn = score(refs, cands, dir.resolve("o1.jsonl"));
        assertThat(builtIn.get("precision").asDouble()).isEqualTo(5.0 / 6);
        Path folder = Files.createDirectories(dir.resolve("my-glossary"));
        Files.writeString(folder.resolve("glossary.tsv"), "lht\tleft hand traffic\ngen\tgeneration\n4\tfourth\n");
        JsonNode mine = score(refs, cands, dir.resolve("o2.jsonl"), "--model-dir", folder.toString());
        assertThat(mine.get("precision").asDouble()).isEqualTo(1.0);
        assertThat(mine.get("settings_sha256").asText()).as("another glossary, another fingerprint")
                .isNotEqualTo(builtIn.get("settings_sha256").asText());
    }

    @Test
    void theServerScoresWithTheJudgeAndTheModelTheCallerGave() throws Exception {
        Glossary mine = new FileGlossary(new ByteArrayInputStream("lht\tleft hand traffic\ngen\tgeneration\n4\tfourth\n"
                .getBytes(StandardCharsets.UTF_8)), "mine");
        try (ScoringEngine engine = ScoringEngine.builder().judge("glossary-overlap").flags(false)
                .models(ScoringEngine.Models.of(mine)).build();
             ScoreService service = Serving.service(engine, (Path) null).build();
             ScoreServer server = ScoreServer.builder(service).port(0).start()) {
            String body = "{\"pairs\":[{\"candidate\":\"- LHT, gen 4 camera\",\"reference\":"
                    + "\"- left hand traffic, fourth generation camera\"}]}";
            HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create("http://127.0.0.1:" + server.port() + "/v1/score"))
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
            JsonNode answer = new ObjectMapper().readTree(r.body());
            assertThat(answer.get("judge").asText()).isEqualTo("glossary-overlap");
            assertThat(answer.get("scores").get(0).get("precision").asDouble()).isEqualTo(1.0);
            assertThat(answer.get("settings_sha256").asText()).isEqualTo(engine.settings().fingerprint());
        }
    }

    private static JsonNode score(Path refs, Path cands, Path out, String... more) throws Exception {
        StringWriter err = new StringWriter();
        List<String> args = new java.util.ArrayList<>(List.of("score", "--judge", "glossary-overlap", "--references",
                refs.toString(), "--candidates", cands.toString(), "--output", out.toString(), "--quiet", "--no-flags"));
        args.addAll(List.of(more));
        int code = GeorcCommand.run(args.toArray(String[]::new), new PrintWriter(new StringWriter()), new PrintWriter(err));
        assertThat(code).as(err.toString()).isZero();
        assertThat(err.toString()).doesNotContain("ignored");
        return new ObjectMapper().readTree(Files.readAllLines(out).get(0));
    }
}
