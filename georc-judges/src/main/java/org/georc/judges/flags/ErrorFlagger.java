package org.georc.judges.flags;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.georc.core.ConfigurationException;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.gtpred.CountryGuess;
import org.georc.core.spi.KeyPointExtractor;
import org.georc.core.spi.SentenceEncoder;
import org.georc.judges.embedding.ClauseReader;
import org.georc.judges.embedding.ClauseReading;
import org.georc.judges.embedding.LexiconFile;
import org.georc.judges.encoder.TextVectorCache;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Flags candidate statements with the failure kinds of {@link ErrorFlag}, by documented
 * heuristics:
 * <ul>
 *   <li><b>false tool use</b>: a lexicon of look-up claims ("checked Google Maps", "looking at
 *       Street View further down the road", "zoomed in", "searched", "according to Google Earth",
 *       "reverse image search", ...); a model that only sees one photo has no such tools. GeoGuessr
 *       <em>meta</em> evidence is not tool use (GeoRC section 2.3 counts it as expert evidence):
 *       the Street View car, its roof rack, snorkel or follow car, the camera generation, the
 *       coverage and its blur are named without a flag;</li>
 *   <li><b>axiomatic irrelevance</b>: a lexicon of filler (sky, clouds, weather, sunshine,
 *       daytime, "well maintained", "people are walking") for short statements, or, with an
 *       encoder, cosine ≥ {@value #GENERIC_SIMILARITY} to one of a set of generic exemplar
 *       statements; blur and image quality are camera meta evidence, not filler;</li>
 *   <li><b>hallucination</b>: a statement the VLM judge found false against the image (only when
 *       such verdicts are passed in);</li>
 *   <li><b>misattribution</b> (best effort): the statement names exactly one country, and the
 *       reference statement closest to it (cosine ≥ {@value #SAME_EVIDENCE}) names two or more,
 *       i.e. the reference ties that evidence to several countries. Needs an encoder; reference
 *       chains that name no countries never trigger it.</li>
 * </ul>
 * Thread-safe when the encoder (and the extractor of {@link #reusingClauses}) is.
 */
public final class ErrorFlagger {
    private static final Logger LOG = LoggerFactory.getLogger(ErrorFlagger.class);
    /** Cosine to a generic exemplar above which a statement is filler. */
    public static final double GENERIC_SIMILARITY = 0.70;
    /** Cosine above which two statements are taken to describe the same evidence. */
    public static final double SAME_EVIDENCE = 0.60;

    /**
     * The built-in patterns ({@code flag-lexicon.txt} beside this class): what a look-up is done
     * in, claims of using a tool, generic filler, generic exemplar statements.
     */
    private static final LexiconFile LEXICON = LexiconFile.resource(ErrorFlagger.class, "flag-lexicon.txt");
    private static final Map<String, List<LexiconFile.Line>> SECTIONS =
            LEXICON.sections(List.of("tool", "tool-use", "filler", "generic", "evidence-families", "evidence-classes"));
    /** Reads a statement for the evidence it names: a statement that names evidence is never filler. */
    private static final ClauseReader READER = ClauseReader.defaults();
    private static final Set<String> EVIDENCE_FAMILIES = names("evidence-families");
    private static final Set<String> EVIDENCE_CLASSES = names("evidence-classes");
    /**
     * Claims of using a tool. Naming Street View, its car, camera or coverage is GeoGuessr meta
     * evidence and is not matched: only looking something up <em>in</em> it is.
     */
    private static final Pattern TOOL_USE = alternatives("tool-use", alternativesText("tool", null));
    /**
     * Generic filler. Blur and image quality are not there: camera generation and its blur are
     * GeoGuessr meta evidence (GeoRC section 2.3).
     */
    private static final Pattern FILLER = alternatives("filler", null);
    private static final List<String> GENERIC = SECTIONS.get("generic").stream().map(LexiconFile.Line::text).toList();
    private static final int SHORT_STATEMENT_WORDS = 9;

    /**
     * With {@link #reusingClauses}: a statement whose clauses' mean vector has a cosine below
     * this to every generic exemplar is taken as not generic without embedding the statement
     * itself. Chosen on the development statements ({@code FillerPrefilterProbe}, raw output in
     * docs/measure/raw/filler-prefilter.txt, summary in docs/FLAGS-PROFILE.md): there, no
     * statement the exemplar check flags has a clause mean below 0.649.
     */
    public static final double PREFILTER_COSINE = 0.50;

    private final SentenceEncoder encoder;
    private final KeyPointExtractor clauses;
    private final float[] generic;
    /** Countries a statement names; references recur for every candidate, statements across models. */
    private final Cache<String, Set<String>> countryCache = Caffeine.newBuilder().maximumSize(CACHE_SIZE).build();
    /** With a clause extractor: whether a statement's clause mean comes near an exemplar. */
    private final Cache<String, Boolean> nearGeneric = Caffeine.newBuilder().maximumSize(CACHE_SIZE).build();
    private static final int CACHE_SIZE = 50_000;

    /**
     * A flagger that embeds every statement it checks against the exemplars.
     *
     * @param encoder for the similarity heuristics, or null for lexicons only
     */
    public ErrorFlagger(SentenceEncoder encoder) {
        this(encoder, null);
    }

    private ErrorFlagger(SentenceEncoder encoder, KeyPointExtractor clauses) {
        this.encoder = encoder;
        this.clauses = clauses;
        long t0 = System.nanoTime();
        // from the encoder's cache folder when an earlier process encoded them
        this.generic = encoder == null ? null
                : TextVectorCache.encode(encoder, "flag-exemplars", LEXICON.contentSha256(), GENERIC);
        if (encoder != null) {
            LOG.debug("error flagger: vectors of {} generic exemplars in {} ms", GENERIC.size(),
                    (System.nanoTime() - t0) / 1_000_000);
        }
    }

    /**
     * A flagger for runs whose judge has already embedded each statement's key clauses (the
     * {@code embedding} judge with the same rule-based extractor): a statement is embedded whole
     * only when the mean of its clause vectors, served from the encoder's cache, comes within
     * {@link #PREFILTER_COSINE} of a generic exemplar, or when misattribution needs it (it names
     * one country and the reference ties some evidence to several). The flags are those of
     * {@link #ErrorFlagger(SentenceEncoder)} unless a statement at or above {@link
     * #GENERIC_SIMILARITY} has clauses whose mean lies below {@link #PREFILTER_COSINE}; on the
     * project's data none does (docs/PERFORMANCE.md).
     *
     * @param encoder the encoder, with its cache on (required)
     * @param clauses the extractor whose clauses the judge embedded (required)
     * @return the flagger
     */
    public static ErrorFlagger reusingClauses(SentenceEncoder encoder, KeyPointExtractor clauses) {
        if (encoder == null || clauses == null) {
            throw new ConfigurationException("reusingClauses needs an encoder and a clause extractor");
        }
        return new ErrorFlagger(encoder, clauses);
    }

    /** @return the generic exemplar statements the similarity check compares with */
    public static List<String> genericExemplars() {
        return GENERIC;
    }

    /**
     * Flags the statements of a candidate.
     *
     * @param candidate   the candidate chain (evidence statements are flagged)
     * @param reference   the reference chain, for misattribution
     * @param vlmVerdicts per candidate statement, whether a VLM judge found it true; null when
     *                    no VLM judge ran
     * @return the flags, in statement order
     */
    public List<FlaggedStatement> flag(ReasoningChain candidate, ReasoningChain reference, boolean[] vlmVerdicts) {
        List<String> st = candidate.statements();
        if (vlmVerdicts != null && vlmVerdicts.length != st.size()) {
            throw new IllegalArgumentException("vlmVerdicts has " + vlmVerdicts.length + " entries for "
                    + st.size() + " statements");
        }
        int n = st.size();
        String[] lexiconFiller = new String[n];
        for (int i = 0; i < n; i++) {
            lexiconFiller[i] = lexiconFiller(st.get(i));
        }
        // which statements the exemplars must judge, and which misattribution must compare
        boolean[] exemplars = new boolean[n];
        List<Set<String>> refCountries = null;
        List<Set<String>> mine = null;
        float[] vectors = null;
        int dim = encoder == null ? 0 : encoder.dimension();
        if (encoder != null && n > 0) {
            for (int i = 0; i < n; i++) {
                exemplars[i] = lexiconFiller[i] == null;
            }
            if (clauses != null) {
                prefilter(st, exemplars);
            }
            refCountries = referenceCountries(reference);
            boolean[] embed = exemplars.clone();
            if (refCountries != null) {
                mine = new ArrayList<>(n);
                for (int i = 0; i < n; i++) {
                    Set<String> c = cachedCountries(st.get(i));
                    mine.add(c);
                    embed[i] |= c.size() == 1;
                }
            }
            vectors = encodeSome(st, embed);
        }
        List<FlaggedStatement> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String s = st.get(i);
            Matcher tool = TOOL_USE.matcher(s);
            if (tool.find()) {
                out.add(new FlaggedStatement(i, s, ErrorFlag.FALSE_TOOL_USE, "claims a look-up: \"" + tool.group() + "\""));
            }
            String filler = lexiconFiller[i] != null ? lexiconFiller[i]
                    : exemplars[i] ? exemplarReason(vectors, i, dim) : null;
            if (filler != null && namesEvidence(s)) {
                filler = null;
            }
            if (filler != null) {
                out.add(new FlaggedStatement(i, s, ErrorFlag.AXIOMATIC_IRRELEVANCE, filler));
            }
            if (vlmVerdicts != null && !vlmVerdicts[i]) {
                out.add(new FlaggedStatement(i, s, ErrorFlag.HALLUCINATION, "the VLM judge found it false for the image"));
            }
        }
        if (mine != null) {
            misattributions(st, mine, vectors, reference, refCountries, out);
        }
        out.sort(java.util.Comparator.comparingInt(FlaggedStatement::index));
        return out;
    }

    /** The names of a section (comma- or space-separated), each checked against the clause reader's lexicons. */
    private static Set<String> names(String section) {
        Set<String> out = new java.util.LinkedHashSet<>();
        for (LexiconFile.Line l : SECTIONS.get(section)) {
            for (String w : l.text().split("[,\\s]+")) {
                if (w.isEmpty()) {
                    continue;
                }
                boolean known = section.equals("evidence-families") ? READER.hasFamily(w) : READER.hasClass(w);
                if (!known) {
                    throw LEXICON.error(l, "[" + section + "] names \"" + w + "\", which the clause reader's lexicons "
                            + "do not have (renamed?)");
                }
                out.add(w);
            }
        }
        return Set.copyOf(out);
    }

    /**
     * Whether a statement names discriminative evidence: a value of a family such as the side of
     * traffic, the script or the camera generation, or an object such as a line, a bollard, a
     * licence plate or a sign ({@code flag-lexicon.txt}). Such a statement is never filler,
     * however generic it sounds ("Cars drive on the left side of the road.").
     *
     * @param statement a statement
     * @return whether it names such evidence
     */
    public static boolean namesEvidence(String statement) {
        ClauseReading r = READER.read(statement.toLowerCase(Locale.ROOT));
        for (ClauseReading.Attachment a : r.attachments()) {
            if (!a.negated() && EVIDENCE_FAMILIES.contains(a.family())) {
                return true;
            }
        }
        if (r.known()) {
            for (String o : r.objects()) {
                for (String c : EVIDENCE_CLASSES) {
                    if (READER.isKindOf(o, c)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** @return the built-in pattern file, for provenance ({@link LexiconFile#sha256}) */
    public static LexiconFile lexicon() {
        return LEXICON;
    }

    /** The alternatives of a section joined by "|", {tool} replaced; each checked on its own. */
    private static String alternativesText(String section, String tool) {
        StringBuilder sb = new StringBuilder();
        for (LexiconFile.Line l : SECTIONS.get(section)) {
            String alt = tool == null ? l.text() : l.text().replace("{tool}", tool);
            try {
                Pattern.compile(alt);
            } catch (PatternSyntaxException e) {
                throw LEXICON.error(l, "not a regular expression: " + e.getDescription());
            }
            sb.append(sb.length() == 0 ? "" : "|").append(alt);
        }
        return sb.toString();
    }

    private static Pattern alternatives(String section, String tool) {
        return Pattern.compile("(?i)\\b(?:" + alternativesText(section, tool) + ")\\b");
    }

    /** The lexicon's verdict: a short statement naming generic filler. */
    private static String lexiconFiller(String s) {
        Matcher m = FILLER.matcher(s);
        if (m.find() && s.split("\\s+").length <= SHORT_STATEMENT_WORDS) {
            return "generic filler: \"" + m.group() + "\"";
        }
        return null;
    }

    /**
     * Clears {@code check[i]} for statements whose clause mean is far from every exemplar. The
     * clause vectors come from the encoder's cache when the judge has just embedded them.
     */
    private void prefilter(List<String> st, boolean[] check) {
        List<String> asked = new ArrayList<>();
        List<Integer> which = new ArrayList<>();
        for (int i = 0; i < st.size(); i++) {
            if (check[i]) {
                Boolean near = nearGeneric.getIfPresent(st.get(i));
                if (near == null) {
                    asked.add(st.get(i));
                    which.add(i);
                } else {
                    check[i] = near;
                }
            }
        }
        if (asked.isEmpty()) {
            return;
        }
        List<List<String>> perStatement = clauses.extract(asked);
        List<String> flat = new ArrayList<>();
        for (List<String> c : perStatement) {
            for (String clause : c) {
                if (!clause.isBlank()) {
                    flat.add(clause.strip());
                }
            }
        }
        float[] cv = flat.isEmpty() ? new float[0] : encoder.encode(flat);
        int dim = encoder.dimension();
        float[] mean = new float[dim];
        int row = 0;
        for (int q = 0; q < perStatement.size(); q++) {
            java.util.Arrays.fill(mean, 0f);
            int count = 0;
            for (String clause : perStatement.get(q)) {
                if (clause.isBlank()) {
                    continue;
                }
                for (int k = 0; k < dim; k++) {
                    mean[k] += cv[row * dim + k];
                }
                row++;
                count++;
            }
            boolean near = true; // nothing to go by: the statement is embedded
            if (count > 0) {
                double norm = 0;
                for (int k = 0; k < dim; k++) {
                    norm += (double) mean[k] * mean[k];
                }
                if (norm > 0) {
                    double best = -1;
                    for (int g = 0; g < GENERIC.size(); g++) {
                        best = Math.max(best, dot(mean, 0, generic, g * dim, dim));
                    }
                    near = best / Math.sqrt(norm) >= PREFILTER_COSINE;
                }
            }
            nearGeneric.put(asked.get(q), near);
            check[which.get(q)] = near;
        }
    }

    /** Embeds the statements marked in {@code embed} in one call; the others' rows stay zero. */
    private float[] encodeSome(List<String> st, boolean[] embed) {
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < st.size(); i++) {
            if (embed[i]) {
                texts.add(st.get(i));
            }
        }
        if (texts.isEmpty()) {
            return null;
        }
        float[] some = encoder.encode(texts);
        if (texts.size() == st.size()) {
            return some;
        }
        int dim = encoder.dimension();
        float[] all = new float[st.size() * dim];
        int row = 0;
        for (int i = 0; i < st.size(); i++) {
            if (embed[i]) {
                System.arraycopy(some, row++ * dim, all, i * dim, dim);
            }
        }
        return all;
    }

    private String exemplarReason(float[] vectors, int i, int dim) {
        Closest c = closest(vectors, i, generic, GENERIC.size(), dim);
        if (c.cosine() >= GENERIC_SIMILARITY) {
            return String.format(Locale.ROOT, "like the generic \"%s\" (cosine %.2f)", GENERIC.get(c.index()),
                    c.cosine());
        }
        return null;
    }

    /** The row of {@code b} (of {@code m}) with the highest dot product with row {@code i} of {@code a}. */
    private record Closest(int index, double cosine) {
    }

    private static Closest closest(float[] a, int i, float[] b, int m, int dim) {
        int best = -1;
        double bestCos = -1;
        for (int j = 0; j < m; j++) {
            double cos = dot(a, i * dim, b, j * dim, dim);
            if (cos > bestCos) {
                bestCos = cos;
                best = j;
            }
        }
        return new Closest(best, bestCos);
    }

    /** The countries each reference statement names, or null when none names two or more. */
    private List<Set<String>> referenceCountries(ReasoningChain reference) {
        List<Set<String>> out = new ArrayList<>();
        boolean any = false;
        for (String r : reference.statements()) {
            Set<String> c = cachedCountries(r);
            out.add(c);
            any |= c.size() >= 2;
        }
        return any ? out : null;
    }

    private void misattributions(List<String> st, List<Set<String>> mine, float[] vectors, ReasoningChain reference,
                                 List<Set<String>> refCountries, List<FlaggedStatement> out) {
        List<String> ref = reference.statements();
        float[] rv = encoder.encode(ref);
        int dim = encoder.dimension();
        for (int i = 0; i < st.size(); i++) {
            if (mine.get(i).size() != 1) {
                continue;
            }
            Closest c = closest(vectors, i, rv, ref.size(), dim);
            if (c.cosine() >= SAME_EVIDENCE && refCountries.get(c.index()).size() >= 2) {
                out.add(new FlaggedStatement(i, st.get(i), ErrorFlag.MISATTRIBUTION, "ties the evidence to "
                        + mine.get(i).iterator().next() + " only; the reference names " + refCountries.get(c.index())));
            }
        }
    }

    private Set<String> cachedCountries(String text) {
        return countryCache.get(text, ErrorFlagger::countries);
    }

    /** Countries named in a text (names and aliases, not codes). */
    static Set<String> countries(String text) {
        return CountryGuess.countries(text);
    }

    private static double dot(float[] a, int ao, float[] b, int bo, int dim) {
        double s = 0;
        for (int k = 0; k < dim; k++) {
            s += a[ao + k] * b[bo + k];
        }
        return s;
    }
}
