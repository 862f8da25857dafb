package org.georc.judges.llm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.georc.core.ConfigurationException;
import org.georc.core.JudgeException;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.score.ChainScore;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.Judges;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The LLM judges against scripted models (no network, no weights). */
class LlmJudgesTest {
    static final ReasoningChain REF = ReasoningChain.of("White bollards with a black cap.", "Cars drive on the right.");
    static final ReasoningChain CAND = ReasoningChain.of("White posts with black tops.", "Palm trees by the road.",
            "A yellow sign.");

    /** Scores 90 when the statement is about bollards/posts or traffic, 10 otherwise. */
    static String oneToAllScript(List<org.georc.core.spi.ChatMessage> m) {
        String data = ScriptedModel.firstUser(m);
        String statement = data.substring(data.indexOf("<statement>"));
        boolean related = statement.contains("bollards") || statement.contains("posts") || statement.contains("right");
        return "{\"score\": " + (related ? 90 : 10) + ", \"reason\": \"" + (related ? "same evidence" : "unsupported") + "\"}";
    }

    @Test
    void oneToAllAveragesStatementScoresBothWays() {
        ScriptedModel llm = new ScriptedModel(LlmJudgesTest::oneToAllScript);
        try (Judge judge = Judges.create("one-to-all", JudgeResources.builder().languageModel(llm).build())) {
            ChainScore s = judge.score(JudgeRequest.of(CAND, REF));
            // P = (0.9 + 0.1 + 0.1) / 3 = 0.3667 ; R = (0.9 + 0.9) / 2 = 0.9
            assertThat(s.precision()).isCloseTo(1.1 / 3, within(1e-9));
            assertThat(s.recall()).isCloseTo(0.9, within(1e-9));
            assertThat(s.candidateAlignments().get(0).reason()).isEqualTo("same evidence");
            assertThat(s.provenance().promptVersion()).isEqualTo("v1");
            assertThat(s.provenance().modelId()).isEqualTo("scripted");
            assertThat(llm.calls).hasSize(5);
        }
    }

    @Test
    void unreadableAnswersAreRetriedWithAStricterInstructionThenRecordedAsFailures() {
        int[] n = {0};
        ScriptedModel flaky = new ScriptedModel(m -> n[0]++ % 2 == 0 ? "Hmm, hard to say." : "{\"score\": 50}");
        try (Judge judge = Judges.create("one-to-all", JudgeResources.builder().languageModel(flaky).build())) {
            ChainScore s = judge.score(JudgeRequest.of(ReasoningChain.of("Red soil."), REF));
            assertThat(s.isFailure()).isFalse();
            assertThat(s.precision()).isEqualTo(0.5);
            assertThat(ScriptedModel.lastUser(flaky.calls.get(1))).contains("could not be read");
        }
        ScriptedModel broken = new ScriptedModel(m -> "I refuse.");
        try (Judge judge = Judges.create("one-to-all", JudgeResources.builder().languageModel(broken)
                .option("retries", "1").build())) {
            ChainScore s = judge.score(JudgeRequest.of(ReasoningChain.of("Red soil."), REF));
            assertThat(s.isFailure()).isTrue();
            assertThat(s.judgeError()).get().asString().contains("candidate statement 0")
                    .contains("unreadable answer after 2 attempt(s)").contains("I refuse.");
            assertThat(broken.calls).hasSize(2);
        }
    }

    @Test
    void llmKeyPointExtractionKeepsAtMostThreeClausesAndCachesStatements() {
        ScriptedModel llm = new ScriptedModel(m -> "{\"clauses\": [\"white bollards\", \"black cap\", \"red reflector\", \"extra\"]}");
        LlmKeyPointExtractor x = new LlmKeyPointExtractor(llm, 2);
        List<List<String>> out = x.extract(List.of("White bollards with a black cap and a red reflector.",
                "White bollards with a black cap and a red reflector."));
        assertThat(out.get(0)).containsExactly("white bollards", "black cap", "red reflector");
        assertThat(llm.calls).hasSize(1);
        assertThat(x.id()).contains("scripted").contains("v1");
        ScriptedModel empty = new ScriptedModel(m -> "{\"clauses\": []}");
        assertThatThrownBy(() -> new LlmKeyPointExtractor(empty, 0).extract(List.of("Some statement.")))
                .isInstanceOf(JudgeException.class);
    }

    @Test
    void vlmJudgeMultipliesPrecisionByCorrectness(@TempDir Path dir) throws Exception {
        Path image = Files.write(dir.resolve("photo.jpg"), new byte[] {(byte) 0xFF, (byte) 0xD8, (byte) 0xFF, 1, 2, 3});
        ScriptedModel vlm = new ScriptedModel(m -> {
            String data = ScriptedModel.firstUser(m);
            if (data.contains("<candidate_chain>")) {
                return "{\"precision\": 60, \"recall\": 40, \"reason\": \"partly the same\"}";
            }
            return data.contains("Palm trees") ? "{\"verdict\": false, \"reason\": \"no palms\"}" : "{\"verdict\": true}";
        });
        try (Judge judge = Judges.create("vlm", JudgeResources.builder().visionModel(vlm).build())) {
            ChainScore s = judge.score(new JudgeRequest("x", CAND, REF, image));
            // correctness 2/3; P = 0.6 * 2/3 = 0.4 ; R = 0.4 ; F1 = 0.4
            assertThat(s.precision()).isCloseTo(0.4, within(1e-9));
            assertThat(s.recall()).isCloseTo(0.4, within(1e-9));
            assertThat(s.f1()).isCloseTo(0.4, within(1e-9));
            assertThat(s.candidateAlignments().get(1).score()).isZero();
            assertThat(s.candidateAlignments().get(1).reason()).contains("false for the image").contains("no palms");
            assertThat(vlm.images).contains(image);
            ChainScore noImage = judge.score(JudgeRequest.of(CAND, REF));
            assertThat(noImage.judgeError()).get().asString().contains("needs an image");
        }
    }

    @Test
    void llmJudgesSayWhatModelTheyNeed() {
        assertThatThrownBy(() -> Judges.create("one-to-all", JudgeResources.none()))
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("needs a language model");
        assertThatThrownBy(() -> Judges.create("vlm", JudgeResources.none()))
                .hasMessageContaining("needs a vision-language model");
        assertThatThrownBy(() -> Judges.create("one-to-all", JudgeResources.builder()
                .languageModel(new ScriptedModel(m -> "")).option("retries", "-1").build()))
                .hasMessageContaining("retries");
    }
}
