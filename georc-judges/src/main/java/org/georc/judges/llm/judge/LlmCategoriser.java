package org.georc.judges.llm.judge;

import org.georc.judges.llm.answer.Answers;
import org.georc.judges.llm.answer.Asker;
import org.georc.judges.llm.prompt.PromptSource;
import org.georc.judges.llm.prompt.Prompts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.georc.core.categories.Categoriser;
import org.georc.core.categories.Category;
import org.georc.core.spi.GenerationOptions;
import org.georc.core.spi.LanguageModel;

/**
 * Labels statements with an LLM (prompt {@code categories}, fenced and versioned). An answer is
 * readable when it is a JSON object whose {@code categories} lists one to three distinct names of
 * the ten categories; anything else is retried with a stricter instruction and then fails with a
 * {@link org.georc.core.JudgeException}, which the run records as that statement's
 * {@code categories_error}. Thread-safe when the model is.
 */
public final class LlmCategoriser implements Categoriser {
    /** The prompt's name. */
    public static final String PROMPT = "categories";
    private static final String EXPECTED = "{\"categories\": [\"<main category>\", ...]}";
    private final LanguageModel model;
    private final Asker asker;

    /**
     * @param model   the LLM (the caller closes it)
     * @param retries extra attempts after an unreadable answer
     */
    public LlmCategoriser(LanguageModel model, int retries) {
        if (retries < 0) {
            throw new IllegalArgumentException("retries must be >= 0, got " + retries);
        }
        this.model = model;
        this.asker = new Asker(model, GenerationOptions.greedy().withMaxNewTokens(64), retries);
    }

    @Override
    public String id() {
        return "llm";
    }

    @Override
    public Map<String, String> settings() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("categoriser", id());
        m.put("categoriser_model", model.modelId());
        m.put("prompt_version", Prompts.VERSION);
        PromptSource src = Prompts.source();
        m.put("prompt." + PROMPT + ".system.txt", src.sha256(PROMPT + ".system.txt"));
        m.put("prompt." + PROMPT + ".user.txt", src.sha256(PROMPT + ".user.txt"));
        return m;
    }

    @Override
    public List<Category> categorise(String statement) {
        return asker.ask(PROMPT, Map.of("statement", statement), EXPECTED, LlmCategoriser::read);
    }

    /**
     * @param answer the model's text
     * @return the categories, empty when the answer is not one to three known, distinct names
     */
    static Optional<List<Category>> read(String answer) {
        Optional<List<String>> names = Answers.strings(answer, "categories");
        if (names.isEmpty() || names.get().isEmpty() || names.get().size() > Category.MAX_PER_STATEMENT) {
            return Optional.empty();
        }
        List<Category> out = new ArrayList<>();
        for (String n : names.get()) {
            Optional<Category> c = Category.fromLabel(n);
            if (c.isEmpty() || out.contains(c.get())) {
                return Optional.empty();
            }
            out.add(c.get());
        }
        return Optional.of(List.copyOf(out));
    }
}
