package org.georc.core.score;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.georc.core.ConfigurationException;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.Judges;
import org.junit.jupiter.api.Test;

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
        ChainScorer withConclusion = ChainScorer.builder().judge(plain.judge()).includeConclusion(true).build();
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
        ChainScorer with = ChainScorer.builder().judge(plain.judge()).includeConclusion(true).build();
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
}
