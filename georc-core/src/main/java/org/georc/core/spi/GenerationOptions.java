package org.georc.core.spi;

import java.util.List;

/**
 * Decoding settings. Judges decode greedily by default so that scores are reproducible.
 *
 * @param maxNewTokens  upper bound on generated tokens, at least 1
 * @param temperature   0 for greedy decoding
 * @param seed          sampling seed passed to back-ends that take one
 * @param stopSequences extra stop strings
 */
public record GenerationOptions(int maxNewTokens, double temperature, long seed, List<String> stopSequences) {

    /** Validates the ranges. */
    public GenerationOptions {
        if (maxNewTokens < 1) {
            throw new IllegalArgumentException("maxNewTokens must be >= 1, got " + maxNewTokens);
        }
        if (!(temperature >= 0.0) || !Double.isFinite(temperature)) {
            throw new IllegalArgumentException("temperature must be a finite number >= 0, got " + temperature);
        }
        stopSequences = List.copyOf(stopSequences);
    }

    /** @return greedy decoding, 256 new tokens, seed 0, no extra stops */
    public static GenerationOptions greedy() {
        return new GenerationOptions(256, 0.0, 0L, List.of());
    }

    /**
     * @param n new limit
     * @return a copy with another token limit
     */
    public GenerationOptions withMaxNewTokens(int n) {
        return new GenerationOptions(n, temperature, seed, stopSequences);
    }
}
