package org.georc.metrics;

/**
 * Cosine similarity of L2-normalised vectors held in contiguous row-major {@code float[]}
 * storage: {@code a} holds {@code n} vectors of dimension {@code dim}, vector {@code i} at
 * {@code a[i*dim .. i*dim+dim)}. For unit vectors the cosine is the dot product.
 *
 * <p>This is the hot path of the key-points judges: the loops are blocked so that a tile of
 * rows and columns stays in cache, they allocate nothing per pair, and the fused pass
 * {@link #bestMatches} never materialises the matrix.
 */
public final class CosineKernel {
    /** Rows and columns per tile; 32 x 384 floats x 2 sides fits in a typical L2 cache. */
    static final int BLOCK = 32;

    private CosineKernel() {
    }

    /**
     * Fills {@code out[i*m + j] = dot(a_i, b_j)} for {@code i < n}, {@code j < m}.
     *
     * @param a   {@code n*dim} floats, row-major
     * @param n   number of vectors in {@code a}
     * @param b   {@code m*dim} floats, row-major
     * @param m   number of vectors in {@code b}
     * @param dim vector dimension, at least 1
     * @param out at least {@code n*m} floats, overwritten
     * @throws IllegalArgumentException if a size does not match its array
     */
    public static void similarity(float[] a, int n, float[] b, int m, int dim, float[] out) {
        checkShapes(a, n, b, m, dim);
        if (out == null || out.length < (long) n * m) {
            throw new IllegalArgumentException("out must hold n*m = " + ((long) n * m) + " floats");
        }
        for (int i0 = 0; i0 < n; i0 += BLOCK) {
            int i1 = Math.min(n, i0 + BLOCK);
            for (int j0 = 0; j0 < m; j0 += BLOCK) {
                int j1 = Math.min(m, j0 + BLOCK);
                for (int i = i0; i < i1; i++) {
                    int ai = i * dim;
                    for (int j = j0; j < j1; j++) {
                        out[i * m + j] = dot(a, ai, b, j * dim, dim);
                    }
                }
            }
        }
    }

    /**
     * Allocating convenience form of {@link #similarity(float[], int, float[], int, int, float[])}.
     *
     * @return a new {@code n*m} row-major matrix
     */
    public static float[] similarity(float[] a, int n, float[] b, int m, int dim) {
        float[] out = new float[Math.multiplyExact(n, m)];
        similarity(a, n, b, m, dim, out);
        return out;
    }

    /**
     * The fused pass: for every row the best cosine against any column (and which column), and
     * for every column the best cosine against any row, with ramp credits taken from
     * {@code lo}/{@code hi}. Ties go to the lowest index. Since the ramp is non-decreasing, the
     * best ramp credit is the ramp of the best cosine.
     *
     * <p>Edge cases: with {@code m = 0} every row has similarity -1, match -1 and credit 0
     * (and symmetrically for {@code n = 0}).
     *
     * @throws IllegalArgumentException on shape mismatch, non-finite thresholds or {@code lo >= hi}
     */
    public static BestMatches bestMatches(float[] a, int n, float[] b, int m, int dim, double lo, double hi) {
        checkShapes(a, n, b, m, dim);
        Checks.thresholds(lo, hi);
        BestMatches matches = new BestMatches(n, m, lo, hi);
        for (int i0 = 0; i0 < n; i0 += BLOCK) {
            int i1 = Math.min(n, i0 + BLOCK);
            for (int j0 = 0; j0 < m; j0 += BLOCK) {
                int j1 = Math.min(m, j0 + BLOCK);
                for (int i = i0; i < i1; i++) {
                    int ai = i * dim;
                    for (int j = j0; j < j1; j++) {
                        matches.offer(i, j, dot(a, ai, b, j * dim, dim));
                    }
                }
            }
        }
        return matches;
    }

