package org.georc.core.report;

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
     * breaks and other control characters become spaces; a pipe and a backslash are escaped;
     * {@code <} and {@code >} become entities, so no HTML tag or autolink comes from the data;
     * the parenthesis of {@code ](} is escaped, so no link or image does either (brackets
     * alone, as in the intervals {@code 61.2 [55.0, 67.1]}, stay as they are).
     *
     * @param cell the raw text
     * @return the safe cell
     */
    public static String markdown(String cell) {
        StringBuilder b = new StringBuilder(cell.length());
        for (int i = 0; i < cell.length(); i++) {
            char c = cell.charAt(i);
            if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
                b.append(' ');
            } else {
                switch (c) {
                    case '|' -> b.append("\\|");
                    case '\\' -> b.append("\\\\");
                    case '(' -> b.append(i > 0 && cell.charAt(i - 1) == ']' ? "\\(" : "(");
                    case '<' -> b.append("&lt;");
                    case '>' -> b.append("&gt;");
                    default -> b.append(c);
                }
            }
        }
        return b.toString();
    }
}
