package org.georc.benchmark.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;
import org.georc.benchmark.report.ChartFrame.Area;
import org.georc.benchmark.report.Figure.Anchor;
import org.georc.benchmark.report.Figure.Scale;
import org.georc.benchmark.report.Figure.Ticks;
import org.georc.benchmark.report.LabelPlacement.Box;
import org.georc.core.report.Leaderboard;
import org.georc.metrics.ConfidenceInterval;

import static org.georc.benchmark.report.ChartFrame.BOTTOM;
import static org.georc.benchmark.report.ChartFrame.BOTTOM_TURNED;
import static org.georc.benchmark.report.ChartFrame.LEFT;
import static org.georc.benchmark.report.ChartFrame.POINT_INSET;
import static org.georc.benchmark.report.ChartFrame.RIGHT_PAD;
import static org.georc.benchmark.report.ChartFrame.TICKS;
import static org.georc.benchmark.report.ChartFrame.TOP;
import static org.georc.benchmark.report.ChartFrame.categoryLabel;
import static org.georc.benchmark.report.ChartFrame.frame;
import static org.georc.benchmark.report.ChartFrame.hasInterval;
import static org.georc.benchmark.report.ChartFrame.interval;
import static org.georc.benchmark.report.ChartFrame.legend;
import static org.georc.benchmark.report.ChartFrame.legendWidth;
import static org.georc.benchmark.report.ChartFrame.noScores;
import static org.georc.benchmark.report.ChartFrame.pct;
import static org.georc.benchmark.report.ChartFrame.turned;
import static org.georc.benchmark.report.ChartFrame.whisker;
import static org.georc.benchmark.report.LabelPlacement.LEADER_GAP;
import static org.georc.benchmark.report.LabelPlacement.MARKER;
import static org.georc.benchmark.report.LabelPlacement.placeLabels;
import static org.georc.benchmark.report.LabelPlacement.spread;

/**
 * The leaderboard figures, laid out once as {@link Figure} drawings from which {@link Plots}
 * writes both the SVG and the PNG. Values are percentages (the leaderboard's [0, 1] values x100).
 * Whiskers show the TRUE percentile-bootstrap interval, from its lower to its upper bound,
 * asymmetric where the interval is; a model with fewer than two scored pairs has no interval (the
 * tables show "—") and gets no whisker.
 */
final class SvgCharts {
    static final String F1_VS_COUNTRY_TITLE = "F1 vs country accuracy";
    static final String F1_VS_COUNTRY_X = "country accuracy (% of pairs)";
    static final String F1_VS_COUNTRY_Y = "F1 (%, 95% interval)";
    static final String PRECISION_RECALL_TITLE = "Precision and recall";
    static final String PRECISION_RECALL_X = "model";
    static final String PRECISION_RECALL_Y = "precision and recall (%, 95% interval)";
    static final String F1_DISTRIBUTION_TITLE = "F1 per pair";
    static final String F1_DISTRIBUTION_X = "model";
    static final String F1_DISTRIBUTION_Y = "F1 per pair (%)";
    /** Shown in an empty figure. */
    static final String NO_SCORES = "(no scores)";

    private SvgCharts() {
    }

    /**
     * Mean F1 against country accuracy with no country intervals (no horizontal whiskers).
     *
     * @param rows leaderboard rows with a country accuracy and an F1 (at least one)
     * @return the figure
     */
    static Figure f1VsCountry(List<Leaderboard.Row> rows) {
        return f1VsCountry(rows, Map.of());
    }

