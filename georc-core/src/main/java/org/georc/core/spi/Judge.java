package org.georc.core.spi;

import java.util.ArrayList;
import java.util.List;
import org.georc.core.result.ChainScore;

/**
 * A judge strategy: scores a candidate chain against a reference chain.
 *
 * <p>Implementations must be thread-safe: {@link org.georc.core.scoring.ChainScorer} calls them
 * from several threads. They grade {@link org.georc.core.chain.ReasoningChain#statements()}
 * only; the scorer decides whether conclusions are folded in. A judge that cannot produce a
 * score for a pair returns {@link ChainScore#failure} rather than a made-up number, and
 * throws only for errors that concern every pair (a closed model, bad configuration).
 *
 * <p>A judge that holds native resources releases them in {@link #close()}.
 */
public interface Judge extends AutoCloseable {

    /** @return the name this judge is registered under */
    String name();

    /**
     * What this judge's scores depend on: its name, model id, weights, prompt version and the
     * parameters that change scores. Every score it returns carries the same, stamped with a
     * time. Callers use it to fingerprint a run before scoring (so a resumed run can refuse to
     * mix settings). The default names only the judge; built-in judges say everything.
     *
     * @return the provenance template, time set to {@link java.time.Instant#EPOCH}
     */
    default org.georc.core.result.Provenance provenance() {
        return org.georc.core.result.Provenance.builder(name()).model("unknown").build();
    }

    /**
     * Scores one pair.
     *
     * @param request the chains (and image)
     * @return the score or a recorded failure
     */
    ChainScore score(JudgeRequest request);

    /**
     * Scores many pairs. The default calls {@link #score} in order; judges that batch model
     * calls (encoders) override it.
     *
     * @param requests the pairs
     * @return one score per request, in order
     */
    default List<ChainScore> scoreAll(List<JudgeRequest> requests) {
        List<ChainScore> out = new ArrayList<>(requests.size());
        for (JudgeRequest r : requests) {
            out.add(score(r));
        }
        return out;
    }

    /**
     * The clause reading this judge scores with, when others (the statement flags) may reuse it
     * ({@link KeyPointExtractor#reusableClauses}). The default has none.
     *
     * @return the extractor whose clauses may be reused, or empty
     */
    default java.util.Optional<KeyPointExtractor> reusableClauses() {
        return java.util.Optional.empty();
    }

    /** Releases resources the judge owns. Models passed in from outside are not closed. */
    @Override
    default void close() {
    }
}
