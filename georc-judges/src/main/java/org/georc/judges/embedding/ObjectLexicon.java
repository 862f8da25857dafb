package org.georc.judges.embedding;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.georc.core.ConfigurationException;

/**
 * Kinds of objects that geolocation evidence is about ("center line", "bollard", "utility
 * pole", "house"), each with the phrases that name it: "center line", "centre line", "middle
 * line" and "line down the middle" all name {@code center-line}. A class may be a kind of a
 * parent class ({@code center-line < line}); <em>setting</em> classes (road, landscape) say
 * where evidence stands rather than what it is. The format is documented in
 * {@code objects.txt} beside this class.
 *
 * <p>Phrases are matched on folded word forms ({@link #fold}), longest phrase first. Immutable
 * and thread-safe.
 */
public final class ObjectLexicon {
    /** One class: its parent (or null) and whether it is a setting. */
    private record Kind(String parent, boolean setting) {
    }

    private final Map<String, Kind> kinds;
    /** Each class with itself and its ancestors. */
    private final Map<String, Set<String>> lineage;
    /** Folded phrase (words joined by one space) to class. */
    private final Map<String, String> phrases;
    private final int longest;

    private final List<LexiconFile> sources;

    private ObjectLexicon(Map<String, Kind> kinds, Map<String, String> phrases, List<LexiconFile> sources) {
        this.sources = List.copyOf(sources);
        this.kinds = Map.copyOf(kinds);
        this.phrases = Map.copyOf(phrases);
        Map<String, Set<String>> l = new HashMap<>();
        for (String c : kinds.keySet()) {
            Set<String> up = new LinkedHashSet<>();
            for (String k = c; k != null && up.add(k); k = kinds.containsKey(k) ? kinds.get(k).parent() : null) {
                // walk up to the root
            }
            l.put(c, Set.copyOf(up));
        }
        this.lineage = Map.copyOf(l);
        int max = 1;
        for (String p : phrases.keySet()) {
            max = Math.max(max, p.split(" ").length);
        }
        this.longest = max;
    }

    /** @return the built-in classes ({@code objects.txt}) */
    public static ObjectLexicon defaults() {
        return of(LexiconFile.resource(ObjectLexicon.class, "objects.txt"));
    }

    /**
     * @param file object classes in the format of {@code objects.txt}
     * @return a lexicon of these classes
     * @throws ConfigurationException naming the file and line of a malformed entry
     */
    static ObjectLexicon of(LexiconFile file) {
        Map<String, Kind> kinds = new LinkedHashMap<>();
        Map<String, String> phrases = new HashMap<>();
        parse(file, kinds, phrases);
        return new ObjectLexicon(kinds, phrases, List.of(file));
    }

    /** @return the files this lexicon was read from, built-in first */
    List<LexiconFile> sources() {
        return sources;
    }

    /**
     * These classes plus those of a user file in the same format (new classes, or more phrases
     * for existing ones; a phrase named again moves to the new class).
     *
     * @param file the lexicon file
     * @return a new lexicon
     * @throws ConfigurationException naming the file and line of a malformed entry
     */
    public ObjectLexicon extendedWith(Path file) {
        Map<String, Kind> k = new LinkedHashMap<>(kinds);
        Map<String, String> p = new HashMap<>(phrases);
        LexiconFile extra = LexiconFile.read(file, "object lexicon");
        parse(extra, k, p);
        List<LexiconFile> all = new ArrayList<>(sources);
        all.add(extra);
        return new ObjectLexicon(k, p, all);
    }

