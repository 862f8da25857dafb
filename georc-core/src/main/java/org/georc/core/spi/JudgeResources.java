package org.georc.core.spi;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.georc.core.GeorcException;
import org.georc.core.ConfigurationException;

/**
 * Models and options handed to a {@link JudgeProvider}. Built with {@link #builder()};
 * immutable. The caller owns the models and closes them.
 */
public final class JudgeResources {
    private final SentenceEncoder encoder;
    private final LanguageModel languageModel;
    private final VisionLanguageModel visionModel;
    private final Map<String, String> options;
    /** The options the judge being built declares, or null when unknown (resources not yet handed to a provider). */
    private final JudgeProvider readBy;

    private JudgeResources(Builder b) {
        this.encoder = b.encoder;
        this.languageModel = b.languageModel;
        this.visionModel = b.visionModel;
        this.options = Map.copyOf(b.options);
        this.readBy = null;
    }

    private JudgeResources(JudgeResources r, JudgeProvider provider) {
        this.encoder = r.encoder;
        this.languageModel = r.languageModel;
        this.visionModel = r.visionModel;
        this.options = r.options;
        this.readBy = provider;
    }

    /**
     * The same resources for a provider's {@code create}: reading an option the provider does
     * not declare in {@link JudgeProvider#options()} then throws, so a declaration cannot fall
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

    /** @return empty resources: no model, no option */
    public static JudgeResources none() {
        return builder().build();
    }

    /** @return the sentence encoder, if given */
    public Optional<SentenceEncoder> encoder() {
        return Optional.ofNullable(encoder);
    }

    /** @return the language model, if given */
    public Optional<LanguageModel> languageModel() {
        return Optional.ofNullable(languageModel);
    }

    /** @return the vision-language model, if given */
    public Optional<VisionLanguageModel> visionModel() {
        return Optional.ofNullable(visionModel);
    }

    /** @return all options */
    public Map<String, String> options() {
        return options;
    }

    /**
     * @param key option name
     * @return the option's value, if set
     */
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
     */
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
     */
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
     * @throws ConfigurationException for any other value
     */
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
     * The encoder, or a clear error naming the judge that needs it.
     *
     * @param judge the judge asking
     * @return the encoder
     */
    public SentenceEncoder requireEncoder(String judge) {
        if (encoder == null) {
            throw new ConfigurationException("judge \"" + judge + "\" needs a sentence encoder");
        }
        return encoder;
    }

    /**
     * The language model, or a clear error naming the judge that needs it.
     *
     * @param judge the judge asking
     * @return the model
     */
    public LanguageModel requireLanguageModel(String judge) {
        if (languageModel == null) {
            throw new ConfigurationException("judge \"" + judge
                    + "\" needs a language model (a local ONNX model directory or an OpenAI-compatible endpoint)");
        }
        return languageModel;
    }

    /**
     * The vision-language model, or a clear error naming the judge that needs it.
     *
     * @param judge the judge asking
     * @return the model
     */
    public VisionLanguageModel requireVisionModel(String judge) {
        if (visionModel == null) {
            throw new ConfigurationException("judge \"" + judge + "\" needs a vision-language model");
        }
        return visionModel;
    }

    /** Builder for {@link JudgeResources}. */
    public static final class Builder {
        private SentenceEncoder encoder;
        private LanguageModel languageModel;
        private VisionLanguageModel visionModel;
        private final Map<String, String> options = new LinkedHashMap<>();

        private Builder() {
        }

        /** @param e the sentence encoder @return this */
        public Builder encoder(SentenceEncoder e) {
            this.encoder = e;
            return this;
        }

        /** @param m the language model @return this */
        public Builder languageModel(LanguageModel m) {
            this.languageModel = m;
            return this;
        }

        /** @param m the vision-language model (also used as language model when none is set) @return this */
        public Builder visionModel(VisionLanguageModel m) {
            this.visionModel = m;
            return this;
        }

        /** @param key option name @param value option value @return this */
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
