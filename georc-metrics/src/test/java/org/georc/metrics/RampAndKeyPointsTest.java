package org.georc.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class RampAndKeyPointsTest {

    @Test
    void rampIsZeroBelowOneAboveAndLinearBetween() {
        assertThat(Ramp.ramp(0.40, 0.40, 0.55)).isZero();
        assertThat(Ramp.ramp(0.10, 0.40, 0.55)).isZero();
        assertThat(Ramp.ramp(0.55, 0.40, 0.55)).isEqualTo(1.0);
        assertThat(Ramp.ramp(0.90, 0.40, 0.55)).isEqualTo(1.0);
        // (0.475 - 0.40) / (0.55 - 0.40) = 0.075 / 0.15 = 0.5
        assertThat(Ramp.ramp(0.475, 0.40, 0.55)).isCloseTo(0.5, within(1e-12));
    }

    @Test
    void rampRejectsInvertedThresholds() {
        assertThatThrownBy(() -> Ramp.ramp(0.5, 0.55, 0.40)).hasMessageContaining("lo < hi");
        assertThatThrownBy(() -> Ramp.ramp(0.5, 0.5, 0.5)).hasMessageContaining("lo < hi");
        assertThatThrownBy(() -> Ramp.ramp(Double.NaN, 0.4, 0.5)).hasMessageContaining("similarity");
    }

    @Test
    void clauseWeightsAreOneOverKOverNAndIdenticalClausesMerge() {
        // statement 0: 2 clauses -> 1/2/3 = 1/6 each; statement 1: 1 clause -> 1/3;
        // statement 2: 3 clauses -> 1/9 each, one of which repeats statement 1's clause
        WeightedClauses w = WeightedClauses.of(List.of(
                List.of("white bollards", "black cap"),
                List.of("yellow center line"),
                List.of("yellow center line", "red roofs", "pine trees")));
        assertThat(w.texts()).containsExactly("white bollards", "black cap", "yellow center line",
                "red roofs", "pine trees");
        assertThat(w.weights()).containsExactly(new double[] {1.0 / 6, 1.0 / 6, 1.0 / 3 + 1.0 / 9, 1.0 / 9, 1.0 / 9},
                within(1e-12));
        assertThat(w.totalWeight()).isCloseTo(1.0, within(1e-12));
        assertThat(w.statements()).containsExactly(0, 0, 1, 2, 2);
    }

    @Test
    void statementsWithoutClausesKeepTheirShareOfTheDenominator() {
        // 2 statements, only one yields a clause: its weight is 1/1/2 = 0.5
        WeightedClauses w = WeightedClauses.of(List.of(List.of("stone walls"), List.of()));
        assertThat(w.weights()).containsExactly(0.5);
    }

    @Test
    void statementsWithoutClausesCanBeLeftOutOfTheDenominator() {
        // 3 statements, one yields nothing: n counts the other two, so the weights sum to 1
        WeightedClauses w = WeightedClauses.of(List.of(List.of("stone walls"), List.of(),
                List.of("red roofs", "pine trees")), false);
        assertThat(w.weights()).containsExactly(new double[] {0.5, 0.25, 0.25}, within(1e-12));
        assertThat(w.statements()).containsExactly(0, 2, 2);
        assertThat(WeightedClauses.of(List.of(List.of(), List.of()), false).size()).isZero();
    }

    @Test
    void keyPointPrecisionIsTheWeightedBestRamp() {
        // candidate: 2 clauses (weights 0.5, 0.5); reference: 1 clause (weight 1)
        // 2-d unit vectors: c0 = (1,0), c1 = (0.6,0.8), r0 = (1,0)
        // cos(c0,r0) = 1 -> ramp 1 ; cos(c1,r0) = 0.6 -> ramp 1 with hi 0.55 ... use lo=0.5, hi=0.7:
        // ramp(1) = 1, ramp(0.6) = (0.6-0.5)/0.2 = 0.5
        // P = 0.5*1 + 0.5*0.5 = 0.75 ; R = 1 * max(ramp(1), ramp(0.6)) = 1
        WeightedClauses cand = WeightedClauses.of(List.of(List.of("a"), List.of("b")));
        WeightedClauses ref = WeightedClauses.of(List.of(List.of("c")));
        float[] c = {1f, 0f, 0.6f, 0.8f};
        float[] r = {1f, 0f};
        BestMatches m = CosineKernel.bestMatches(c, 2, r, 1, 2, 0.5, 0.7);
        Prf prf = KeyPointScoring.score(cand, ref, m);
        assertThat(prf.precision()).isCloseTo(0.75, within(1e-6));
        assertThat(prf.recall()).isCloseTo(1.0, within(1e-6));
        // F1 = 2 * 0.75 * 1 / 1.75 = 0.857142...
        assertThat(prf.f1()).isCloseTo(1.5 / 1.75, within(1e-6));
        assertThat(m.columnMatch(0)).isZero();
    }

    @Test
    void emptyChainsScoreZero() {
        WeightedClauses empty = WeightedClauses.of(List.of());
        WeightedClauses one = WeightedClauses.of(List.of(List.of("x")));
        BestMatches m = CosineKernel.bestMatches(new float[0], 0, new float[] {1f}, 1, 1, 0.4, 0.55);
        Prf prf = KeyPointScoring.score(empty, one, m);
        assertThat(prf.precision()).isZero();
        assertThat(prf.recall()).isZero();
        assertThat(m.columnMatch(0)).isEqualTo(-1);
    }

    @Test
    void weightedCreditMultipliesAndSums() {
        // 0.2*1 + 0.3*0.5 + 0.5*0 = 0.35
        assertThat(KeyPointScoring.weightedCredit(new double[] {0.2, 0.3, 0.5}, new double[] {1, 0.5, 0}))
                .isCloseTo(0.35, within(1e-12));
        assertThatThrownBy(() -> KeyPointScoring.weightedCredit(new double[] {0.9, 0.9}, new double[] {1, 1}))
                .hasMessageContaining("sum to at most 1");
    }
}
