package org.georc.judges.crossencoder;

import java.util.regex.Pattern;

/**
 * The input rule of the cross-encoder, shared with its training script
 * ({@code models/cross-encoder/train/corpus.py: normalize}): no list marker or heading mark in
 * front, no bold markers, runs of white space as one space. The parity test checks both sides
 * agree on a committed sample.
 */
public final class CrossEncoderText {
    private static final Pattern LEADER = Pattern.compile("^\\s*(?:[-*•+]|\\d{1,3}[.)]|#{1,6})\\s+");
    private static final Pattern EMPHASIS = Pattern.compile("\\*\\*|__");
    // Python's \s: Unicode white space, including the separators Java's \s leaves out
    private static final Pattern SPACE = Pattern.compile("[\\s\\p{Z}\\u0085\\u001c-\\u001f]+",
            Pattern.UNICODE_CHARACTER_CLASS);

    private CrossEncoderText() {
    }

    /**
     * @param text a statement
     * @return what the model reads of it
     */
    public static String normalize(String text) {
        String t = LEADER.matcher(text).replaceFirst("");
        t = EMPHASIS.matcher(t).replaceAll("");
        return SPACE.matcher(t).replaceAll(" ").strip();
    }

    /**
     * @param label     a statement's category label, or ""
     * @param statement the statement
     * @return the text the judge hands the model: {@code label: statement} when there is a label
     */
    public static String withLabel(String label, String statement) {
        return label == null || label.isBlank() ? statement : label.strip() + ": " + statement;
    }
}
