package org.georc.core.spi;

import java.nio.file.Path;
import java.util.List;

/** A language model that can also look at one image attached to the last user message. */
public interface VisionLanguageModel extends LanguageModel {

    /**
     * Generates the assistant's reply with an image.
     *
     * @param messages the conversation; the image belongs to the last user message
     * @param image    path to a JPEG or PNG file
     * @param options  decoding settings
     * @return the reply text
     */
    String generate(List<ChatMessage> messages, Path image, GenerationOptions options);
}
