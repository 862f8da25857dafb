package org.georc.core.chain;

import java.util.Locale;

/**
 * How the concluding statements of a chain (the final guess) take part in precision and recall.
 *
 * <ul>
 *   <li>{@link #EXCLUDE} (the library's default): neither side's conclusion is graded, as the
 *       paper's text asks ("non-concluding, image-evidence" points);</li>
 *   <li>{@link #INCLUDE}: both sides' conclusions are graded like evidence;</li>
 *   <li>{@link #PAPER}: the {@code paper} reading, exactly what the authors' public scorer does
 *       ({@link PaperReading}): the reference is read with {@link ChainParser#PAPER_REFERENCE}
 *       (a line containing "reasoning" is dropped; the first line containing "conclusion" ends
 *       the evidence) and what follows is not graded; the candidate is read with
 *       {@link ChainParser#PAPER_CANDIDATE}, its whole text graded; a side without points gives
 *       0/0/0 without asking the judge.</li>
 * </ul>
 * {@link #EXCLUDE} and {@link #INCLUDE} use the {@code default} reading ({@link ChainParser#DEFAULT}).
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

    /**
     * @param reading "paper" or "default" (any case)
     * @param includeConclusion with the default reading, whether conclusions are graded
     * @return the mode
     * @throws IllegalArgumentException for another reading, or "paper" with includeConclusion
     */
    public static ConclusionMode forReading(String reading, boolean includeConclusion) {
        String r = reading == null ? "" : reading.strip();
        if (r.equalsIgnoreCase("paper")) {
            if (includeConclusion) {
                throw new IllegalArgumentException("the paper reading grades the candidate's conclusion and never the "
                        + "reference's; it takes no include-conclusion option");
            }
            return PAPER;
        }
        if (r.equalsIgnoreCase("default")) {
            return includeConclusion ? INCLUDE : EXCLUDE;
        }
        throw new IllegalArgumentException("reading must be paper or default, got \"" + reading + "\"");
    }

    /** @return the reading this mode uses: "paper" or "default" */
    public String reading() {
        return this == PAPER ? "paper" : "default";
    }

    /** @return the parser that reads reference (expert) chains in this mode */
    public ChainParser referenceParser() {
        return this == PAPER ? ChainParser.PAPER_REFERENCE : ChainParser.DEFAULT;
    }

    /** @return the parser that reads candidate chains in this mode */
    public ChainParser candidateParser() {
        return this == PAPER ? ChainParser.PAPER_CANDIDATE : ChainParser.DEFAULT;
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

    /**
     * The mode that a reading, a conclusion mode and the include-conclusion switch name together
     * (the command line's {@code --reading}, {@code --conclusions} and {@code --include-conclusion}),
     * refusing a combination that contradicts itself.
     *
     * @param reading           {@code default} or {@code paper}, or null
     * @param conclusions       a mode's name, or null
     * @param includeConclusion whether conclusions are graded on both sides
     * @return the mode (exclude when nothing is named)
     * @throws IllegalArgumentException when they contradict each other or a name is unknown
     */
    public static ConclusionMode resolve(String reading, String conclusions, boolean includeConclusion) {
        if (reading != null) {
            ConclusionMode byReading = forReading(reading, includeConclusion);
            if (conclusions == null) {
                return byReading;
            }
            ConclusionMode byName = fromName(conclusions);
            if (byName.reading().equals(byReading.reading()) && (byName == PAPER || !includeConclusion
                    || byName == INCLUDE)) {
                return byName;
            }
            throw new IllegalArgumentException("`reading` " + reading + " contradicts `conclusions` " + byName.label()
                    + (includeConclusion ? " `includeConclusion`" : "") + " (`conclusions` paper is the paper reading; "
                    + "exclude and include use the default reading)");
        }
        if (conclusions == null) {
            return includeConclusion ? INCLUDE : EXCLUDE;
        }
        ConclusionMode mode = fromName(conclusions);
        if (includeConclusion && mode != INCLUDE) {
            throw new IllegalArgumentException("`includeConclusion` contradicts `conclusions` " + mode.label());
        }
        return mode;
    }
}
