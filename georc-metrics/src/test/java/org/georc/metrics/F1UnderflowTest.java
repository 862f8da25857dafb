package org.georc.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class F1UnderflowTest {
    @Test
    void tinyEqualPrecisionAndRecallGiveThatValueNotZero() {
        double tiny = 1e-322;
        assertThat(PrecisionRecall.f1(tiny, tiny)).isEqualTo(tiny);
        assertThat(PrecisionRecall.f1(1e-160, 1e-160)).isEqualTo(1e-160);
    }

    @Test
    void f1OfTinyValuesStaysBetweenTheirMinimumAndMaximum() {
        double f = PrecisionRecall.f1(1e-300, 3e-300);
        assertThat(f).isBetween(1e-300, 3e-300);
    }

    @Test
    void ordinaryValuesAreUnchanged() {
        assertThat(PrecisionRecall.f1(0.5, 0.25)).isEqualTo(2.0 * 0.5 * 0.25 / 0.75);
    }
}
