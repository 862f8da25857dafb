package org.georc.judges.llm.judge;

import org.georc.judges.llm.ScriptedModel;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.georc.core.ConfigurationException;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeInfo;
import org.georc.core.spi.JudgeOption;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.Judges;
import org.georc.judges.embedding.WordBagEncoder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every built-in judge declares the options it reads: each declared option is accepted (and the
 * provider reads no option it does not declare, which {@link Judges#create} would refuse), a typo
 * is refused with the closest name, and a value of the wrong type names the option.
 */
class BuiltInJudgeOptionsTest {
    @TempDir
    Path dir;

    private static ScriptedModel model() {
        return new ScriptedModel(m -> "{\"score\": 50, \"clauses\": [\"a clause\"], \"verdict\": true, "
                + "\"precision\": 50, \"recall\": 50, \"reason\": \"r\"}");
    }

    private JudgeResources.Builder resources() {
        ScriptedModel m = model();
        return JudgeResources.builder().encoder(WordBagEncoder.constant()).languageModel(m).visionModel(m);
    }

    private Map<String, String> keyPointValues() throws Exception {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("lo", "0.3");
        m.put("hi", "0.6");
        m.put("conflicts", "true");
        m.put("matching", "objects");
        m.put("object-only", "0.2");
        m.put("mismatch", "0.1");
        m.put("mismatch-blocks", "false");
        m.put("scene-agreement", "false");
        m.put("writing-links", "false");
        m.put("different-trusted-cosine", "0.9");
        m.put("bare-object", "0.2");
        m.put("terse-bare", "0.8");
        m.put("near-agreement-min-cosine", "0.5");
        m.put("unknown-objects", "0.4");
        m.put("full-agreement", "2");
        m.put("agreement-credit", "0.9");
        m.put("agreement-min-cosine", "0.3");
        m.put("similar-lo", "0.5");
        m.put("similar-hi", "0.9");
        m.put("similar-max", "0.7");
        m.put("conflict-lexicon", Files.writeString(dir.resolve("families.txt"), "").toString());
        m.put("object-lexicon", Files.writeString(dir.resolve("objects.txt"), "").toString());
        m.put("wrapping", "true");
        m.put("wrapping-min", "0.5");
        m.put("wrapping-margin", "0.1");
        m.put("wrapping-spares-scene", "false");
        m.put("wrapping-examples", Files.writeString(dir.resolve("wrapping.txt"),
                "[wrapping]\nThe sky is overcast.\n[evidence]\nCars drive on the left.\n").toString());
        return m;
    }

    private Map<String, String> valuesFor(String judge) throws Exception {
        Map<String, String> m = new LinkedHashMap<>();
        switch (judge) {
            case "embedding" -> {
                m.put("encoder", "minilm"); // the caller's encoder stands for MiniLM
                m.putAll(keyPointValues());
            }
            case "keypoints" -> {
                m.putAll(keyPointValues());
                m.put("retries", "1");
                m.put("concurrency", "2");
            }
            case "one-to-all", "vlm" -> {
                m.put("retries", "0");
                m.put("reasons", "false");
                m.put("concurrency", "3");
            }
            default -> throw new AssertionError(judge);
        }
        return m;
    }

    @Test
    void everyDeclaredOptionIsAcceptedAndNothingUndeclaredIsRead() throws Exception {
        for (String judge : List.of("embedding", "keypoints", "one-to-all", "vlm")) {
            Map<String, String> values = valuesFor(judge);
            assertThat(Judges.provider(judge).options()).extracting(JudgeOption::name).as(judge)
                    .containsExactlyInAnyOrderElementsOf(values.keySet());
            JudgeResources.Builder b = resources();
            values.forEach(b::option);
            try (Judge j = Judges.create(judge, b.build())) {
                assertThat(j.name()).isEqualTo(judge);
            }
        }
    }

    @Test
    void typosAreRefusedWithTheClosestNameForEveryBuiltInJudge() {
        Map<String, String[]> typos = Map.of(
                "embedding", new String[] {"conflict-lexcon", "conflict-lexicon"},
                "keypoints", new String[] {"matchng", "matching"},
                "one-to-all", new String[] {"reason", "reasons"},
                "vlm", new String[] {"retry", "retries"});
        typos.forEach((judge, t) -> assertThatThrownBy(() -> Judges.create(judge, resources().option(t[0], "1").build()))
                .as(judge).isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("judge \"" + judge + "\" has no option \"" + t[0] + "\"")
                .hasMessageContaining("did you mean \"" + t[1] + "\"?"));
        // the one-to-all judge has no ramp: --lo is refused rather than ignored
        assertThatThrownBy(() -> Judges.create("one-to-all", resources().option("lo", "0.3").build()))
                .hasMessageContaining("has no option \"lo\"").hasMessageContaining("its options: retries, reasons, concurrency");
    }

    @Test
    void aValueOfTheWrongTypeNamesTheOptionAndWhatItTakes() {
        assertThatThrownBy(() -> Judges.create("embedding", resources().option("hi", "high").build()))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("option hi of judge \"embedding\" must be a number, got \"high\"");
        assertThatThrownBy(() -> Judges.create("one-to-all", resources().option("concurrency", "many").build()))
                .hasMessage("option concurrency of judge \"one-to-all\" must be a whole number from 1 to 4096, got \"many\"");
        assertThatThrownBy(() -> Judges.create("vlm", resources().option("reasons", "no").build()))
                .hasMessage("option reasons of judge \"vlm\" must be true or false, got \"no\"");
        // the range is declared with the option, checked before the judge is built and named in the error
        assertThatThrownBy(() -> Judges.create("one-to-all", resources().option("retries", "11").build()))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("option retries of judge \"one-to-all\" must be a whole number from 0 to 10, got \"11\"");
        assertThatThrownBy(() -> Judges.create("vlm", resources().option("concurrency", "0").build()))
                .hasMessage("option concurrency of judge \"vlm\" must be a whole number from 1 to 4096, got \"0\"");
    }

    @Test
    void theKeyPointJudgesShareOptionsButNotDefaults() {
        JudgeOption embeddingConflicts = option("embedding", "conflicts");
        JudgeOption keypointsConflicts = option("keypoints", "conflicts");
        assertThat(embeddingConflicts.defaultValue()).isEqualTo("true");
        assertThat(keypointsConflicts.defaultValue()).isEqualTo("false");
        assertThat(option("keypoints", "matching").defaultValue()).isEqualTo("plain");
        assertThat(option("one-to-all", "concurrency").affectsScores()).isFalse();
        assertThat(Judges.recordedOptions(Judges.provider("keypoints"),
                Map.of("conflicts", "false", "concurrency", "8", "lo", "0.40", "retries", "3")))
                .containsExactly(Map.entry("retries", "3"));
    }

    @Test
    void theListIsReadable() {
        List<JudgeInfo> all = Judges.available();
        assertThat(all).extracting(JudgeInfo::name).contains("embedding", "keypoints", "one-to-all", "vlm");
        assertThat(all.toString()).doesNotContain("@").contains("one-to-all (needs a language model; options retries, "
                + "reasons, concurrency)");
        assertThat(Judges.help()).contains("embedding: ").contains("  --option lo (number, default 0.4): ")
                .contains("  --option conflict-lexicon (path): ")
                .contains("  --option retries (integer, default 2, from 0 to 10): extra attempts")
                .contains("  --option concurrency (integer, from 1 to 4096, tuning): ");
    }

    @Test
    void oneToAllOnTheBaseClassStillScoresRecordsUsageAndAsksBareScoresWhenTold() {
        ScriptedModel m = new ScriptedModel(msgs -> "{\"score\": 80}");
        m.usage = org.georc.core.result.TokenUsage.ofRequest(30, 4, 10);
        try (Judge j = Judges.create("one-to-all", JudgeResources.builder().languageModel(m)
                .option("reasons", "false").option("concurrency", "4").build())) {
            var s = j.score(JudgeRequest.of(ReasoningChain.of("Red soil.", "Palm trees."), ReasoningChain.of("Red dirt.")));
            assertThat(s.precision()).isEqualTo(0.8);
            assertThat(s.recall()).isEqualTo(0.8);
            assertThat(s.usage()).hasValueSatisfying(u -> assertThat(u.requests()).isEqualTo(3));
            assertThat(s.candidateAlignments()).allMatch(a -> a.reason() == null);
            assertThat(s.provenance().parameters()).containsEntry("reasons", "false").containsEntry("retries", "2");
            assertThat(m.calls).hasSize(3);
        }
    }

    private static JudgeOption option(String judge, String name) {
        return Judges.provider(judge).options().stream().filter(o -> o.name().equals(name)).findFirst().orElseThrow();
    }
}
