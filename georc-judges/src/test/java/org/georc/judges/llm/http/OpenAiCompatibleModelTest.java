package org.georc.judges.llm.http;

import org.georc.core.Redactor;
import org.georc.judges.llm.judge.OneToAllJudge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.georc.core.ConfigurationException;
import org.georc.core.ModelException;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.json.JsonLines;
import org.georc.core.result.ChainScore;
import org.georc.core.spi.ChatMessage;
import org.georc.core.spi.GenerationOptions;
import org.georc.core.spi.JudgeRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A real HTTP server on loopback speaking the chat-completions protocol. */
class OpenAiCompatibleModelTest {
    @TempDir
    Path dir;
    HttpServer server;
    final List<JsonNode> bodies = new CopyOnWriteArrayList<>();
    final List<String> auth = new CopyOnWriteArrayList<>();

    interface Handler {
        void handle(HttpExchange ex, int call) throws IOException;
    }

    private String start(Handler h) throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        AtomicInteger calls = new AtomicInteger();
        server.createContext("/v1/chat/completions", ex -> {
            bodies.add(JsonLines.readTree(ex.getRequestBody().readAllBytes()));
            auth.add(String.valueOf(ex.getRequestHeaders().getFirst("Authorization")));
            try {
                h.handle(ex, calls.getAndIncrement());
            } finally {
                ex.close();
            }
        });
        server.setExecutor(java.util.concurrent.Executors.newCachedThreadPool());
        server.start();
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.stop(0);
        }
    }

    static void reply(HttpExchange ex, int code, String body) throws IOException {
        byte[] b = body.getBytes(StandardCharsets.UTF_8);
        ex.sendResponseHeaders(code, b.length);
        ex.getResponseBody().write(b);
    }

    static String completion(String content) {
        return "{\"choices\":[{\"message\":{\"role\":\"assistant\",\"content\":"
                + JsonLines.quote(content) + "}}]}";
    }

    private OpenAiCompatibleModel.Builder client(String url) {
        return OpenAiCompatibleModel.builder().baseUrl(url).model("qwen3-4b").timeout(Duration.ofSeconds(2))
                .backoff(Duration.ofMillis(10), Duration.ofMillis(200)).maxRetries(3);
    }

    @Test
    void successSendsGreedySeededRequestsWithTheKeyAndTheImage() throws Exception {
        String url = start((ex, call) -> reply(ex, 200, completion("{\"score\": 70}")));
        OpenAiCompatibleModel m = client(url).apiKeyEnv("JUDGE_KEY").environment(Map.of("JUDGE_KEY", "s3cret")::get).build();
        assertThat(m.generate(List.of(ChatMessage.system("rubric"), ChatMessage.user("grade")), GenerationOptions.greedy()))
                .isEqualTo("{\"score\": 70}");
        JsonNode body = bodies.get(0);
        assertThat(body.get("model").asText()).isEqualTo("qwen3-4b");
        assertThat(body.get("temperature").asDouble()).isZero();
        assertThat(body.has("seed")).isTrue();
        assertThat(body.get("messages").get(1).get("content").asText()).isEqualTo("grade");
        assertThat(auth.get(0)).isEqualTo("Bearer s3cret");
        assertThat(m.toString()).doesNotContain("s3cret");

        Path img = Files.write(dir.resolve("p.png"), new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n', 0, 0});
        m.generate(List.of(ChatMessage.system("rubric"), ChatMessage.user("check"), ChatMessage.assistant("??"),
                ChatMessage.user("stricter")), img, GenerationOptions.greedy());
        // the image rides with the question (the first user message), before its text: part of the shared prefix
        JsonNode parts = bodies.get(1).get("messages").get(1).get("content");
        assertThat(parts.get(0).get("image_url").get("url").asText()).startsWith("data:image/png;base64,iVBORw");
        assertThat(parts.get(1).get("text").asText()).isEqualTo("check");
        assertThat(bodies.get(1).get("messages").get(3).get("content").asText()).isEqualTo("stricter");
    }

    @Test
    void tooManyRequestsThenSuccessHonoursRetryAfter() throws Exception {
        String url = start((ex, call) -> {
            if (call == 0) {
                ex.getResponseHeaders().add("Retry-After", "0");
                reply(ex, 429, "{\"error\":\"slow down\"}");
            } else {
                reply(ex, 200, completion("ok"));
            }
        });
        assertThat(client(url).build().generate(List.of(ChatMessage.user("hi")), GenerationOptions.greedy())).isEqualTo("ok");
        assertThat(bodies).hasSize(2);
    }

    @Test
    void aStormOfServerErrorsEndsInAFailureAfterTheRetries() throws Exception {
        String url = start((ex, call) -> reply(ex, 500, "boom"));
        OpenAiCompatibleModel m = client(url).build();
        assertThatThrownBy(() -> m.generate(List.of(ChatMessage.user("hi")), GenerationOptions.greedy()))
                .isInstanceOf(ModelException.class).hasMessageContaining("after 4 attempt(s)").hasMessageContaining("HTTP 500");
        assertThat(bodies).hasSize(4);
        // through a judge, the failure is recorded on the pair, not scored
        ChainScore s = new OneToAllJudge(m, 0).score(JudgeRequest.of(ReasoningChain.of("Red soil."), ReasoningChain.of("Red dirt.")));
        assertThat(s.isFailure()).isTrue();
    }

    @Test
    void aSlowServerTimesOut() throws Exception {
        String url = start((ex, call) -> {
            try {
                Thread.sleep(1500);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            reply(ex, 200, completion("late"));
        });
        OpenAiCompatibleModel m = client(url).timeout(Duration.ofMillis(300)).maxRetries(1).build();
        assertThatThrownBy(() -> m.generate(List.of(ChatMessage.user("hi")), GenerationOptions.greedy()))
                .isInstanceOf(ModelException.class).hasMessageContaining("no complete answer within 300 ms");
    }

    @Test
    void garbageBodiesAndClientErrorsFailClearly() throws Exception {
        String url = start((ex, call) -> {
            if (call == 0) {
                reply(ex, 200, "<html>proxy error</html>");
            } else if (call == 1) {
                reply(ex, 200, "{\"choices\": []}");
            } else {
                reply(ex, 400, "{\"error\":\"unknown model\"}");
            }
        });
        OpenAiCompatibleModel m = client(url).build();
        assertThatThrownBy(() -> m.generate(List.of(ChatMessage.user("hi")), GenerationOptions.greedy()))
                .hasMessageContaining("not JSON").hasMessageContaining("proxy error");
        assertThatThrownBy(() -> m.generate(List.of(ChatMessage.user("hi")), GenerationOptions.greedy()))
                .hasMessageContaining("without choices[0].message.content");
        assertThatThrownBy(() -> m.generate(List.of(ChatMessage.user("hi")), GenerationOptions.greedy()))
                .hasMessageContaining("refused the request").hasMessageContaining("HTTP 400");
    }

    @Test
    void anAnswerThatIsNotJsonFallsBackToItsNumber() throws Exception {
        String url = start((ex, call) -> reply(ex, 200, completion("I would say 75 out of 100.")));
        ChainScore s = new OneToAllJudge(client(url).build(), 1)
                .score(JudgeRequest.of(ReasoningChain.of("Red soil."), ReasoningChain.of("Red dirt.")));
        assertThat(s.precision()).isEqualTo(0.75);
        assertThat(s.recall()).isEqualTo(0.75);
    }

    @Test
    void configurationIsValidated() {
        assertThatThrownBy(() -> OpenAiCompatibleModel.builder().model("m").build()).isInstanceOf(ConfigurationException.class);
        assertThatThrownBy(() -> OpenAiCompatibleModel.builder().baseUrl("localhost:8000").model("m").build())
                .hasMessageContaining("http://");
        assertThatThrownBy(() -> OpenAiCompatibleModel.builder().baseUrl("http://x").model("m").apiKeyEnv("NOPE_NOT_SET")
                .environment(k -> null).build()).hasMessageContaining("NOPE_NOT_SET").hasMessageContaining("not set");
    }

    @Test
    void anEchoedKeyNeverReachesAnErrorOrAnAnswer() throws Exception {
        String url = start((ex, call) -> {
            String echo = "{\"error\": \"bad token\", \"headers\": {\"Authorization\": \"Bearer s3cret-key-123\"}}";
            if (call == 0) {
                reply(ex, 401, echo);
            } else if (call < 3) {
                reply(ex, 500, echo);
            } else {
                reply(ex, 200, completion("I saw s3cret-key-123 in your request"));
            }
        });
        OpenAiCompatibleModel m = client(url).maxRetries(1).apiKeyEnv("K")
                .environment(Map.of("K", "s3cret-key-123")::get).build();
        assertThatThrownBy(() -> m.generate(List.of(ChatMessage.user("hi")), GenerationOptions.greedy()))
                .hasMessageContaining("HTTP 401").hasMessageNotContaining("s3cret").hasMessageContaining(Redactor.MARK);
        assertThatThrownBy(() -> m.generate(List.of(ChatMessage.user("hi")), GenerationOptions.greedy()))
                .hasMessageContaining("HTTP 500").hasMessageNotContaining("s3cret");
        assertThat(m.generate(List.of(ChatMessage.user("hi")), GenerationOptions.greedy()))
                .doesNotContain("s3cret").contains(Redactor.MARK);
    }

    @Test
    void credentialsInTheUrlAreRefusedWithoutEchoingThem() {
        assertThatThrownBy(() -> OpenAiCompatibleModel.builder().baseUrl("http://alice:hunter22@gpu:8000/v1").model("m")
                .build()).isInstanceOf(ConfigurationException.class).hasMessageContaining("credentials")
                .hasMessageContaining("`apiKeyEnv`").hasMessageNotContaining("hunter22");
    }

    @Test
    void theDeadlineCoversABodyThatDripsSlowly() throws Exception {
        String url = start((ex, call) -> {
            ex.sendResponseHeaders(200, 0); // chunked: headers now, body byte by byte
            var out = ex.getResponseBody();
            try {
                for (int i = 0; i < 60; i++) {
                    out.write(' ');
                    out.flush();
                    Thread.sleep(100);
                }
            } catch (InterruptedException | IOException e) {
                Thread.currentThread().interrupt();
            }
        });
        OpenAiCompatibleModel m = client(url).timeout(Duration.ofMillis(400)).maxRetries(0).build();
        long t0 = System.nanoTime();
        assertThatThrownBy(() -> m.generate(List.of(ChatMessage.user("hi")), GenerationOptions.greedy()))
                .isInstanceOf(ModelException.class).hasMessageContaining("no complete answer within 400 ms");
        // returns at the deadline, long before the 6 s the server would take
        assertThat(Duration.ofNanos(System.nanoTime() - t0)).isLessThan(Duration.ofSeconds(4));
    }

    @Test
    void anOversizedBodyIsCutOffAndNamed() throws Exception {
        String url = start((ex, call) -> reply(ex, 200, completion("x".repeat(300_000))));
        OpenAiCompatibleModel m = client(url).maxRetries(0).maxResponseBytes(64 * 1024).build();
        assertThatThrownBy(() -> m.generate(List.of(ChatMessage.user("hi")), GenerationOptions.greedy()))
                .isInstanceOf(ModelException.class).hasMessageContaining("exceeds the limit of 65536 bytes");
    }

    @Test
    void imagesAreSentWithTheMimeTypeTheirBytesSayAndOnlyIfTheyAreImages() throws Exception {
        String url = start((ex, call) -> reply(ex, 200, completion("ok")));
        OpenAiCompatibleModel m = client(url).maxImageBytes(1000).build();
        Path jpegNamedPng = Files.write(dir.resolve("photo.png"), new byte[] {(byte) 0xFF, (byte) 0xD8, (byte) 0xFF, 0});
        m.generate(List.of(ChatMessage.user("look")), jpegNamedPng, GenerationOptions.greedy());
        String sent = bodies.get(0).get("messages").get(0).get("content").get(0).get("image_url").get("url").asText();
        assertThat(sent).startsWith("data:image/jpeg;base64,");

        Path text = Files.writeString(dir.resolve("fake.png"), "root:x:0:0:root:/root:/bin/bash\n");
        assertThatThrownBy(() -> m.generate(List.of(ChatMessage.user("look")), text, GenerationOptions.greedy()))
                .isInstanceOf(org.georc.core.InvalidInputException.class).hasMessageContaining("not a PNG, JPEG or WebP");
        Path big = Files.write(dir.resolve("big.jpg"), new byte[2000]);
        big.toFile().setWritable(true);
        Files.write(big, new byte[] {(byte) 0xFF, (byte) 0xD8, (byte) 0xFF}, java.nio.file.StandardOpenOption.WRITE);
        assertThatThrownBy(() -> m.generate(List.of(ChatMessage.user("look")), big, GenerationOptions.greedy()))
                .hasMessageContaining("over the limit of 1000");
        assertThat(bodies).hasSize(1); // nothing was sent for the refused files
    }
}
