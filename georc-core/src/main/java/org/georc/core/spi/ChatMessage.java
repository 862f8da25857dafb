package org.georc.core.spi;

/**
 * One chat message.
 *
 * @param role    who speaks
 * @param content the text
 */
public record ChatMessage(Role role, String content) {

    /** Chat roles. */
    public enum Role {
        /** instructions */
        SYSTEM,
        /** the asker */
        USER,
        /** the model */
        ASSISTANT
    }

    /** Requires a role and non-null content. */
    public ChatMessage {
        if (role == null || content == null) {
            throw new IllegalArgumentException("role and content are required");
        }
    }

    /**
     * @param text content
     * @return a system message
     */
    public static ChatMessage system(String text) {
        return new ChatMessage(Role.SYSTEM, text);
    }

    /**
     * @param text content
     * @return a user message
     */
    public static ChatMessage user(String text) {
        return new ChatMessage(Role.USER, text);
    }

    /**
     * @param text content
     * @return an assistant message
     */
    public static ChatMessage assistant(String text) {
        return new ChatMessage(Role.ASSISTANT, text);
    }
}
