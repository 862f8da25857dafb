package org.georc.core.spi;

import java.util.List;
import java.util.Optional;

/**
 * Texts in, L2-normalised {@code float} vectors out. Implementations are thread-safe.
 *
 * <p>The batch form returns one contiguous row-major array, {@code texts.size() * dimension()}
 * floats, ready for {@link org.georc.metrics.CosineKernel}.
 */
@ModelKind(value = "a sentence encoder", key = "encoder")
public interface SentenceEncoder extends Fingerprinted, AutoCloseable {

    /** @return the vector dimension (384 for all-MiniLM-L6-v2) */
    int dimension();

    /** @return an id for provenance, such as "sentence-transformers/all-MiniLM-L6-v2" */
    String modelId();

    /** @return SHA-256 of the weights, when known */
    default Optional<String> weightsSha256() {
        return Optional.empty();
    }

    /**
     * What a run records of this encoder: its id and, when known, the SHA-256 of its weights.
     * Encoders whose vectors depend on more (a window length) add it.
     *
     * @return the entries ({@link Fingerprinted})
     */
    @Override
    default java.util.Map<String, String> fingerprint() {
        java.util.Map<String, String> m = new java.util.LinkedHashMap<>();
        m.put("", modelId());
        weightsSha256().ifPresent(w -> m.put("weights_sha256", w));
        return m;
    }

    /**
     * Encodes texts.
     *
     * @param texts the texts, in order
     * @return {@code texts.size() * dimension()} floats, row {@code i} the unit vector of text {@code i}
     */
    float[] encode(List<String> texts);

    /**
     * Encodes one text.
     *
     * @param text the text
     * @return its unit vector
     */
    default float[] encode(String text) {
        return encode(List.of(text));
    }

    /** Releases resources; the default does nothing. */
    @Override
    default void close() {
    }
}
