package org.georc.core.inputs;

import java.nio.file.Path;

/**
 * What is known of one location.
 *
 * @param id      item id
 * @param country true country, or null
 * @param state   state, or null
 * @param city    city, or null
 * @param image   the image, or null
 */
public record Place(String id, String country, String state, String city, Path image) {
    /** @return "city, state, country" from the levels known, or null without a country */
    public String describe() {
        if (country == null) {
            return null;
        }
        StringBuilder sb = new StringBuilder();
        for (String part : new String[] {city, state}) {
            if (part != null && !part.isBlank()) {
                sb.append(part.strip()).append(", ");
            }
        }
        return sb.append(country.strip()).toString();
    }
}
