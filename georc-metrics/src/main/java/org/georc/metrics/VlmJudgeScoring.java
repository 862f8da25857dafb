package org.georc.metrics;

/**
 * The VLM judge's combination: correctness is the share of candidate statements the VLM
 * found true against the image; the chain-level LLM precision is multiplied by it; F1 is
 * taken from the corrected precision and the recall.
 */
public final class VlmJudgeScoring {
    private VlmJudgeScoring() {
    }

    /**
     * {@code correctness = true / all}.
     *
     * <p>Edge case: with no statements checked, correctness is 0 (nothing verified).
     *
     * @param trueCount statements judged true, {@code 0 <= trueCount <= total}
     * @param total     statements checked
     * @return correctness in [0, 1]
     */
    public static double correctness(int trueCount, int total) {
        return PrecisionRecall.precision(trueCount, total);
    }

    /**
     * {@code P' = P * correctness}, {@code R' = R}, {@code F1 = 2P'R/(P'+R)}.
     *
     * @param precision   the LLM's chain-level precision in [0, 1]
     * @param recall      the LLM's chain-level recall in [0, 1]
     * @param correctness share of candidate statements true to the image, in [0, 1]
     * @return the combined triple
     */
    public static Prf combine(double precision, double recall, double correctness) {
        Checks.unit(precision, "precision");
        Checks.unit(correctness, "correctness");
        return Prf.of(precision * correctness, recall);
    }
}
