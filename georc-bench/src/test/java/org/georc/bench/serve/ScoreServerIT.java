package org.georc.bench.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.georc.core.json.JsonLines;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.records.ReferenceRecord;
import org.georc.core.scoring.ChainScorer;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The server's behaviour under load and at its limits, over real HTTP, with a judge whose gate
 * the test holds shut (so "the queue is full" and "a request is in flight" are facts, not timing).
 */
class ScoreServerIT {
    private final GateJudge judge = new GateJudge();
    private ChainScorer scorer;
    private ScoreServer server;
    private Http http;

    private final List<String> log = new java.util.concurrent.CopyOnWriteArrayList<>();

    private void start(int capacity, int batch, String token) {
        start(svc -> svc.queueCapacity(capacity).batchSize(batch).maxPairs(8),
                srv -> srv.token(token).maxBodyBytes(4096));
    }

    /** A server over the gate judge (one worker), its service and server builders adjusted by the test. */
    private void start(java.util.function.Consumer<ScoreService.Builder> service,
                       java.util.function.Consumer<ScoreServer.Builder> serverOptions) {
        scorer = ChainScorer.builder().judge(judge).build();
        ScoreService.Builder sb = ScoreService.builder().scorer(scorer).workers(1).log(log::add);
        service.accept(sb);
        ScoreServer.Builder b = ScoreServer.builder(sb.build()).drainTimeout(Duration.ofSeconds(30));
        serverOptions.accept(b);
        server = b.start();
        http = new Http(server.port());
    }

    private static final ReferenceRecord NSW = new ReferenceRecord("australia-nsw",
            ReasoningChain.of("Red soil on the verge."), "Australia", null, Map.of(), "r.jsonl:1");

    private double metric(String line) {
        for (String l : http.get("/metrics").text().split("\n")) {
            if (l.startsWith(line + " ")) {
                return Double.parseDouble(l.substring(line.length() + 1));
            }
        }
        return Double.NaN;
    }

    @AfterEach
    void stop() {
        judge.open();
        if (server != null) {
            server.stop();
        }
        if (scorer != null) {
            scorer.close();
        }
    }

    static String pairs(int... numbers) {
        return "{\"pairs\": [" + IntStream.of(numbers).mapToObj(n -> "{\"id\": \"p" + n
                + "\", \"candidate\": \"- Pair number #" + n + " here\", \"reference\": \"- Some reference statement\"}")
                .collect(Collectors.joining(", ")) + "]}";
    }

    private static List<Double> precisions(Http.Answer a) {
        List<Double> out = new ArrayList<>();
        a.json().get("scores").forEach(s -> out.add(s.get("precision").asDouble()));
        return out;
    }

    private void awaitEntered(int n) throws InterruptedException {
        while (judge.entered.get() < n) {
            Thread.sleep(5);
        }
    }

    @Test
    void aFullQueueAnswers429WithRetryAfterAndTheAcceptedRequestStillGetsItsScores() throws Exception {
        start(2, 2, null);
        judge.shut();
        CompletableFuture<Http.Answer> first = http.postAsync("/v1/score", pairs(1, 2));
        awaitEntered(1); // both pairs are in the judge: the queue holds its capacity
        Http.Answer refused = http.post("/v1/score", pairs(3));
        assertThat(refused.status()).isEqualTo(429);
        assertThat(refused.retryAfter()).isEqualTo("1");
        assertThat(refused.field("error").asText()).contains("queue is full");
        judge.open();
        Http.Answer ok = first.join();
        assertThat(ok.status()).isEqualTo(200);
        assertThat(precisions(ok)).containsExactly(0.01, 0.02);
        assertThat(http.post("/v1/score", pairs(3)).status()).isEqualTo(200);
        assertThat(http.get("/metrics").text()).contains("georc_serve_requests_total{endpoint=\"score\",status=\"429\"} 1.0");
    }

