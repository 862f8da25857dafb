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
 * the engine and the server with the caller's model, and through {@code georc score}, {@code georc
 * benchmark} and {@code georc serve} with the model its factory opens, from the jar or from
 * {@code --model-dir}.
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
        Path folder = glossaryFolder();
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

    @Test
    void georcBenchmarkRunsTheJudgeWithTheModelOfModelDir() throws Exception {
        // one location, two experts (so the expert step has a pair), one candidate model
        Path folder = Files.createDirectories(dir.resolve("georc/c"));
        for (int k : new int[] {2, 3}) {
            Files.writeString(folder.resolve("Human_Chain_" + k + ".txt"),
                    "Round 1\n- left hand traffic, fourth generation camera\nConclusion: Japan\n");
        }
        Files.writeString(folder.resolve("candidate_reasoning_chain_m_1.txt"), "- LHT, gen 4 camera\n");
        Path run = dir.resolve("run");
        StringWriter err = new StringWriter();
        int code = GeorcCommand.run(new String[] {"benchmark", "--judge", "glossary-overlap", "--references",
            folder.getParent().toString(), "--output-dir", run.toString(), "--model-dir", glossaryFolder().toString(),
            "--quiet", "--no-flags"}, new PrintWriter(new StringWriter()), new PrintWriter(err));
        assertThat(code).as(err.toString()).isZero();
        assertThat(err.toString()).doesNotContain("ignored");
        JsonNode row = new ObjectMapper().readTree(Files.readAllLines(run.resolve("scores-models.jsonl")).get(0));
        assertThat(row.get("precision").asDouble()).as("the glossary of --model-dir knows \"4\"").isEqualTo(1.0);
    }

    @Test
    void georcServeRunsTheJudgeWithTheModelOfModelDir() throws Exception {
        Path log = dir.resolve("serve.err");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), GeorcCommand.class.getName(), "serve", "--port", "0",
                "--judge", "glossary-overlap", "--no-flags", "--model-dir", glossaryFolder().toString())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            int port = -1;
            for (int i = 0; i < 1200 && port < 0 && p.isAlive(); i++) {
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("listening on http://[^:]+:(\\d+)")
                        .matcher(Files.readString(log));
                if (m.find()) {
                    port = Integer.parseInt(m.group(1));
                } else {
                    Thread.sleep(100);
                }
            }
            assertThat(port).as("the server's port; its output: " + Files.readString(log)).isPositive();
            JsonNode answer = new ObjectMapper().readTree(post(port));
            assertThat(answer.get("scores").get(0).get("precision").asDouble())
                    .as("the glossary of --model-dir knows \"4\"").isEqualTo(1.0);
            p.destroy(); // SIGTERM: drain, then exit 0
            assertThat(p.waitFor(60, java.util.concurrent.TimeUnit.SECONDS)).as("stopped after SIGTERM").isTrue();
            assertThat(p.exitValue()).as(Files.readString(log)).isZero();
            assertThat(Files.readString(log)).doesNotContain("ignored");
        } finally {
            p.destroyForcibly();
        }
    }

    /** @return a folder holding a glossary that knows "4" (the built-in one does not) */
    private Path glossaryFolder() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("my-glossary"));
        Files.writeString(folder.resolve("glossary.tsv"), "lht\tleft hand traffic\ngen\tgeneration\n4\tfourth\n");
        return folder;
    }

    /** @return the body of the answer to one /v1/score request with {@link #CANDIDATE} and {@link #REFERENCE} */
    private static String post(int port) throws Exception {
        String body = "{\"pairs\":[{\"candidate\":\"- LHT, gen 4 camera\",\"reference\":"
                + "\"- left hand traffic, fourth generation camera\"}]}";
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create("http://127.0.0.1:" + port + "/v1/score"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        return r.body();
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
