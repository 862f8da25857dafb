package org.georc.core.chain;

import java.util.ArrayList;
import java.util.List;

/**
 * An immutable reasoning chain: evidence statements, one per line of the source text, and
 * the conclusion statements (the final guess), kept apart because precision and recall grade
 * the non-concluding evidence by default.
 *
 * @param statements the evidence statements, in order
 * @param conclusion the concluding statements, in order (often one, possibly none)
 */
public record ReasoningChain(List<String> statements, List<String> conclusion) {

    /** Copies both lists and rejects null or blank statements. */
    public ReasoningChain {
        statements = List.copyOf(statements);
        conclusion = List.copyOf(conclusion);
        for (String s : statements) {
            if (s.isBlank()) {
                throw new IllegalArgumentException("a statement must not be blank");
            }
        }
        for (String s : conclusion) {
            if (s.isBlank()) {
                throw new IllegalArgumentException("a conclusion statement must not be blank");
            }
        }
    }

    /**
     * A chain of evidence statements with no conclusion.
     *
     * @param statements the statements
     * @return the chain
     */
    public static ReasoningChain of(String... statements) {
        return new ReasoningChain(List.of(statements), List.of());
    }

    /**
     * Parses chain text with the default {@link ChainParser}.
     *
     * @param text chain text, one statement per line
     * @return the parsed chain
     */
    public static ReasoningChain parse(String text) {
        return ChainParser.DEFAULT.parse(text);
    }

    /** @return a chain with no statements */
    public static ReasoningChain empty() {
        return new ReasoningChain(List.of(), List.of());
    }

    /** @return whether the chain has neither evidence nor conclusion */
    public boolean isEmpty() {
        return statements.isEmpty() && conclusion.isEmpty();
    }

    /** @return the number of evidence statements */
    public int size() {
        return statements.size();
    }

    /**
     * A chain whose conclusion statements are graded like evidence (appended after it), for
     * users who want the final guess to count.
     *
     * @return a new chain with an empty conclusion
     */
    public ReasoningChain withConclusionAsEvidence() {
        if (conclusion.isEmpty()) {
            return this;
        }
        List<String> all = new ArrayList<>(statements);
        all.addAll(conclusion);
        return new ReasoningChain(all, List.of());
    }

    /** @return the chain as text, one statement per line, the conclusion last and labelled */
    public String toText() {
        StringBuilder sb = new StringBuilder();
        for (String s : statements) {
            sb.append(s).append('\n');
        }
        for (String s : conclusion) {
            sb.append("Conclusion: ").append(s).append('\n');
        }
        return sb.toString();
    }
}