    @Test
    void pairsOfConcurrentRequestsAreScoredTogetherAndEachRequestGetsItsOwnInOrder() throws Exception {
        start(64, 16, null);
        judge.shut();
        CompletableFuture<Http.Answer> blocker = http.postAsync("/v1/score", pairs(99));
        awaitEntered(1);
        List<CompletableFuture<Http.Answer>> waiting = new ArrayList<>();
        int[][] sent = {{3, 1, 2}, {6, 5, 4}, {9, 8, 7}};
        for (int[] p : sent) {
            waiting.add(http.postAsync("/v1/score", pairs(p)));
        }
        while (server.registry().get("georc.serve.queue.depth").gauge().value() < 10) {
            Thread.sleep(5); // the blocked pair and the nine waiting ones
        }
        judge.open();
        assertThat(precisions(blocker.join())).containsExactly(0.99);
        for (int i = 0; i < sent.length; i++) {
            Http.Answer a = waiting.get(i).join();
            assertThat(a.status()).isEqualTo(200);
            assertThat(precisions(a)).containsExactly(sent[i][0] / 100.0, sent[i][1] / 100.0, sent[i][2] / 100.0);
            assertThat(a.json().get("scores").get(0).get("id").asText()).isEqualTo("p" + sent[i][0]);
        }
        assertThat(judge.batches).containsExactly(1, 9);
    }

    @Test
    void stopRefusesNewRequestsWith503FinishesTheAcceptedOneThenCloses() throws Exception {
        start(16, 16, null);
        judge.shut();
        CompletableFuture<Http.Answer> accepted = http.postAsync("/v1/score", pairs(7, 8));
        awaitEntered(1);
        CompletableFuture<Void> stopping = CompletableFuture.runAsync(server::stop);
        while (!server.isStopping()) {
            Thread.sleep(5);
        }
        Http.Answer late = http.post("/v1/score", pairs(1));
        assertThat(late.status()).isEqualTo(503);
        assertThat(late.retryAfter()).isNotNull();
        assertThat(http.get("/healthz").field("status").asText()).isEqualTo("draining");
        assertThat(stopping).isNotDone(); // the accepted request holds the server open
        judge.open();
        Http.Answer done = accepted.join();
        assertThat(done.status()).isEqualTo(200);
        assertThat(precisions(done)).containsExactly(0.07, 0.08);
        stopping.join();
        assertThat(http.postAsync("/v1/score", pairs(1))).failsWithin(Duration.ofSeconds(30));
    }

    @Test
    void aBearerTokenIsRequiredEverywhereButHealthz() {
        start(16, 16, "s3cret-token");
        Http.Answer refused = http.post("/v1/score", pairs(1));
        assertThat(refused.status()).isEqualTo(401);
        // refused with the body unread: the connection closes, and the answer says so (no client reuses it)
        assertThat(refused.connection()).isEqualToIgnoringCase("close");
        assertThat(http.withToken("wrong").post("/v1/score", pairs(1)).status()).isEqualTo(401);
        assertThat(http.withToken("s3cret-tokenX").post("/get_reward", "{}").status()).isEqualTo(401);
        assertThat(http.withToken("wrong").get("/metrics").status()).isEqualTo(401);
        assertThat(http.get("/healthz").status()).isEqualTo(200);
        Http right = http.withToken("s3cret-token");
        assertThat(right.post("/v1/score", pairs(4)).status()).isEqualTo(200);
        assertThat(right.get("/metrics").status()).isEqualTo(200);
        assertThat(right.get("/metrics").text()).doesNotContain("s3cret");
    }

