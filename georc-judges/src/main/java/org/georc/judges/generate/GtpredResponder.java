package org.georc.judges.generate;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.georc.core.JudgeException;
import org.georc.core.ModelException;
import org.georc.core.spi.ChatMessage;
import org.georc.core.spi.GenerationOptions;
import org.georc.core.spi.VisionLanguageModel;
import org.georc.judges.llm.prompt.Prompts;

/**
 * Asks a VLM for a GTPred answer from a photo (GTPred: the capture year and the hierarchical
 * location, with the reasoning behind each), under one of three conditions: both parts asked
 * together (prompt {@code gtpred-ask}), the year alone ({@code gtpred-ask-year}) or the location
 * alone ({@code gtpred-ask-location}), for the Table III ablation. The answer is kept as free text
 * for {@code gtpred --extract}. Thread-safe when the model is.
 */
public final class GtpredResponder {
    /** What is asked. */
    public enum Ask {
        /** Year and location together (the default). */
        JOINT("year,location", "gtpred-ask"),
        /** The year alone. */
        YEAR("year", "gtpred-ask-year"),
        /** The location alone. */
        LOCATION("location", "gtpred-ask-location");

        private final String label;
        private final String prompt;

        Ask(String label, String prompt) {
            this.label = label;
            this.prompt = prompt;
        }

        /** @return the condition as written on the command line ("year,location", "year", "location") */
        public String label() {
            return label;
        }

        /** @return the prompt's name */
        public String prompt() {
            return prompt;
        }

        /**
         * @param text "year,location" (or "location,year", "joint"), "year" or "location"
         * @return the condition
         * @throws IllegalArgumentException for anything else
         */
        public static Ask fromLabel(String text) {
            String t = text == null ? "" : text.toLowerCase(Locale.ROOT).replace(" ", "");
            return switch (t) {
                case "year,location", "location,year", "joint" -> JOINT;
                case "year", "time" -> YEAR;
                case "location" -> LOCATION;
                default -> throw new IllegalArgumentException("`ask` must be year,location, year or location, got \""
                        + text + "\"");
            };
        }
    }

    private final VisionLanguageModel model;
    private final GenerationOptions options;
    private final int retries;
    private final Ask ask;

    /**
     * @param model   the VLM
     * @param options token limit, temperature and stop sequences (the seed is given per item)
     * @param retries extra attempts after an empty answer
     * @param ask     what is asked
     */
    public GtpredResponder(VisionLanguageModel model, GenerationOptions options, int retries, Ask ask) {
        if (retries < 0) {
            throw new IllegalArgumentException("retries must be >= 0, got " + retries);
        }
        this.model = model;
        this.options = options;
        this.retries = retries;
        this.ask = ask;
    }

    /** @return the condition */
    public Ask ask() {
        return ask;
    }

    /** @return the model's id */
    public String modelId() {
        return model.modelId();
    }

    /** @return the prompt version and the SHA-256 of the prompt files in use, for the run's settings */
    public Map<String, String> settings() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("ask", ask.label());
        m.put("prompt", ask.prompt());
        m.put("prompt_version", Prompts.VERSION);
        for (String f : List.of(ask.prompt() + ".system.txt", ask.prompt() + ".user.txt")) {
            m.put("prompt." + f, Prompts.source().sha256(f));
        }
        return m;
    }

    /**
     * @param image the photo
     * @param seed  the item's seed (attempt k uses {@code seed + k})
     * @return the answer, trimmed
     * @throws JudgeException when the model fails or every answer is empty
     */
    public String respond(Path image, long seed) {
        List<ChatMessage> messages = Prompts.messages(ask.prompt(), Map.of());
        for (int attempt = 0; attempt <= retries; attempt++) {
            GenerationOptions o = new GenerationOptions(options.maxNewTokens(), options.temperature(), seed + attempt,
                    options.stopSequences());
            String text;
            try {
                text = model.generate(messages, image, o);
            } catch (ModelException e) {
                throw new JudgeException("model failed: " + e.getMessage(), e);
            }
            if (text != null && !text.isBlank()) {
                return text.strip();
            }
        }
        throw new JudgeException("empty answer after " + (retries + 1) + " attempt(s)");
    }
}
