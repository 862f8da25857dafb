package org.georc.bench.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;
import org.georc.bench.report.Figure.Anchor;
import org.georc.bench.report.Figure.Scale;
import org.georc.bench.report.Figure.Ticks;
import org.georc.core.report.Leaderboard;
import org.georc.metrics.ConfidenceInterval;

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

    private static final double LEFT = 80;
    private static final double TOP = 60;
    private static final double RIGHT_PAD = 20;
    private static final double BOTTOM = 70;
    /** Bottom margin when category labels are turned to fit. */
    private static final double BOTTOM_TURNED = 150;
    private static final double CATEGORY_ANGLE = -35;
    /** Rough width of a 12-unit sans-serif character, for layout only. */
    private static final double CHAR_WIDTH = 7;
    private static final int TICKS = 8;
    /** Room between the scatter's frame and its outermost ticks: a point at 0% or 100% stays inside. */
    private static final double POINT_INSET = 12;

    private SvgCharts() {
    }

    /**
     * The plot area in canvas coordinates; the axes' first and last ticks sit {@code inset} units
     * inside its border, so a point at an axis end is drawn whole, not cut by the frame.
     */
    private record Area(double left, double top, double right, double bottom, double inset) {
        Area(double left, double top, double right, double bottom) {
            this(left, top, right, bottom, 0);
        }

        double width() {
            return right - left;
        }

        double midX() {
            return (left + right) / 2;
        }

        double midY() {
            return (top + bottom) / 2;
        }

        Scale x(Ticks t) {
            return new Scale(t.min(), t.max(), left + inset, right - inset);
        }

        Scale y(Ticks t) {
            return new Scale(t.min(), t.max(), bottom - inset, top + inset);
        }
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

    /** Marker radius of the scatter. */
    private static final double MARKER = 5;
    /** Font size of the point labels. */
    static final double LABEL_SIZE = 11;
    /** A label farther than this from its marker gets a leader line. */
    private static final double LEADER_GAP = 4;

    private static String groupOf(Leaderboard.Row r) {
        return r.group() == null ? org.georc.core.report.ModelGroups.VLM : r.group();
    }

    /** An axis-aligned box in canvas units. */
    record Box(double x1, double y1, double x2, double y2) {
        boolean overlaps(Box o) {
            return x1 < o.x2 && o.x1 < x2 && y1 < o.y2 && o.y1 < y2;
        }

        boolean inside(Box o) {
            return x1 >= o.x1 && x2 <= o.x2 && y1 >= o.y1 && y2 <= o.y2;
        }

        double overlap(Box o) {
            return Math.max(0, Math.min(x2, o.x2) - Math.max(x1, o.x1)) * Math.max(0, Math.min(y2, o.y2) - Math.max(y1, o.y1));
        }

        /** @return whether the boxes are at most {@code gap} apart */
        boolean touches(Box o, double gap) {
            return new Box(x1 - gap, y1 - gap, x2 + gap, y2 + gap).overlaps(o);
        }

        /** @return the point of this box nearest to (x, y) */
        double[] nearest(double x, double y) {
            return new double[] {Math.max(x1, Math.min(x, x2)), Math.max(y1, Math.min(y, y2))};
        }
    }

    /** @return the box a label of this text takes (a conservative width estimate for sans-serif) */
    static double labelWidth(String text) {
        return 2 + text.codePointCount(0, text.length()) * LABEL_SIZE * 0.62;
    }

    /**
     * Points closer than a marker's diameter are pushed apart until none hides another: a
     * deterministic jitter of a few units (coincident points are spread around their place).
     */
    static void spread(double[][] at) {
        double min = 2 * MARKER + 0.5;
        for (int round = 0; round < 200; round++) {
            boolean moved = false;
            for (int i = 0; i < at.length; i++) {
                for (int j = i + 1; j < at.length; j++) {
                    double dx = at[j][0] - at[i][0];
                    double dy = at[j][1] - at[i][1];
                    double d = Math.hypot(dx, dy);
                    if (d >= min) {
                        continue;
                    }
                    if (d < 1e-6) {          // the same place: a direction of its own for each pair
                        double angle = -Math.PI / 2 + 2.39996 * (i * at.length + j);
                        dx = Math.cos(angle);
                        dy = Math.sin(angle);
                        d = 1;
                    }
                    double push = (min - Math.hypot(at[j][0] - at[i][0], at[j][1] - at[i][1])) / 2 + 0.01;
                    at[i][0] -= dx / d * push;
                    at[i][1] -= dy / d * push;
                    at[j][0] += dx / d * push;
                    at[j][1] += dy / d * push;
                    moved = true;
                }
            }
            if (!moved) {
                return;
            }
        }
    }

    /**
     * Places one label per point: the first position, nearest first, around the point where the
     * label stays inside {@code bounds} and meets no marker and no label placed before it; when
     * none is free, the position that overlaps least.
     *
     * @param at        the points
     * @param texts     their labels
     * @param markers   what labels should not cover: the markers' boxes, then any others
     * @param bounds    where labels may go
     * @return each label's box
     */
    static List<Box> placeLabels(double[][] at, List<String> texts, List<Box> markers, Box bounds) {
        double h = LABEL_SIZE + 3;
        List<Box> placed = new ArrayList<>();
        for (int i = 0; i < at.length; i++) {
            double w = labelWidth(texts.get(i));
            Box best = null;
            double bestCost = Double.POSITIVE_INFINITY;
            search:
            for (double d : new double[] {MARKER + 2, 14, 26, 40, 58, 80, 110, 150}) {
                for (int k = 0; k < 8; k++) {
                    double angle = Math.PI / 4 * new int[] {0, 4, 7, 1, 5, 3, 6, 2}[k];
                    double dx = Math.cos(angle);
                    double dy = Math.sin(angle);
                    // the label's box touches the circle of radius d around the point on this side
                    double bx = at[i][0] + dx * d + (Math.abs(dx) < 1e-9 ? -w / 2 : dx < 0 ? -w : 0);
                    double by = at[i][1] + dy * d + (Math.abs(dy) < 1e-9 ? -h / 2 : dy < 0 ? -h : 0);
                    Box b = new Box(bx, by, bx + w, by + h);
                    if (!b.inside(bounds)) {
                        continue;
                    }
                    double cost = 0;
                    for (Box o : markers) {
                        cost += b.overlap(o);
                    }
                    for (Box o : placed) {
                        cost += b.overlap(o) * 4;
                    }
                    if (cost == 0) {
                        best = b;
                        break search;
                    }
                    if (cost < bestCost) {
                        bestCost = cost;
                        best = b;
                    }
                }
            }
            if (best == null) {     // nothing fits inside: right of the point, clamped into the bounds
                double bx = Math.max(bounds.x1(), Math.min(at[i][0] + MARKER + 2, bounds.x2() - w));
                double by = Math.max(bounds.y1(), Math.min(at[i][1] - h / 2, bounds.y2() - h));
                best = new Box(bx, by, bx + w, by + h);
            }
            placed.add(best);
        }
        return placed;
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

    /** @return whether the row carries an interval worth drawing (n >= 2, as the tables' "—") */
    private static boolean hasInterval(Leaderboard.Row r, ConfidenceInterval ci) {
        return ci != null && r.scored() >= 2;
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

    /** A vertical whisker from {@code y1} to {@code y2} with short caps at both ends. */
    private static void whisker(Figure f, double x, double y1, double y2, String colour) {
        f.line("whisker", x, y1, x, y2, colour, 1.5);
        f.line("whisker-cap", x - 5, y1, x + 5, y1, colour, 1.5);
        f.line("whisker-cap", x - 5, y2, x + 5, y2, colour, 1.5);
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
    private static String shade(double v) {
        double t = Math.max(0, Math.min(1, v));
        int r = (int) Math.round(255 - t * (255 - 66));
        int g = (int) Math.round(255 - t * (255 - 133));
        int b = (int) Math.round(255 - t * (255 - 244));
        return String.format(Locale.ROOT, "#%02x%02x%02x", r, g, b);
    }

    /** @return the figure, with the plot area saying there is nothing to draw */
    private static Figure noScores(Figure f, Area a) {
        return f.text("empty", a.midX(), a.midY(), NO_SCORES, Anchor.MIDDLE, 14, false, 0);
    }

    /** Title, grid, tick labels, the plot border and both axis titles. */
    private static void frame(Figure f, Area a, String title, String xTitle, String yTitle, Ticks y, Ticks x) {
        f.text("title", Figure.WIDTH / 2.0, 28, title, Anchor.MIDDLE, 18, true, 0);
        Scale sy = a.y(y);
        f.group("y-axis", null);
        for (double v : y.values()) {
            f.line("grid", a.left(), sy.at(v), a.right(), sy.at(v), "#e6e6e6", 1);
            f.text("ytick", a.left() - 8, sy.at(v), y.label(v), Anchor.END, 12, false, 0);
        }
        f.end();
        if (x != null) {
            Scale sx = a.x(x);
            f.group("x-axis", null);
            for (double v : x.values()) {
                f.line("grid", sx.at(v), a.top(), sx.at(v), a.bottom(), "#e6e6e6", 1);
                f.text("xtick", sx.at(v), a.bottom() + 16, x.label(v), Anchor.MIDDLE, 12, false, 0);
            }
            f.end();
        }
        f.rect("plot-border", a.left(), a.top(), a.width(), a.bottom() - a.top(), "none", "#b0b0b0");
        f.text("xtitle", a.midX(), Figure.HEIGHT - 20, xTitle, Anchor.MIDDLE, 14, false, 0);
        f.text("ytitle", 22, a.midY(), yTitle, Anchor.MIDDLE, 14, false, -90);
    }

    /** Names with a colour swatch each, top down from the plot's top edge. */
    private static void legend(Figure f, double x, List<String> names, boolean squares) {
        double line = Math.min(20, (Figure.HEIGHT - TOP - 20) / Math.max(1, names.size()));
        f.group("legend", null);
        for (int i = 0; i < names.size(); i++) {
            double y = TOP + 8 + i * line;
            if (squares) {
                f.rect("swatch", x, y - 5, 10, 10, Figure.colour(i), "none");
            } else {
                f.circle("swatch", x + 5, y, 5, Figure.colour(i));
            }
            f.text("legend-entry", x + 16, y, names.get(i), Anchor.START, Math.min(12, line * 0.8), false, 0);
        }
        f.end();
    }

    private static void categoryLabel(Figure f, Area a, double cx, String model, boolean turned) {
        f.text("xcat", cx, a.bottom() + 16, model, turned ? Anchor.END : Anchor.MIDDLE, 12, false,
                turned ? CATEGORY_ANGLE : 0);
    }

    /** @return whether category labels must be turned to fit under their bands */
    private static boolean turned(List<String> models, double width) {
        if (models.isEmpty()) {
            return false;
        }
        double band = width / models.size();
        return models.stream().anyMatch(m -> m.length() * CHAR_WIDTH > band - 4);
    }

    /** @return the right margin a legend of these names needs (swatch, gap, text), within [90, 300] */
    private static double legendWidth(List<String> names) {
        int longest = names.stream().mapToInt(String::length).max().orElse(0);
        return Math.max(90, Math.min(300, 30 + longest * CHAR_WIDTH));
    }

    private static String interval(Leaderboard.Row r, ConfidenceInterval ci) {
        return hasInterval(r, ci)
                ? pct(ci.estimate() * 100) + "% [" + pct(ci.lower() * 100) + ", " + pct(ci.upper() * 100) + "]"
                : pct(ci.estimate() * 100) + "% [—]";
    }

    private static String pct(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }
}
