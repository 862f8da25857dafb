package org.georc.core.io;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.georc.core.chain.ReasoningChain;

/**
 * A line of the references file: {@code {"id", "chain"}} plus optional {@code country},
 * {@code image} (a path relative to the references file) and {@code location}.
 *
 * @param id        item id, unique in the file
 * @param chain     the parsed expert chain
 * @param country   the true country, or null
 * @param image     the image path resolved against the file's folder, or null
 * @param location  location levels (country/state/city/place), possibly empty
 * @param source    file and line, for messages
 */
public record ReferenceRecord(String id, ReasoningChain chain, String country, Path image,
                              Map<String, String> location, String source) {

    /** Copies the location map. */
    public ReferenceRecord {
        location = Map.copyOf(location);
    }

    /** @return the true country, if annotated */
    public Optional<String> countryName() {
        return Optional.ofNullable(country);
    }

    /** @return the image, if any */
    public Optional<Path> imagePath() {
        return Optional.ofNullable(image);
    }
}
