package org.georc.judges.categories;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.georc.core.ConfigurationException;
import org.georc.core.categories.Category;
import org.georc.judges.embedding.ObjectLexicon;

/**
 * The data of the offline categoriser: phrases that point to each category (with a weight),
 * example statements (prototypes) per category, and the tuning constants. The format is
 * documented in the bundled {@code categories.txt} beside this class. Immutable.
 */
public final class CategoryLexicon {
    /** Weights of the phrase kinds. */
    static final double WEAK = 0.5;
    static final double NORMAL = 1.0;
    static final double STRONG = 2.0;

    /** The tuning constants a lexicon must set. */
    static final List<String> CONSTANTS = List.of("similarity-weight", "secondary-similarity", "secondary-margin",
            "secondary-share", "first-cue-bonus");

    /** A phrase's category and weight. */
    record Cue(Category category, double weight) {
    }

    private final Map<String, Cue> phrases;
    private final Map<Category, List<String>> prototypes;
    private final Map<String, Double> constants;
    private final int longest;
    private final String sha256;
    private final String source;

    private CategoryLexicon(Map<String, Cue> phrases, Map<Category, List<String>> prototypes,
                            Map<String, Double> constants, String sha256, String source) {
        this.phrases = Map.copyOf(phrases);
        Map<Category, List<String>> p = new EnumMap<>(Category.class);
        prototypes.forEach((k, v) -> p.put(k, List.copyOf(v)));
        this.prototypes = p;
        this.constants = Map.copyOf(constants);
        this.longest = phrases.keySet().stream().mapToInt(s -> s.split(" ").length).max().orElse(1);
        this.sha256 = sha256;
        this.source = source;
    }

    /** @return the bundled lexicon */
    public static CategoryLexicon bundled() {
        try (InputStream in = CategoryLexicon.class.getResourceAsStream("categories.txt")) {
            if (in == null) {
                throw new ConfigurationException("missing resource categories.txt");
            }
            return parse(in.readAllBytes(), "categories.txt");
        } catch (IOException e) {
            throw new ConfigurationException("cannot read the bundled categories.txt: " + e.getMessage(), e);
        }
    }

    /**
     * @param file a lexicon in the bundled file's format
     * @return the lexicon
     * @throws ConfigurationException naming file:line of a malformed line
     */
    public static CategoryLexicon read(Path file) {
        return parse(org.georc.core.json.BoundedLines.text(file, org.georc.core.json.BoundedLines.DEFAULT_MAX_LINE_BYTES)
                .getBytes(StandardCharsets.UTF_8), file.toString());
    }

