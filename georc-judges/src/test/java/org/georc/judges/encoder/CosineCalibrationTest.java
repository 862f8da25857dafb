package org.georc.judges.encoder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.georc.core.ConfigurationException;
import org.georc.core.ModelException;
import org.georc.core.spi.SentenceEncoder;
import org.junit.jupiter.api.Test;

class CosineCalibrationTest {

    @Test
    void quantileMatchingMapsACompressedScaleBackOntoTheReference() {
        Random random = new Random(7);
        int n = 5000;
        float[] reference = new float[n];
        float[] own = new float[n];
        for (int i = 0; i < n; i++) {
            reference[i] = (float) Math.max(-0.3, Math.min(0.99, 0.15 + 0.2 * random.nextGaussian()));
            // a model whose cosines crowd high: same order, squeezed into [0.5, 1]
            own[i] = 0.5f + 0.5f * reference[i] * reference[i] * Math.signum(reference[i]) * 0.5f + 0.25f;
        }
        CosineCalibration cal = CosineCalibration.fit(own, reference);
        int checked = 0;
        for (int i = 0; i < n; i += 37) {
            if (reference[i] > -0.15 && reference[i] < 0.7) { // inside the knots (the tails are extrapolated)
                assertThat(cal.apply(own[i])).isCloseTo(reference[i], within(0.03));
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(100);
    }

    @Test
    void theMapRisesAndKeepsTheEnds() {
        CosineCalibration cal = CosineCalibration.of(new double[] {0.5, 0.8}, new double[] {0.1, 0.6});
        assertThat(cal.apply(-1)).isEqualTo(-1);
        assertThat(cal.apply(1)).isEqualTo(1);
        assertThat(cal.apply(0.65)).isCloseTo(0.35, within(1e-9));
        double last = -1;
        for (double c = -1; c <= 1; c += 0.01) {
            assertThat(cal.apply(c)).isGreaterThanOrEqualTo(last);
            last = cal.apply(c);
        }
        assertThat(CosineCalibration.identity().apply(0.42)).isEqualTo(0.42);
    }

    @Test
    void knotsSurviveWritingAndReading() {
        CosineCalibration cal = CosineCalibration.of(new double[] {0.5, 0.8}, new double[] {0.1, 0.6});
        CosineCalibration back = read("# knots\n" + cal.write(), "x.calibration");
        assertThat(back.apply(0.7)).isCloseTo(cal.apply(0.7), within(1e-4));
    }

    @Test
    void aBadKnotIsNamedByFileAndLine() {
        assertThatThrownBy(() -> read("# header\n0.5 0.1\n0.4 0.2\n", "bad.calibration"))
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("bad.calibration:3");
        assertThatThrownBy(() -> read("0.5\n", "short.calibration"))
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("short.calibration:1");
    }

    @Test
    void theShippedCalibrationsLoadAndLowerTheCompressedScales() {
        for (ModelSource s : List.of(ModelSource.embeddedBgeSmall(), ModelSource.embeddedE5Small())) {
            CosineCalibration cal = EncoderChoice.calibration(s);
            assertThat(cal.isIdentity()).isFalse();
            // both models rate unrelated sentences far above MiniLM's scale: calibrated, a middling cosine drops
            assertThat(cal.apply(0.7)).isLessThan(0.7);
        }
        assertThat(EncoderChoice.calibration(ModelSource.embeddedMiniLm()).isIdentity()).isTrue();
    }

    @Test
    void anEnsembleAveragesTheCalibratedCosinesOfItsMembers() {
        SentenceEncoder first = fixed(new float[] {1, 0}, new float[] {0.6f, 0.8f});
        SentenceEncoder second = fixed(new float[] {0, 1}, new float[] {0, 1});
        CosineCalibration halve = CosineCalibration.of(new double[] {0}, new double[] {-0.5});
        try (CalibratedEncoder e = CalibratedEncoder.of(List.of(
                new CalibratedEncoder.Member(first, CosineCalibration.identity(), false),
                new CalibratedEncoder.Member(second, halve, false)))) {
            float[] v = e.encode(List.of("a", "b"));
            assertThat(e.dimension()).isEqualTo(4);
            float[] a = java.util.Arrays.copyOfRange(v, 0, 4);
            float[] b = java.util.Arrays.copyOfRange(v, 4, 8);
            // raw cosines 0.6 and 1: the plain dot product of the concatenation is their mean
            double dot = 0;
            for (int k = 0; k < 4; k++) {
                dot += a[k] * b[k];
            }
            assertThat(dot).isCloseTo(0.8, within(1e-6));
            // calibrated: 0.6 stays, 1 stays 1 (an end): mean 0.8; then a pair the second member calls 0
            assertThat(e.similarity(a, 1, b, 1)[0]).isCloseTo(0.8f, within(1e-6f));
            float[] c = {0.6f / (float) Math.sqrt(2), 0.8f / (float) Math.sqrt(2), 1 / (float) Math.sqrt(2), 0};
            assertThat(e.similarity(b, 1, c, 1)[0]).isCloseTo((1f + -0.5f) / 2, within(1e-6f));
        }
    }

    @Test
    void aMissingWeightsArtifactIsNamedWithItsCoordinates() {
        ModelSource absent = ModelSource.optionalEmbedded("some/model", "no-such-model", "org.example:weights:1.0",
                Pooling.CLS, "");
        assertThat(absent.isAvailable()).isFalse();
        assertThatThrownBy(absent::weightsSha256).isInstanceOf(ModelException.class)
                .hasMessageContaining("org.example:weights:1.0").hasMessageContaining("optional dependency");
        assertThat(ModelSource.embeddedBgeSmall().isAvailable()).isTrue();
    }

    @Test
    void anUnknownEncoderNameListsTheChoices() {
        assertThatThrownBy(() -> EncoderChoice.named("gpt")).isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("minilm+bge-small");
        assertThat(EncoderChoice.named(" E5-Small ")).isEqualTo(EncoderChoice.E5_SMALL);
        SentenceEncoder given = fixed(new float[] {1, 0}, new float[] {0, 1});
        assertThat(EncoderChoice.MINILM.open(Optional.of(given))).isEqualTo(new EncoderChoice.Opened(given, false));
    }

    private static CosineCalibration read(String text, String name) {
        return CosineCalibration.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), name);
    }

    /** An encoder that gives "a" and "b" fixed unit vectors. */
    private static SentenceEncoder fixed(float[] a, float[] b) {
        return new SentenceEncoder() {
            @Override
            public int dimension() {
                return 2;
            }

            @Override
            public String modelId() {
                return "fixed";
            }

            @Override
            public float[] encode(List<String> texts) {
                float[] out = new float[texts.size() * 2];
                for (int i = 0; i < texts.size(); i++) {
                    System.arraycopy(texts.get(i).equals("a") ? a : b, 0, out, i * 2, 2);
                }
                return out;
            }
        };
    }
}
