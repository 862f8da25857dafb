package org.georc.core.spi;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.georc.core.GeorcException;
import org.georc.core.ConfigurationException;

/**
 * Models and options handed to a {@link JudgeProvider}. Models are kept by type and looked up by
 * type ({@link #require}, {@link #optional}), so a judge that needs a new kind of model needs no
 * change here. Options are read through their declaration ({@link #number(JudgeOption)},
 * {@link #integer}, {@link #bool}, {@link #choice}, {@link #text}, {@link #isSet}), which
 * supplies the default and checks the value, so a default is written once, in the
 * {@link JudgeOption}; {@link #options()} gives them all as given. The string-keyed reads
 * ({@link #option(String)}, {@link #doubleOption}, {@link #intOption}, {@link #booleanOption})
 * are deprecated. Built with {@link #builder()}; immutable. The caller owns the models and
 * closes them.
 */
public final class JudgeResources {
    /** The models by the type they were given as, in the order given. */
    private final Map<Class<?>, Object> models;
    private final Map<String, String> options;
    /** The provider about to read these resources, or null when unknown (resources not yet handed to a provider). */
    private final JudgeProvider readBy;

    private JudgeResources(Builder b) {
        this.models = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(b.models));
        this.options = Map.copyOf(b.options);
        this.readBy = null;
    }

    private JudgeResources(JudgeResources r, JudgeProvider provider) {
        this.models = r.models;
        this.options = r.options;
        this.readBy = provider;
    }

    /**
     * The same resources for a provider's {@code create}: reading an option the provider does
     * not declare in {@link JudgeProvider#options()}, or looking up a model type it does not
     * declare in {@link JudgeProvider#models()}, then throws, so a declaration cannot fall
     * behind the code. {@link Judges#create} hands providers such a copy.
     *
     * @param provider the provider about to read the options
     * @return the guarded copy
     */
    JudgeResources readBy(JudgeProvider provider) {
        return new JudgeResources(this, provider);
    }

    private void requireDeclared(String key) {
        if (readBy != null && readBy.options().stream().noneMatch(o -> o.name().equals(key))) {
            throw new GeorcException("judge \"" + readBy.name() + "\" reads option \"" + key
                    + "\", which its provider " + readBy.getClass().getName() + " does not declare in options()");
        }
    }

    /** @return a new builder */
    public static Builder builder() {
        return new Builder();
    }

    /** @return a builder holding these models and options, to add to or replace */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.models.putAll(models);
        b.options.putAll(options);
        return b;
    }

    /** @return empty resources: no model, no option */
    public static JudgeResources none() {
        return builder().build();
    }

    /**
     * A model by type: the one given as exactly that type, else the first one given that is an
     * instance of it (a vision-language model given alone also answers for
     * {@link LanguageModel}).
     *
     * @param type the model's interface
     * @param <T>  the type
     * @return the model, if given
     * @throws org.georc.core.GeorcException when the provider reading these resources does not
     *                                       declare the type in {@link JudgeProvider#models()}
     */
    public <T> Optional<T> optional(Class<T> type) {
        if (readBy != null && !readBy.uses(type)) {
            throw new GeorcException("judge \"" + readBy.name() + "\" looks up " + ModelNeed.describe(type) + " ("
                    + type.getName() + "), which its provider " + readBy.getClass().getName()
                    + " does not declare in models()");
        }
        Object exact = models.get(type);
        if (exact != null) {
            return Optional.of(type.cast(exact));
        }
        return models.values().stream().filter(type::isInstance).map(type::cast).findFirst();
    }

    /**
     * A model by type, or a clear error naming the judge and the model it needs.
     *
     * @param type the model's interface
     * @param <T>  the type
     * @return the model
     * @throws ConfigurationException when none was given
     */
    public <T> T require(Class<T> type) {
        return optional(type).orElseThrow(() -> new ConfigurationException(
                "judge \"" + (readBy == null ? "?" : readBy.name()) + "\" needs " + ModelNeed.missing(type)));
    }

    /** @return the model types given, in the order given */
    public java.util.Set<Class<?>> modelTypes() {
        return models.keySet();
    }

    /** @return all options */
    public Map<String, String> options() {
        return options;
    }

    /**
     * @param key option name
     * @return the option's value, if set, as given
     * @deprecated read a declared option with {@link #text(JudgeOption)} (or {@link #choice},
     *             {@link #number}, {@link #integer}, {@link #bool}), or test it with
     *             {@link #isSet(JudgeOption)}: the declaration checks the value and supplies
     *             the default; {@link #options()} still gives every option as given
     */
    @Deprecated
    public Optional<String> option(String key) {
        requireDeclared(key);
        return Optional.ofNullable(options.get(key));
    }

    /**
     * A numeric option.
     *
     * @param key      option name
     * @param fallback value when unset
     * @return the parsed value
     * @throws ConfigurationException if the value is not a finite number
     * @deprecated declare the option ({@link JudgeOption#number}) and read it with
     *             {@link #number(JudgeOption)}, which takes the default from the declaration
     *             and checks the range
     */
    @Deprecated
    public double doubleOption(String key, double fallback) {
        requireDeclared(key);
        String v = options.get(key);
        if (v == null) {
            return fallback;
        }
        try {
            double d = Double.parseDouble(v.strip());
            if (!Double.isFinite(d)) {
                throw new NumberFormatException("not finite");
            }
            return d;
        } catch (NumberFormatException e) {
            throw new ConfigurationException("option " + key + " must be a number, got \"" + v + "\"", e);
        }
    }

    /**
     * A whole-number option.
     *
     * @param key      option name
     * @param fallback value when unset
     * @return the parsed value
     * @throws ConfigurationException if the value is not a whole number that fits an {@code int}
     * @deprecated declare the option ({@link JudgeOption#integer}) and read it with
     *             {@link #integer(JudgeOption)}, which takes the default from the declaration
     *             and checks the range
     */
    @Deprecated
    public int intOption(String key, int fallback) {
        requireDeclared(key);
        String v = options.get(key);
        if (v == null) {
            return fallback;
        }
        try {
            return Integer.parseInt(v.strip());
        } catch (NumberFormatException e) {
            throw new ConfigurationException("option " + key + " must be a whole number, got \"" + v + "\"", e);
        }
    }

    /**
     * A boolean option ("true"/"false", case-insensitive).
     *
     * @param key      option name
     * @param fallback value when unset
     * @return the parsed value
     * @throws ConfigurationException for any other value
     * @deprecated declare the option ({@link JudgeOption#bool}) and read it with
     *             {@link #bool(JudgeOption)}, which takes the default from the declaration
     */
    @Deprecated
    public boolean booleanOption(String key, boolean fallback) {
        requireDeclared(key);
        String v = options.get(key);
        if (v == null) {
            return fallback;
        }
        switch (v.strip().toLowerCase(java.util.Locale.ROOT)) {
            case "true":
                return true;
            case "false":
                return false;
            default:
                throw new ConfigurationException("option " + key + " must be true or false, got \"" + v + "\"");
        }
    }

    /**
     * @param option a declared option
     * @return whether the option was given (an option with no default is read only when it is)
     */
    public boolean isSet(JudgeOption option) {
        requireDeclared(option.name());
        return options.containsKey(option.name());
    }

    /**
     * @param option a declared {@link JudgeOption.Type#NUMBER} option
     * @return its value, or its default when unset
     * @throws ConfigurationException for a bad value (naming the option and what it accepts)
     */
    public double number(JudgeOption option) {
        return Double.parseDouble(value(option, JudgeOption.Type.NUMBER));
    }

    /**
     * @param option a declared {@link JudgeOption.Type#INTEGER} option
     * @return its value, or its default when unset
     * @throws ConfigurationException for a bad value or one that does not fit an {@code int}
     */
    public int integer(JudgeOption option) {
        String v = value(option, JudgeOption.Type.INTEGER);
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw new ConfigurationException("option " + option.name() + " must be a whole number that fits an int, got \""
                    + v + "\"", e);
        }
    }

    /**
     * @param option a declared {@link JudgeOption.Type#BOOLEAN} option
     * @return its value, or its default when unset
     */
    public boolean bool(JudgeOption option) {
        return Boolean.parseBoolean(value(option, JudgeOption.Type.BOOLEAN));
    }

    /**
     * @param option a declared {@link JudgeOption.Type#CHOICE} option
     * @return its value in lower case, or its default when unset
     */
    public String choice(JudgeOption option) {
        return value(option, JudgeOption.Type.CHOICE);
    }

    /**
     * @param option a declared {@link JudgeOption.Type#TEXT} or {@link JudgeOption.Type#PATH} option
     * @return its value, stripped, or its default; empty when neither
     */
    public Optional<String> text(JudgeOption option) {
        if (option.type() != JudgeOption.Type.TEXT && option.type() != JudgeOption.Type.PATH) {
            throw wrongType(option, "text or a path");
        }
        requireDeclared(option.name());
        String v = options.get(option.name());
        return v == null ? Optional.ofNullable(option.defaultValue()) : Optional.of(option.canonical(judgeName(), v));
    }

    /** The value in canonical form (checked against the declaration: type and range), else the default. */
    private String value(JudgeOption option, JudgeOption.Type type) {
        if (option.type() != type) {
            throw wrongType(option, type.describe());
        }
        requireDeclared(option.name());
        String v = options.get(option.name());
        if (v != null) {
            return option.canonical(judgeName(), v);
        }
        if (option.defaultValue() == null) {
            throw new GeorcException("option " + option.name() + " has no default; read it only when isSet(...)");
        }
        return option.defaultValue();
    }

    private GeorcException wrongType(JudgeOption option, String as) {
        return new GeorcException("option " + option.name() + " is declared as " + option.type().describe()
                + ", read as " + as);
    }

    private String judgeName() {
        return readBy == null ? "?" : readBy.name();
    }

    /** Builder for {@link JudgeResources}. */
    public static final class Builder {
        private final Map<Class<?>, Object> models = new LinkedHashMap<>();
        private final Map<String, String> options = new LinkedHashMap<>();

        private Builder() {
        }

        /**
         * Gives a model, kept under its type (a second model of the same type replaces the first).
         *
         * @param type  the type judges look it up by
         * @param model the model, or null to give none
         * @param <T>   the type
         * @return this
         */
        public <T> Builder model(Class<T> type, T model) {
            java.util.Objects.requireNonNull(type, "type");
            if (model == null) {
                models.remove(type);
            } else {
                models.put(type, type.cast(model));
            }
            return this;
        }

        /**
         * @param e the sentence encoder
         * @return this; the same as {@code model(SentenceEncoder.class, e)}
         */
        public Builder encoder(SentenceEncoder e) {
            return model(SentenceEncoder.class, e);
        }

        /**
         * @param m the language model
         * @return this; the same as {@code model(LanguageModel.class, m)}
         */
        public Builder languageModel(LanguageModel m) {
            return model(LanguageModel.class, m);
        }

        /**
         * @param m the vision-language model (also found as language model when none is given)
         * @return this; the same as {@code model(VisionLanguageModel.class, m)}
         */
        public Builder visionModel(VisionLanguageModel m) {
            return model(VisionLanguageModel.class, m);
        }

        /**
         * @param key option name
         * @param value option value
         * @return this
         */
        public Builder option(String key, String value) {
            if (key == null || key.isBlank() || value == null) {
                throw new ConfigurationException("option key and value must be non-null, key non-blank");
            }
            options.put(key, value);
            return this;
        }

        /** @return the resources */
        public JudgeResources build() {
            return new JudgeResources(this);
        }
    }
}
