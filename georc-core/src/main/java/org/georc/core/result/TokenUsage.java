package org.georc.core.result;

/**
 * Tokens spent by requests to a language model, as its back-end counted them (an
 * OpenAI-compatible server's {@code usage} field, or a local decoder's own tokenizer). Sums over
 * the requests of one chain pair are written to its score row.
 *
 * @param requests           requests whose usage is summed here (requests that reported none are not counted)
 * @param promptTokens       prompt tokens sent (prefill), cached ones included
 * @param completionTokens   tokens decoded
 * @param cachedPromptTokens prompt tokens the back-end served from its prefix cache (0 when it does not say)
 */
public record TokenUsage(long requests, long promptTokens, long completionTokens, long cachedPromptTokens) {
    /** No request. */
    public static final TokenUsage NONE = new TokenUsage(0, 0, 0, 0);

    /** Validates that every count is at least 0 and the cached tokens are part of the prompt tokens. */
    public TokenUsage {
        if (requests < 0 || promptTokens < 0 || completionTokens < 0 || cachedPromptTokens < 0) {
            throw new IllegalArgumentException("token counts must be >= 0");
        }
        if (cachedPromptTokens > promptTokens) {
            throw new IllegalArgumentException("cached prompt tokens (" + cachedPromptTokens
                    + ") exceed the prompt tokens (" + promptTokens + ")");
        }
    }

    /**
     * The usage of one request.
     *
     * @param promptTokens       prompt tokens
     * @param completionTokens   decoded tokens
     * @param cachedPromptTokens prompt tokens served from a prefix cache (0 when unknown)
     * @return the usage
     */
    public static TokenUsage ofRequest(long promptTokens, long completionTokens, long cachedPromptTokens) {
        return new TokenUsage(1, promptTokens, completionTokens, cachedPromptTokens);
    }

    /**
     * @param other another usage (null counts as none)
     * @return the sum of both
     */
    public TokenUsage plus(TokenUsage other) {
        if (other == null) {
            return this;
        }
        return new TokenUsage(requests + other.requests, promptTokens + other.promptTokens,
                completionTokens + other.completionTokens, cachedPromptTokens + other.cachedPromptTokens);
    }
}
