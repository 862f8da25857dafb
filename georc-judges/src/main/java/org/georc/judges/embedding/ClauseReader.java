package org.georc.judges.embedding;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.georc.core.ConfigurationException;

/**
 * Reads a key clause into a structured {@link ClauseReading}: which objects it is about (by
 * {@link ObjectLexicon} classes), which attribute values it gives them (by attribute
 * <em>families</em>, {@code attribute-families.txt} beside this class), what it negates, and its
 * other content words. No language model: word lists, plural folding and a few rules.
 *
 * <ul>
 *   <li><b>Objects</b>: phrases of the object lexicon, longest first ("utility pole" before
 *       "pole"); a generic class is refined to a more specific one named in the same clause
 *       ("a broken white line runs down the middle of the road" is about the {@code center-line});
 *       settings (road, landscape) count only when nothing else is named; attribute words are
 *       not objects ("wooden", "concrete"), except for <em>nominal</em> families whose values
 *       are also things ("pine", "taiga").</li>
 *   <li><b>Values</b> attach to the object they describe: the nearest object or content word
 *       within three words after the value, else the nearest before it ("bollards are black").
 *       Values of <em>global</em> families (side of traffic, climate) describe the whole scene.
 *       A family restricted to classes ({@code on ...}: terrain describes land, not roofs) drops
 *       values that describe anything else, and treats all of those classes as one object.</li>
 *   <li><b>Negation</b>: a value within three words after "no / not / without / non / never /
 *       lack of", or followed by "missing / absent", is negated; so are the objects and words of
 *       a negated phrase ("no center line", "without markings"), "-less" words ("treeless") and
 *       "unmarked".</li>
 * </ul>
 * Immutable and thread-safe; readings are cached.
 */
public final class ClauseReader {
    private static final Pattern TOKEN = Pattern.compile("[\\p{L}\\p{N}]+(?:'[\\p{L}]+)?");
    static final Set<String> NEGATIONS = Set.of("no", "not", "without", "non", "never", "lack", "lacking",
            "absence", "absent", "missing", "isn't", "aren't", "doesn't", "don't", "none", "nor");
    static final Set<String> POST_NEGATIONS = Set.of("missing", "absent", "lacking");
    /** A negated phrase ends at these ("no vending machines beside the houses" negates "vending machines"). */
    static final Set<String> PHRASE_ENDS = Set.of("but", "and", "or", "on", "in", "at", "by", "for", "from",
            "of", "with", "beside", "near", "along", "next", "behind", "around", "above", "below", "under", "over",
            "between", "across", "through", "into", "onto", "within", "outside", "inside", "to", "towards",
            "only", "just", "except", "while", "whereas");
    /** Words that carry no evidence of their own: never details, never what a value describes. */
    private static final Set<String> WEAK = Set.of("a", "an", "the", "and", "or", "of", "with", "on", "in", "at", "to", "is", "are", "was", "were", "be",
            "been", "being", "it", "its", "this", "that", "these", "those", "there", "here", "some", "any", "very",
            "quite", "mostly", "mainly", "also", "by", "for", "from", "as", "has", "have", "had", "all", "each",
            "many", "several", "type", "kind", "style", "like", "such", "which", "who", "where", "can", "could",
            "may", "might", "would", "should", "will", "seen", "visible", "appear", "appears", "look", "looks",
            "seem", "seems", "typical", "usual", "usually", "known", "called", "just", "only", "other", "another",
            "more", "most", "much", "than", "rather", "their", "them", "they", "we", "you", "our", "your", "one's",
            "into", "onto", "over", "under", "up", "down", "out", "off", "near", "next", "beside", "along",
            "behind", "around", "above", "below", "between", "across", "through", "within", "towards", "toward",
            "about", "after", "before", "while", "image", "picture", "photo", "scene", "shot", "frame", "part",
            "side", "way", "lot", "lots", "plenty", "number", "stand", "standing", "line", "run", "running",
            "share", "sharing", "reach", "carry", "carrying", "mark", "marking", "warn", "warning", "cover",
            "covering", "grow", "growing", "wait", "waiting", "drive", "driving", "keep", "keeping", "travel",
            "traveling", "travelling", "use", "using", "show", "showing", "give", "giving", "serve", "serving",
            "hold", "holding", "rise", "rising", "dot", "sit", "lie", "lying", "pas", "passing", "climb", "crowd",
            "face", "facing", "surround", "divide", "separate", "border", "say", "read", "announce", "top",
            "wander", "roam", "hang", "tie", "cross", "crossing", "stretch", "lead", "go",
            "come", "get", "make", "build", "call", "find", "include", "including", "mixed", "mix", "shaped", "away", "made", "built",
            "painted", "decorated", "covered", "planted", "scattered", "marked", "written", "topped", "loaded",
            "tied", "used", "placed", "located", "recorded", "taken", "found", "given", "shown", "bordered",
            "lined", "present", "recognisable", "recognizable", "clearly", "well", "even", "still", "again", "both",
            "either", "neither", "whose", "what", "when");

