package org.georc.bench.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.georc.core.scoring.ChainScorer;
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

    private void start(int capacity, int batch, String token) {
        scorer = ChainScorer.builder().judge(judge).build();
        ScoreService service = ScoreService.builder().scorer(scorer).queueCapacity(capacity).batchSize(batch)
                .workers(1).maxPairs(8).build();
        server = ScoreServer.builder(service).token(token).maxBodyBytes(4096).drainTimeout(Duration.ofSeconds(30))
                .start();
        http = new Http(server.port());
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
}