    /**
     * The paper's Figure 6 view: mean F1 against country accuracy, one labelled point per model.
     * Each point has its F1 interval as a vertical whisker and its country-accuracy interval as a
     * horizontal one; colour and marker say the row's group (Human Expert, Baseline, VLM, or a
     * {@code --groups} group), named in the legend. The expert pairs are pooled: only
     * {@code human-expert-average} is drawn. Points that would sit on each other are spread a
     * little around their common place (the tooltip keeps the true values), and each label is put
     * where it hides no other label or point, with a leader line when it had to move away.
     *
     * @param rows             leaderboard rows with a country accuracy and an F1 (at least one)
     * @param countryIntervals per model, the 95% interval of its country accuracy in [0, 1]
     *                         ({@link Plots#countryIntervals}); a model without one gets no
     *                         horizontal whisker
     * @return the figure
     */
    static Figure f1VsCountry(List<Leaderboard.Row> rows, Map<String, ConfidenceInterval> countryIntervals) {
        if (rows.isEmpty()) {
            throw new IllegalArgumentException("no model has a country accuracy and an F1");
        }
        List<Leaderboard.Row> drawn = rows.stream().filter(r -> !Leaderboard.isExpertPair(r.model())).toList();
        if (drawn.isEmpty()) {
            drawn = rows;
        }
        List<String> groups = drawn.stream().map(SvgCharts::groupOf).distinct().toList();
        double legendWidth = legendWidth(groups);
        Area a = new Area(LEFT, TOP, Figure.WIDTH - RIGHT_PAD - legendWidth, Figure.HEIGHT - BOTTOM, POINT_INSET);
        int n = drawn.size();
        double[] xs = new double[n];
        ConfidenceInterval[] cx = new ConfidenceInterval[n];
        double loX = Double.POSITIVE_INFINITY;
        double hiX = Double.NEGATIVE_INFINITY;
        double loY = Double.POSITIVE_INFINITY;
        double hiY = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            Leaderboard.Row r = drawn.get(i);
            xs[i] = r.countryAccuracy() * 100;
            ConfidenceInterval c = countryIntervals.get(r.model());
            cx[i] = c != null && hasInterval(r, c) ? c : null;
            loX = Math.min(loX, cx[i] != null ? Math.min(xs[i], c.lower() * 100) : xs[i]);
            hiX = Math.max(hiX, cx[i] != null ? Math.max(xs[i], c.upper() * 100) : xs[i]);
            ConfidenceInterval ci = r.f1();
            loY = Math.min(loY, (hasInterval(r, ci) ? ci.lower() : ci.estimate()) * 100);
            hiY = Math.max(hiY, (hasInterval(r, ci) ? ci.upper() : ci.estimate()) * 100);
        }
        Ticks xt = padded(loX, hiX);
        Ticks yt = padded(loY, hiY);
        Figure f = new Figure();
        frame(f, a, F1_VS_COUNTRY_TITLE, F1_VS_COUNTRY_X, F1_VS_COUNTRY_Y, yt, xt);
        Scale sx = a.x(xt);
        Scale sy = a.y(yt);
        double[][] at = new double[n][];
        for (int i = 0; i < n; i++) {
            at[i] = new double[] {sx.at(xs[i]), sy.at(drawn.get(i).f1().estimate() * 100)};
        }
        spread(at);
        List<Box> obstacles = new ArrayList<>();
        for (double[] p : at) {
            obstacles.add(new Box(p[0] - MARKER - 2, p[1] - MARKER - 2, p[0] + MARKER + 2, p[1] + MARKER + 2));
        }
        // labels keep off the whiskers too, where they can
        List<Box> lines = new ArrayList<>(obstacles);
        for (int i = 0; i < n; i++) {
            Leaderboard.Row r = drawn.get(i);
            if (hasInterval(r, r.f1())) {
                lines.add(new Box(at[i][0] - 5, sy.at(r.f1().upper() * 100), at[i][0] + 5, sy.at(r.f1().lower() * 100)));
            }
            if (cx[i] != null) {
                double shift = at[i][0] - sx.at(xs[i]);
                lines.add(new Box(sx.at(cx[i].lower() * 100) + shift, at[i][1] - 5, sx.at(cx[i].upper() * 100) + shift,
                        at[i][1] + 5));
            }
        }
        List<Box> labels = placeLabels(at, drawn.stream().map(Leaderboard.Row::model).toList(), lines,
                new Box(a.left() + 2, a.top() + 2, a.right() - 2, a.bottom() - 2));
        for (int i = 0; i < n; i++) {
            Leaderboard.Row r = drawn.get(i);
            ConfidenceInterval ci = r.f1();
            int g = groups.indexOf(groupOf(r));
            double x = at[i][0];
            double y = at[i][1];
            f.group("series", r.model());
            f.tooltip(r.model() + " (" + groupOf(r) + "): country accuracy "
                    + (cx[i] != null ? interval(r, cx[i]) : pct(xs[i]) + "%") + ", F1 " + interval(r, ci));
            if (hasInterval(r, ci)) {
                whisker(f, x, sy.at(ci.lower() * 100), sy.at(ci.upper() * 100), "#404040");
            }
            if (cx[i] != null) {
                double shift = x - sx.at(xs[i]);
                f.line("whisker-x", sx.at(cx[i].lower() * 100) + shift, y, sx.at(cx[i].upper() * 100) + shift, y,
                        "#404040", 1.5);
                f.line("whisker-x-cap", sx.at(cx[i].lower() * 100) + shift, y - 5, sx.at(cx[i].lower() * 100) + shift,
                        y + 5, "#404040", 1.5);
                f.line("whisker-x-cap", sx.at(cx[i].upper() * 100) + shift, y - 5, sx.at(cx[i].upper() * 100) + shift,
                        y + 5, "#404040", 1.5);
            }
            f.marker("point", Figure.Shape.of(g), x, y, MARKER, Figure.colour(g));
            Box b = labels.get(i);
            if (!b.touches(obstacles.get(i), LEADER_GAP)) {
                double[] end = b.nearest(x, y);
                f.line("leader", x, y, end[0], end[1], "#808080", 0.8);
            }
            f.text("label", b.x1() + 1, (b.y1() + b.y2()) / 2, r.model(), Anchor.START, LABEL_SIZE, false, 0);
            f.end();
        }
        f.group("legend", null);
        for (int g = 0; g < groups.size(); g++) {
            double y = TOP + 8 + g * 20;
            f.marker("swatch", Figure.Shape.of(g), a.right() + 17, y, MARKER, Figure.colour(g));
            f.text("legend-entry", a.right() + 28, y, groups.get(g), Anchor.START, 12, false, 0);
        }
        f.end();
        return f;
    }
    /** Font size of the point labels. */
    static final double LABEL_SIZE = LabelPlacement.LABEL_SIZE;

    private static String groupOf(Leaderboard.Row r) {
        return r.group() == null ? org.georc.core.report.ModelGroups.VLM : r.group();
    }
    /** @return the box a label of this text takes ({@link LabelPlacement#labelWidth}) */
    static double labelWidth(String text) {
        return LabelPlacement.labelWidth(text);
    }

    /**
     * Mean precision and recall per model as grouped bars with interval whiskers.
     *
     * @param rows leaderboard rows with scores (may be empty: the figure then says so)
     * @return the figure
     */
    static Figure precisionRecall(List<Leaderboard.Row> rows) {
        List<String> models = rows.stream().map(Leaderboard.Row::model).toList();
        double legendWidth = legendWidth(List.of("precision", "recall"));
        boolean turned = turned(models, Figure.WIDTH - LEFT - RIGHT_PAD - legendWidth);
        Area a = new Area(LEFT, TOP, Figure.WIDTH - RIGHT_PAD - legendWidth,
                Figure.HEIGHT - (turned ? BOTTOM_TURNED : BOTTOM));
        double hi = 1;
        for (Leaderboard.Row r : rows) {
            for (ConfidenceInterval ci : List.of(r.precision(), r.recall())) {
                hi = Math.max(hi, (hasInterval(r, ci) ? ci.upper() : ci.estimate()) * 100);
            }
        }
        Ticks yt = Ticks.nice(0, rows.isEmpty() ? 100 : hi, TICKS);
        Figure f = new Figure();
        frame(f, a, PRECISION_RECALL_TITLE, PRECISION_RECALL_X, PRECISION_RECALL_Y, yt, null);
        legend(f, a.right() + 12, List.of("precision", "recall"), true);
        if (rows.isEmpty()) {
            return noScores(f, a);
        }
        Scale sy = a.y(yt);
        double band = a.width() / rows.size();
        double bar = Math.min(40, band * 0.35);
        for (int i = 0; i < rows.size(); i++) {
            Leaderboard.Row r = rows.get(i);
            double cx = a.left() + band * (i + 0.5);
            f.group("category", r.model());
            bar(f, "precision", r, r.precision(), cx - bar / 2 - 1, bar, sy, Figure.colour(0));
            bar(f, "recall", r, r.recall(), cx + bar / 2 + 1, bar, sy, Figure.colour(1));
            categoryLabel(f, a, cx, r.model(), turned);
            f.end();
        }
        return f;
    }

    /**
     * Per-pair F1 per model as box plots: the box spans the first to the third quartile with a line
     * at the median ({@link BoxStats#of}); whiskers follow Tukey's rule, reaching the most extreme
     * values within 1.5 interquartile ranges of the box; values beyond are drawn as dots.
     *
     * @param byModel per-pair F1 values in percent, per model in display order; models without
     *                values are left out
     * @return the figure
     */
    static Figure f1Distribution(Map<String, List<Double>> byModel) {
        List<String> models = new ArrayList<>();
        List<BoxStats> boxes = new ArrayList<>();
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (Map.Entry<String, List<Double>> e : byModel.entrySet()) {
            if (e.getValue().isEmpty()) {
                continue;
            }
            BoxStats b = BoxStats.of(e.getValue().stream().mapToDouble(Double::doubleValue).toArray());
            models.add(e.getKey());
            boxes.add(b);
            lo = Math.min(lo, b.min());
            hi = Math.max(hi, b.max());
        }
        boolean turned = turned(models, Figure.WIDTH - LEFT - RIGHT_PAD);
        // inset: a box, whisker or outlier at the axis ends (0 or 100%) is drawn inside the frame, not on it
        Area a = new Area(LEFT, TOP, Figure.WIDTH - RIGHT_PAD, Figure.HEIGHT - (turned ? BOTTOM_TURNED : BOTTOM),
                POINT_INSET);
        Ticks yt = models.isEmpty() ? Ticks.nice(0, 100, TICKS) : Ticks.nice(lo, hi, TICKS);
        Figure f = new Figure();
        frame(f, a, F1_DISTRIBUTION_TITLE, F1_DISTRIBUTION_X, F1_DISTRIBUTION_Y, yt, null);
        if (models.isEmpty()) {
            return noScores(f, a);
        }
        Scale sy = a.y(yt);
        double band = a.width() / models.size();
        double w = Math.min(60, band * 0.5);
        for (int i = 0; i < models.size(); i++) {
            BoxStats b = boxes.get(i);
            double cx = a.left() + band * (i + 0.5);
            f.group("box", models.get(i));
            f.tooltip(String.format(Locale.ROOT, "%s: n=%d, median %s%%, quartiles %s%%-%s%%", models.get(i), b.n(),
                    pct(b.median()), pct(b.q1()), pct(b.q3())));
            whisker(f, cx, sy.at(b.q1()), sy.at(b.lowWhisker()), "#404040");
            whisker(f, cx, sy.at(b.q3()), sy.at(b.highWhisker()), "#404040");
            f.rect("quartiles", cx - w / 2, sy.at(b.q3()), w, sy.at(b.q1()) - sy.at(b.q3()), Figure.colour(i),
                    "#404040");
            f.line("median", cx - w / 2, sy.at(b.median()), cx + w / 2, sy.at(b.median()), "#000000", 2);
            for (double o : b.outliers()) {
                f.circle("outlier", cx, sy.at(o), 3, Figure.colour(i));
            }
            categoryLabel(f, a, cx, models.get(i), turned);
            f.end();
        }
        return f;
    }

    /**
     * Five-number summary of a box plot under Tukey's rule.
     *
     * @param n           number of values
     * @param q1          first quartile
     * @param median      median
     * @param q3          third quartile
     * @param lowWhisker  smallest value at or above {@code q1 - 1.5 IQR}
     * @param highWhisker largest value at or below {@code q3 + 1.5 IQR}
     * @param outliers    values beyond the whiskers
     * @param min         smallest value
     * @param max         largest value
     */
    record BoxStats(int n, double q1, double median, double q3, double lowWhisker, double highWhisker,
                    double[] outliers, double min, double max) {
        /**
         * Quartiles by linear interpolation between order statistics (Hyndman and Fan's type 7,
         * the default of R and NumPy), via Commons Math's {@code Percentile} with
         * {@code EstimationType.R_7}; whiskers by Tukey's 1.5 IQR rule.
         *
         * @param values at least one finite value
         * @return the summary
         */
        static BoxStats of(double[] values) {
            if (values.length == 0) {
                throw new IllegalArgumentException("no values for a box plot");
            }
            double[] sorted = values.clone();
            Arrays.sort(sorted);
            Percentile p = new Percentile().withEstimationType(Percentile.EstimationType.R_7);
            p.setData(sorted);
            double q1 = p.evaluate(25);
            double median = p.evaluate(50);
            double q3 = p.evaluate(75);
            double iqr = q3 - q1;
            double lowFence = q1 - 1.5 * iqr;
            double highFence = q3 + 1.5 * iqr;
            double low = Arrays.stream(sorted).filter(v -> v >= lowFence).min().orElse(q1);
            double high = Arrays.stream(sorted).filter(v -> v <= highFence).max().orElse(q3);
            double[] outliers = Arrays.stream(sorted).filter(v -> v < lowFence || v > highFence).toArray();
            return new BoxStats(sorted.length, q1, median, q3, Math.min(low, q1), Math.max(high, q3), outliers,
                    sorted[0], sorted[sorted.length - 1]);
        }
    }

    /**
     * Ticks over a percentage range widened by 5% of its span (at least one point) on each side,
     * so no point sits on the plot border, but not past 0 or 100 when the data is within them.
     */
    static Ticks padded(double lo, double hi) {
        double pad = Math.max(1, (hi - lo) * 0.05);
        double from = lo >= 0 ? Math.max(0, lo - pad) : lo - pad;
        double to = hi <= 100 ? Math.min(100, hi + pad) : hi + pad;
        return Ticks.nice(from, to, TICKS);
    }

    private static void bar(Figure f, String series, Leaderboard.Row r, ConfidenceInterval ci, double cx,
            double w, Scale sy, String colour) {
        f.group(series, r.model());
        f.tooltip(r.model() + ": " + series + " " + interval(r, ci));
        double top = sy.at(ci.estimate() * 100);
        f.rect("bar", cx - w / 2, top, w, sy.at(0) - top, colour, "none");
        if (hasInterval(r, ci)) {
            whisker(f, cx, sy.at(ci.lower() * 100), sy.at(ci.upper() * 100), "#202020");
        }
        f.end();
    }

    /**
     * GeoRC Figure 3 ({@link CategoryCharts#categoryCounts}).
     *
     * @param names  category names, in display order
     * @param counts their counts
     * @return the figure
     */
    static Figure categoryCounts(List<String> names, List<Integer> counts) {
        return CategoryCharts.categoryCounts(names, counts);
    }

    /**
     * The models x categories recall heatmap ({@link CategoryCharts#categoryHeatmap}).
     *
     * @param models     row labels, top down
     * @param categories column labels
     * @param recall     recall in [0, 1] per model and category, null where there is none
     * @return the figure
     */
    static Figure categoryHeatmap(List<String> models, List<String> categories, Double[][] recall) {
        return CategoryCharts.categoryHeatmap(models, categories, recall);
    }
}
