package org.georc.core.spi;

import java.util.Set;

/**
 * Registers a judge by name for {@link java.util.ServiceLoader}. A benchmark author adds a
 * judge with a jar holding an implementation and a line naming it in
 * {@code META-INF/services/org.georc.core.spi.JudgeProvider}. A provider says what the judge
 * needs ({@link #requirements()}) and which options it reads ({@link #options()}).
 */
public interface JudgeProvider {

    /** What a judge needs from {@link JudgeResources}. */
    enum Requirement {
        /** a sentence encoder */
        ENCODER,
        /** a text language model */
        LANGUAGE_MODEL,
        /** a vision-language model */
        VISION_LANGUAGE_MODEL
    }

    /** @return the unique name, lower-case with dashes ("embedding", "one-to-all") */
    String name();

    /** @return one line for help output */
    String description();

    /** @return what {@link #create} needs; an empty set means the judge runs with nothing */
    Set<Requirement> requirements();

    /**
     * Whether the judge embeds text, so that a caller with a configured encoder should pass it
     * (a judge may also load a default encoder itself when none is given).
     *
     * @return true when {@link Requirement#ENCODER} is required; providers with an optional
     *         encoder override this
     */
    default boolean usesEncoder() {
        return requirements().contains(Requirement.ENCODER);
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
    default java.util.List<JudgeOption> options() {
        return java.util.List.of();
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
