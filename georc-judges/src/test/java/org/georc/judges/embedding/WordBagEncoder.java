package org.georc.judges.embedding;

import java.util.List;
import java.util.Locale;
import org.georc.core.spi.SentenceEncoder;

/**
 * A deterministic test encoder: each word (lower case, plural "s" dropped) adds 1 to one of 97
 * dimensions, then the vector is normalised. Cosines are word-overlap ratios, so tests can reason
 * about them without a model; {@link #constant()} maps every text to the same vector (cosine 1
 * everywhere) to show what the gates alone decide.
 */
public final class WordBagEncoder implements SentenceEncoder {
    private static final int DIM = 97;
    private final boolean constant;

    private WordBagEncoder(boolean constant) {
        this.constant = constant;
    }

    /** @return the word-bag encoder */
    public static WordBagEncoder words() {
        return new WordBagEncoder(false);
    }

    /** @return an encoder that gives every text the same vector */
    public static WordBagEncoder constant() {
        return new WordBagEncoder(true);
    }

    @Override
    public int dimension() {
        return DIM;
    }

    @Override
    public String modelId() {
        return constant ? "test/constant" : "test/word-bag";
    }

    @Override
    public float[] encode(List<String> texts) {
        float[] out = new float[texts.size() * DIM];
        for (int i = 0; i < texts.size(); i++) {
            if (constant) {
                out[i * DIM] = 1f;
                continue;
            }
            for (String w : texts.get(i).toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
                if (w.isEmpty()) {
                    continue;
                }
                String s = w.length() > 3 && w.endsWith("s") ? w.substring(0, w.length() - 1) : w;
                out[i * DIM + Math.floorMod(s.hashCode(), DIM)] += 1f;
            }
            double norm = 0;
            for (int k = 0; k < DIM; k++) {
                norm += out[i * DIM + k] * out[i * DIM + k];
            }
            if (norm > 0) {
                float inv = (float) (1 / Math.sqrt(norm));
                for (int k = 0; k < DIM; k++) {
                    out[i * DIM + k] *= inv;
                }
            }
        }
        return out;
    }
}
