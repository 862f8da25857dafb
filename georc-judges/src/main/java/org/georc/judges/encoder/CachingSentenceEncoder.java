package org.georc.judges.encoder;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.georc.core.ConfigurationException;
import org.georc.core.InvalidInputException;
import org.georc.core.ModelException;
import org.georc.core.spi.SentenceEncoder;

/**
 * A bounded cache in front of any {@link SentenceEncoder}. Judges embed the same statements
 * again and again (a reference chain against every candidate, a clause in every pair it occurs
 * in); this decorator answers repeated texts from memory and sends the delegate only the texts
 * it has not seen, each once, in one call.
 *
 * <pre>{@code
 * try (SentenceEncoder enc = CachingSentenceEncoder.builder(OnnxSentenceEncoder.builder().cacheSize(0).build())
 *         .maximumSize(10_000).build()) {
 *     float[] v = enc.encode(List.of("White bollards", "Red soil", "White bollards")); // "White bollards" encoded once
 * }
 * }</pre>
 *
 * <p>Per call: texts answered by the cache are copied out; the remaining distinct texts go to
 * the delegate in one {@link SentenceEncoder#encode(List)} call in order of first appearance,
 * and each result is copied to every position that holds its text. Rows come back in the
 * caller's order. A maximum size of 0 keeps nothing between calls but still encodes a text
 * repeated within one call only once.
 *
 * <p>Thread-safe when the delegate is: the cache is a Caffeine cache and the counts are atomic.
 * Two threads that miss on the same text at the same moment may both encode it; both get the
 * same vector. Cached vectors are never handed out, only copies.
 */
public final class CachingSentenceEncoder implements SentenceEncoder {

    /**
     * What the cache did so far.
     *
     * @param hits       texts answered from the cache
     * @param misses     distinct texts sent to the delegate
     * @param duplicates texts that repeated another text of the same call and shared its fresh vector
     */
    public record Stats(long hits, long misses, long duplicates) {
        /** @return every text asked for: hits, misses and duplicates */
        public long requests() {
            return hits + misses + duplicates;
        }
    }

    private final SentenceEncoder delegate;
    private final boolean ownsDelegate;
    private final long maximumSize;
    private final int dimension;
    /** Null when the maximum size is 0 (deduplication within a call only). */
    private final Cache<String, float[]> cache;
    private final AtomicLong hits = new AtomicLong();
    private final AtomicLong misses = new AtomicLong();
    private final AtomicLong duplicates = new AtomicLong();
    private final AtomicBoolean closed = new AtomicBoolean();

    private CachingSentenceEncoder(Builder b) {
        this.delegate = b.delegate;
        this.ownsDelegate = b.ownsDelegate;
        this.maximumSize = b.maximumSize;
        this.dimension = delegate.dimension();
        // evictions run on the calling thread, so the bound holds when a call returns
        this.cache = maximumSize > 0
                ? Caffeine.newBuilder().maximumSize(maximumSize).executor(Runnable::run).build()
                : null;
    }

    /**
     * @param delegate the encoder that computes vectors for texts the cache does not hold
     * @return a builder; by default 50,000 entries and the delegate is closed with this encoder
     */
    public static Builder builder(SentenceEncoder delegate) {
        return new Builder(delegate);
    }

    /** @return the wrapped encoder */
    public SentenceEncoder delegate() {
        return delegate;
    }

    /** @return the most texts kept between calls (0: none) */
    public long maximumSize() {
        return maximumSize;
    }

    /** @return about how many texts the cache holds now */
    public long size() {
        if (cache == null) {
            return 0;
        }
        cache.cleanUp();
        return cache.estimatedSize();
    }

    /** @return the counts so far */
    public Stats stats() {
        return new Stats(hits.get(), misses.get(), duplicates.get());
    }

    @Override
    public int dimension() {
        return dimension;
    }

    @Override
    public String modelId() {
        return delegate.modelId();
    }

    @Override
    public Optional<String> weightsSha256() {
        return delegate.weightsSha256();
    }

