package org.georc.metrics;

import java.util.OptionalDouble;
import org.apache.commons.math3.stat.correlation.KendallsCorrelation;
import org.apache.commons.math3.stat.correlation.PearsonsCorrelation;
import org.apache.commons.math3.stat.correlation.SpearmansCorrelation;

/**
 * Agreement between a judge's scores and human grades of the same items (paired arrays).
 *
 * <p>Correlations are undefined when either side is constant; they then return an empty
 * {@link OptionalDouble} rather than NaN.
 */
public final class Agreement {
    private Agreement() {
    }

    /**
     * Mean absolute error {@code (1/n) sum |a_i - b_i|}, the paper's judge-selection metric.
     *
     * @throws IllegalArgumentException for empty or unequal arrays, or non-finite values
     */
    public static double meanAbsoluteError(double[] judge, double[] human) {
        check(judge, human, 1);
        double s = 0.0;
        for (int i = 0; i < judge.length; i++) {
            s += Math.abs(judge[i] - human[i]);
        }
        return s / judge.length;
    }

    /** Pearson's linear correlation; empty when fewer than 2 pairs or a constant side. */
    public static OptionalDouble pearson(double[] judge, double[] human) {
        check(judge, human, 0);
        if (judge.length < 2) {
            return OptionalDouble.empty();
        }
        return finite(new PearsonsCorrelation().correlation(judge, human));
    }

    /** Spearman's rank correlation (average ranks for ties); empty when undefined. */
    public static OptionalDouble spearman(double[] judge, double[] human) {
        check(judge, human, 0);
        if (judge.length < 2) {
            return OptionalDouble.empty();
        }
        return finite(new SpearmansCorrelation().correlation(judge, human));
    }

    /** Kendall's tau-b (tie-corrected); empty when undefined. */
    public static OptionalDouble kendall(double[] judge, double[] human) {
        check(judge, human, 0);
        if (judge.length < 2) {
            return OptionalDouble.empty();
        }
        return finite(new KendallsCorrelation().correlation(judge, human));
    }

    private static OptionalDouble finite(double v) {
        return Double.isFinite(v) ? OptionalDouble.of(v) : OptionalDouble.empty();
    }

    private static void check(double[] a, double[] b, int minLength) {
        Checks.sameLength(a, b, "agreement");
        Checks.allFinite(a, "judge");
        Checks.allFinite(b, "human");
        if (a.length < minLength) {
            throw new IllegalArgumentException("agreement needs at least " + minLength + " pair(s)");
        }
    }
}
