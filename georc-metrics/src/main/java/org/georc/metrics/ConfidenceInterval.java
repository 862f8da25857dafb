package org.georc.metrics;

/**
 * A point estimate with a confidence interval.
 *
 * @param estimate the statistic on the full sample
 * @param lower    lower bound
 * @param upper    upper bound
 * @param level    confidence level, e.g. 0.95
 */
public record ConfidenceInterval(double estimate, double lower, double upper, double level) {

    /** Checks that all values are finite and {@code lower <= upper}. */
    public ConfidenceInterval {
        Checks.finite(estimate, "estimate");
        Checks.finite(lower, "lower");
        Checks.finite(upper, "upper");
        if (lower > upper) {
            throw new IllegalArgumentException("lower " + lower + " > upper " + upper);
        }
        if (!(level > 0 && level < 1)) {
            throw new IllegalArgumentException("level must lie in (0, 1), got " + level);
        }
    }
}
