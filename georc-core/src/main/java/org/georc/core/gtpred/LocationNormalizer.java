package org.georc.core.gtpred;

import java.text.Normalizer;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Normalises place names so that equal places compare equal:
 * <ol>
 *   <li>Unicode NFKD, accents removed ("Zürich" becomes "zurich"), lower case;</li>
 *   <li>punctuation becomes a space ("St. Gallen" = "St Gallen", "Bosnia-Herzegovina");
 *       apostrophes vanish ("Côte d'Ivoire" = "cote divoire"); spaces collapse;</li>
 *   <li>a leading "the" is dropped ("The Netherlands" = "Netherlands");</li>
 *   <li>countries only: ISO 3166 alpha-2 and alpha-3 codes and the JDK's English country
 *       names map to one canonical name, plus common aliases (USA, United States of America,
 *       UK, Great Britain, Holland, Czech Republic, Türkiye, Burma, Ivory Coast, ...).</li>
 * </ol>
 * Immutable and thread-safe.
 */
public final class LocationNormalizer {
    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern APOSTROPHES = Pattern.compile("['’`ʻ]");
    private static final Pattern NON_ALNUM = Pattern.compile("[^\\p{L}\\p{N}]+");

    /** The normaliser with the JDK's country list and the built-in aliases. */
    public static final LocationNormalizer DEFAULT = new LocationNormalizer();

    private final Map<String, String> countries;
    /** Names and aliases only, no ISO codes and no alias that is also a common word: for free text. */
    private final Map<String, String> names;

    private LocationNormalizer() {
        Map<String, String> m = new HashMap<>();
        java.util.Set<String> codes = new java.util.HashSet<>();
        for (String cc : Locale.getISOCountries()) {
            Locale loc = new Locale("", cc);
            String name = text(loc.getDisplayCountry(Locale.ENGLISH));
            if (name.isEmpty()) {
                continue;
            }
            m.put(text(cc), name);
            codes.add(text(cc));
            m.put(name, name);
            try {
                m.put(text(loc.getISO3Country()), name);
                codes.add(text(loc.getISO3Country()));
            } catch (java.util.MissingResourceException ignored) {
                // a few codes have no alpha-3 form in the JDK
            }
        }
        alias(m, "united states", "usa", "us", "u s a", "u s", "united states of america", "america", "the states");
        alias(m, "united kingdom", "uk", "u k", "great britain", "britain", "gb", "gbr");
        alias(m, "netherlands", "holland", "the netherlands", "nederland");
        alias(m, "czechia", "czech republic");
        alias(m, "turkiye", "turkey");
        alias(m, "myanmar", "burma", "myanmar burma");
        alias(m, "cote divoire", "ivory coast");
        alias(m, "south korea", "korea", "republic of korea", "korea republic of", "korea south");
        alias(m, "north korea", "dprk", "democratic peoples republic of korea", "korea north");
        alias(m, "russia", "russian federation");
        alias(m, "eswatini", "swaziland");
        alias(m, "north macedonia", "macedonia");
        alias(m, "vietnam", "viet nam");
        alias(m, "laos", "lao pdr", "lao peoples democratic republic");
        alias(m, "bolivia", "plurinational state of bolivia");
        alias(m, "iran", "islamic republic of iran");
        alias(m, "syria", "syrian arab republic");
        alias(m, "taiwan", "republic of china");
        alias(m, "vatican city", "vatican", "holy see");
        alias(m, "united arab emirates", "uae");
        alias(m, "cape verde", "cabo verde");
        alias(m, "congo dem rep", "drc", "dr congo", "democratic republic of the congo");
        alias(m, "palestinian territories", "palestine");
        // a few endonyms that models often answer with
        alias(m, "brazil", "brasil");
        alias(m, "germany", "deutschland");
        alias(m, "spain", "espana");
        alias(m, "italy", "italia");
        alias(m, "austria", "osterreich");
        alias(m, "switzerland", "schweiz", "suisse", "svizzera");
        alias(m, "japan", "nippon", "nihon");
        alias(m, "mexico", "mexique");
        this.countries = Map.copyOf(m);
        Map<String, String> n = new HashMap<>(m);
        n.keySet().removeAll(codes);
        for (String word : new String[] {"us", "u s", "gb", "america", "korea", "the states"}) {
            n.remove(word);
        }
        for (String keep : new String[] {"usa", "uk", "uae"}) {
            n.put(keep, m.get(keep));
        }
        this.names = Map.copyOf(n);
    }

    /**
     * Adds aliases of a canonical name. The canonical name's own entry (from the JDK list, if
     * any) is resolved first so aliases point at what the JDK calls it.
     */
    private static void alias(Map<String, String> m, String canonical, String... aliases) {
        String target = m.getOrDefault(text(canonical), text(canonical));
        m.put(text(canonical), target);
        for (String a : aliases) {
            m.put(text(a), target);
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
