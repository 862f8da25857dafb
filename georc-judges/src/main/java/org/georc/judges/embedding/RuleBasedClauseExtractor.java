package org.georc.judges.embedding;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.georc.core.spi.KeyPointExtractor;

/**
 * Splits statements into short descriptive key clauses without a language model, following the
 * key-points rules of the GeoRC protocol as far as rules can:
 * <ol>
 *   <li>position phrases about the image are removed ("in the background", "at the bottom of
 *       the image", "on the left side of the picture"); "drive on the left" is kept;</li>
 *   <li>inference tails are cut: everything after "points to", "suggests", "indicates",
 *       "typical of", "common in", "consistent with", ... up to the next boundary;</li>
 *   <li>place names are removed ({@link Gazetteer});</li>
 *   <li>the rest is split at clause boundaries: {@code ; : , ( )}, "and", "but", "while",
 *       "whereas", "with", "which", "as well as", "plus"; negations ("no", "not", "without")
 *       are never boundaries, so they stay with their noun;</li>
 *   <li>a lone adjective before a boundary joins the next fragment ("dry, arid landscape"
 *       gives "dry arid landscape"), a lone adjective at the end joins the one before; two
 *       colours joined by "and" stay together ("black and yellow stripes"); fragments without a
 *       content word (a verb alone, "there is", "the image shows") are dropped; fillers like
 *       "there is" are trimmed;</li>
 *   <li>with a {@link ClauseReader}: a bare object before "with" keeps what follows ("a mosque
 *       with a green dome" stays one clause, as do "houses with red tiled roofs"), and a fragment
 *       after "with" that names no object, or only a bare object, joins the one before ("roofed
 *       with corrugated iron", "share the road with cars");</li>
 *   <li>clauses are lower-cased, so identical clauses merge when weighted;</li>
 *   <li>a statement left with no clause falls back to the whole statement (lower-cased,
 *       position phrases removed).</li>
 * </ol>
 * Immutable and thread-safe; clauses are cached per statement.
 */
public final class RuleBasedClauseExtractor implements KeyPointExtractor {
    /** Version of the rules, recorded in provenance. */
    public static final String ID = "rules-v7";
    /**
     * The longest text the rules read at once: a longer statement is read in pieces (see
     * {@link #clauses}). Longer than any statement of the evaluation sets, so their clauses are
     * those of the whole statement.
     */
    static final int WINDOW = 400;
    /** The most fragments that join the fragment after them ("dry, arid landscape" joins one). */
    private static final int MAX_CARRIED = 16;

