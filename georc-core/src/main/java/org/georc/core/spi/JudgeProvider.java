package org.georc.core.spi;

import java.util.Set;

/**
 * Registers a judge by name for {@link java.util.ServiceLoader}. A benchmark author adds a
 * judge with a jar holding an implementation and a line naming it in
 * {@code META-INF/services/org.georc.core.spi.JudgeProvider}.
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
     * Builds the judge.
     *
     * @param resources models and options
     * @return a ready judge
     * @throws org.georc.core.ConfigurationException if a required resource or option is missing or invalid
     */
    Judge create(JudgeResources resources);
}
