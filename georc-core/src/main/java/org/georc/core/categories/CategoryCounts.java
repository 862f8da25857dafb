package org.georc.core.categories;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.georc.core.report.MarkdownTable;

/**
 * GeoRC Figure 3: how often each category labels a statement of the reference chains. A
 * statement with three labels counts once for each; {@code main} counts main labels only.
 *
 * @param rows       one row per category, most frequent first (ties in the paper's order)
 * @param statements the reference statements counted (failures left out)
 * @param chains     the reference chains they come from
 */
public record CategoryCounts(List<Row> rows, int statements, int chains) {
    /**
     * @param category the category
     * @param labels   statements labelled with it
     * @param main     statements whose main category it is
     */
    public record Row(Category category, int labels, int main) {
    }

    /** Copies. */
    public CategoryCounts {
        rows = List.copyOf(rows);
    }

    /**
     * @param all rows of a categories file; only reference chains are counted
     * @return the counts
     */
    public static CategoryCounts ofReferences(List<CategoryRow> all) {
        Map<Category, int[]> n = new EnumMap<>(Category.class);
        for (Category c : Category.values()) {
            n.put(c, new int[2]);
        }
        int statements = 0;
        Set<String> chains = new LinkedHashSet<>();
        for (CategoryRow r : all) {
            if (!r.model().equals(CategoryRow.REFERENCE) || r.isFailure()) {
                continue;
            }
            statements++;
            chains.add(r.chainKey());
            for (Category c : r.categories()) {
                n.get(c)[0]++;
            }
            n.get(r.main())[1]++;
        }
        List<Row> rows = new ArrayList<>();
        n.forEach((c, v) -> rows.add(new Row(c, v[0], v[1])));
        rows.sort(Comparator.comparingInt(Row::labels).reversed());
        return new CategoryCounts(rows, statements, chains.size());
    }

    /** @return a Markdown table: category, labels, share of statements, main */
    public String markdown() {
        MarkdownTable t = new MarkdownTable(List.of("category", "statements", "% of statements", "as main category"));
        for (Row r : rows) {
            t.row(List.of(r.category().label(), Integer.toString(r.labels()), pct(r.labels()), Integer.toString(r.main())));
        }
        return t.render() + "\n" + statements + " reference statement(s) of " + chains + " chain(s); a statement counts "
                + "once for each of its (up to 3) categories.\n";
    }

    /** @return the same as CSV */
    public String csv() {
        StringBuilder sb = new StringBuilder("category,statements,percent_of_statements,main\n");
        for (Row r : rows) {
            sb.append(r.category().label()).append(',').append(r.labels()).append(',').append(pct(r.labels()))
                    .append(',').append(r.main()).append('\n');
        }
        return sb.toString();
    }

    private String pct(int k) {
        return String.format(Locale.ROOT, "%.1f", statements == 0 ? 0.0 : 100.0 * k / statements);
    }
}
