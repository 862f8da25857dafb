package org.georc.benchmark.report;

import java.util.ArrayList;
import java.util.List;

/** Where the scatter's points and labels go: overlapping points spread apart, each label on a free spot. */
final class LabelPlacement {
    /** Marker radius of the scatter. */
    static final double MARKER = 5;
    /** Font size of the point labels. */
    static final double LABEL_SIZE = 11;
    /** A label farther than this from its marker gets a leader line. */
    static final double LEADER_GAP = 4;

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

    private LabelPlacement() {
    }
}
