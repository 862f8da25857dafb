package org.georc.judges.encoder;

/** What the encoder does with a text longer than the model's window. */
public enum LongInputPolicy {
    /**
     * Keep the first {@code maxTokens - specials} word pieces (the default, as
     * sentence-transformers does); the encoder counts and logs truncated texts.
     */
    TRUNCATE,
    /**
     * Split the word pieces into windows, embed each, and average the window embeddings
     * weighted by their token counts before normalising: nothing is dropped.
     */
    CHUNK_AND_AVERAGE
}
