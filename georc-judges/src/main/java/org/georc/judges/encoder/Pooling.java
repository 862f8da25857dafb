package org.georc.judges.encoder;

/**
 * How a model's per-token vectors become one sentence vector, as the model was trained (the
 * vector is L2-normalised afterwards either way). Graphs that output one pooled vector per text
 * are read as they are.
 */
public enum Pooling {
    /** The mean of the token vectors under the attention mask (sentence-transformers MiniLM, e5). */
    MEAN,
    /** The vector of the first token, {@code [CLS]} (bge). */
    CLS
}