    @Test
    void badRequestsAreNamedAndOversizedOnesGet413() {
        start(16, 16, null);
        Http.Answer a = http.post("/v1/score", "{\"pairs\": [");
        assertThat(a.status()).isEqualTo(400);
        assertThat(a.field("field").asText()).isEqualTo("body");
        a = http.post("/v1/score", "{\"pairs\": [{\"reference\": \"- a reference statement\"}]}");
        assertThat(a.status()).isEqualTo(400);
        assertThat(a.field("field").asText()).isEqualTo("pairs[0].candidate");
        a = http.post("/v1/score", "{\"pairs\": [{\"candidate\": \"- a candidate statement\"}]}");
        assertThat(a.field("field").asText()).isEqualTo("pairs[0].reference");
        a = http.post("/v1/score", "{\"pairs\": [{\"candidate\": \"- a candidate\", \"reference_id\": \"nope\"}]}");
        assertThat(a.status()).isEqualTo(400);
        assertThat(a.field("error").asText()).contains("--references");
        a = http.post("/get_reward", "{\"query\": [\"x\"]}");
        assertThat(a.status()).isEqualTo(400);
        assertThat(a.field("field").asText()).isEqualTo("labels");
        a = http.post("/get_reward", "{\"query\": [\"abc\", \"d\"], \"labels\": [\"- ref\"]}");
        assertThat(a.field("field").asText()).isEqualTo("labels");
        a = http.post("/v1/score", "{\"pairs\": [], \"extra\": 1}");
        assertThat(a.field("field").asText()).isEqualTo("extra");

        a = http.post("/v1/score", pairs(1, 2, 3, 4, 5, 6, 7, 8, 9));
        assertThat(a.status()).isEqualTo(413);
        assertThat(a.field("field").asText()).isEqualTo("pairs");
        a = http.post("/v1/score", "{\"pairs\": [{\"candidate\": \"" + "x".repeat(5000) + "\", \"reference\": \"r\"}]}");
        assertThat(a.status()).isEqualTo(413);
        assertThat(a.field("field").asText()).isEqualTo("body");
        assertThat(http.get("/healthz").status()).isEqualTo(200); // the server is fine afterwards
    }

    @Test
    void theFlagRewardTakesTheShareOfFlaggedStatementsTimesThePenaltyOffF1() {
        scorer = ChainScorer.builder().judge(judge).build();
        ScoreService service = ScoreService.builder().scorer(scorer)
                .rows(org.georc.judges.rows.ScoreRows.builder().flagger(new org.georc.judges.flags.ErrorFlagger(null))
                        .build())
                .reward(ScoreService.Reward.F1_FLAGS).flagPenalty(0.5).build();
        server = ScoreServer.builder(service).start();
        http = new Http(server.port());
        Http.Answer a = http.post("/get_reward", "{\"query\": [\"- Pair number #50 here\\n- I searched Google Street "
                + "View to find this road\"], \"labels\": [\"- A reference statement\"]}");
        assertThat(a.status()).as(a.text()).isEqualTo(200);
        double f1 = 2 * 0.5 / 1.5;
        assertThat(a.json().get("extra_logs").get("georc_f1").get(0).asDouble()).isEqualTo(f1);
        assertThat(a.json().get("rewards").get(0).asDouble()).isEqualTo(f1 - 0.5 * 0.5);
        assertThat(a.json().get("reward").asText()).isEqualTo("f1-flags");
    }

