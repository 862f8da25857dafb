package org.georc.core.spi;

import java.util.List;

/**
 * A chat language model: messages in, text out. Implementations are thread-safe and may be
 * local (ONNX Runtime) or remote (an OpenAI-compatible server).
 */
@ModelKind(value = "a language model", hint = "a local ONNX model directory or an OpenAI-compatible endpoint")
public interface LanguageModel extends AutoCloseable {

    /** @return an id for provenance, such as "Qwen/Qwen3-4B-Instruct-2507" */
    String modelId();

    /**
     * Generates the assistant's reply.
     *
     * @param messages the conversation so far
     * @param options  decoding settings
     * @return the reply text
     * @throws org.georc.core.ModelException when the model cannot answer
     */
    String generate(List<ChatMessage> messages, GenerationOptions options);

    /**
     * Generates the assistant's reply and says what it cost. The default calls
     * {@link #generate(List, GenerationOptions)} and reports no usage; back-ends that count
     * tokens override it.
     *
     * @param messages the conversation so far
     * @param options  decoding settings
     * @return the reply and, when known, its token usage
     * @throws org.georc.core.ModelException when the model cannot answer
     */
    default Completion complete(List<ChatMessage> messages, GenerationOptions options) {
        return Completion.of(generate(messages, options));
    }

    /** Releases resources; the default does nothing. */
    @Override
    default void close() {
    }
}
