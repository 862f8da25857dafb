package org.georc.metrics;

/**
 * Aggregation of the one-to-all judge: each statement of one chain is scored against the
 * whole other chain, and a chain-level score is the mean of its statements' scores.
 */
public final class OneToAll {
    private OneToAll() {
    }

    /**
     * Mean of per-statement scores.
     *
     * <p>Edge case: an empty array (a chain with no gradable statement) has mean 0: a chain
     * that asserts nothing earns no credit. This keeps the value a number, never NaN.
     *
     * @param scores per-statement scores, each in [0, 1]
     * @return the arithmetic mean in [0, 1], or 0 for no scores
     * @throws IllegalArgumentException if any score is NaN, infinite or outside [0, 1]
     */
    public static double mean(double[] scores) {
        Checks.allUnit(scores, "scores");
        if (scores.length == 0) {
            return 0.0;
        }
        double sum = 0.0;
        for (double s : scores) {
            sum += s;
        }
        return Math.min(1.0, sum / scores.length);
    }

    /**
     * Chain-level precision, recall and F1 of the one-to-all judge:
     * {@code P = mean(candidate statement scores)}, {@code R = mean(reference statement scores)}.
     *
     * @param candidateScores each candidate statement's score against the whole reference, in [0, 1]
     * @param referenceScores each reference statement's score against the whole candidate, in [0, 1]
     * @return precision, recall and F1
     */
    public static Prf aggregate(double[] candidateScores, double[] referenceScores) {
        return Prf.of(mean(candidateScores), mean(referenceScores));
    }

    /**
     * Converts a judge's 0-100 similarity answer to [0, 1]: {@code score / 100}.
     *
     * @param percent a value in [0, 100]
     * @return {@code percent / 100}
     * @throws IllegalArgumentException if the value is not finite or outside [0, 100]
     */
    public static double fromPercent(double percent) {
        Checks.finite(percent, "percent");
        if (percent < 0.0 || percent > 100.0) {
            throw new IllegalArgumentException("percent must lie in [0, 100], got " + percent);
        }
        return percent / 100.0;
    }
}
