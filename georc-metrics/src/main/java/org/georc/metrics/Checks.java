package org.georc.metrics;

/** Argument checks shared by the metric functions; every failure names the argument. */
final class Checks {
    private Checks() {
    }

    static double finite(double value, String name) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException(name + " must be a finite number, got " + value);
        }
        return value;
    }

    static double unit(double value, String name) {
        finite(value, name);
        if (value < 0.0 || value > 1.0) {
            throw new IllegalArgumentException(name + " must lie in [0, 1], got " + value);
        }
        return value;
    }

    static void allUnit(double[] values, String name) {
        if (values == null) {
            throw new IllegalArgumentException(name + " must not be null");
        }
        for (int i = 0; i < values.length; i++) {
            unit(values[i], name + "[" + i + "]");
        }
    }

    static void allFinite(double[] values, String name) {
        if (values == null) {
            throw new IllegalArgumentException(name + " must not be null");
        }
        for (int i = 0; i < values.length; i++) {
            finite(values[i], name + "[" + i + "]");
        }
    }

    static void thresholds(double lo, double hi) {
        finite(lo, "lo");
        finite(hi, "hi");
        if (!(lo < hi)) {
            throw new IllegalArgumentException("ramp thresholds need lo < hi, got lo=" + lo + ", hi=" + hi);
        }
    }

    static void sameLength(double[] a, double[] b, String what) {
        if (a == null || b == null) {
            throw new IllegalArgumentException(what + ": arrays must not be null");
        }
        if (a.length != b.length) {
            throw new IllegalArgumentException(
                    what + ": arrays must have the same length, got " + a.length + " and " + b.length);
        }
    }
}
