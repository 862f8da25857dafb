package org.georc.core.json;

import java.util.Locale;

/**
 * The one rule for names (ids, model names, folder and file names that become them): no control
 * character, line or paragraph separator, and no bidirectional control. A name goes into table
 * cells, report headings, file names and the key that identifies a pair; a line break would break
 * a line of a file, and a bidirectional control ({@code U+202E} before {@code o4-tpg} displays as
 * {@code gpt-4o}) would make one model pass for another.
 */
public final class Names {
    private Names() {
    }

    /**
     * @param c a character
     * @return whether it is a bidirectional formatting control (embeddings, overrides, isolates and
     *         the implicit marks: U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069)
     */
    public static boolean isBidiControl(char c) {
        return c == '\u061C' || c == '\u200E' || c == '\u200F' || (c >= '\u202A' && c <= '\u202E')
                || (c >= '\u2066' && c <= '\u2069');
    }

    /**
     * @param c a character
     * @return whether a name may not hold it
     */
    public static boolean isUnsafe(char c) {
        return Character.isISOControl(c) || c == '\u2028' || c == '\u2029' || isBidiControl(c);
    }

    /**
     * @param name a name
     * @return the position of its first character a name may not hold, or -1
     */
    public static int unsafeAt(String name) {
        for (int i = 0; i < name.length(); i++) {
            if (isUnsafe(name.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    /**
     * @param name a name with an unsafe character at {@code at}
     * @param at   its position ({@link #unsafeAt})
     * @return what is wrong, for a message: {@code must not contain control characters (found
     *         U+202E, a bidirectional control, at position 0)}
     */
    public static String problem(String name, int at) {
        char c = name.charAt(at);
        return String.format(Locale.ROOT, "must not contain control characters (found U+%04X%s at position %d)",
                (int) c, isBidiControl(c) ? ", a bidirectional control that reorders how the name displays" : "", at);
    }
}
