package org.georc.core.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.georc.core.spi.Fingerprinted;
import org.georc.core.spi.ModelFactories;
import org.georc.core.spi.ModelNeed;
import org.georc.core.spi.ModelRequest;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The models of one run: each type asked for once, from the caller's {@link Source} or else from
 * the {@link org.georc.core.spi.ModelFactory} registered for the type; what a factory opened is
 * closed with the run, in reverse order, and what the caller gave stays the caller's. The one
 * copy of this rule: the scoring engine and {@code ChainScorer}'s judges by name both use it.
 */
public final class RunModels implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(RunModels.class);

    /** Where the caller's models come from. */
    public interface Source {
        /**
         * @param type    the model interface
         * @param request who needs it, the callers, the settings
         * @param <T>     the type
         * @return the caller's model of that type, or empty to open the registered default
         */
        <T> Optional<T> find(Class<T> type, ModelRequest request);
    }

    private final Source caller;
    private final int callers;
    private final Map<String, String> settings;
    private final Map<Class<?>, Optional<?>> byType = new LinkedHashMap<>();
    private final List<AutoCloseable> opened = new ArrayList<>();

    /**
     * @param caller   the caller's models
     * @param callers  how many threads will call each model (passed to factories)
     * @param settings the model settings factories read ({@link ModelRequest#settings()})
     */
    public RunModels(Source caller, int callers, Map<String, String> settings) {
        this.caller = caller;
        this.callers = callers;
        this.settings = Map.copyOf(settings);
    }

    /**
     * @param type    the model interface
     * @param purpose who needs it, for the factory's messages
     * @param <T>     the type
     * @return the model: the caller's, else one its factory opened; empty when neither has one
     */
    @SuppressWarnings("unchecked")
    public synchronized <T> Optional<T> get(Class<T> type, String purpose) {
        Optional<?> known = byType.get(type);
        if (known != null) {
            return (Optional<T>) known;
        }
        ModelRequest request = new ModelRequest(type, purpose, callers, settings);
        Optional<T> model = caller.find(type, request);
        if (model.isEmpty()) {
            model = ModelFactories.forType(type).map(f -> {
                T m = f.open(request);
                if (m == null) {
                    throw new IllegalStateException("model factory " + f.getClass().getName() + " opened null");
                }
                if (m instanceof AutoCloseable c) {
                    opened.add(c);
                }
                return m;
            });
        }
        byType.put(type, model);
        return model;
    }

    /**
     * Puts the model of a type, the caller's or one its factory opened, into a judge's resources.
     *
     * @param resources the judge's resources being built
     * @param type      the model interface
     * @param purpose   who needs it, for the factory's messages
     * @param <T>       the type
     * @return whether there was a model to give
     */
    public <T> boolean giveTo(org.georc.core.spi.JudgeResources.Builder resources, Class<T> type, String purpose) {
        Optional<T> model = get(type, purpose);
        model.ifPresent(m -> resources.model(type, m));
        return model.isPresent();
    }

    /** @return the settings entries of every model asked for that has a fingerprint, in the order asked */
    public synchronized Map<String, String> fingerprints() {
        Map<String, String> m = new LinkedHashMap<>();
        byType.forEach((type, model) -> model.filter(Fingerprinted.class::isInstance).map(Fingerprinted.class::cast)
                .ifPresent(f -> f.fingerprint().forEach((k, v) -> {
                    String key = ModelNeed.settingsKey(type);
                    m.put(k.isEmpty() ? key : key + "." + k, v);
                })));
        return m;
    }

    @Override
    public synchronized void close() {
        RuntimeException first = null;
        for (int i = opened.size() - 1; i >= 0; i--) {
            try {
                opened.get(i).close();
            } catch (Exception e) {
                if (e instanceof InterruptedException) {
                    Thread.currentThread().interrupt();
                }
                LOG.warn("closing a model failed: {}", e.toString());
                if (first == null && e instanceof RuntimeException r) {
                    first = r;
                }
            }
        }
        opened.clear();
        if (first != null) {
            throw first;
        }
    }
}
