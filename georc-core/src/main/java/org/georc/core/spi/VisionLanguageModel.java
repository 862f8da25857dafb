package org.georc.core.spi;

import java.nio.file.Path;
import java.util.List;

/**
 * A language model that can also look at one image, attached to the first user message (the one
 * that asks the question; follow-up messages, such as a stricter re-ask, refer back to it).
 */
@ModelKind("a vision-language model")
public interface VisionLanguageModel extends LanguageModel {

    /**
     * Generates the assistant's reply with an image.
     *
     * @param messages the conversation; the image belongs to the first user message
     * @param image    path to a JPEG or PNG file
     * @param options  decoding settings
     * @return the reply text
     */
    String generate(List<ChatMessage> messages, Path image, GenerationOptions options);

    /**
     * Generates the assistant's reply with an image and says what it cost. The default calls
     * {@link #generate(List, Path, GenerationOptions)} and reports no usage.
     *
     * @param messages the conversation; the image belongs to the first user message
     * @param image    path to a JPEG or PNG file
     * @param options  decoding settings
     * @return the reply and, when known, its token usage
     */
    default Completion complete(List<ChatMessage> messages, Path image, GenerationOptions options) {
        return Completion.of(generate(messages, image, options));
    }
}