    private static final String IMAGE = "(?:image|picture|photo|photograph|frame|scene|view|shot|panorama)";
    private static final Pattern POSITION = Pattern.compile("(?i)\\b(?:"
            + "(?:at|on|in|to|towards|near)\\s+the\\s+(?:far\\s+|very\\s+|upper\\s+|lower\\s+)?"
            + "(?:left|right|top|bottom|center|centre|middle|edge|corner|side|foreground|background)"
            + "(?:[\\s-]+(?:left|right|hand))?(?:\\s+(?:side|part|corner|edge|half))?\\s+of\\s+the\\s+" + IMAGE
            + "|in\\s+the\\s+(?:far\\s+)?(?:background|foreground|distance)"
            + "|(?<!\\bline\\s)(?<!\\blines\\s)(?:at|in)\\s+the\\s+(?:very\\s+)?(?:top|bottom|center|centre|middle)"
            + "(?:\\s+(?:left|right))?(?:\\s+(?:corner|part|half))?"
            + "|(?:in|on)\\s+(?:the|this)\\s+" + IMAGE
            + "|(?:is|are)?\\s*(?:visible|seen|shown|present)\\s+(?:in|on)\\s+the\\s+" + IMAGE
            + ")\\b");
    private static final Pattern INFERENCE = Pattern.compile("(?i)\\b(?:"
            + "points?\\s+(?:to|towards)|pointing\\s+(?:to|towards)|suggests?|suggesting|indicates?|indicating"
            + "|implies|implying|hints?\\s+(?:at|towards)|is\\s+a\\s+(?:strong\\s+)?(?:clue|sign|hint|indicator)"
            + "|(?:is|are)\\s+(?:very\\s+)?(?:typical|common|characteristic|usual|standard|found|seen|used)"
            + "|typical\\s+(?:of|for|in)|common\\s+(?:in|for|to)|characteristic\\s+of|found\\s+in|seen\\s+in"
            + "|rules?\\s+out|ruling\\s+out|excludes?|excluding"
            + "|used\\s+in|consistent\\s+with|associated\\s+with|reminiscent\\s+of|meaning|so\\s+this|so\\s+it|"
            + "which\\s+(?:is|are)\\s+(?:typical|common|found|seen|used)"
            + ")\\b[^;:,()]*");
    private static final String CONJUNCTIONS = "(?:and|but|while|whereas|with|which|as\\s+well\\s+as|plus|also)";
    private static final Pattern BOUNDARY = Pattern.compile("(?i)\\s*(?:[;:,()]\\s*(?:" + CONJUNCTIONS
            + "\\s+)?|\\.\\s|\\s" + CONJUNCTIONS + "\\s)\\s*");
    private static final Pattern FILLER = Pattern.compile("(?i)^(?:"
            + "there\\s+(?:is|are|was|were)|we\\s+(?:can\\s+)?see|i\\s+(?:can\\s+)?see|you\\s+can\\s+see"
            + "|the\\s+(?:image|picture|photo|scene)\\s+(?:shows|contains|has|features|depicts)"
            + "|this\\s+(?:image|picture|photo|scene)\\s+(?:shows|contains|has|features|depicts)"
            + "|(?:also|additionally|furthermore|moreover|overall|finally|firstly|secondly|then)"
            + "|(?:it|this|that)\\s+(?:is|are|has|looks\\s+like)"
            + "|(?:a|an|the|some|several|many|few|its|their|these|those|this|that)"
            + ")\\b\\s*");
    /** The extractor's word lists ({@code extractor-words.txt} beside this class). */
    private static final LexiconFile WORDS_FILE = LexiconFile.resource(RuleBasedClauseExtractor.class,
            "extractor-words.txt");
    private static final Map<String, Set<String>> WORDS = WORDS_FILE.wordLists(List.of("function-words",
            "adjectives", "scene-families"));
    private static final Set<String> FUNCTION_WORDS = WORDS.get("function-words");
    private static final Set<String> ADJECTIVES = WORDS.get("adjectives");
    /** Families whose value alone is a clause ("gen 4", "keeps left"): it describes the scene, not a neighbour. */
    private static final Set<String> SCENE_FAMILIES = WORDS.get("scene-families");
    /** What a VLM writes around its evidence ({@code vlm-phrases.txt} beside this class). */
    private static final LexiconFile VLM_FILE = LexiconFile.resource(RuleBasedClauseExtractor.class,
            "vlm-phrases.txt");
    private static final Map<String, List<LexiconFile.Line>> VLM = VLM_FILE.sections(List.of("strip", "label", "heading"));
    private static final Pattern VLM_STRIP = Pattern.compile("(?iu)" + alternatives(VLM.get("strip")));
    private static final List<Pattern> VLM_LABELS = VLM.get("label").stream()
            .map(l -> compile(l, "(?iu)" + l.text())).toList();
    private static final List<Pattern> VLM_HEADINGS = VLM.get("heading").stream()
            .map(l -> compile(l, "(?iu)" + l.text())).toList();
    private static final LexiconFile SHORTHAND_FILE = LexiconFile.resource(RuleBasedClauseExtractor.class,
            "shorthand.txt");
    private static final Pattern WITH = Pattern.compile("(?i)\\bwith\\b");
    private static final Pattern PLAIN_COMMA = Pattern.compile("\\s*,\\s*");

    private final Gazetteer gazetteer;
    private final ClauseReader reader;
    /** Two colours joined by "and" ("black and yellow"): the colours of the reader's colour family. */
    private final Pattern colourPair;
    /** GeoGuessr shorthand ("RHT", "w/"), written out first. */
    private final Shorthand shorthand;
    /** Clauses per statement: a reference scored against many candidates is read once. */
    private final Cache<String, List<String>> cache = Caffeine.newBuilder().maximumSize(20_000).build();