    @Test
    void getRewardStripsThePromptAndCountsFailedPairsWithTheirReward() {
        start(16, 16, null);
        Http.Answer a = http.post("/get_reward", "{\"query\": [\"Q? - Pair number #40 here\", \"Q? - Pair #fail here\","
                + " \"other - Pair number #10\"], \"prompts\": [\"Q?\", \"Q?\", \"Q?\"], \"labels\": [\"- ref one\", "
                + "\"- ref two\", \"- ref three\"]}");
        assertThat(a.status()).isEqualTo(200);
        JsonNode j = a.json();
        double f1 = 2 * 0.4 / 1.4;
        assertThat(j.get("rewards").get(0).asDouble()).isEqualTo(f1);
        assertThat(j.get("rewards").get(1).asDouble()).isEqualTo(0.0);
        assertThat(j.get("rewards").get(2).asDouble()).isEqualTo(0.0);
        assertThat(j.get("scores")).isEqualTo(j.get("rewards"));
        assertThat(j.get("failures").asInt()).isEqualTo(2);
        assertThat(j.get("extra_logs").get("georc_failed").toString()).isEqualTo("[0,1,1]");
        assertThat(j.get("judge_errors").get(2).asText()).contains("does not start with prompts[2]");
        assertThat(http.get("/metrics").text()).contains("georc_serve_pair_failures_total{endpoint=\"get_reward\"} 2.0");
    }
    @Test
    void aMisspeltLabelFailsItsPairWithDidYouMeanIsCountedAndLoggedOnce() {
        start(svc -> svc.references(Map.of("australia-nsw", NSW)), srv -> { });
        Http.Answer a = http.post("/get_reward", "{\"query\": [\"- Pair #60 here\", \"- Pair #61 here\", \"- Pair #62 "
                + "here\"], \"labels\": [\"australia-nsw\", \"australia-nws\", \"australia-nws\"]}");
        assertThat(a.status()).as(a.text()).isEqualTo(200);
        JsonNode j = a.json();
        assertThat(j.get("rewards").get(0).asDouble()).isEqualTo(2 * 0.6 / 1.6);
        assertThat(j.get("extra_logs").get("georc_failed").toString()).isEqualTo("[0,1,1]");
        assertThat(j.get("failures").asInt()).isEqualTo(2);
        assertThat(j.get("judge_errors").get(1).asText()).isEqualTo("labels[1]: no loaded reference has the id "
                + "\"australia-nws\" (did you mean \"australia-nsw\"?)");
        assertThat(metric("georc_serve_labels_refused_total")).isEqualTo(2.0);
        assertThat(metric("georc_serve_pair_failures_total{endpoint=\"get_reward\"}")).isEqualTo(2.0);
        assertThat(log).hasSize(1);
        assertThat(log.get(0)).contains("australia-nws").contains("did you mean");
        assertThat(judge.batches).containsExactly(1); // the refused pairs never reach the judge
    }

    @Test
    void emptyResponsesAreFailedPairsWithTheirReasonOnBothEndpointsAndGetTheFailedReward() {
        start(svc -> svc.failedReward(-1), srv -> { });
        Http.Answer a = http.post("/get_reward", "{\"query\": [\"Q? \\n \\t\", \"Q?- Pair #30\"], \"prompts\": [\"Q?\", "
                + "\"Q?\"], \"labels\": [\"- a reference here\", \"- a reference here\"]}");
        assertThat(a.status()).as(a.text()).isEqualTo(200);
        assertThat(a.json().get("rewards").get(0).asDouble()).isEqualTo(-1.0);
        assertThat(a.json().get("extra_logs").get("georc_failed").toString()).isEqualTo("[1,0]");
        assertThat(a.json().get("judge_errors").get(0).asText()).contains("query[0]").contains("response is empty");
        Http.Answer s = http.post("/v1/score", "{\"pairs\": [{\"candidate\": \"\", \"reference\": \"- a reference\"}, "
                + "{\"candidate\": \"- Pair #20\", \"reference\": \"- a reference\"}]}");
        assertThat(s.status()).as(s.text()).isEqualTo(200);
        JsonNode first = s.json().get("scores").get(0);
        assertThat(first.get("failed").asBoolean()).isTrue();
        assertThat(first.get("precision").isNull()).isTrue();
        assertThat(first.get("judge_error").asText()).contains("pairs[0].candidate is empty");
        assertThat(s.json().get("scores").get(1).get("precision").asDouble()).isEqualTo(0.2);
    }

    @Test
    void jsonAfterTheBodysValueIsRefusedNamingTheBody() {
        start(16, 16, null);
        Http.Answer a = http.post("/v1/score", "{\"pairs\": []} {\"pairs\": []}");
        assertThat(a.status()).isEqualTo(400);
        assertThat(a.field("field").asText()).isEqualTo("body");
        assertThat(a.field("error").asText()).contains("more JSON after the first value");
        assertThat(http.post("/v1/score", "{\"pairs\": []} \n\t ").status()).isEqualTo(200);
    }

