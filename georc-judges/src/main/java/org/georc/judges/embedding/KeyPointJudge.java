package org.georc.judges.embedding;

import java.time.Instant;
import java.util.ArrayList;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.georc.core.ConfigurationException;
import org.georc.core.JudgeException;
import org.georc.core.result.Alignment;
import org.georc.core.result.ChainScore;
import org.georc.core.result.Provenance;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.KeyPointExtractor;
import org.georc.core.spi.SentenceEncoder;
import org.georc.metrics.BestMatches;
import org.georc.judges.encoder.CalibratedEncoder;
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
 * <p>Data flows through three package-private stages: {@link EncodedPairs} (clauses, weights and
 * one encoder call per batch, so a reference shared by many candidates is encoded once),
 * {@link ClauseMatcher} (the ramp with the optional layers) and {@link AlignmentText} (the
 * reasons a reader sees). This class holds the settings, the provenance and the public API.
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
    private final WrappingFilter wrapping;
    private final Provenance template;
    private final ClauseMatcher matcher;

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
        this.wrapping = b.wrapping;
        this.matcher = new ClauseMatcher(lo, hi, conflicts, objects,
                encoder instanceof CalibratedEncoder ce ? (a, n, c, m, dim) -> ce.similarity(a, n, c, m)
                        : ClauseMatcher.Similarity.COSINE);
        Map<String, String> params = new LinkedHashMap<>();
        params.put("lo", Double.toString(lo));
        params.put("hi", Double.toString(hi));
        params.put("extractor", extractor.id());
        params.put("conflicts", conflicts == null ? "off" : "on");
        params.put("matching", objects == null ? "plain" : "objects(" + objects.describe() + ")");
        if (wrapping != null) {
            params.put("wrapping", wrapping.describe());
        }
        if (b.lexiconSha256 != null) {
            params.put("lexicon_sha256", b.lexiconSha256);
        }
        if (encoder instanceof CalibratedEncoder ce) {
            params.put("calibration_sha256", ce.calibrationSha256());
        }
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

    @Override
    public java.util.Optional<KeyPointExtractor> reusableClauses() {
        return extractor.reusableClauses() ? java.util.Optional.of(extractor) : java.util.Optional.empty();
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

    @Override
    public List<ChainScore> scoreAll(List<JudgeRequest> requests) {
        List<EncodedPairs.Pair> encoded = EncodedPairs.encode(extractor, encoder, requests, wrapping);
        int dim = encoder.dimension();
        Instant now = Instant.now();
        List<ChainScore> out = new ArrayList<>(requests.size());
        for (int q = 0; q < requests.size(); q++) {
            JudgeRequest r = requests.get(q);
            EncodedPairs.Pair e = encoded.get(q);
            if (e.error() != null) {
                out.add(ChainScore.failure(e.error(), template.at(now)));
                continue;
            }
            WeightedClauses wc = e.candidate();
            WeightedClauses wr = e.reference();
            ClauseMatcher.Matched matched = matcher.match(e, r.candidate().statements(), r.reference().statements(), dim);
            BestMatches m = matched.matches();
            Prf prf = KeyPointScoring.score(wc, wr, m);
            List<Alignment> ca = new ArrayList<>(wc.size());
            for (int i = 0; i < wc.size(); i++) {
                ca.add(AlignmentText.of(i, wc, wr, m.rowMatch(i), m.rowSimilarity(i), m.rowCredit(i),
                        matched.rowNotes()[i]));
            }
            List<Alignment> ra = new ArrayList<>(wr.size());
            for (int j = 0; j < wr.size(); j++) {
                ra.add(AlignmentText.of(j, wr, wc, m.columnMatch(j), m.columnSimilarity(j), m.columnCredit(j),
                        matched.colNotes()[j]));
            }
            out.add(ChainScore.of(prf, withUngraded(ca, e.candidateUngraded()), withUngraded(ra, e.referenceUngraded()),
                    template.at(now)));
        }
        return out;
    }

    /**
     * The graded clauses' alignments with the clauses the wrapping filter left ungraded and the
     * statements that gave no clause, each in its statement's place (numbered after the graded
     * ones), so a reader sees every clause and every statement.
     */
    private static List<Alignment> withUngraded(List<Alignment> graded, List<EncodedPairs.Ungraded> ungraded) {
        if (ungraded.isEmpty()) {
            return graded;
        }
        List<Alignment> out = new ArrayList<>(graded);
        for (EncodedPairs.Ungraded u : ungraded) {
            out.add(u.weighs() ? Alignment.ofClause(out.size(), u.statement(), u.clause(), 0.0, -1, -1, null, u.why())
                    : Alignment.notGraded(out.size(), u.statement(), u.clause(), u.why()));
        }
        out.sort(java.util.Comparator.comparingInt(Alignment::statementIndex)); // stable: clause order kept
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
     * @param columnGates row-major gates for the reference clauses' credit, or null to use
     *                   {@code gates} in both directions
     * @param floors     row-major credit floors in [0, 1], or null for none
     */
    public record Prepared(WeightedClauses candidate, WeightedClauses reference, float[] similarity,
                           float[] gates, float[] columnGates, float[] floors) {
        /** A prepared pair whose gates are the same in both directions. */
        public Prepared(WeightedClauses candidate, WeightedClauses reference, float[] similarity, float[] gates,
                        float[] floors) {
            this(candidate, reference, similarity, gates, null, floors);
        }

        /**
         * @param low  ramp lower threshold
         * @param high ramp upper threshold
         * @return precision, recall and F1 under these thresholds
         */
        public Prf score(double low, double high) {
            return KeyPointScoring.score(candidate, reference, gates == null
                    ? CosineKernel.bestMatches(similarity, candidate.size(), reference.size(), null, low, high)
                    : CosineKernel.gatedMatches(similarity, candidate.size(), reference.size(), gates, columnGates,
                    floors, low,
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
        List<EncodedPairs.Pair> encoded = EncodedPairs.encode(extractor, encoder, requests, wrapping);
        int dim = encoder.dimension();
        List<Prepared> out = new ArrayList<>(requests.size());
        for (int q = 0; q < requests.size(); q++) {
            EncodedPairs.Pair e = encoded.get(q);
            if (e.error() != null) {
                throw new JudgeException("pair " + q + ": " + e.error());
            }
            JudgeRequest r = requests.get(q);
            ClauseMatcher.Gated g = matcher.prepare(e, r.candidate().statements(), r.reference().statements(), dim,
                    minLo);
            out.add(new Prepared(e.candidate(), e.reference(), g.similarity(), g.gates(), g.columnGates(), g.floors()));
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
        private WrappingFilter wrapping;
        private String lexiconSha256;

        private Builder() {
        }

        /**
         * @param sha256 the SHA-256 of every lexicon the judge reads clauses with ({@link
         *               LexiconFile#sha256}), recorded in provenance (so in a run's settings
         *               fingerprint: a resumed run refuses a changed lexicon), or null when the
         *               judge reads none (the default)
         * @return this
         */
        public Builder lexiconSha256(String sha256) {
            this.lexiconSha256 = sha256;
            return this;
        }

        /**
         * @param n registered judge name (default "embedding")
         * @return this
         */
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

        /**
         * @param x the clause extractor (required)
         * @return this
         */
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

        /**
         * @param filter drops the clauses a VLM writes around its evidence before they are weighed
         *               ({@link WrappingFilter}), or null to grade every clause (the default of
         *               this builder)
         * @return this
         */
        public Builder wrapping(WrappingFilter filter) {
            this.wrapping = filter;
            return this;
        }

        /**
         * @param version prompt version of an LLM extractor, for provenance
         * @return this
         */
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
