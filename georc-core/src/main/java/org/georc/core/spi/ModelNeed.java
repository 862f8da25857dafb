package org.georc.core.spi;

import java.util.Objects;

/**
 * One kind of model a judge uses, as its provider declares it in {@link JudgeProvider#models()}:
 * the model's type, looked up in {@link JudgeResources} with {@link JudgeResources#require} or
 * {@link JudgeResources#optional}, and whether the judge cannot be built without it.
 *
 * @param type     the model's interface ({@link SentenceEncoder}, {@link LanguageModel}, or any other)
 * @param required true: {@link Judges#create} refuses resources without one; false: the judge
 *                 takes one when given (and may load a default itself)
 */
public record ModelNeed(Class<?> type, boolean required) {

    /** Checks the type. */
    public ModelNeed {
        Objects.requireNonNull(type, "type");
    }

    /**
     * @param type the model's interface
     * @return a model the judge cannot do without
     */
    public static ModelNeed required(Class<?> type) {
        return new ModelNeed(type, true);
    }

    /**
     * @param type the model's interface
     * @return a model the judge uses when given one
     */
    public static ModelNeed optional(Class<?> type) {
        return new ModelNeed(type, false);
    }

    /** @return the model in words ("a language model"), from its {@link ModelKind} or its name */
    public String describe() {
        return describe(type);
    }

    /**
     * @param type a model type
     * @return its {@link ModelKind} words, or its simple name in lower-case words with an article
     */
    public static String describe(Class<?> type) {
        ModelKind k = type.getAnnotation(ModelKind.class);
        if (k != null) {
            return k.value();
        }
        String words = type.getSimpleName().replaceAll("([a-z0-9])([A-Z])", "$1 $2").toLowerCase(java.util.Locale.ROOT);
        return ("aeiou".indexOf(words.isEmpty() ? 'x' : words.charAt(0)) >= 0 ? "an " : "a ") + words;
    }

    /**
     * @param type a model type
     * @return the prefix of its entries in a run's settings: {@link ModelKind#key()}, else the
     *         simple name in snake case
     */
    public static String settingsKey(Class<?> type) {
        ModelKind k = type.getAnnotation(ModelKind.class);
        if (k != null && !k.key().isEmpty()) {
            return k.key();
        }
        return type.getSimpleName().replaceAll("([a-z0-9])([A-Z])", "$1_$2").toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * @param type a model type
     * @return what a judge says when the model is missing: the words and, when the kind has one, how to supply it
     */
    public static String missing(Class<?> type) {
        ModelKind k = type.getAnnotation(ModelKind.class);
        return describe(type) + (k == null || k.hint().isEmpty() ? "" : " (" + k.hint() + ")");
    }

    /** @return "a language model", or "optionally a sentence encoder", readable as printed */
    @Override
    public String toString() {
        return (required ? "" : "optionally ") + describe();
    }
}
