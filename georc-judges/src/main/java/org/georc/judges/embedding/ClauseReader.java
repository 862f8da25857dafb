package org.georc.judges.embedding;

import static org.georc.judges.embedding.ClauseWords.BORDER;
import static org.georc.judges.embedding.ClauseWords.CLASSES_BY_NAME;
import static org.georc.judges.embedding.ClauseWords.COPULAS;
import static org.georc.judges.embedding.ClauseWords.EDGE_LINE;
import static org.georc.judges.embedding.ClauseWords.LINE;
import static org.georc.judges.embedding.ClauseWords.FAMILIES_BY_NAME;
import static org.georc.judges.embedding.ClauseWords.NEGATIONS;
import static org.georc.judges.embedding.ClauseWords.NEGATIONS_BEFORE_OF;
import static org.georc.judges.embedding.ClauseWords.TOKEN;
import static org.georc.judges.embedding.ClauseWords.WEAK;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import org.georc.core.ConfigurationException;
import org.georc.judges.embedding.MentionChunker.Mentions;
import org.georc.judges.embedding.NegationScoper.Negation;
import org.georc.judges.embedding.ValueAttacher.Attached;
import org.georc.judges.embedding.ValueTagger.Values;

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
    /** The clause reader's word lists ({@code clause-words.txt} beside this class). */
    private static final LexiconFile WORDS_FILE = ClauseWords.WORDS_FILE;
    /** Attribute families the code refers to by name (the extractor takes its colours from {@code colour}). */
    static final String COLOUR = ClauseWords.COLOUR;

    private final ObjectLexicon lexicon;
    private final List<AttributeFamily> families;
    private final Map<String, AttributeFamily> byName;
    private final List<LexiconFile> familySources;
    private final Cache<String, ClauseReading> cache = Caffeine.newBuilder().maximumSize(50_000).build();
    private final MentionChunker chunker;
    private final NegationScoper scoper;
    private final ValueAttacher attacher;

    private ClauseReader(ObjectLexicon lexicon, List<AttributeFamily> families, List<LexiconFile> familySources) {
        this.lexicon = lexicon;
        this.families = List.copyOf(families);
        this.familySources = List.copyOf(familySources);
        Map<String, AttributeFamily> m = new HashMap<>();
        for (AttributeFamily f : families) {
            m.put(f.name(), f);
        }
        this.byName = Map.copyOf(m);
        checkNames();
        this.chunker = new MentionChunker(lexicon);
        this.scoper = new NegationScoper(lexicon);
        this.attacher = new ValueAttacher(lexicon, byName);
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
        return new ClauseReader(lexicon, AttributeFamilyFile.read(families), List.of(families));
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
        LexiconFile extra = LexiconFile.read(file, "attribute lexicon");
        List<AttributeFamily> extended = AttributeFamilyFile.extend(families, extra);
        List<LexiconFile> sources = new ArrayList<>(familySources);
        sources.add(extra);
        return new ClauseReader(lexicon, extended, sources);
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
        AttributeFamily f = byName.get(family);
        return f == null ? Set.of() : f.phraseToValue().keySet();
    }

    /** @return the object lexicon */
    public ObjectLexicon lexicon() {
        return lexicon;
    }

    /** @return whether the family's values may co-occur (naming two scripts is no contradiction) */
    boolean cooccurs(String family) {
        AttributeFamily f = byName.get(family);
        return f != null && f.cooccur();
    }

    /** @return whether the family describes the whole scene */
    boolean isGlobal(String family) {
        AttributeFamily f = byName.get(family);
        return f != null && f.global();
    }

    /** @return whether the family describes only a group of classes ("on CLASS,..."), all one object */
    boolean isRestricted(String family) {
        AttributeFamily f = byName.get(family);
        return f != null && !f.on().isEmpty();
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
        for (AttributeFamily f : families) {
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

    /** Reads a lower-case clause in five stages: tokenise, tag values, chunk mentions, scope negation, attach. */
    private ClauseReading compute(String c) {
        ClauseTokens tokens = ClauseTokens.of(c);
        Values values = ValueTagger.tag(tokens, families);
        Mentions mentions = chunker.chunk(tokens, values);
        Negation negation = scoper.scope(tokens, mentions);
        Attached attached = attacher.attach(tokens, values, mentions);
        return assemble(tokens, values, mentions, negation, attached);
    }

    /**
     * Stage 5b: the reading. The objects the clause asserts are its classes other than settings,
     * else the settings, else its content words; the other content words are details (negated
     * ones are negated objects); values are grouped by family and object.
     */
    private ClauseReading assemble(ClauseTokens tokens, Values values, Mentions mentions, Negation negation,
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
        Set<String> negatedKinds = negation.kinds();
        if (negatedObjects.contains(BORDER) && roadEdgeAlone(mentions)) {
            // "no edges", "faded dashes, no edges": a road's missing edge is its edge line
            negatedObjects = new LinkedHashSet<>(negatedObjects);
            negatedObjects.remove(BORDER);
            negatedObjects.add(EDGE_LINE);
            negatedKinds = new LinkedHashSet<>(negatedKinds);
            negatedKinds.remove(BORDER);
            negatedKinds.add(EDGE_LINE);
        }
        Set<String> details = new LinkedHashSet<>();
        for (int t = 0; t < n; t++) {
            String w = raw.get(t);
            if (mentions.at()[t] >= 0 || values.attribute()[t] || NEGATIONS.contains(w) || WEAK.contains(w)
                    || (NEGATIONS_BEFORE_OF.contains(w) && NegationScoper.negationScope(raw, t) > t)
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
                negatedKinds, details, attached.attachments(), byObject, exclusive);
    }

    /** Whether a clause names nothing but borders, road markings, settings and generic nouns. */
    private boolean roadEdgeAlone(Mentions mentions) {
        for (var m : mentions.list()) {
            String cls = m.cls();
            if (!cls.equals(BORDER) && !lexicon.isA(cls, LINE) && !lexicon.isSetting(cls) && !m.generic()) {
                return false;
            }
        }
        return true;
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
}
