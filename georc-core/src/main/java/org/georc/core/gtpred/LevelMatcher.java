package org.georc.core.gtpred;

/**
 * Decides whether two names of one location level that still differ after normalisation name
 * the same place ("NY" and "New York State"). Used by {@link GtpredScorer} only for such pairs;
 * implementations are thread-safe and may cache.
 */
public interface LevelMatcher {

    /**
     * The decision and why.
     *
     * @param same   whether both names denote the same place
     * @param reason a short reason, or null
     */
    record Verdict(boolean same, String reason) {
    }

    /**
     * @param level     the level both names belong to
     * @param truth     the true name (raw text)
     * @param predicted the predicted name (raw text)
     * @param context   the whole true location, for disambiguation (coarser levels)
     * @return the verdict
     * @throws org.georc.core.JudgeException when no readable answer can be obtained
     */
    Verdict match(Location.Level level, String truth, String predicted, Location context);

    /** @return provenance: the model and prompt version */
    String id();
}
