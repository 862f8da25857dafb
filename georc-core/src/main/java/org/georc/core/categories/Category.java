package org.georc.core.categories;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The ten scene-attribute categories GeoRC labels statements with (section 2.3), in the order
 * the paper lists them.
 */
public enum Category {
    /** Poles, bollards, road markings, guardrails, signs as objects, driving side. */
    INFRASTRUCTURE,
    /** Trees, crops, grass. */
    VEGETATION,
    /** Buildings, roofs, building materials. */
    ARCHITECTURE,
    /** GeoGuessr and Street View cues: the car, the camera generation, coverage, image artefacts. */
    META,
    /** Visible language and script. */
    LANGUAGE,
    /** Religion, dress, flags, customs. */
    CULTURE,
    /** Landforms and water: mountains, plains, coast. */
    TERRAIN,
    /** Weather, snow, aridity, the sun's position. */
    CLIMATE,
    /** Cars, buses, motorbikes, licence plates. */
    VEHICLES,
    /** Soil and rock. */
    GEOLOGY;

    /** The most categories one statement gets. */
    public static final int MAX_PER_STATEMENT = 3;

    /** @return the lower-case name written in files ("infrastructure") */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * @param label a category name, any case
     * @return the category, empty when the name is not one of the ten
     */
    public static Optional<Category> fromLabel(String label) {
        if (label == null) {
            return Optional.empty();
        }
        String l = label.strip().toUpperCase(Locale.ROOT);
        for (Category c : values()) {
            if (c.name().equals(l)) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }

    /** @return the ten names, comma-separated, for messages */
    public static String labels() {
        return Arrays.stream(values()).map(Category::label).collect(Collectors.joining(", "));
    }
}
