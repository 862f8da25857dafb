package org.georc.metrics;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.ToDoubleFunction;

/**
 * Percentile bootstrap confidence intervals with a fixed seed, so that reports are
 * reproducible run to run.
 */
public final class Bootstrap {
    /** Default number of resamples. */
    public static final int DEFAULT_RESAMPLES = 2000;
    /** Default seed. */
    public static final long DEFAULT_SEED = 20260101L;

    private Bootstrap() {
    }

    /** Statistic of a resample given as indices into the original sample. */
    @FunctionalInterface
    public interface IndexStatistic {
        /**
         * @param indices indices of the resample (with repetitions), length n
         * @return the statistic, which must be finite
         */
        double apply(int[] indices);
    }

    /** 95% interval of the mean with the default resamples and seed. */
    public static ConfidenceInterval meanInterval(double[] values) {
        return percentile(values, Bootstrap::mean, DEFAULT_RESAMPLES, 0.95, DEFAULT_SEED);
    }

    /**
     * Percentile bootstrap of a statistic of one sample: resample {@code values} with
     * replacement {@code resamples} times, evaluate the statistic, and take the
     * {@code (1-level)/2} and {@code (1+level)/2} quantiles (lower empirical quantile, no
     * interpolation).
     *
     * <p>Edge case: a single value gives the degenerate interval [v, v].
     *
     * @throws IllegalArgumentException for an empty sample, non-finite values, fewer than 1
     *                                  resample or a level outside (0, 1)
     */
    public static ConfidenceInterval percentile(double[] values, ToDoubleFunction<double[]> statistic,
                                                int resamples, double level, long seed) {
        Checks.allFinite(values, "values");
        double[] sample = new double[values.length];
        return indexed(values.length, idx -> {
            for (int k = 0; k < idx.length; k++) {
                sample[k] = values[idx[k]];
            }
            return statistic.applyAsDouble(sample);
        }, statistic.applyAsDouble(values.clone()), resamples, level, seed);
    }

    /**
     * Percentile bootstrap over paired data: the resample is a list of indices, so the caller
     * can resample several parallel arrays together (judge scores with human grades).
     *
     * <p>A statistic may be undefined (NaN) on some resamples, as a correlation is on a
     * resample whose values are all equal; those resamples are left out. If more than half are
     * undefined the interval is refused.
     *
     * @param n         sample size, at least 1
     * @param statistic statistic of a resample
     * @param estimate  the statistic on the full sample
     */
    public static ConfidenceInterval indexed(int n, IndexStatistic statistic, double estimate,
                                             int resamples, double level, long seed) {
        if (n < 1) {
            throw new IllegalArgumentException("bootstrap needs at least one value");
        }
        if (resamples < 1) {
            throw new IllegalArgumentException("resamples must be >= 1, got " + resamples);
        }
        if (!(level > 0 && level < 1)) {
            throw new IllegalArgumentException("level must lie in (0, 1), got " + level);
        }
        Checks.finite(estimate, "estimate");
        SplittableRandom random = new SplittableRandom(seed);
        double[] stats = new double[resamples];
        int[] idx = new int[n];
        int defined = 0;
        for (int r = 0; r < resamples; r++) {
            for (int k = 0; k < n; k++) {
                idx[k] = random.nextInt(n);
            }
            double v = statistic.apply(idx);
            if (Double.isInfinite(v)) {
                throw new IllegalArgumentException("bootstrap statistic is infinite");
            }
            if (!Double.isNaN(v)) {
                stats[defined++] = v;
            }
        }
        if (defined * 2 < resamples) {
            throw new IllegalArgumentException("the statistic is undefined on " + (resamples - defined) + " of "
                    + resamples + " resamples");
        }
        stats = Arrays.copyOf(stats, defined);
        resamples = defined;
        Arrays.sort(stats);
        double alpha = (1.0 - level) / 2.0;
        double lower = stats[quantileIndex(alpha, resamples)];
        double upper = stats[quantileIndex(1.0 - alpha, resamples)];
        return new ConfidenceInterval(estimate, Math.min(lower, upper), Math.max(lower, upper), level);
    }

    private static int quantileIndex(double q, int size) {
        int i = (int) Math.floor(q * (size - 1));
        return Math.max(0, Math.min(size - 1, i));
    }

    /** @return the arithmetic mean (0 for an empty array) */
    public static double mean(double[] values) {
        if (values.length == 0) {
            return 0.0;
        }
        double s = 0.0;
        for (double v : values) {
            s += v;
        }
        return s / values.length;
    }
}
