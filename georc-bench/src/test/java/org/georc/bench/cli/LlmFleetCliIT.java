package org.georc.bench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpServer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.georc.core.json.JsonLines;
import org.georc.core.scorefile.ScoreLines;
import org.georc.core.scorefile.ScoreRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code georc score --endpoint A,B --endpoint C}: a fleet of three local test servers, one dead
 * from the start and one that starts failing halfway through the run.
 */
class LlmFleetCliIT {
    static {
        // the JDK test server delays small responses (Nagle) unless told not to
        System.setProperty("sun.net.httpserver.nodelay", "true");
    }

    @TempDir
    Path dir;
    final List<HttpServer> servers = new ArrayList<>();

    /** Answers one-to-all questions with 70 and reports usage; from call {@code failFrom} on, HTTP 500. */
    private String server(AtomicInteger calls, int failFrom) throws Exception {
        HttpServer s = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        s.createContext("/v1/chat/completions", ex -> {
            JsonNode body = JsonLines.readTree(ex.getRequestBody().readAllBytes());
            int call = calls.getAndIncrement();
            String user = body.get("messages").get(1).get("content").asText();
            String json = call >= failFrom ? "{\"error\": \"engine died\"}"
                    : "{\"choices\":[{\"message\":{\"content\":\"{\\\"score\\\": 70, \\\"reason\\\": \\\"same evidence\\\"}\"}}],"
                            + "\"usage\":{\"prompt_tokens\":" + (100 + user.length() / 4) + ",\"completion_tokens\":12}}";
            byte[] b = json.getBytes(StandardCharsets.UTF_8);
            ex.sendResponseHeaders(call >= failFrom ? 500 : 200, b.length);
            ex.getResponseBody().write(b);
            ex.close();
        });
        s.setExecutor(Executors.newCachedThreadPool());
        s.start();
        servers.add(s);
        return "http://127.0.0.1:" + s.getAddress().getPort() + "/v1";
    }

    @AfterEach
    void stop() {
        servers.forEach(s -> s.stop(0));
    }

    @Test
    void everyPairIsScoredOnTheLiveServersAndTheRunReportsEachEndpoint() throws Exception {
        String dead;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            dead = "http://127.0.0.1:" + s.getLocalPort() + "/v1";
        }
        AtomicInteger flakyCalls = new AtomicInteger();
        AtomicInteger healthyCalls = new AtomicInteger();
        // the 40 sample pairs ask about 400 questions; the flaky server dies after 100 of them
        String flaky = server(flakyCalls, 100);
        String healthy = server(healthyCalls, Integer.MAX_VALUE);
        Path out = dir.resolve("o.jsonl");
        Cli run = Cli.run("score", "--judge", "one-to-all", "--references", Cli.examples().resolve("references.jsonl")
                        .toString(), "--candidates", Cli.examples().resolve("candidates.jsonl").toString(), "--output",
                out.toString(), "--endpoint", dead + "," + flaky, "--endpoint", healthy, "--model", "qwen3-4b",
                "--max-concurrency", "6", "--threads", "2", "--quiet", "--no-flags");
        assertThat(run.exit).as(run.toString()).isZero();
        List<ScoreRecord> rows = ScoreLines.read(out);
        assertThat(rows).hasSize(40).allSatisfy(r -> {
            assertThat(r.isFailure()).as(r.judgeError()).isFalse();
            assertThat(r.precision()).isEqualTo(0.7);
            JsonNode usage = r.extra().get("usage");
            assertThat(usage.get("requests").asLong()).isPositive();
            assertThat(usage.get("completion_tokens").asLong()).isEqualTo(12 * usage.get("requests").asLong());
            assertThat(usage.get("prompt_tokens").asLong()).isGreaterThan(100 * usage.get("requests").asLong());
        });
        long questions = rows.stream().mapToLong(r -> r.extra().get("usage").get("requests").asLong()).sum();
        // every question was answered once, by the flaky server before it died or by the healthy one
        assertThat(healthyCalls.get() + 100).isEqualTo((int) questions);
        assertThat(flakyCalls.get()).isGreaterThan(100);
        assertThat(healthyCalls.get()).isGreaterThan(100);
        // the closing report: one line per endpoint, and the token totals
        assertThat(run.err).contains("endpoints of qwen3-4b:")
                .contains(dead + "/chat/completions: ").contains(flaky + "/chat/completions: 1")
                .contains(healthy + "/chat/completions: " + healthyCalls.get() + " request(s), 0 failed")
                .containsPattern("ejected [1-9]\\d* time")
                .contains("tokens (as the model's back-end counted them): ")
                .contains(questions * 12 + " completion, over " + questions + " request(s)");
    }

    @Test
    void credentialsInAnyEndpointAreRefusedAndNeverEchoed() throws Exception {
        String healthy = server(new AtomicInteger(), Integer.MAX_VALUE);
        Cli run = Cli.run("score", "--judge", "one-to-all", "--references", Cli.examples().resolve("references.jsonl")
                        .toString(), "--candidates", Cli.examples().resolve("candidates.jsonl").toString(), "--output",
                dir.resolve("o.jsonl").toString(), "--endpoint", healthy + ",http://judge:s3cretpass@gpu-2:8000/v1",
                "--model", "qwen3-4b", "--quiet");
        assertThat(run.exit).isEqualTo(2);
        assertThat(run.err).contains("credentials").doesNotContain("s3cretpass");
    }
}
