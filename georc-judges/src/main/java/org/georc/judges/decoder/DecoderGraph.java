package org.georc.judges.decoder;

import ai.onnxruntime.NodeInfo;
import ai.onnxruntime.OnnxJavaType;
import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import ai.onnxruntime.TensorInfo;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.LongBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.georc.core.ModelException;
import org.georc.judges.encoder.ExecutionProvider;
import org.georc.judges.encoder.OrtSessions;

/**
 * The exported decoder graph and one forward run of it. On loading it reads what the session
 * declares (the KV-cache layout from {@code config.json}, the KV and logits types, the vocabulary
 * size, whether {@code position_ids} and {@code use_cache_branch} are inputs) and refuses a graph
 * it cannot drive. {@link #run} and {@link #exec} build one run's input tensors and return its
 * {@link Step}, whose open result hands its present keys and values straight to the next run.
 *
 * <p>Knows nothing of prompts, stop tokens or caching policy: that is {@link GreedyDecoder}'s.
 * Not thread-safe by itself; {@link OnnxCausalLm} serialises every run.
 */
final class DecoderGraph implements AutoCloseable {
    private final OrtEnvironment env;
    private final OrtSession session;
    private final String modelId;
    private final int layers;
    private final int kvHeads;
    private final int headDim;
    private final boolean positionIds;
    private final boolean useCacheBranch;
    private final OnnxJavaType kvType;
    private final int kvBytes;
    private final OnnxJavaType logitsType;
    private final int vocab;
    private final Set<String> presentNames;

    /**
     * Keys and values of earlier positions, per layer as raw bytes laid out [1, kvHeads, length,
     * headDim]; a run may take only the first positions of them.
     *
     * @param keys   per layer
     * @param values per layer
     * @param length positions stored per head
     */
    record Past(byte[][] keys, byte[][] values, int length) {
        /** @return a prefix-cache entry's keys and values */
        static Past of(PrefixCache.Entry e) {
            return new Past(e.keys(), e.values(), e.ids().length);
        }
    }

    /**
     * Loads the graph of a model folder.
     *
     * @param dir        the model folder (its {@code config.json} already read into {@code config})
     * @param config     the model's configuration
     * @param modelId    name used in messages
     * @param threads    intra-op threads (0: available processors)
     * @param provider   execution provider
     * @param cudaDevice CUDA device index
     * @param strict     fail instead of falling back to the CPU
     * @throws ModelException when the configuration, the graph or its inputs do not fit
     */
    DecoderGraph(Path dir, JsonNode config, String modelId, int threads, ExecutionProvider provider, int cudaDevice,
                 boolean strict) {
        this.modelId = modelId;
        int heads = config.path("num_attention_heads").asInt(0);
        this.layers = config.path("num_hidden_layers").asInt(0);
        this.kvHeads = config.path("num_key_value_heads").asInt(heads);
        int hidden = config.path("hidden_size").asInt(0);
        this.headDim = config.path("head_dim").asInt(heads > 0 ? hidden / heads : 0);
        if (layers <= 0 || kvHeads <= 0 || headDim <= 0) {
            throw new ModelException(dir.resolve("config.json") + ": needs num_hidden_layers, num_attention_heads "
                    + "(or num_key_value_heads) and hidden_size (or head_dim)");
        }
        Path onnx = DecoderFolder.model(dir);
        this.env = OrtEnvironment.getEnvironment();
        try (OrtSession.SessionOptions opts = new OrtSession.SessionOptions()) {
            opts.setIntraOpNumThreads(threads > 0 ? threads : Runtime.getRuntime().availableProcessors());
            OrtSessions.addProvider(opts, provider, cudaDevice, strict, onnx.toString());
            this.session = env.createSession(onnx.toString(), opts);
        } catch (OrtException e) {
            throw new ModelException("ONNX Runtime cannot load " + onnx + ": " + e.getMessage(), e);
        }
        try {
            Map<String, NodeInfo> in = session.getInputInfo();
            for (String required : List.of("input_ids", "attention_mask", "past_key_values.0.key")) {
                if (!in.containsKey(required)) {
                    throw new ModelException(onnx + " is not a decoder with a KV cache: input " + required
                            + " is missing (inputs: " + in.keySet() + ")");
                }
            }
            this.positionIds = in.containsKey("position_ids");
            this.useCacheBranch = in.containsKey("use_cache_branch");
            TensorInfo kv = (TensorInfo) in.get("past_key_values.0.key").getInfo();
            this.kvType = kv.type;
            if (kvType != OnnxJavaType.FLOAT && kvType != OnnxJavaType.FLOAT16) {
                throw new ModelException("unsupported KV cache type " + kvType + " (fp32 or fp16 expected)");
            }
            this.kvBytes = kvType == OnnxJavaType.FLOAT ? 4 : 2;
            NodeInfo logits = session.getOutputInfo().get("logits");
            if (logits == null) {
                throw new ModelException(onnx + " has no logits output");
            }
            TensorInfo li = (TensorInfo) logits.getInfo();
            this.logitsType = li.type;
            if (logitsType != OnnxJavaType.FLOAT && logitsType != OnnxJavaType.FLOAT16) {
                throw new ModelException("unsupported logits type " + logitsType + " (fp32 or fp16 expected)");
            }
            long[] ls = li.getShape();
            long v = ls.length == 0 ? -1 : ls[ls.length - 1];
            this.vocab = (int) (v > 0 ? v : config.path("vocab_size").asLong(0));
            if (vocab <= 0) {
                throw new ModelException(onnx + ": the logits' last dimension is symbolic and config.json has no "
                        + "vocab_size");
            }
        } catch (OrtException e) {
            close();
            throw new ModelException("cannot read the inputs of " + onnx, e);
        } catch (RuntimeException e) {
            close();
            throw e;
        }
        Set<String> names = new LinkedHashSet<>();
        for (int l = 0; l < layers; l++) {
            names.add("present." + l + ".key");
            names.add("present." + l + ".value");
        }
        this.presentNames = names;
    }