    @Test
    void aDeclaredLengthReservesNothingAndDrippingUploadsAreCutWith408WhileHealthAndScoringAnswer() throws Exception {
        start(svc -> { }, srv -> srv.bodyGrace(Duration.ofSeconds(1)).minBodyRate(1000));
        List<Raw> drippers = new ArrayList<>();
        try {
            for (int i = 0; i < 300; i++) {
                drippers.add(new Raw(server.port()).post("/v1/score", 16_000_000).send("{\"pairs\": ["));
            }
            Thread.sleep(300);
            // 300 bodies that claim 16 MB each hold one small block each
            assertThat(metric("georc_serve_body_bytes_in_flight")).isBetween(1.0, 300 * 4096.0);
            long t = System.nanoTime();
            assertThat(http.get("/healthz").status()).isEqualTo(200);
            assertThat(http.post("/v1/score", pairs(5)).status()).isEqualTo(200);
            assertThat(Duration.ofNanos(System.nanoTime() - t)).isLessThan(Duration.ofSeconds(5));
            for (Raw r : drippers) {
                Raw.Answer cut = r.read(15_000);
                assertThat(cut.status()).isEqualTo(408);
                assertThat(cut.header("Connection")).isEqualToIgnoringCase("close");
                assertThat(cut.body()).contains("\"field\":\"body\"").contains("--min-body-rate");
            }
        } finally {
            for (Raw r : drippers) {
                r.close();
            }
        }
        assertThat(metric("georc_serve_body_bytes_in_flight")).isZero();
    }

    @Test
    void bodiesPastTheBudgetOfBytesInFlightGet503WithRetryAfterAndOneLargerThanAllOfIt413() throws Exception {
        start(svc -> svc.maxPairs(8), srv -> srv.maxBytesInFlight(100 * 1024));
        judge.shut();
        String big = "{\"pairs\": [{\"candidate\": \"- Pair #7\", \"reference\": \"- " + "r".repeat(60_000) + "\"}]}";
        CompletableFuture<Http.Answer> held = http.postAsync("/v1/score", big);
        awaitEntered(1); // its body is held while its pair waits in the judge
        Http.Answer refused = http.post("/v1/score", big);
        assertThat(refused.status()).isEqualTo(503);
        assertThat(refused.retryAfter()).isEqualTo("1");
        assertThat(refused.field("error").asText()).contains("--max-bytes-in-flight");
        try (Raw huge = new Raw(server.port())) {
            Raw.Answer a = huge.post("/v1/score", 200 * 1024).send(" ".repeat(200 * 1024)).read(10_000);
            assertThat(a.status()).isEqualTo(413);
            assertThat(a.body()).contains("--max-bytes-in-flight");
        }
        judge.open();
        assertThat(held.join().status()).isEqualTo(200);
        assertThat(http.post("/v1/score", big).status()).isEqualTo(200); // given back once answered
    }

    @Test
    void aClientThatHangsUpWithdrawsItsQueuedPairs() throws Exception {
        start(16, 16, null);
        judge.shut();
        CompletableFuture<Http.Answer> first = http.postAsync("/v1/score", pairs(1));
        awaitEntered(1);
        try (Raw leaving = new Raw(server.port())) {
            leaving.post("/v1/score", pairs(2, 3, 4));
            while (server.registry().get("georc.serve.queue.depth").gauge().value() < 4) {
                Thread.sleep(5);
            }
        } // hangs up
        long t = System.nanoTime();
        while (server.registry().get("georc.serve.queue.depth").gauge().value() > 1) {
            assertThat(Duration.ofNanos(System.nanoTime() - t)).as("the queued pairs leave").isLessThan(
                    Duration.ofSeconds(10));
            Thread.sleep(10);
        }
        judge.open();
        assertThat(precisions(first.join())).containsExactly(0.01);
        assertThat(metric("georc_serve_clients_gone_total")).isEqualTo(1.0);
        assertThat(judge.batches).containsExactly(1); // pairs 2-4 were never scored
    }

