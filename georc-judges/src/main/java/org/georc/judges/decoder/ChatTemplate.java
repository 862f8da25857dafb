package org.georc.judges.decoder;

import java.util.List;
import java.util.Locale;
import org.georc.core.spi.ChatMessage;

/**
 * Turns chat messages into the prompt text a decoder was trained on. {@link #CHATML} is built in
 * (Qwen and many others); other formats plug in by implementing this interface. Jinja chat
 * templates are not interpreted (Jinjava cannot parse the official Qwen3 template).
 */
public interface ChatTemplate {

    /**
     * @param messages the conversation
     * @return the prompt, ending where the assistant's reply begins
     */
    String render(List<ChatMessage> messages);

    /** @return the text that ends an assistant turn, used as a stop marker */
    String endOfTurn();

    /**
     * ChatML: {@code <|im_start|>role\ncontent<|im_end|>\n} per message, then
     * {@code <|im_start|>assistant\n}; the reply ends with {@code <|im_end|>}.
     */
    ChatTemplate CHATML = new ChatTemplate() {
        @Override
        public String render(List<ChatMessage> messages) {
            StringBuilder sb = new StringBuilder();
            for (ChatMessage m : messages) {
                sb.append("<|im_start|>").append(m.role().name().toLowerCase(Locale.ROOT)).append('\n')
                        .append(m.content()).append("<|im_end|>\n");
            }
            return sb.append("<|im_start|>assistant\n").toString();
        }

        @Override
        public String endOfTurn() {
            return "<|im_end|>";
        }

        @Override
        public String toString() {
            return "ChatML";
        }
    };
}
