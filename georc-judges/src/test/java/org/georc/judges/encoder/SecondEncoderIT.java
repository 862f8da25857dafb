package org.georc.judges.encoder;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.georc.core.spi.SentenceEncoder;
import org.junit.jupiter.api.Test;

/** The optional embedded encoders load, pool as their models were trained, and rank a paraphrase first. */
class SecondEncoderIT {
    private static final List<String> TEXTS = List.of(
            "white bollards with black caps line the road",
            "the roadside posts are white with black tops",
            "the license plates are yellow at the back");

    @Test
    void bgeSmallAndE5SmallRankAParaphraseAboveAnUnrelatedSentenceRawAndCalibrated() {
        for (EncoderChoice choice : List.of(EncoderChoice.BGE_SMALL, EncoderChoice.E5_SMALL)) {
            try (SentenceEncoder e = choice.open(Optional.empty()).encoder()) {
                assertThat(e).isInstanceOf(CalibratedEncoder.class);
                CalibratedEncoder ce = (CalibratedEncoder) e;
                float[] v = ce.encode(TEXTS);
                int d = ce.dimension();
                assertThat(d).isEqualTo(384);
                float[] sim = ce.similarity(java.util.Arrays.copyOfRange(v, 0, d), 1,
                        java.util.Arrays.copyOfRange(v, d, 3 * d), 2);
                assertThat(sim[0]).as(choice + " calibrated").isGreaterThan(sim[1] + 0.2f);
                double rawPara = dot(v, 0, d, d);
                double rawOther = dot(v, 0, 2 * d, d);
                assertThat(rawPara).as(choice + " raw").isGreaterThan(rawOther);
                // the calibration lowers the compressed raw scale of an unrelated pair towards MiniLM's
                assertThat(sim[1]).isLessThan((float) rawOther);
            }
        }
    }

    @Test
    void bothPoolAsLangchain4jsOwnEncodersOfTheSameWeights() {
        // langchain4j's models: CLS pooling for bge, mean pooling for e5 (which leaves the prefix to the caller)
        List<dev.langchain4j.model.embedding.EmbeddingModel> peers = List.of(
                new dev.langchain4j.model.embedding.onnx.bgesmallenv15.BgeSmallEnV15EmbeddingModel(),
                new dev.langchain4j.model.embedding.onnx.e5smallv2.E5SmallV2EmbeddingModel());
        List<ModelSource> sources = List.of(ModelSource.embeddedBgeSmall(), ModelSource.embeddedE5Small());
        for (int m = 0; m < 2; m++) {
            try (OnnxSentenceEncoder ours = OnnxSentenceEncoder.builder().source(sources.get(m)).build()) {
                for (String t : TEXTS.subList(0, 2)) {
                    float[] peer = peers.get(m).embed(dev.langchain4j.data.segment.TextSegment.from(
                            sources.get(m).textPrefix() + t)).content().vector();
                    float[] own = ours.encode(t);
                    double dot = 0;
                    double norm = 0;
                    for (int k = 0; k < own.length; k++) {
                        dot += own[k] * peer[k];
                        norm += peer[k] * peer[k];
                    }
                    assertThat(dot / Math.sqrt(norm)).as(ours.modelId() + ": " + t).isGreaterThan(0.9999);
                }
            }
        }
    }

    @Test
    void theEnsembleReusesTheCallersMiniLmAndLeavesItOpen() {
        try (OnnxSentenceEncoder minilm = OnnxSentenceEncoder.builder().build()) {
            try (SentenceEncoder e = EncoderChoice.MINILM_BGE_SMALL.open(Optional.of(minilm)).encoder()) {
                assertThat(e.dimension()).isEqualTo(768);
                assertThat(e.modelId()).startsWith(ModelSource.MINILM_ID).contains(ModelSource.BGE_SMALL_ID);
                assertThat(e.weightsSha256()).isPresent();
            }
            assertThat(minilm.encode("still open")).hasSize(384);
        }
    }

    private static double dot(float[] v, int a, int b, int d) {
        double s = 0;
        for (int k = 0; k < d; k++) {
            s += v[a + k] * v[b + k];
        }
        return s;
    }
}