    @Test
    void pastTheDrainTimeoutTheWorkStopsTheWaitingRequestGets503AndTheCutAreCounted() throws Exception {
        start(svc -> svc.queueCapacity(16), srv -> srv.drainTimeout(Duration.ofSeconds(1)));
        judge.shut();
        CompletableFuture<Http.Answer> inJudge = http.postAsync("/v1/score", pairs(1));
        awaitEntered(1);
        CompletableFuture<Http.Answer> waiting = http.postAsync("/v1/score", pairs(2, 3));
        while (server.registry().get("georc.serve.queue.depth").gauge().value() < 3) {
            Thread.sleep(5);
        }
        long t = System.nanoTime();
        server.stop(); // the gate stays shut: nothing finishes by itself
        assertThat(Duration.ofNanos(System.nanoTime() - t)).isLessThan(Duration.ofSeconds(30));
        assertThat(server.requestsCut()).isEqualTo(2);
        Http.Answer w = waiting.join();
        assertThat(w.status()).isEqualTo(503);
        assertThat(w.field("error").asText()).contains("stopped before this pair was scored");
        assertThat(inJudge).failsWithin(Duration.ofSeconds(30)); // its connection closed with the server
        assertThat(judge.batches).containsExactly(1);
    }

    @Test
    void jettysOwnRefusalsAndUnknownPathsAnswerTheJsonError() throws Exception {
        start(16, 16, null);
        try (Raw r = new Raw(server.port())) {
            Raw.Answer a = r.send("GARBAGE\r\n\r\n").read(5000);
            assertThat(a.status()).isEqualTo(400);
            assertThat(a.header("Content-Type")).startsWith("application/json");
            assertThat(JsonLines.readTree(a.body()).get("status").asInt()).isEqualTo(400);
        }
        try (Raw r = new Raw(server.port())) {
            Raw.Answer a = r.send("GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + "a".repeat(20_000) + "\r\n\r\n")
                    .read(5000);
            assertThat(a.status()).isEqualTo(431);
            assertThat(JsonLines.readTree(a.body()).get("error").asText()).isNotBlank();
        }
        Http.Answer notFound = http.get("/nope");
        assertThat(notFound.status()).isEqualTo(404);
        assertThat(notFound.field("status").asInt()).isEqualTo(404);
        Http.Answer wrongMethod = http.get("/v1/score");
        assertThat(wrongMethod.status()).isEqualTo(405);
        assertThat(wrongMethod.field("error").asText()).contains("use POST");
    }

    @Test
    void anImageErrorNamesThePathAsGivenAndIsTheSameForMissingAndForbidden(@TempDir Path dir) throws Exception {
        Path root = Files.createDirectories(dir.resolve("images"));
        Path outside = dir.resolve("secret.png");
        Files.write(outside, new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 0});
        start(svc -> svc.images(List.of(root), 1 << 20), srv -> { });
        java.util.function.Function<String, Http.Answer> ask = image -> http.post("/v1/score", "{\"pairs\": [{"
                + "\"candidate\": \"- Pair #1\", \"reference\": \"- a reference\", \"image\": \"" + image + "\"}]}");
        Http.Answer forbidden = ask.apply("../secret.png");
        Http.Answer missing = ask.apply("../nothing.png");
        assertThat(forbidden.status()).isEqualTo(400);
        assertThat(missing.status()).isEqualTo(400);
        assertThat(forbidden.field("error").asText().replace("../secret.png", "X"))
                .isEqualTo(missing.field("error").asText().replace("../nothing.png", "X"));
        assertThat(forbidden.text()).doesNotContain(dir.toString()).doesNotContain("resolves");
    }

    @Test
    void limitAnswersNameTheOptionToRaise() {
        start(16, 16, null);
        assertThat(http.post("/v1/score", pairs(1, 2, 3, 4, 5, 6, 7, 8, 9)).field("error").asText())
                .contains("--max-pairs");
        assertThat(http.post("/v1/score", "{\"pairs\": [{\"candidate\": \"" + "x".repeat(5000) + "\", \"reference\": "
                + "\"r\"}]}").field("error").asText()).contains("--max-body-bytes");
    }
}
