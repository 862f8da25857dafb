package org.georc.benchmark.report;

import java.util.List;
import java.util.Locale;
import org.georc.benchmark.report.Figure.Anchor;
import org.georc.benchmark.report.Figure.Scale;
import org.georc.benchmark.report.Figure.Ticks;
import org.georc.core.report.Leaderboard;
import org.georc.metrics.ConfidenceInterval;

/**
 * The layout all leaderboard figures share: margins, the plot area, the frame with its grid, ticks
 * and axis titles, legends, category labels under bands, whiskers and the value texts of tooltips.
 */
final class ChartFrame {
    static final double LEFT = 80;
    static final double TOP = 60;
    static final double RIGHT_PAD = 20;
    static final double BOTTOM = 70;
    /** Bottom margin when category labels are turned to fit. */
    static final double BOTTOM_TURNED = 150;
    static final double CATEGORY_ANGLE = -35;
    /** Rough width of a 12-unit sans-serif character, for layout only. */
    static final double CHAR_WIDTH = 7;
    static final int TICKS = 8;
    /** Room between the scatter's frame and its outermost ticks: a point at 0% or 100% stays inside. */
    static final double POINT_INSET = 12;

    /**
     * The plot area in canvas coordinates; the axes' first and last ticks sit {@code inset} units
     * inside its border, so a point at an axis end is drawn whole, not cut by the frame.
     */
    record Area(double left, double top, double right, double bottom, double inset) {
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

    /** @return whether the row carries an interval worth drawing (n >= 2, as the tables' "—") */
    static boolean hasInterval(Leaderboard.Row r, ConfidenceInterval ci) {
        return ci != null && r.scored() >= 2;
    }

    /** A vertical whisker from {@code y1} to {@code y2} with short caps at both ends. */
    static void whisker(Figure f, double x, double y1, double y2, String colour) {
        f.line("whisker", x, y1, x, y2, colour, 1.5);
        f.line("whisker-cap", x - 5, y1, x + 5, y1, colour, 1.5);
        f.line("whisker-cap", x - 5, y2, x + 5, y2, colour, 1.5);
    }

    /** @return the figure, with the plot area saying there is nothing to draw */
    static Figure noScores(Figure f, Area a) {
        return f.text("empty", a.midX(), a.midY(), SvgCharts.NO_SCORES, Anchor.MIDDLE, 14, false, 0);
    }

    /** Title, grid, tick labels, the plot border and both axis titles. */
    static void frame(Figure f, Area a, String title, String xTitle, String yTitle, Ticks y, Ticks x) {
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
    static void legend(Figure f, double x, List<String> names, boolean squares) {
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

    static void categoryLabel(Figure f, Area a, double cx, String model, boolean turned) {
        f.text("xcat", cx, a.bottom() + 16, model, turned ? Anchor.END : Anchor.MIDDLE, 12, false,
                turned ? CATEGORY_ANGLE : 0);
    }

    /** @return whether category labels must be turned to fit under their bands */
    static boolean turned(List<String> models, double width) {
        if (models.isEmpty()) {
            return false;
        }
        double band = width / models.size();
        return models.stream().anyMatch(m -> m.length() * CHAR_WIDTH > band - 4);
    }

    /** @return the right margin a legend of these names needs (swatch, gap, text), within [90, 300] */
    static double legendWidth(List<String> names) {
        int longest = names.stream().mapToInt(String::length).max().orElse(0);
        return Math.max(90, Math.min(300, 30 + longest * CHAR_WIDTH));
    }

    static String interval(Leaderboard.Row r, ConfidenceInterval ci) {
        return hasInterval(r, ci)
                ? pct(ci.estimate() * 100) + "% [" + pct(ci.lower() * 100) + ", " + pct(ci.upper() * 100) + "]"
                : pct(ci.estimate() * 100) + "% [—]";
    }

    static String pct(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }

    private ChartFrame() {
    }
}
