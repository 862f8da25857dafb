package org.georc.core.spi;

/**
 * Opens a model of one type for a run whose caller supplied none. A judge declares the kinds of
 * model it uses ({@link JudgeProvider#models()}); the scoring engine takes each from the caller
 * and, when the caller has none of that type, from the factory registered for the type. A new
 * kind of model is a new interface plus a factory in a jar, registered with a line in
 * {@code META-INF/services/org.georc.core.spi.ModelFactory} (and {@code provides} in a named
 * module): nothing in the engine, the CLI or the server names it.
 *
 * <pre>{@code
 * public final class GlossaryFactory implements ModelFactory<Glossary> {
 *     public Class<Glossary> type() { return Glossary.class; }
 *     public String name() { return "built-in glossary"; }
 *     public Glossary open(ModelRequest request) {
 *         return request.setting("dir").map(Glossary::load).orElseGet(Glossary::builtIn);
 *     }
 * }
 * }</pre>
 *
 * @param <T> the model interface
 */
public interface ModelFactory<T> {

    /** @return the model interface this factory opens (looked up exactly, not by subtype) */
    Class<T> type();

    /** @return a short name for messages and help output ("embedded all-MiniLM-L6-v2") */
    String name();

    /**
     * Opens a model. The caller owns it: a model that is {@link AutoCloseable} is closed by the
     * caller when the run ends.
     *
     * @param request who asks, how many threads will call the model, and the caller's settings
     * @return the model, ready
     * @throws org.georc.core.ConfigurationException for a setting the factory cannot use
     * @throws org.georc.core.ModelException         when the model cannot load
     */
    T open(ModelRequest request);
}