    /** @return transformer layers */
    int layers() {
        return layers;
    }

    /** @return the element type of the KV cache (fp32 or fp16) */
    OnnxJavaType kvType() {
        return kvType;
    }

    /**
     * One sequence: runs {@code ids} after {@code past} earlier tokens, whose keys and values come
     * either from {@code prefix} (its first {@code past} positions) or from the previous step's
     * open result. Every position is attended and positions count on from {@code past}.
     *
     * @param ids      the tokens to run, at least one
     * @param past     earlier tokens
     * @param prefix   their keys and values, or null (then {@code previous}, or none when past is 0)
     * @param previous the previous run, still open, or null
     * @return the run, to be closed by the caller
     * @throws OrtException when ONNX Runtime fails
     */
    Step run(long[] ids, int past, Past prefix, Step previous) throws OrtException {
        int s = ids.length;
        int total = past + s;
        long[] mask = new long[total];
        java.util.Arrays.fill(mask, 1L);
        long[] pos = new long[s];
        for (int i = 0; i < s; i++) {
            pos[i] = past + i;
        }
        return exec(ids, 1, s, mask, total, pos, previous, prefix);
    }

    /**
     * One batched run: {@code ids} and {@code pos} are [rows, s], {@code mask} is [rows, total];
     * the past keys and values (length {@code total - s}) come from the previous step's open
     * result, or are copied from {@code prefix} (one row's, its first {@code total - s}
     * positions) into every row, or are empty.
     *
     * @return the run, to be closed by the caller
     * @throws OrtException when ONNX Runtime fails
     */
    Step exec(long[] ids, int rows, int s, long[] mask, int total, long[] pos, Step previous, Past prefix)
            throws OrtException {
        int past = total - s;
        List<OnnxTensor> owned = new ArrayList<>();
        Map<String, OnnxTensor> inputs = new HashMap<>();
        try {
            inputs.put("input_ids", track(owned, OnnxTensor.createTensor(env, LongBuffer.wrap(ids), new long[] {rows, s})));
            inputs.put("attention_mask", track(owned, OnnxTensor.createTensor(env, LongBuffer.wrap(mask),
                    new long[] {rows, total})));
            if (positionIds) {
                inputs.put("position_ids", track(owned, OnnxTensor.createTensor(env, LongBuffer.wrap(pos),
                        new long[] {rows, s})));
            }
            if (useCacheBranch) {
                inputs.put("use_cache_branch", track(owned, OnnxTensor.createTensor(env, new boolean[] {past > 0})));
            }
            for (int l = 0; l < layers; l++) {
                for (int k = 0; k < 2; k++) {
                    String kv = k == 0 ? "key" : "value";
                    String name = "past_key_values." + l + "." + kv;
                    if (previous != null) {
                        inputs.put(name, previous.present(l, kv)); // straight from the open result: no copy
                        continue;
                    }
                    int headBytes = past * headDim * kvBytes;
                    ByteBuffer bb = ByteBuffer.allocateDirect(Math.multiplyExact(rows, kvHeads * headBytes))
                            .order(ByteOrder.nativeOrder());
                    if (prefix != null && past > 0) {
                        byte[] src = k == 0 ? prefix.keys()[l] : prefix.values()[l];
                        int stride = prefix.length() * headDim * kvBytes;
                        for (int r = 0; r < rows; r++) {
                            for (int h = 0; h < kvHeads; h++) {
                                bb.put(src, h * stride, headBytes);
                            }
                        }
                        bb.flip();
                    }
                    inputs.put(name, track(owned, OnnxTensor.createTensor(env, bb, new long[] {rows, kvHeads, past, headDim},
                            kvType)));
                }
            }
            int width = logitsType == OnnxJavaType.FLOAT16 ? 2 : 4;
            ByteBuffer logits = ByteBuffer.allocateDirect(Math.multiplyExact(Math.multiplyExact(rows * s, vocab), width))
                    .order(ByteOrder.nativeOrder());
            OnnxTensor pinned = track(owned, OnnxTensor.createTensor(env, logits, new long[] {rows, s, vocab}, logitsType));
            OrtSession.Result result = session.run(inputs, presentNames, Map.of("logits", pinned));
            return new Step(result, s, owned, logits);
        } catch (OrtException | RuntimeException e) {
            owned.forEach(OnnxTensor::close);
            throw e;
        }
    }

