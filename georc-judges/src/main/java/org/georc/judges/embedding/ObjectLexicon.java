package org.georc.judges.embedding;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
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

    private ObjectLexicon(Map<String, Kind> kinds, Map<String, String> phrases) {
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
        Map<String, Kind> kinds = new LinkedHashMap<>();
        Map<String, String> phrases = new HashMap<>();
        try (InputStream in = ObjectLexicon.class.getResourceAsStream("objects.txt")) {
            if (in == null) {
                throw new IllegalStateException("missing resource objects.txt");
            }
            parse(new InputStreamReader(in, StandardCharsets.UTF_8), "objects.txt", kinds, phrases);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read objects.txt", e);
        }
        return new ObjectLexicon(kinds, phrases);
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
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            parse(r, file.toString(), k, p);
        } catch (IOException e) {
            throw new ConfigurationException("cannot read object lexicon " + file + ": " + e.getMessage(), e);
        }
        return new ObjectLexicon(k, p);
    }

    private static void parse(Reader reader, String source, Map<String, Kind> kinds, Map<String, String> phrases)
            throws IOException {
        BufferedReader r = new BufferedReader(reader);
        String line;
        int no = 0;
        Map<String, Integer> parentLines = new LinkedHashMap<>();
        while ((line = r.readLine()) != null) {
            no++;
            line = line.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int colon = line.indexOf(':');
            if (colon <= 0) {
                throw new ConfigurationException(source + ":" + no + ": expected \"CLASS [< PARENT] [setting]: phrase, ...\"");
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
                    throw new ConfigurationException(source + ":" + no + ": unexpected \"" + head[i]
                            + "\" (expected \"CLASS [< PARENT] [setting]: phrase, ...\")");
                }
            }
            if (!name.matches("[\\p{L}\\p{N}-]+")) {
                throw new ConfigurationException(source + ":" + no + ": bad class name \"" + name + "\"");
            }
            Kind old = kinds.get(name);
            kinds.put(name, new Kind(parent != null ? parent : old == null ? null : old.parent(),
                    setting || (old != null && old.setting())));
            if (parent != null) {
                parentLines.put(name, no);
            }
            for (String phrase : line.substring(colon + 1).split(",")) {
                List<String> words = words(phrase);
                if (!words.isEmpty()) {
                    phrases.put(String.join(" ", words), name);
                }
            }
        }
        for (Map.Entry<String, Integer> e : parentLines.entrySet()) {
            String p = kinds.get(e.getKey()).parent();
            if (!kinds.containsKey(p)) {
                throw new ConfigurationException(source + ":" + e.getValue() + ": unknown parent class \"" + p + "\"");
            }
            Set<String> seen = new LinkedHashSet<>();
            for (String c = e.getKey(); c != null; c = kinds.get(c).parent()) {
                if (!seen.add(c)) {
                    throw new ConfigurationException(source + ":" + e.getValue() + ": parent cycle " + seen);
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
        return AttributeConflicts.stem(w);
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
