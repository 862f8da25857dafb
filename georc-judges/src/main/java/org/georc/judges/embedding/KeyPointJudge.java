package org.georc.judges.embedding;

import java.time.Instant;
import java.util.ArrayList;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.georc.core.ConfigurationException;
import org.georc.core.JudgeException;
import org.georc.core.score.Alignment;
import org.georc.core.score.ChainScore;
import org.georc.core.score.Provenance;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.KeyPointExtractor;
import org.georc.core.spi.SentenceEncoder;
import org.georc.metrics.BestMatches;
import org.georc.metrics.CosineKernel;
import org.georc.metrics.KeyPointScoring;
import org.georc.metrics.Prf;
import org.georc.metrics.Ramp;
import org.georc.metrics.WeightedClauses;

/**
 * Key-points scoring (docs/DESIGN.md section 4): statements become key clauses, clauses are weighed
 * {@code 1/k} per statement and {@code 1/n} per chain, embedded, and matched with the cosine
 * ramp. The extractor decides which judge this is: rules give the offline {@code embedding}
 * judge, an LLM gives the paper's {@code keypoints} judge.
 *
 * <p>Two optional layers on top of the paper's plain ramp: the contradiction check
 * ({@link AttributeConflicts}: contradicting statements earn nothing) and object-aware matching
 * ({@link ObjectMatching}: a clause pair's ramp credit is scaled by a gate that asks whether both
 * clauses describe the same object with compatible attributes, so each clause is matched to its
 * best-<em>credited</em> partner).
 *
 * <p>Batches encode every distinct clause of all requests in one call, so a reference shared
 * by many candidates is encoded once (and the encoder's cache keeps it for later batches).
 * Thread-safe when the encoder and extractor are.
 */
public final class KeyPointJudge implements Judge {
    private final String name;
    private final SentenceEncoder encoder;
    private final KeyPointExtractor extractor;
    private final double lo;
    private final double hi;
    private final boolean ownsEncoder;
    private final String promptVersion;
    private final AttributeConflicts conflicts;
    private final ObjectMatching objects;
    private final Provenance template;

    private KeyPointJudge(Builder b) {
        this.name = b.name;
        this.encoder = b.encoder;
        this.extractor = b.extractor;
        this.lo = b.lo;
        this.hi = b.hi;
        this.ownsEncoder = b.ownsEncoder;
        this.promptVersion = b.promptVersion;
        this.conflicts = b.conflicts;
        this.objects = b.objects;
        Map<String, String> params = new LinkedHashMap<>();
        params.put("lo", Double.toString(lo));
        params.put("hi", Double.toString(hi));
        params.put("extractor", extractor.id());
        params.put("conflicts", conflicts == null ? "off" : "on");
        params.put("matching", objects == null ? "plain" : "objects(" + objects.describe() + ")");
        this.template = new Provenance(name, encoder.modelId(), encoder.weightsSha256().orElse(null),
                promptVersion, params, Instant.EPOCH);
    }

    /**
     * @return the clause extractor this judge reads statements with (callers that need the same
     *     clauses, such as the error flagger, reuse it and its cache)
     */
    public KeyPointExtractor extractor() {
        return extractor;
    }

    /** @return a builder */
    public static Builder builder() {
        return new Builder();
    }

    @Override
    public Provenance provenance() {
        return template;
    }

    @Override
    public String name() {
        return name;
    }

    /** @return the lower ramp threshold */
    public double lo() {
        return lo;
    }

    /** @return the upper ramp threshold */
    public double hi() {
        return hi;
    }

    @Override
    public ChainScore score(JudgeRequest request) {
        return scoreAll(List.of(request)).get(0);
    }

    /**
     * Clauses and embeddings of one pair: everything that does not depend on the thresholds; or,
     * when the extractor failed on the pair (an LLM extractor whose answers stayed unreadable),
     * the error instead.
     */
    private record Embedded(WeightedClauses candidate, WeightedClauses reference, float[] a, float[] b, String error) {
    }

