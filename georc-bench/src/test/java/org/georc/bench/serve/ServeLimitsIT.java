package org.georc.bench.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.georc.core.json.JsonLines;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code georc serve} in a JVM of 256 MB of heap, under the loads that brought it down before:
 * bodies that claim 16 MB and send a few bytes, and 16 concurrent legal bodies just under the
 * 16 MiB limit. It answers each with 200, 413, 429 or 503 (never 500), stays up, and never runs out
 * of memory. Then a drain past its timeout: SIGTERM with work waiting exits 1 and says how many
 * requests were cut.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ServeLimitsIT {
    private static final long LIMIT = 16L << 20;

    @TempDir
    static Path dir;

    private static Process server;
    private static Path log;
    private static int port;
    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10)).build();

    private static Path references() {
        Path here = Path.of("").toAbsolutePath();
        Path p = here.resolveSibling("examples").resolve("data");
        return (Files.isDirectory(p) ? p : here.resolve("examples").resolve("data")).resolve("references.jsonl");
    }

    @BeforeAll
    static void startASmallServer() throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        log = dir.resolve("serve.err");
        server = new ProcessBuilder(java.toString(), "-Xmx256m", "-jar", System.getProperty("georc.jar"), "serve",
                "--port", "0", "--references", references().toString(), "--max-body-bytes", Long.toString(LIMIT),
                "--drain-timeout", "1").redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(log.toFile())
                .start();
        port = Http.awaitListening(server, log);
    }

    @AfterAll
    static void stop() throws Exception {
        if (server != null && server.isAlive()) {
            server.destroyForcibly();
            server.waitFor(30, TimeUnit.SECONDS);
        }
    }

    private static HttpRequest post(String path, byte[] body) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).timeout(Duration.ofMinutes(5))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofByteArray(body)).build();
    }

    private static int health() throws Exception {
        return CLIENT.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/healthz")).GET().build(),
                HttpResponse.BodyHandlers.ofString()).statusCode();
    }

    @Test
    @Order(1)
    void bodiesThatClaim16MbReserveNothing() throws Exception {
        List<Raw> liars = new ArrayList<>();
        try {
            for (int i = 0; i < 40; i++) {
                liars.add(new Raw(port).post("/v1/score", LIMIT - 1).send("{\"pairs\": [" + " ".repeat(90)));
            }
            Thread.sleep(500);
            assertThat(health()).isEqualTo(200);
            String metrics = CLIENT.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/metrics"))
                    .GET().build(), HttpResponse.BodyHandlers.ofString()).body();
            Matcher held = Pattern.compile("(?m)^georc_serve_body_bytes_in_flight (\\S+)$").matcher(metrics);
            assertThat(held.find()).isTrue();
            assertThat(Double.parseDouble(held.group(1))).isLessThanOrEqualTo(40 * 4096.0);
        } finally {
            for (Raw r : liars) {
                r.close();
            }
        }
    }

    @Test
    @Order(2)
    void sixteenConcurrentBodiesAtTheLimitAreAnsweredWithoutA500OrAnOutOfMemoryError() throws Exception {
        // a legal reward request just under the limit: 7 queries whose prompts are 1 MB each
        String prompt = "Where was this photo taken? " + "Look closely at the scene. ".repeat(41_500) + "\n";
        ObjectNode body = JsonLines.object();
        ArrayNode q = body.putArray("query");
        ArrayNode p = body.putArray("prompts");
        ArrayNode l = body.putArray("labels");
        for (int i = 0; i < 7; i++) {
            q.add(prompt + "- Red soil by the road number " + i + ".\n- Eucalyptus trees.");
            p.add(prompt);
            l.add("australia-nsw");
        }
        byte[] bytes = JsonLines.writeBytes(body);
        assertThat((long) bytes.length).isBetween(LIMIT - (2L << 20), LIMIT);
        List<CompletableFuture<HttpResponse<String>>> sent = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            sent.add(CLIENT.sendAsync(post("/get_reward", bytes), HttpResponse.BodyHandlers.ofString()));
        }
        TreeMap<Integer, Integer> statuses = new TreeMap<>();
        for (CompletableFuture<HttpResponse<String>> f : sent) {
            HttpResponse<String> r = f.get(5, TimeUnit.MINUTES);
            statuses.merge(r.statusCode(), 1, Integer::sum);
            assertThat(r.statusCode()).as(r.body()).isIn(200, 413, 429, 503);
            assertThat(JsonLines.readTree(r.body())).isNotNull(); // the JSON answer, refusals included
            if (r.statusCode() == 200) {
                assertThat(JsonLines.readTree(r.body()).get("rewards")).hasSize(7);
            }
        }
        assertThat(statuses).containsKey(200);
        assertThat(server.isAlive()).isTrue();
        assertThat(health()).isEqualTo(200);
        assertThat(Files.readString(log)).doesNotContain("OutOfMemoryError").doesNotContain("Exception");
    }

    @Test
    @Order(3)
    void aDrainPastItsTimeoutStopsTheWorkExits1AndSaysHowManyRequestsWereCut() throws Exception {
        ObjectNode body = JsonLines.object();
        ArrayNode q = body.putArray("query");
        ArrayNode l = body.putArray("labels");
        for (int i = 0; i < 3000; i++) { // each pair different: no cache makes them quick
            q.add("- Red soil number " + i + " along the road.\n- Gum tree " + (i * 7) + " by the fence.");
            l.add("australia-nsw");
        }
        byte[] bytes = JsonLines.writeBytes(body);
        CompletableFuture<HttpResponse<String>> waiting = CLIENT.sendAsync(post("/get_reward", bytes),
                HttpResponse.BodyHandlers.ofString());
        Pattern depth = Pattern.compile("(?m)^georc_serve_queue_depth (\\S+)$");
        while (true) {
            Matcher m = depth.matcher(CLIENT.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                    + "/metrics")).GET().build(), HttpResponse.BodyHandlers.ofString()).body());
            if (m.find() && Double.parseDouble(m.group(1)) > 0) {
                break;
            }
            Thread.sleep(20);
        }
        long t = System.nanoTime();
        server.destroy(); // SIGTERM
        assertThat(server.waitFor(60, TimeUnit.SECONDS)).as("the server stops").isTrue();
        assertThat(Duration.ofNanos(System.nanoTime() - t)).as("it does not score the rest first")
                .isLessThan(Duration.ofSeconds(40));
        String err = Files.readString(log);
        assertThat(server.exitValue()).as(err).isEqualTo(1);
        assertThat(err).contains("the drain timeout passed: 1 request(s) were cut");
        HttpResponse<String> r = waiting.get(1, TimeUnit.MINUTES);
        assertThat(r.statusCode()).isEqualTo(503);
        assertThat(r.body()).contains("stopped before this pair was scored");
        assertThat(new String(Files.readAllBytes(log), StandardCharsets.UTF_8)).doesNotContain("OutOfMemoryError");
    }
}
