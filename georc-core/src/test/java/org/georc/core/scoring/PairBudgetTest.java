package org.georc.core.scoring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.georc.core.ConfigurationException;
import org.georc.core.chain.ConclusionMode;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.result.ChainScore;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.Judges;
import org.junit.jupiter.api.Test;

/**
 * What a pair may cost: a judge call past the time budget fails that pair alone (the others of its
 * batch are scored), and the stopped call is interrupted; a blank candidate is a failure with a
 * reason, never a 0/0/0 score.
 */
class PairBudgetTest {
    private final ReasoningChain reference = ReasoningChain.of("Yellow road signs.", "Right-hand traffic.");
    private final Judge exact = Judges.create("exact-match", JudgeResources.none());
    /** Counted down when a slow call is interrupted. */
    private final CountDownLatch interrupted = new CountDownLatch(1);

    /** The exact-match judge, except that a candidate saying "stall" blocks until interrupted. */
    private final Judge stalling = new Judge() {
        @Override
        public String name() {
            return "exact-match";
        }

        @Override
        public ChainScore score(JudgeRequest request) {
            if (request.candidate().statements().get(0).contains("stall")) {
                try {
                    Thread.sleep(60_000);
                } catch (InterruptedException e) {
                    interrupted.countDown();
                    Thread.currentThread().interrupt();
                    throw new org.georc.core.GeorcException("interrupted", e);
                }
            }
            return exact.score(request);
        }
    };

    @Test
    void aPairPastTheBudgetFailsAloneWithTheReasonAndItsBatchMatesAreScored() throws Exception {
        try (ChainScorer scorer = ChainScorer.builder().judge(stalling).pairTimeout(Duration.ofMillis(300)).build()) {
            long start = System.nanoTime();
            List<ChainScore> scores = scorer.scoreAll(List.of(
                    JudgeRequest.of(ReasoningChain.of("Yellow road signs."), reference),
                    JudgeRequest.of(ReasoningChain.of("I stall here forever."), reference),
                    JudgeRequest.of(ReasoningChain.of("Right-hand traffic."), reference)));
            assertThat(scores.get(0).precision()).isEqualTo(1.0);
            assertThat(scores.get(2).recall()).isEqualTo(0.5);
            assertThat(scores.get(1).judgeError()).hasValueSatisfying(e -> assertThat(e)
                    .contains("took longer than 0.3 s").contains("pairTimeout").contains("--pair-timeout"));
            assertThat(interrupted.await(10, TimeUnit.SECONDS)).as("the stopped call is interrupted").isTrue();
            // the batch once, then the slow pair alone: two budgets, not a minute
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(30));
            assertThat(scorer.score(ReasoningChain.of("stall again"), reference).isFailure()).isTrue();
        }
    }

    @Test
    void withoutABudgetTheJudgeRunsOnTheCallersThreadAsBefore() {
        Thread caller = Thread.currentThread();
        Judge where = new Judge() {
            @Override
            public String name() {
                return "exact-match";
            }

            @Override
            public ChainScore score(JudgeRequest request) {
                assertThat(Thread.currentThread()).isSameAs(caller);
                return exact.score(request);
            }
        };
        assertThat(ChainScorer.of(where).score(ReasoningChain.of("Yellow road signs."), reference).precision())
                .isEqualTo(1.0);
        assertThatThrownBy(() -> ChainScorer.builder().judge(exact).pairTimeout(Duration.ZERO).build())
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("pairTimeout");
    }

    @Test
    void anEmptyOrWhitespaceCandidateFailsWithAReasonInEveryReadingButThePapers() {
        ChainScorer scorer = ChainScorer.of(exact);
        for (String text : List.of("", "   ", "\n\t \n")) {
            ChainScore s = scorer.score(ReasoningChain.parse(text), reference);
            assertThat(s.isFailure()).as("\"%s\"", text).isTrue();
            assertThat(s.judgeError().orElseThrow()).contains("candidate chain is empty");
        }
        ChainScore included = ChainScorer.builder().judge(exact).conclusions(ConclusionMode.INCLUDE).build()
                .score(ReasoningChain.empty(), reference);
        assertThat(included.isFailure()).isTrue();
        // a chain that says something, even nothing gradable, is read and scored, not refused
        assertThat(scorer.score(ReasoningChain.parse("ok"), reference).isFailure()).isFalse();
        // the paper reading keeps the authors' 0/0/0 with its note
        ChainScore paper = ChainScorer.builder().judge(exact).conclusions(ConclusionMode.PAPER).build()
                .score(ConclusionMode.PAPER.candidateParser().parse(" \n"), reference);
        assertThat(paper.isFailure()).isFalse();
        assertThat(paper.f1()).isZero();
    }
}
