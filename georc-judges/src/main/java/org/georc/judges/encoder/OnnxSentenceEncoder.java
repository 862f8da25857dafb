package org.georc.judges.encoder;

import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtSession;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import org.georc.core.ConfigurationException;
import org.georc.core.InvalidInputException;
import org.georc.core.ModelException;
import org.georc.core.spi.SentenceEncoder;

/**
 * A sentence-transformers encoder on ONNX Runtime with DJL's HuggingFace tokenizer: word
 * pieces, a transformer pass over padded length-sorted batches, mean pooling over the
 * attention mask, and L2 normalisation.
 *
 * <pre>{@code
 * try (OnnxSentenceEncoder enc = OnnxSentenceEncoder.builder().build()) {   // embedded all-MiniLM-L6-v2
 *     float[] v = enc.encode("White bollards with a black cap");
 * }
 * }</pre>
 *
 * <p>{@link TokenWindows} holds the model-free parts (windows of a long text, batches of similar
 * length, mean pooling) and {@link EncoderLoader} loads the model (cache, hash, fallback,
 * inspection of the graph); this class runs the batches and normalises.
 *
 * <p>Thread-safe: one ONNX Runtime session serves every thread. Texts already seen are served
 * by a {@link CachingSentenceEncoder} in front of the model ({@link Builder#cacheSize}; the
 * caching itself lives there and works around any {@code SentenceEncoder}). Never touches the
 * network: DJL runs with {@link DjlOffline}.
 */
public final class OnnxSentenceEncoder implements SentenceEncoder {
    private final OrtEnvironment env;
    private final EncoderInference inference;
    private final String modelId;
    private final String sha256;
    private final int dimension;
    private final int maxTokens;
    private final int batchSize;
    private final LongInputPolicy longInputPolicy;
    private final ExecutionProvider provider;
    /** Every encode goes through this cache (size 0: it only merges repeated texts of one call). */
    private final CachingSentenceEncoder front;
    private final AtomicBoolean closed = new AtomicBoolean();
    /** Readers: every use of the session or tokenizer; writer: close, which waits for them. */
    private final ReentrantReadWriteLock lifecycle = new ReentrantReadWriteLock();
    private final ModelSource source;
    /** The optimised-model cache's folder, where {@link TextVectorCache} keeps vectors; null when none. */
    private final Path cacheFolder;
    /** {@link TextVectorCache#encoderKey}, made on first use */
    private volatile String vectorsKey;

    private OnnxSentenceEncoder(Builder b) {
        DjlOffline.apply();
        this.source = b.source;
        // as the optimised-model cache itself: CPU only
        this.cacheFolder = b.modelCache != null && b.provider == ExecutionProvider.CPU ? b.modelCache.dir() : null;
        this.modelId = b.source.id();
        this.maxTokens = b.maxTokens > 0 ? b.maxTokens : b.source.defaultMaxTokens();
        this.batchSize = b.batchSize;
        this.longInputPolicy = b.longInputPolicy;
        this.env = OrtEnvironment.getEnvironment();
        EncoderLoader.Loaded loaded = EncoderLoader.load(env, new EncoderLoader.Settings(b.source, b.provider,
                b.strictProvider, b.cudaDevice, b.modelCache, b.optimisationLevel, b.effectiveIntraOpThreads(), b.spinning));
        this.sha256 = loaded.sha256();
        this.provider = loaded.provider();
        this.dimension = loaded.dimension();
        this.inference = new EncoderInference(env, loaded, modelId, maxTokens, batchSize, longInputPolicy,
                b.source.pooling(), b.source.textPrefix(), this::checkOpen);
        this.front = CachingSentenceEncoder.builder(new Uncached()).maximumSize(b.cacheSize).ownsDelegate(false).build();
    }

    /** @return a builder; by default the embedded all-MiniLM-L6-v2 on the CPU */
    public static Builder builder() {
        return new Builder();
    }

    @Override
    public int dimension() {
        return dimension;
    }

    @Override
    public String modelId() {
        return modelId;
    }

    @Override
    public Optional<String> weightsSha256() {
        return Optional.of(sha256);
    }

    /**
     * @return the id, the weights' SHA-256, the window and the long-input policy: what a run's
     *         settings record of this encoder
     */
    @Override
    public java.util.Map<String, String> fingerprint() {
        java.util.Map<String, String> m = new java.util.LinkedHashMap<>(SentenceEncoder.super.fingerprint());
        m.put("max_tokens", Integer.toString(maxTokens()));
        m.put("long_input", longInputPolicy() == LongInputPolicy.TRUNCATE ? "truncate" : "chunk");
        return m;
    }

    /** @return the provider the session actually runs on (CPU after a CUDA fallback) */
    public ExecutionProvider executionProvider() {
        return provider;
    }

    /**
     * @return the folder of the optimised-model cache this encoder loads through (CPU only), where
     *         {@link TextVectorCache} also keeps the vectors of fixed text lists; empty without one
     */
    public Optional<Path> optimisedModelCache() {
        return Optional.ofNullable(cacheFolder);
    }

