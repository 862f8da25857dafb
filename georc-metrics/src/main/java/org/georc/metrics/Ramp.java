package org.georc.metrics;

/**
 * The similarity ramp of the key-points judge: a cosine similarity below {@code lo} earns
 * nothing, one above {@code hi} earns full credit, and values in between are interpolated
 * linearly.
 */
public final class Ramp {
    /** Default lower threshold of the public GeoRC code. */
    public static final double DEFAULT_LO = 0.40;
    /** Default upper threshold of the public GeoRC code. */
    public static final double DEFAULT_HI = 0.55;

    private Ramp() {
    }

    /**
     * {@code ramp(s) = 0} if {@code s <= lo}; {@code 1} if {@code s >= hi};
     * {@code (s - lo) / (hi - lo)} in between.
     *
     * @param s  a similarity (any finite value; cosines lie in [-1, 1])
     * @param lo lower threshold
     * @param hi upper threshold, strictly greater than {@code lo}
     * @return the credit in [0, 1]
     * @throws IllegalArgumentException if any argument is not finite or {@code lo >= hi}
     */
    public static double ramp(double s, double lo, double hi) {
        Checks.thresholds(lo, hi);
        Checks.finite(s, "similarity");
        return unchecked(s, lo, hi);
    }

    /** The ramp without argument checks, for kernels that validated once up front. */
    static double unchecked(double s, double lo, double hi) {
        if (s <= lo) {
            return 0.0;
        }
        if (s >= hi) {
            return 1.0;
        }
        return (s - lo) / (hi - lo);
    }
}
