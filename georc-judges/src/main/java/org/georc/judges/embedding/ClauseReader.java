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
    /** The clause reader's word lists ({@code clause-words.txt} beside this class). */
    private static final LexiconFile WORDS_FILE = LexiconFile.resource(ClauseReader.class, "clause-words.txt");
    private static final Map<String, Set<String>> WORDS = WORDS_FILE.wordLists(List.of("negations",
            "post-negations", "negations-before-of", "phrase-ends", "weak", "copulas", "generic-nouns", "pattern-words"));
    static final Set<String> NEGATIONS = WORDS.get("negations");
    static final Set<String> POST_NEGATIONS = WORDS.get("post-negations");
    /** Words that negate what follows "of": "bare of plants", "free of markings", "devoid of trees". */
    static final Set<String> NEGATIONS_BEFORE_OF = WORDS.get("negations-before-of");
    /** A negated phrase ends at these ("no vending machines beside the houses" negates "vending machines"). */
    static final Set<String> PHRASE_ENDS = WORDS.get("phrase-ends");
    /** Words that carry no evidence of their own: never details, never what a value describes. */
    private static final Set<String> WEAK = WORDS.get("weak");
    /** Words after which a value is a predicate ("the sky is blue"), not a word before its noun. */
    private static final Set<String> COPULAS = WORDS.get("copulas");
    /** Generic nouns ("ground") name their class only as a setting: they never veto a specific match. */
    private static final Set<String> GENERIC_NOUNS = WORDS.get("generic-nouns");
    /** Words for how a colour is applied ("red and white stripes"): the colour describes the thing striped. */
    private static final Set<String> PATTERN_WORDS = WORDS.get("pattern-words");

    /** Object classes the code refers to by name: a lexicon without them fails when it loads. */
    private static final String BORDER = "border";
    private static final String EDGE_LINE = "edge-line";
    private static final String LINE = "line";
    private static final String TRAFFIC = "traffic";
    static final List<String> CLASSES_BY_NAME = List.of(BORDER, EDGE_LINE, LINE, TRAFFIC);
    /** Attribute families the code refers to by name (the extractor takes its colours from {@code colour}). */
    static final String COLOUR = "colour";
    private static final String TRAFFIC_SIDE = "traffic-side";
    private static final String POSITION = "position";
    private static final String LINE_PATTERN = "line-pattern";
    static final List<String> FAMILIES_BY_NAME = List.of(COLOUR, TRAFFIC_SIDE, POSITION, LINE_PATTERN);

    /** One attribute family. */
    record Family(String name, boolean global, boolean cooccur, boolean nominal, Set<String> on,
                  Map<String, String> phraseToValue, Pattern pattern) {
    }

    /** A value found in the clause, with its token span. */
    private record ValueHit(Family family, String value, int first, int last) {
    }

    /** An object phrase found in the clause, with its token span; a generic noun counts as a setting. */
    private record Mention(int first, int last, String cls, boolean generic, boolean pattern) {
    }

    private final ObjectLexicon lexicon;
    private final List<Family> families;
    private final Map<String, Family> byName;
    private final List<LexiconFile> familySources;
    private final Cache<String, ClauseReading> cache = Caffeine.newBuilder().maximumSize(50_000).build();

    private ClauseReader(ObjectLexicon lexicon, List<Family> families, List<LexiconFile> familySources) {
        this.lexicon = lexicon;
        this.families = List.copyOf(families);
        this.familySources = List.copyOf(familySources);
        Map<String, Family> m = new HashMap<>();
        for (Family f : families) {
            m.put(f.name(), f);
        }
        this.byName = Map.copyOf(m);
        checkNames();
    }

    /** @return the reader with the built-in object lexicon and attribute families */
    public static ClauseReader defaults() {
        return of(ObjectLexicon.defaults(), LexiconFile.resource(ClauseReader.class, "attribute-families.txt"));
    }

    /**
     * @param lexicon  the object classes
     * @param families attribute families in the format of {@code attribute-families.txt}
     * @return a reader with them
     * @throws ConfigurationException naming the file and line of a malformed entry, or the
     *                                file that lacks a class or family the code refers to
     */
    static ClauseReader of(ObjectLexicon lexicon, LexiconFile families) {
        Spec spec = new Spec();
        parse(families, spec);
        return new ClauseReader(lexicon, build(spec), List.of(families));
    }

    /**
     * Fails when a class or family the code refers to by name is missing: a renamed entry would
     * otherwise switch a rule off without a word.
     */
    private void checkNames() {
        for (String f : FAMILIES_BY_NAME) {
            if (!byName.containsKey(f)) {
                throw new ConfigurationException(sourceNames(familySources) + ": no attribute family \"" + f
                        + "\", which the clause rules refer to by name (renamed?)");
            }
        }
        for (String c : CLASSES_BY_NAME) {
            if (!lexicon.isClass(c)) {
                throw new ConfigurationException(sourceNames(lexicon.sources()) + ": no object class \"" + c
                        + "\", which the clause rules refer to by name (renamed?)");
            }
        }
    }

    private static String sourceNames(List<LexiconFile> files) {
        return String.join(" + ", files.stream().map(LexiconFile::source).toList());
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
        LexiconFile extra = LexiconFile.read(file, "attribute lexicon");
        parse(extra, spec);
        List<LexiconFile> sources = new ArrayList<>(familySources);
        sources.add(extra);
        return new ClauseReader(lexicon, build(spec), sources);
    }

    /**
     * @param file a file of object classes in the format of {@code objects.txt}
     * @return a reader with these object classes plus the file's
     * @throws ConfigurationException naming the file and line of a malformed entry
     */
    public ClauseReader withObjects(Path file) {
        return new ClauseReader(lexicon.extendedWith(file), families, familySources);
    }

    /**
     * @return every lexicon file this reader was built from, built-in and user-supplied: object
     *         classes, attribute families, word lists (for {@link LexiconFile#sha256})
     */
    public List<LexiconFile> lexiconFiles() {
        List<LexiconFile> out = new ArrayList<>(lexicon.sources());
        out.addAll(familySources);
        out.add(WORDS_FILE);
        return List.copyOf(out);
    }

    /**
     * @param cls      a class name
     * @param ancestor another class name
     * @return whether the object lexicon knows {@code cls} as {@code ancestor} or one of its kinds
     */
    public boolean isKindOf(String cls, String ancestor) {
        return lexicon.isClass(cls) && lexicon.isA(cls, ancestor);
    }

    /** @return whether the object lexicon has a class of this name */
    public boolean hasClass(String cls) {
        return lexicon.isClass(cls);
    }

    /** @return whether the reader has an attribute family of this name */
    public boolean hasFamily(String family) {
        return byName.containsKey(family);
    }

    /**
     * @param family a family name
     * @return its phrases (all spellings of all its values), or an empty set
     */
    Set<String> phrasesOf(String family) {
        Family f = byName.get(family);
        return f == null ? Set.of() : f.phraseToValue().keySet();
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

    private static void parse(LexiconFile file, Spec spec) {
        String family = null;
        for (LexiconFile.Line entry : file.lines()) {
            String line = entry.text();
            if (line.startsWith("family ")) {
                String[] parts = line.split("\\s+");
                if (parts.length < 3 || !(parts[2].equals("object") || parts[2].equals("global"))) {
                    throw file.error(entry, "expected \"family NAME object|global [cooccur] [nominal] [on CLASS,CLASS]\"");
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
                                throw file.error(entry, "\"on\" needs a list of classes");
                            }
                            for (String c : parts[++i].split(",")) {
                                if (!c.isBlank()) {
                                    on.add(c.strip().toLowerCase(Locale.ROOT));
                                }
                            }
                        }
                        default -> throw file.error(entry, "unknown flag \"" + parts[i]
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
                throw file.error(entry, "expected \"value: phrase, phrase\" after a \"family\" line");
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
     * @param clause a key clause or fragment
     * @return whether it names an object of the lexicon (a setting included), present or absent
     */
    public boolean namesObject(String clause) {
        ClauseReading r = read(clause);
        if (r.known()) {
            return true;
        }
        for (String o : r.objects()) {
            if (lexicon.isClass(o)) {
                return true;
            }
        }
        for (String o : r.negatedObjects()) {
            if (lexicon.isClass(o)) {
                return true;
            }
        }
        return false;
    }

    /**
     * @param fragment a fragment of a statement
     * @return whether it ends in an attribute value that waits for its noun: a value at the end,
     *         not itself an object, and not a predicate after "is" or "painted" ("made of red"
     *         before ", iron-rich earth", "lined with thin" before ", multi-storey houses"; not "the
     *         sky is blue")
     */
    public boolean endsWithDanglingValue(String fragment) {
        String c = fragment.toLowerCase(Locale.ROOT).strip();
        List<String> words = new ArrayList<>();
        List<Integer> starts = new ArrayList<>();
        Matcher t = TOKEN.matcher(c);
        while (t.find()) {
            words.add(t.group());
            starts.add(t.start());
        }
        if (words.isEmpty() || lexicon.classOf(ObjectLexicon.fold(words.get(words.size() - 1))) != null) {
            return false;
        }
        for (Family f : families) {
            Matcher m = f.pattern().matcher(c);
            while (m.find()) {
                if (m.end() != c.length()) {
                    continue;
                }
                int first = starts.indexOf(m.start());
                return first >= 0 && (first == 0 || !COPULAS.contains(words.get(first - 1)));
            }
        }
        return false;
    }

    /**
     * @param clause a key clause
     * @return what it says
     */
    public ClauseReading read(String clause) {
        return cache.get(clause, k -> compute(k.toLowerCase(Locale.ROOT).strip()));
    }

    /** The tokens of a lower-case clause: their spans, the words, and the words folded. */
    private record Tokens(String text, List<int[]> spans, List<String> raw, String[] folded) {
        int size() {
            return raw.size();
        }
    }

    /** The attribute values of a clause; per token, whether it is part of a value, and of an adjectival one. */
    private record Values(List<ValueHit> hits, boolean[] attribute, boolean[] adjectival) {
    }

    /** The object mentions of a clause; per token, the mention it belongs to (-1: none). */
    private record Mentions(List<Mention> list, int[] at) {
    }

    /**
     * What a clause negates: per token, whether it lies in a negated phrase and whether that
     * phrase runs to the end (negating every kind of its class); the negated objects and
     * classes so far, and the negated mentions.
     */
    private record Negation(boolean[] token, boolean[] broad, Set<String> objects, Set<String> kinds,
                            Set<Integer> mentions) {
    }

    /**
     * The values with what each describes, the sets of asserted and negated values, and whether
     * a border was drawn as a line (it is then an edge line).
     */
    private record Attached(List<ClauseReading.Attachment> attachments, Set<String> values, Set<String> negated,
                            boolean drawnEdge) {
    }

    /** Reads a lower-case clause in five stages: tokenise, tag values, chunk mentions, scope negation, attach. */
    private ClauseReading compute(String c) {
        Tokens tokens = tokenise(c);
        Values values = tagValues(tokens);
        Mentions mentions = chunkMentions(tokens, values);
        Negation negation = scopeNegation(tokens, mentions);
        Attached attached = attachValues(tokens, values, mentions);
        return assemble(tokens, values, mentions, negation, attached);
    }

    /** Stage 1: words (letters and digits, with an apostrophe suffix) and their folded forms. */
    private static Tokens tokenise(String c) {
        List<int[]> spans = new ArrayList<>();
        List<String> raw = new ArrayList<>();
        Matcher tm = TOKEN.matcher(c);
        while (tm.find()) {
            spans.add(new int[] {tm.start(), tm.end()});
            raw.add(tm.group());
        }
        String[] folded = new String[raw.size()];
        for (int t = 0; t < folded.length; t++) {
            folded[t] = ObjectLexicon.fold(raw.get(t));
        }
        return new Tokens(c, spans, raw, folded);
    }

    /**
     * Stage 2: the values of every family; a value inside a longer value of another family is
     * part of it ("on the left" in "drive on the left").
     */
    private Values tagValues(Tokens tokens) {
        int n = tokens.size();
        String c = tokens.text();
        List<ValueHit> hits = new ArrayList<>();
        boolean[] attribute = new boolean[n];
        boolean[] adjectival = new boolean[n];
        for (Family f : families) {
            Matcher m = f.pattern().matcher(c);
            while (m.find()) {
                int first = tokenAt(tokens.spans(), m.start());
                int last = tokenAt(tokens.spans(), m.end() - 1);
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
        hits.removeIf(h -> hits.stream().anyMatch(o -> o != h && o.family() != h.family() && o.first() <= h.first()
                && o.last() >= h.last() && o.last() - o.first() > h.last() - h.first()));
        return new Values(hits, attribute, adjectival);
    }

    /**
     * Stage 3: object phrases of the lexicon, longest first; a value word opens a phrase only
     * when hyphenated to it ("three-wheeler"); "line" used as a verb is no object; a generic
     * class is refined to a specific one the clause also names.
     */
    private Mentions chunkMentions(Tokens tokens, Values values) {
        int n = tokens.size();
        List<String> raw = tokens.raw();
        boolean[] adjectival = values.adjectival();
        List<Mention> mentions = new ArrayList<>();
        int[] mentionAt = new int[n];
        java.util.Arrays.fill(mentionAt, -1);
        for (int t = 0; t < n; ) {
            Mention found = null;
            boolean hyphenated = adjectival[t] && t + 1 < n
                    && tokens.text().substring(tokens.spans().get(t)[1], tokens.spans().get(t + 1)[0]).equals("-");
            if ((!adjectival[t] || hyphenated) && !NEGATIONS.contains(raw.get(t)) || raw.get(t).equals("no") && t + 1 < n
                    && (raw.get(t + 1).equals("passing") || raw.get(t + 1).equals("overtaking"))) {
                for (int len = Math.min(lexicon.longest(), n - t); len >= 1 && found == null; len--) {
                    boolean ok = true;
                    StringBuilder sb = new StringBuilder();
                    for (int k = t; k < t + len; k++) {
                        if (adjectival[k] && (k > t || !hyphenated)) {
                            ok = false;
                            break;
                        }
                        sb.append(k == t ? "" : " ").append(tokens.folded()[k]);
                    }
                    String cls = ok ? lexicon.classOf(sb.toString()) : null;
                    if (cls != null && !(len == 1 && isVerbUse(raw, t))) {
                        boolean pattern = len == 1 && PATTERN_WORDS.contains(tokens.folded()[t]);
                        found = new Mention(t, t + len - 1, cls, pattern || len == 1 && GENERIC_NOUNS.contains(raw.get(t)),
                                pattern);
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
        return new Mentions(mentions, mentionAt);
    }

    /**
     * Stage 4: negation scopes. A scope opens after a negation and runs up to three words, to a
     * phrase end (then it negates only its own class) or to "at all"; a post-negation reaches
     * back; "-less" words whose base is an object and "unmarked" negate that object.
     */
    private Negation scopeNegation(Tokens tokens, Mentions mentions) {
        int n = tokens.size();
        List<String> raw = tokens.raw();
        boolean[] negatedToken = new boolean[n];
        boolean[] broadToken = new boolean[n];
        Set<String> negatedObjects = new TreeSet<>();
        Set<String> negatedKinds = new TreeSet<>();
        for (int t = 0; t < n; t++) {
            String w = raw.get(t);
            if (mentions.at()[t] >= 0) {
                continue;
            }
            int scope = negationScope(raw, t);
            if (scope > t) {
                int end = Math.min(n, scope + 4);
                boolean qualified = false;
                for (int k = scope; k < end; k++) {
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
                for (int k = scope; k < end; k++) {
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
            } else if (w.equals("unmarked")) {
                negatedObjects.add(LINE);
                negatedKinds.add(LINE);
            }
        }
        Set<Integer> negatedMentions = new LinkedHashSet<>();
        for (int i = 0; i < mentions.list().size(); i++) {
            Mention mn = mentions.list().get(i);
            if (negatedToken[mn.first()] || negatedToken[mn.last()]) {
                negatedMentions.add(i);
                negatedObjects.add(mn.cls());
                if (broadToken[mn.last()]) {
                    negatedKinds.add(mn.cls());
                }
            }
        }
        return new Negation(negatedToken, broadToken, negatedObjects, negatedKinds, negatedMentions);
    }

    /**
     * Stage 5a: what each value describes (the scene for a global family; a family restricted
     * to classes drops values describing anything else); the position of traffic is its side;
     * an edge or border drawn solid or dashed is an edge line ("solid white edges").
     */
    private Attached attachValues(Tokens tokens, Values values, Mentions mentions) {
        List<String> raw = tokens.raw();
        Set<String> asserted = new TreeSet<>();
        Set<String> negatedValues = new TreeSet<>();
        List<ClauseReading.Attachment> attachments = new ArrayList<>();
        for (ValueHit h : values.hits()) {
            boolean neg = isNegated(raw, h.first(), h.last());
            String object;
            if (h.family().global()) {
                object = "*";
            } else {
                object = objectOf(raw, tokens.folded(), values.attribute(), mentions.list(), mentions.at(), h.first(),
                        h.last());
            }
            if (!h.family().on().isEmpty()) {
                String target = object;
                if (h.family().nominal() && mentions.at()[h.first()] >= 0) {
                    target = mentions.list().get(mentions.at()[h.first()]).cls();
                }
                if (!inGroup(target, h.family().on()) && (lexicon.isClass(target) || target.equals("*"))) {
                    continue;
                }
                object = h.family().name();
            }
            Family family = h.family();
            if (family.name().equals(POSITION) && object.equals(TRAFFIC)) {
                // the side that traffic uses is the side of traffic ("traffic uses the right-hand side")
                Family side = byName.get(TRAFFIC_SIDE);
                if (side.phraseToValue().containsValue(h.value())) {
                    family = side;
                    object = "*";
                }
            }
            String key = family.name() + "=" + h.value();
            if (neg) {
                negatedValues.add(key);
            } else {
                asserted.add(key);
            }
            attachments.add(new ClauseReading.Attachment(family.name(), h.value(), object, neg));
        }
        boolean drawnEdge = drawnEdge(attachments, mentions.list());
        if (drawnEdge) {
            attachments.replaceAll(at -> at.object().equals(BORDER)
                    ? new ClauseReading.Attachment(at.family(), at.value(), EDGE_LINE, at.negated()) : at);
        }
        return new Attached(attachments, asserted, negatedValues, drawnEdge);
    }

    /**
     * Whether a border is drawn as a line: given a line pattern ("solid white edges"), or a colour
     * when the clause names nothing else the border could belong to ("white edges", not "a sign
     * with a red border"). It is then an edge line.
     */
    private boolean drawnEdge(List<ClauseReading.Attachment> attachments, List<Mention> mentions) {
        boolean alone = true;
        for (Mention m : mentions) {
            alone &= m.cls().equals(BORDER) || m.generic() || lexicon.isSetting(m.cls());
        }
        for (ClauseReading.Attachment at : attachments) {
            if (at.object().equals(BORDER) && (at.family().equals(LINE_PATTERN) || (alone && at.family().equals(COLOUR)))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Stage 5b: the reading. The objects the clause asserts are its classes other than settings,
     * else the settings, else its content words; the other content words are details (negated
     * ones are negated objects); values are grouped by family and object.
     */
    private ClauseReading assemble(Tokens tokens, Values values, Mentions mentions, Negation negation,
                                   Attached attached) {
        int n = tokens.size();
        List<String> raw = tokens.raw();
        String[] folded = tokens.folded();
        boolean drawnEdge = attached.drawnEdge();
        List<String> classes = new ArrayList<>();
        List<String> settings = new ArrayList<>();
        for (int i = 0; i < mentions.list().size(); i++) {
            String cls = mentions.list().get(i).cls();
            if (drawnEdge && cls.equals(BORDER)) {
                cls = EDGE_LINE;
            }
            if (negation.mentions().contains(i)) {
                continue;
            }
            List<String> target = lexicon.isSetting(cls) || mentions.list().get(i).generic() ? settings : classes;
            if (!target.contains(cls)) {
                target.add(cls);
            }
        }
        Set<String> negatedObjects = negation.objects();
        Set<String> details = new LinkedHashSet<>();
        for (int t = 0; t < n; t++) {
            String w = raw.get(t);
            if (mentions.at()[t] >= 0 || values.attribute()[t] || NEGATIONS.contains(w) || WEAK.contains(w)
                    || (NEGATIONS_BEFORE_OF.contains(w) && negationScope(raw, t) > t)
                    || WEAK.contains(folded[t]) || w.equals("unmarked") || (w.length() > 6 && w.endsWith("less")
                    && lexicon.classOf(ObjectLexicon.fold(w.substring(0, w.length() - 4))) != null)) {
                continue;
            }
            if (w.length() < 3 && !w.matches("\\p{N}+")) {
                continue;
            }
            if (negation.token()[t]) {
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
        for (ClauseReading.Attachment at : attached.attachments()) {
            if (at.negated()) {
                continue;
            }
            String key = at.family() + "|" + at.object();
            byObject.computeIfAbsent(key, k -> new TreeSet<>()).add(at.value());
            if (!cooccurs(at.family())) {
                exclusive.computeIfAbsent(key, k -> new TreeSet<>()).add(at.value());
            }
        }
        return new ClauseReading(tokens.text(), objects, known, attached.values(), attached.negated(), negatedObjects,
                negation.kinds(), details, attached.attachments(), byObject, exclusive);
    }

    /**
     * A cruder form of a folded word for comparing details: "-ing", "-ed", "-ly", an adjective's
     * "-y" and a final "e" dropped, so "grazing" = "graze", "painted" = "paint", "softly" = "soft",
     * "rusty" = "rusted".
     */
    static String lemma(String folded) {
        String w = folded;
        if (w.length() > 5 && w.endsWith("ing")) {
            w = w.substring(0, w.length() - 3);
        } else if (w.length() > 4 && w.endsWith("ed")) {
            w = w.substring(0, w.length() - 2);
        } else if (w.length() > 5 && w.endsWith("ly")) {
            w = w.substring(0, w.length() - 2);
        } else if (w.length() > 4 && w.endsWith("y") && "aeiou".indexOf(w.charAt(w.length() - 2)) < 0) {
            w = w.substring(0, w.length() - 1); // "rusty" = "rusted", "stony" = "stone", "sandy" = "sand"
        }
        if (w.length() > 3 && w.endsWith("e")) {
            w = w.substring(0, w.length() - 1);
        }
        return w;
    }

    /** "line the road", "lines both sides": "line" used as a verb. */
    private static boolean isVerbUse(List<String> raw, int t) {
        String w = raw.get(t);
        if (!(w.equals("line") || w.equals("lines") || w.equals("lined") || w.equals("lining"))) {
            return false;
        }
        if (t + 1 < raw.size() && raw.get(t + 1).equals("up")) {
            return true; // "riders line up at the crossroads"
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
                mentions.set(i, new Mention(m.first(), m.last(), specific, m.generic(), m.pattern()));
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
            if (mentionAt[k] >= 0 && mentions.get(mentionAt[k]).pattern()) {
                continue; // "painted with red and white stripes": the stripes are how, not what
            }
            if (mentionAt[k] >= 0) {
                Mention found = mentions.get(mentionAt[k]);
                if (lexicon.isSetting(found.cls()) || found.generic()) {
                    // "white roadside bollards": the bollards are white, not the roadside
                    for (int j = found.last() + 1; j < raw.size() && j <= last + 3; j++) {
                        if (PHRASE_ENDS.contains(raw.get(j))) {
                            break;
                        }
                        if (mentionAt[j] >= 0 && !lexicon.isSetting(mentions.get(mentionAt[j]).cls())) {
                            return mentions.get(mentionAt[j]).cls();
                        }
                    }
                }
                return found.cls();
            }
            if (PHRASE_ENDS.contains(raw.get(k))) {
                break;
            }
            if (word == null && isContent(raw.get(k), folded[k]) && !attribute[k]
                    && !PATTERN_WORDS.contains(folded[k])) {
                word = folded[k];
            }
        }
        if (word != null) {
            return word;
        }
        for (int k = first - 1; k >= 0; k--) {
            if (mentionAt[k] >= 0 && !mentions.get(mentionAt[k]).pattern()) {
                return mentions.get(mentionAt[k]).cls();
            }
            if (mentionAt[k] < 0 && isContent(raw.get(k), folded[k]) && !attribute[k] && !PATTERN_WORDS.contains(folded[k])) {
                return folded[k];
            }
        }
        return "*";
    }

    private static boolean isContent(String word, String folded) {
        return word.length() >= 3 && !WEAK.contains(word) && !WEAK.contains(folded) && !NEGATIONS.contains(word);
    }

    /**
     * Where the scope of a negation at token {@code t} starts: after "no", "not", "without"; after
     * "lack of", "absence of", "bare of", "free of", "devoid of"; -1 when {@code t} negates nothing.
     */
    private static int negationScope(List<String> raw, int t) {
        String w = raw.get(t);
        boolean of = t + 1 < raw.size() && raw.get(t + 1).equals("of");
        if (NEGATIONS.contains(w) && !POST_NEGATIONS.contains(w)) {
            return of ? t + 2 : t + 1;
        }
        return of && NEGATIONS_BEFORE_OF.contains(w) ? t + 2 : -1;
    }

    private static boolean isNegated(List<String> tokens, int first, int last) {
        for (int k = first - 1; k >= 0 && k >= first - 3; k--) {
            String w = tokens.get(k);
            if (w.equals("of") && k > 0 && negationScope(tokens, k - 1) == k + 1) {
                return true;
            }
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
