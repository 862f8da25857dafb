package org.georc.core.scoring;

import org.georc.core.chain.ConclusionMode;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.georc.core.ConfigurationException;
import org.georc.core.GeorcException;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.Judges;
import org.junit.jupiter.api.Test;
import org.georc.core.result.ChainScore;

class ChainScorerTest {
    private final ReasoningChain reference = ReasoningChain.of("Yellow road signs.", "Right-hand traffic.");

    @Test
    void judgeIsFoundByNameThroughServiceLoaderAndScoresAPair() {
        ChainScorer scorer = ChainScorer.byName("exact-match", JudgeResources.none());
        ChainScore s = scorer.score(ReasoningChain.of("Yellow road signs.", "Palm trees."), reference);
        // P = (1 + 0) / 2 = 0.5 ; R = (1 + 0) / 2 = 0.5 ; F1 = 0.5
        assertThat(s.precision()).isEqualTo(0.5);
        assertThat(s.recall()).isEqualTo(0.5);
        assertThat(s.f1()).isCloseTo(0.5, within(1e-12));
        assertThat(s.candidateAlignments().get(0).supportText()).contains("Yellow road signs.");
        assertThat(s.candidateAlignments().get(1).supportText()).isEmpty();
        assertThat(s.provenance().judge()).isEqualTo("exact-match");
    }

    @Test
    void unknownJudgeNameListsTheAvailableOnes() {
        assertThatThrownBy(() -> Judges.provider("nope"))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("no judge named \"nope\"")
                .hasMessageContaining("exact-match");
    }

    @Test
    void conclusionsAreExcludedByDefaultAndIncludedOnRequest() {
        ReasoningChain cand = new ReasoningChain(List.of("Yellow road signs."), List.of("Right-hand traffic."));
        ChainScorer plain = ChainScorer.byName("exact-match", JudgeResources.none());
        assertThat(plain.score(cand, reference).recall()).isEqualTo(0.5);
        ChainScorer withConclusion = ChainScorer.builder().judge(plain.judge()).conclusions(ConclusionMode.INCLUDE).build();
        assertThat(withConclusion.score(cand, reference).recall()).isEqualTo(1.0);
    }

    @Test
    void failuresCarryAnErrorAndRefuseToBeReadAsNumbers() {
        ChainScorer scorer = ChainScorer.byName("exact-match", JudgeResources.none());
        ChainScore s = scorer.score(ReasoningChain.of("FAIL here please"), reference);
        assertThat(s.isFailure()).isTrue();
        assertThat(s.judgeError()).contains("judge answered nonsense");
        assertThat(s.scores()).isEmpty();
        assertThatThrownBy(s::f1).isInstanceOf(IllegalStateException.class).hasMessageContaining("nonsense");
    }

    @Test
    void parallelBatchKeepsInputOrder() {
        ChainScorer scorer = ChainScorer.builder()
                .judge(Judges.create("exact-match", JudgeResources.none())).parallelism(4).build();
        List<JudgeRequest> requests = new ArrayList<>();
        for (int i = 0; i < 37; i++) {
            ReasoningChain cand = i % 2 == 0 ? reference : ReasoningChain.of("Something else " + i);
            requests.add(JudgeRequest.of(cand, reference));
        }
        List<ChainScore> scores = scorer.scoreAll(requests);
        assertThat(scores).hasSize(37);
        for (int i = 0; i < 37; i++) {
            assertThat(scores.get(i).f1()).isEqualTo(i % 2 == 0 ? 1.0 : 0.0);
        }
    }

    @Test
    void builderValidates() {
        assertThatThrownBy(() -> ChainScorer.builder().build()).hasMessageContaining("needs a judge");
        assertThatThrownBy(() -> ChainScorer.builder().judge(Judges.create("exact-match", JudgeResources.none()))
                .parallelism(0).build()).hasMessageContaining("parallelism");
    }

    @Test
    void anEmptyReferenceIsAFailureNeverAZeroScore() {
        ChainScorer scorer = ChainScorer.builder().judge(ChainScorer.byName("exact-match", JudgeResources.none()).judge())
                .parallelism(2).build();
        ReasoningChain onlyConclusion = new ReasoningChain(List.of(), List.of("Peru"));
        ChainScore one = scorer.score(new JudgeRequest("x", ReasoningChain.of("Yellow road signs."), onlyConclusion, null));
        assertThat(one.isFailure()).isTrue();
        assertThat(one.judgeError()).hasValueSatisfying(e -> assertThat(e).contains("\"x\"").contains("no evidence"));
        List<ChainScore> batch = scorer.scoreAll(List.of(
                JudgeRequest.of(ReasoningChain.of("Yellow road signs."), reference),
                JudgeRequest.of(ReasoningChain.of("Yellow road signs."), ReasoningChain.empty()),
                JudgeRequest.of(ReasoningChain.of("Right-hand traffic."), reference)));
        assertThat(batch).extracting(ChainScore::isFailure).containsExactly(false, true, false);
        assertThat(batch.get(2).precision()).isEqualTo(1.0);
    }

