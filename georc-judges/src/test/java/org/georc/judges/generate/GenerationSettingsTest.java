package org.georc.judges.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.georc.core.ConfigurationException;
import org.georc.core.inputs.InputReader;
import org.georc.judges.categories.CategoryLabelling;
import org.junit.jupiter.api.Test;

/**
 * The one settings value of the generation runs: its defaults are every run's, its checks name
 * the Java setting, and a run refuses a setting it does not use instead of ignoring it.
 */
class GenerationSettingsTest {

    @Test
    void theDefaultsAreThoseEveryRunHadAndNoneIsGiven() {
        GenerationSettings s = GenerationSettings.defaults();
        assertThat(s.threads()).isEqualTo(4);
        assertThat(s.retries()).isEqualTo(2);
        assertThat(s.retryFailed()).isFalse();
        assertThat(s.seed()).isEqualTo(13);
        assertThat(s.temperature()).isZero();
        assertThat(s.maxNewTokens()).isEqualTo(1024);
        assertThat(s.given()).isEmpty();
        assertThat(GenerationSettings.builder().build().toString()).isEqualTo(s.toString());
    }

    @Test
    void theBuilderKeepsWhatWasSetAndRemembersWhichSettingsThoseWere() {
        List<String> seen = new ArrayList<>();
        GenerationSettings s = GenerationSettings.builder().threads(8).retries(0).retryFailed(true).seed(7)
                .temperature(0.7).maxNewTokens(64).messages(seen::add).build();
        s.messages().accept("hello");
        assertThat(seen).containsExactly("hello");
        assertThat(s.options().maxNewTokens()).isEqualTo(64);
        assertThat(s.options().temperature()).isEqualTo(0.7);
        assertThat(s.options().seed()).isEqualTo(7);
        assertThat(s.options().stopSequences()).isEmpty();
        assertThat(s.given()).containsExactly("threads", "retries", "retryFailed", "seed", "temperature",
                "maxNewTokens", "messages");
    }

    @Test
    void outOfRangeValuesAreRefusedInTheCallersWords() {
        assertThatThrownBy(() -> GenerationSettings.builder().threads(0).build())
                .isInstanceOf(ConfigurationException.class).hasMessage("`threads` must be >= 1, got 0");
        assertThatThrownBy(() -> GenerationSettings.builder().retries(-1).build())
                .isInstanceOf(ConfigurationException.class).hasMessage("`retries` must be >= 0, got -1");
        assertThatThrownBy(() -> GenerationSettings.builder().maxNewTokens(0).build())
                .isInstanceOf(ConfigurationException.class).hasMessage("`maxNewTokens` must be >= 1, got 0");
        assertThatThrownBy(() -> GenerationSettings.builder().temperature(-0.5).build())
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("`temperature` must be a finite number >= 0, got -0.5");
        assertThatThrownBy(() -> GenerationSettings.builder().temperature(Double.NaN).build())
                .isInstanceOf(ConfigurationException.class).hasMessageStartingWith("`temperature` must be");
        assertThatThrownBy(() -> GenerationSettings.builder().messages(null))
                .isInstanceOf(NullPointerException.class).hasMessage("messages");
    }

    @Test
    void moreThreadsThanAnyRunMayHoldAreRefusedWhenBuiltNotWhenTheRunStarts() {
        assertThat(GenerationSettings.builder().threads(GenerationSettings.MAX_THREADS).build().threads())
                .isEqualTo(1024);
        assertThatThrownBy(() -> GenerationSettings.builder().threads(5000).build())
                .isInstanceOf(ConfigurationException.class).hasMessage("`threads` must be <= 1024, got 5000");
        assertThatThrownBy(() -> GenerationSettings.builder().threads(1025).build())
                .isInstanceOf(ConfigurationException.class).hasMessage("`threads` must be <= 1024, got 1025");
    }

    @Test
    void theSamplingSettingsEnterTheFingerprintAsTheRunsAlwaysWroteThem() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("generator", "g");
        GenerationSettings.builder().temperature(0.5).maxNewTokens(300).seed(9).build().putSampling(m);
        assertThat(m).containsExactly(Map.entry("generator", "g"), Map.entry("temperature", "0.5"),
                Map.entry("max_new_tokens", "300"), Map.entry("seed", "9"));
        Map<String, String> d = new LinkedHashMap<>();
        GenerationSettings.defaults().putSampling(d);
        assertThat(d).containsExactly(Map.entry("temperature", "0.0"), Map.entry("max_new_tokens", "1024"),
                Map.entry("seed", "13"));
    }

    @Test
    void anExtractionNeedsRoomForTheReasoningAndSamplesGreedily() {
        assertThatThrownBy(() -> GtpredExtraction.builder()
                .settings(GenerationSettings.builder().maxNewTokens(63).build()).build())
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("`maxNewTokens` must be >= 64 for an extraction, got 63");
        assertThatThrownBy(() -> GtpredExtraction.builder()
                .settings(GenerationSettings.builder().seed(1).temperature(0.2).build()).build())
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("`seed`, `temperature` do not apply to an extraction: it samples greedily");
        assertThat(GtpredExtraction.builder().settings(GenerationSettings.builder().maxNewTokens(64).threads(2)
                .retries(0).retryFailed(true).build()).build()).isNotNull();
        assertThat(GtpredExtraction.builder().build()).isNotNull();
    }

    @Test
    void aCategoriesRunLeavesRetriesAndSamplingToItsCategoriser() {
        assertThatThrownBy(() -> CategoryLabelling.builder(Path.of("references.jsonl"))
                .settings(GenerationSettings.builder().retries(3).build()).build())
                .isInstanceOf(ConfigurationException.class)
                .hasMessageStartingWith("`retries` does not apply to a categories run: the categoriser asks");
        assertThatThrownBy(() -> CategoryLabelling.builder(Path.of("references.jsonl"))
                .settings(GenerationSettings.builder().threads(0).build()))
                .isInstanceOf(ConfigurationException.class).hasMessage("`threads` must be >= 1, got 0");
        assertThat(CategoryLabelling.builder(Path.of("references.jsonl")).settings(GenerationSettings.builder()
                .threads(2).retryFailed(true).messages(m -> { }).build()).build()).isNotNull();
    }

    @Test
    void theGenerationRunsTakeTheSameValue() {
        GenerationSettings s = GenerationSettings.builder().threads(3).build();
        assertThat(LlmBaseline.builder(ChainGenerator.Kind.HALLUCINATED, InputReader.builder().build()).settings(s)
                .build().name()).isEqualTo("hallucinated");
        assertThat(GtpredResponses.builder(Path.of("truth.jsonl"), "vlm").settings(s).build()).isNotNull();
        assertThat(CandidateGeneration.builder(Path.of("references.jsonl"), "vlm").output(Path.of("out.jsonl"))
                .settings(s).build()).isNotNull();
        assertThatThrownBy(() -> LlmBaseline.builder(ChainGenerator.Kind.PARAPHRASED, InputReader.builder().build())
                .settings(null)).isInstanceOf(NullPointerException.class).hasMessage("settings");
    }
}
