package org.georc.judges.llm;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import org.georc.core.spi.ChatMessage;
import org.georc.core.spi.GenerationOptions;
import org.georc.core.spi.VisionLanguageModel;

/** A model whose answers a test scripts from the conversation; records what it was asked. */
public final class ScriptedModel implements VisionLanguageModel {
    public final List<List<ChatMessage>> calls = new CopyOnWriteArrayList<>();
    public final List<Path> images = new CopyOnWriteArrayList<>();
    public final List<GenerationOptions> options = new CopyOnWriteArrayList<>();
    private final Function<List<ChatMessage>, String> script;
    /** Usage reported with every reply (null: none), as a server's {@code usage} field would. */
    public volatile org.georc.core.result.TokenUsage usage;

    public ScriptedModel(Function<List<ChatMessage>, String> script) {
        this.script = script;
    }

    public static String lastUser(List<ChatMessage> messages) {
        for (int i = messages.size() - 1; i >= 0; i--) {
            if (messages.get(i).role() == ChatMessage.Role.USER) {
                return messages.get(i).content();
            }
        }
        return "";
    }

    /** The first user message: the one holding the fenced data. */
    public static String firstUser(List<ChatMessage> messages) {
        return messages.stream().filter(m -> m.role() == ChatMessage.Role.USER).findFirst().orElseThrow().content();
    }

    @Override
    public String modelId() {
        return "scripted";
    }

    @Override
    public String generate(List<ChatMessage> messages, GenerationOptions options) {
        calls.add(List.copyOf(messages));
        this.options.add(options);
        return script.apply(messages);
    }

    @Override
    public org.georc.core.spi.Completion complete(List<ChatMessage> messages, GenerationOptions options) {
        return new org.georc.core.spi.Completion(generate(messages, options), usage);
    }

    @Override
    public org.georc.core.spi.Completion complete(List<ChatMessage> messages, Path image, GenerationOptions options) {
        return new org.georc.core.spi.Completion(generate(messages, image, options), usage);
    }

    @Override
    public String generate(List<ChatMessage> messages, Path image, GenerationOptions options) {
        images.add(image);
        return generate(messages, options);
    }
}
