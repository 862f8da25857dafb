package org.georc.judges;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.georc.core.ConfigurationException;
import org.georc.core.gtpred.LevelMatcher;
import org.georc.core.gtpred.Location;
import org.georc.core.gtpred.ReasoningRater;
import org.georc.core.spi.VisionLanguageModel;
import org.georc.judges.llm.ScriptedModel;
import org.junit.jupiter.api.Test;

/**
 * The exported way to the built-in OpenAI-compatible client and to GTPred's LLM rater and level
 * matcher: what the internal classes do, reached from {@code org.georc.judges} alone.
 */
class ExportedModelsTest {

    @Test
    void anOpenAiCompatibleClientIsOpenedWithoutContactingTheServer() {
        try (VisionLanguageModel llm = LanguageModels.openAiCompatible().baseUrl("http://127.0.0.1:9/v1")
                .model("Qwen/Qwen3-4B-Instruct-2507").maxRetries(0).connectTimeout(Duration.ofSeconds(2))
                .timeout(Duration.ofSeconds(5)).maxConcurrency(2).build()) {
            assertThat(llm.modelId()).contains("Qwen/Qwen3-4B-Instruct-2507");
        }
        try (VisionLanguageModel fleet = LanguageModels.openAiCompatible()
                .baseUrls(List.of("http://127.0.0.1:9/v1", "http://127.0.0.1:10/v1")).model("m").build()) {
            assertThat(fleet.modelId()).contains("m");
        }
    }

    @Test
    void aClientWithoutUrlOrModelOrWithAnUnsetKeyVariableIsRefused() {
        assertThatThrownBy(() -> LanguageModels.openAiCompatible().model("m").build())
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("needs a base URL and a model name");
        assertThatThrownBy(() -> LanguageModels.openAiCompatible().baseUrl("http://127.0.0.1:9/v1").build())
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("needs a base URL and a model name");
        assertThatThrownBy(() -> LanguageModels.openAiCompatible().baseUrl("http://127.0.0.1:9/v1").model("m")
                .maxRetries(-1).build()).isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("maxRetries must be >= 0");
        assertThatThrownBy(() -> LanguageModels.openAiCompatible().baseUrl("http://127.0.0.1:9/v1").model("m")
                .apiKeyEnv("GEORC_TEST_KEY_THAT_IS_NEVER_SET").build()).isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("GEORC_TEST_KEY_THAT_IS_NEVER_SET").hasMessageContaining("`apiKeyEnv`");
    }

    @Test
    void theReasoningRaterAndLevelMatcherAreThoseGtpredScoresWith() {
        ScriptedModel llm = new ScriptedModel(m -> m.get(0).content().contains("when a photo was taken")
                ? "{\"rating\": 7, \"reason\": \"same car models\"}"
                : "{\"verdict\": true, \"reason\": \"the same state\"}");
        ReasoningRater rater = GtpredJudges.reasoningRater(llm, 1);
        assertThat(rater.rate(ReasoningRater.Aspect.YEAR, "Boxy Volvos.", "Volvo 240s."))
                .isEqualTo(new ReasoningRater.Rating(7, "same car models"));
        LevelMatcher matcher = GtpredJudges.levelMatcher(llm, 1);
        assertThat(matcher.match(Location.Level.STATE, "New York", "NY", Location.of("US", "New York", null, null))
                .same()).isTrue();
        assertThatThrownBy(() -> GtpredJudges.reasoningRater(llm, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("retries must be >= 0, got -1");
        assertThatThrownBy(() -> GtpredJudges.levelMatcher(llm, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("retries must be >= 0, got -1");
    }
}
