package org.georc.judges.llm.judge;

import org.georc.judges.llm.ScriptedModel;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.georc.core.ConfigurationException;
import org.georc.core.JudgeException;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.result.ChainScore;
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
            assertThat(s.judgeError()).get().asString().contains("candidate statement 1")
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

    @Test
    void theStatementsOfAPairAreAskedConcurrentlyUpToTheLimitWithTheSameScores() {
        java.util.concurrent.atomic.AtomicInteger now = new java.util.concurrent.atomic.AtomicInteger();
        java.util.concurrent.atomic.AtomicInteger most = new java.util.concurrent.atomic.AtomicInteger();
        java.util.concurrent.atomic.AtomicInteger waitFor = new java.util.concurrent.atomic.AtomicInteger(1);
        java.util.function.Function<List<org.georc.core.spi.ChatMessage>, String> slow = m -> {
            most.accumulateAndGet(now.incrementAndGet(), Math::max);
            // hold each request until `waitFor` are in flight (or 3 s pass), so a loaded machine that starts
            // threads late cannot make the concurrency look lower than it is
            long until = System.nanoTime() + 3_000_000_000L;
            try {
                while (now.get() < waitFor.get() && System.nanoTime() < until) {
                    Thread.sleep(5);
                }
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            now.decrementAndGet();
            return oneToAllScript(m);
        };
        ChainScore serial;
        try (Judge judge = new OneToAllJudge(new ScriptedModel(slow), 2)) {
            serial = judge.score(JudgeRequest.of(CAND, REF));
        }
        assertThat(most.get()).isEqualTo(1);
        ScriptedModel llm = new ScriptedModel(slow);
        waitFor.set(4);
        try (Judge judge = Judges.create("one-to-all", JudgeResources.builder().languageModel(llm)
                .option("concurrency", "4").build())) {
            ChainScore s = judge.score(JudgeRequest.of(CAND, REF));
            assertThat(most.get()).isEqualTo(4); // five requests, at most four at once
            assertThat(llm.calls).hasSize(5);
            assertThat(s.precision()).isEqualTo(serial.precision());
            assertThat(s.recall()).isEqualTo(serial.recall());
            assertThat(s.candidateAlignments()).extracting(org.georc.core.result.Alignment::reason)
                    .containsExactlyElementsOf(serial.candidateAlignments().stream()
                            .map(org.georc.core.result.Alignment::reason).toList());
        }
        assertThatThrownBy(() -> Judges.create("one-to-all", JudgeResources.builder().languageModel(llm)
                .option("concurrency", "0").build())).hasMessageContaining("concurrency");
    }

    @Test
    void aFailedStatementFailsThePairEvenWhenAskedConcurrently() {
        ScriptedModel llm = new ScriptedModel(m -> ScriptedModel.firstUser(m).contains("Palm trees") ? "no idea"
                : "{\"score\": 40}");
        try (Judge judge = new OneToAllJudge(llm, 0, true, 8)) {
            ChainScore s = judge.score(JudgeRequest.of(CAND, REF));
            assertThat(s.isFailure()).isTrue();
            assertThat(s.judgeError()).get().asString().contains("candidate statement 2").contains("no idea");
        }
    }

    @Test
    void reasonsFalseAsksForTheBareScoreWithASmallDecodingBudget() {
        ScriptedModel llm = new ScriptedModel(m -> "{\"score\": 70}");
        try (Judge judge = Judges.create("one-to-all", JudgeResources.builder().languageModel(llm)
                .option("reasons", "false").build())) {
            ChainScore s = judge.score(JudgeRequest.of(CAND, REF));
            assertThat(s.precision()).isCloseTo(0.7, within(1e-9));
            assertThat(s.candidateAlignments().get(0).reason()).isNull();
            assertThat(s.provenance().parameters()).containsEntry("reasons", "false");
        }
        String system = llm.calls.get(0).get(0).content();
        assertThat(system).endsWith("{\"score\": <integer 0-100>}").doesNotContain("reason\"");
        assertThat(llm.options).allSatisfy(o -> assertThat(o.maxNewTokens()).isEqualTo(OneToAllJudge.MAX_TOKENS_BARE));
        // with reasons (the default) the rubric is the same up to its answer format
        ScriptedModel withReasons = new ScriptedModel(m -> "{\"score\": 70, \"reason\": \"same posts\"}");
        try (Judge judge = Judges.create("one-to-all", JudgeResources.builder().languageModel(withReasons).build())) {
            assertThat(judge.provenance().parameters()).doesNotContainKey("reasons");
            judge.score(JudgeRequest.of(CAND, REF));
        }
        String full = withReasons.calls.get(0).get(0).content();
        String common = full.substring(0, full.lastIndexOf("Answer with"));
        assertThat(system).startsWith(common);
        assertThat(withReasons.options.get(0).maxNewTokens()).isEqualTo(OneToAllJudge.MAX_TOKENS);
    }

    @Test
    void everyRequestOfASideStartsWithTheSameBytes() {
        ScriptedModel llm = new ScriptedModel(LlmJudgesTest::oneToAllScript);
        try (Judge judge = new OneToAllJudge(llm, 0, true, 3)) {
            judge.score(JudgeRequest.of(CAND, REF));
        }
        // candidate statements are graded against the reference chain: identical rubric and chain,
        // the statement comes last
        List<String> candidateSide = llm.calls.stream().filter(c -> c.get(1).content().contains("<chain>\nWhite bollards"))
                .map(c -> c.get(0).content() + "\u0000" + c.get(1).content()).toList();
        assertThat(candidateSide).hasSize(3);
        String prefix = candidateSide.get(0).substring(0, candidateSide.get(0).lastIndexOf("<statement>"));
        assertThat(candidateSide).allSatisfy(p -> assertThat(p).startsWith(prefix));
        assertThat(prefix).contains("White bollards with a black cap.").contains("Cars drive on the right.");
    }

    @Test
    void theUsageOfAPairsRequestsIsSummedOnItsScore(@TempDir Path dir) throws Exception {
        ScriptedModel llm = new ScriptedModel(LlmJudgesTest::oneToAllScript);
        llm.usage = org.georc.core.result.TokenUsage.ofRequest(300, 12, 256);
        try (Judge judge = new OneToAllJudge(llm, 0, true, 2)) {
            ChainScore s = judge.score(JudgeRequest.of(CAND, REF));
            assertThat(s.usage()).contains(new org.georc.core.result.TokenUsage(5, 1500, 60, 1280));
        }
        ScriptedModel silent = new ScriptedModel(LlmJudgesTest::oneToAllScript);
        try (Judge judge = new OneToAllJudge(silent, 0)) {
            assertThat(judge.score(JudgeRequest.of(CAND, REF)).usage()).isEmpty();
        }
        Path image = Files.write(dir.resolve("photo.jpg"), new byte[] {(byte) 0xFF, (byte) 0xD8, (byte) 0xFF, 1});
        ScriptedModel vlm = new ScriptedModel(m -> ScriptedModel.firstUser(m).contains("<candidate_chain>")
                ? "{\"precision\": 60, \"recall\": 40}" : "{\"verdict\": true}");
        vlm.usage = org.georc.core.result.TokenUsage.ofRequest(1000, 5, 0);
        try (Judge judge = Judges.create("vlm", JudgeResources.builder().visionModel(vlm).option("reasons", "false")
                .option("concurrency", "4").build())) {
            ChainScore s = judge.score(new JudgeRequest("x", CAND, REF, image));
            assertThat(s.precision()).isCloseTo(0.6, within(1e-9));
            assertThat(s.usage()).contains(new org.georc.core.result.TokenUsage(4, 4000, 20, 0));
            assertThat(vlm.calls).allSatisfy(c -> assertThat(c.get(0).content()).doesNotContain("\"reason\""));
        }
    }
}
