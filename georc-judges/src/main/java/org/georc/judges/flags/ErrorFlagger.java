package org.georc.judges.flags;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.gtpred.CountryGuess;
import org.georc.core.spi.SentenceEncoder;

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
 * Thread-safe when the encoder is.
 */
public final class ErrorFlagger {
    /** Cosine to a generic exemplar above which a statement is filler. */
    public static final double GENERIC_SIMILARITY = 0.70;
    /** Cosine above which two statements are taken to describe the same evidence. */
    public static final double SAME_EVIDENCE = 0.60;

    /** What a look-up is done in: maps, globes, search engines, Street View as a browsing tool. */
    private static final String TOOL = "(?:google\\s+)?street\\s*view(?![\\s-]*(?:car|camera|vehicle|coverage|trekker"
            + "|image|imagery|generation|gen|blur|rack|roof|antenna|snorkel|shadow))|google\\s+(?:maps?|earth|lens|images)|bing\\s+maps"
            + "|apple\\s+maps|openstreetmap|yandex\\s+maps|a\\s+map|the\\s+map|maps|satellite\\s+(?:view|imagery|images)"
            + "|wikipedia|google";
    /**
     * Claims of using a tool. Naming Street View, its car, camera or coverage is GeoGuessr meta
     * evidence and is not matched: only looking something up <em>in</em> it is.
     */
    private static final Pattern TOOL_USE = Pattern.compile("(?i)\\b(?:"
            + "google\\s+(?:maps?|earth|lens|search|images)|bing\\s+maps|openstreetmap|yandex\\s+maps"
            + "|(?:check(?:ed|ing)?|look(?:ed|ing)?\\s+(?:at|in|on)|consult(?:ed|ing)?|us(?:ed|ing)|open(?:ed|ing)?"
            + "|brows(?:ed|ing)|explor(?:ed|ing)|search(?:ed|ing)?|verif(?:y|ied|ying)|confirm(?:ed|ing)?\\s+(?:it\\s+)?"
            + "(?:on|in|with|using))\\s+(?:it\\s+)?(?:on\\s+|in\\s+|with\\s+)?(?:" + TOOL + ")"
            + "|(?:on|in|via|through|using)\\s+(?:google\\s+)?street\\s*view\\s*,?\\s+(?:i|we)\\b"
            + "|according\\s+to\\s+(?:" + TOOL + ")"
            + "|zoom(?:ed|ing)?\\s+in|zoom(?:ed|ing)?\\s+out|reverse\\s+image\\s+search|image\\s+search"
            + "|(?:i|we)\\s+(?:searched|googled|looked\\s+up|checked|verified|consulted|cross-?referenced|measured)"
            + "|look(?:ed|ing)?\\s+(?:it\\s+)?up|searched\\s+(?:for|online|the\\s+web)|search(?:ing)?\\s+online"
            + "|satellite\\s+(?:view|imagery|images)"
            + "|(?:checked|consulted|used)\\s+(?:a|the)\\s+(?:map|atlas|gps)|gps\\s+coordinates\\s+(?:show|confirm)"
            + "|plonk(?:ed)?\\s+on\\s+the\\s+map|panned\\s+(?:around|the\\s+camera)"
            + "|(?:moved|moving|went|walked|drove|driving|stepped|clicked)\\s+(?:further\\s+)?(?:down|along|up|back)\\s+the\\s+road"
            + ")\\b");
    /**
     * Generic filler. Blur and image quality are not here: camera generation and its blur are
     * GeoGuessr meta evidence (GeoRC section 2.3).
     */
    private static final Pattern FILLER = Pattern.compile("(?i)\\b(?:"
            + "sky|skies|clouds?|cloudy|overcast|sunny|sunshine|sun\\s+is\\s+shining|weather|daytime|daylight"
            + "|night\\s*time|well[- ]maintained|people\\s+are\\s+walking"
            + "|the\\s+(?:road|street)\\s+is\\s+(?:quiet|empty|busy|straight|long)|it\\s+(?:is|might\\s+be)\\s+(?:a\\s+)?"
            + "(?:cold|hot|warm|autumn|spring|summer|winter)|there\\s+(?:is|are)\\s+(?:a|some)\\s+cars?\\s+on\\s+the\\s+road"
            + ")\\b");
    private static final List<String> GENERIC = List.of(
            "The sky is blue and clear.", "There are some clouds in the sky.", "The weather is sunny.",
            "It is daytime.", "The road is well maintained.", "There is a car on the road.",
            "People are walking on the street.", "The photo was taken outdoors.", "The street is busy.",
            "The road is empty and quiet.", "The landscape is open.", "It might be autumn.", "The water is calm.",
            "The road is straight.");
    private static final int SHORT_STATEMENT_WORDS = 9;