    /** Extracts and weighs the clauses of every request and encodes all distinct clauses in one call. */
    private List<Embedded> embedAll(List<JudgeRequest> requests) {
        List<List<List<String>>> candClauses = new ArrayList<>();
        List<List<List<String>>> refClauses = new ArrayList<>();
        Map<String, Integer> rowOf = new LinkedHashMap<>();
        List<String> errors = new ArrayList<>();
        for (JudgeRequest r : requests) {
            List<List<String>> c;
            List<List<String>> f;
            try {
                c = extractor.extract(r.candidate().statements());
                f = extractor.extract(r.reference().statements());
                errors.add(null);
            } catch (JudgeException e) {
                errors.add("clause extraction failed: " + e.getMessage());
                c = List.of();
                f = List.of();
            }
            candClauses.add(c);
            refClauses.add(f);
            for (List<List<String>> side : List.of(c, f)) {
                for (List<String> clauses : side) {
                    for (String clause : clauses) {
                        rowOf.putIfAbsent(clause.strip(), rowOf.size());
                    }
                }
            }
        }
        int dim = encoder.dimension();
        float[] all = rowOf.isEmpty() ? new float[0] : encoder.encode(new ArrayList<>(rowOf.keySet()));
        List<Embedded> out = new ArrayList<>(requests.size());
        for (int q = 0; q < requests.size(); q++) {
            WeightedClauses wc = WeightedClauses.of(candClauses.get(q));
            WeightedClauses wr = WeightedClauses.of(refClauses.get(q));
            out.add(new Embedded(wc, wr, gather(all, wc, rowOf, dim), gather(all, wr, rowOf, dim), errors.get(q)));
        }
        return out;
    }

    @Override
    public List<ChainScore> scoreAll(List<JudgeRequest> requests) {
        List<Embedded> embedded = embedAll(requests);
        int dim = encoder.dimension();
        Instant now = Instant.now();
        List<ChainScore> out = new ArrayList<>(requests.size());
        for (int q = 0; q < requests.size(); q++) {
            JudgeRequest r = requests.get(q);
            Embedded e = embedded.get(q);
            if (e.error() != null) {
                out.add(ChainScore.failure(e.error(), template.at(now)));
                continue;
            }
            WeightedClauses wc = e.candidate();
            WeightedClauses wr = e.reference();
            String[] rowNote = new String[wc.size()];
            String[] colNote = new String[wr.size()];
            BestMatches m;
            if (conflicts == null && objects == null) {
                m = CosineKernel.bestMatches(e.a(), wc.size(), e.b(), wr.size(), dim, lo, hi);
            } else {
                float[] sim = CosineKernel.similarity(e.a(), wc.size(), e.b(), wr.size(), dim);
                Map<Long, String> clashes = conflicts == null ? Map.of() : statementConflicts(sim, wc,
                        r.candidate().statements(), wr, r.reference().statements(), lo);
                m = objects == null ? matchWithoutContradictions(sim, wc, wr, clashes, rowNote, colNote)
                        : matchObjects(sim, wc, wr, clashes, rowNote, colNote);
            }
            Prf prf = KeyPointScoring.score(wc, wr, m);
            List<Alignment> ca = new ArrayList<>(wc.size());
            for (int i = 0; i < wc.size(); i++) {
                ca.add(alignment(i, wc, wr, m.rowMatch(i), m.rowSimilarity(i), m.rowCredit(i), rowNote[i]));
            }
            List<Alignment> ra = new ArrayList<>(wr.size());
            for (int j = 0; j < wr.size(); j++) {
                ra.add(alignment(j, wr, wc, m.columnMatch(j), m.columnSimilarity(j), m.columnCredit(j), colNote[j]));
            }
            out.add(ChainScore.of(prf, ca, ra, template.at(now)));
        }
        return out;
    }

    /**
     * A pair prepared for threshold search: clause weights, the similarity matrix and the gate
     * of every pair (0 for pairs the conflict check blocks, the object gate otherwise). {@link
     * #score} re-scores it for any thresholds without encoding anything again.
     *
     * @param candidate  weighted candidate clauses
     * @param reference  weighted reference clauses
     * @param similarity row-major candidate x reference cosines
     * @param gates      row-major gates in [0, 1], or null for the plain ramp
     * @param floors     row-major credit floors in [0, 1], or null for none
     */
    public record Prepared(WeightedClauses candidate, WeightedClauses reference, float[] similarity,
                           float[] gates, float[] floors) {
        /**
         * @param low  ramp lower threshold
         * @param high ramp upper threshold
         * @return precision, recall and F1 under these thresholds
         */
        public Prf score(double low, double high) {
            return KeyPointScoring.score(candidate, reference, gates == null
                    ? CosineKernel.bestMatches(similarity, candidate.size(), reference.size(), null, low, high)
                    : CosineKernel.gatedMatches(similarity, candidate.size(), reference.size(), gates, floors, low,
                    high));
        }
    }

