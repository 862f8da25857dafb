package org.georc.judges.llm.http;

import org.georc.judges.llm.judge.OneToAllJudge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.georc.core.ConfigurationException;
import org.georc.core.ModelException;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.result.ChainScore;
import org.georc.core.scoring.ChainScorer;
import org.georc.core.spi.ChatMessage;
import org.georc.core.spi.Completion;
import org.georc.core.spi.GenerationOptions;
import org.georc.core.spi.JudgeRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Several endpoints behind one model: routing, ejection, retries elsewhere, counts (real loopback servers). */
class EndpointFleetTest {
    static {
        // the JDK test server delays small responses (Nagle) unless told not to
        System.setProperty("sun.net.httpserver.nodelay", "true");
    }

    private final List<HttpServer> servers = new ArrayList<>();

    /** A test server; {@code behaviour} gets the call number and answers with a status and a body. */
    private final class Server {
        final AtomicInteger calls = new AtomicInteger();
        final AtomicInteger inFlight = new AtomicInteger();
        final AtomicInteger maxInFlight = new AtomicInteger();
        final String url;

        Server(java.util.function.IntFunction<Object[]> behaviour, long sleepMillis) throws IOException {
            HttpServer s = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
            s.createContext("/v1/chat/completions", ex -> {
                int now = inFlight.incrementAndGet();
                maxInFlight.accumulateAndGet(now, Math::max);
                try {
                    ex.getRequestBody().readAllBytes();
                    Object[] answer = behaviour.apply(calls.getAndIncrement());
                    if (sleepMillis > 0) {
                        Thread.sleep(sleepMillis);
                    }
                    byte[] b = ((String) answer[1]).getBytes(StandardCharsets.UTF_8);
                    ex.sendResponseHeaders((Integer) answer[0], b.length);
                    ex.getResponseBody().write(b);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } finally {
                    inFlight.decrementAndGet();
                    ex.close();
                }
            });
            s.setExecutor(Executors.newCachedThreadPool());
            s.start();
            servers.add(s);
            url = "http://127.0.0.1:" + s.getAddress().getPort() + "/v1";
        }
    }

    static Object[] ok(String content) {
        return new Object[] {200, OpenAiCompatibleModelTest.completion(content)};
    }

    /** A URL on which nothing listens: connections are refused from the start. */
    static String deadUrl() throws IOException {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        return "http://127.0.0.1:" + port + "/v1";
    }

    @AfterEach
    void stop() {
        servers.forEach(s -> s.stop(0));
    }

    private static OpenAiCompatibleModel.Builder fleet(String... urls) {
        return OpenAiCompatibleModel.builder().baseUrls(List.of(urls)).model("qwen3-4b").timeout(Duration.ofSeconds(5))
                .backoff(Duration.ofMillis(10), Duration.ofMillis(100)).maxRetries(4);
    }

    private static ReasoningChain chain(int n, String word) {
        String[] st = new String[n];
        for (int i = 0; i < n; i++) {
            st[i] = word + " statement number " + i + " about the road.";
        }
        return ReasoningChain.of(st);
    }

