package org.georc.core.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;
import org.georc.core.GeorcException;
import org.georc.core.JudgeException;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.result.Alignment;
import org.georc.core.result.ChainScore;
import org.georc.core.result.Provenance;
import org.georc.core.result.TokenUsage;
import org.junit.jupiter.api.Test;

class StatementJudgeTest {
    /** The dozen lines a judge author writes: credit 1 when the other chain repeats the statement. */
    static final class Repeats extends StatementJudge {
        Repeats() {
            super("repeats");
        }

        @Override
        protected Rating rate(Statement s) {
            int j = s.other().indexOf(s.text());
            return j >= 0 ? Rating.supportedBy(1, j, "repeated") : Rating.of(0);
        }
    }

    private static final ReasoningChain REF = ReasoningChain.of("white bollards", "drives on the right", "onion domes");

    @Test
    void precisionAndRecallAreMeansOfTheStatementCredits() {
        ChainScore s = new Repeats().score(JudgeRequest.of(ReasoningChain.of("onion domes", "palm trees"), REF));
        assertThat(s.precision()).isEqualTo(0.5);
        assertThat(s.recall()).isCloseTo(1.0 / 3, within(1e-12));
        Alignment a = s.candidateAlignments().get(0);
        assertThat(a.isClause()).isFalse();
        assertThat(a.supportText()).contains("onion domes");
        assertThat(a.statementIndex()).isZero();
        assertThat(a.supportStatementIndex()).isEqualTo(2);
        assertThat(a.reasonText()).contains("repeated");
        assertThat(s.candidateAlignments().get(1).supportText()).isEmpty();
        assertThat(s.referenceAlignments()).extracting(Alignment::score).containsExactly(0.0, 0.0, 1.0);
        assertThat(s.provenance().judge()).isEqualTo("repeats");
        assertThat(s.provenance().time()).isAfter(java.time.Instant.EPOCH);
        assertThat(s.usage()).isEmpty();
    }

    @Test
    void anEmptyCandidateEarnsZeroPrecisionNotNaN() {
        ChainScore s = new Repeats().score(JudgeRequest.of(ReasoningChain.empty(), REF));
        assertThat(s.precision()).isZero();
        assertThat(s.recall()).isZero();
        assertThat(s.f1()).isZero();
    }

    @Test
    void aStatementThatCannotBeRatedFailsThePairAndNamesIt() {
        StatementJudge picky = new StatementJudge(Provenance.builder("picky").model("m").parameter("retries", 1).build()) {
            @Override
            protected Rating rate(Statement s) {
                s.recordUsage(TokenUsage.ofRequest(10, 2, 0));
                if (s.text().contains("domes")) {
                    throw new JudgeException("unreadable answer");
                }
                return Rating.of(0.5, null);
            }
        };
        ChainScore s = picky.score(JudgeRequest.of(ReasoningChain.of("palm trees"), REF));
        assertThat(s.isFailure()).isTrue();
        assertThat(s.judgeError()).contains("reference statement 3: unreadable answer"); // counted from 1
        assertThat(s.provenance().modelId()).isEqualTo("m");
        assertThat(s.provenance().parameters()).containsEntry("retries", "1");
        // every request made before and at the failure is counted
        assertThat(s.usage()).hasValueSatisfying(u -> assertThat(u.requests()).isEqualTo(4));
    }

    @Test
    void usageIsSummedOverThePairAndRatingsMayRunConcurrently() {
        AtomicInteger batches = new AtomicInteger();
        StatementJudge concurrent = new StatementJudge("concurrent") {
            @Override
            protected Rating rate(Statement s) {
                s.recordUsage(TokenUsage.ofRequest(100, 5, 60));
                assertThat(s.toString()).startsWith(s.side().label() + " statement " + (s.index() + 1) + ":"); // counted from 1
                return Rating.of(s.otherText().contains(s.text()) ? 1 : 0);
            }

            @Override
            protected <T> List<T> runAll(int count, IntFunction<T> task) {
                batches.incrementAndGet();
                return java.util.stream.IntStream.range(0, count).parallel().mapToObj(task).toList();
            }
        };
        ChainScore s = concurrent.score(JudgeRequest.of(ReasoningChain.of("white bollards", "onion domes"), REF));
        assertThat(batches).hasValue(1);
        assertThat(s.precision()).isEqualTo(1.0);
        assertThat(s.usage()).hasValue(new TokenUsage(5, 500, 25, 300));
    }

    @Test
    void aBrokenRatingIsABugNotAFailure() {
        StatementJudge wrong = new StatementJudge("wrong") {
            @Override
            protected Rating rate(Statement s) {
                return Rating.supportedBy(1, 99, null);
            }
        };
        assertThatThrownBy(() -> wrong.score(JudgeRequest.of(ReasoningChain.of("palm trees"), REF)))
                .isInstanceOf(GeorcException.class).hasMessageContaining("support 99 of a 3-statement chain");
        assertThatThrownBy(() -> StatementJudge.Rating.of(1.5)).isInstanceOf(IllegalArgumentException.class);
    }
}