    private final SentenceEncoder encoder;
    private final float[] generic;

    /**
     * @param encoder for the similarity heuristics, or null for lexicons only
     */
    public ErrorFlagger(SentenceEncoder encoder) {
        this.encoder = encoder;
        this.generic = encoder == null ? null : encoder.encode(GENERIC);
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
        List<FlaggedStatement> out = new ArrayList<>();
        float[] vectors = encoder == null || st.isEmpty() ? null : encoder.encode(st);
        int dim = encoder == null ? 0 : encoder.dimension();
        for (int i = 0; i < st.size(); i++) {
            String s = st.get(i);
            Matcher tool = TOOL_USE.matcher(s);
            if (tool.find()) {
                out.add(new FlaggedStatement(i, s, ErrorFlag.FALSE_TOOL_USE, "claims a look-up: \"" + tool.group() + "\""));
            }
            String filler = fillerReason(s, vectors, i, dim);
            if (filler != null) {
                out.add(new FlaggedStatement(i, s, ErrorFlag.AXIOMATIC_IRRELEVANCE, filler));
            }
            if (vlmVerdicts != null && !vlmVerdicts[i]) {
                out.add(new FlaggedStatement(i, s, ErrorFlag.HALLUCINATION, "the VLM judge found it false for the image"));
            }
        }
        if (vectors != null) {
            misattributions(st, vectors, reference, out);
        }
        out.sort(java.util.Comparator.comparingInt(FlaggedStatement::index));
        return out;
    }

    private String fillerReason(String s, float[] vectors, int i, int dim) {
        Matcher m = FILLER.matcher(s);
        if (m.find() && s.split("\\s+").length <= SHORT_STATEMENT_WORDS) {
            return "generic filler: \"" + m.group() + "\"";
        }
        if (vectors != null) {
            int best = -1;
            double bestCos = -1;
            for (int g = 0; g < GENERIC.size(); g++) {
                double cos = dot(vectors, i * dim, generic, g * dim, dim);
                if (cos > bestCos) {
                    bestCos = cos;
                    best = g;
                }
            }
            if (bestCos >= GENERIC_SIMILARITY) {
                return String.format(Locale.ROOT, "like the generic \"%s\" (cosine %.2f)", GENERIC.get(best), bestCos);
            }
        }
        return null;
    }

    private void misattributions(List<String> st, float[] vectors, ReasoningChain reference, List<FlaggedStatement> out) {
        List<String> ref = reference.statements();
        if (ref.isEmpty()) {
            return;
        }
        List<Set<String>> refCountries = new ArrayList<>();
        boolean any = false;
        for (String r : ref) {
            Set<String> c = countries(r);
            refCountries.add(c);
            any |= c.size() >= 2;
        }
        if (!any) {
            return;
        }
        float[] rv = encoder.encode(ref);
        int dim = encoder.dimension();
        for (int i = 0; i < st.size(); i++) {
            Set<String> mine = countries(st.get(i));
            if (mine.size() != 1) {
                continue;
            }
            int best = -1;
            double bestCos = -1;
            for (int j = 0; j < ref.size(); j++) {
                double cos = dot(vectors, i * dim, rv, j * dim, dim);
                if (cos > bestCos) {
                    bestCos = cos;
                    best = j;
                }
            }
            if (bestCos >= SAME_EVIDENCE && refCountries.get(best).size() >= 2) {
                out.add(new FlaggedStatement(i, st.get(i), ErrorFlag.MISATTRIBUTION, "ties the evidence to "
                        + mine.iterator().next() + " only; the reference names " + refCountries.get(best)));
            }
        }
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
