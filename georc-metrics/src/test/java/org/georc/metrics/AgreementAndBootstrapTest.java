package org.georc.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class AgreementAndBootstrapTest {

    @Test
    void maeIsTheMeanAbsoluteDifference() {
        // |0.1-0.2| + |0.5-0.5| + |0.9-0.6| = 0.1 + 0 + 0.3 = 0.4 ; / 3
        assertThat(Agreement.meanAbsoluteError(new double[] {0.1, 0.5, 0.9}, new double[] {0.2, 0.5, 0.6}))
                .isCloseTo(0.4 / 3, within(1e-12));
        assertThatThrownBy(() -> Agreement.meanAbsoluteError(new double[0], new double[0]))
                .hasMessageContaining("at least 1");
        assertThatThrownBy(() -> Agreement.meanAbsoluteError(new double[] {1}, new double[] {1, 2}))
                .hasMessageContaining("same length");
    }

    @Test
    void correlationsOfAPerfectMonotoneRelation() {
        double[] judge = {1, 2, 3, 4};
        double[] human = {2, 4, 6, 8};
        assertThat(Agreement.pearson(judge, human).getAsDouble()).isCloseTo(1.0, within(1e-12));
        assertThat(Agreement.spearman(judge, human).getAsDouble()).isCloseTo(1.0, within(1e-12));
        assertThat(Agreement.kendall(judge, human).getAsDouble()).isCloseTo(1.0, within(1e-12));
    }

    @Test
    void correlationsHandComputed() {
        // x = (1,2,3), y = (1,3,2): means 2 and 2; cov sum = (-1)(-1)+0*1+1*0 = 1;
        // sx^2 sum = 2, sy^2 sum = 2 -> r = 1/2
        double[] x = {1, 2, 3};
        double[] y = {1, 3, 2};
        assertThat(Agreement.pearson(x, y).getAsDouble()).isCloseTo(0.5, within(1e-12));
        // ranks equal values -> spearman 0.5 too
        assertThat(Agreement.spearman(x, y).getAsDouble()).isCloseTo(0.5, within(1e-12));
        // pairs: (1,2) concordant, (1,3) concordant, (2,3) discordant -> (2-1)/3
        assertThat(Agreement.kendall(x, y).getAsDouble()).isCloseTo(1.0 / 3, within(1e-12));
    }

    @Test
    void correlationOfAConstantSideIsUndefinedNotNaN() {
        assertThat(Agreement.pearson(new double[] {1, 1, 1}, new double[] {1, 2, 3})).isEmpty();
        assertThat(Agreement.spearman(new double[] {1}, new double[] {1})).isEmpty();
    }

    @Test
    void bootstrapIsReproducibleAndBracketsTheMean() {
        double[] values = {0.1, 0.4, 0.35, 0.8, 0.5, 0.65, 0.2, 0.9};
        ConfidenceInterval a = Bootstrap.meanInterval(values);
        ConfidenceInterval b = Bootstrap.meanInterval(values);
        assertThat(a).isEqualTo(b);
        // mean = 3.9 / 8 = 0.4875
        assertThat(a.estimate()).isCloseTo(0.4875, within(1e-12));
        assertThat(a.lower()).isLessThan(a.estimate()).isGreaterThanOrEqualTo(0.1);
        assertThat(a.upper()).isGreaterThan(a.estimate()).isLessThanOrEqualTo(0.9);
        ConfidenceInterval single = Bootstrap.meanInterval(new double[] {0.3});
        assertThat(single.lower()).isEqualTo(0.3);
        assertThat(single.upper()).isEqualTo(0.3);
        assertThatThrownBy(() -> Bootstrap.meanInterval(new double[0])).hasMessageContaining("at least one");
    }
}