    /** The extractor with the built-in gazetteer and clause reader. */
    public RuleBasedClauseExtractor() {
        this(Gazetteer.defaults(), ClauseReader.defaults());
    }

    /**
     * @param gazetteer the place names to drop
     */
    public RuleBasedClauseExtractor(Gazetteer gazetteer) {
        this(gazetteer, null);
    }

    /**
     * @param gazetteer the place names to drop
     * @param reader    reads fragments for the "with" rules, or null to split at every "with"
     */
    public RuleBasedClauseExtractor(Gazetteer gazetteer, ClauseReader reader) {
        this.gazetteer = gazetteer;
        this.reader = reader;
        this.colourPair = colourPair(reader == null ? ClauseReader.defaults() : reader);
        this.shorthand = Shorthand.of(SHORTHAND_FILE, reader == null ? ClauseReader.defaults() : reader);
        if (reader != null) {
            for (String f : SCENE_FAMILIES) {
                if (!reader.hasFamily(f)) {
                    throw new org.georc.core.ConfigurationException(WORDS_FILE.source() + ": [scene-families] names \""
                            + f + "\", which no attribute family of the reader has (renamed?)");
                }
            }
        }
    }

    /**
     * @param family an attribute family
     * @return whether a value of it alone is a clue ({@code [scene-families]}: side of traffic,
     *         camera generation, platform)
     */
    static boolean isSceneFamily(String family) {
        return SCENE_FAMILIES.contains(family);
    }

    /** A fragment that gives a scene-wide value and names no object: "gen 4", "keeps left". */
    private boolean statesScene(String frag) {
        ClauseReading r = reader.read(frag);
        return !r.known() && statesSceneValue(r);
    }

    /**
     * @param r a clause reading
     * @return whether it asserts a value of a scene family (side of traffic, camera generation,
     *         coverage age, platform)
     */
    static boolean statesSceneValue(ClauseReading r) {
        for (ClauseReading.Attachment a : r.attachments()) {
            if (!a.negated() && a.object().equals("*") && SCENE_FAMILIES.contains(a.family())) {
                return true;
            }
        }
        return false;
    }

    /** "black and yellow", "red, and white": one-word phrases of the colour family, longest first. */
    private static Pattern colourPair(ClauseReader reader) {
        List<String> colours = new ArrayList<>();
        for (String p : reader.phrasesOf(ClauseReader.COLOUR)) {
            if (!p.contains(" ")) {
                colours.add(p);
            }
        }
        colours.sort(Comparator.comparingInt(String::length).reversed().thenComparing(Comparator.naturalOrder()));
        StringBuilder alt = new StringBuilder();
        for (String c : colours) {
            alt.append(alt.length() == 0 ? "" : "|").append(Pattern.quote(c));
        }
        return Pattern.compile("(?i)\\b(" + alt + ")\\s*,?\\s+(?:and|&)\\s+(" + alt + ")\\b");
    }

    /** @return the extractor's own lexicons (word lists, VLM phrases, shorthand), for provenance ({@link LexiconFile#sha256}) */
    public static List<LexiconFile> lexicons() {
        return List.of(WORDS_FILE, VLM_FILE, SHORTHAND_FILE);
    }

    private static String alternatives(List<LexiconFile.Line> lines) {
        StringBuilder sb = new StringBuilder();
        for (LexiconFile.Line l : lines) {
            compile(l, l.text());
            sb.append(sb.length() == 0 ? "" : "|").append("(?:").append(l.text()).append(')');
        }
        return sb.toString();
    }

    private static Pattern compile(LexiconFile.Line line, String regex) {
        try {
            return Pattern.compile(regex);
        } catch (java.util.regex.PatternSyntaxException e) {
            throw VLM_FILE.error(line, "not a regular expression: " + e.getDescription());
        }
    }

