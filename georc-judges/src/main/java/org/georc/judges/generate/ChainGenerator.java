package org.georc.judges.generate;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;
import org.georc.core.JudgeException;
import org.georc.core.ModelException;
import org.georc.core.chain.ChainParser;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.spi.ChatMessage;
import org.georc.core.spi.GenerationOptions;
import org.georc.core.spi.LanguageModel;
import org.georc.core.spi.VisionLanguageModel;
import org.georc.judges.llm.prompt.Prompts;

/**
 * Writes reasoning chains with a model, from one of the project's versioned prompts:
 * <ul>
 *   <li>{@link Kind#CANDIDATE} ({@code generate-candidate}): a VLM sees a round image and lists
 *       its evidence, then a "Conclusion: country, city" line; no slots;</li>
 *   <li>{@link Kind#HALLUCINATED} ({@code baseline-hallucinated}): an LLM is told the place
 *       (slot {@code place}) and no image, and writes a chain as if it saw a photo from there
 *       (the paper's hallucinated baseline);</li>
 *   <li>{@link Kind#PARAPHRASED} ({@code baseline-paraphrase}): an LLM restates an expert chain
 *       (slot {@code chain}) in other words (the paper's paraphrased baseline).</li>
 * </ul>
 * An answer that holds no statement once parsed is asked again (with another seed), up to
 * {@code retries} times; then {@link #generate} throws a {@link JudgeException}, which callers
 * record as the item's failure. Thread-safe when the model is.
 */
public final class ChainGenerator {
    /** What is generated, and from which prompt. */
    public enum Kind {
        /** A candidate chain from a round image. */
        CANDIDATE("generate-candidate"),
        /** A chain for a place the model is told, without the image. */
        HALLUCINATED("baseline-hallucinated"),
        /** An expert chain in other words. */
        PARAPHRASED("baseline-paraphrase");

        private final String prompt;

        Kind(String prompt) {
            this.prompt = prompt;
        }

        /** @return the prompt's name (its files are {@code NAME.system.txt} and {@code NAME.user.txt}) */
        public String prompt() {
            return prompt;
        }
    }

    private static final Pattern FENCE_LINE = Pattern.compile("(?m)^\\s*```[A-Za-z]*\\s*$");

    private final Kind kind;
    private final LanguageModel model;
    private final GenerationOptions options;
    private final int retries;

    private ChainGenerator(Kind kind, LanguageModel model, GenerationOptions options, int retries) {
        if (retries < 0 || retries > 10) {
            throw new IllegalArgumentException("retries must lie in [0, 10], got " + retries);
        }
        this.kind = kind;
        this.model = Objects.requireNonNull(model, "model");
        this.options = Objects.requireNonNull(options, "options");
        this.retries = retries;
    }

    /**
     * @param vlm     the vision-language model whose chains are benchmarked
     * @param options decoding settings (the seed is replaced per item)
     * @param retries extra attempts after an answer without statements
     * @return a candidate generator
     */
    public static ChainGenerator candidates(VisionLanguageModel vlm, GenerationOptions options, int retries) {
        return new ChainGenerator(Kind.CANDIDATE, vlm, options, retries);
    }

    /**
     * @param llm     the model that writes the hallucinated chains
     * @param options decoding settings (the seed is replaced per item)
     * @param retries extra attempts after an answer without statements
     * @return a hallucinated-baseline generator (slot {@code place})
     */
    public static ChainGenerator hallucinated(LanguageModel llm, GenerationOptions options, int retries) {
        return new ChainGenerator(Kind.HALLUCINATED, llm, options, retries);
    }

    /**
     * @param llm     the model that paraphrases
     * @param options decoding settings (the seed is replaced per item)
     * @param retries extra attempts after an answer without statements
     * @return a paraphrase generator (slot {@code chain})
     */
    public static ChainGenerator paraphrased(LanguageModel llm, GenerationOptions options, int retries) {
        return new ChainGenerator(Kind.PARAPHRASED, llm, options, retries);
    }

    /** @return what this generator writes */
    public Kind kind() {
        return kind;
    }

    /** @return the model's id */
    public String modelId() {
        return model.modelId();
    }

    /** @return the prompt version ({@link Prompts#VERSION}) */
    public String promptVersion() {
        return Prompts.VERSION;
    }

    /**
     * @return the SHA-256 of the prompt's two files as the current {@link Prompts#source()}
     *         gives them, by file name
     */
    public Map<String, String> promptSha256() {
        Map<String, String> m = new LinkedHashMap<>();
        for (String f : List.of(kind.prompt + ".system.txt", kind.prompt + ".user.txt")) {
            m.put(f, Prompts.source().sha256(f));
        }
        return m;
    }

    /**
     * Writes one chain.
     *
     * @param slots the prompt's slot values (fenced before they enter the prompt)
     * @param image the round image for {@link Kind#CANDIDATE}, else null
     * @param seed  the item's seed (attempt k uses {@code seed + k})
     * @return the answer text, trimmed, with code-fence lines removed
     * @throws JudgeException when the model fails or every answer holds no statement
     */
    public String generate(Map<String, String> slots, Path image, long seed) {
        if (kind == Kind.CANDIDATE && image == null) {
            throw new JudgeException("candidate generation needs the round image");
        }
        List<ChatMessage> messages = Prompts.messages(kind.prompt, slots);
        String last = null;
        for (int attempt = 0; attempt <= retries; attempt++) {
            GenerationOptions o = new GenerationOptions(options.maxNewTokens(), options.temperature(), seed + attempt,
                    options.stopSequences());
            try {
                last = kind == Kind.CANDIDATE ? ((VisionLanguageModel) model).generate(messages, image, o)
                        : model.generate(messages, o);
            } catch (ModelException e) {
                throw new JudgeException("model failed: " + e.getMessage(), e);
            }
            String text = clean(last);
            ReasoningChain chain = ChainParser.DEFAULT.parse(text);
            if (!chain.statements().isEmpty()) {
                return text;
            }
        }
        String shown = last == null ? "null" : last.length() > 120 ? last.substring(0, 120) + "..." : last;
        throw new JudgeException("no statement in the answer after " + (retries + 1) + " attempt(s): \""
                + shown.replace('\n', ' ') + "\"");
    }

    static String clean(String answer) {
        return answer == null ? "" : FENCE_LINE.matcher(answer).replaceAll("").strip();
    }

    @Override
    public String toString() {
        return "ChainGenerator[" + kind.prompt + ", " + model.modelId() + "]";
    }
}
