package org.georc.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class PrecisionRecallTest {

    @Test
    void f1IsTheHarmonicMean() {
        // 2 * 0.5 * 0.25 / (0.5 + 0.25) = 0.25 / 0.75 = 1/3
        assertThat(PrecisionRecall.f1(0.5, 0.25)).isCloseTo(1.0 / 3.0, within(1e-12));
        // 2 * 0.8 * 0.6 / 1.4 = 0.96 / 1.4 = 0.685714...
        assertThat(PrecisionRecall.f1(0.8, 0.6)).isCloseTo(0.96 / 1.4, within(1e-12));
    }

    @Test
    void f1IsZeroWhenPrecisionAndRecallAreBothZero() {
        assertThat(PrecisionRecall.f1(0.0, 0.0)).isZero();
        assertThat(PrecisionRecall.f1(0.0, 1.0)).isZero();
    }

    @Test
    void f1RejectsNaNInfinityAndOutOfRangeWithTheArgumentName() {
        assertThatThrownBy(() -> PrecisionRecall.f1(Double.NaN, 0.5))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("precision");
        assertThatThrownBy(() -> PrecisionRecall.f1(0.5, Double.POSITIVE_INFINITY))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("recall");
        assertThatThrownBy(() -> PrecisionRecall.f1(1.2, 0.5))
                .hasMessageContaining("[0, 1]");
    }

    @Test
    void setPrecisionAndRecallCountItemsAndTreatEmptyDenominatorsAsZero() {
        assertThat(PrecisionRecall.precision(3, 4)).isEqualTo(0.75);
        assertThat(PrecisionRecall.recall(3, 6)).isEqualTo(0.5);
        assertThat(PrecisionRecall.precision(0, 0)).isZero();
        assertThatThrownBy(() -> PrecisionRecall.recall(5, 4)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void prfComputesF1AndValidates() {
        Prf prf = Prf.of(1.0, 0.5);
        // 2 * 1 * 0.5 / 1.5 = 2/3
        assertThat(prf.f1()).isCloseTo(2.0 / 3.0, within(1e-12));
        assertThatThrownBy(() -> new Prf(0.5, 0.5, Double.NaN)).hasMessageContaining("f1");
    }
}
