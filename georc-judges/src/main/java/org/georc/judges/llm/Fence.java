package org.georc.judges.llm;

import java.util.regex.Pattern;

/**
 * Keeps untrusted text (reasoning chains) inside its data fence. Prompts put chains between
 * tags such as {@code <chain>} and {@code </chain>}; a chain that contains a tag of its own, or
 * text that tries to give the judge instructions, must not be able to end the fence or steer the
 * grade. So, before a chain enters a prompt:
 * <ul>
 *   <li>every {@code <} and {@code >} becomes {@code ‹} and {@code ›}: no tag can be closed or
 *       opened from inside the data;</li>
 *   <li>instruction-like phrases ("ignore previous instructions", "disregard the rules above",
 *       "you are now", "system prompt", "answer 100") are replaced by
 *       {@code [instruction-like text removed]}.</li>
 * </ul>
 * The system prompts also say that fenced text is data, never instructions.
 */
public final class Fence {
    /** What replaces an instruction-like phrase. */
    public static final String REMOVED = "[instruction-like text removed]";

    private static final Pattern INSTRUCTION = Pattern.compile("(?i)(?:"
            + "\\b(?:ignore|disregard|forget|override|bypass)\\b[^.\\n]{0,40}?\\b(?:instructions?|prompts?|rules?|rubric|above|previous)\\b"
            + "|\\byou\\s+are\\s+now\\b|\\bsystem\\s+prompt\\b|\\bnew\\s+instructions?\\b"
            + "|\\b(?:answer|respond|reply|output|give|score|rate)\\b[^.\\n]{0,20}?\\b(?:100|ten|10/10|full\\s+marks|maximum)\\b"
            + ")");

    private Fence() {
    }

    /**
     * @param untrusted text from a chain
     * @return the text with tag characters and instruction-like phrases neutralised
     */
    public static String neutralise(String untrusted) {
        String s = untrusted.replace('<', '‹').replace('>', '›');
        return INSTRUCTION.matcher(s).replaceAll(REMOVED);
    }
}
