package org.georc.judges.llm.answer;

import org.georc.judges.llm.prompt.Prompts;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.georc.core.JudgeException;
import org.georc.core.spi.ChatMessage;
import org.georc.core.spi.GenerationOptions;
import org.georc.core.spi.LanguageModel;

/**
 * Asks a model one prompt and reads the answer, retrying a bounded number of times with a
 * stricter instruction when the answer cannot be read. After the last attempt it throws a
 * {@link JudgeException} quoting the last answer, which the judges record as the pair's
 * {@code judge_error}: a failure is never scored as 0.
 */
public final class Asker {
    private final LanguageModel model;
    private final GenerationOptions options;
    private final int retries;

    public Asker(LanguageModel model, GenerationOptions options, int retries) {
        this.model = model;
        this.options = options;
        this.retries = retries;
    }

    /**
     * @param prompt   prompt name
     * @param slots    values for the prompt's slots
     * @param expected the JSON form, for the stricter retry instruction
     * @param reader   reads an answer, empty when unreadable
     * @param <T>      answer type
     * @return the first readable answer
     * @throws JudgeException after {@code 1 + retries} unreadable answers
     */
    public <T> T ask(String prompt, Map<String, String> slots, String expected, Function<String, Optional<T>> reader) {
        return ask(prompt, slots, expected, reader, null);
    }

    /**
     * As {@link #ask(String, Map, String, Function)}, adding each reply's token usage to a meter.
     *
     * @param meter where usage is summed (null: not counted)
     */
    public <T> T ask(String prompt, Map<String, String> slots, String expected, Function<String, Optional<T>> reader,
              UsageMeter meter) {
        return ask(Prompts.messages(prompt, slots), expected, reader, m -> model.complete(m, options), meter);
    }

    public <T> T ask(List<ChatMessage> base, String expected, Function<String, Optional<T>> reader,
              Function<List<ChatMessage>, org.georc.core.spi.Completion> call, UsageMeter meter) {
        List<ChatMessage> messages = new ArrayList<>(base);
        String last = null;
        for (int attempt = 0; attempt <= retries; attempt++) {
            try {
                org.georc.core.spi.Completion c = call.apply(messages);
                if (meter != null) {
                    meter.add(c);
                }
                last = c.text();
            } catch (org.georc.core.ModelException e) {
                // the back-end gave up on this request (after its own retries): a failure of this pair
                throw new JudgeException("model failed: " + e.getMessage(), e);
            }
            Optional<T> v = reader.apply(last);
            if (v.isPresent()) {
                return v.get();
            }
            if (attempt == 0) {
                messages.add(ChatMessage.assistant(last == null ? "" : last));
                messages.add(ChatMessage.user(Prompts.stricter(expected)));
            }
        }
        String shown = last == null ? "null" : last.length() > 120 ? last.substring(0, 120) + "..." : last;
        throw new JudgeException("unreadable answer after " + (retries + 1) + " attempt(s): \"" + shown.replace('\n', ' ')
                + "\"");
    }
}
