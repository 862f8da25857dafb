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
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.georc.core.ConfigurationException;

/**
 * Tells when two topically similar clauses contradict each other: "white dashed center lines"
 * against "solid yellow center lines", "left-hand traffic" against "cars drive on the right",
 * "no yellow markings" against "yellow markings".
 *
 * <p>Attribute <em>families</em> hold mutually exclusive values, each with synonyms
 * ({@code attribute-families.txt} beside this class documents the format; users add a file of
 * their own with {@link #extendedWith}). Two clauses conflict when
 * <ul>
 *   <li>both state values of one family and no value is shared; for <em>object</em> families
 *       (colour, material, line pattern, size) only where the values describe the same object:
 *       each value attaches to the nearest content word after it (or before it, as in "bollards
 *       are black"), and the two clauses must attach values to a shared noun, so "white sign"
 *       against "yellow line" is no conflict; <em>global</em> families (side of traffic, script,
 *       language, terrain, climate, surface, tree species) need no shared object;</li>
 *   <li>one clause negates a value the other asserts ("not Cyrillic" against "Cyrillic", but
 *       "not Cyrillic" against "Latin" is no conflict);</li>
 *   <li>presence against absence: one clause negates a noun phrase ("no center line", "without
 *       markings", "vending machines are missing") whose every noun the other clause asserts.</li>
 * </ul>
 * Synonyms are never conflicts (timber = wooden, gum tree = eucalyptus, broken = dashed, keep
 * left = left-hand traffic). Immutable and thread-safe; clause analyses are cached.
 */
public final class AttributeConflicts {
    private static final Pattern TOKEN = Pattern.compile("[\\p{L}\\p{N}][\\p{L}\\p{N}'-]*");
    private static final Set<String> NEGATIONS = Set.of("no", "not", "without", "non", "never", "lack", "lacking",
            "absence", "absent", "missing", "isn't", "aren't", "doesn't", "don't", "none", "nor");
    /** A negated noun phrase ends at these ("no vending machines beside the houses" negates "vending machines"). */
    private static final Set<String> PHRASE_ENDS = Set.of("but", "and", "or", "on", "in", "at", "by", "for", "from",
            "of", "with", "beside", "near", "along", "next", "behind", "around", "above", "below", "under", "over",
            "between", "across", "through", "into", "onto", "within", "outside", "inside", "to", "towards");
    private static final Set<String> POST_NEGATIONS = Set.of("missing", "absent", "lacking");
    private static final Set<String> SKIP = Set.of("a", "an", "the", "and", "or", "of", "with", "on", "in", "at", "to",
            "is", "are", "was", "were", "be", "been", "it", "its", "this", "that", "these", "those", "there", "some",
            "any", "very", "quite", "mostly", "mainly", "also", "by", "for", "from", "as", "has", "have", "had",
            "striped", "stripes", "painted", "coloured", "colored", "tinted", "light", "dark", "bright", "pale",
            "faded", "all", "both", "each", "many", "few", "several", "type", "kind", "style", "like");

    /** One attribute family. */
    private record Family(String name, boolean global, Map<String, String> phraseToValue, Pattern pattern) {
    }

    /** What a clause says: values per family (positive and negated), nouns, negated noun phrases. */
    private record Analysis(Map<String, Map<String, Set<String>>> positive, Map<String, Set<String>> negated,
                            Set<String> nouns, List<Set<String>> negatedPhrases) {
    }

    private final List<Family> families;
    private final Set<String> attributeWords;
    private final Cache<String, Analysis> cache = Caffeine.newBuilder().maximumSize(20_000).build();

    private AttributeConflicts(Map<String, Map<String, String>> spec, Map<String, Boolean> scopes) {
        List<Family> list = new ArrayList<>();
        Set<String> words = new LinkedHashSet<>();
        spec.forEach((name, phrases) -> {
            List<String> sorted = new ArrayList<>(phrases.keySet());
            sorted.sort(Comparator.comparingInt(String::length).reversed());
            StringBuilder alt = new StringBuilder();
            for (String p : sorted) {
                alt.append(alt.length() == 0 ? "" : "|").append(Pattern.quote(p).replace(" ", "\\E[\\s-]+\\Q"));
                for (String w : p.split("[\\s-]+")) {
                    words.add(w);
                }
            }
            Pattern pattern = Pattern.compile("(?iu)(?<![\\p{L}\\p{N}])(?:" + alt + ")(?![\\p{L}\\p{N}])");
            list.add(new Family(name, scopes.get(name), Map.copyOf(phrases), pattern));
        });
        this.families = List.copyOf(list);
        this.attributeWords = Set.copyOf(words);
    }

    /** @return the built-in families */
    public static AttributeConflicts defaults() {
        Map<String, Map<String, String>> spec = new LinkedHashMap<>();
        Map<String, Boolean> scopes = new HashMap<>();
        try (InputStream in = AttributeConflicts.class.getResourceAsStream("attribute-families.txt")) {
            if (in == null) {
                throw new IllegalStateException("missing resource attribute-families.txt");
            }
            parse(new InputStreamReader(in, StandardCharsets.UTF_8), "attribute-families.txt", spec, scopes);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read attribute-families.txt", e);
        }
        return new AttributeConflicts(spec, scopes);
    }

