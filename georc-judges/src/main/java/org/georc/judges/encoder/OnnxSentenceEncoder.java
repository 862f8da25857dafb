package org.georc.judges.encoder;

import ai.djl.huggingface.tokenizers.Encoding;
import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import ai.onnxruntime.NodeInfo;
import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OnnxValue;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import ai.onnxruntime.TensorInfo;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.FloatBuffer;
import java.nio.LongBuffer;
import java.util.ArrayList;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import org.georc.judges.encoder.TokenWindows.Piece;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.concurrent.atomic.AtomicLong;
import org.georc.core.ConfigurationException;
import org.georc.core.InvalidInputException;
import org.georc.core.ModelException;
import org.georc.core.spi.SentenceEncoder;
import org.georc.metrics.CosineKernel;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

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
 * length, mean pooling); this class loads the model, runs the batches and normalises.
 *
 * <p>Thread-safe: one ONNX Runtime session serves every thread. Texts already seen are served
 * by a {@link CachingSentenceEncoder} in front of the model ({@link Builder#cacheSize}; the
 * caching itself lives there and works around any {@code SentenceEncoder}). Never touches the
 * network: DJL runs with {@link DjlOffline}.
 */
public final class OnnxSentenceEncoder implements SentenceEncoder {
    private static final Logger LOG = LoggerFactory.getLogger(OnnxSentenceEncoder.class);

    private final OrtEnvironment env;
    private final OrtSession session;
    private final HuggingFaceTokenizer tokenizer;
    private final String modelId;
    private final String sha256;
    private final boolean feedTokenTypes;
    private final boolean pooledOutput;
    private final String outputName;
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
    private final AtomicLong truncatedTexts = new AtomicLong();
    private final AtomicLong modelRuns = new AtomicLong();

    private OnnxSentenceEncoder(Builder b) {
        DjlOffline.apply();
        this.modelId = b.source.id();
        this.maxTokens = b.maxTokens > 0 ? b.maxTokens : b.source.defaultMaxTokens();
        this.batchSize = b.batchSize;
        this.longInputPolicy = b.longInputPolicy;
        this.env = OrtEnvironment.getEnvironment();
        long t0 = System.nanoTime();
        // the tokenizer loads on a helper thread while the model is read and the session built
        CompletableFuture<HuggingFaceTokenizer> tokenizerFuture = CompletableFuture.supplyAsync(
                () -> loadTokenizer(b.source), LOADER);
        // an optimised model from an earlier process skips inflating and most of the optimising
        // (CPU only: the cached graph is optimised for the CPU execution provider)
        OptimisedModelCache cache = b.provider == ExecutionProvider.CPU ? b.modelCache : null;
        String cacheKey = cache == null ? null : OptimisedModelCache.key(b.source);
        OptimisedModelCache.Entry hit = cache == null ? null : cache.find(cacheKey).orElse(null);
        OrtSession s = null;
        String weightsSha = null;
        String loadedFrom;
        ExecutionProvider used = ExecutionProvider.CPU;
        long t1 = t0;
        if (hit != null) {
            CompletableFuture<String> check = CompletableFuture.supplyAsync(() -> {
                try {
                    return OptimisedModelCache.sha256(hit.model());
                } catch (IOException e) {
                    return "unreadable: " + e.getMessage();
                }
            }, LOADER);
            t1 = System.nanoTime();
            try (OrtSession.SessionOptions opts = options(b)) {
                s = env.createSession(hit.model().toString(), opts);
            } catch (OrtException e) {
                LOG.warn("the cached optimised model {} does not load ({}); loading from the weights", hit.model(),
                        e.getMessage());
            }
            if (s != null && !check.join().equals(hit.optimisedSha256())) {
                LOG.warn("the cached optimised model {} was changed or damaged; loading from the weights", hit.model());
                closeSession(s);
                s = null;
            }
            if (s == null) {
                cache.invalidate(cacheKey);
            } else {
                weightsSha = hit.weightsSha256();
            }
        }
        if (s != null) {
            loadedFrom = "optimised-model cache " + hit.model();
        } else {
            byte[] modelBytes;
            try {
                modelBytes = b.source.modelBytes();
            } catch (RuntimeException e) {
                closeWhenDone(tokenizerFuture);
                throw e;
            }
            t1 = System.nanoTime();
            CompletableFuture<String> hashFuture = CompletableFuture.supplyAsync(() -> ModelSource.sha256(modelBytes),
                    LOADER);
            Path temporary = cache == null ? null : cache.newTemporary(cacheKey).orElse(null);
            try (OrtSession.SessionOptions opts = options(b)) {
                try {
                    used = OrtSessions.addProvider(opts, b.provider, b.cudaDevice, b.strictProvider, modelId);
                } catch (ModelException e) {
                    closeWhenDone(tokenizerFuture);
                    throw e;
                }
                if (temporary != null) {
                    opts.setOptimizedModelFilePath(temporary.toString());
                }
                s = env.createSession(modelBytes, opts);
            } catch (OrtException e) {
                closeWhenDone(tokenizerFuture);
                throw new ModelException("ONNX Runtime cannot load " + modelId + ": " + e.getMessage(), e);
            }
            weightsSha = hashFuture.join();
            if (temporary != null) {
                final String sha = weightsSha;
                CompletableFuture.runAsync(() -> cache.publish(cacheKey, temporary, sha), LOADER);
            }
            loadedFrom = cache == null ? "the weights" : "the weights (now cached in " + cache.dir() + ")";
        }
        this.session = s;
        this.provider = used;
        long t2 = System.nanoTime();
        try {
            Map<String, NodeInfo> inputs = session.getInputInfo();
            if (!inputs.containsKey("input_ids") || !inputs.containsKey("attention_mask")) {
                throw new ModelException(modelId + " is not a sentence-transformers export: expected inputs "
                        + "input_ids and attention_mask, found " + inputs.keySet());
            }
            this.feedTokenTypes = inputs.containsKey("token_type_ids");
            Map<String, NodeInfo> outputs = session.getOutputInfo();
            String name = outputs.containsKey("last_hidden_state") ? "last_hidden_state"
                    : outputs.containsKey("token_embeddings") ? "token_embeddings"
                    : outputs.containsKey("sentence_embedding") ? "sentence_embedding"
                    : outputs.keySet().iterator().next();
            TensorInfo info = (TensorInfo) outputs.get(name).getInfo();
            long[] shape = info.getShape();
            this.outputName = name;
            this.pooledOutput = shape.length == 2;
            this.dimension = (int) shape[shape.length - 1];
            if (dimension <= 0) {
                throw new ModelException(modelId + ": output " + name + " has no fixed embedding dimension "
                        + Arrays.toString(shape));
            }
            this.tokenizer = tokenizerFuture.join();
            this.sha256 = weightsSha;
        } catch (OrtException e) {
            closeWhenDone(tokenizerFuture);
            closeSession(s);
            throw new ModelException("cannot read the inputs and outputs of " + modelId, e);
        } catch (CompletionException e) {
            closeWhenDone(tokenizerFuture);
            closeSession(s);
            throw e.getCause() instanceof RuntimeException re ? re
                    : new ModelException("cannot load " + modelId + ": " + e.getCause(), e.getCause());
        } catch (RuntimeException e) {
            closeWhenDone(tokenizerFuture);
            closeSession(s);
            throw e;
        }
        this.front = CachingSentenceEncoder.builder(new Uncached()).maximumSize(b.cacheSize).ownsDelegate(false).build();
        LOG.debug("loaded {} (sha256 {}) from {} on {}, dim {}, window {}; read {} ms, session {} ms, then {} ms",
                modelId, sha256, loadedFrom, provider, dimension, maxTokens, (t1 - t0) / 1_000_000,
                (t2 - t1) / 1_000_000, (System.nanoTime() - t2) / 1_000_000);
    }

    /** Session options shared by both load paths: optimisation level and threads. */
    private static OrtSession.SessionOptions options(Builder b) throws OrtException {
        OrtSession.SessionOptions opts = new OrtSession.SessionOptions();
        try {
            opts.setOptimizationLevel(b.optimisationLevel);
            // ONNX Runtime's own default counts physical cores, which leaves vCPUs idle on cloud machines
            opts.setIntraOpNumThreads(b.intraOpThreads > 0 ? b.intraOpThreads
                    : Runtime.getRuntime().availableProcessors());
            if (!b.spinning) {
                opts.addConfigEntry("session.intra_op.allow_spinning", "0");
            }
            return opts;
        } catch (OrtException | RuntimeException e) {
            opts.close();
            throw e;
        }
    }

    /** Daemon threads that load tokenizers and hash weights in the background. */
    private static final java.util.concurrent.Executor LOADER = r -> {
        Thread t = new Thread(r, "georc-encoder-loader");
        t.setDaemon(true);
        t.start();
    };

    private static HuggingFaceTokenizer loadTokenizer(ModelSource source) {
        try {
            Map<String, String> tokOpts = new HashMap<>();
            tokOpts.put("truncation", "false");
            tokOpts.put("padding", "false");
            tokOpts.put("addSpecialTokens", "true");
            return HuggingFaceTokenizer.newInstance(new ByteArrayInputStream(source.tokenizerBytes()), tokOpts);
        } catch (IOException | RuntimeException e) {
            throw new ModelException("cannot load the tokenizer of " + source.id() + ": " + e.getMessage(), e);
        }
    }

    private static void closeWhenDone(CompletableFuture<HuggingFaceTokenizer> future) {
        future.thenAccept(HuggingFaceTokenizer::close);
    }

    private static void closeSession(OrtSession s) {
        try {
            s.close();
        } catch (OrtException e) {
            LOG.warn("closing the ONNX Runtime session failed: {}", e.getMessage());
        }
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

    /** @return the provider the session actually runs on (CPU after a CUDA fallback) */
    public ExecutionProvider executionProvider() {
        return provider;
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
        return truncatedTexts.get();
    }

    /** @return what the text cache in front of the model did so far (hits make no model run) */
    public CachingSentenceEncoder.Stats cacheStats() {
        return front.stats();
    }

    /** @return how many ONNX Runtime runs were made so far (cache hits make none) */
    public long modelRuns() {
        return modelRuns.get();
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
                return encodeUncached(texts);
            } finally {
                lifecycle.readLock().unlock();
            }
        }
    }

    private float[] encodeUncached(List<String> texts) {
        List<Piece> pieces = new ArrayList<>();
        Encoding[] encodings = tokenizer.batchEncode(texts, true, false);
        for (int t = 0; t < texts.size(); t++) {
            long[] ids = encodings[t].getIds();
            pieces.addAll(TokenWindows.split(t, ids, encodings[t].getSpecialTokenMask(), maxTokens, longInputPolicy));
            if (ids.length > maxTokens && longInputPolicy == LongInputPolicy.TRUNCATE) {
                long n = truncatedTexts.incrementAndGet();
                if (n == 1 || n % 1000 == 0) {
                    LOG.warn("{} text(s) longer than the {}-token window were truncated (policy TRUNCATE)", n, maxTokens);
                }
            }
        }
        double[] sums = new double[texts.size() * dimension];
        float[] pooled = new float[dimension];
        for (List<Piece> batch : TokenWindows.batches(pieces, batchSize)) {
            float[] vectors = runBatch(batch);
            for (int p = 0; p < batch.size(); p++) {
                System.arraycopy(vectors, p * dimension, pooled, 0, dimension);
                Piece piece = batch.get(p);
                int off = piece.text() * dimension;
                for (int k = 0; k < dimension; k++) {
                    sums[off + k] += piece.weight() * pooled[k];
                }
            }
        }
        float[] out = new float[texts.size() * dimension];
        for (int i = 0; i < out.length; i++) {
            out[i] = (float) sums[i];
        }
        for (int t = 0; t < texts.size(); t++) {
            CosineKernel.normalize(out, t * dimension, dimension);
        }
        return out;
    }

    /** Runs one padded batch and returns mean-pooled (not yet normalised) vectors. */
    private float[] runBatch(List<Piece> batch) {
        int n = batch.size();
        int len = 0;
        for (Piece p : batch) {
            len = Math.max(len, p.ids().length);
        }
        long[] ids = new long[n * len];
        long[] mask = new long[n * len];
        for (int i = 0; i < n; i++) {
            long[] src = batch.get(i).ids();
            System.arraycopy(src, 0, ids, i * len, src.length);
            Arrays.fill(mask, i * len, i * len + src.length, 1L);
        }
        long[] shape = {n, len};
        float[] pooled = new float[n * dimension];
        checkOpen();
        try (OnnxTensor idsT = OnnxTensor.createTensor(env, LongBuffer.wrap(ids), shape);
             OnnxTensor maskT = OnnxTensor.createTensor(env, LongBuffer.wrap(mask), shape);
             OnnxTensor typesT = feedTokenTypes ? OnnxTensor.createTensor(env, LongBuffer.wrap(new long[n * len]), shape)
                     : null) {
            Map<String, OnnxTensor> inputs = new HashMap<>();
            inputs.put("input_ids", idsT);
            inputs.put("attention_mask", maskT);
            if (typesT != null) {
                inputs.put("token_type_ids", typesT);
            }
            modelRuns.incrementAndGet();
            try (OrtSession.Result result = session.run(inputs, java.util.Set.of(outputName))) {
                OnnxValue value = result.get(outputName).orElseThrow(
                        () -> new ModelException(modelId + " returned no " + outputName));
                FloatBuffer hidden = ((OnnxTensor) value).getFloatBuffer();
                if (pooledOutput) {
                    hidden.get(pooled);
                } else {
                    TokenWindows.meanPool(hidden, mask, n, len, dimension, pooled);
                }
            }
        } catch (OrtException e) {
            throw new ModelException("ONNX Runtime failed on a batch of " + n + " text(s) of up to " + len
                    + " tokens: " + e.getMessage(), e);
        }
        return pooled;
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
                closeQuietly();
            } finally {
                lifecycle.writeLock().unlock();
            }
        }
    }

    private void closeQuietly() {
        try {
            if (session != null) {
                session.close();
            }
        } catch (OrtException e) {
            LOG.warn("closing the ONNX Runtime session failed: {}", e.getMessage());
        }
        if (tokenizer != null) {
            tokenizer.close();
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

        /** @param s where the model comes from (default: embedded all-MiniLM-L6-v2, fp32) @return this */
        public Builder source(ModelSource s) {
            this.source = s;
            return this;
        }

        /** @param tokens window in tokens, special tokens included (default: the model's, 256 for MiniLM) @return this */
        public Builder maxTokens(int tokens) {
            this.maxTokens = tokens;
            return this;
        }

        /** @param size texts per ONNX Runtime run (default 128) @return this */
        public Builder batchSize(int size) {
            this.batchSize = size;
            return this;
        }

        /** @param threads ONNX Runtime intra-op threads (default 0: one per available processor) @return this */
        public Builder intraOpThreads(int threads) {
            this.intraOpThreads = threads;
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

        /** @param policy what to do with texts longer than the window (default TRUNCATE) @return this */
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

        /** @param device CUDA device index (default 0) @return this */
        public Builder cudaDevice(int device) {
            this.cudaDevice = device;
            return this;
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