    @Test
    void everyScoreRecordsHowConclusionsWereHandled() {
        ChainScorer plain = ChainScorer.byName("exact-match", JudgeResources.none());
        assertThat(plain.score(ReasoningChain.of("Yellow road signs."), reference).provenance().parameters())
                .containsEntry(ChainScorer.INCLUDE_CONCLUSION, "false");
        ChainScorer with = ChainScorer.builder().judge(plain.judge()).conclusions(ConclusionMode.INCLUDE).build();
        assertThat(with.scoreAll(List.of(JudgeRequest.of(ReasoningChain.of("Yellow road signs."), reference)))
                .get(0).provenance().parameters()).containsEntry(ChainScorer.INCLUDE_CONCLUSION, "true");
        assertThat(with.provenance().parameters()).containsEntry(ChainScorer.INCLUDE_CONCLUSION, "true");
    }

    @Test
    void paperModeGradesTheCandidatesConclusionButNotTheReferences() {
        ReasoningChain cand = new ReasoningChain(List.of("Yellow road signs."), List.of("Right-hand traffic."));
        ReasoningChain ref = new ReasoningChain(List.of("Yellow road signs."), List.of("Right-hand traffic."));
        ChainScorer paper = ChainScorer.builder().judge(ChainScorer.byName("exact-match", JudgeResources.none()).judge())
                .conclusions(org.georc.core.chain.ConclusionMode.PAPER).build();
        ChainScore s = paper.score(cand, ref);
        // candidate: 2 statements, 1 supported -> P 0.5; reference: 1 statement, supported -> R 1
        assertThat(s.precision()).isEqualTo(0.5);
        assertThat(s.recall()).isEqualTo(1.0);
        assertThat(s.provenance().parameters()).containsEntry(ChainScorer.INCLUDE_CONCLUSION, "paper");
    }

    /** A judge that counts closes, rates by verbatim match, and can be slowed down per batch. */
    static final class CountingJudge implements Judge {
        final AtomicInteger closes = new AtomicInteger();
        final AtomicInteger inFlight = new AtomicInteger();
        final AtomicInteger maxInFlight = new AtomicInteger();
        final List<String> threads = java.util.Collections.synchronizedList(new ArrayList<>());
        final Judge inner = Judges.create("exact-match", JudgeResources.none());

        @Override
        public String name() {
            return "exact-match";
        }

        @Override
        public ChainScore score(JudgeRequest request) {
            return inner.score(request);
        }

        @Override
        public List<ChainScore> scoreAll(List<JudgeRequest> requests) {
            maxInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
            threads.add(Thread.currentThread().getName());
            try {
                // the first request's id says how long this batch takes: early batches finish last
                String id = requests.get(0).id();
                Thread.sleep(id == null ? 0 : Math.max(0, 40 - 4 * Integer.parseInt(id)));
                return inner.scoreAll(requests);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new GeorcException("interrupted", e);
            } finally {
                inFlight.decrementAndGet();
            }
        }

        @Override
        public void close() {
            closes.incrementAndGet();
        }
    }

