package org.georc.metrics;

/**
 * Weighted best-match precision and recall of the key-points protocol.
 *
 * <p>{@code P = sum_i w_i * max_j ramp(cos(c_i, r_j))} over candidate clauses {@code c_i} with
 * weights {@code w_i}; {@code R = sum_j v_j * max_i ramp(cos(c_i, r_j))} over reference
 * clauses {@code r_j} with weights {@code v_j}. With weights that sum to 1 both lie in [0, 1].
 */
public final class KeyPointScoring {
    private KeyPointScoring() {
    }

    /**
     * Precision and recall from clause weights and the fused best-match pass.
     *
     * <p>Edge cases: an empty candidate has P = 0 and R = 0; an empty reference likewise.
     *
     * @param candidate weighted candidate clauses (rows of {@code matches})
     * @param reference weighted reference clauses (columns of {@code matches})
     * @param matches   result of {@link CosineKernel#bestMatches} over the clause embeddings
     * @return precision, recall and F1
     * @throws IllegalArgumentException if the sizes disagree or a weight sum exceeds 1
     */
    public static Prf score(WeightedClauses candidate, WeightedClauses reference, BestMatches matches) {
        if (matches.rows() != candidate.size() || matches.columns() != reference.size()) {
            throw new IllegalArgumentException("matches is " + matches.rows() + "x" + matches.columns()
                    + " but the chains have " + candidate.size() + " and " + reference.size() + " clauses");
        }
        double p = 0.0;
        for (int i = 0; i < candidate.size(); i++) {
            p += candidate.weight(i) * matches.rowCredit(i);
        }
        double r = 0.0;
        for (int j = 0; j < reference.size(); j++) {
            r += reference.weight(j) * matches.columnCredit(j);
        }
        return Prf.of(clampSum(p, "precision"), clampSum(r, "recall"));
    }

    /**
     * Weighted precision from explicit per-clause credits: {@code sum_i w_i * credit_i}.
     *
     * @param weights clause weights summing to at most 1
     * @param credits best ramp credit of each clause, each in [0, 1]
     * @return the weighted sum in [0, 1]
     */
    public static double weightedCredit(double[] weights, double[] credits) {
        Checks.sameLength(weights, credits, "weightedCredit");
        Checks.allUnit(weights, "weights");
        Checks.allUnit(credits, "credits");
        double sum = 0.0;
        for (int i = 0; i < weights.length; i++) {
            sum += weights[i] * credits[i];
        }
        return clampSum(sum, "weighted credit");
    }

    /** Sums of weights may exceed 1 by rounding only; anything larger is a caller error. */
    private static double clampSum(double value, String what) {
        if (value > 1.0 + 1e-9) {
            throw new IllegalArgumentException(what + " is " + value + ": clause weights must sum to at most 1");
        }
        return Math.min(1.0, value);
    }
}