    /**
     * These families plus those of a user file in the same format (new families, new values,
     * or more synonyms for existing values).
     *
     * @param file the lexicon file
     * @return a new instance
     * @throws ConfigurationException naming the file and line of a malformed entry
     */
    public AttributeConflicts extendedWith(Path file) {
        Map<String, Map<String, String>> spec = new LinkedHashMap<>();
        Map<String, Boolean> scopes = new HashMap<>();
        for (Family f : families) {
            spec.put(f.name(), new LinkedHashMap<>(f.phraseToValue()));
            scopes.put(f.name(), f.global());
        }
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            parse(r, file.toString(), spec, scopes);
        } catch (IOException e) {
            throw new ConfigurationException("cannot read attribute lexicon " + file + ": " + e.getMessage(), e);
        }
        return new AttributeConflicts(spec, scopes);
    }

    private static void parse(Reader reader, String source, Map<String, Map<String, String>> spec,
                              Map<String, Boolean> scopes) throws IOException {
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
                if (parts.length != 3 || !(parts[2].equals("object") || parts[2].equals("global"))) {
                    throw new ConfigurationException(source + ":" + no + ": expected \"family NAME object|global\"");
                }
                family = parts[1];
                spec.computeIfAbsent(family, k -> new LinkedHashMap<>());
                scopes.put(family, parts[2].equals("global"));
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
                    spec.get(family).put(p, value);
                }
            }
        }
    }

    /**
     * @param a a clause
     * @param b another clause
     * @return a reason such as "conflict (colour): yellow vs white" when they contradict
     */
    public Optional<String> conflict(String a, String b) {
        Analysis x = analyse(a);
        Analysis y = analyse(b);
        for (Family f : families) {
            Optional<String> c = familyConflict(f, x, y);
            if (c.isPresent()) {
                return c;
            }
        }
        Optional<String> c = presenceConflict(x, y);
        return c.isPresent() ? c : presenceConflict(y, x).map(s -> s);
    }

    private Optional<String> familyConflict(Family f, Analysis x, Analysis y) {
        Map<String, Set<String>> px = x.positive().getOrDefault(f.name(), Map.of());
        Map<String, Set<String>> py = y.positive().getOrDefault(f.name(), Map.of());
        Set<String> allX = union(px);
        Set<String> allY = union(py);
        Set<String> nx = x.negated().getOrDefault(f.name(), Set.of());
        Set<String> ny = y.negated().getOrDefault(f.name(), Set.of());
        for (String v : nx) {
            if (allY.contains(v)) {
                return Optional.of("conflict (" + f.name() + "): not " + v + " vs " + v);
            }
        }
        for (String v : ny) {
            if (allX.contains(v)) {
                return Optional.of("conflict (" + f.name() + "): " + v + " vs not " + v);
            }
        }
        if (allX.isEmpty() || allY.isEmpty()) {
            return Optional.empty();
        }
        if (f.global()) {
            if (disjoint(allX, allY)) {
                return Optional.of("conflict (" + f.name() + "): " + String.join("/", allX) + " vs "
                        + String.join("/", allY));
            }
            return Optional.empty();
        }
        for (Map.Entry<String, Set<String>> e : px.entrySet()) {
            Set<String> other = py.get(e.getKey());
            if (other != null && disjoint(e.getValue(), other)) {
                return Optional.of("conflict (" + f.name() + "): " + String.join("/", e.getValue()) + " vs "
                        + String.join("/", other) + " " + e.getKey());
            }
        }
        return Optional.empty();
    }

    private static Optional<String> presenceConflict(Analysis x, Analysis y) {
        for (Set<String> phrase : x.negatedPhrases()) {
            if (!phrase.isEmpty() && y.nouns().containsAll(phrase)) {
                boolean yNegatesToo = y.negatedPhrases().stream().anyMatch(p -> p.containsAll(phrase));
                if (!yNegatesToo) {
                    return Optional.of("conflict (presence): no " + String.join(" ", phrase) + " vs "
                            + String.join(" ", phrase));
                }
            }
        }
        return Optional.empty();
    }

    private Analysis analyse(String clause) {
        return cache.get(clause.toLowerCase(Locale.ROOT).strip(), this::compute);
    }

    private Analysis compute(String clause) {
        List<int[]> spans = new ArrayList<>();
        List<String> tokens = new ArrayList<>();
        Matcher tm = TOKEN.matcher(clause);
        while (tm.find()) {
            spans.add(new int[] {tm.start(), tm.end()});
            tokens.add(tm.group());
        }
        boolean[] attribute = new boolean[tokens.size()];
        Map<String, Map<String, Set<String>>> positive = new HashMap<>();
        Map<String, Set<String>> negated = new HashMap<>();
        for (Family f : families) {
            Matcher m = f.pattern().matcher(clause);
            while (m.find()) {
                String value = f.phraseToValue().get(m.group().toLowerCase(Locale.ROOT).replaceAll("[\\s-]+", " "));
                if (value == null) {
                    value = f.phraseToValue().get(m.group().toLowerCase(Locale.ROOT));
                }
                if (value == null) {
                    value = lookupLoose(f, m.group());
                }
                int first = tokenAt(spans, m.start());
                int last = tokenAt(spans, m.end() - 1);
                for (int t = first; t <= last && t >= 0; t++) {
                    attribute[t] = true;
                }
                if (isNegated(tokens, first, last)) {
                    negated.computeIfAbsent(f.name(), k -> new TreeSet<>()).add(value);
                } else {
                    String object = f.global() ? "*" : objectOf(tokens, first, last);
                    positive.computeIfAbsent(f.name(), k -> new HashMap<>())
                            .computeIfAbsent(object, k -> new TreeSet<>()).add(value);
                }
            }
        }
        Set<String> nouns = new LinkedHashSet<>();
        for (int t = 0; t < tokens.size(); t++) {
            if (isContent(tokens.get(t)) && !attribute[t]) {
                nouns.add(stem(tokens.get(t)));
            }
        }
        List<Set<String>> negatedPhrases = new ArrayList<>();
        for (int t = 0; t < tokens.size(); t++) {
            String w = tokens.get(t).toLowerCase(Locale.ROOT);
            if (NEGATIONS.contains(w) && !POST_NEGATIONS.contains(w)) {
                Set<String> phrase = new LinkedHashSet<>();
                for (int k = t + 1; k < tokens.size() && k <= t + 4; k++) {
                    String u = tokens.get(k).toLowerCase(Locale.ROOT);
                    if (NEGATIONS.contains(u) || PHRASE_ENDS.contains(u)) {
                        break;
                    }
                    if (isContent(u) && !attribute[k]) {
                        phrase.add(stem(u));
                    }
                }
                negatedPhrases.add(phrase);
            } else if (POST_NEGATIONS.contains(w)) {
                Set<String> phrase = new LinkedHashSet<>();
                for (int k = t - 1; k >= 0 && k >= t - 4; k--) {
                    String u = tokens.get(k).toLowerCase(Locale.ROOT);
                    if (PHRASE_ENDS.contains(u)) {
                        break;
                    }
                    if (isContent(u) && !attribute[k]) {
                        phrase.add(stem(u));
                    }
                }
                negatedPhrases.add(phrase);
            }
        }
        for (Set<String> p : negatedPhrases) {
            nouns.removeAll(p);
        }
        return new Analysis(positive, negated, nouns, negatedPhrases);
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

    private static boolean isNegated(List<String> tokens, int first, int last) {
        if (first < 0) {
            return false;
        }
        for (int k = Math.max(0, first - 3); k < first; k++) {
            String w = tokens.get(k).toLowerCase(Locale.ROOT);
            if (NEGATIONS.contains(w) && !POST_NEGATIONS.contains(w)) {
                return true;
            }
        }
        for (int k = last + 1; k < tokens.size() && k <= last + 3; k++) {
            if (POST_NEGATIONS.contains(tokens.get(k).toLowerCase(Locale.ROOT))) {
                return true;
            }
        }
        return false;
    }

    /** The content word a value describes: the next one within 3 tokens, else the previous one. */
    private String objectOf(List<String> tokens, int first, int last) {
        for (int k = last + 1; k < tokens.size() && k <= last + 3; k++) {
            String w = tokens.get(k).toLowerCase(Locale.ROOT);
            if (isContent(w) && !attributeWords.contains(w)) {
                return stem(w);
            }
        }
        for (int k = first - 1; k >= 0; k--) {
            String w = tokens.get(k).toLowerCase(Locale.ROOT);
            if (isContent(w) && !attributeWords.contains(w)) {
                return stem(w);
            }
        }
        return "*";
    }

    private static boolean isContent(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        return w.length() >= 3 && !SKIP.contains(w) && !NEGATIONS.contains(w);
    }

    /** Crude plural folding: "lines" and "line", "poles" and "pole", "buses" and "bus". */
    static String stem(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        if (w.endsWith("ies") && w.length() > 4) {
            return w.substring(0, w.length() - 3) + "y";
        }
        if (w.endsWith("ses") || w.endsWith("xes") || w.endsWith("ches") || w.endsWith("shes")) {
            return w.substring(0, w.length() - 2);
        }
        if (w.endsWith("s") && !w.endsWith("ss") && w.length() > 3) {
            return w.substring(0, w.length() - 1);
        }
        return w;
    }

    private static Set<String> union(Map<String, Set<String>> byObject) {
        Set<String> out = new TreeSet<>();
        byObject.values().forEach(out::addAll);
        return out;
    }

    private static boolean disjoint(Set<String> a, Set<String> b) {
        for (String v : a) {
            if (b.contains(v)) {
                return false;
            }
        }
        return true;
    }
}
