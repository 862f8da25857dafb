package org.georc.benchmark.report;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The figure model of the leaderboard figures: a fixed-size canvas that records drawing
 * operations (groups, lines, rectangles, circles, text, tooltips) and then draws them twice, the
 * same way: {@link #render()} writes an SVG document (text as real {@code <text>} elements in a
 * generic font family, so labels stay selectable and searchable; every string XML-escaped, since
 * model names are user data), and {@link #paint(Graphics2D)} paints them on a Java2D context for
 * the PNG. Both formats come from one drawing, so they always agree. The pure helpers
 * {@link Ticks} and {@link Scale} lay out linear axes.
 */
final class Figure {
    /** Canvas width in SVG user units (CSS pixels). */
    static final int WIDTH = 900;
    /** Canvas height in SVG user units. */
    static final int HEIGHT = 600;
    /** Generic font family: the viewer picks its own sans-serif face. */
    static final String FONT = "sans-serif";
    /** Series colours, distinct enough for ten series on white, then repeated. */
    private static final String[] PALETTE = {
        "#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd",
        "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf",
    };

    private final List<DrawOp> ops = new ArrayList<>();
    private int open;

    /**
     * @param i series index, from 0
     * @return the colour of that series
     */
    static String colour(int i) {
        return PALETTE[Math.floorMod(i, PALETTE.length)];
    }

    /**
     * Nice ticks on a linear axis: a step of 1, 2 or 5 times a power of ten, the first tick at or
     * below the data and the last at or above it.
     *
     * @param min  first tick (the axis start)
     * @param max  last tick (the axis end)
     * @param step distance between ticks
     */
    record Ticks(double min, double max, double step) {
        /**
         * Ticks covering {@code [lo, hi]} with about {@code target} intervals. An empty range
         * ({@code lo == hi}) is widened around its value.
         *
         * @param lo     smallest data value
         * @param hi     largest data value
         * @param target wanted number of intervals, at least 1
         * @return the ticks
         * @throws IllegalArgumentException for non-finite bounds, {@code lo > hi} or target < 1
         */
        static Ticks nice(double lo, double hi, int target) {
            if (!Double.isFinite(lo) || !Double.isFinite(hi) || lo > hi || target < 1) {
                throw new IllegalArgumentException("axis range [" + lo + ", " + hi + "] with " + target + " ticks");
            }
            if (hi - lo < 1e-12) {
                double pad = lo == 0 ? 1 : Math.abs(lo) * 0.1;
                lo -= pad;
                hi += pad;
            }
            double step = niceStep((hi - lo) / target);
            // a value within a billionth of a step of a tick counts as on it (floating-point noise)
            int decimals = decimals(step);
            double min = round(Math.floor(lo / step + 1e-9) * step, decimals);
            double max = round(Math.ceil(hi / step - 1e-9) * step, decimals);
            return new Ticks(min, max, step);
        }

        /**
         * @param rough a positive step
         * @return the smallest of 1, 2, 5 times a power of ten that is at least {@code rough}
         */
        static double niceStep(double rough) {
            double power = Math.pow(10, Math.floor(Math.log10(rough)));
            for (double m : new double[] {1, 2, 5, 10}) {
                if (m * power >= rough * (1 - 1e-9)) {
                    return m * power;
                }
            }
            return 10 * power;
        }

        /** @return the tick values, from {@link #min()} to {@link #max()} */
        List<Double> values() {
            List<Double> out = new ArrayList<>();
            long n = Math.round((max - min) / step);
            for (long i = 0; i <= n; i++) {
                // round to the step's precision, so 0.1 * 3 prints as 0.3
                out.add(round(min + i * step, decimals()));
            }
            return out;
        }

        /** @return digits after the decimal point that the tick labels need */
        int decimals() {
            return decimals(step);
        }

        private static int decimals(double step) {
            return Math.max(0, (int) -Math.floor(Math.log10(step) + 1e-9));
        }

        /**
         * @param v a tick value
         * @return its label
         */
        String label(double v) {
            return String.format(Locale.ROOT, "%." + decimals() + "f", v);
        }

        private static double round(double v, int decimals) {
            return new java.math.BigDecimal(v).setScale(decimals, java.math.RoundingMode.HALF_UP).doubleValue();
        }
    }

    /**
     * A linear map from data values to canvas coordinates.
     *
     * @param domainLo data value at {@code rangeLo}
     * @param domainHi data value at {@code rangeHi}
     * @param rangeLo  canvas coordinate of {@code domainLo}
     * @param rangeHi  canvas coordinate of {@code domainHi} (smaller than rangeLo for a y axis)
     */
    record Scale(double domainLo, double domainHi, double rangeLo, double rangeHi) {
        /**
         * @param v a data value
         * @return its canvas coordinate
         */
        double at(double v) {
            return rangeLo + (v - domainLo) / (domainHi - domainLo) * (rangeHi - rangeLo);
        }
    }

    /**
     * Escapes text for XML content and attribute values; characters XML 1.0 cannot hold (most
     * control characters, unpaired surrogates) become U+FFFD, so the document stays well-formed.
     *
     * @param s any text
     * @return the escaped text
     */
    static String escape(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            switch (cp) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&apos;");
                default -> sb.appendCodePoint(legal(cp) ? cp : 0xFFFD);
            }
        }
        return sb.toString();
    }

    /**
     * @param v a coordinate
     * @return it with at most two decimals, no trailing zeros, in the root locale
     */
    static String num(double v) {
        String s = String.format(Locale.ROOT, "%.2f", v);
        s = s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
        return s.equals("-0") ? "0" : s;
    }

    /**
     * Opens a group; close it with {@link #end()}.
     *
     * @param cssClass class attribute
     * @param model    model the group draws, as a {@code data-model} attribute, or null
     * @return this
     */
    Figure group(String cssClass, String model) {
        ops.add(new DrawOp.Group(cssClass, model));
        open++;
        return this;
    }

    /** @return this, after closing the innermost group */
    Figure end() {
        if (open == 0) {
            throw new IllegalStateException("no open group");
        }
        open--;
        ops.add(new DrawOp.End());
        return this;
    }

    /**
     * A line.
     *
     * @return this
     */
    Figure line(String cssClass, double x1, double y1, double x2, double y2, String stroke, double width) {
        ops.add(new DrawOp.Line(cssClass, x1, y1, x2, y2, stroke, width));
        return this;
    }

    /**
     * A rectangle; {@code fill} or {@code stroke} may be "none". A negative width or height
     * draws nothing.
     *
     * @return this
     */
    Figure rect(String cssClass, double x, double y, double w, double h, String fill, String stroke) {
        ops.add(new DrawOp.Rect(cssClass, x, y, Math.max(0, w), Math.max(0, h), fill, stroke));
        return this;
    }

    /**
     * A filled circle.
     *
     * @return this
     */
    Figure circle(String cssClass, double cx, double cy, double r, String fill) {
        ops.add(new DrawOp.Circle(cssClass, cx, cy, r, fill));
        return this;
    }

    /** The shape of a scatter marker. */
    enum Shape {
        CIRCLE, SQUARE, DIAMOND, TRIANGLE, TRIANGLE_DOWN;

        /** @return the i-th shape, repeating */
        static Shape of(int i) {
            return values()[Math.floorMod(i, values().length)];
        }

        /** @return the outline's corners around (cx, cy), radius r (empty for a circle) */
        double[][] corners(double cx, double cy, double r) {
            return switch (this) {
                case CIRCLE -> new double[0][];
                case SQUARE -> new double[][] {{cx - r, cy - r}, {cx + r, cy - r}, {cx + r, cy + r}, {cx - r, cy + r}};
                case DIAMOND -> new double[][] {{cx, cy - r * 1.3}, {cx + r * 1.3, cy}, {cx, cy + r * 1.3}, {cx - r * 1.3, cy}};
                case TRIANGLE -> new double[][] {{cx, cy - r * 1.3}, {cx + r * 1.2, cy + r}, {cx - r * 1.2, cy + r}};
                case TRIANGLE_DOWN -> new double[][] {{cx, cy + r * 1.3}, {cx + r * 1.2, cy - r}, {cx - r * 1.2, cy - r}};
            };
        }
    }

    /**
     * A filled scatter marker centred on (cx, cy): a {@code <circle>} for {@link Shape#CIRCLE}, else
     * a {@code <polygon>}; both carry the centre as {@code data-x} and {@code data-y}, and the shape
     * as {@code data-shape}.
     *
     * @return this
     */
    Figure marker(String cssClass, Shape shape, double cx, double cy, double r, String fill) {
        ops.add(new DrawOp.Marker(cssClass, shape, cx, cy, r, fill));
        return this;
    }

    /** Horizontal placement of text relative to its point. */
    enum Anchor {
        START, MIDDLE, END;

        String css() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * Text centred vertically on {@code y} ({@code dominant-baseline="central"}), optionally
     * rotated about its anchor point.
     *
     * @param cssClass class attribute
     * @param x        anchor x
     * @param y        anchor y
     * @param text     the text (escaped when rendered as SVG)
     * @param anchor   horizontal placement
     * @param size     font size in user units
     * @param bold     bold weight
     * @param rotate   rotation in degrees, clockwise, 0 for none
     * @return this
     */
    Figure text(String cssClass, double x, double y, String text, Anchor anchor, double size, boolean bold,
            double rotate) {
        ops.add(new DrawOp.Text(cssClass, x, y, text, anchor, size, bold, rotate));
        return this;
    }

    /**
     * A tooltip for the enclosing group (SVG only: a PNG has no tooltips).
     *
     * @param text the tooltip (escaped when rendered)
     * @return this
     */
    Figure tooltip(String text) {
        ops.add(new DrawOp.Tooltip(text));
        return this;
    }

    /**
     * @return the document: XML declaration, {@code <svg>} with width, height and viewBox, a white
     *         background, the drawn elements
     * @throws IllegalStateException when a group is still open
     */
    String render() {
        requireClosed();
        StringBuilder body = new StringBuilder();
        for (DrawOp op : ops) {
            op.svg(body);
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + WIDTH + "\" height=\"" + HEIGHT
                + "\" viewBox=\"0 0 " + WIDTH + ' ' + HEIGHT + "\" font-family=\"" + FONT + "\">\n"
                + "<rect class=\"background\" x=\"0\" y=\"0\" width=\"" + WIDTH + "\" height=\"" + HEIGHT
                + "\" fill=\"#ffffff\"/>\n" + body + "</svg>\n";
    }

    /**
     * Paints the same drawing as {@link #render()} on a graphics context in figure units (scale
     * the context first for a larger image): a white background, antialiased shapes and text in
     * the logical {@code SansSerif} font at the SVG's sizes, anchors and rotations. Groups and
     * tooltips draw nothing. The context's transform, clip, paint, stroke and font are left as
     * they were.
     *
     * @param g where to paint
     * @throws IllegalStateException when a group is still open
     */
    void paint(Graphics2D g) {
        requireClosed();
        Graphics2D c = (Graphics2D) g.create();
        try {
            c.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            c.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            c.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
            // shapes where the SVG puts them, not nudged to pixel centres
            c.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            c.setColor(Color.WHITE);
            c.fill(new Rectangle2D.Double(0, 0, WIDTH, HEIGHT));
            for (DrawOp op : ops) {
                op.paint(c);
            }
        } finally {
            c.dispose();
        }
    }

    private void requireClosed() {
        if (open != 0) {
            throw new IllegalStateException(open + " group(s) still open");
        }
    }

    /**
     * @param colour {@code #rrggbb} or "none"
     * @return the colour, or null for "none"
     */
    static Color awt(String colour) {
        if ("none".equals(colour)) {
            return null;
        }
        if (colour.length() != 7 || colour.charAt(0) != '#') {
            throw new IllegalArgumentException("colour " + colour + " is not #rrggbb or none");
        }
        return new Color(Integer.parseInt(colour.substring(1), 16));
    }

    /**
     * @param s any text
     * @return it with the characters {@link #escape} replaces by U+FFFD replaced the same way, so
     *         the PNG shows what the SVG shows
     */
    static String printable(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            sb.appendCodePoint(legal(cp) ? cp : 0xFFFD);
        }
        return sb.toString();
    }

    /** @return whether XML 1.0 can hold the code point */
    private static boolean legal(int cp) {
        return cp == 0x9 || cp == 0xA || cp == 0xD || (cp >= 0x20 && cp <= 0xD7FF) || (cp >= 0xE000 && cp <= 0xFFFD)
                || (cp >= 0x10000 && cp <= 0x10FFFF);
    }
}
