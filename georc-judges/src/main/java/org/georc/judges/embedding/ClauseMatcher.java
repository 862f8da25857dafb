package org.georc.judges.embedding;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.georc.metrics.BestMatches;
import org.georc.metrics.CosineKernel;
import org.georc.metrics.WeightedClauses;

/**
 * The second stage of key-point scoring: which clause of one chain each clause of the other is
 * credited against, and how much. The plain ramp of the paper, or the ramp under two optional
 * layers: the contradiction check (clauses of contradicting statements earn nothing against each
 * other) and the object gate (a clause pair's credit is scaled by whether both describe the same
 * object with compatible attributes). Immutable and thread-safe.
 */
final class ClauseMatcher {
    private final double lo;
    private final double hi;
    private final AttributeConflicts conflicts;
    private final ObjectMatching objects;
    private final Similarity similarity;

    /** The clause-pair similarity matrix of two sets of embeddings (the cosine, or a calibrated one). */
    @FunctionalInterface
    interface Similarity {
        /** The plain cosine of unit vectors. */
        Similarity COSINE = CosineKernel::similarity;

        /**
         * @param a   row-major vectors, {@code n} rows
         * @param n   rows of {@code a}
         * @param b   row-major vectors, {@code m} rows
         * @param m   rows of {@code b}
         * @param dim vector dimension
         * @return row-major {@code n x m} similarities
         */
        float[] of(float[] a, int n, float[] b, int m, int dim);
    }

    /**
     * @param lo        ramp lower threshold
     * @param hi        ramp upper threshold
     * @param conflicts contradiction check, or null for none
     * @param objects   object gate, or null for none
     */
    ClauseMatcher(double lo, double hi, AttributeConflicts conflicts, ObjectMatching objects) {
        this(lo, hi, conflicts, objects, Similarity.COSINE);
    }

    /**
     * @param lo         ramp lower threshold
     * @param hi         ramp upper threshold
     * @param conflicts  contradiction check, or null for none
     * @param objects    object gate, or null for none
     * @param similarity how clause pairs are compared
     */
    ClauseMatcher(double lo, double hi, AttributeConflicts conflicts, ObjectMatching objects, Similarity similarity) {
        this.similarity = similarity;
        this.lo = lo;
        this.hi = hi;
        this.conflicts = conflicts;
        this.objects = objects;
    }

    /**
     * Best matches of one pair and, for a clause whose most similar partner earned less than its
     * cosine alone would give, why.
     *
     * @param matches  best matches both ways
     * @param rowNotes per candidate clause, the reason or null
     * @param colNotes per reference clause, the reason or null
     */
    record Matched(BestMatches matches, String[] rowNotes, String[] colNotes) {
    }

    /**
     * @param pair           the pair's clauses and embeddings
     * @param candStatements the candidate's statements (the conflict check confirms a clash on them)
     * @param refStatements  the reference's statements
     * @param dim            embedding dimension
     * @return the matches and notes
     */
    Matched match(EncodedPairs.Pair pair, List<String> candStatements, List<String> refStatements, int dim) {
        WeightedClauses wc = pair.candidate();
        WeightedClauses wr = pair.reference();
        String[] rowNote = new String[wc.size()];
        String[] colNote = new String[wr.size()];
        BestMatches m;
        if (conflicts == null && objects == null && similarity == Similarity.COSINE) {
            m = CosineKernel.bestMatches(pair.a(), wc.size(), pair.b(), wr.size(), dim, lo, hi);
        } else if (conflicts == null && objects == null) {
            m = CosineKernel.bestMatches(similarity.of(pair.a(), wc.size(), pair.b(), wr.size(), dim), wc.size(),
                    wr.size(), null, lo, hi);
        } else {
            float[] sim = similarity.of(pair.a(), wc.size(), pair.b(), wr.size(), dim);
            Map<Long, String> clashes = conflicts == null ? Map.of()
                    : statementConflicts(sim, wc, candStatements, wr, refStatements, lo);
            m = objects == null ? matchWithoutContradictions(sim, wc, wr, clashes, rowNote, colNote)
                    : matchObjects(sim, wc, wr, clashes, rowNote, colNote, candStatements, refStatements);
        }
        return new Matched(m, rowNote, colNote);
    }

