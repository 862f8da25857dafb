package org.georc.benchmark.report;

import java.util.List;
import java.util.Locale;
import org.georc.benchmark.report.ChartFrame.Area;
import org.georc.benchmark.report.Figure.Anchor;
import org.georc.benchmark.report.Figure.Scale;
import org.georc.benchmark.report.Figure.Ticks;

import static org.georc.benchmark.report.ChartFrame.BOTTOM_TURNED;
import static org.georc.benchmark.report.ChartFrame.CATEGORY_ANGLE;
import static org.georc.benchmark.report.ChartFrame.CHAR_WIDTH;
import static org.georc.benchmark.report.ChartFrame.LEFT;
import static org.georc.benchmark.report.ChartFrame.RIGHT_PAD;
import static org.georc.benchmark.report.ChartFrame.TICKS;
import static org.georc.benchmark.report.ChartFrame.TOP;
import static org.georc.benchmark.report.ChartFrame.categoryLabel;
import static org.georc.benchmark.report.ChartFrame.frame;
import static org.georc.benchmark.report.ChartFrame.noScores;
import static org.georc.benchmark.report.ChartFrame.pct;

/** The category figures: GeoRC Figure 3's counts per category and the models x categories recall heatmap. */
final class CategoryCharts {
    private CategoryCharts() {
    }

    static final String CATEGORY_COUNTS_TITLE = "Scene-attribute categories of the reference statements";
    static final String CATEGORY_COUNTS_X = "category";
    static final String CATEGORY_COUNTS_Y = "statements";

    /**
     * GeoRC Figure 3: one bar per category, the number of reference statements it labels, with
     * the count written above each bar.
     *
     * @param names  category names, in display order
     * @param counts their counts
     * @return the figure
     */
    static Figure categoryCounts(List<String> names, List<Integer> counts) {
        Area a = new Area(LEFT, TOP, Figure.WIDTH - RIGHT_PAD, Figure.HEIGHT - BOTTOM_TURNED);
        int hi = counts.stream().mapToInt(Integer::intValue).max().orElse(0);
        Ticks yt = Ticks.nice(0, Math.max(1, hi * 1.08), TICKS);
        Figure f = new Figure();
        frame(f, a, CATEGORY_COUNTS_TITLE, CATEGORY_COUNTS_X, CATEGORY_COUNTS_Y, yt, null);
        if (hi == 0) {
            return noScores(f, a);
        }
        Scale sy = a.y(yt);
        double band = a.width() / names.size();
        double bar = Math.min(48, band * 0.6);
        for (int i = 0; i < names.size(); i++) {
            double cx = a.left() + band * (i + 0.5);
            double top = sy.at(counts.get(i));
            f.group("category", names.get(i));
            f.rect("bar", cx - bar / 2, top, bar, sy.at(0) - top, Figure.colour(0), "none");
            f.tooltip(names.get(i) + ": " + counts.get(i));
            f.text("count", cx, top - 9, Integer.toString(counts.get(i)), Anchor.MIDDLE, 11, false, 0);
            categoryLabel(f, a, cx, names.get(i), true);
            f.end();
        }
        return f;
    }

    static final String CATEGORY_RECALL_TITLE = "Recall by category of the reference statements";

    /**
     * A models x categories heatmap of recall: each cell shaded from white (0) to dark blue
     * (100%), its value written in it; an empty cell (grey, "—") has no reference statement of
     * that category.
     *
     * @param models     row labels, top down
     * @param categories column labels
     * @param recall     recall in [0, 1] per model and category, null where there is none
     * @return the figure
     */
    static Figure categoryHeatmap(List<String> models, List<String> categories, Double[][] recall) {
        int longest = models.stream().mapToInt(String::length).max().orElse(0);
        double left = Math.max(LEFT, Math.min(300, 20 + longest * CHAR_WIDTH));
        Area a = new Area(left, TOP, Figure.WIDTH - RIGHT_PAD, Figure.HEIGHT - BOTTOM_TURNED);
        Figure f = new Figure();
        f.text("title", Figure.WIDTH / 2.0, 28, CATEGORY_RECALL_TITLE, Anchor.MIDDLE, 18, true, 0);
        if (models.isEmpty() || categories.isEmpty()) {
            return noScores(f, a);
        }
        double cw = a.width() / categories.size();
        double ch = Math.min(40, (a.bottom() - a.top()) / models.size());
        for (int i = 0; i < models.size(); i++) {
            double y = a.top() + i * ch;
            f.group("model", models.get(i));
            f.text("ycat", a.left() - 8, y + ch / 2, models.get(i), Anchor.END, 12, false, 0);
            for (int j = 0; j < categories.size(); j++) {
                double x = a.left() + j * cw;
                Double v = recall[i][j];
                f.rect("cell", x + 1, y + 1, cw - 2, ch - 2, v == null ? "#eeeeee" : shade(v), "none");
                String label = v == null ? "—" : pct(v * 100);
                f.text("value", x + cw / 2, y + ch / 2, label, Anchor.MIDDLE, Math.min(12, ch * 0.4), false, 0);
            }
            f.end();
        }
        double bottom = a.top() + models.size() * ch;
        for (int j = 0; j < categories.size(); j++) {
            f.text("xcat", a.left() + (j + 0.5) * cw, bottom + 14, categories.get(j), Anchor.END, 12, false,
                    CATEGORY_ANGLE);
        }
        f.text("xtitle", a.midX(), Math.min(Figure.HEIGHT - 20, bottom + 100), "recall (%) of the reference statements in each category",
                Anchor.MIDDLE, 14, false, 0);
        return f;
    }

    /** White to dark blue; text stays readable because values above 0.6 get a lighter text in SVG viewers too. */
    static String shade(double v) {
        double t = Math.max(0, Math.min(1, v));
        int r = (int) Math.round(255 - t * (255 - 66));
        int g = (int) Math.round(255 - t * (255 - 133));
        int b = (int) Math.round(255 - t * (255 - 244));
        return String.format(Locale.ROOT, "#%02x%02x%02x", r, g, b);
    }
}