    private static void parse(LexiconFile file, Map<String, Kind> kinds, Map<String, String> phrases) {
        Map<String, LexiconFile.Line> parentLines = new LinkedHashMap<>();
        for (LexiconFile.Line entry : file.lines()) {
            String line = entry.text();
            int colon = line.indexOf(':');
            if (colon <= 0) {
                throw file.error(entry, "expected \"CLASS [< PARENT] [setting]: phrase, ...\"");
            }
            String[] head = line.substring(0, colon).strip().toLowerCase(Locale.ROOT).split("\\s+");
            String name = head[0];
            String parent = null;
            boolean setting = false;
            for (int i = 1; i < head.length; i++) {
                if (head[i].equals("<") && i + 1 < head.length) {
                    parent = head[++i];
                } else if (head[i].equals("setting")) {
                    setting = true;
                } else {
                    throw file.error(entry, "unexpected \"" + head[i]
                            + "\" (expected \"CLASS [< PARENT] [setting]: phrase, ...\")");
                }
            }
            if (!name.matches("[\\p{L}\\p{N}-]+")) {
                throw file.error(entry, "bad class name \"" + name + "\"");
            }
            Kind old = kinds.get(name);
            kinds.put(name, new Kind(parent != null ? parent : old == null ? null : old.parent(),
                    setting || (old != null && old.setting())));
            if (parent != null) {
                parentLines.put(name, entry);
            }
            for (String phrase : line.substring(colon + 1).split(",")) {
                List<String> words = words(phrase);
                if (!words.isEmpty()) {
                    phrases.put(String.join(" ", words), name);
                }
            }
        }
        for (Map.Entry<String, LexiconFile.Line> e : parentLines.entrySet()) {
            String p = kinds.get(e.getKey()).parent();
            if (!kinds.containsKey(p)) {
                throw file.error(e.getValue(), "unknown parent class \"" + p + "\"");
            }
            Set<String> seen = new LinkedHashSet<>();
            for (String c = e.getKey(); c != null; c = kinds.get(c).parent()) {
                if (!seen.add(c)) {
                    throw file.error(e.getValue(), "parent cycle " + seen);
                }
            }
        }
    }

    /**
     * Folded words of a phrase: lower case, split at anything but letters, digits and
     * apostrophes, each folded by {@link #fold} (the category lexicon matches the same way).
     *
     * @param text a phrase or statement
     * @return its folded words
     */
    public static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        for (String w : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}']+")) {
            String f = fold(w.replaceAll("^'+|'+$", ""));
            if (!f.isEmpty()) {
                out.add(f);
            }
        }
        return out;
    }

    /** Folds a lower-case word: "'s" dropped, crude plural folding ("lines" = "line", "buses" = "bus"). */
    static String fold(String word) {
        String w = word.endsWith("'s") ? word.substring(0, word.length() - 2) : word;
        return stem(w);
    }

    /**
     * Crude plural folding: "lines" and "line", "houses" and "house", "buses" and "bus"; words in
     * "-us" ("cactus") stay.
     */
    private static String stem(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        if (w.endsWith("ies") && w.length() > 4) {
            return w.substring(0, w.length() - 3) + "y";
        }
        if (w.endsWith("sses") || w.endsWith("buses") || w.endsWith("xes") || w.endsWith("ches")
                || w.endsWith("shes")) {
            return w.substring(0, w.length() - 2);
        }
        if (w.endsWith("s") && !w.endsWith("ss") && !(w.endsWith("us") && !w.endsWith("eaus")) && w.length() > 3) {
            return w.substring(0, w.length() - 1);
        }
        return w;
    }

    /** @return the longest phrase length in words */
    int longest() {
        return longest;
    }

    /**
     * @param folded folded words joined by single spaces
     * @return the class the phrase names, or null
     */
    String classOf(String folded) {
        return phrases.get(folded);
    }

    /** @return whether the class is a setting (road, landscape, ...) */
    boolean isSetting(String cls) {
        Kind k = kinds.get(cls);
        return k != null && k.setting();
    }

    /** @return whether the class is known */
    boolean isClass(String cls) {
        return kinds.containsKey(cls);
    }

    /**
     * @param ancestor a class
     * @param cls      another class
     * @return whether {@code cls} is {@code ancestor} or one of its descendants
     */
    boolean isA(String cls, String ancestor) {
        if (cls.equals(ancestor)) {
            return true;
        }
        Set<String> up = lineage.get(cls);
        return up != null && up.contains(ancestor);
    }

    /**
     * @return whether the two classes name the same object: equal, or one a kind of the other
     */
    boolean related(String a, String b) {
        return isA(a, b) || isA(b, a);
    }
}
