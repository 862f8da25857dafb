package org.georc.core.gtpred;

import java.util.Map;
import java.util.Optional;
import org.georc.core.place.Territories;

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
 *       name, normalised ({@link Territories}).</li>
 * </ol>
 * Immutable and thread-safe.
 */
public final class LocationNormalizer {
    /** The normaliser with the complete country and territory table. */
    public static final LocationNormalizer DEFAULT = new LocationNormalizer();

    private final Map<String, String> countries;
    /** Names and aliases only, no ISO codes and no alias that is also a common word: for free text. */
    private final Map<String, String> names;

    private LocationNormalizer() {
        this.countries = Territories.table();
        this.names = Territories.freeTextTable();
    }

    /**
     * Generic text normalisation (steps 1-3), for any level.
     *
     * @param value raw text (null gives "")
     * @return the normalised text, possibly empty
     */
    public static String text(String value) {
        return Territories.normalise(value);
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
