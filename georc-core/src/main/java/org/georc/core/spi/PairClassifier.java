package org.georc.core.spi;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Pairs of texts in, class probabilities out: a cross-encoder that reads both texts at once. The
 * {@code cross-encoder} judge uses one whose classes are the one-to-all rubric's ({@code same},
 * {@code partial}, {@code contradicts}, {@code unrelated}: how much of the first text's evidence
 * the second states). Implementations are thread-safe.
 */
@ModelKind(value = "a pair classifier", key = "pair_classifier",
        hint = "the georc-cross-encoder weights module on the class path, or a model folder, `pair_classifier.dir`")
public interface PairClassifier extends Fingerprinted, AutoCloseable {

    /** @return an id for provenance, such as "georc/cross-encoder-minilm-l3" */
    String modelId();

    /** @return SHA-256 of the weights, when known */
    default Optional<String> weightsSha256() {
        return Optional.empty();
    }

    /** @return the class names, in the order of each row of {@link #classify} */
    List<String> labels();

    /**
     * Classifies pairs.
     *
     * @param first  the first text of each pair
     * @param second the second text of each pair, as many as {@code first}
     * @return {@code first.size() * labels().size()} floats, row {@code i} the probabilities of
     *         pair {@code i} (each row sums to 1)
     * @throws IllegalArgumentException when the lists differ in size
     */
    float[] classify(List<String> first, List<String> second);

    /** @return the id and, when known, the weights' SHA-256 ({@link Fingerprinted}) */
    @Override
    default Map<String, String> fingerprint() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("", modelId());
        weightsSha256().ifPresent(w -> m.put("weights_sha256", w));
        return m;
    }

    /** Releases native resources; the default holds none. */
    @Override
    default void close() {
    }
}
