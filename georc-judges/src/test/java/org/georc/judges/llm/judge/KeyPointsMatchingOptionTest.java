package org.georc.judges.llm.judge;

import org.georc.judges.llm.ScriptedModel;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.georc.core.ConfigurationException;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.result.ChainScore;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.Judges;
import org.georc.judges.embedding.WordBagEncoder;
import org.junit.jupiter.api.Test;

/** The paper's key-points judge keeps its plain ramp unless object matching is asked for. */
class KeyPointsMatchingOptionTest {
    /** An LLM that returns each statement's text (lower-cased, no final dot) as its one clause. */
    private static ScriptedModel echo() {
        return new ScriptedModel(m -> {
            String data = ScriptedModel.firstUser(m);
            int open = data.indexOf("<statement>");
            int close = data.indexOf("</statement>");
            String statement = open >= 0 && close > open ? data.substring(open + 11, close).strip() : "x";
            return "{\"clauses\": [\"" + statement.toLowerCase(java.util.Locale.ROOT).replaceAll("[.\"]", "") + "\"]}";
        });
    }

    private static ChainScore score(JudgeResources.Builder options) {
        try (Judge j = Judges.create("keypoints", options.languageModel(echo()).encoder(WordBagEncoder.constant()).build())) {
            return j.score(JudgeRequest.of(ReasoningChain.of("Thai script on a blue road sign."),
                    ReasoningChain.of("Flooded rice paddies beside the road.")));
        }
    }

    @Test
    void keyPointsIsThePlainRampByDefaultAndObjectAwareOnRequest() {
        // the constant encoder gives cosine 1: the plain ramp credits anything, object matching does not
        ChainScore plain = score(JudgeResources.builder());
        assertThat(plain.precision()).isEqualTo(1.0);
        assertThat(plain.provenance().parameters()).containsEntry("matching", "plain").containsEntry("conflicts", "off");
        ChainScore objects = score(JudgeResources.builder().option("matching", "objects"));
        assertThat(objects.precision()).isZero();
        assertThat(objects.provenance().parameters())
                .hasEntrySatisfying("matching", v -> assertThat(v).startsWith("objects("));
    }

    @Test
    void badMatchingValuesAreConfigurationErrors() {
        assertThatThrownBy(() -> Judges.create("keypoints", JudgeResources.builder().languageModel(echo())
                .encoder(WordBagEncoder.constant()).option("matching", "yes").build()))
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("option matching of judge \"keypoints\" must be one of objects, plain, got \"yes\"");
    }
}
