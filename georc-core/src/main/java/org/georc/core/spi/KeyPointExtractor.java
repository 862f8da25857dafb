package org.georc.core.spi;

import java.util.List;

/**
 * Rewrites statements into short key clauses (1 to 3 per statement in the paper's protocol)
 * for key-points scoring. Implementations are thread-safe.
 */
public interface KeyPointExtractor {

    /** @return an id for provenance ("rules-v1", or the LLM and prompt version) */
    String id();

    /**
     * @param statements the statements of one chain
     * @return for each statement, in order, its key clauses (possibly none)
     */
    List<List<String>> extract(List<String> statements);

    /**
     * Whether asking again for the clauses of statements already read costs nothing and gives
     * the same clauses (rules, cached): then the statement flags reuse this extractor's clauses
     * instead of embedding statements whole. The default says no (an LLM writes them).
     *
     * @return true when clauses may be asked for again freely
     */
    default boolean reusableClauses() {
        return false;
    }
}
