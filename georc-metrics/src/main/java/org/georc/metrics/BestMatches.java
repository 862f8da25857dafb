package org.georc.metrics;

/**
 * For each row (candidate item) and each column (reference item) of a similarity matrix:
 * the best similarity, its index on the other side and its ramp credit.
 *
 * <p>Arrays are owned by this object; accessors return values, not arrays, so the kernel
 * result cannot be changed after the fact.
 */
public final class BestMatches {
    private final float[] rowBest;
    private final int[] rowArg;
    private final float[] colBest;
    private final int[] colArg;
    private final double lo;
    private final double hi;
    /** Credits chosen by a gated pass, or null when credits are the ramp of the best similarity. */
    private final float[] rowCredit;
    private final float[] colCredit;

    /** No match yet: every similarity -1, every match -1. Kernels fill it with {@link #offer}. */
    BestMatches(int rows, int columns, double lo, double hi) {
        this.rowBest = new float[rows];
        this.rowArg = new int[rows];
        this.colBest = new float[columns];
        this.colArg = new int[columns];
        java.util.Arrays.fill(rowBest, -1f);
        java.util.Arrays.fill(rowArg, -1);
        java.util.Arrays.fill(colBest, -1f);
        java.util.Arrays.fill(colArg, -1);
        this.lo = lo;
        this.hi = hi;
        this.rowCredit = null;
        this.colCredit = null;
    }

    /**
     * No match yet, credits recorded explicitly: the gated kernel fills it with
     * {@link #offerGated}.
     */
    BestMatches(int rows, int columns, double lo, double hi, boolean gated) {
        this.rowBest = new float[rows];
        this.rowArg = new int[rows];
        this.colBest = new float[columns];
        this.colArg = new int[columns];
        java.util.Arrays.fill(rowBest, -1f);
        java.util.Arrays.fill(rowArg, -1);
        java.util.Arrays.fill(colBest, -1f);
        java.util.Arrays.fill(colArg, -1);
        this.lo = lo;
        this.hi = hi;
        this.rowCredit = new float[rows];
        this.colCredit = new float[columns];
    }

    /**
     * Records the similarity of row {@code i} and column {@code j}; a strictly higher value
     * replaces the current best, so ties go to the lowest index.
     */
    void offer(int i, int j, float s) {
        if (rowArg[i] < 0 || s > rowBest[i]) {
            rowBest[i] = s;
            rowArg[i] = j;
        }
        if (colArg[j] < 0 || s > colBest[j]) {
            colBest[j] = s;
            colArg[j] = i;
        }
    }

    /**
     * Records pair {@code (i, j)} with similarity {@code s} and credit {@code credit}: a strictly
     * higher credit replaces the current best; at equal credit the higher similarity wins, then
     * the lowest index.
     */
    void offerGated(int i, int j, float s, float credit) {
        offerGated(i, j, s, credit, credit, true, true);
    }

    /**
     * As {@link #offerGated(int, int, float, float)}, with the credit the pair gives its column
     * apart, and each direction offered only when open.
     */
    void offerGated(int i, int j, float s, float credit, float columnCredit, boolean toRow, boolean toColumn) {
        if (toRow && (rowArg[i] < 0 || credit > rowCredit[i] || (credit == rowCredit[i] && s > rowBest[i]))) {
            rowBest[i] = s;
            rowArg[i] = j;
            rowCredit[i] = credit;
        }
        if (toColumn && (colArg[j] < 0 || columnCredit > colCredit[j] || (columnCredit == colCredit[j] && s > colBest[j]))) {
            colBest[j] = s;
            colArg[j] = i;
            colCredit[j] = columnCredit;
        }
    }

    /** @return the number of rows (candidate items) */
    public int rows() {
        return rowBest.length;
    }

    /** @return the number of columns (reference items) */
    public int columns() {
        return colBest.length;
    }

    /**
     * @return the similarity of row {@code i}'s match: its highest similarity against any column
     *         (for a gated pass, the similarity of its highest-credit pair), or -1 when it has none
     */
    public double rowSimilarity(int i) {
        return rowBest[i];
    }

    /** @return the column of row {@code i}'s match (highest similarity, or highest credit for a gated pass), or -1 */
    public int rowMatch(int i) {
        return rowArg[i];
    }

    /**
     * @return the credit of row {@code i}: {@code ramp(rowSimilarity(i))} (times the pair's gate
     *         for a gated pass), 0 without a match
     */
    public double rowCredit(int i) {
        if (rowArg[i] < 0) {
            return 0.0;
        }
        return rowCredit != null ? rowCredit[i] : Ramp.unchecked(rowBest[i], lo, hi);
    }

    /** @return the highest similarity of column {@code j} against any row, or -1 when there are no rows */
    public double columnSimilarity(int j) {
        return colBest[j];
    }

    /** @return the row of column {@code j}'s highest similarity, or -1 when there are no rows */
    public int columnMatch(int j) {
        return colArg[j];
    }

    /** @return the ramp credit of column {@code j}, 0 without rows */
    public double columnCredit(int j) {
        if (colArg[j] < 0) {
            return 0.0;
        }
        return colCredit != null ? colCredit[j] : Ramp.unchecked(colBest[j], lo, hi);
    }

    /** @return the lower ramp threshold used */
    public double lo() {
        return lo;
    }

    /** @return the upper ramp threshold used */
    public double hi() {
        return hi;
    }
}