    /**
     * Removes what a VLM writes around its evidence: tool calls, openers, hedges, and a label
     * before the evidence that names nothing the evidence does not name itself.
     */
    String stripVlm(String statement) {
        String s = statement;
        for (int i = 0; i < 3; i++) {
            String before = s;
            s = VLM_STRIP.matcher(s).replaceAll(" , ");
            if (s.equals(before)) {
                break;
            }
        }
        for (Pattern label : VLM_LABELS) {
            Matcher m = label.matcher(s);
            if (m.find()) {
                String name = m.group("label").strip();
                String rest = s.substring(m.end());
                if (name.split("\\s+").length <= 4 && !rest.isBlank() && labelIsRedundant(name, rest, false)) {
                    s = rest; // a section's label, then perhaps a heading of the line's own ("Also observed: Plates :: ...")
                }
                break;
            }
        }
        for (Pattern heading : VLM_HEADINGS) {
            Matcher m = heading.matcher(s);
            if (m.find()) {
                String name = m.group("label").strip();
                String rest = s.substring(m.end());
                if (rest.isBlank()) {
                    return s;
                }
                // a heading goes as a label does, unless the rest is only a place ("Bright murals -
                // Latin America"): then the heading is the evidence; its numbering and separator go
                boolean placeOnly = clean(gazetteer.strip(rest)).isBlank();
                return !placeOnly && labelIsRedundant(name, rest, false) ? rest : name + " " + rest;
            }
        }
        return s;
    }

    /** @return the label a statement starts with, read as a clause is, or null */
    private static String leadingLabel(String statement) {
        for (Pattern label : VLM_LABELS) {
            Matcher m = label.matcher(statement);
            if (m.find()) {
                String l = clean(m.group("label"));
                return l.isEmpty() ? null : l;
            }
        }
        return null;
    }

    /**
     * A label names no object class (unless {@code mustNameClass}), or only classes that the rest
     * names too (or kinds of them).
     */
    private boolean labelIsRedundant(String label, String rest, boolean mustNameClass) {
        if (reader == null) {
            return !mustNameClass;
        }
        ClauseReading l = reader.read(label.toLowerCase(Locale.ROOT));
        if (!l.values().isEmpty() || !l.negatedValues().isEmpty() || !l.negatedObjects().isEmpty()) {
            return false; // "Keeps left. Gen 3." is evidence, not a heading
        }
        if (!l.known()) {
            return !mustNameClass;
        }
        ClauseReading r = reader.read(rest.toLowerCase(Locale.ROOT));
        for (String c : l.objects()) {
            boolean named = false;
            for (String o : r.objects()) {
                named |= reader.lexicon().isClass(o) && (reader.lexicon().related(c, o));
            }
            if (!named) {
                return false;
            }
        }
        return true;
    }

    /** Rules and a cache: the same statements give the same clauses again at no cost. */
    @Override
    public boolean reusableClauses() {
        return true;
    }

    /**
     * A statement gives no clause only when it is all VLM wrapping ({@code vlm-phrases.txt}: a
     * closing summary, a tool call): it is not evidence, so it weighs nothing.
     */
    @Override
    public boolean readsLabels() {
        return true;
    }

    @Override
    public boolean clauselessStatementsWeigh() {
        return false;
    }

