package org.georc.core.result;

import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Where a score came from, so a result file can be audited later.
 *
 * @param judge         the judge's registered name
 * @param modelId       the model (or models) the judge used, or "none"
 * @param weightsSha256 SHA-256 of the model weights, or null when unknown or remote
 * @param promptVersion version of the prompt resources, or null for judges without prompts
 * @param parameters    judge settings that change scores (thresholds, options), sorted by key
 * @param time          when the score was computed
 */
public record Provenance(String judge, String modelId, String weightsSha256, String promptVersion,
                         Map<String, String> parameters, Instant time) {

    /** Copies and sorts the parameters; judge, modelId and time are required. */
    public Provenance {
        if (judge == null || judge.isBlank()) {
            throw new IllegalArgumentException("judge name is required");
        }
        if (modelId == null || modelId.isBlank()) {
            throw new IllegalArgumentException("modelId is required (use \"none\")");
        }
        if (time == null) {
            throw new IllegalArgumentException("time is required");
        }
        // an unmodifiable TreeMap keeps the key order (Map.copyOf would not: its iteration order changes
        // from one JVM to the next, and score rows would differ between runs in the order of "parameters")
        parameters = java.util.Collections.unmodifiableMap(new TreeMap<>(parameters == null ? Map.of() : parameters));
    }

    /**
     * A builder for a judge's provenance template: name the judge once, add what its scores
     * depend on, and stamp each score with {@link #now()}.
     *
     * <pre>{@code
     * Provenance template = Provenance.builder("my-judge").model(llm.modelId()).promptVersion("v1")
     *         .parameter("retries", 2).build();
     * }</pre>
     *
     * @param judge the judge's registered name
     * @return a builder: model "none", no weights, no prompt version, no parameters, time
     *         {@link Instant#EPOCH}
     */
    public static Builder builder(String judge) {
        return new Builder(judge);
    }

    /** @return a copy stamped with the current time, for a score computed now */
    public Provenance now() {
        return at(Instant.now());
    }

    /** @return the weights' SHA-256, if known */
    public Optional<String> weights() {
        return Optional.ofNullable(weightsSha256);
    }

    /** @return the prompt version, if the judge uses prompts */
    public Optional<String> prompt() {
        return Optional.ofNullable(promptVersion);
    }

    /**
     * A copy with one more parameter (or a parameter replaced).
     *
     * @param key   parameter name
     * @param value its value
     * @return the copy
     */
    public Provenance withParameter(String key, String value) {
        java.util.Map<String, String> m = new TreeMap<>(parameters);
        m.put(key, value);
        return new Provenance(judge, modelId, weightsSha256, promptVersion, m, time);
    }

    /**
     * A copy stamped with a new time (provenance templates are built once per judge).
     *
     * @param at the new time
     * @return the copy
     */
    public Provenance at(Instant at) {
        return new Provenance(judge, modelId, weightsSha256, promptVersion, parameters, at);
    }

    /** Builder of a {@link Provenance}; {@link #build()} validates. */
    public static final class Builder {
        private final String judge;
        private String modelId = "none";
        private String weightsSha256;
        private String promptVersion;
        private final Map<String, String> parameters = new TreeMap<>();
        private Instant time = Instant.EPOCH;

        private Builder(String judge) {
            this.judge = judge;
        }

        /**
         * @param id the model (or models) the judge uses (default "none")
         * @return this
         */
        public Builder model(String id) {
            this.modelId = id;
            return this;
        }

        /**
         * @param sha256 SHA-256 of the model weights, or null when unknown or remote
         * @return this
         */
        public Builder weights(String sha256) {
            this.weightsSha256 = sha256;
            return this;
        }

        /**
         * @param version version of the prompt resources, or null
         * @return this
         */
        public Builder promptVersion(String version) {
            this.promptVersion = version;
            return this;
        }

        /**
         * @param key   a setting that changes scores
         * @param value its value, written with {@link String#valueOf(Object)}
         * @return this
         * @throws IllegalArgumentException for a blank key or a null value
         */
        public Builder parameter(String key, Object value) {
            if (key == null || key.isBlank() || value == null) {
                throw new IllegalArgumentException("a provenance parameter needs a key and a value, got " + key + "="
                        + value);
            }
            parameters.put(key, String.valueOf(value));
            return this;
        }

        /**
         * @param at the time (default {@link Instant#EPOCH}, for a template)
         * @return this
         */
        public Builder time(Instant at) {
            this.time = at;
            return this;
        }

        /**
         * @return the provenance
         * @throws IllegalArgumentException for a blank judge or model name
         */
        public Provenance build() {
            return new Provenance(judge, modelId, weightsSha256, promptVersion, parameters, time);
        }
    }
}
