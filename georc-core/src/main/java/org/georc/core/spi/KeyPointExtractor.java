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
}
