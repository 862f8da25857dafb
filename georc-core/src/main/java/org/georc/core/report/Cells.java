package org.georc.core.report;

import org.georc.core.json.Names;

/**
 * The one encoder of table cells for every table georc writes (chain leaderboard, GTPred
 * summary, Markdown and CSV alike): text from the data (model names above all) can neither break
 * the table's shape nor be run by whatever displays it.
 */
public final class Cells {
    private Cells() {
    }

    /**
     * A CSV cell that a spreadsheet will not run as a formula: text starting with
     * {@code = + - @}, a tab or a carriage return gets a leading apostrophe; cells with commas,
     * quotes or line breaks are quoted.
     *
     * @param s the raw text
     * @return the cell
     */
    public static String csv(String s) {
        String v = !s.isEmpty() && "=+-@\t\r".indexOf(s.charAt(0)) >= 0 ? "'" + s : s;
        return v.matches("[^,\"\\r\\n]*") ? v : "\"" + v.replace("\"", "\"\"") + "\"";
    }

    /**
     * A Markdown cell that keeps the table's shape and carries no markup of its own: line
     * breaks and other control characters become spaces; a bidirectional control (which would let
     * {@code U+202E o4-tpg} display as {@code gpt-4o}) becomes U+FFFD, visibly; a pipe and a
     * backslash are escaped; {@code <} and {@code >} become entities, so no HTML tag or autolink
     * comes from the data; the parenthesis of {@code ](} is escaped, so no link or image does either
     * (brackets alone, as in the intervals {@code 61.2 [55.0, 67.1]}, stay as they are); and the
     * characters GitHub's autolinking starts from are written as entities: the colon of
     * {@code ://} ({@code https://evil.example}), the {@code @} of an address
     * ({@code a@b.example}, {@code mailto:a@b.example}) and the dot after {@code www}
     * ({@code www.evil.example}), so the text reads the same but links nowhere (a colon or
     * {@code @} elsewhere, as in {@code qwen2.5vl:7b} or {@code Acc@25km}, stays as it is).
     *
     * @param cell the raw text
     * @return the safe cell
     */
    public static String markdown(String cell) {
        StringBuilder b = new StringBuilder(cell.length());
        for (int i = 0; i < cell.length(); i++) {
            char c = cell.charAt(i);
            if (Names.isBidiControl(c)) {
                b.append('\uFFFD');
            } else if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
                b.append(' ');
            } else {
                switch (c) {
                    case '|' -> b.append("\\|");
                    case '\\' -> b.append("\\\\");
                    case '(' -> b.append(i > 0 && cell.charAt(i - 1) == ']' ? "\\(" : "(");
                    case '<' -> b.append("&lt;");
                    case '>' -> b.append("&gt;");
                    case ':' -> b.append(cell.startsWith("//", i + 1) ? "&#58;" : ":");
                    case '@' -> b.append(address(cell, i) ? "&#64;" : "@");
                    case '.' -> b.append(afterWww(cell, i) ? "&#46;" : ".");
                    default -> b.append(c);
                }
            }
        }
        return b.toString();
    }

    /**
     * Whether the {@code @} at {@code i} joins an address as GitHub links one: a name character
     * before it, and after it a domain with a dot between letters or digits.
     */
    private static boolean address(String s, int i) {
        if (i == 0 || !isAddressChar(s.charAt(i - 1))) {
            return false;
        }
        int end = i + 1;
        while (end < s.length() && isAddressChar(s.charAt(end))) {
            end++;
        }
        String domain = s.substring(i + 1, end);
        int dot = domain.indexOf('.');
        return dot > 0 && dot < domain.length() - 1;
    }

    private static boolean isAddressChar(char c) {
        return c < 0x80 && (Character.isLetterOrDigit(c) || c == '.' || c == '-' || c == '_' || c == '+');
    }

    /** Whether the dot at {@code i} follows {@code www} (any case) at the start of a word. */
    private static boolean afterWww(String s, int i) {
        return i >= 3 && s.regionMatches(true, i - 3, "www", 0, 3)
                && (i == 3 || !Character.isLetterOrDigit(s.charAt(i - 4)));
    }
}
