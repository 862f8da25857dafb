package org.georc.metrics;

/**
 * GTPred answer scoring: the year score, the hierarchical location score and the product with
 * a reasoning score.
 */
public final class GtpredScoring {
    /** Level weights country, state, city, place. */
    private static final double[] WEIGHTS = {0.2, 0.2, 0.3, 0.3};

    /** How levels the truth does not annotate are treated. */
    public enum LocationMode {
        /** Weights are renormalised over the levels the truth annotates (the default). */
        RENORMALISED,
        /** Missing truth levels count as 0; the denominator stays 1. */
        STRICT,
        /**
         * Like {@link #RENORMALISED}, but a level earns its weight only if every coarser
         * annotated level matched too (a right city in the wrong country earns nothing).
         */
        PREFIX
    }

    private GtpredScoring() {
    }

    /**
     * Intersection over union of two closed year intervals, counted in whole years:
     * {@code |A ∩ B| / |A ∪ B|} with {@code |[a, b]| = b - a + 1}. It is 1 exactly when the
     * intervals are equal and 0 when they are disjoint.
     */
    public static double yearIoU(YearInterval a, YearInterval b) {
        long inter = a.overlap(b);
        long union = a.length() + b.length() - inter;
        return (double) inter / union;
    }

    /**
     * GTPred year score: 1 when the prediction lies inside the truth interval, otherwise the
     * whole-year IoU of the two intervals.
     *
     * <p>Example: truth [1990, 1999], prediction 1995 gives 1; prediction [1985, 1994] gives
     * 5 / 15 = 0.333.
     */
    public static double yearScore(YearInterval truth, YearInterval prediction) {
        if (truth.contains(prediction)) {
            return 1.0;
        }
        return yearIoU(truth, prediction);
    }

    /** @return the weight of level {@code i} (0 country, 1 state, 2 city, 3 place) */
    public static double levelWeight(int level) {
        return WEIGHTS[level];
    }

    /**
     * Hierarchical weighted location score over the levels country, state, city, place with
     * weights (0.2, 0.2, 0.3, 0.3). Values must already be normalised (case, accents,
     * aliases); a level matches when both values are non-null and equal. A null truth value
     * means the level is not annotated; a null prediction value never matches.
     *
     * @param truth      four normalised truth values, null where not annotated
     * @param prediction four normalised predicted values, null where not predicted
     * @param mode       treatment of unannotated levels
     * @return the score in [0, 1]
     * @throws IllegalArgumentException if an array does not have 4 entries, or if the truth
     *                                  annotates no level at all
     */
    public static double locationScore(String[] truth, String[] prediction, LocationMode mode) {
        if (truth == null || prediction == null || truth.length != 4 || prediction.length != 4) {
            throw new IllegalArgumentException("location arrays must hold 4 levels: country, state, city, place");
        }
        double earned = 0.0;
        double annotated = 0.0;
        boolean coarserAllMatch = true;
        for (int level = 0; level < 4; level++) {
            if (truth[level] == null) {
                continue;
            }
            annotated += WEIGHTS[level];
            boolean match = truth[level].equals(prediction[level]);
            if (match && (mode != LocationMode.PREFIX || coarserAllMatch)) {
                earned += WEIGHTS[level];
            }
            coarserAllMatch &= match;
        }
        if (annotated == 0.0) {
            throw new IllegalArgumentException("the truth location annotates no level");
        }
        double denominator = mode == LocationMode.STRICT ? 1.0 : annotated;
        return Math.min(1.0, earned / denominator);
    }

    /**
     * Normalises a 1–10 reasoning rating to [0, 1] as {@code (rating - 1) / 9}, so the lowest
     * rating earns 0 and the highest 1.
     *
     * @param rating a judge rating in [1, 10] (fractional ratings allowed)
     * @return the normalised reasoning score
     */
    public static double reasoningScore(double rating) {
        Checks.finite(rating, "rating");
        if (rating < 1.0 || rating > 10.0) {
            throw new IllegalArgumentException("reasoning rating must lie in [1, 10], got " + rating);
        }
        return (rating - 1.0) / 9.0;
    }

    /**
     * GTPred's final score: {@code answer score x reasoning score}.
     *
     * @param answerScore    a year or location score in [0, 1]
     * @param reasoningScore a normalised reasoning score in [0, 1]
     * @return the product in [0, 1]
     */
    public static double finalScore(double answerScore, double reasoningScore) {
        return Checks.unit(answerScore, "answerScore") * Checks.unit(reasoningScore, "reasoningScore");
    }
}