    /**
     * The matrices of a pair prepared for threshold search, all row-major candidate x reference
     * ({@link KeyPointJudge#prepareAll} wraps them with the pair's clauses).
     *
     * @param similarity  the clause pairs' similarities
     * @param gates       gates in [0, 1], or null for the plain ramp
     * @param columnGates gates for the reference clauses' credit, or null when there are no gates
     * @param floors      credit floors in [0, 1], or null for none
     */
    record Gated(float[] similarity, float[] gates, float[] columnGates, float[] floors) {
    }

    /**
     * A pair prepared for threshold search: the similarity matrix, and the gate and credit floor
     * of every clause pair whose cosine lies above {@code minLo}.
     *
     * @param pair           the pair's clauses and embeddings
     * @param candStatements the candidate's statements
     * @param refStatements  the reference's statements
     * @param dim            embedding dimension
     * @param minLo          the lowest lower threshold the search will try
     * @return the pair's matrices
     */
    Gated prepare(EncodedPairs.Pair pair, List<String> candStatements, List<String> refStatements, int dim,
                  double minLo) {
        float[] sim = similarity.of(pair.a(), pair.candidate().size(), pair.b(), pair.reference().size(), dim);
        float[] gates = null;
        float[] columnGates = null;
        float[] floors = null;
        if (conflicts != null || objects != null) {
            Map<Long, String> clashes = conflicts == null ? Map.of() : statementConflicts(sim, pair.candidate(),
                    candStatements, pair.reference(), refStatements, minLo);
            floors = objects == null || objects.agreementCredit() == 0 ? null : new float[sim.length];
            columnGates = new float[sim.length];
            gates = gates(sim, pair.candidate(), pair.reference(), clashes, minLo, null, floors, columnGates,
                    candStatements, refStatements);
        }
        return new Gated(sim, gates, columnGates, floors);
    }

