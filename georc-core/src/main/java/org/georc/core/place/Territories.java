package org.georc.core.place;

import java.text.Normalizer;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.georc.core.ConfigurationException;

/**
 * The country and territory table: every region of the JDK's ISO 3166 list (its CLDR English
 * names, alpha-2 and alpha-3 codes, and the forms derived from a name: "and" for "&amp;", each side
 * of "Svalbard &amp; Jan Mayen", "Saint" for "St.", "Hong Kong" for "Hong Kong SAR China",
 * "Myanmar" and "Burma" for "Myanmar (Burma)"), the user-assigned codes in use (XK for Kosovo),
 * and common aliases (USA, UK, Holland, Ivory Coast, Türkiye, endonyms ...). Every entry maps to
 * one canonical name, the JDK's English name {@linkplain #normalise normalised}. The additions
 * are data: {@code country-aliases.txt}. Used by GTPred's location matching, the country a chain
 * concludes, and the default reading's test for a line that names a place. Immutable.
 */
public final class Territories {
    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern APOSTROPHES = Pattern.compile("['’`ʻ]");
    private static final Pattern NON_ALNUM = Pattern.compile("[^\\p{L}\\p{N}]+");
    /** The longest name read from free text, in words ("south georgia south sandwich islands"). */
    private static final int MAX_WORDS = 5;
    private static final CountryTable TABLE = CountryTable.load();

    private Territories() {
    }

    /**
     * Place-name normalisation: Unicode NFKD with accents removed, lower case, apostrophes
     * removed, other punctuation a space, spaces collapsed, a leading "the" dropped.
     *
     * @param value raw text (null gives "")
     * @return the normalised text, possibly empty
     */
    public static String normalise(String value) {
        if (value == null) {
            return "";
        }
        String s = Normalizer.normalize(value, Normalizer.Form.NFKD);
        s = MARKS.matcher(s).replaceAll("");
        s = APOSTROPHES.matcher(s.toLowerCase(Locale.ROOT)).replaceAll("");
        s = NON_ALNUM.matcher(s).replaceAll(" ").strip();
        if (s.startsWith("the ")) {
            s = s.substring(4);
        }
        return s;
    }

    /** @return every known name, alias and code (normalised) with its canonical name */
    public static Map<String, String> table() {
        return TABLE.all;
    }

    /**
     * @return the names and aliases read in free text: no ISO codes (only USA, UK and UAE) and no
     *         alias that is also a common word ("us", "heard", "the states")
     */
    public static Map<String, String> freeTextTable() {
        return TABLE.inFreeText;
    }

    /**
     * @param value a name, alias or code, any spelling
     * @return its canonical name, when it is a known country or territory
     */
    public static Optional<String> known(String value) {
        return Optional.ofNullable(TABLE.all.get(normalise(value)));
    }

    /**
     * Which words of a text belong to the name of a country or territory, read as
     * {@link #mentionedIn} reads them (free-text names, the longest first at each position).
     *
     * @param words the words of a text, as written
     * @return for each word, whether it is part of such a name
     */
    public static boolean[] namedIn(List<String> words) {
        String[] norm = new String[words.size()];
        for (int i = 0; i < norm.length; i++) {
            norm[i] = normalise(words.get(i));
        }
        boolean[] out = new boolean[norm.length];
        for (int i = 0; i < norm.length; i++) {
            if (norm[i].isEmpty()) {
                continue;
            }
            StringBuilder phrase = new StringBuilder();
            int best = 0;
            for (int len = 1, j = i; len <= MAX_WORDS && j < norm.length; j++) {
                if (norm[j].isEmpty()) {
                    continue;
                }
                phrase.append(phrase.length() == 0 ? "" : " ").append(norm[j]);
                if (TABLE.inFreeText.containsKey(phrase.toString())) {
                    best = j - i + 1;
                }
                len++;
            }
            for (int k = i; k < i + best; k++) {
                out[k] = true;
            }
            if (best > 0) {
                i += best - 1;
            }
        }
        return out;
    }

    /**
     * @param text free text
     * @return the canonical names of the countries and territories it mentions, in order of first
     *         mention, the longest name first at each position
     */
    public static Set<String> mentionedIn(String text) {
        Set<String> out = new LinkedHashSet<>();
        String[] words = normalise(text).split(" ");
        for (int i = 0; i < words.length; i++) {
            for (int len = Math.min(MAX_WORDS, words.length - i); len >= 1; len--) {
                String c = TABLE.inFreeText.get(String.join(" ", Arrays.copyOfRange(words, i, i + len)));
                if (c != null) {
                    out.add(c);
                    i += len - 1;
                    break;
                }
            }
        }
        return out;
    }

    /**
     * The country and territory table: every region of the JDK's ISO 3166 list with its CLDR
     * English name, codes and derived forms, then the additions of {@code country-aliases.txt}.
     */
    static final class CountryTable {
        static final String RESOURCE = "country-aliases.txt";
        /** "Hong Kong SAR China": the territory's own name is what comes before " SAR ". */
        private static final Pattern SAR = Pattern.compile("^(.+?) sar .+$");
        private static final Pattern PARENTHESES = Pattern.compile("^(.+?)\\s*\\((.+)\\)\\s*$");

        Map<String, String> all = new HashMap<>();
        Map<String, String> inFreeText = new HashMap<>();
        private final java.util.Set<String> codes = new java.util.HashSet<>();

