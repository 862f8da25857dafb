package org.georc.judges.encoder;

import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import ai.onnxruntime.NodeInfo;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import ai.onnxruntime.TensorInfo;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.georc.core.ModelException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Loads what an {@link OnnxSentenceEncoder} runs: the ONNX Runtime session (from the optimised-
 * model cache when an earlier process left a sound entry, else from the weights, on the requested
 * execution provider or the CPU fallback), the SHA-256 of the weights, the tokenizer (on a helper
 * thread meanwhile), and what the graph takes and gives (token types or not, pooled or per-token
 * output, its name and dimension). Everything it opened is closed again when loading fails.
 */
final class EncoderLoader {
    private static final Logger LOG = LoggerFactory.getLogger(OnnxSentenceEncoder.class);

    private EncoderLoader() {
    }

    /**
     * How to load.
     *
     * @param source            where the model comes from
     * @param provider          the execution provider asked for
     * @param strictProvider    fail instead of falling back to the CPU
     * @param cudaDevice        the CUDA device index
     * @param modelCache        the optimised-model cache, or null
     * @param optimisationLevel ONNX Runtime's graph optimisation level
     * @param intraOpThreads    intra-op threads, 0 for one per available processor
     * @param spinning          whether idle intra-op threads spin
     */
    record Settings(ModelSource source, ExecutionProvider provider, boolean strictProvider, int cudaDevice,
                    OptimisedModelCache modelCache, OrtSession.SessionOptions.OptLevel optimisationLevel,
                    int intraOpThreads, boolean spinning) {
    }

    /**
     * A loaded model; the receiver closes the session and the tokenizer.
     *
     * @param session        the session
     * @param tokenizer      the tokenizer
     * @param sha256         SHA-256 of the weights
     * @param provider       the provider the session runs on
     * @param feedTokenTypes whether the graph takes {@code token_type_ids}
     * @param pooledOutput   whether the output is one vector per text (else one per token)
     * @param outputName     the output read
     * @param dimension      the vector dimension
     */
    record Loaded(OrtSession session, HuggingFaceTokenizer tokenizer, String sha256, ExecutionProvider provider,
                  boolean feedTokenTypes, boolean pooledOutput, String outputName, int dimension) {
    }

    /**
     * @param env the ONNX Runtime environment
     * @param b   how to load
     * @return the loaded model
     * @throws ModelException when the model, its graph or the tokenizer cannot be used
     */
    static Loaded load(OrtEnvironment env, Settings b) {
        String modelId = b.source().id();
        long t0 = System.nanoTime();
        // the tokenizer loads on a helper thread while the model is read and the session built
        CompletableFuture<HuggingFaceTokenizer> tokenizerFuture = CompletableFuture.supplyAsync(
                () -> loadTokenizer(b.source()), LOADER);
        // an optimised model from an earlier process skips inflating and most of the optimising
        // (CPU only: the cached graph is optimised for the CPU execution provider)
        OptimisedModelCache cache = b.provider() == ExecutionProvider.CPU ? b.modelCache() : null;
        String cacheKey = cache == null ? null : OptimisedModelCache.key(b.source());
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
                modelBytes = b.source().modelBytes();
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
                    used = OrtSessions.addProvider(opts, b.provider(), b.cudaDevice(), b.strictProvider(), modelId);
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
        long t2 = System.nanoTime();
        try {
            Map<String, NodeInfo> inputs = s.getInputInfo();
            if (!inputs.containsKey("input_ids") || !inputs.containsKey("attention_mask")) {
                throw new ModelException(modelId + " is not a sentence-transformers export: expected inputs "
                        + "input_ids and attention_mask, found " + inputs.keySet());
            }
            boolean feedTokenTypes = inputs.containsKey("token_type_ids");
            Map<String, NodeInfo> outputs = s.getOutputInfo();
            String name = outputs.containsKey("last_hidden_state") ? "last_hidden_state"
                    : outputs.containsKey("token_embeddings") ? "token_embeddings"
                    : outputs.containsKey("sentence_embedding") ? "sentence_embedding"
                    : outputs.keySet().iterator().next();
            TensorInfo info = (TensorInfo) outputs.get(name).getInfo();
            long[] shape = info.getShape();
            int dimension = (int) shape[shape.length - 1];
            if (dimension <= 0) {
                throw new ModelException(modelId + ": output " + name + " has no fixed embedding dimension "
                        + Arrays.toString(shape));
            }
            Loaded loaded = new Loaded(s, tokenizerFuture.join(), weightsSha, used, feedTokenTypes, shape.length == 2,
                    name, dimension);
            LOG.debug("loaded {} (sha256 {}) from {} on {}, dim {}; read {} ms, session {} ms, then {} ms",
                    modelId, weightsSha, loadedFrom, used, dimension, (t1 - t0) / 1_000_000,
                    (t2 - t1) / 1_000_000, (System.nanoTime() - t2) / 1_000_000);
            return loaded;
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
    }

    /** Session options shared by both load paths: optimisation level and threads. */
    private static OrtSession.SessionOptions options(Settings b) throws OrtException {
        OrtSession.SessionOptions opts = new OrtSession.SessionOptions();
        try {
            opts.setOptimizationLevel(b.optimisationLevel());
            // ONNX Runtime's own default counts physical cores, which leaves vCPUs idle on cloud machines
            opts.setIntraOpNumThreads(b.intraOpThreads() > 0 ? b.intraOpThreads()
                    : Runtime.getRuntime().availableProcessors());
            if (!b.spinning()) {
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
}
