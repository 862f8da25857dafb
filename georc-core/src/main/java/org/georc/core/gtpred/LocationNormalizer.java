package org.georc.core.gtpred;

import java.text.Normalizer;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Normalises place names so that equal places compare equal:
 * <ol>
 *   <li>Unicode NFKD, accents removed ("Zürich" becomes "zurich"), lower case;</li>
 *   <li>punctuation becomes a space ("St. Gallen" = "St Gallen", "Bosnia-Herzegovina");
 *       apostrophes vanish ("Côte d'Ivoire" = "cote divoire"); spaces collapse;</li>
 *   <li>a leading "the" is dropped ("The Netherlands" = "Netherlands");</li>
 *   <li>countries only: every region of the JDK's ISO 3166 list (CLDR English names, alpha-2
 *       and alpha-3 codes, and the forms derived from the name: "and" for "&amp;", each side of
 *       "Svalbard &amp; Jan Mayen", "Saint" for "St.", "Hong Kong" for "Hong Kong SAR China"), the
 *       user-assigned codes in use (XK, Kosovo) and common aliases (USA, UK, Holland, Burma,
 *       Ivory Coast, Türkiye, endonyms ...), all map to one canonical name: the JDK's English
 *       name, normalised. The additions are data: {@code country-aliases.txt}.</li>
 * </ol>
 * Immutable and thread-safe.
 */
public final class LocationNormalizer {
    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern APOSTROPHES = Pattern.compile("['’`ʻ]");
    private static final Pattern NON_ALNUM = Pattern.compile("[^\\p{L}\\p{N}]+");

    /** The normaliser with the complete country and territory table. */
    public static final LocationNormalizer DEFAULT = new LocationNormalizer();

    private final Map<String, String> countries;
    /** Names and aliases only, no ISO codes and no alias that is also a common word: for free text. */
    private final Map<String, String> names;

    private LocationNormalizer() {
        CountryTable t = CountryTable.load();
        this.countries = Map.copyOf(t.all);
        this.names = Map.copyOf(t.inFreeText);
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

        final Map<String, String> all = new HashMap<>();
        final Map<String, String> inFreeText = new HashMap<>();
        private final java.util.Set<String> codes = new java.util.HashSet<>();

        static CountryTable load() {
            String text;
            try (java.io.InputStream in = LocationNormalizer.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new org.georc.core.ConfigurationException("resource " + RESOURCE + " is missing from georc-core");
                }
                text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            } catch (java.io.IOException e) {
                throw new org.georc.core.ConfigurationException("cannot read " + RESOURCE + ": " + e.getMessage(), e);
            }
            return parse(RESOURCE, text);
        }

        /**
         * @param source the name errors carry
         * @param text   the additions
         * @return the table
         * @throws org.georc.core.ConfigurationException naming source:line for a malformed entry
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
                        throw new org.georc.core.ConfigurationException(source + ":" + lineNo + ": unknown section " + line);
                    }
                    continue;
                }
                if (section == null) {
                    throw new org.georc.core.ConfigurationException(source + ":" + lineNo + ": an entry before any [section]");
                }
                switch (section) {
                    case "user-assigned", "alias" -> {
                        int eq = line.indexOf('=');
                        if (eq <= 0 || line.substring(eq + 1).isBlank()) {
                            throw new org.georc.core.ConfigurationException(source + ":" + lineNo
                                    + ": expected NAME = alias, alias, ... in [" + section + "], got \"" + line + "\"");
                        }
                        String head = line.substring(0, eq).strip();
                        String[] rest = line.substring(eq + 1).split(",");
                        if (section.equals("user-assigned")) {
                            if (!head.matches("[A-Z]{2}") || new Locale("", head).getDisplayCountry(Locale.ENGLISH)
                                    .equals(head)) {
                                throw new org.georc.core.ConfigurationException(source + ":" + lineNo + ": \"" + head
                                        + "\" is no region code the JDK names");
                            }
                            String name = t.region(head);
                            for (String a : rest) {
                                t.code(text(a), name);
                            }
                        } else {
                            String target = t.all.getOrDefault(text(head), text(head));
                            t.all.put(text(head), target);
                            for (String a : rest) {
                                t.all.put(text(a), target);
                            }
                        }
                    }
                    case "not-in-free-text" -> notInText.add(text(line));
                    default -> codesInText.add(text(line));
                }
            }
            t.inFreeText.putAll(t.all);
            t.inFreeText.keySet().removeAll(t.codes);
            notInText.forEach(t.inFreeText::remove);
            for (String c : codesInText) {
                if (!t.all.containsKey(c)) {
                    throw new org.georc.core.ConfigurationException(source + ": [codes-in-free-text] names \"" + c
                            + "\", which the table does not know");
                }
                t.inFreeText.put(c, t.all.get(c));
            }
            return t;
        }

        /** Adds a region by its code: its CLDR English name, codes and derived forms. */
        private String region(String cc) {
            Locale loc = new Locale("", cc);
            String written = loc.getDisplayCountry(Locale.ENGLISH);
            String name = text(written);
            if (name.isEmpty()) {
                return name;
            }
            code(text(cc), name);
            try {
                code(text(loc.getISO3Country()), name);
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
                    String t = text(v);
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

    /**
     * Generic text normalisation (steps 1-3), for any level.
     *
     * @param value raw text (null gives "")
     * @return the normalised text, possibly empty
     */
    public static String text(String value) {
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

    /**
     * Normalises a country: codes and aliases to the canonical English name.
     *
     * @param value raw text
     * @return the canonical name, or the normalised text when it is not a known country;
     *         null for blank input
     */
    public String country(String value) {
        String t = text(value);
        if (t.isEmpty()) {
            return null;
        }
        return countries.getOrDefault(t, t);
    }

    /**
     * @param value raw text
     * @return the canonical country name when {@code value} is a known country, code or alias
     */
    public Optional<String> knownCountry(String value) {
        return Optional.ofNullable(countries.get(text(value)));
    }

    /**
     * Like {@link #knownCountry} but for words inside free text: ISO codes and aliases that are
     * also common words ("us", "in", "and", "can") are not countries here; USA, UK and UAE are.
     *
     * @param value raw text
     * @return the canonical country name
     */
    public Optional<String> countryNameInText(String value) {
        return Optional.ofNullable(names.get(text(value)));
    }

    /**
     * Normalises a state, city or place.
     *
     * @param value raw text
     * @return the normalised text, or null for blank input
     */
    public String place(String value) {
        String t = text(value);
        return t.isEmpty() ? null : t;
    }

    /**
     * Normalises one level: {@link #country} for the country, {@link #place} for the others.
     *
     * @param level the level
     * @param value raw text
     * @return the normalised text, or null for blank input
     */
    public String level(Location.Level level, String value) {
        return level == Location.Level.COUNTRY ? country(value) : place(value);
    }

    /**
     * Normalises the four levels country, state, city, place.
     *
     * @param location raw values
     * @return normalised values, null where absent or blank
     */
    public Location normalise(Location location) {
        return new Location(country(location.country()), place(location.state()), place(location.city()),
                place(location.place()));
    }
}
