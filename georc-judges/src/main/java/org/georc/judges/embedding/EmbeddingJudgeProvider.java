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
 * <p>Options: {@code lo} (default 0.40), {@code hi} (default 0.55).
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
        boolean owned = resources.encoder().isEmpty();
        SentenceEncoder encoder = resources.encoder().orElseGet(() -> OnnxSentenceEncoder.builder().build());
        try {
            return KeyPointJudge.builder().name(NAME).encoder(encoder, owned)
                    .extractor(new RuleBasedClauseExtractor()).thresholds(lo, hi).build();
        } catch (RuntimeException e) {
            if (owned) {
                encoder.close();
            }
            throw e;
        }
    }
}
