package org.georc.judges.encoder;

import ai.djl.huggingface.tokenizers.Encoding;
import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OnnxValue;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import java.nio.FloatBuffer;
import java.nio.LongBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.georc.core.ModelException;
import org.georc.judges.encoder.TokenWindows.Piece;
import org.georc.metrics.CosineKernel;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The inference of an {@link OnnxSentenceEncoder} on a loaded model ({@link EncoderLoader}):
 * texts to unit vectors through the tokenizer and the ONNX Runtime session. Thread-safe; the
 * encoder around it guards its lifecycle and closes it.
 */
final class EncoderInference implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(OnnxSentenceEncoder.class);

    private final OrtEnvironment env;
    private final OrtSession session;
    private final HuggingFaceTokenizer tokenizer;
    private final String modelId;
    private final boolean feedTokenTypes;
    private final boolean pooledOutput;
    private final String outputName;
    private final int dimension;
    private final int maxTokens;
    private final int batchSize;
    private final LongInputPolicy longInputPolicy;
    private final Pooling pooling;
    private final String textPrefix;
    /** Throws when the encoder was closed meanwhile: checked before each batch. */
    private final Runnable checkOpen;
    private final AtomicLong truncatedTexts = new AtomicLong();
    private final AtomicLong modelRuns = new AtomicLong();

    /**
     * @param env             the ONNX Runtime environment
     * @param model           the loaded model; closed by {@link #close()}
     * @param modelId         the model's id, for messages
     * @param maxTokens       the window in tokens
     * @param batchSize       texts per run
     * @param longInputPolicy what to do with texts longer than the window
     * @param pooling         how token vectors become one vector (unused when the graph pools)
     * @param textPrefix      put before every text (empty for none)
     * @param checkOpen       throws when the encoder is closed
     */
    EncoderInference(OrtEnvironment env, EncoderLoader.Loaded model, String modelId, int maxTokens, int batchSize,
                     LongInputPolicy longInputPolicy, Pooling pooling, String textPrefix, Runnable checkOpen) {
        this.pooling = pooling;
        this.textPrefix = textPrefix;
        this.env = env;
        this.session = model.session();
        this.tokenizer = model.tokenizer();
        this.modelId = modelId;
        this.feedTokenTypes = model.feedTokenTypes();
        this.pooledOutput = model.pooledOutput();
        this.outputName = model.outputName();
        this.dimension = model.dimension();
        this.maxTokens = maxTokens;
        this.batchSize = batchSize;
        this.longInputPolicy = longInputPolicy;
        this.checkOpen = checkOpen;
    }

    /** @return how many texts were truncated so far */
    long truncatedTexts() {
        return truncatedTexts.get();
    }

    /** @return how many ONNX Runtime runs were made so far */
    long modelRuns() {
        return modelRuns.get();
    }

    /**
     * Encodes texts: tokenise, split long ones into windows (or truncate), run length-sorted
     * batches, pool, sum the windows of each text and normalise.
     *
     * @param texts non-blank texts
     * @return {@code texts.size() * dimension} floats, row-major, unit rows
     */
    float[] encode(List<String> texts) {
        List<Piece> pieces = new ArrayList<>();
        List<String> inputs = texts;
        if (!textPrefix.isEmpty()) {
            inputs = new ArrayList<>(texts.size());
            for (String t : texts) {
                inputs.add(textPrefix + t);
            }
        }
        Encoding[] encodings = tokenizer.batchEncode(inputs, true, false);
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

    /** Runs one padded batch and returns pooled (not yet normalised) vectors. */
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
        checkOpen.run();
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
                } else if (pooling == Pooling.CLS) {
                    TokenWindows.firstTokenPool(hidden, n, len, dimension, pooled);
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

    /** Closes the session and the tokenizer. */
    @Override
    public void close() {
        try {
            session.close();
        } catch (OrtException e) {
            LOG.warn("closing the ONNX Runtime session failed: {}", e.getMessage());
        }
        tokenizer.close();
    }
}