        static CountryTable load() {
            String text;
            try (java.io.InputStream in = Territories.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new ConfigurationException("resource " + RESOURCE + " is missing from georc-core");
                }
                text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            } catch (java.io.IOException e) {
                throw new ConfigurationException("cannot read " + RESOURCE + ": " + e.getMessage(), e);
            }
            return parse(RESOURCE, text);
        }

        /**
         * @param source the name errors carry
         * @param text   the additions
         * @return the table
         * @throws ConfigurationException naming source:line for a malformed entry
         */
        static CountryTable parse(String source, String text) {
            CountryTable t = new CountryTable();
            for (String cc : Locale.getISOCountries()) {
                t.region(cc);
            }
            java.util.List<String> notInText = new java.util.ArrayList<>();
            java.util.List<String> codesInText = new java.util.ArrayList<>();
            String section = null;
            int lineNo = 0;
            for (String raw : text.split("\\r?\\n", -1)) {
                lineNo++;
                String line = raw.strip();
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                if (line.startsWith("[") && line.endsWith("]")) {
                    section = line.substring(1, line.length() - 1);
                    if (!java.util.Set.of("user-assigned", "alias", "not-in-free-text", "codes-in-free-text")
                            .contains(section)) {
                        throw new ConfigurationException(source + ":" + lineNo + ": unknown section " + line);
                    }
                    continue;
                }
                if (section == null) {
                    throw new ConfigurationException(source + ":" + lineNo + ": an entry before any [section]");
                }
                switch (section) {
                    case "user-assigned", "alias" -> {
                        int eq = line.indexOf('=');
                        if (eq <= 0 || line.substring(eq + 1).isBlank()) {
                            throw new ConfigurationException(source + ":" + lineNo
                                    + ": expected NAME = alias, alias, ... in [" + section + "], got \"" + line + "\"");
                        }
                        String head = line.substring(0, eq).strip();
                        String[] rest = line.substring(eq + 1).split(",");
                        if (section.equals("user-assigned")) {
                            if (!head.matches("[A-Z]{2}") || new Locale("", head).getDisplayCountry(Locale.ENGLISH)
                                    .equals(head)) {
                                throw new ConfigurationException(source + ":" + lineNo + ": \"" + head
                                        + "\" is no region code the JDK names");
                            }
                            String name = t.region(head);
                            for (String a : rest) {
                                t.code(normalise(a), name);
                            }
                        } else {
                            String target = t.all.getOrDefault(normalise(head), normalise(head));
                            t.all.put(normalise(head), target);
                            for (String a : rest) {
                                t.all.put(normalise(a), target);
                            }
                        }
                    }
                    case "not-in-free-text" -> notInText.add(normalise(line));
                    default -> codesInText.add(normalise(line));
                }
            }
            t.inFreeText.putAll(t.all);
            t.inFreeText.keySet().removeAll(t.codes);
            notInText.forEach(t.inFreeText::remove);
            for (String c : codesInText) {
                if (!t.all.containsKey(c)) {
                    throw new ConfigurationException(source + ": [codes-in-free-text] names \"" + c
                            + "\", which the table does not know");
                }
                t.inFreeText.put(c, t.all.get(c));
            }
            t.all = Map.copyOf(t.all);
            t.inFreeText = Map.copyOf(t.inFreeText);
            return t;
        }

        /** Adds a region by its code: its CLDR English name, codes and derived forms. */
        private String region(String cc) {
            Locale loc = new Locale("", cc);
            String written = loc.getDisplayCountry(Locale.ENGLISH);
            String name = normalise(written);
            if (name.isEmpty()) {
                return name;
            }
            code(normalise(cc), name);
            try {
                code(normalise(loc.getISO3Country()), name);
            } catch (java.util.MissingResourceException ignored) {
                // a few codes have no alpha-3 form in the JDK
            }
            all.put(name, name);
            for (String form : forms(written)) {
                all.putIfAbsent(form, name);
            }
            return name;
        }

        private void code(String code, String name) {
            all.put(code, name);
            codes.add(code);
        }

        /** The other ways the CLDR name is written: "and" for "&", each side of it, "Saint" for "St.", ... */
        private static java.util.List<String> forms(String written) {
            java.util.List<String> out = new java.util.ArrayList<>();
            java.util.List<String> bases = new java.util.ArrayList<>();
            Matcher p = PARENTHESES.matcher(written);
            if (p.matches()) { // "Myanmar (Burma)", "Cocos (Keeling) Islands"
                bases.add(p.group(1));
                bases.add(p.group(2));
            }
            bases.add(written.replaceAll("\\s*\\([^)]*\\)", ""));
            bases.add(written);
            for (String b : bases) {
                java.util.List<String> variants = new java.util.ArrayList<>(java.util.List.of(b));
                if (b.contains("&")) {
                    variants.add(b.replace("&", "and"));
                    for (String side : b.split("&")) {
                        variants.add(side);
                    }
                }
                for (String v : variants) {
                    String t = normalise(v);
                    Matcher sar = SAR.matcher(t);
                    if (sar.matches()) {
                        out.add(sar.group(1));
                    }
                    out.add(t);
                    if (t.startsWith("st ") || t.contains(" st ")) {
                        out.add(t.replaceAll("\\bst\\b", "saint"));
                    }
                    // "U.S. Virgin Islands": the letters of an abbreviation written together
                    out.add(t.replaceAll("\\b(\\p{L}) (\\p{L})\\b(?= )", "$1$2"));
                }
            }
            out.removeIf(String::isBlank);
            return out;
        }
    }
}