    private List<JudgeRequest> numbered(int n) {
        List<JudgeRequest> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            ReasoningChain cand = i % 3 == 0 ? reference : ReasoningChain.of("Something else " + i);
            out.add(new JudgeRequest(Integer.toString(i), cand, i == 7 ? ReasoningChain.empty() : reference, null));
        }
        return out;
    }

    @Test
    void aScorerClosesTheJudgeItCreatedButNotOneHandedIn() {
        CountingJudge handed = new CountingJudge();
        ChainScorer borrowing = ChainScorer.of(handed);
        assertThat(borrowing.closesJudge()).isFalse();
        borrowing.close();
        assertThat(handed.closes).hasValue(0);
        assertThat(borrowing.isClosed()).isTrue();
        assertThatThrownBy(() -> borrowing.score(reference, reference)).isInstanceOf(GeorcException.class)
                .hasMessageContaining("closed");

        CountingJudge given = new CountingJudge();
        try (ChainScorer owning = ChainScorer.builder().judge(given).closeJudge(true).build()) {
            assertThat(owning.score(reference, reference).f1()).isEqualTo(1.0);
        }
        assertThat(given.closes).hasValue(1);

        ChainScorer named = ChainScorer.byName("exact-match");
        assertThat(named.closesJudge()).isTrue();
        named.close();
        named.close(); // twice is harmless
        assertThat(ChainScorer.builder().judge("exact-match", JudgeResources.none()).closeJudge(false).build()
                .closesJudge()).isFalse();
    }

    @Test
    void streamingHandsScoresOverInInputOrderWithAtMostParallelismBatchesInFlight() throws Exception {
        CountingJudge judge = new CountingJudge();
        ExecutorService pool = Executors.newFixedThreadPool(4, r -> new Thread(r, "caller-pool"));
        try (ChainScorer scorer = ChainScorer.builder().judge(judge).parallelism(3).batchSize(2).build()) {
            List<JudgeRequest> requests = numbered(23);
            List<String> seen = new ArrayList<>();
            List<ChainScore> scores = new ArrayList<>();
            scorer.scoreAll(requests, pool, (r, s) -> {
                seen.add(r.id());
                scores.add(s);
            });
            assertThat(seen).containsExactlyElementsOf(requests.stream().map(JudgeRequest::id).toList());
            for (int i = 0; i < 23; i++) {
                if (i == 7) {
                    assertThat(scores.get(i).judgeError()).hasValueSatisfying(e -> assertThat(e).contains("no evidence"));
                } else {
                    assertThat(scores.get(i).f1()).as("pair " + i).isEqualTo(i % 3 == 0 ? 1.0 : 0.0);
                }
            }
            assertThat(judge.maxInFlight.get()).isBetween(2, 3);
            assertThat(judge.threads).allMatch(t -> t.equals("caller-pool"));
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void streamingReadsTheInputOnlyAFewBatchesAhead() {
        CountingJudge judge = new CountingJudge();
        AtomicInteger read = new AtomicInteger();
        Iterable<JudgeRequest> endless = () -> new java.util.Iterator<>() {
            @Override
            public boolean hasNext() {
                return true;
            }

            @Override
            public JudgeRequest next() {
                read.incrementAndGet();
                return JudgeRequest.of(reference, reference);
            }
        };
        try (ChainScorer scorer = ChainScorer.builder().judge(judge).parallelism(2).batchSize(5).build()) {
            List<JudgeRequest> first = new java.util.ArrayList<>();
            // the consumer stops the endless input after 12 scores
            assertThatThrownBy(() -> scorer.scoreAll(endless, null, (r, sc) -> {
                if (first.size() == 12) {
                    throw new IllegalStateException("enough");
                }
                first.add(r);
            })).hasMessage("enough");
            assertThat(first).hasSize(12);
            // 12 handed over: three batches of 5 consumed, at most two more batches read ahead
            assertThat(read.get()).isBetween(15, 25);
        }
    }

    @Test
    void theListFormReusesTheScorersThreadsAndStopsThemOnClose() {
        CountingJudge judge = new CountingJudge();
        ChainScorer scorer = ChainScorer.builder().judge(judge).parallelism(3).build();
        scorer.scoreAll(numbered(9));
        scorer.scoreAll(numbered(9));
        assertThat(judge.threads).hasSize(6).allMatch(t -> t.startsWith("georc-scorer-"));
        // one pool for the scorer's life: every thread name carries the same pool number
        assertThat(judge.threads.stream().map(t -> t.substring(0, t.lastIndexOf('-'))).distinct()).hasSize(1);
        scorer.close();
        assertThatThrownBy(() -> scorer.scoreAll(numbered(2))).isInstanceOf(GeorcException.class);
    }

    @Test
    void aJudgeThatFailsForEveryPairStopsTheStreamWithItsException() {
        Judge broken = new Judge() {
            @Override
            public String name() {
                return "broken";
            }

            @Override
            public ChainScore score(JudgeRequest request) {
                throw new org.georc.core.ModelException("the model is closed");
            }
        };
        try (ChainScorer scorer = ChainScorer.builder().judge(broken).parallelism(2).batchSize(1).build()) {
            List<String> seen = new ArrayList<>();
            assertThatThrownBy(() -> scorer.scoreAll(numbered(5), null, (r, s) -> seen.add(r.id())))
                    .isInstanceOf(org.georc.core.ModelException.class).hasMessageContaining("closed");
            assertThat(seen).isEmpty();
        }
    }

    @Test
    void batchSizeIsValidated() {
        assertThatThrownBy(() -> ChainScorer.builder().judge(new CountingJudge()).batchSize(0).build())
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("`batchSize`");
    }
}