    @Test
    void threeServersOneDeadOneFailingHalfwayScoreEveryPairOnTheLiveOnes() throws Exception {
        String dead = deadUrl();
        // 40 pairs x (3 + 3) statements = 240 requests; the flaky one fails from its 40th request on
        Server flaky = new Server(call -> call < 40 ? ok("{\"score\": 60}") : new Object[] {500, "overloaded"}, 5);
        Server healthy = new Server(call -> ok("{\"score\": 60}"), 5);
        OpenAiCompatibleModel model = fleet(dead, flaky.url, healthy.url).maxConcurrency(6).build();
        List<JudgeRequest> pairs = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            pairs.add(new JudgeRequest("p" + i, chain(3, "candidate " + i), chain(3, "reference " + i), null));
        }
        try (OneToAllJudge judge = new OneToAllJudge(model, 0, true, 3)) {
            List<ChainScore> scores = ChainScorer.builder().judge(judge).parallelism(2).build().scoreAll(pairs);
            assertThat(scores).hasSize(40).allSatisfy(s -> {
                assertThat(s.isFailure()).as(String.valueOf(s.judgeError())).isFalse();
                assertThat(s.precision()).isEqualTo(0.6);
            });
        }
        List<EndpointStats> stats = model.endpointStats();
        assertThat(stats).extracting(EndpointStats::endpoint)
                .containsExactly(dead + "/chat/completions", flaky.url + "/chat/completions", healthy.url + "/chat/completions");
        EndpointStats deadStats = stats.get(0);
        EndpointStats flakyStats = stats.get(1);
        EndpointStats healthyStats = stats.get(2);
        // the dead server is ejected after three refused connections (a few more may be in flight at that moment)
        assertThat(deadStats.failures()).isEqualTo(deadStats.requests()).isBetween(3L, 3L + 6);
        assertThat(deadStats.ejections()).isGreaterThanOrEqualTo(1);
        assertThat(Double.isNaN(deadStats.meanLatencyMillis())).isTrue();
        // the flaky one served its first 40, then was ejected
        assertThat(flaky.calls.get()).isGreaterThanOrEqualTo(43);
        assertThat(flakyStats.requests() - flakyStats.failures()).isEqualTo(40);
        assertThat(flakyStats.ejections()).isGreaterThanOrEqualTo(1);
        // every answer came from a live server; the healthy one took the rest
        assertThat(healthyStats.failures()).isZero();
        assertThat(healthyStats.requests() + 40).isEqualTo(240);
        assertThat(healthyStats.meanLatencyMillis()).isPositive();
        assertThat(healthyStats.describe()).contains("request(s), 0 failed, mean latency").contains(" ms");
    }

    @Test
    void requestsGoToTheEndpointWithFewestInFlightAndALightLoadStillSpreads() throws Exception {
        Server a = new Server(call -> ok("a"), 150);
        Server b = new Server(call -> ok("b"), 150);
        OpenAiCompatibleModel model = fleet(a.url, b.url).maxConcurrency(8).build();
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<String>> f = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                f.add(pool.submit(() -> model.generate(List.of(ChatMessage.user("hi")), GenerationOptions.greedy())));
            }
            for (Future<String> x : f) {
                x.get();
            }
        } finally {
            pool.shutdownNow();
        }
        // eight at once: about four each (least in flight; two callers may read the same counts at once)
        assertThat(a.calls.get() + b.calls.get()).isEqualTo(8);
        assertThat(a.calls.get()).isBetween(3, 5);
        assertThat(a.maxInFlight.get()).isLessThanOrEqualTo(5);
        assertThat(b.maxInFlight.get()).isLessThanOrEqualTo(5);
        // one at a time: they take turns
        int a0 = a.calls.get();
        int b0 = b.calls.get();
        for (int i = 0; i < 6; i++) {
            model.generate(List.of(ChatMessage.user("hi")), GenerationOptions.greedy());
        }
        assertThat(a.calls.get() - a0).isEqualTo(3);
        assertThat(b.calls.get() - b0).isEqualTo(3);
    }

    @Test
    void anEjectedEndpointIsProbedAfterItsBackOffAndComesBackWhenItAnswers() throws Exception {
        Server flaky = new Server(call -> call < 3 ? new Object[] {503, "warming up"} : ok("flaky"), 0);
        Server healthy = new Server(call -> ok("healthy"), 0);
        OpenAiCompatibleModel model = fleet(flaky.url, healthy.url).ejection(3, Duration.ofMillis(300), Duration.ofSeconds(2))
                .build();
        List<String> answers = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            answers.add(model.generate(List.of(ChatMessage.user("hi")), GenerationOptions.greedy()));
        }
        // every request got an answer; the flaky server failed three times and was then left alone
        assertThat(answers).containsOnly("healthy");
        assertThat(flaky.calls.get()).isEqualTo(3);
        assertThat(model.endpointStats().get(0).ejectedNow()).isTrue();
        Thread.sleep(400);
        for (int i = 0; i < 4; i++) {
            answers.add(model.generate(List.of(ChatMessage.user("hi")), GenerationOptions.greedy()));
        }
        assertThat(answers.subList(6, 10)).contains("flaky", "healthy");
        EndpointStats s = model.endpointStats().get(0);
        assertThat(s.ejectedNow()).isFalse();
        assertThat(s.ejections()).isEqualTo(1);
        assertThat(s.failures()).isEqualTo(3);
    }

    @Test
    void aGarbageAnswerIsRetriedOnAnotherServerAndAllFailingEndsInOneClearFailure() throws Exception {
        Server garbage = new Server(call -> new Object[] {200, "<html>proxy error</html>"}, 0);
        Server healthy = new Server(call -> ok("fine"), 0);
        OpenAiCompatibleModel model = fleet(garbage.url, healthy.url).build();
        for (int i = 0; i < 4; i++) {
            assertThat(model.generate(List.of(ChatMessage.user("hi")), GenerationOptions.greedy())).isEqualTo("fine");
        }
        assertThat(garbage.calls.get()).isBetween(1, 3);

        String key = "sk-fleet-secret-42";
        Server echo1 = new Server(call -> new Object[] {500, "bad token Bearer " + key}, 0);
        Server echo2 = new Server(call -> new Object[] {502, "upstream said " + key}, 0);
        OpenAiCompatibleModel broken = fleet(echo1.url, echo2.url).maxRetries(3).apiKeyEnv("K")
                .environment(Map.of("K", key)::get).build();
        assertThatThrownBy(() -> broken.generate(List.of(ChatMessage.user("hi")), GenerationOptions.greedy()))
                .isInstanceOf(ModelException.class).hasMessageContaining("2 endpoints")
                .hasMessageContaining("failed after 4 attempt(s)").hasMessageNotContaining(key);
        assertThat(echo1.calls.get() + echo2.calls.get()).isEqualTo(4);
        assertThat(echo1.calls.get()).isPositive();
        assertThat(echo2.calls.get()).isPositive();
    }

    @Test
    void everyEndpointIsCheckedLikeASingleOne() {
        assertThatThrownBy(() -> fleet("http://gpu-1:8000/v1", "http://bob:hunter22@gpu-2:8000/v1").build())
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("credentials")
                .hasMessageNotContaining("hunter22");
        assertThatThrownBy(() -> fleet("http://gpu-1:8000/v1", "gpu-2:8000").build()).hasMessageContaining("http://");
        assertThatThrownBy(() -> fleet("http://gpu-1:8000/v1", "http://gpu-1:8000/v1/").build())
                .hasMessageContaining("listed twice");
        assertThatThrownBy(() -> OpenAiCompatibleModel.builder().baseUrls(List.of()).model("m").build())
                .hasMessageContaining("needs a base URL");
        assertThatThrownBy(() -> fleet("http://gpu-1:8000/v1").ejection(0, Duration.ofSeconds(1), Duration.ofSeconds(2))
                .build()).hasMessageContaining("ejection");
        assertThat(fleet("http://gpu-1:8000/v1", "http://gpu-2:8000/v1").build().toString())
                .contains("2 endpoints").contains("gpu-1").contains("gpu-2");
    }

    @Test
    void theServersUsageComesBackWithTheReply() throws Exception {
        Server s = new Server(call -> new Object[] {200, "{\"choices\":[{\"message\":{\"content\":\"{\\\"score\\\": 5}\"}}],"
                + "\"usage\":{\"prompt_tokens\":412,\"completion_tokens\":7,\"total_tokens\":419,"
                + "\"prompt_tokens_details\":{\"cached_tokens\":384}}}"}, 0);
        Completion c = fleet(s.url).build().complete(List.of(ChatMessage.user("hi")), GenerationOptions.greedy());
        assertThat(c.text()).isEqualTo("{\"score\": 5}");
        assertThat(c.usage()).isEqualTo(org.georc.core.result.TokenUsage.ofRequest(412, 7, 384));
        Server none = new Server(call -> ok("x"), 0);
        assertThat(fleet(none.url).build().complete(List.of(ChatMessage.user("hi")), GenerationOptions.greedy()).usage())
                .isNull();
        assertThat(ChatReply.usage(org.georc.core.json.JsonLines.readTree("{\"prompt_tokens\": -1, \"completion_tokens\": 3}"))).isNull();
        assertThat(ChatReply.usage(org.georc.core.json.JsonLines.readTree("{\"prompt_tokens\": \"12\", \"completion_tokens\": 3}"))).isNull();
        assertThat(ChatReply.usage(org.georc.core.json.JsonLines.readTree("{\"prompt_tokens\": 10, \"completion_tokens\": 3, "
                + "\"prompt_tokens_details\": {\"cached_tokens\": 99}}")).cachedPromptTokens()).isEqualTo(10);
    }

    @Test
    void aLoneDeadServerIsEjectedOncePerBackOffNotOncePerRequest() {
        AtomicLong now = new AtomicLong(1_000_000_000L);
        EndpointPool pool = new EndpointPool(List.of(URI.create("http://a/x")), List.of("a"), 3,
                Duration.ofSeconds(10), Duration.ofSeconds(300), now::get);
        for (int i = 0; i < 3; i++) {
            pool.failed(pool.acquire(Set.of()), "refused");
        }
        assertThat(pool.stats().get(0).ejections()).isEqualTo(1);
        // nothing else to send to: requests still go to it, and their failures are no new ejections
        for (int i = 0; i < 50; i++) {
            pool.failed(pool.acquire(Set.of()), "refused");
        }
        assertThat(pool.stats().get(0).ejections()).isEqualTo(1);
        assertThat(pool.stats().get(0).ejectedNow()).isTrue();
        now.addAndGet(Duration.ofSeconds(10).toNanos()); // the back-off of 10 s was not lengthened
        pool.failed(pool.acquire(Set.of()), "still refused"); // the probe fails: ejected again, for 20 s
        assertThat(pool.stats().get(0).ejections()).isEqualTo(2);
        now.addAndGet(Duration.ofSeconds(20).toNanos());
        EndpointPool.Endpoint probe = pool.acquire(Set.of());
        pool.answered(probe, 1);
        assertThat(pool.stats().get(0).ejectedNow()).isFalse();
        assertThat(pool.stats().get(0).requests()).isEqualTo(55);
    }

    /** The pool's rules on a clock the test moves. */
    @Test
    void thePoolEjectsDoublesItsBackOffAndProbesOneRequestAtATime() {
        AtomicLong now = new AtomicLong(1_000_000_000L);
        EndpointPool pool = new EndpointPool(List.of(URI.create("http://a/x"), URI.create("http://b/x")), List.of("a", "b"), 2,
                Duration.ofSeconds(10), Duration.ofSeconds(25), now::get);
        EndpointPool.Endpoint a = pool.endpoints().get(0);
        EndpointPool.Endpoint b = pool.endpoints().get(1);
        for (int i = 0; i < 2; i++) {
            pool.failed(a, "boom");
        }
        a.inFlight.addAndGet(2); // failed() counts requests down; these two were never acquired
        for (int i = 0; i < 5; i++) {
            EndpointPool.Endpoint e = pool.acquire(Set.of());
            assertThat(e).isSameAs(b);
            pool.answered(e, 1_000_000);
        }
        now.addAndGet(Duration.ofSeconds(10).toNanos());
        EndpointPool.Endpoint probe = pool.acquire(Set.of(b)); // back-off over: one probe
        assertThat(probe).isSameAs(a);
        assertThat(pool.acquire(Set.of(b))).as("a second request while the probe is out").isSameAs(b);
        pool.answered(b, 1);
        pool.failed(a, "still down"); // probe failed: ejected again, for 20 s
        now.addAndGet(Duration.ofSeconds(19).toNanos());
        assertThat(pool.anyOtherUsable(Set.of(b))).isFalse();
        now.addAndGet(Duration.ofSeconds(1).toNanos());
        assertThat(pool.anyOtherUsable(Set.of(b))).isTrue();
        EndpointPool.Endpoint again = pool.acquire(Set.of(b));
        pool.failed(again, "down"); // third ejection: capped at 25 s
        now.addAndGet(Duration.ofSeconds(24).toNanos());
        assertThat(pool.anyOtherUsable(Set.of(b))).isFalse();
        now.addAndGet(Duration.ofSeconds(1).toNanos());
        EndpointPool.Endpoint last = pool.acquire(Set.of(b));
        assertThat(last).isSameAs(a);
        pool.answered(last, 1);
        assertThat(pool.stats().get(0).ejectedNow()).isFalse();
        assertThat(pool.stats().get(0).ejections()).isEqualTo(3);
        // everything ejected: the one whose back-off ends first is used anyway
        for (int i = 0; i < 2; i++) {
            pool.failed(pool.acquire(Set.of(b)), "x");
        }
        now.addAndGet(Duration.ofSeconds(1).toNanos());
        for (int i = 0; i < 2; i++) {
            EndpointPool.Endpoint e = pool.acquire(Set.of(a));
            assertThat(e).isSameAs(b);
            pool.failed(e, "y");
        }
        EndpointPool.Endpoint forced = pool.acquire(Set.of());
        assertThat(forced).isSameAs(a); // a was ejected first, so its back-off ends first
        pool.refused(forced);
        assertThat(a.inFlight.get() + b.inFlight.get()).isZero();
    }
}
