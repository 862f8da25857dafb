package org.georc.core.gtpred;

import java.util.Locale;
import org.georc.metrics.GtpredScoring;

/**
 * Where a photo was taken, as GTPred's four levels. A level that is absent or blank is null.
 * Records compare by value, so {@code Location.of("France", null, "Paris", null)} equals
 * another location with the same text (before normalisation: "FR" and "France" differ here;
 * {@link LocationNormalizer#normalise} makes them equal).
 *
 * @param country country, or null
 * @param state   state, province or region, or null
 * @param city    city or town, or null
 * @param place   place within the city (a landmark, a street), or null
 */
public record Location(String country, String state, String city, String place) {

    /** The four levels, coarse to fine, with their GTPred weights. */
    public enum Level {
        /** Country, weight 0.2. */
        COUNTRY,
        /** State, province or region, weight 0.2. */
        STATE,
        /** City or town, weight 0.3. */
        CITY,
        /** Place within the city, weight 0.3. */
        PLACE;

        /** @return the JSON field name: {@code country}, {@code state}, {@code city} or {@code place} */
        public String field() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** @return the level's weight in the location score */
        public double weight() {
            return GtpredScoring.levelWeight(ordinal());
        }
    }

    /** Turns blank levels into null. */
    public Location {
        country = blankToNull(country);
        state = blankToNull(state);
        city = blankToNull(city);
        place = blankToNull(place);
    }

    /**
     * @param country country, or null
     * @param state   state, or null
     * @param city    city, or null
     * @param place   place, or null
     * @return the location
     */
    public static Location of(String country, String state, String city, String place) {
        return new Location(country, state, city, place);
    }

    /**
     * @param level a level
     * @return its value, or null
     */
    public String get(Level level) {
        return switch (level) {
            case COUNTRY -> country;
            case STATE -> state;
            case CITY -> city;
            case PLACE -> place;
        };
    }

    /** @return whether no level is given */
    public boolean isEmpty() {
        return country == null && state == null && city == null && place == null;
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s;
    }
}
