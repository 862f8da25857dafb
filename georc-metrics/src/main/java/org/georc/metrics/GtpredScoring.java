package org.georc.metrics;

import java.util.Locale;

/**
 * GTPred answer scoring: the year score, the hierarchical location score, the normalised
 * reasoning rating and their product.
 */
public final class GtpredScoring {
    /** Level weights country, state, city, place. */
    private static final double[] WEIGHTS = {0.2, 0.2, 0.3, 0.3};

    /** How the levels of a location are added up. */
    public enum LocationMode {
        /**
         * The GTPred paper's formula, the default: the plain weighted sum of the matched levels,
         * {@code L = w . 1(L, L^)}. A level the truth does not annotate earns nothing, so a truth
         * with only country and city can reach at most 0.5. (What earlier versions called
         * {@code strict} is the same formula.)
         */
        PAPER,
        /** Weights are renormalised over the levels the truth annotates: a full match of what is annotated is 1. */
        RENORMALISED,
        /**
         * Like {@link #RENORMALISED}, but a level earns its weight only if every coarser
         * annotated level matched too (a right city in the wrong country earns nothing).
         */
        PREFIX;

        /** @return the name written to output lines: {@code paper}, {@code renormalised} or {@code prefix} */
        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        /**
         * @param name {@code paper} (or its synonym {@code strict}), {@code renormalised}
         *             ({@code renormalized}) or {@code prefix}, any case
         * @return the mode
         * @throws IllegalArgumentException for any other name
         */
        public static LocationMode fromName(String name) {
            return switch (name == null ? "" : name.strip().toLowerCase(Locale.ROOT)) {
                case "paper", "strict" -> PAPER;
                case "renormalised", "renormalized" -> RENORMALISED;
                case "prefix" -> PREFIX;
                default -> throw new IllegalArgumentException(
                        "location mode must be paper, renormalised or prefix, got \"" + name + "\"");
            };
        }
    }

    /** How a 1-10 reasoning rating becomes a score in [0, 1] (the paper does not say). */
    public enum RatingScale {
        /** {@code (r - 1) / 9}: 1 gives 0 and 10 gives 1 (the default). */
        SHIFTED,
        /** {@code r / 10}: 1 gives 0.1 and 10 gives 1. */
        TENTHS;

        /** @return the name written to output lines: {@code shifted} or {@code tenths} */
        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        /**
         * @param name {@code shifted} or {@code tenths}, any case
         * @return the scale
         * @throws IllegalArgumentException for any other name
         */
        public static RatingScale fromName(String name) {
            return switch (name == null ? "" : name.strip().toLowerCase(Locale.ROOT)) {
                case "shifted" -> SHIFTED;
                case "tenths" -> TENTHS;
                default -> throw new IllegalArgumentException(
                        "rating scale must be shifted ((r-1)/9) or tenths (r/10), got \"" + name + "\"");
            };
        }
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
     * Hierarchical weighted location score from per-level outcomes, over the levels country,
     * state, city, place with weights (0.2, 0.2, 0.3, 0.3).
     *
     * <p>Example: truth annotates country, state and city; country and city match. PAPER gives
     * 0.2 + 0.3 = 0.5; RENORMALISED gives 0.5 / 0.7 = 0.714; PREFIX gives 0.2 / 0.7 = 0.286
     * (the city does not count because the state missed).
     *
     * @param annotated whether the truth annotates each level (4 entries)
     * @param matched   whether the prediction matches each level (4 entries); a match on an
     *                  unannotated level is ignored
     * @param mode      how the levels add up
     * @return the score in [0, 1]
     * @throws IllegalArgumentException if an array does not have 4 entries, or if the truth
     *                                  annotates no level at all
     */
    public static double locationScore(boolean[] annotated, boolean[] matched, LocationMode mode) {
        if (annotated == null || matched == null || annotated.length != 4 || matched.length != 4) {
            throw new IllegalArgumentException("location arrays must hold 4 levels: country, state, city, place");
        }
        double earned = 0.0;
        double annotatedWeight = 0.0;
        boolean coarserAllMatch = true;
        for (int level = 0; level < 4; level++) {
            if (!annotated[level]) {
                continue;
            }
            annotatedWeight += WEIGHTS[level];
            if (matched[level] && (mode != LocationMode.PREFIX || coarserAllMatch)) {
                earned += WEIGHTS[level];
            }
            coarserAllMatch &= matched[level];
        }
        if (annotatedWeight == 0.0) {
            throw new IllegalArgumentException("the truth location annotates no level");
        }
        double denominator = mode == LocationMode.PAPER ? 1.0 : annotatedWeight;
        return Math.min(1.0, earned / denominator);
    }

    /**
     * The location score of normalised values: a level is annotated when the truth value is
     * non-null and matches when both values are non-null and equal.
     *
     * @param truth      four normalised truth values, null where not annotated
     * @param prediction four normalised predicted values, null where not predicted
     * @param mode       how the levels add up
     * @return the score in [0, 1]
     * @throws IllegalArgumentException if an array does not have 4 entries, or if the truth
     *                                  annotates no level at all
     * @see #locationScore(boolean[], boolean[], LocationMode)
     */
    public static double locationScore(String[] truth, String[] prediction, LocationMode mode) {
        if (truth == null || prediction == null || truth.length != 4 || prediction.length != 4) {
            throw new IllegalArgumentException("location arrays must hold 4 levels: country, state, city, place");
        }
        boolean[] annotated = new boolean[4];
        boolean[] matched = new boolean[4];
        for (int level = 0; level < 4; level++) {
            annotated[level] = truth[level] != null;
            matched[level] = truth[level] != null && truth[level].equals(prediction[level]);
        }
        return locationScore(annotated, matched, mode);
    }

    /**
     * Normalises a 1–10 reasoning rating to [0, 1] as {@code (rating - 1) / 9}, so the lowest
     * rating earns 0 and the highest 1.
     *
     * @param rating a judge rating in [1, 10] (fractional ratings allowed)
     * @return the normalised reasoning score
     */
    public static double reasoningScore(double rating) {
        return reasoningScore(rating, RatingScale.SHIFTED);
    }

    /**
     * Normalises a 1–10 reasoning rating to [0, 1].
     *
     * <p>Example: rating 7 gives (7 - 1) / 9 = 0.667 on {@link RatingScale#SHIFTED} and 0.7 on
     * {@link RatingScale#TENTHS}.
     *
     * @param rating a judge rating in [1, 10] (fractional ratings allowed)
     * @param scale  the normalisation
     * @return the normalised reasoning score
     * @throws IllegalArgumentException when the rating is not finite or lies outside [1, 10]
     */
    public static double reasoningScore(double rating, RatingScale scale) {
        Checks.finite(rating, "rating");
        if (rating < 1.0 || rating > 10.0) {
            throw new IllegalArgumentException("reasoning rating must lie in [1, 10], got " + rating);
        }
        return switch (scale) {
            case SHIFTED -> (rating - 1.0) / 9.0;
            case TENTHS -> rating / 10.0;
        };
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