    /** @return what this encoder's vectors depend on besides the texts ({@link TextVectorCache#encoderKey}) */
    String vectorsKey() {
        String k = vectorsKey;
        if (k == null) {
            k = TextVectorCache.encoderKey(fingerprint(), ModelSource.sha256(source.tokenizerBytes()), source.pooling(),
                    source.textPrefix(), provider);
            vectorsKey = k;
        }
        return k;
    }

    /** @return what happens to texts longer than the window */
    public LongInputPolicy longInputPolicy() {
        return longInputPolicy;
    }

    /** @return the window in tokens, special tokens included */
    public int maxTokens() {
        return maxTokens;
    }

    /** @return how many texts were truncated so far (policy {@link LongInputPolicy#TRUNCATE}) */
    public long truncatedTexts() {
        return inference.truncatedTexts();
    }

    /** @return what the text cache in front of the model did so far (hits make no model run) */
    public CachingSentenceEncoder.Stats cacheStats() {
        return front.stats();
    }

    /** @return how many ONNX Runtime runs were made so far (cache hits make none) */
    public long modelRuns() {
        return inference.modelRuns();
    }

    /**
     * Encodes texts into unit vectors.
     *
     * @param texts non-blank texts
     * @return {@code texts.size() * dimension()} floats, row-major
     * @throws InvalidInputException if a text is null or blank (it has no meaning to embed)
     * @throws ModelException        if the encoder is closed or ONNX Runtime fails
     */
    @Override
    public float[] encode(List<String> texts) {
        checkOpen();
        for (int i = 0; i < texts.size(); i++) {
            String t = texts.get(i);
            if (t == null || t.isBlank()) {
                throw new InvalidInputException("text " + i + " is " + (t == null ? "null" : "blank")
                        + ": the encoder embeds only texts with content");
            }
        }
        return front.encode(texts);
    }

    /** This encoder without its cache: what the {@link CachingSentenceEncoder} in front asks for misses. */
    private final class Uncached implements SentenceEncoder {
        @Override
        public int dimension() {
            return dimension;
        }

        @Override
        public String modelId() {
            return modelId;
        }

        @Override
        public Optional<String> weightsSha256() {
            return Optional.of(sha256);
        }

        @Override
        public float[] encode(List<String> texts) {
            lifecycle.readLock().lock();
            try {
                checkOpen(); // closed while the cache was consulted?
                return inference.encode(texts);
            } finally {
                lifecycle.readLock().unlock();
            }
        }
    }

    private void checkOpen() {
        if (closed.get()) {
            throw new ModelException("the encoder for " + modelId + " is closed");
        }
    }

    /** Closes the session and the tokenizer; later calls fail with a {@link ModelException}. Idempotent. */
    @Override
    public void close() {
        if (lifecycle.getReadHoldCount() > 0) {
            throw new IllegalStateException("close() called from inside an encode of " + modelId);
        }
        if (closed.compareAndSet(false, true)) {
            lifecycle.writeLock().lock(); // waits for runs in flight; new ones see the closed flag
            try {
                if (front != null) {
                    front.close(); // empties the cache; the session is closed below
                }
                inference.close();
            } finally {
                lifecycle.writeLock().unlock();
            }
        }
    }

    @Override
    public String toString() {
        return "OnnxSentenceEncoder[" + modelId + ", " + provider + ", dim=" + dimension + "]";
    }

    /** Builder; {@link #build()} validates and loads. */
    public static final class Builder {
        private ModelSource source = ModelSource.embeddedMiniLm();
        private int maxTokens;
        private int batchSize = 128;
        private int intraOpThreads;
        private int callers = 1;
        private int cacheSize = 50_000;
        private LongInputPolicy longInputPolicy = LongInputPolicy.TRUNCATE;
        private ExecutionProvider provider = ExecutionProvider.CPU;
        private boolean strictProvider;
        private int cudaDevice;
        private OptimisedModelCache modelCache;
        private OrtSession.SessionOptions.OptLevel optimisationLevel = OrtSession.SessionOptions.OptLevel.EXTENDED_OPT;
        private boolean spinning = true;

        private Builder() {
        }

        /**
         * Keeps the model as ONNX Runtime optimised it in a folder, so later processes load it
         * without inflating the weights from their jar and without most of the graph
         * optimisation (CPU only). Off by default in the library; the {@code georc} command uses
         * {@code ~/.cache/georc/models} unless told otherwise. Each entry is checked against its
         * recorded SHA-256 while it loads; a changed one is deleted and rebuilt.
         *
         * @param dir the cache folder (created when first written), or null for no cache
         * @return this
         */
        public Builder optimisedModelCache(Path dir) {
            this.modelCache = dir == null ? null : new OptimisedModelCache(dir);
            return this;
        }

