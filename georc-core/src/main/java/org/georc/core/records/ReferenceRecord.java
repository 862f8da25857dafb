package org.georc.core.records;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.georc.core.chain.ReasoningChain;

/**
 * A reference chain: a line of the references file ({@code {"id", "chain"}} plus optional
 * {@code country}, {@code image} (a path relative to the references file), {@code location}
 * and {@code expert}), or one round of an expert file of a GeoRC folder.
 *
 * @param id        item id
 * @param chain     the parsed expert chain
 * @param country   the true country, or null
 * @param image     the image path resolved against the file's folder, or null
 * @param location  location levels (country/state/city/place), possibly empty
 * @param source    file and line, for messages
 * @param expert    which expert wrote the chain (1, 2, 3 in the released data), or null when
 *                  the file does not say (then the id has one reference)
 */
public record ReferenceRecord(String id, ReasoningChain chain, String country, Path image,
                              Map<String, String> location, String source, Integer expert) {

    /** Copies the location map and checks the expert number. */
    public ReferenceRecord {
        location = Map.copyOf(location);
        if (expert != null && expert < 1) {
            throw new IllegalArgumentException("expert numbers start at 1, got " + expert);
        }
    }

    /**
     * A reference that names no expert.
     *
     * @param id       item id
     * @param chain    the parsed chain
     * @param country  the true country, or null
     * @param image    the image, or null
     * @param location location levels, possibly empty
     * @param source   file and line, for messages
     */
    public ReferenceRecord(String id, ReasoningChain chain, String country, Path image,
                           Map<String, String> location, String source) {
        this(id, chain, country, image, location, source, null);
    }

    /** @return the true country, if annotated */
    public Optional<String> countryName() {
        return Optional.ofNullable(country);
    }

    /** @return the image, if any */
    public Optional<Path> imagePath() {
        return Optional.ofNullable(image);
    }

    /** @return the expert number, if the source names one */
    public Optional<Integer> expertNumber() {
        return Optional.ofNullable(expert);
    }

    /**
     * @param other another chain for the same item (another expert's, or a paper-mode re-read)
     * @return this reference with another chain
     */
    public ReferenceRecord withChain(ReasoningChain other) {
        return new ReferenceRecord(id, other, country, image, location, source, expert);
    }
}