    /**
     * Encodes texts, asking the delegate only for those the cache does not hold.
     *
     * @param texts the texts, in order; none may be null
     * @return {@code texts.size() * dimension()} floats, row {@code i} the vector of text {@code i}
     * @throws InvalidInputException if the list or one of its texts is null (the message names the index)
     * @throws ModelException        if this encoder is closed, or the delegate fails or returns the wrong number of floats
     */
    @Override
    public float[] encode(List<String> texts) {
        if (texts == null) {
            throw new InvalidInputException("the list of texts to encode is null");
        }
        checkOpen();
        for (int i = 0; i < texts.size(); i++) {
            if (texts.get(i) == null) {
                throw new InvalidInputException("text " + i + " of " + texts.size() + " is null");
            }
        }
        float[] out = new float[texts.size() * dimension];
        Map<String, List<Integer>> missing = new LinkedHashMap<>();
        long served = 0;
        for (int i = 0; i < texts.size(); i++) {
            String text = texts.get(i);
            List<Integer> positions = missing.get(text);
            if (positions != null) {
                positions.add(i);
                continue;
            }
            float[] hit = cache == null ? null : cache.getIfPresent(text);
            if (hit != null) {
                System.arraycopy(hit, 0, out, i * dimension, dimension);
                served++;
            } else {
                positions = new ArrayList<>(1);
                positions.add(i);
                missing.put(text, positions);
            }
        }
        hits.addAndGet(served);
        if (missing.isEmpty()) {
            return out;
        }
        List<String> unique = new ArrayList<>(missing.keySet());
        float[] fresh = delegate.encode(unique);
        if (fresh == null || fresh.length != unique.size() * dimension) {
            throw new ModelException(delegate.modelId() + " returned " + (fresh == null ? "null" : fresh.length
                    + " floats") + " for " + unique.size() + " text(s) of dimension " + dimension);
        }
        misses.addAndGet(unique.size());
        duplicates.addAndGet(texts.size() - served - unique.size());
        for (int u = 0; u < unique.size(); u++) {
            String text = unique.get(u);
            float[] v = Arrays.copyOfRange(fresh, u * dimension, (u + 1) * dimension);
            if (cache != null) {
                cache.put(text, v);
            }
            for (int i : missing.get(text)) {
                System.arraycopy(v, 0, out, i * dimension, dimension);
            }
        }
        return out;
    }

    private void checkOpen() {
        if (closed.get()) {
            throw new ModelException("the caching encoder around " + delegate.modelId() + " is closed");
        }
    }

    /**
     * Empties the cache and, when this encoder owns its delegate, closes it. Later calls fail
     * with a {@link ModelException}. Idempotent.
     */
    @Override
    public void close() {
        if (closed.compareAndSet(false, true)) {
            if (cache != null) {
                cache.invalidateAll();
            }
            if (ownsDelegate) {
                delegate.close();
            }
        }
    }

    @Override
    public String toString() {
        return "CachingSentenceEncoder[" + delegate + ", max " + maximumSize + "]";
    }

    /** Builder; {@link #build()} validates. */
    public static final class Builder {
        private final SentenceEncoder delegate;
        private long maximumSize = 50_000;
        private boolean ownsDelegate = true;

        private Builder(SentenceEncoder delegate) {
            this.delegate = delegate;
        }

        /**
         * @param entries most texts kept between calls (default 50,000; 0 keeps none)
         * @return this
         */
        public Builder maximumSize(long entries) {
            this.maximumSize = entries;
            return this;
        }

        /**
         * @param owns whether {@link #close()} closes the delegate (default true; false when the
         *             delegate is shared and closed by someone else)
         * @return this
         */
        public Builder ownsDelegate(boolean owns) {
            this.ownsDelegate = owns;
            return this;
        }

        /**
         * @return the caching encoder
         * @throws ConfigurationException if the delegate is null or the maximum size negative
         */
        public CachingSentenceEncoder build() {
            if (delegate == null) {
                throw new ConfigurationException("the delegate encoder must not be null");
            }
            if (maximumSize < 0) {
                throw new ConfigurationException("maximumSize must be >= 0, got " + maximumSize);
            }
            return new CachingSentenceEncoder(this);
        }
    }
}
