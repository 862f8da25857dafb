package org.georc.core.chain;

import java.util.ArrayList;
import java.util.List;

/**
 * An immutable reasoning chain: evidence statements, one per line of the source text, and
 * the conclusion statements (the final guess), kept apart because precision and recall grade
 * the non-concluding evidence by default. A parsed chain also says how it was read: the
 * category label each statement carried ({@code **Vegetation:**}), which is not graded, and
 * every non-blank line that became neither evidence nor conclusion, with the reason.
 *
 * @param statements the evidence statements, in order (the graded text)
 * @param conclusion the concluding statements, in order (often one, possibly none)
 * @param labels     one entry per statement: the category label it carried, or "" for none
 * @param dropped    the lines that were read but carry no statement, in order
 */
public record ReasoningChain(List<String> statements, List<String> conclusion, List<String> labels,
                             List<Dropped> dropped) {

    /**
     * A line of the text that is neither evidence nor conclusion.
     *
     * @param line   the 1-based line of the chain text (of the round's text for expert files)
     * @param text   the line as written (stripped)
     * @param reason why it was dropped: "opener", "header", "rule", "bare label", "fragment",
     *               "reasoning line" or "after conclusion" (the paper reading), ...
     */
    public record Dropped(int line, String text, String reason) {
        /** Rejects nulls. */
        public Dropped {
            if (text == null || reason == null) {
                throw new IllegalArgumentException("text and reason are required");
            }
        }
    }

    /**
     * A chain without labels or dropped lines.
     *
     * @param statements the evidence statements
     * @param conclusion the concluding statements
     */
    public ReasoningChain(List<String> statements, List<String> conclusion) {
        this(statements, conclusion, java.util.Collections.nCopies(statements.size(), ""), List.of());
    }

    /** Copies the lists and rejects null or blank statements, and labels that do not match the statements. */
    public ReasoningChain {
        statements = List.copyOf(statements);
        conclusion = List.copyOf(conclusion);
        labels = List.copyOf(labels);
        dropped = List.copyOf(dropped);
        if (labels.size() != statements.size()) {
            throw new IllegalArgumentException("one label per statement is needed: " + labels.size() + " labels, "
                    + statements.size() + " statements");
        }
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

    /**
     * @param i a statement's index
     * @return its category label, when it carried one
     */
    public java.util.Optional<String> label(int i) {
        String l = labels.get(i);
        return l.isEmpty() ? java.util.Optional.empty() : java.util.Optional.of(l);
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
        List<String> allLabels = new ArrayList<>(labels);
        allLabels.addAll(java.util.Collections.nCopies(conclusion.size(), ""));
        return new ReasoningChain(all, List.of(), allLabels, dropped);
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
