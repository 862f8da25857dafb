package org.georc.judges.llm.http;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import org.georc.core.records.ImageFiles;
import org.georc.core.json.JsonLines;
import org.georc.core.spi.ChatMessage;
import org.georc.core.spi.GenerationOptions;

/**
 * The JSON body of one OpenAI-compatible {@code /chat/completions} request: model, decoding
 * settings, the messages and, optionally, one image. What goes on the wire changes here only.
 */
final class ChatRequestBody {
    private ChatRequestBody() {
    }

    /**
     * The request body. An image goes into the first user message, before its text: the image
     * then belongs to the prefix that every question about the same photo shares (a server's
     * prefix cache reuses it), and a stricter re-ask that follows refers back to it.
     *
     * @param model         the served model name
     * @param messages      the conversation
     * @param image         an image for the first user message, or null
     * @param options       decoding settings
     * @param maxImageBytes the largest image sent
     * @return the body
     */
    static ObjectNode of(String model, List<ChatMessage> messages, Path image, GenerationOptions options,
                         long maxImageBytes) {
        ObjectNode body = JsonLines.object();
        body.put("model", model);
        body.put("temperature", options.temperature());
        body.put("seed", options.seed());
        body.put("max_tokens", options.maxNewTokens());
        if (!options.stopSequences().isEmpty()) {
            options.stopSequences().forEach(body.putArray("stop")::add);
        }
        ArrayNode arr = body.putArray("messages");
        int firstUser = -1;
        for (int i = 0; i < messages.size() && firstUser < 0; i++) {
            if (messages.get(i).role() == ChatMessage.Role.USER) {
                firstUser = i;
            }
        }
        String dataUrl = image == null ? null : dataUrl(image, maxImageBytes);
        for (int i = 0; i < messages.size(); i++) {
            ChatMessage m = messages.get(i);
            ObjectNode o = arr.addObject();
            o.put("role", m.role().name().toLowerCase(Locale.ROOT));
            if (dataUrl != null && i == firstUser) {
                ArrayNode parts = o.putArray("content");
                parts.addObject().put("type", "image_url").putObject("image_url").put("url", dataUrl);
                parts.addObject().put("type", "text").put("text", m.content());
            } else {
                o.put("content", m.content());
            }
        }
        return body;
    }

    /**
     * The image as a data URL: checked first (regular file, size limit, PNG/JPEG/WebP by its
     * bytes) and labelled with the MIME type its bytes announce, whatever the file is called.
     */
    static String dataUrl(Path image, long maxBytes) {
        ImageFiles.Image checked = ImageFiles.check(image, maxBytes);
        byte[] bytes = ImageFiles.read(checked, maxBytes);
        return "data:" + checked.mimeType() + ";base64," + Base64.getEncoder().encodeToString(bytes);
    }
}
