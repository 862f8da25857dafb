package org.georc.judges.embedding;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.georc.core.ConfigurationException;
import org.georc.core.spi.KeyPointExtractor;
import org.georc.core.spi.SentenceEncoder;
import org.georc.judges.encoder.CalibratedEncoder;
import org.georc.judges.encoder.TextVectorCache;
import org.georc.metrics.BestMatches;
import org.georc.metrics.CosineKernel;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Tells the clauses a VLM writes around its evidence ("the sky is overcast", "exposure and contrast
 * look normal", "let me zoom in on the sign") from real clues by their nearest examples in the
 * encoder's space, not by their words: a clause whose most similar wrapping example is at least
 * {@code min} and beats its most similar evidence example by at least {@code margin} is wrapping
 * and is not graded. The examples ({@code wrapping-examples.txt}, or a user's file in its format)
 * are read into clauses by the judge's extractor and encoded once, on first use, by the judge's
 * encoder; an encoder with an optimised-model cache keeps their vectors there ({@link
 * TextVectorCache}), so that a later process reads them. Thread-safe.
 */
public final class WrappingFilter {
    private static final Logger LOG = LoggerFactory.getLogger(WrappingFilter.class);
    /** Default least cosine to the nearest wrapping example. */
    public static final double DEFAULT_MIN = 0.45;
    /** Default margin of the nearest wrapping example over the nearest evidence example. */
    public static final double DEFAULT_MARGIN = 0.05;

    private final LexiconFile file;
    private final List<String> wrapping;
    private final List<String> evidence;
    private final double min;
    private final double margin;
    /** reads a clause to spare those that state a scene value; null spares nothing */
    private final ClauseReader reader;
    private volatile Banks banks;

    private record Banks(SentenceEncoder encoder, float[] wrapping, float[] evidence) {
    }

    private WrappingFilter(LexiconFile file, List<String> wrapping, List<String> evidence, double min, double margin,
                           ClauseReader reader) {
        this.reader = reader;
        this.file = file;
        this.wrapping = wrapping;
        this.evidence = evidence;
        this.min = min;
        this.margin = margin;
    }

    /** @return the built-in examples file */
    public static LexiconFile builtInExamples() {
        return Holder.FILE;
    }

    private static final class Holder {
        static final LexiconFile FILE = LexiconFile.resource(WrappingFilter.class, "wrapping-examples.txt");
    }

    /**
     * @param file      examples: sections {@code [wrapping]} and {@code [evidence]}, one statement a line
     * @param extractor reads the examples into clauses
     * @param min       least cosine to the nearest wrapping example, in (0, 1]
     * @param margin    least margin over the nearest evidence example, in [0, 1]
     * @return the filter
     * @throws ConfigurationException for a bad parameter, or naming the file of a section without
     *                                clauses
     */
    public static WrappingFilter of(LexiconFile file, KeyPointExtractor extractor, double min, double margin) {
        return of(file, extractor, min, margin, null);
    }

    /**
     * As {@link #of(LexiconFile, KeyPointExtractor, double, double)}, sparing every clause that
     * states a value of a scene family (side of traffic, camera generation, coverage age,
     * platform: a clue on its own): "cars drive on the right, and the image looks slightly dated"
     * sits near filler about the image, yet both its parts are evidence.
     *
     * @param reader reads each clause the examples call wrapping; null spares nothing
     */
    public static WrappingFilter of(LexiconFile file, KeyPointExtractor extractor, double min, double margin,
                                    ClauseReader reader) {
        if (!(min > 0 && min <= 1)) {
            throw new ConfigurationException("option wrapping-min must lie in (0, 1], got " + min);
        }
        if (!(margin >= 0 && margin <= 1)) {
            throw new ConfigurationException("option wrapping-margin must lie in [0, 1], got " + margin);
        }
        long t0 = System.nanoTime();
        Map<String, List<LexiconFile.Line>> s = file.sections(List.of("wrapping", "evidence"));
        List<String> w = clauses(extractor, s.get("wrapping"));
        List<String> e = clauses(extractor, s.get("evidence"));
        LOG.debug("wrapping filter: read {} into {} wrapping and {} evidence clauses in {} ms", file.source(), w.size(),
                e.size(), (System.nanoTime() - t0) / 1_000_000);
        for (var side : List.of(Map.entry("wrapping", w), Map.entry("evidence", e))) {
            if (side.getValue().isEmpty()) {
                throw new ConfigurationException(file.source() + ": section [" + side.getKey() + "] yields no clause");
            }
        }
        return new WrappingFilter(file, w, e, min, margin, reader);
    }

    private static List<String> clauses(KeyPointExtractor extractor, List<LexiconFile.Line> lines) {
        List<String> statements = new ArrayList<>(lines.size());
        for (LexiconFile.Line l : lines) {
            statements.add(l.text());
        }
        Set<String> out = new LinkedHashSet<>();
        for (List<String> cs : extractor.extract(statements)) {
            for (String c : cs) {
                out.add(c.strip());
            }
        }
        return List.copyOf(out);
    }

    /** @return the examples file, for the lexicon fingerprint */
    public LexiconFile file() {
        return file;
    }

    /** @return the settings, for provenance */
    public String describe() {
        return "min=" + min + ",margin=" + margin + (reader == null ? "" : ",spare=scene-values");
    }

    /**
     * @param clause a clause the examples call wrapping
     * @return whether it is graded all the same, since it states a scene value
     */
    public boolean spares(String clause) {
        return reader != null && RuleBasedClauseExtractor.statesSceneValue(reader.read(clause));
    }

    /**
     * The test for one clause: whether it is wrapping, its nearest wrapping example and both cosines.
     *
     * @param wrapping        whether the clause is wrapping
     * @param nearestWrapping the most similar wrapping example (a clause)
     * @param wrappingCosine  cosine to it
     * @param evidenceCosine  cosine to the most similar evidence example
     */
    public record Verdict(boolean wrapping, String nearestWrapping, double wrappingCosine, double evidenceCosine) {
        /** @return the reason a reader sees for a wrapping clause */
        public String reason() {
            return "wrapping (nearest example \"" + nearestWrapping + "\", cosine " + AlignmentText.decimals(wrappingCosine, 3)
                    + "; nearest evidence example, cosine " + AlignmentText.decimals(evidenceCosine, 3) + ")";
        }
    }

    /**
     * @param embeddings row-major unit vectors of {@code rows} clauses
     * @param rows       number of clauses
     * @param encoder    the encoder that made them (the examples are encoded with it too)
     * @return for each clause, whether it is wrapping
     */
    public boolean[] wrapping(float[] embeddings, int rows, SentenceEncoder encoder) {
        return wrapping(null, embeddings, rows, encoder);
    }

    /**
     * @param clauses    the clauses' texts, one per row (those it {@link #spares(String)} are never wrapping), or null
     * @param embeddings row-major unit vectors of {@code rows} clauses
     * @param rows       number of clauses
     * @param encoder    the encoder that made them (the examples are encoded with it too)
     * @return for each clause, whether it is wrapping
     */
    public boolean[] wrapping(List<String> clauses, float[] embeddings, int rows, SentenceEncoder encoder) {
        Verdict[] v = verdicts(clauses, embeddings, rows, encoder);
        boolean[] out = new boolean[rows];
        for (int i = 0; i < rows; i++) {
            out[i] = v[i].wrapping();
        }
        return out;
    }

    /**
     * @param embeddings row-major unit vectors of {@code rows} clauses
     * @param rows       number of clauses
     * @param encoder    the encoder that made them (the examples are encoded with it too)
     * @return for each clause, the test's verdict
     */
    public Verdict[] verdicts(float[] embeddings, int rows, SentenceEncoder encoder) {
        return verdicts(null, embeddings, rows, encoder);
    }

    /**
     * As {@link #verdicts(float[], int, SentenceEncoder)}, with each clause's text: a clause that
     * {@link #spares(String)} is never wrapping.
     *
     * @param clauses the clauses' texts, one per row, or null to spare none
     * @param embeddings row-major unit vectors of {@code rows} clauses
     * @param rows       number of clauses
     * @param encoder    the encoder that made them
     * @return for each clause, the test's verdict
     */
    public Verdict[] verdicts(List<String> clauses, float[] embeddings, int rows, SentenceEncoder encoder) {
        if (clauses != null && clauses.size() != rows) {
            throw new IllegalArgumentException(clauses.size() + " clause texts for " + rows + " rows");
        }
        Verdict[] out = new Verdict[rows];
        if (rows == 0) {
            return out;
        }
        Banks b = banks(encoder);
        BestMatches nearW = nearest(embeddings, rows, b.wrapping(), wrapping.size(), encoder);
        BestMatches nearE = nearest(embeddings, rows, b.evidence(), evidence.size(), encoder);
        for (int i = 0; i < rows; i++) {
            double w = nearW.rowSimilarity(i);
            double e = nearE.rowSimilarity(i);
            boolean wrap = w >= min && w - e >= margin && (clauses == null || !spares(clauses.get(i)));
            out[i] = new Verdict(wrap, wrapping.get(nearW.rowMatch(i)), w, e);
        }
        return out;
    }

    /**
     * Each row's most similar bank entry: on a calibrated encoder's common scale (MiniLM's, which
     * the thresholds are on, as the ramp's are), else by the plain cosine.
     */
    private static BestMatches nearest(float[] a, int n, float[] bank, int m, SentenceEncoder encoder) {
        if (encoder instanceof CalibratedEncoder ce) {
            return CosineKernel.bestMatches(ce.similarity(a, n, bank, m), n, m, null, 0, 1);
        }
        return CosineKernel.bestMatches(a, n, bank, m, encoder.dimension(), 0, 1);
    }

    private Banks banks(SentenceEncoder encoder) {
        Banks b = banks;
        if (b == null || b.encoder() != encoder) {
            synchronized (this) {
                b = banks;
                if (b == null || b.encoder() != encoder) {
                    long t0 = System.nanoTime();
                    // both banks in one list: from the encoder's cache folder when an earlier process encoded them
                    List<String> all = new ArrayList<>(wrapping.size() + evidence.size());
                    all.addAll(wrapping);
                    all.addAll(evidence);
                    float[] v = TextVectorCache.encode(encoder, "wrapping-examples", file.contentSha256(), all);
                    int split = wrapping.size() * encoder.dimension();
                    b = new Banks(encoder, Arrays.copyOfRange(v, 0, split), Arrays.copyOfRange(v, split, v.length));
                    LOG.debug("wrapping filter: vectors of {} wrapping and {} evidence examples of {} in {} ms",
                            wrapping.size(), evidence.size(), file.source(), (System.nanoTime() - t0) / 1_000_000);
                    banks = b;
                }
            }
        }
        return b;
    }
}
