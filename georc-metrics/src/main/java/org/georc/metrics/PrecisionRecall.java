package org.georc.metrics;

/** Precision, recall and F1 as pure functions. */
public final class PrecisionRecall {
    private PrecisionRecall() {
    }

    /**
     * F1 = 2PR / (P + R), the harmonic mean of precision and recall.
     *
     * <p>Edge case: when {@code P + R = 0} the harmonic mean is undefined; F1 is then 0
     * (nothing was matched in either direction).
     *
     * @param precision P in [0, 1]
     * @param recall    R in [0, 1]
     * @return F1 in [0, 1], never NaN
     * @throws IllegalArgumentException if either value is NaN, infinite or outside [0, 1]
     */
    public static double f1(double precision, double recall) {
        Checks.unit(precision, "precision");
        Checks.unit(recall, "recall");
        double sum = precision + recall;
        if (sum == 0.0) {
            return 0.0;
        }
        double product = precision * recall;
        // a product below the normal range loses its digits (P = R = 1e-160 would give F1 = 0):
        // then divide first, which keeps F1 between min(P, R) and max(P, R)
        double f1 = product < Double.MIN_NORMAL ? 2.0 * precision * (recall / sum) : 2.0 * product / sum;
        // min() guards against the last ulp of rounding pushing 2PR/(P+R) above max(P, R)
        return Math.min(f1, Math.max(precision, recall));
    }

    /**
     * Set-based precision: {@code truePositives / predicted}.
     *
     * <p>Edge case: with nothing predicted ({@code predicted = 0}) precision is 0.
     *
     * @param truePositives predicted items that are correct, {@code 0 <= tp <= predicted}
     * @param predicted     number of predicted items
     * @return precision in [0, 1]
     */
    public static double precision(int truePositives, int predicted) {
        return ratio(truePositives, predicted, "predicted");
    }

    /**
     * Set-based recall: {@code truePositives / relevant}.
     *
     * <p>Edge case: with nothing relevant ({@code relevant = 0}) recall is 0.
     *
     * @param truePositives relevant items found, {@code 0 <= tp <= relevant}
     * @param relevant      number of relevant items
     * @return recall in [0, 1]
     */
    public static double recall(int truePositives, int relevant) {
        return ratio(truePositives, relevant, "relevant");
    }

    private static double ratio(int tp, int total, String totalName) {
        if (tp < 0 || total < 0 || tp > total) {
            throw new IllegalArgumentException(
                    "need 0 <= truePositives <= " + totalName + ", got " + tp + " and " + total);
        }
        return total == 0 ? 0.0 : (double) tp / total;
    }
}