    /**
     * @param bytes  the file's content (UTF-8)
     * @param source its name, for messages
     * @return the lexicon
     * @throws ConfigurationException naming source:line of a malformed line
     */
    static CategoryLexicon parse(byte[] bytes, String source) {
        Map<String, Cue> phrases = new HashMap<>();
        Map<String, Integer> phraseLines = new HashMap<>();
        Map<Category, List<String>> prototypes = new EnumMap<>(Category.class);
        Map<String, Double> constants = new LinkedHashMap<>();
        String text = new String(bytes, StandardCharsets.UTF_8);
        try (BufferedReader r = new BufferedReader(new StringReader(text))) {
            String line;
            int no = 0;
            while ((line = r.readLine()) != null) {
                no++;
                line = line.strip();
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                int colon = line.indexOf(':');
                if (colon <= 0) {
                    throw bad(source, no, "expected \"CATEGORY [strong|weak|prototype]: ...\" or \"set NAME: number\"");
                }
                String[] head = line.substring(0, colon).strip().toLowerCase(Locale.ROOT).split("\\s+");
                String body = line.substring(colon + 1).strip();
                if (head[0].equals("set")) {
                    if (head.length != 2 || !CONSTANTS.contains(head[1])) {
                        throw bad(source, no, "unknown constant (expected set NAME: number, NAME one of " + CONSTANTS + ")");
                    }
                    try {
                        constants.put(head[1], Double.parseDouble(body));
                    } catch (NumberFormatException e) {
                        throw bad(source, no, "\"" + body + "\" is not a number");
                    }
                    continue;
                }
                Optional<Category> cat = Category.fromLabel(head[0]);
                if (cat.isEmpty()) {
                    throw bad(source, no, "unknown category \"" + head[0] + "\" (expected one of " + Category.labels() + ")");
                }
                if (head.length > 2) {
                    throw bad(source, no, "expected \"CATEGORY [strong|weak|prototype]:\", got \"" + line.substring(0, colon) + "\"");
                }
                String kind = head.length == 2 ? head[1] : "";
                if (body.isEmpty()) {
                    throw bad(source, no, "nothing after the colon");
                }
                if (kind.equals("prototype")) {
                    prototypes.computeIfAbsent(cat.get(), k -> new ArrayList<>()).add(body);
                    continue;
                }
                double weight = switch (kind) {
                    case "" -> NORMAL;
                    case "strong" -> STRONG;
                    case "weak" -> WEAK;
                    default -> throw bad(source, no, "unknown kind \"" + kind + "\" (expected strong, weak or prototype)");
                };
                for (String phrase : body.split(",")) {
                    List<String> words = ObjectLexicon.words(phrase);
                    if (words.isEmpty()) {
                        throw bad(source, no, "an empty phrase (two commas in a row?)");
                    }
                    String key = String.join(" ", words);
                    Cue old = phrases.get(key);
                    if (old != null && old.category() != cat.get()) {
                        throw bad(source, no, "phrase \"" + phrase.strip() + "\" is already a phrase of "
                                + old.category().label() + " (line " + phraseLines.get(key) + ")");
                    }
                    if (old == null || old.weight() < weight) {
                        phrases.put(key, new Cue(cat.get(), weight));
                        phraseLines.put(key, no);
                    }
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("a string reader cannot fail", e);
        }
        for (String c : CONSTANTS) {
            if (!constants.containsKey(c)) {
                throw new ConfigurationException(source + ": constant \"" + c + "\" is not set (set " + c + ": number)");
            }
        }
        for (Category c : Category.values()) {
            if (!prototypes.containsKey(c)) {
                throw new ConfigurationException(source + ": category " + c.label() + " has no prototype line");
            }
        }
        return new CategoryLexicon(phrases, prototypes, constants, sha256(bytes), source);
    }

    private static ConfigurationException bad(String source, int line, String what) {
        return new ConfigurationException(source + ":" + line + ": " + what);
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is always present", e);
        }
    }

    /**
     * Finds the phrases of a statement, longest first, without overlaps.
     *
     * @param statement the statement
     * @return each category's summed phrase weight (categories without a phrase are absent),
     *         plus {@code first-cue-bonus} for the category of the first phrase
     */
    Map<Category, Double> cues(String statement) {
        List<String> w = ObjectLexicon.words(statement);
        Map<Category, Double> out = new EnumMap<>(Category.class);
        int i = 0;
        while (i < w.size()) {
            int matched = 0;
            for (int n = Math.min(longest, w.size() - i); n >= 1 && matched == 0; n--) {
                Cue c = phrases.get(String.join(" ", w.subList(i, i + n)));
                if (c != null) {
                    double bonus = out.isEmpty() ? constants.get("first-cue-bonus") : 0;
                    out.merge(c.category(), c.weight() + bonus, Double::sum);
                    matched = n;
                }
            }
            i += Math.max(1, matched);
        }
        return out;
    }

    /** @return the prototypes of each category */
    Map<Category, List<String>> prototypes() {
        return prototypes;
    }

    /**
     * @param name one of {@link #CONSTANTS}
     * @return its value
     */
    double constant(String name) {
        return constants.get(name);
    }

    /** @return the SHA-256 of the lexicon file's bytes */
    public String sha256() {
        return sha256;
    }

    /** @return where the lexicon came from */
    public String source() {
        return source;
    }
}
