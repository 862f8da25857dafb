package org.georc.core.spi;

import java.util.Optional;
import org.georc.core.result.TokenUsage;

/**
 * A model's reply with the tokens it cost, when the back-end reports them.
 *
 * @param text  the reply text
 * @param usage the request's token usage, or null when the back-end reports none
 */
public record Completion(String text, TokenUsage usage) {

    /**
     * @param text the reply text
     * @return a reply without usage
     */
    public static Completion of(String text) {
        return new Completion(text, null);
    }

    /** @return the token usage, if the back-end reported it */
    public Optional<TokenUsage> tokens() {
        return Optional.ofNullable(usage);
    }
}