    /** One attribute family. */
    record Family(String name, boolean global, boolean cooccur, boolean nominal, Set<String> on,
                  Map<String, String> phraseToValue, Pattern pattern) {
    }

    /** A value found in the clause, with its token span. */
    private record ValueHit(Family family, String value, int first, int last) {
    }

    /** An object phrase found in the clause, with its token span. */
    private record Mention(int first, int last, String cls) {
    }

    private final ObjectLexicon lexicon;
    private final List<Family> families;
    private final Map<String, Family> byName;
    private final Cache<String, ClauseReading> cache = Caffeine.newBuilder().maximumSize(50_000).build();

    private ClauseReader(ObjectLexicon lexicon, List<Family> families) {
        this.lexicon = lexicon;
        this.families = List.copyOf(families);
        Map<String, Family> m = new HashMap<>();
        for (Family f : families) {
            m.put(f.name(), f);
        }
        this.byName = Map.copyOf(m);
    }

    /** @return the reader with the built-in object lexicon and attribute families */
    public static ClauseReader defaults() {
        return new ClauseReader(ObjectLexicon.defaults(), build(readDefaultFamilies()));
    }

    /**
     * @param file a file of attribute families in the format of {@code attribute-families.txt}
     * @return a reader with these families plus the file's (new families, values or synonyms)
     * @throws ConfigurationException naming the file and line of a malformed entry
     */
    public ClauseReader withFamilies(Path file) {
        Spec spec = new Spec();
        for (Family f : families) {
            spec.phrases.put(f.name(), new LinkedHashMap<>(f.phraseToValue()));
            spec.headers.put(f.name(), new Header(f.global(), f.cooccur(), f.nominal(), f.on()));
        }
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            parse(r, file.toString(), spec);
        } catch (IOException e) {
            throw new ConfigurationException("cannot read attribute lexicon " + file + ": " + e.getMessage(), e);
        }
        return new ClauseReader(lexicon, build(spec));
    }

    /**
     * @param file a file of object classes in the format of {@code objects.txt}
     * @return a reader with these object classes plus the file's
     * @throws ConfigurationException naming the file and line of a malformed entry
     */
    public ClauseReader withObjects(Path file) {
        return new ClauseReader(lexicon.extendedWith(file), families);
    }

    /** @return the object lexicon */
    public ObjectLexicon lexicon() {
        return lexicon;
    }

    /** @return whether the family's values may co-occur (naming two scripts is no contradiction) */
    boolean cooccurs(String family) {
        Family f = byName.get(family);
        return f != null && f.cooccur();
    }

    /** @return whether the family describes the whole scene */
    boolean isGlobal(String family) {
        Family f = byName.get(family);
        return f != null && f.global();
    }

    /** Header flags of a family. */
    private record Header(boolean global, boolean cooccur, boolean nominal, Set<String> on) {
    }

    /** Families being parsed. */
    private static final class Spec {
        final Map<String, Map<String, String>> phrases = new LinkedHashMap<>();
        final Map<String, Header> headers = new HashMap<>();
    }

    private static Spec readDefaultFamilies() {
        Spec spec = new Spec();
        try (InputStream in = ClauseReader.class.getResourceAsStream("attribute-families.txt")) {
            if (in == null) {
                throw new IllegalStateException("missing resource attribute-families.txt");
            }
            parse(new InputStreamReader(in, StandardCharsets.UTF_8), "attribute-families.txt", spec);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read attribute-families.txt", e);
        }
        return spec;
    }

    private static List<Family> build(Spec spec) {
        List<Family> list = new ArrayList<>();
        spec.phrases.forEach((name, phrases) -> {
            List<String> sorted = new ArrayList<>(phrases.keySet());
            sorted.sort(Comparator.comparingInt(String::length).reversed());
            StringBuilder alt = new StringBuilder();
            for (String p : sorted) {
                alt.append(alt.length() == 0 ? "" : "|").append(Pattern.quote(p).replace(" ", "\\E[\\s-]+\\Q"));
            }
            if (alt.length() == 0) {
                return;
            }
            Pattern pattern = Pattern.compile("(?iu)(?<![\\p{L}\\p{N}])(?:" + alt + ")(?![\\p{L}\\p{N}])");
            Header h = spec.headers.get(name);
            list.add(new Family(name, h.global(), h.cooccur(), h.nominal(), h.on(), Map.copyOf(phrases), pattern));
        });
        return list;
    }

    private static void parse(Reader reader, String source, Spec spec) throws IOException {
        BufferedReader r = new BufferedReader(reader);
        String line;
        String family = null;
        int no = 0;
        while ((line = r.readLine()) != null) {
            no++;
            line = line.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (line.startsWith("family ")) {
                String[] parts = line.split("\\s+");
                if (parts.length < 3 || !(parts[2].equals("object") || parts[2].equals("global"))) {
                    throw new ConfigurationException(source + ":" + no
                            + ": expected \"family NAME object|global [cooccur] [nominal] [on CLASS,CLASS]\"");
                }
                boolean cooccur = false;
                boolean nominal = false;
                Set<String> on = new LinkedHashSet<>();
                for (int i = 3; i < parts.length; i++) {
                    switch (parts[i]) {
                        case "cooccur" -> cooccur = true;
                        case "nominal" -> nominal = true;
                        case "on" -> {
                            if (i + 1 >= parts.length) {
                                throw new ConfigurationException(source + ":" + no + ": \"on\" needs a list of classes");
                            }
                            for (String c : parts[++i].split(",")) {
                                if (!c.isBlank()) {
                                    on.add(c.strip().toLowerCase(Locale.ROOT));
                                }
                            }
                        }
                        default -> throw new ConfigurationException(source + ":" + no + ": unknown flag \"" + parts[i]
                                + "\" (expected cooccur, nominal or on CLASS,CLASS)");
                    }
                }
                family = parts[1];
                spec.phrases.computeIfAbsent(family, k -> new LinkedHashMap<>());
                spec.headers.put(family, new Header(parts[2].equals("global"), cooccur, nominal, Set.copyOf(on)));
                continue;
            }
            int colon = line.indexOf(':');
            if (family == null || colon <= 0) {
                throw new ConfigurationException(source + ":" + no
                        + ": expected \"value: phrase, phrase\" after a \"family\" line");
            }
            String value = line.substring(0, colon).strip().toLowerCase(Locale.ROOT);
            for (String phrase : line.substring(colon + 1).split(",")) {
                String p = phrase.strip().toLowerCase(Locale.ROOT);
                if (!p.isEmpty()) {
                    spec.phrases.get(family).put(p, value);
                }
            }
        }
    }

    /**
     * @param clause a key clause
     * @return what it says
     */
    public ClauseReading read(String clause) {
        return cache.get(clause, k -> compute(k.toLowerCase(Locale.ROOT).strip()));
    }

    private ClauseReading compute(String c) {
        List<int[]> spans = new ArrayList<>();
        List<String> raw = new ArrayList<>();
        Matcher tm = TOKEN.matcher(c);
        while (tm.find()) {
            spans.add(new int[] {tm.start(), tm.end()});
            raw.add(tm.group());
        }
        int n = raw.size();
        String[] folded = new String[n];
        for (int t = 0; t < n; t++) {
            folded[t] = ObjectLexicon.fold(raw.get(t));
        }
        // attribute values
        List<ValueHit> hits = new ArrayList<>();
        boolean[] attribute = new boolean[n];
        boolean[] adjectival = new boolean[n];
        for (Family f : families) {
            Matcher m = f.pattern().matcher(c);
            while (m.find()) {
                int first = tokenAt(spans, m.start());
                int last = tokenAt(spans, m.end() - 1);
                if (first < 0 || last < 0) {
                    continue;
                }
                String value = f.phraseToValue().get(m.group().replaceAll("[\\s-]+", " "));
                if (value == null) {
                    value = lookupLoose(f, m.group());
                }
                hits.add(new ValueHit(f, value, first, last));
                for (int t = first; t <= last; t++) {
                    attribute[t] = true;
                    adjectival[t] |= !f.nominal();
                }
            }
        }
        // object mentions
        List<Mention> mentions = new ArrayList<>();
        int[] mentionAt = new int[n];
        java.util.Arrays.fill(mentionAt, -1);
        for (int t = 0; t < n; ) {
            Mention found = null;
            if (!adjectival[t] && !NEGATIONS.contains(raw.get(t)) || raw.get(t).equals("no") && t + 1 < n
                    && (raw.get(t + 1).equals("passing") || raw.get(t + 1).equals("overtaking"))) {
                for (int len = Math.min(lexicon.longest(), n - t); len >= 1 && found == null; len--) {
                    boolean ok = true;
                    StringBuilder sb = new StringBuilder();
                    for (int k = t; k < t + len; k++) {
                        if (adjectival[k] && k > t) {
                            ok = false;
                            break;
                        }
                        sb.append(k == t ? "" : " ").append(folded[k]);
                    }
                    String cls = ok ? lexicon.classOf(sb.toString()) : null;
                    if (cls != null && !(len == 1 && isVerbUse(raw, t))) {
                        found = new Mention(t, t + len - 1, cls);
                    }
                }
            }
            if (found != null) {
                for (int k = found.first(); k <= found.last(); k++) {
                    mentionAt[k] = mentions.size();
                }
                mentions.add(found);
                t = found.last() + 1;
            } else {
                t++;
            }
        }
        refineGeneric(mentions);
        // negation scopes
        boolean[] negatedToken = new boolean[n];
        boolean[] broadToken = new boolean[n];
        Set<String> negatedObjects = new TreeSet<>();
        Set<String> negatedKinds = new TreeSet<>();
        for (int t = 0; t < n; t++) {
            String w = raw.get(t);
            if (mentionAt[t] >= 0) {
                continue;
            }
            if (NEGATIONS.contains(w) && !POST_NEGATIONS.contains(w)) {
                int end = Math.min(n, t + 5);
                boolean qualified = false;
                for (int k = t + 1; k < end; k++) {
                    if (raw.get(k).equals("at") && k + 1 < n && raw.get(k + 1).equals("all")) {
                        end = k;
                        break;
                    }
                    if (NEGATIONS.contains(raw.get(k)) || PHRASE_ENDS.contains(raw.get(k))) {
                        end = k;
                        qualified = true;
                        break;
                    }
                }
                for (int k = t + 1; k < end; k++) {
                    negatedToken[k] = true;
                    broadToken[k] = !qualified;
                }
            } else if (POST_NEGATIONS.contains(w)) {
                for (int k = t - 1; k >= 0 && k >= t - 4; k--) {
                    if (PHRASE_ENDS.contains(raw.get(k))) {
                        break;
                    }
                    negatedToken[k] = true;
                }
            } else if (w.length() > 6 && w.endsWith("less")) {
                String base = ObjectLexicon.fold(w.substring(0, w.length() - 4));
                String cls = lexicon.classOf(base);
                if (cls != null) {
                    negatedObjects.add(cls);
                    negatedKinds.add(cls);
                }
            } else if (w.equals("unmarked") && lexicon.isClass("line")) {
                negatedObjects.add("line");
                negatedKinds.add("line");
            }
        }
        Set<Integer> negatedMentions = new LinkedHashSet<>();
        for (int i = 0; i < mentions.size(); i++) {
            Mention mn = mentions.get(i);
            if (negatedToken[mn.first()] || negatedToken[mn.last()]) {
                negatedMentions.add(i);
                negatedObjects.add(mn.cls());
                if (broadToken[mn.last()]) {
                    negatedKinds.add(mn.cls());
                }
            }
        }
        // values and what they describe
        Set<String> values = new TreeSet<>();
        Set<String> negatedValues = new TreeSet<>();
        List<ClauseReading.Attachment> attachments = new ArrayList<>();
        for (ValueHit h : hits) {
            boolean neg = isNegated(raw, h.first(), h.last());
            String object;
            if (h.family().global()) {
                object = "*";
            } else {
                object = objectOf(raw, folded, attribute, mentions, mentionAt, h.first(), h.last());
            }
            if (!h.family().on().isEmpty()) {
                String target = object;
                if (h.family().nominal() && mentionAt[h.first()] >= 0) {
                    target = mentions.get(mentionAt[h.first()]).cls();
                }
                if (!inGroup(target, h.family().on())) {
                    continue;
                }
                object = h.family().name();
            }
            String key = h.family().name() + "=" + h.value();
            if (neg) {
                negatedValues.add(key);
            } else {
                values.add(key);
            }
            attachments.add(new ClauseReading.Attachment(h.family().name(), h.value(), object, neg));
        }
        // objects the clause asserts: classes other than settings, else the settings
        List<String> classes = new ArrayList<>();
        List<String> settings = new ArrayList<>();
        for (int i = 0; i < mentions.size(); i++) {
            String cls = mentions.get(i).cls();
            if (negatedMentions.contains(i)) {
                continue;
            }
            List<String> target = lexicon.isSetting(cls) ? settings : classes;
            if (!target.contains(cls)) {
                target.add(cls);
            }
        }
        // other content words
        Set<String> details = new LinkedHashSet<>();
        for (int t = 0; t < n; t++) {
            String w = raw.get(t);
            if (mentionAt[t] >= 0 || attribute[t] || NEGATIONS.contains(w) || WEAK.contains(w)
                    || WEAK.contains(folded[t]) || w.equals("unmarked") || (w.length() > 6 && w.endsWith("less")
                    && lexicon.classOf(ObjectLexicon.fold(w.substring(0, w.length() - 4))) != null)) {
                continue;
            }
            if (w.length() < 3 && !w.matches("\\p{N}+")) {
                continue;
            }
            if (negatedToken[t]) {
                negatedObjects.add(lemma(folded[t]));
            } else {
                details.add(lemma(folded[t]));
            }
        }
        boolean known = !classes.isEmpty();
        List<String> objects = new ArrayList<>(known ? classes : settings);
        if (!known) {
            for (String d : details) {
                if (!objects.contains(d)) {
                    objects.add(d);
                }
            }
        }
        Map<String, Set<String>> byObject = new LinkedHashMap<>();
        Map<String, Set<String>> exclusive = new LinkedHashMap<>();
        for (ClauseReading.Attachment at : attachments) {
            if (at.negated()) {
                continue;
            }
            String key = at.family() + "|" + at.object();
            byObject.computeIfAbsent(key, k -> new TreeSet<>()).add(at.value());
            if (!cooccurs(at.family())) {
                exclusive.computeIfAbsent(key, k -> new TreeSet<>()).add(at.value());
            }
        }
        return new ClauseReading(c, objects, known, values, negatedValues, negatedObjects, negatedKinds, details,
                attachments, byObject, exclusive);
    }

    /**
     * A cruder form of a folded word for comparing details: "-ing", "-ed", "-ly" and a final
     * "e" dropped, so "grazing" = "graze", "painted" = "paint", "softly" = "soft".
     */
    static String lemma(String folded) {
        String w = folded;
        if (w.length() > 5 && w.endsWith("ing")) {
            w = w.substring(0, w.length() - 3);
        } else if (w.length() > 4 && w.endsWith("ed")) {
            w = w.substring(0, w.length() - 2);
        } else if (w.length() > 5 && w.endsWith("ly")) {
            w = w.substring(0, w.length() - 2);
        }
        if (w.length() > 3 && w.endsWith("e")) {
            w = w.substring(0, w.length() - 1);
        }
        return w;
    }

    /** "line the road", "lines both sides": "line" used as a verb. */
    private static boolean isVerbUse(List<String> raw, int t) {
        String w = raw.get(t);
        if (!(w.equals("line") || w.equals("lines") || w.equals("lined"))) {
            return false;
        }
        if (w.equals("lined")) {
            return true;
        }
        if (t + 1 >= raw.size()) {
            return false;
        }
        String next = raw.get(t + 1);
        return Set.of("the", "both", "each", "either", "its", "their", "a", "an", "this", "that", "every", "much",
                "most", "many").contains(next);
    }

    /** A generic class whose more specific kind the clause also names becomes that kind. */
    private void refineGeneric(List<Mention> mentions) {
        for (int i = 0; i < mentions.size(); i++) {
            String generic = mentions.get(i).cls();
            String specific = null;
            boolean unique = true;
            for (Mention other : mentions) {
                String cls = other.cls();
                if (!cls.equals(generic) && lexicon.isA(cls, generic)) {
                    if (specific != null && !specific.equals(cls)) {
                        unique = false;
                    }
                    specific = cls;
                }
            }
            if (specific != null && unique) {
                Mention m = mentions.get(i);
                mentions.set(i, new Mention(m.first(), m.last(), specific));
            }
        }
    }

    private boolean inGroup(String object, Set<String> group) {
        for (String g : group) {
            if (lexicon.isA(object, g)) {
                return true;
            }
        }
        return false;
    }

    /**
     * What a value describes: the first object within three words after it (a phrase end such
     * as "on" or "with" stops the search), else the first content word there, else the nearest
     * object or content word before it; "*" when there is none.
     */
    private String objectOf(List<String> raw, String[] folded, boolean[] attribute, List<Mention> mentions,
                            int[] mentionAt, int first, int last) {
        String word = null;
        for (int k = last + 1; k < raw.size() && k <= last + 3; k++) {
            if (mentionAt[k] >= 0) {
                return mentions.get(mentionAt[k]).cls();
            }
            if (PHRASE_ENDS.contains(raw.get(k))) {
                break;
            }
            if (word == null && isContent(raw.get(k), folded[k]) && !attribute[k]) {
                word = folded[k];
            }
        }
        if (word != null) {
            return word;
        }
        for (int k = first - 1; k >= 0; k--) {
            if (mentionAt[k] >= 0) {
                return mentions.get(mentionAt[k]).cls();
            }
            if (isContent(raw.get(k), folded[k]) && !attribute[k]) {
                return folded[k];
            }
        }
        return "*";
    }

    private static boolean isContent(String word, String folded) {
        return word.length() >= 3 && !WEAK.contains(word) && !WEAK.contains(folded) && !NEGATIONS.contains(word);
    }

    private static boolean isNegated(List<String> tokens, int first, int last) {
        for (int k = first - 1; k >= 0 && k >= first - 3; k--) {
            String w = tokens.get(k);
            if (PHRASE_ENDS.contains(w)) {
                break;
            }
            if (NEGATIONS.contains(w) && !POST_NEGATIONS.contains(w)) {
                return true;
            }
        }
        for (int k = last + 1; k < tokens.size() && k <= last + 3; k++) {
            if (POST_NEGATIONS.contains(tokens.get(k))) {
                return true;
            }
        }
        return false;
    }

    private static String lookupLoose(Family f, String text) {
        String key = text.toLowerCase(Locale.ROOT).replaceAll("[\\s-]+", "");
        for (Map.Entry<String, String> e : f.phraseToValue().entrySet()) {
            if (e.getKey().replaceAll("[\\s-]+", "").equals(key)) {
                return e.getValue();
            }
        }
        return text.toLowerCase(Locale.ROOT);
    }

    private static int tokenAt(List<int[]> spans, int offset) {
        for (int i = 0; i < spans.size(); i++) {
            if (offset >= spans.get(i)[0] && offset < spans.get(i)[1]) {
                return i;
            }
        }
        return -1;
    }
}