    /**
     * Prepares pairs for threshold search (calibration): encodes once, and runs the conflict
     * check and the object gate on every pair with cosine above {@code minLo}, the lowest
     * threshold to be tried.
     *
     * @param requests the pairs
     * @param minLo    the lowest lower threshold the search will try
     * @return one prepared pair per request
     */
    public List<Prepared> prepareAll(List<JudgeRequest> requests, double minLo) {
        List<Embedded> embedded = embedAll(requests);
        int dim = encoder.dimension();
        List<Prepared> out = new ArrayList<>(requests.size());
        for (int q = 0; q < requests.size(); q++) {
            Embedded e = embedded.get(q);
            if (e.error() != null) {
                throw new JudgeException("pair " + q + ": " + e.error());
            }
            float[] sim = CosineKernel.similarity(e.a(), e.candidate().size(), e.b(), e.reference().size(), dim);
            float[] gates = null;
            float[] floors = null;
            if (conflicts != null || objects != null) {
                JudgeRequest r = requests.get(q);
                Map<Long, String> clashes = conflicts == null ? Map.of() : statementConflicts(sim, e.candidate(),
                        r.candidate().statements(), e.reference(), r.reference().statements(), minLo);
                floors = objects == null || objects.agreementCredit() == 0 ? null : new float[sim.length];
                gates = gates(sim, e.candidate(), e.reference(), clashes, minLo, null, floors);
            }
            out.add(new Prepared(e.candidate(), e.reference(), sim, gates, floors));
        }
        return out;
    }

    /**
     * The conflict check: every clause pair with cosine above {@code threshold} (pairs the ramp
     * would credit) is checked; a clash between two clauses that their whole statements confirm
     * (so that a list split into clauses, "birch | and pine forest", does not clash with "birch
     * and pine woods") marks the two statements as contradicting.
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
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                long key = ((long) cs[i] << 32) | rs[j];
                if (sim[i * m + j] <= threshold || clashes.containsKey(key)) {
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
                if (c.isPresent() && conflicts.conflict(candStatements.get(cs[i]), refStatements.get(rs[j])).isPresent()) {
                    clashes.put(key, c.get() + " (\"" + ct + "\" vs \"" + rt + "\")");
                }
            }
        }
        return clashes;
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
     */
    private float[] gates(float[] sim, WeightedClauses wc, WeightedClauses wr, Map<Long, String> clashes,
                          double threshold, Map<Integer, ObjectMatching.Gate> reasons, float[] floors) {
        int n = wc.size();
        int m = wr.size();
        int[] cs = wc.statements();
        int[] rs = wr.statements();
        float[] g = new float[n * m];
        ClauseReading[] rowReading = new ClauseReading[n];
        ClauseReading[] colReading = new ClauseReading[m];
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
                    g[k] = (float) objects.value(gate, sim[k]);
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
        return g;
    }

    /**
     * Best matches under the object gate (and the conflict check when on). Notes say, for a
     * clause whose most similar partner earned less than its cosine alone would give, why.
     */
    private BestMatches matchObjects(float[] sim, WeightedClauses wc, WeightedClauses wr,
                                     Map<Long, String> clashes, String[] rowNote, String[] colNote) {
        int n = wc.size();
        int m = wr.size();
        int[] cs = wc.statements();
        int[] rs = wr.statements();
        Map<Integer, ObjectMatching.Gate> reasons = new HashMap<>();
        float[] floors = objects.agreementCredit() == 0 ? null : new float[sim.length];
        float[] g = gates(sim, wc, wr, clashes, lo, reasons, floors);
        BestMatches plain = CosineKernel.bestMatches(sim, n, m, null, lo, hi);
        for (int i = 0; i < n; i++) {
            int j = plain.rowMatch(i);
            if (j >= 0 && g[i * m + j] < 1f && plain.rowCredit(i) > 0) {
                rowNote[i] = note(sim, g, reasons, clashes, i, j, m, cs, rs, wr.texts().get(j));
            }
        }
        for (int j = 0; j < m; j++) {
            int i = plain.columnMatch(j);
            if (i >= 0 && g[i * m + j] < 1f && plain.columnCredit(j) > 0) {
                colNote[j] = note(sim, g, reasons, clashes, i, j, m, cs, rs, wc.texts().get(i));
            }
        }
        return CosineKernel.gatedMatches(sim, n, m, g, floors, lo, hi);
    }

    private static String note(float[] sim, float[] g, Map<Integer, ObjectMatching.Gate> reasons, Map<Long, String> clashes,
                               int i, int j, int m, int[] cs, int[] rs, String other) {
        int k = i * m + j;
        String clash = clashes.get(((long) cs[i] << 32) | rs[j]);
        if (clash != null) {
            return clash;
        }
        return new StringBuilder(other.length() + 80).append('"').append(other).append("\" (cosine ")
                .append(decimals(sim[k], 3)).append(") gated to ").append(decimals(g[k], 2)).append(": ")
                .append(reasons.containsKey(k) ? reasons.get(k).reason() : "gated").toString();
    }

