package org.georc.examples.spark;

import java.io.Serializable;
import org.georc.core.ConfigurationException;

/**
 * How pairs are scored and what a score row carries, beside the judge itself.
 *
 * @param includeConclusion grade conclusion statements like evidence ({@code --include-conclusion})
 * @param flags             flag statements: false tool use, filler, misattribution (off with {@code --no-flags})
 * @param alignments        write per-statement alignments (off with {@code --no-alignments})
 * @param pairsPerBatch     pairs a task hands the judge at once; their clauses are embedded together
 */
public record ScoreOptions(boolean includeConclusion, boolean flags, boolean alignments, int pairsPerBatch)
        implements Serializable {
    private static final long serialVersionUID = 1L;

    /** Validates the batch size. */
    public ScoreOptions {
        if (pairsPerBatch < 1) {
            throw new ConfigurationException("pairs per batch must be >= 1, got " + pairsPerBatch);
        }
    }

    /** @return the CLI's defaults: conclusions excluded, flags and alignments on, 64 pairs per batch */
    public static ScoreOptions defaults() {
        return new ScoreOptions(false, true, true, 64);
    }
}