    /**
     * Best matches over a precomputed {@code n x m} similarity matrix in which some pairs are
     * blocked (contradicting clauses): a blocked pair is never a match and earns nothing. A row
     * whose pairs are all blocked gets similarity -1, match -1 and credit 0.
     *
     * @param sim     row-major {@code n*m} similarities, finite
     * @param n       rows
     * @param m       columns
     * @param blocked row-major {@code n*m} flags, or null for none
     * @param lo      ramp lower threshold
     * @param hi      ramp upper threshold, {@code > lo}
     * @return best matches per row and column
     */
    public static BestMatches bestMatches(float[] sim, int n, int m, boolean[] blocked, double lo, double hi) {
        Checks.thresholds(lo, hi);
        if (n < 0 || m < 0 || sim == null || sim.length != (long) n * m) {
            throw new IllegalArgumentException("sim must hold n*m = " + ((long) n * m) + " floats");
        }
        if (blocked != null && blocked.length != sim.length) {
            throw new IllegalArgumentException("blocked must hold n*m = " + sim.length + " flags");
        }
        BestMatches matches = new BestMatches(n, m, lo, hi);
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                int k = i * m + j;
                if (blocked != null && blocked[k]) {
                    continue;
                }
                if (!Float.isFinite(sim[k])) {
                    throw new IllegalArgumentException("sim[" + k + "] is not finite: " + sim[k]);
                }
                matches.offer(i, j, sim[k]);
            }
        }
        return matches;
    }

    /**
     * Best matches over a precomputed {@code n x m} similarity matrix in which each pair carries
     * a gate in [0, 1] that scales its ramp credit: {@code credit = ramp(sim) * gate}. Gates say
     * how far two items are allowed to match at all (0 = never, like a blocked pair; 1 = the
     * plain ramp). Each row and column is matched to the pair of highest credit (ties: higher
     * similarity, then lowest index), so a gated pair never hides a better-credited one. A row
     * whose pairs all have gate 0 gets similarity -1, match -1 and credit 0.
     *
     * <p>With every gate 1 the credits equal those of
     * {@link #bestMatches(float[], int, int, boolean[], double, double)}.
     *
     * @param sim  row-major {@code n*m} similarities, finite
     * @param n    rows
     * @param m    columns
     * @param gate row-major {@code n*m} gates, each in [0, 1]
     * @param lo   ramp lower threshold
     * @param hi   ramp upper threshold, {@code > lo}
     * @return best matches per row and column, with their gated credits
     * @throws IllegalArgumentException on shape mismatch, a non-finite similarity, a gate outside
     *                                  [0, 1] or invalid thresholds
     */
    public static BestMatches gatedMatches(float[] sim, int n, int m, float[] gate, double lo, double hi) {
        return gatedMatches(sim, n, m, gate, null, lo, hi);
    }

    /**
     * {@link #gatedMatches(float[], int, int, float[], double, double)} with a credit floor per
     * pair: an open pair (gate above 0) earns {@code max(ramp(sim) * gate, floor)}. Floors let a
     * pair that other evidence shows to match (two clauses whose structured readings agree) earn
     * credit even where its cosine is below the ramp.
     *
     * @param floor row-major {@code n*m} floors in [0, 1], or null for none
     * @throws IllegalArgumentException as the plain form, and on a floor outside [0, 1]
     */
    public static BestMatches gatedMatches(float[] sim, int n, int m, float[] gate, float[] floor, double lo,
                                           double hi) {
        return gatedMatches(sim, n, m, gate, null, floor, lo, hi);
    }

    /**
     * {@link #gatedMatches(float[], int, int, float[], float[], double, double)} with a gate per
     * direction: {@code gate} weighs the credit a pair gives its row (the candidate clause,
     * precision) and {@code columnGate} the credit it gives its column (the reference clause,
     * recall). A terse clause fully entailed by a fuller one ("a bus" against "a yellow bus") is
     * fully supported, while the fuller one is only partly covered by the terse one.
     *
     * @param columnGate row-major {@code n*m} gates in [0, 1] for column credit, or null to use
     *                   {@code gate} for both directions
     * @throws IllegalArgumentException as the other forms, and on a column gate of the wrong
     *                                  length or outside [0, 1]
     */
    public static BestMatches gatedMatches(float[] sim, int n, int m, float[] gate, float[] columnGate,
                                           float[] floor, double lo, double hi) {
        Checks.thresholds(lo, hi);
        if (n < 0 || m < 0 || sim == null || sim.length != (long) n * m) {
            throw new IllegalArgumentException("sim must hold n*m = " + ((long) n * m) + " floats");
        }
        if (gate == null || gate.length != sim.length) {
            throw new IllegalArgumentException("gate must hold n*m = " + sim.length + " values");
        }
        if (floor != null && floor.length != sim.length) {
            throw new IllegalArgumentException("floor must hold n*m = " + sim.length + " values");
        }
        if (columnGate != null && columnGate.length != sim.length) {
            throw new IllegalArgumentException("columnGate must hold n*m = " + sim.length + " values");
        }
        BestMatches matches = new BestMatches(n, m, lo, hi, true);
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                int k = i * m + j;
                float g = gate[k];
                if (!(g >= 0f && g <= 1f)) {
                    throw new IllegalArgumentException("gate[" + k + "] must lie in [0, 1], got " + g);
                }
                if (!Float.isFinite(sim[k])) {
                    throw new IllegalArgumentException("sim[" + k + "] is not finite: " + sim[k]);
                }
                float gc = columnGate == null ? g : columnGate[k];
                if (!(gc >= 0f && gc <= 1f)) {
                    throw new IllegalArgumentException("columnGate[" + k + "] must lie in [0, 1], got " + gc);
                }
                if (g == 0f && gc == 0f) {
                    continue;
                }
                double ramp = Ramp.unchecked(sim[k], lo, hi);
                float credit = (float) (ramp * g);
                float columnCredit = (float) (ramp * gc);
                if (floor != null) {
                    float f = floor[k];
                    if (!(f >= 0f && f <= 1f)) {
                        throw new IllegalArgumentException("floor[" + k + "] must lie in [0, 1], got " + f);
                    }
                    credit = Math.max(credit, f);
                    columnCredit = Math.max(columnCredit, f);
                }
                matches.offerGated(i, j, sim[k], credit, columnCredit, g != 0f, gc != 0f);
            }
        }
        return matches;
    }

    /**
     * Dot product of two vectors inside larger arrays, with four independent accumulators so
     * the JIT can keep the loop pipelined.
     */
    static float dot(float[] a, int aOff, float[] b, int bOff, int dim) {
        float s0 = 0f;
        float s1 = 0f;
        float s2 = 0f;
        float s3 = 0f;
        int k = 0;
        for (; k + 3 < dim; k += 4) {
            s0 += a[aOff + k] * b[bOff + k];
            s1 += a[aOff + k + 1] * b[bOff + k + 1];
            s2 += a[aOff + k + 2] * b[bOff + k + 2];
            s3 += a[aOff + k + 3] * b[bOff + k + 3];
        }
        for (; k < dim; k++) {
            s0 += a[aOff + k] * b[bOff + k];
        }
        return (s0 + s1) + (s2 + s3);
    }

    /**
     * Scales {@code v[off .. off+dim)} to unit L2 norm in place.
     *
     * @return the norm before scaling; a zero vector is left as it is and 0 is returned
     */
    public static double normalize(float[] v, int off, int dim) {
        double sq = 0.0;
        for (int k = 0; k < dim; k++) {
            sq += (double) v[off + k] * v[off + k];
        }
        double norm = Math.sqrt(sq);
        if (norm > 0.0) {
            float inv = (float) (1.0 / norm);
            for (int k = 0; k < dim; k++) {
                v[off + k] *= inv;
            }
        }
        return norm;
    }

    private static void checkShapes(float[] a, int n, float[] b, int m, int dim) {
        if (dim < 1) {
            throw new IllegalArgumentException("dim must be >= 1, got " + dim);
        }
        if (n < 0 || m < 0) {
            throw new IllegalArgumentException("n and m must be >= 0, got " + n + " and " + m);
        }
        if (a == null || a.length != (long) n * dim) {
            throw new IllegalArgumentException("a must hold n*dim = " + ((long) n * dim)
                    + " floats, got " + (a == null ? "null" : a.length));
        }
        if (b == null || b.length != (long) m * dim) {
            throw new IllegalArgumentException("b must hold m*dim = " + ((long) m * dim)
                    + " floats, got " + (b == null ? "null" : b.length));
        }
    }
}
