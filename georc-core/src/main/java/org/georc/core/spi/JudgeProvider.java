package org.georc.core.spi;

import java.util.List;

/**
 * Registers a judge by name for {@link java.util.ServiceLoader}. A benchmark author adds a
 * judge with a jar holding an implementation and a line naming it in
 * {@code META-INF/services/org.georc.core.spi.JudgeProvider}. A provider says what the judge
 * uses ({@link #models()}), whether it calls an LLM ({@link #callsLlm()}) and which options it
 * reads ({@link #options()}); {@link Judges#create} checks the judge it builds carries the
 * provider's {@link #name()}.
 */
public interface JudgeProvider {

    /** @return the unique name, lower-case with dashes ("embedding", "one-to-all") */
    String name();

    /** @return one line for help output */
    String description();

    /**
     * The kinds of model the judge uses, looked up by type in {@link JudgeResources}
     * ({@link JudgeResources#require}, {@link JudgeResources#optional}). A new kind of model is
     * just another interface: nothing in core lists them. {@link Judges#create} refuses
     * resources that lack a required one, and a provider that looks up a type it does not
     * declare here fails loudly.
     *
     * @return the declared models, in the order help output names them; the default, an empty
     *         list, means the judge runs with nothing
     */
    default List<ModelNeed> models() {
        return List.of();
    }

    /**
     * Whether the judge sends the chains to a language model. Callers use it for what applies to
     * LLM judges only: checking candidates for text aimed at the judge, recording prompt files in
     * a run's settings, asking for an endpoint before a run starts. It is declared, not inferred
     * from {@link #models()}: a judge may use a model that is no LLM.
     *
     * @return true when scoring a pair asks a language model; the default is false
     */
    default boolean callsLlm() {
        return false;
    }

    /**
     * @param type a model type
     * @return whether {@link #models()} declares it, required or not (a caller with such a model
     *         configured should pass it)
     */
    default boolean uses(Class<?> type) {
        return models().stream().anyMatch(m -> m.type() == type);
    }

    /**
     * @param type a model type
     * @return whether {@link #models()} declares it as required
     */
    default boolean requires(Class<?> type) {
        return models().stream().anyMatch(m -> m.type() == type && m.required());
    }

    /**
     * The options {@link #create} reads from {@link JudgeResources#options()}: name, type, default
     * and a line of documentation each. {@link Judges#create} refuses any other key (suggesting
     * the closest declared name) and any value of the wrong type, so a typo never goes unnoticed;
     * {@code georc score --list-judges} prints them.
     *
     * @return the declared options, in the order help output shows them; the default, an empty
     *         list, means the judge takes no option
     */
    default List<JudgeOption> options() {
        return List.of();
    }

    /**
     * Builds the judge. Callers go through {@link Judges#create}, which checks the options
     * against {@link #options()} first; a provider may assume they are declared and well typed.
     *
     * @param resources models and options
     * @return a ready judge
     * @throws org.georc.core.ConfigurationException if a required resource or option is missing or invalid
     */
    Judge create(JudgeResources resources);
}