    /**
     * {@code x} with {@code places} (1 to 6) decimals, rounded half up, as {@code %.Nf} prints
     * it in {@link Locale#ROOT}; without {@code String.format}'s cost on the scoring path.
     */
    static String decimals(double x, int places) {
        if (!Double.isFinite(x)) {
            return String.format(Locale.ROOT, "%." + places + "f", x);
        }
        String r = java.math.BigDecimal.valueOf(x).setScale(places, java.math.RoundingMode.HALF_UP).toPlainString();
        boolean negative = x < 0 || (x == 0 && 1 / x < 0);
        return negative && r.charAt(0) != '-' ? "-" + r : r;
    }


    private static Alignment alignment(int i, WeightedClauses mine, WeightedClauses other, int match,
                                       double cosine, double credit, String note) {
        String reason = "clause of statement " + mine.statements()[i] + ", weight " + decimals(mine.weight(i), 3);
        if (match >= 0) {
            reason += "; best match in statement " + other.statements()[match] + ", cosine " + decimals(cosine, 3);
        }
        if (note != null) {
            reason += (note.startsWith("conflict") ? "; closest clause blocked: " : "; closest clause ") + note;
        }
        return new Alignment(i, mine.texts().get(i), credit, match, match >= 0 ? other.texts().get(match) : null,
                reason);
    }

    private static float[] gather(float[] all, WeightedClauses w, Map<String, Integer> rowOf, int dim) {
        float[] out = new float[w.size() * dim];
        for (int i = 0; i < w.size(); i++) {
            System.arraycopy(all, rowOf.get(w.texts().get(i)) * dim, out, i * dim, dim);
        }
        return out;
    }

    /** Closes the encoder when this judge loaded it itself. */
    @Override
    public void close() {
        if (ownsEncoder) {
            encoder.close();
        }
    }

    /** Builder; {@link #build()} validates. */
    public static final class Builder {
        private String name = "embedding";
        private SentenceEncoder encoder;
        private KeyPointExtractor extractor;
        private double lo = Ramp.DEFAULT_LO;
        private double hi = Ramp.DEFAULT_HI;
        private boolean ownsEncoder;
        private String promptVersion;
        private AttributeConflicts conflicts;
        private ObjectMatching objects;

        private Builder() {
        }

        /** @param n registered judge name (default "embedding") @return this */
        public Builder name(String n) {
            this.name = n;
            return this;
        }

        /**
         * @param e     the sentence encoder (required)
         * @param owned whether the judge closes it
         * @return this
         */
        public Builder encoder(SentenceEncoder e, boolean owned) {
            this.encoder = e;
            this.ownsEncoder = owned;
            return this;
        }

        /** @param x the clause extractor (required) @return this */
        public Builder extractor(KeyPointExtractor x) {
            this.extractor = x;
            return this;
        }

        /**
         * @param low  similarity at or below which a clause earns nothing (default 0.40)
         * @param high similarity at or above which it earns full credit (default 0.55)
         * @return this
         */
        public Builder thresholds(double low, double high) {
            this.lo = low;
            this.hi = high;
            return this;
        }

        /**
         * @param check contradiction check applied to every credited clause pair, or null for the
         *              paper's plain ramp (the default of this builder)
         * @return this
         */
        public Builder conflicts(AttributeConflicts check) {
            this.conflicts = check;
            return this;
        }

        /**
         * @param matching object-aware matching (a gate on every clause pair: same object, compatible
         *                 attributes), or null for the paper's plain ramp (the default of this builder)
         * @return this
         */
        public Builder objectMatching(ObjectMatching matching) {
            this.objects = matching;
            return this;
        }

        /** @param version prompt version of an LLM extractor, for provenance @return this */
        public Builder promptVersion(String version) {
            this.promptVersion = version;
            return this;
        }

        /**
         * @return the judge
         * @throws ConfigurationException when the encoder or extractor is missing or the thresholds are invalid
         */
        public KeyPointJudge build() {
            if (encoder == null || extractor == null) {
                throw new ConfigurationException("key-point judge needs an encoder and a clause extractor");
            }
            if (!Double.isFinite(lo) || !Double.isFinite(hi) || !(lo < hi)) {
                throw new ConfigurationException("ramp thresholds need lo < hi, got lo=" + lo + ", hi=" + hi);
            }
            if (lo < -1 || hi > 1) {
                throw new ConfigurationException("ramp thresholds are cosines and must lie in [-1, 1], got lo="
                        + lo + ", hi=" + hi);
            }
            return new KeyPointJudge(this);
        }
    }

}
