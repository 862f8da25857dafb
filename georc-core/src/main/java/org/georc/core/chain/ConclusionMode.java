package org.georc.core.chain;

import java.util.Locale;

/**
 * How the concluding statements of a chain (the final guess) take part in precision and recall.
 *
 * <ul>
 *   <li>{@link #EXCLUDE} (the library's default): neither side's conclusion is graded, as the
 *       paper's text asks ("non-concluding, image-evidence" points);</li>
 *   <li>{@link #INCLUDE}: both sides' conclusions are graded like evidence;</li>
 *   <li>{@link #PAPER}: what the authors' public scorer does. The reference is read with
 *       {@link ChainParser#AUTHORS_REFERENCE} (a line containing "reasoning" is dropped; the
 *       first line containing "conclusion" ends the evidence) and its conclusion is not graded;
 *       the candidate's whole text is graded, its conclusion included.</li>
 * </ul>
 */
public enum ConclusionMode {
    /** The authors' scorer: the reference's conclusion dropped, the candidate's graded. */
    PAPER,
    /** No conclusion graded on either side. */
    EXCLUDE,
    /** Both conclusions graded like evidence. */
    INCLUDE;

    /**
     * @param name "paper", "exclude" or "include" (any case)
     * @return the mode
     * @throws IllegalArgumentException for any other name
     */
    public static ConclusionMode fromName(String name) {
        for (ConclusionMode m : values()) {
            if (m.label().equalsIgnoreCase(name == null ? "" : name.strip())) {
                return m;
            }
        }
        throw new IllegalArgumentException("conclusions must be paper, exclude or include, got \"" + name + "\"");
    }

    /** @return the lower-case name, as written on the command line and in settings */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** @return the parser that reads reference (expert) chains in this mode */
    public ChainParser referenceParser() {
        return this == PAPER ? ChainParser.AUTHORS_REFERENCE : ChainParser.DEFAULT;
    }

    /**
     * @param candidate a parsed candidate chain
     * @return the chain as graded in this mode
     */
    public ReasoningChain candidate(ReasoningChain candidate) {
        return this == EXCLUDE ? candidate : candidate.withConclusionAsEvidence();
    }

    /**
     * @param reference a reference chain parsed with {@link #referenceParser()}
     * @return the chain as graded in this mode
     */
    public ReasoningChain reference(ReasoningChain reference) {
        return this == INCLUDE ? reference.withConclusionAsEvidence() : reference;
    }
}