        /** @return the default cache folder: {@code $XDG_CACHE_HOME/georc/models} or {@code ~/.cache/georc/models} */
        public static Path defaultOptimisedModelCache() {
            return OptimisedModelCache.defaultDir();
        }

        /**
         * @param level ONNX Runtime graph optimisation level (default EXTENDED_OPT: the transformer
         *              fusions; ALL_OPT adds layout changes for convolutions, which this kind of
         *              model has none of, and makes a cached graph hardware-specific)
         * @return this
         */
        public Builder optimisationLevel(OrtSession.SessionOptions.OptLevel level) {
            this.optimisationLevel = level;
            return this;
        }

        /**
         * @param spin whether ONNX Runtime's intra-op threads spin while waiting for work (default
         *             true; false saves CPU when other work shares the cores)
         * @return this
         */
        public Builder spinning(boolean spin) {
            this.spinning = spin;
            return this;
        }

        /**
         * @param s where the model comes from (default: embedded all-MiniLM-L6-v2, fp32)
         * @return this
         */
        public Builder source(ModelSource s) {
            this.source = s;
            return this;
        }

        /**
         * @param tokens window in tokens, special tokens included (default: the model's, 256 for MiniLM)
         * @return this
         */
        public Builder maxTokens(int tokens) {
            this.maxTokens = tokens;
            return this;
        }

        /**
         * @param size texts per ONNX Runtime run (default 128)
         * @return this
         */
        public Builder batchSize(int size) {
            this.batchSize = size;
            return this;
        }

        /**
         * @param threads ONNX Runtime intra-op threads (default 0: one per available processor)
         * @return this
         */
        public Builder intraOpThreads(int threads) {
            this.intraOpThreads = threads;
            return this;
        }

        /**
         * @param n Java threads that will call the encoder at once (default 1). Unless
         *          {@link #intraOpThreads} is set, each call then gets cores / n intra-op threads,
         *          so that concurrent calls share the cores instead of each asking for all of them.
         * @return this
         */
        public Builder callers(int n) {
            if (n < 1) {
                throw new ConfigurationException("callers must be at least 1, got " + n);
            }
            this.callers = n;
            return this;
        }

        /**
         * @param entries texts kept by the {@link CachingSentenceEncoder} in front of the model
         *                (default 50,000; 0 keeps none between calls, a text repeated within one
         *                call is still encoded once)
         * @return this
         */
        public Builder cacheSize(int entries) {
            this.cacheSize = entries;
            return this;
        }

        /**
         * @param policy what to do with texts longer than the window (default TRUNCATE)
         * @return this
         */
        public Builder longInputPolicy(LongInputPolicy policy) {
            this.longInputPolicy = policy;
            return this;
        }

        /**
         * @param p      execution provider (default CPU)
         * @param strict fail instead of falling back to the CPU when CUDA cannot load
         * @return this
         */
        public Builder executionProvider(ExecutionProvider p, boolean strict) {
            this.provider = p;
            this.strictProvider = strict;
            return this;
        }

        /**
         * @param device CUDA device index (default 0)
         * @return this
         */
        public Builder cudaDevice(int device) {
            this.cudaDevice = device;
            return this;
        }

        int effectiveIntraOpThreads() {
            return intraOpThreads(intraOpThreads, callers);
        }

        /**
         * @param set     intra-op threads asked for (0: not set)
         * @param callers Java threads that call the encoder at once
         * @return the intra-op threads to ask ONNX Runtime for: the set number, else 0 (one per
         *         core) for one caller, else cores / callers (at least 1)
         */
        public static int intraOpThreads(int set, int callers) {
            if (set > 0 || callers <= 1) {
                return set;
            }
            return Math.max(1, Runtime.getRuntime().availableProcessors() / callers);
        }

        /**
         * Validates and loads the model.
         *
         * @return the encoder
         * @throws ConfigurationException for invalid settings
         * @throws ModelException         when the model or tokenizer cannot load
         */
        public OnnxSentenceEncoder build() {
            if (source == null || longInputPolicy == null || provider == null || optimisationLevel == null) {
                throw new ConfigurationException("source, longInputPolicy, executionProvider and optimisationLevel "
                        + "must not be null");
            }
            if (maxTokens < 0 || (maxTokens > 0 && maxTokens < 3)) {
                throw new ConfigurationException("maxTokens must be >= 3 (or 0 for the model's window), got " + maxTokens);
            }
            if (maxTokens > source.maxPositions()) {
                // a longer window fails deep in ONNX Runtime with a broadcast error at the first long text
                throw new ConfigurationException("maxTokens " + maxTokens + " is more than " + source.id() + " can take ("
                        + source.maxPositions() + " positions)");
            }
            if (batchSize < 1) {
                throw new ConfigurationException("batchSize must be >= 1, got " + batchSize);
            }
            if (intraOpThreads < 0 || cacheSize < 0 || cudaDevice < 0) {
                throw new ConfigurationException("intraOpThreads, cacheSize and cudaDevice must be >= 0");
            }
            return new OnnxSentenceEncoder(this);
        }
    }
}