    /**
     * @param src    keys and values
     * @param length positions to keep, at most {@code src.length()}
     * @return a copy of their first {@code length} positions
     */
    Past slice(Past src, int length) {
        byte[][] keys = new byte[layers][];
        byte[][] values = new byte[layers][];
        for (int l = 0; l < layers; l++) {
            keys[l] = slice(src.keys()[l], src.length(), length);
            values[l] = slice(src.values()[l], src.length(), length);
        }
        return new Past(keys, values, length);
    }

    private byte[] slice(byte[] src, int srcLen, int length) {
        int row = length * headDim * kvBytes;
        byte[] out = new byte[kvHeads * row];
        for (int h = 0; h < kvHeads; h++) {
            System.arraycopy(src, h * srcLen * headDim * kvBytes, out, h * row, row);
        }
        return out;
    }

    private static OnnxTensor track(List<OnnxTensor> owned, OnnxTensor t) {
        owned.add(t);
        return t;
    }

    /** Closes the session; safe to call more than once (a failure is logged, not thrown). */
    @Override
    public void close() {
        try {
            session.close();
        } catch (OrtException e) {
            org.slf4j.LoggerFactory.getLogger(OnnxCausalLm.class).warn("closing the session failed: {}", e.getMessage());
        }
    }

    /**
     * One model run; holds its Result open so the next run can take its present tensors. Its
     * logits were written by ONNX Runtime straight into a direct buffer of ours (a pinned
     * output), so reading the last position copies {@code vocab} values, not the whole tensor.
     */
    final class Step implements AutoCloseable {
        private final OrtSession.Result result;
        private final int seqLen;
        private final List<OnnxTensor> owned;
        private final ByteBuffer logits;

        private Step(OrtSession.Result result, int seqLen, List<OnnxTensor> owned, ByteBuffer logits) {
            this.result = result;
            this.seqLen = seqLen;
            this.owned = owned;
            this.logits = logits;
        }

        private OnnxTensor present(int layer, String kv) {
            return (OnnxTensor) result.get("present." + layer + "." + kv)
                    .orElseThrow(() -> new ModelException(modelId + " returned no present." + layer + "." + kv));
        }

        /**
         * @param length the positions the present tensors hold (past plus this run's)
         * @return a copy of this run's present keys and values (one row)
         */
        Past present(int length) {
            byte[][] keys = new byte[layers][];
            byte[][] values = new byte[layers][];
            for (int l = 0; l < layers; l++) {
                keys[l] = bytes(present(l, "key"));
                values[l] = bytes(present(l, "value"));
            }
            return new Past(keys, values, length);
        }

        /** @return the greedy choice after the last position of the only row */
        long argmaxLast() {
            return argmax(0, seqLen - 1);
        }

        /** Greedy choice at one position of one row of this run's logits [rows, seqLen, vocab]. */
        long argmax(int row, int position) {
            long best = 0;
            float bestV = Float.NEGATIVE_INFINITY;
            int at = row * seqLen + position;
            if (logitsType == OnnxJavaType.FLOAT16) {
                int off = at * vocab * 2;
                for (int k = 0; k < vocab; k++) {
                    float x = fp16(logits.getShort(off + 2 * k));
                    if (x > bestV) {
                        bestV = x;
                        best = k;
                    }
                }
            } else {
                int off = at * vocab * 4;
                for (int k = 0; k < vocab; k++) {
                    float x = logits.getFloat(off + 4 * k);
                    if (x > bestV) {
                        bestV = x;
                        best = k;
                    }
                }
            }
            return best;
        }

        @Override
        public void close() {
            result.close();
            owned.forEach(OnnxTensor::close);
        }
    }

    private static byte[] bytes(OnnxTensor t) {
        ByteBuffer bb = t.getByteBuffer();
        byte[] out = new byte[bb.remaining()];
        bb.get(out);
        return out;
    }

    /** An IEEE 754 half-precision value as a float. */
    static float fp16(short h) {
        int bits = h & 0xffff;
        int sign = (bits >>> 15) << 31;
        int exp = (bits >>> 10) & 0x1f;
        int mant = bits & 0x3ff;
        if (exp == 0) {
            return (sign != 0 ? -1 : 1) * mant * (float) Math.pow(2, -24);
        }
        if (exp == 31) {
            return Float.intBitsToFloat(sign | 0x7f800000 | (mant << 13));
        }
        return Float.intBitsToFloat(sign | ((exp + 112) << 23) | (mant << 13));
    }

    @Override
    public String toString() {
        return "layers=" + layers + ", kv=" + kvType;
    }
}