    @Override
    public String noClauseReason() {
        return "no key clause: all of it is what a VLM writes around evidence (a tool call, a summary that names "
                + "kinds of clue, an aside: vlm-phrases.txt), so it weighs nothing";
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public List<List<String>> extract(List<String> statements) {
        List<List<String>> out = new ArrayList<>(statements.size());
        for (String s : statements) {
            out.add(clauses(s));
        }
        return out;
    }

    /**
     * Key clauses of one statement.
     *
     * @param statement the statement
     * @return its clauses, lower-case, never empty for a statement with content
     */
    public List<String> clauses(String statement) {
        return cache.get(statement, this::read);
    }

    /**
     * A statement longer than {@link #WINDOW} characters is read in pieces of at most that length,
     * cut where a sentence ends (else at a clause boundary, else at a space), and its clauses are
     * those of the pieces, in order, each once. Every rule works within a piece, so reading a
     * statement takes time in proportion to its length, however it is written; a reader
     * interrupted between pieces stops.
     */
    private List<String> read(String statement) {
        if (statement.length() <= WINDOW) {
            return compute(statement);
        }
        java.util.LinkedHashSet<String> all = new java.util.LinkedHashSet<>();
        for (String piece : pieces(statement, WINDOW)) {
            if (Thread.currentThread().isInterrupted()) {
                throw new org.georc.core.GeorcException("interrupted while reading a statement of "
                        + statement.length() + " characters");
            }
            all.addAll(compute(piece));
        }
        return List.copyOf(all);
    }

    /**
     * @param text  a statement
     * @param limit the longest piece
     * @return the text cut into pieces of at most {@code limit} characters: after the last sentence
     *         end (". ", "! ", "? ") in the second half of the window, else after the last clause
     *         mark followed by a space ({@code ; : ,}), else after the last space, else at the
     *         limit (never inside a surrogate pair)
     */
    static List<String> pieces(String text, int limit) {
        List<String> out = new ArrayList<>();
        int from = 0;
        while (text.length() - from > limit) {
            int end = from + limit;
            int cut = lastCut(text, from + limit / 2, end);
            if (cut <= from) {
                cut = Character.isLowSurrogate(text.charAt(end)) ? end - 1 : end;
            }
            out.add(text.substring(from, cut));
            from = cut;
        }
        out.add(text.substring(from));
        return out;
    }

    /**
     * The best place to cut {@code text} in {@code (lo, hi]}, just after a space: one that ends a
     * sentence, else one after a clause mark, else any; or -1.
     */
    private static int lastCut(String text, int lo, int hi) {
        int clause = -1;
        int space = -1;
        for (int i = hi - 1; i > lo; i--) {
            if (!Character.isWhitespace(text.charAt(i))) {
                continue;
            }
            char prev = text.charAt(i - 1);
            if (prev == '.' || prev == '!' || prev == '?') {
                return i + 1;
            }
            if (clause < 0 && (prev == ';' || prev == ':' || prev == ',')) {
                clause = i + 1;
            }
            if (space < 0) {
                space = i + 1;
            }
        }
        return clause > 0 ? clause : space;
    }

    private List<String> compute(String statement) {
        String stripped = stripVlm(shorthand.expand(statement));
        String noPosition = squash(POSITION.matcher(stripped).replaceAll(" "));
        String text = INFERENCE.matcher(noPosition).replaceAll(", ");
        text = gazetteer.strip(text);
        text = text.replaceAll("[\"“”‘’]", " ").replaceAll("'(?!s\\b)", " ");
        text = colourPair.matcher(text).replaceAll("$1 $2");
        List<String> frags = new ArrayList<>();
        List<Boolean> afterWith = new ArrayList<>();
        List<String> seps = new ArrayList<>();
        Matcher b = BOUNDARY.matcher(" " + text + " ");
        String padded = " " + text + " ";
        int from = 0;
        boolean with = false;
        String sep = "";
        while (b.find()) {
            frags.add(padded.substring(from, b.start()));
            afterWith.add(with);
            seps.add(sep);
            with = WITH.matcher(b.group()).find();
            sep = b.group();
            from = b.end();
        }
        frags.add(padded.substring(from));
        afterWith.add(with);
        seps.add(sep);
        List<String> clauses = new ArrayList<>();
        String carry = "";
        String carryJoin = " ";
        boolean carryAfterWith = false;
        int carried = 0;
        for (int i = 0; i < frags.size(); i++) {
            String frag = clean(frags.get(i));
            if (frag.isEmpty()) {
                continue;
            }
            boolean joinedWith = afterWith.get(i);
            if (!carry.isEmpty()) {
                frag = carry + carryJoin + frag;
                joinedWith = carryAfterWith;
                carried++;
            } else {
                carried = 0;
            }
            // a run of fragments joined onto what follows stops after MAX_CARRIED of them ("red, red, red, ...")
            boolean mayCarry = carried < MAX_CARRIED;
            carry = "";
            carryJoin = " ";
            boolean hasNext = i + 1 < frags.size();
            if (reader == null) {
                if (mayCarry && isLoneAdjective(frag)) {
                    carry = frag;
                    carryAfterWith = joinedWith;
                    continue;
                }
            } else {
                boolean nextIsWith = hasNext && afterWith.get(i + 1);
                if (mayCarry && nextIsWith && (isBareObject(frag) || isBareSetting(frag))) {
                    carry = frag;
                    carryJoin = " with ";
                    carryAfterWith = joinedWith;
                    continue;
                }
                boolean nextIsComma = hasNext && PLAIN_COMMA.matcher(seps.get(i + 1)).matches();
                boolean listed = !seps.get(i).isEmpty() && !PLAIN_COMMA.matcher(seps.get(i)).matches()
                        && !clauses.isEmpty() && !reader.namesObject(frag);
                if (mayCarry && nextIsComma && !listed && hasContent(frag) && !statesScene(frag)
                        && (isLoneAdjective(frag) || reader.endsWithDanglingValue(frag))) {
                    // "dry, arid landscape", "made of red, iron-rich earth": the value describes
                    // what the next fragment names
                    carry = frag;
                    carryAfterWith = joinedWith;
                    continue;
                }
                // after "with", a fragment naming only a setting ("a red top beside the road") still describes
                boolean describes = hasContent(frag) && !statesScene(frag) && (!reader.namesObject(frag)
                        || isLoneAdjective(frag) || (joinedWith && !clauses.isEmpty() && !reader.read(frag).known()));
                if (!clauses.isEmpty() && (describes || (joinedWith && isBareObject(frag)))) {
                    // a fragment naming no object describes the clause before it ("the hills are
                    // stony and parched", "roofed with corrugated iron", "in Hebrew, Arabic and English")
                    int last = clauses.size() - 1;
                    clauses.set(last, clauses.get(last) + joiner(seps.get(i)) + frag);
                    continue;
                }
                if (mayCarry && describes && hasNext) {
                    // ... or, at the start of a statement, what the next fragment names
                    carry = frag;
                    carryJoin = joiner(seps.get(i + 1));
                    carryAfterWith = joinedWith;
                    continue;
                }
            }
            if (hasContent(frag) && !clauses.contains(frag)) {
                clauses.add(frag);
            }
        }
        if (!carry.isEmpty() && hasContent(carry)) {
            if (!clauses.isEmpty() && (isLoneAdjective(carry) || (reader != null && !reader.namesObject(carry)))) {
                int last = clauses.size() - 1;
                clauses.set(last, clauses.get(last) + " " + carry);
            } else if (!clauses.contains(carry)) {
                clauses.add(carry);
            }
        }
        String label = leadingLabel(stripped);
        if (label != null && clauses.size() > 1 && clauses.get(0).equals(label)) {
            // "Language: the town sign contains ő", "Camera: Gen 3": a label left as a clause of
            // its own is a heading; the evidence is what follows
            clauses.remove(0);
        }
        if (clauses.isEmpty()) {
            String whole = clean(noPosition);
            if (!whole.isEmpty()) {
                clauses.add(whole);
            }
        }
        return List.copyOf(clauses);
    }

    /** The words of a boundary, as they join two fragments: " and ", " with "; a bare comma is a space. */
    private static String joiner(String boundary) {
        String words = boundary.replaceAll("[^\\p{L}\\s]", " ").strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
        return words.isEmpty() ? " " : " " + words + " ";
    }

    /** "the street is lined" before "with": a setting with nothing said about it. */
    private boolean isBareSetting(String frag) {
        ClauseReading r = reader.read(frag);
        return !r.known() && r.bare() && reader.namesObject(frag);
    }

    private boolean isBareObject(String frag) {
        ClauseReading r = reader.read(frag);
        return r.known() && r.bare();
    }

    private static String clean(String fragment) {
        String s = squash(fragment.replaceAll("[.!?]+$", "").replaceAll("^[^\\p{L}\\p{N}]+|[^\\p{L}\\p{N}%)]+$", ""));
        String before;
        do {
            before = s;
            s = squash(FILLER.matcher(s).replaceFirst(""));
        } while (!s.equals(before) && !s.isEmpty());
        return s.toLowerCase(Locale.ROOT);
    }

    private static boolean isLoneAdjective(String frag) {
        if (frag.contains(" ")) {
            return false;
        }
        return ADJECTIVES.contains(frag) || frag.matches(".*(?:ous|ful|ive|ic|al|ish|less|ern)$");
    }

    private static boolean hasContent(String frag) {
        for (String w : frag.split("[^\\p{L}\\p{N}-]+")) {
            if (w.length() >= 3 && !FUNCTION_WORDS.contains(w)) {
                return true;
            }
            if (w.matches("\\p{N}+")) {
                return true;
            }
        }
        return false;
    }

    private static String squash(String s) {
        return s.replaceAll("\\s+", " ").strip();
    }
}