    /**
     * The conflict check: every clause pair of two statements that have at least one clause pair
     * with cosine above {@code threshold} (statements the ramp would credit against each other)
     * is checked, so "banana plants" clashes with "coffee bushes" in "lush steep hills, banana
     * plants" vs "lush steep hills, coffee bushes" although the two crop clauses are far apart; a
     * clash between two clauses that their statements confirm, read whole or clause by clause
     * ({@link AttributeConflicts#confirmedByClauses}; so that a list split into clauses, "birch |
     * and pine forest", does not clash with "birch and pine woods"), marks the two statements as
     * contradicting.
     *
     * @return reasons keyed by (candidate statement, reference statement)
     */
    private Map<Long, String> statementConflicts(float[] sim, WeightedClauses wc, List<String> candStatements,
                                                 WeightedClauses wr, List<String> refStatements, double threshold) {
        int n = wc.size();
        int m = wr.size();
        int[] cs = wc.statements();
        int[] rs = wr.statements();
        Map<Long, String> clashes = new HashMap<>();
        ClauseReader reader = conflicts.reader();
        ClauseReading[] rowReading = new ClauseReading[n];
        ClauseReading[] colReading = new ClauseReading[m];
        // statements linked by a pair the ramp may credit (linking by the agreement floor's lower
        // cosine too cost the old dev split's paraphrases 0.006 and gained nothing)
        double link = threshold;
        java.util.Set<Long> linked = new java.util.HashSet<>();
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                if (sim[i * m + j] > link) {
                    linked.add(((long) cs[i] << 32) | rs[j]);
                }
            }
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                long key = ((long) cs[i] << 32) | rs[j];
                if (!linked.contains(key) || clashes.containsKey(key)) {
                    continue;
                }
                String ct = wc.texts().get(i);
                String rt = wr.texts().get(j);
                if (rowReading[i] == null) {
                    rowReading[i] = reader.read(ct);
                }
                if (colReading[j] == null) {
                    colReading[j] = reader.read(rt);
                }
                Optional<String> c = conflicts.conflict(rowReading[i], colReading[j]);
                if (c.isPresent() && (conflicts.conflict(candStatements.get(cs[i]), refStatements.get(rs[j])).isPresent()
                        || conflicts.confirmedByClauses(rowReading[i], colReading[j],
                        statementReadings(reader, wc, cs, cs[i], rowReading),
                        statementReadings(reader, wr, rs, rs[j], colReading)))) {
                    clashes.put(key, c.get() + " (\"" + ct + "\" vs \"" + rt + "\")");
                }
            }
        }
        return clashes;
    }

    /** The readings of every clause of one statement (filling the cache). */
    private static List<ClauseReading> statementReadings(ClauseReader reader, WeightedClauses w, int[] statementOf,
                                                         int statement, ClauseReading[] cache) {
        List<ClauseReading> out = new java.util.ArrayList<>();
        for (int k = 0; k < statementOf.length; k++) {
            if (statementOf[k] == statement) {
                if (cache[k] == null) {
                    cache[k] = reader.read(w.texts().get(k));
                }
                out.add(cache[k]);
            }
        }
        return out;
    }

    /** Every clause pair of two contradicting statements is blocked. */
    private static boolean[] blockedPairs(WeightedClauses wc, WeightedClauses wr, Map<Long, String> clashes) {
        int n = wc.size();
        int m = wr.size();
        int[] cs = wc.statements();
        int[] rs = wr.statements();
        boolean[] blocked = new boolean[n * m];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                blocked[i * m + j] = clashes.containsKey(((long) cs[i] << 32) | rs[j]);
            }
        }
        return blocked;
    }

    /**
     * Best matches with contradicting statement pairs blocked; blocked pairs earn nothing. Notes
     * say, for a clause whose most similar partner was blocked, why.
     */
    private BestMatches matchWithoutContradictions(float[] sim, WeightedClauses wc, WeightedClauses wr,
                                                   Map<Long, String> clashes, String[] rowNote, String[] colNote) {
        int n = wc.size();
        int m = wr.size();
        if (clashes.isEmpty()) {
            return CosineKernel.bestMatches(sim, n, m, null, lo, hi);
        }
        int[] cs = wc.statements();
        int[] rs = wr.statements();
        boolean[] blocked = blockedPairs(wc, wr, clashes);
        BestMatches plain = CosineKernel.bestMatches(sim, n, m, null, lo, hi);
        for (int i = 0; i < n; i++) {
            int j = plain.rowMatch(i);
            if (j >= 0 && blocked[i * m + j]) {
                rowNote[i] = clashes.get(((long) cs[i] << 32) | rs[j]);
            }
        }
        for (int j = 0; j < m; j++) {
            int i = plain.columnMatch(j);
            if (i >= 0 && blocked[i * m + j]) {
                colNote[j] = clashes.get(((long) cs[i] << 32) | rs[j]);
            }
        }
        return CosineKernel.bestMatches(sim, n, m, blocked, lo, hi);
    }

    /**
     * Gates of all clause pairs: 1 at or below {@code threshold} (the ramp gives nothing there
     * anyway), 0 for pairs of contradicting statements, the object gate otherwise.
     *
     * @param reasons when not null, receives the object gate of every pair it computes, by pair index
     * @param floors  when not null, receives the credit floor of every pair (agreeing readings)
     * @param columnGates when not null, receives the gate of every pair for its reference clause's
     *                credit, which differs from the returned (candidate clause's) gate only where
     *                the candidate clause is a bare object that the reference clause describes
     *                ({@link ObjectMatching#valueFor}: "a bus" is fully supported by "a yellow
     *                bus", which it only partly recalls)
     */
    private float[] gates(float[] sim, WeightedClauses wc, WeightedClauses wr, Map<Long, String> clashes,
                          double threshold, Map<Integer, ObjectMatching.Gate> reasons, float[] floors,
                          float[] columnGates, List<String> candStatements, List<String> refStatements) {
        int n = wc.size();
        int m = wr.size();
        int[] cs = wc.statements();
        int[] rs = wr.statements();
        float[] g = new float[n * m];
        java.util.Set<Long> mismatched = new java.util.HashSet<>();
        ClauseReading[] rowReading = new ClauseReading[n];
        ClauseReading[] colReading = new ClauseReading[m];
        if (columnGates != null) {
            java.util.Arrays.fill(columnGates, Float.NaN);
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                int k = i * m + j;
                if (sim[k] <= threshold && (floors == null || sim[k] < objects.agreementMinCosine())) {
                    g[k] = 1f;
                } else if (!clashes.isEmpty() && clashes.containsKey(((long) cs[i] << 32) | rs[j])) {
                    g[k] = 0f;
                } else if (objects == null) {
                    g[k] = 1f;
                } else {
                    if (rowReading[i] == null) {
                        rowReading[i] = objects.reader().read(wc.texts().get(i));
                    }
                    if (colReading[j] == null) {
                        colReading[j] = objects.reader().read(wr.texts().get(j));
                    }
                    if (sim[k] <= threshold && !objects.mayShareObject(rowReading[i], colReading[j])) {
                        g[k] = 1f;
                        continue;
                    }
                    ObjectMatching.Gate gate = objects.gate(rowReading[i], colReading[j]);
                    g[k] = (float) objects.valueFor(gate, sim[k], true);
                    if (columnGates != null) {
                        // The reference side keeps the symmetric gate: a reference's bare object
                        // "recalled" by a candidate that adds attributes to it would credit
                        // invented attributes (contradicting chains rose 0.092 -> 0.094).
                        columnGates[k] = (float) objects.value(gate, sim[k]);
                    }
                    if (objects.mismatchBlocks() && gate.kind() == ObjectMatching.Kind.MISMATCH && sim[k] > threshold
                            && candStatements != null && objects.gate(candStatements.get(cs[i]).toLowerCase(java.util.Locale.ROOT),
                            refStatements.get(rs[j]).toLowerCase(java.util.Locale.ROOT)).kind() == ObjectMatching.Kind.MISMATCH) {
                        mismatched.add(((long) cs[i] << 32) | rs[j]);
                    }
                    if (reasons != null) {
                        reasons.put(k, gate);
                    }
                    if (floors != null) {
                        double f = objects.floor(gate, sim[k]);
                        if (f > 0 && conflicts != null
                                && conflicts.conflict(rowReading[i], colReading[j]).isPresent()) {
                            f = 0;
                        }
                        floors[k] = (float) f;
                    }
                }
            }
        }
        if (columnGates != null) {
            for (int k = 0; k < g.length; k++) {
                if (Float.isNaN(columnGates[k])) {
                    columnGates[k] = g[k];
                }
            }
        }
        if (objects != null && objects.mismatchBlocks() && candStatements != null) {
            linkedMismatches(sim, wc, wr, floors == null ? threshold : Math.min(threshold, objects.agreementMinCosine()),
                    rowReading, colReading, candStatements, refStatements, mismatched);
        }
        if (!mismatched.isEmpty()) {
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < m; j++) {
                    if (mismatched.contains(((long) cs[i] << 32) | rs[j])) {
                        g[i * m + j] = 0f;
                        if (columnGates != null) {
                            columnGates[i * m + j] = 0f;
                        }
                        if (floors != null) {
                            floors[i * m + j] = 0f;
                        }
                    }
                }
            }
        }
        return g;
    }

    /**
     * A mismatch between two clauses of linked statements, below the ramp too ("rows of poplar
     * trees" vs "black locust rows" in "a flat plain with rows of poplar trees" vs "flat plain,
     * black locust rows"), or two clauses whose co-occurring values (tree kinds, scripts,
     * languages, brands) differ whatever objects they describe ("the valley is covered in bamboo"
     * vs "pine"; {@link AttributeConflicts#differentCoOccurringValues}), or whose statements read
     * whole do ("the sign reads AWAS, an Indonesian word" vs "AWAS on the sign, Malay", where
     * the clause lost the language word), blocks
     * their statements too when the statements are linked (one of their clause pairs is above
     * {@code threshold}: the ramp's {@code lo}, or the agreement floor's lower cosine when floors
     * are on, since a floor credits pairs below the ramp) and, read whole, mismatch as well.
     */
    private void linkedMismatches(float[] sim, WeightedClauses wc, WeightedClauses wr, double threshold,
                                  ClauseReading[] rowReading, ClauseReading[] colReading, List<String> candStatements,
                                  List<String> refStatements, java.util.Set<Long> mismatched) {
        int n = wc.size();
        int m = wr.size();
        int[] cs = wc.statements();
        int[] rs = wr.statements();
        java.util.Set<Long> linked = new java.util.HashSet<>();
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                if (sim[i * m + j] > threshold) {
                    linked.add(((long) cs[i] << 32) | rs[j]);
                }
            }
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                long key = ((long) cs[i] << 32) | rs[j];
                if (!linked.contains(key) || mismatched.contains(key)) {
                    continue;
                }
                if (rowReading[i] == null) {
                    rowReading[i] = objects.reader().read(wc.texts().get(i));
                }
                if (colReading[j] == null) {
                    colReading[j] = objects.reader().read(wr.texts().get(j));
                }
                if ((objects.gate(rowReading[i], colReading[j]).kind() == ObjectMatching.Kind.MISMATCH
                        || conflicts != null && (conflicts.differentCoOccurringValues(rowReading[i], colReading[j])
                        || conflicts.differentCoOccurringValues(
                        conflicts.reader().read(candStatements.get(cs[i]).toLowerCase(java.util.Locale.ROOT)),
                        conflicts.reader().read(refStatements.get(rs[j]).toLowerCase(java.util.Locale.ROOT)))))
                        && objects.gate(candStatements.get(cs[i]).toLowerCase(java.util.Locale.ROOT),
                        refStatements.get(rs[j]).toLowerCase(java.util.Locale.ROOT)).kind() == ObjectMatching.Kind.MISMATCH) {
                    mismatched.add(key);
                }
            }
        }
    }

    /**
     * Best matches under the object gate (and the conflict check when on). Notes say, for a
     * clause whose most similar partner earned less than its cosine alone would give, why.
     */
    private BestMatches matchObjects(float[] sim, WeightedClauses wc, WeightedClauses wr,
                                     Map<Long, String> clashes, String[] rowNote, String[] colNote,
                                     List<String> candStatements, List<String> refStatements) {
        int n = wc.size();
        int m = wr.size();
        int[] cs = wc.statements();
        int[] rs = wr.statements();
        Map<Integer, ObjectMatching.Gate> reasons = new HashMap<>();
        float[] floors = objects.agreementCredit() == 0 ? null : new float[sim.length];
        float[] columnGates = new float[sim.length];
        float[] g = gates(sim, wc, wr, clashes, lo, reasons, floors, columnGates, candStatements, refStatements);
        BestMatches plain = CosineKernel.bestMatches(sim, n, m, null, lo, hi);
        for (int i = 0; i < n; i++) {
            int j = plain.rowMatch(i);
            if (j >= 0 && g[i * m + j] < 1f && plain.rowCredit(i) > 0) {
                rowNote[i] = note(sim, g, reasons, clashes, i, j, m, cs, rs, wr.texts().get(j));
            }
        }
        for (int j = 0; j < m; j++) {
            int i = plain.columnMatch(j);
            if (i >= 0 && columnGates[i * m + j] < 1f && plain.columnCredit(j) > 0) {
                colNote[j] = note(sim, columnGates, reasons, clashes, i, j, m, cs, rs, wc.texts().get(i));
            }
        }
        return CosineKernel.gatedMatches(sim, n, m, g, columnGates, floors, lo, hi);
    }

    private static String note(float[] sim, float[] g, Map<Integer, ObjectMatching.Gate> reasons, Map<Long, String> clashes,
                               int i, int j, int m, int[] cs, int[] rs, String other) {
        int k = i * m + j;
        String clash = clashes.get(((long) cs[i] << 32) | rs[j]);
        if (clash != null) {
            return clash;
        }
        return new StringBuilder(other.length() + 80).append('"').append(other).append("\" (cosine ")
                .append(AlignmentText.decimals(sim[k], 3)).append(") gated to ").append(AlignmentText.decimals(g[k], 2)).append(": ")
                .append(reasons.containsKey(k) ? reasons.get(k).reason() : "gated").toString();
    }
}
