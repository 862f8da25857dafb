package org.georc.core.scoring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.georc.core.ConfigurationException;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.result.ChainScore;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.Judges;
import org.junit.jupiter.api.Test;

/** One oversized pair fails alone, before the judge sees it; the others are scored. */
class PairSizeLimitTest {
    private static ReasoningChain lines(int n, String word) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n; i++) {
            b.append("- ").append(word).append(" number ").append(i).append('\n');
        }
        return ReasoningChain.parse(b.toString());
    }

    @Test
    void aPairOverTheStatementPairLimitIsThatPairsFailureAndTheJudgeIsNotAsked() {
        AtomicInteger asked = new AtomicInteger();
        Judge inner = Judges.create("exact-match", JudgeResources.none());
        Judge counting = new Judge() {
            @Override
            public String name() {
                return "exact-match";
            }

            @Override
            public ChainScore score(JudgeRequest request) {
                asked.incrementAndGet();
                return inner.score(request);
            }
        };
        ChainScorer scorer = ChainScorer.builder().judge(counting).maxStatementPairs(100).build();
        List<JudgeRequest> requests = new ArrayList<>();
        requests.add(JudgeRequest.of(lines(10, "bollard"), lines(10, "bollard")));
        requests.add(JudgeRequest.of(lines(11, "bollard"), lines(10, "bollard")));
        List<ChainScore> scores = scorer.scoreAll(requests);
        assertThat(scores.get(0).isFailure()).isFalse();
        assertThat(scores.get(1).isFailure()).isTrue();
        assertThat(scores.get(1).judgeError().orElseThrow()).contains("11 candidate x 10 reference statements = 110")
                .contains("`maxStatementPairs`");
        assertThat(scorer.score(lines(20, "a"), lines(20, "b")).isFailure()).isTrue();
        assertThat(asked.get()).isEqualTo(1);
    }

    @Test
    void theLimitAndTheBatchSizeMustBePositiveAndTheErrorNamesTheSetting() {
        assertThatThrownBy(() -> ChainScorer.builder().judge(Judges.create("exact-match", JudgeResources.none()))
                .maxStatementPairs(0).build()).isInstanceOf(ConfigurationException.class)
                .hasMessage("`maxStatementPairs` must be >= 1, got 0");
        assertThatThrownBy(() -> ChainScorer.builder().judge(Judges.create("exact-match", JudgeResources.none()))
                .batchSize(0).build()).isInstanceOf(ConfigurationException.class)
                .hasMessage("`batchSize` must be >= 1, got 0");
    }
}
