package org.georc.core.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ModelGroupTest {
    @Test
    void expertPairsAndThePooledRowAreHumanExperts() {
        assertThat(ModelGroup.of("expert-1-vs-3")).isEqualTo(ModelGroup.HUMAN_EXPERT);
        assertThat(ModelGroup.of("human-expert-average")).isEqualTo(ModelGroup.HUMAN_EXPERT);
    }

    @Test
    void thePapersBaselinesAreBaselines() {
        assertThat(ModelGroup.of("hallucinated")).isEqualTo(ModelGroup.BASELINE);
        assertThat(ModelGroup.of("paraphrased")).isEqualTo(ModelGroup.BASELINE);
        assertThat(ModelGroup.of("random-hallucinated")).isEqualTo(ModelGroup.BASELINE);
    }

    @Test
    void everyOtherModelIsAVlmEvenWhenABaselineWordIsInside() {
        assertThat(ModelGroup.of("gpt-4o")).isEqualTo(ModelGroup.VLM);
        assertThat(ModelGroup.of("randomforest")).isEqualTo(ModelGroup.VLM);
        assertThat(ModelGroup.of("qwen-hallucinated")).isEqualTo(ModelGroup.VLM);
        assertThat(ModelGroup.VLM.label()).isEqualTo("VLM");
    }
}
