package org.georc.judges.embedding;

import java.util.Set;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeProvider;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.SentenceEncoder;
import org.georc.judges.encoder.OnnxSentenceEncoder;
import org.georc.metrics.Ramp;

/**
 * The {@code embedding} judge: key-points scoring with the rule-based clause extractor and
 * all-MiniLM-L6-v2. Runs offline with nothing but this library on the class path; when the
 * resources hold no encoder, the judge loads the embedded model itself and closes it.
 *
 * <p>Options: {@code lo} (default 0.40), {@code hi} (default 0.55), {@code conflicts}
 * ({@code true} by default: contradicting clauses earn nothing, see {@link AttributeConflicts};
 * {@code false} gives the paper's plain ramp), {@code conflict-lexicon} (a file of extra
 * attribute families).
 */
public final class EmbeddingJudgeProvider implements JudgeProvider {
    /** The registered name. */
    public static final String NAME = "embedding";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "key clauses by rules + all-MiniLM-L6-v2 ramp matching (offline, the default)";
    }

    @Override
    public Set<Requirement> requirements() {
        return Set.of();
    }

    /** The judge embeds clauses; it loads the embedded model itself when given no encoder. */
    @Override
    public boolean usesEncoder() {
        return true;
    }

    @Override
    public Judge create(JudgeResources resources) {
        double lo = resources.doubleOption("lo", Ramp.DEFAULT_LO);
        double hi = resources.doubleOption("hi", Ramp.DEFAULT_HI);
        AttributeConflicts check = conflictCheck(resources);
        boolean owned = resources.encoder().isEmpty();
        SentenceEncoder encoder = resources.encoder().orElseGet(() -> OnnxSentenceEncoder.builder().build());
        try {
            return KeyPointJudge.builder().name(NAME).encoder(encoder, owned)
                    .extractor(new RuleBasedClauseExtractor()).thresholds(lo, hi).conflicts(check).build();
        } catch (RuntimeException e) {
            if (owned) {
                encoder.close();
            }
            throw e;
        }
    }

    /**
     * The contradiction check from the options {@code conflicts} and {@code conflict-lexicon}.
     *
     * @param resources the judge's options
     * @return the check, or null when switched off
     */
    static AttributeConflicts conflictCheck(JudgeResources resources) {
        if (!resources.booleanOption("conflicts", true)) {
            return null;
        }
        AttributeConflicts check = AttributeConflicts.defaults();
        return resources.option("conflict-lexicon").map(f -> check.extendedWith(java.nio.file.Path.of(f))).orElse(check);
    }
}
