package org.georc.judges.llm.http;

import org.georc.core.Redactor;
import com.fasterxml.jackson.databind.JsonNode;
import org.georc.core.ModelException;
import org.georc.core.json.JsonLines;
import org.georc.core.result.TokenUsage;
import org.georc.core.spi.Completion;

/**
 * Reads an OpenAI-compatible {@code /chat/completions} reply: the text of the first choice and
 * the token {@code usage}, and quotes a server body in errors (redacted, cut short).
 */
final class ChatReply {
    private ChatReply() {
    }

    /**
     * @param body     the reply body
     * @param label    the endpoint, for messages
     * @param redactor hides the key in what the server echoes
     * @return the reply text and usage
     * @throws ModelException for a body that is not JSON or has no {@code choices[0].message.content}
     */
    static Completion read(String body, String label, Redactor redactor) {
        JsonNode root;
        try {
            root = JsonLines.readTree(body);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new ModelException(label + " answered with a body that is not JSON: " + snippet(body, redactor), e);
        }
        JsonNode content = root == null ? null : root.path("choices").path(0).path("message").path("content");
        if (content == null || !content.isTextual()) {
            throw new ModelException(label + " answered without choices[0].message.content: " + snippet(body, redactor));
        }
        return new Completion(redactor.exact(content.asText()), usage(root.path("usage")));
    }

    /** The reply's {@code usage}, when it holds whole, non-negative token counts; null otherwise. */
    static TokenUsage usage(JsonNode u) {
        JsonNode p = u.path("prompt_tokens");
        JsonNode c = u.path("completion_tokens");
        if (!p.isIntegralNumber() || !c.isIntegralNumber() || p.asLong() < 0 || c.asLong() < 0) {
            return null;
        }
        JsonNode cached = u.path("prompt_tokens_details").path("cached_tokens");
        long k = cached.isIntegralNumber() ? Math.max(0, Math.min(cached.asLong(), p.asLong())) : 0;
        return TokenUsage.ofRequest(p.asLong(), c.asLong(), k);
    }

    /** A server body quoted in an error: redacted first, then cut to 200 characters. */
    static String snippet(String s, Redactor redactor) {
        if (s == null) {
            return "";
        }
        String head = s.length() > 4096 ? s.substring(0, 4096) : s;
        String t = redactor.apply(head).replaceAll("\\s+", " ").strip();
        return t.length() > 200 ? t.substring(0, 200) + "..." : t;
    }
}
