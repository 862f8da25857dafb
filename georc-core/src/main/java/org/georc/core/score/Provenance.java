package org.georc.core.score;

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
        parameters = Map.copyOf(new TreeMap<>(parameters == null ? Map.of() : parameters));
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
}
