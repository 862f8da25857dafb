package org.georc.core.report;

import java.util.ArrayList;
import java.util.List;

/** A small Markdown table builder with right-aligned numeric columns. */
public final class MarkdownTable {
    private final List<String> header;
    private final List<List<String>> rows = new ArrayList<>();

    /**
     * @param header column names
     */
    public MarkdownTable(List<String> header) {
        this.header = List.copyOf(header);
    }

    /**
     * Adds a row.
     *
     * @param cells one cell per column
     * @return this
     */
    public MarkdownTable row(List<String> cells) {
        if (cells.size() != header.size()) {
            throw new IllegalArgumentException("row has " + cells.size() + " cells, header has " + header.size());
        }
        rows.add(cells.stream().map(MarkdownTable::escape).toList());
        return this;
    }

    /** @see Cells#markdown */
    static String escape(String cell) {
        return Cells.markdown(cell);
    }

    /** @return the table, one line per row, ending in a newline */
    public String render() {
        int[] width = new int[header.size()];
        for (int c = 0; c < width.length; c++) {
            width[c] = Math.max(3, header.get(c).length());
            for (List<String> r : rows) {
                width[c] = Math.max(width[c], r.get(c).length());
            }
        }
        StringBuilder sb = new StringBuilder();
        line(sb, header, width);
        sb.append('|');
        for (int c = 0; c < width.length; c++) {
            sb.append(c == 0 ? ' ' : ' ').append(c == 0 ? "-".repeat(width[c]) : "-".repeat(width[c] - 1) + ":")
                    .append(" |");
        }
        sb.append('\n');
        for (List<String> r : rows) {
            line(sb, r, width);
        }
        return sb.toString();
    }

    private static void line(StringBuilder sb, List<String> cells, int[] width) {
        sb.append('|');
        for (int c = 0; c < width.length; c++) {
            String v = cells.get(c);
            sb.append(' ');
            if (c == 0) {
                sb.append(v).append(" ".repeat(width[c] - v.length()));
            } else {
                sb.append(" ".repeat(width[c] - v.length())).append(v);
            }
            sb.append(" |");
        }
        sb.append('\n');
    }
}
