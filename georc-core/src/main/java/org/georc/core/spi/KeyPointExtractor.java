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

    /**
     * Whether a statement that yields no clause still counts in its chain's {@code 1/n} weights
     * (then it earns nothing and lowers precision or recall). The default says yes, as in the
     * paper. An extractor that gives no clause only for a statement that is all wrapping (a
     * closing summary, a tool call) says no: such a statement is not evidence and weighs nothing.
     *
     * @return true when clause-less statements keep their weight
     */
    default boolean clauselessStatementsWeigh() {
        return true;
    }

    /**
     * Whether the extractor is given each statement with the category label it carried in the
     * chain ("Bollard: white, black band near the top"), so that a label naming the object the
     * statement describes is not lost; the extractor then drops a label that is only a heading.
     * The default says no: the statement alone, as the paper's extractor reads it.
     *
     * @return true when statements come with their labels
     */
    default boolean readsLabels() {
        return false;
    }

    /**
     * Why a statement gave no clause, as a reader of a score's alignments sees it (every statement
     * of a chain has an entry, the clause-less ones included).
     *
     * @return the reason, such as "the extractor gave no key clause"
     */
    default String noClauseReason() {
        return "the extractor gave no key clause";
    }
}
