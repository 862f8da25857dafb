package org.georc.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class OneToAllTest {

    @Test
    void precisionAndRecallAreMeansOfStatementScores() {
        // P = (0.9 + 0.5 + 0.1) / 3 = 0.5 ; R = (1.0 + 0.0) / 2 = 0.5 ; F1 = 0.5
        Prf prf = OneToAll.aggregate(new double[] {0.9, 0.5, 0.1}, new double[] {1.0, 0.0});
        assertThat(prf.precision()).isCloseTo(0.5, within(1e-12));
        assertThat(prf.recall()).isCloseTo(0.5, within(1e-12));
        assertThat(prf.f1()).isCloseTo(0.5, within(1e-12));
    }

    @Test
    void anEmptyChainEarnsZeroNotNaN() {
        assertThat(OneToAll.mean(new double[0])).isZero();
        assertThat(OneToAll.aggregate(new double[0], new double[] {1.0}).f1()).isZero();
    }

    @Test
    void percentAnswersMapToUnitInterval() {
        assertThat(OneToAll.fromPercent(75)).isEqualTo(0.75);
        assertThat(OneToAll.fromPercent(0)).isZero();
        assertThatThrownBy(() -> OneToAll.fromPercent(101)).hasMessageContaining("[0, 100]");
        assertThatThrownBy(() -> OneToAll.mean(new double[] {0.2, Double.NaN}))
                .hasMessageContaining("scores[1]");
    }
}
