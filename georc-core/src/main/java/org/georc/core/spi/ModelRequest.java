package org.georc.core.spi;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What a {@link ModelFactory} is asked for: the model type, who needs it (for messages), how many
 * threads will call the model at once, and the caller's model settings. Settings are named per
 * kind of model, {@code <kind key>.<name>} ({@link ModelNeed#settingsKey}): {@code
 * pair_classifier.dir} is a folder the user named for the pair classifier. A factory reads the
 * settings of its own kind ({@link #setting}) and ignores the rest.
 *
 * @param type     the model interface
 * @param purpose  who needs it, such as {@code judge "cross-encoder"}
 * @param callers  threads that will call the model at once (at least 1)
 * @param settings the caller's model settings, by {@code <kind key>.<name>}
 */
public record ModelRequest(Class<?> type, String purpose, int callers, Map<String, String> settings) {

    /** Well-known setting name: a folder the user named for the model ({@code --model-dir}). */
    public static final String DIR = "dir";

    /** Checks and copies. */
    public ModelRequest {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(purpose, "purpose");
        if (callers < 1) {
            throw new IllegalArgumentException("callers must be at least 1, got " + callers);
        }
        settings = Map.copyOf(settings);
    }

    /**
     * @param type    the model interface
     * @param purpose who needs it
     * @return a request from one thread with no settings
     */
    public static ModelRequest of(Class<?> type, String purpose) {
        return new ModelRequest(type, purpose, 1, Map.of());
    }

    /**
     * @param name a setting of this request's kind of model, such as {@link #DIR}
     * @return its value, if the caller gave one (the entry {@code <kind key>.<name>})
     */
    public Optional<String> setting(String name) {
        return Optional.ofNullable(settings.get(key(type, name)));
    }

    /**
     * @param type a model interface
     * @param name a setting name
     * @return the settings entry that names it for that kind: {@code <kind key>.<name>}
     */
    public static String key(Class<?> type, String name) {
        return ModelNeed.settingsKey(type) + "." + name;
    }
}
