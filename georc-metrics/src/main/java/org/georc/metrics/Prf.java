package org.georc.metrics;

/**
 * Precision, recall and their harmonic mean, each in [0, 1].
 *
 * @param precision share of the candidate supported by the reference
 * @param recall    share of the reference covered by the candidate
 * @param f1        {@code 2PR / (P + R)}, or 0 when {@code P + R = 0}
 */
public record Prf(double precision, double recall, double f1) {

    /** Validates that all three values are finite and in [0, 1]. */
    public Prf {
        Checks.unit(precision, "precision");
        Checks.unit(recall, "recall");
        Checks.unit(f1, "f1");
    }

    /**
     * Builds the triple from precision and recall, computing F1.
     *
     * @param precision precision in [0, 1]
     * @param recall    recall in [0, 1]
     * @return the triple
     * @throws IllegalArgumentException if either value is NaN, infinite or outside [0, 1]
     */
    public static Prf of(double precision, double recall) {
        return new Prf(precision, recall, PrecisionRecall.f1(precision, recall));
    }
}
