package org.georc.judges.decoder;

import ai.djl.huggingface.tokenizers.Encoding;
import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import ai.onnxruntime.NodeInfo;
import ai.onnxruntime.OnnxJavaType;
import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import ai.onnxruntime.TensorInfo;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.LongBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.stream.Stream;
import org.georc.core.ConfigurationException;
import org.georc.core.ModelException;
import org.georc.core.io.JsonLines;
import org.georc.core.spi.ChatMessage;
import org.georc.core.spi.GenerationOptions;
import org.georc.core.spi.LanguageModel;
import org.georc.judges.encoder.DjlOffline;
import org.georc.judges.encoder.ExecutionProvider;

/**
 * A decoder-only language model exported to ONNX in the Hugging Face Optimum / onnx-community
 * layout, run with our own greedy generation loop (onnxruntime-genai is not on Maven Central).
 *
 * <p>The folder holds {@code config.json}, {@code generation_config.json}, {@code tokenizer.json},
 * {@code tokenizer_config.json} (or {@code chat_template.jinja}) and {@code onnx/model*.onnx}
 * (external {@code .onnx_data} files next to it are found by ONNX Runtime). Inputs are
 * {@code input_ids}, {@code attention_mask}, {@code position_ids} (when declared),
 * {@code past_key_values.{i}.key/.value} [batch, kv_heads, past_len, head_dim] (empty on the
 * first step) and an optional {@code use_cache_branch}; outputs {@code logits} and
 * {@code present.{i}.key/.value}. The KV dtype (fp32 or fp16) is read from the session.
 *
 * <p><b>Prefix reuse.</b> Judges send many prompts that share a long beginning (the rubric and
 * the whole reference chain). The model keeps the KV cache of the most recent prompts; a new
 * prompt that starts with the same tokens reuses their cached keys and values (causal attention
 * makes the cache of a prefix independent of what follows) and only runs its own suffix.
 * {@link #prefillTokens()} counts the prompt tokens actually run.
 *
 * <p>Generation is serialised (one sequence at a time); the model is thread-safe. Present
 * tensors are passed straight into the next step while their {@code Result} is open, and every
 * tensor and result is closed.
 */
public final class OnnxCausalLm implements LanguageModel {
    private final OrtEnvironment env;
    private final OrtSession session;
    private final HuggingFaceTokenizer tokenizer;
    private final ChatTemplate template;
    private final String modelId;
    private final int layers;
    private final int kvHeads;
    private final int headDim;
    private final boolean positionIds;
    private final boolean useCacheBranch;
    private final OnnxJavaType kvType;
    private final int kvBytes;
    private final Set<Long> stopIds;
    private final int prefixCacheEntries;
    private final long prefixCacheBytes;
    private final int prefillChunk;
    private final OnnxJavaType logitsType;
    private final int vocab;
    private final Set<String> presentNames;
    private final List<CachedPrefix> prefixes = new ArrayList<>();
    /** Serialises generation: one sequence at a time owns the session and the prefix cache. */
    private final ReentrantLock lock = new ReentrantLock();
    /** Readers: every use of the session or tokenizer; writer: close, which waits for them. */
    private final ReentrantReadWriteLock lifecycle = new ReentrantReadWriteLock();
    private final AtomicBoolean closed = new AtomicBoolean();
    private final AtomicLong prefillTokens = new AtomicLong();
    private final AtomicLong reusedTokens = new AtomicLong();

    /** Keys and values of a prompt, kept as raw bytes per layer ([1, kvHeads, length, headDim]). */
    private record CachedPrefix(long[] ids, byte[][] keys, byte[][] values) {
        long bytes() {
            long n = ids.length * 8L;
            for (byte[] k : keys) {
                n += k.length;
            }
            for (byte[] v : values) {
                n += v.length;
            }
            return n;
        }
    }

    private OnnxCausalLm(Path dir, Builder b) {
        DjlOffline.apply();
        JsonNode config = readJson(dir.resolve("config.json"), true);
        this.modelId = b.modelId != null ? b.modelId : dir.getFileName().toString();
        this.template = b.template;
        this.prefixCacheEntries = b.prefixCacheEntries;
        this.prefixCacheBytes = b.prefixCacheBytes;
        this.prefillChunk = b.prefillChunk;
        int heads = config.path("num_attention_heads").asInt(0);
        this.layers = config.path("num_hidden_layers").asInt(0);
        this.kvHeads = config.path("num_key_value_heads").asInt(heads);
        int hidden = config.path("hidden_size").asInt(0);
        this.headDim = config.path("head_dim").asInt(heads > 0 ? hidden / heads : 0);
        if (layers <= 0 || kvHeads <= 0 || headDim <= 0) {
            throw new ModelException(dir.resolve("config.json") + ": needs num_hidden_layers, num_attention_heads "
                    + "(or num_key_value_heads) and hidden_size (or head_dim)");
        }
        Path onnx = findModel(dir);
        this.env = OrtEnvironment.getEnvironment();
        try (OrtSession.SessionOptions opts = new OrtSession.SessionOptions()) {
            opts.setIntraOpNumThreads(b.threads > 0 ? b.threads : Runtime.getRuntime().availableProcessors());
            if (b.provider == ExecutionProvider.CUDA) {
                try {
                    opts.addCUDA(0);
                } catch (OrtException | UnsatisfiedLinkError e) {
                    if (b.strictProvider) {
                        throw new ModelException("CUDA was requested (strict) but cannot load: " + e.getMessage(), e);
                    }
                    org.slf4j.LoggerFactory.getLogger(OnnxCausalLm.class)
                            .warn("CUDA requested but not available ({}); running on the CPU", e.getMessage());
                }
            }
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
            closeSession();
            throw new ModelException("cannot read the inputs of " + onnx, e);
        } catch (RuntimeException e) {
            closeSession();
            throw e;
        }
        try {
            Map<String, String> opts = new HashMap<>();
            opts.put("addSpecialTokens", "false");
            opts.put("truncation", "false");
            opts.put("padding", "false");
            this.tokenizer = HuggingFaceTokenizer.newInstance(dir.resolve("tokenizer.json"), opts);
        } catch (IOException | RuntimeException e) {
            closeSession();
            throw new ModelException("cannot load " + dir.resolve("tokenizer.json") + ": " + e.getMessage(), e);
        }
        Set<Long> stops = new LinkedHashSet<>();
        JsonNode gen = readJson(dir.resolve("generation_config.json"), false);
        JsonNode eos = gen == null ? null : gen.get("eos_token_id");
        if (eos != null && eos.isArray()) {
            eos.forEach(n -> stops.add(n.asLong()));
        } else if (eos != null && eos.canConvertToLong()) {
            stops.add(eos.asLong());
        }
        long[] endIds = tokenizer.encode(template.endOfTurn(), false, false).getIds();
        if (endIds.length == 1) {
            stops.add(endIds[0]);
        }
        this.stopIds = Set.copyOf(stops);
        this.presentNames = allPresentNames();
    }

    /**
     * @param dir the model folder
     * @return a builder for that folder
     */
    public static Builder builder(Path dir) {
        return new Builder(dir);
    }

    @Override
    public String modelId() {
        return modelId;
    }

    /** @return prompt tokens run through the model so far (reused prefix tokens are not counted) */
    public long prefillTokens() {
        return prefillTokens.get();
    }

    /** @return prompt tokens served from the prefix cache so far */
    public long reusedTokens() {
        return reusedTokens.get();
    }

    /** @return the ids that end generation (generation_config eos ids and the end-of-turn token) */
    public Set<Long> stopIds() {
        return stopIds;
    }

    @Override
    public String generate(List<ChatMessage> messages, GenerationOptions options) {
        String text;
        lifecycle.readLock().lock();
        try {
            checkOpen();
            long[] prompt = tokenizer.encode(template.render(messages), false, false).getIds();
            long[] out = generateIds(prompt, options.maxNewTokens(), stopIds, true, prefixCacheEntries > 0);
            text = tokenizer.decode(out, true);
        } finally {
            lifecycle.readLock().unlock();
        }
        for (String stop : options.stopSequences()) {
            int at = text.indexOf(stop);
            if (at >= 0) {
                text = text.substring(0, at);
            }
        }
        return text.strip();
    }

    /**
     * @param text text to tokenize (no special tokens added)
     * @return its ids
     */
    public long[] tokenize(String text) {
        lifecycle.readLock().lock();
        try {
            checkOpen();
            Encoding e = tokenizer.encode(text, false, false);
            return e.getIds();
        } finally {
            lifecycle.readLock().unlock();
        }
    }

    /**
     * The greedy loop on token ids.
     *
     * @param prompt    prompt ids, at least one
     * @param maxNew    most tokens to generate
     * @param stops     ids that end generation (not included in the result)
     * @param useCache  feed each step's present KV into the next (false: re-run the whole
     *                  sequence every step, for testing that both agree)
     * @param reuse     reuse and remember prompt prefixes
     * @return generated ids
     */
    public long[] generateIds(long[] prompt, int maxNew, Set<Long> stops, boolean useCache, boolean reuse) {
        if (prompt.length == 0) {
            throw new IllegalArgumentException("the prompt has no tokens");
        }
        if (maxNew < 1) {
            throw new IllegalArgumentException("maxNew must be >= 1, got " + maxNew);
        }
        lifecycle.readLock().lock();
        lock.lock();
        try {
            checkOpen();
            return useCache ? cached(prompt, maxNew, stops, reuse) : uncached(prompt, maxNew, stops);
        } catch (OrtException e) {
            throw new ModelException("ONNX Runtime failed while generating with " + modelId + ": " + e.getMessage(), e);
        } finally {
            lock.unlock();
            lifecycle.readLock().unlock();
        }
    }

    private long[] uncached(long[] prompt, int maxNew, Set<Long> stops) throws OrtException {
        List<Long> seq = new ArrayList<>();
        for (long id : prompt) {
            seq.add(id);
        }
        List<Long> out = new ArrayList<>();
        for (int step = 0; step < maxNew; step++) {
            long[] ids = seq.stream().mapToLong(Long::longValue).toArray();
            prefillTokens.addAndGet(ids.length);
            long next;
            try (Step s = run(ids, 0, null, null)) {
                next = s.argmaxLast();
            }
            if (stops.contains(next)) {
                break;
            }
            out.add(next);
            seq.add(next);
        }
        return out.stream().mapToLong(Long::longValue).toArray();
    }

    private long[] cached(long[] prompt, int maxNew, Set<Long> stops, boolean reuse) throws OrtException {
        CachedPrefix hit = null;
        int common = 0;
        if (reuse) {
            for (CachedPrefix p : prefixes) {
                int c = commonPrefix(p.ids(), prompt);
                if (c > common) {
                    common = c;
                    hit = p;
                }
            }
            common = Math.min(common, prompt.length - 1); // at least one token must run to get logits
        }
        List<Long> out = new ArrayList<>();
        prefillTokens.addAndGet(prompt.length - common);
        reusedTokens.addAndGet(common);
        // prefill in chunks: the logits of a run are [1, chunk, vocab], so memory stays bounded
        // however long the prompt (only the last row of the last chunk is read)
        Step step = null;
        try {
            for (int from = common; from < prompt.length; from += prefillChunk) {
                long[] part = java.util.Arrays.copyOfRange(prompt, from, Math.min(prompt.length, from + prefillChunk));
                Step next = step != null ? run(part, from, null, step)
                        : hit == null || common == 0 ? run(part, 0, null, null) : run(part, common, hit, null);
                if (step != null) {
                    step.close();
                }
                step = next;
            }
        } catch (OrtException | RuntimeException e) {
            if (step != null) {
                step.close();
            }
            throw e;
        }
        try {
            if (reuse) {
                remember(prompt, step);
            }
            int past = prompt.length;
            for (int i = 0; i < maxNew; i++) {
                long next = step.argmaxLast();
                if (stops.contains(next) || i == maxNew - 1) {
                    if (!stops.contains(next)) {
                        out.add(next);
                    }
                    break;
                }
                out.add(next);
                Step nextStep = run(new long[] {next}, past, null, step);
                step.close();
                step = nextStep;
                past++;
            }
        } finally {
            step.close();
        }
        return out.stream().mapToLong(Long::longValue).toArray();
    }

    private static int commonPrefix(long[] a, long[] b) {
        int n = Math.min(a.length, b.length);
        int i = 0;
        while (i < n && a[i] == b[i]) {
            i++;
        }
        return i;
    }

    /** Copies the prompt's present KV out of the step and keeps it, newest first. */
    private void remember(long[] prompt, Step step) throws OrtException {
        byte[][] keys = new byte[layers][];
        byte[][] values = new byte[layers][];
        for (int l = 0; l < layers; l++) {
            keys[l] = bytes(step.present(l, "key"));
            values[l] = bytes(step.present(l, "value"));
        }
        CachedPrefix entry = new CachedPrefix(prompt.clone(), keys, values);
        if (entry.bytes() > prefixCacheBytes) {
            return; // larger than the whole budget: not kept
        }
        prefixes.add(0, entry);
        long total = 0;
        for (int i = 0; i < prefixes.size(); i++) {
            total += prefixes.get(i).bytes();
            if (i >= prefixCacheEntries || total > prefixCacheBytes) {
                prefixes.subList(i, prefixes.size()).clear();
                break;
            }
        }
    }

    /** @return bytes held by the prefix cache now */
    public long prefixCacheBytesUsed() {
        lock.lock();
        try {
            return prefixes.stream().mapToLong(CachedPrefix::bytes).sum();
        } finally {
            lock.unlock();
        }
    }

    private static byte[] bytes(OnnxTensor t) {
        ByteBuffer bb = t.getByteBuffer();
        byte[] out = new byte[bb.remaining()];
        bb.get(out);
        return out;
    }

    /**
     * One model run; holds its Result open so the next run can take its present tensors. Its
     * logits were written by ONNX Runtime straight into a direct buffer of ours (a pinned
     * output), so reading the last position copies {@code vocab} values, not the whole tensor.
     */
    private final class Step implements AutoCloseable {
        final OrtSession.Result result;
        final int seqLen;
        final List<OnnxTensor> owned;
        final ByteBuffer logits;

        Step(OrtSession.Result result, int seqLen, List<OnnxTensor> owned, ByteBuffer logits) {
            this.result = result;
            this.seqLen = seqLen;
            this.owned = owned;
            this.logits = logits;
        }

        OnnxTensor present(int layer, String kv) {
            return (OnnxTensor) result.get("present." + layer + "." + kv)
                    .orElseThrow(() -> new ModelException(modelId + " returned no present." + layer + "." + kv));
        }

        long argmaxLast() {
            long best = 0;
            float bestV = Float.NEGATIVE_INFINITY;
            if (logitsType == OnnxJavaType.FLOAT16) {
                int off = (seqLen - 1) * vocab * 2;
                for (int k = 0; k < vocab; k++) {
                    float x = fp16(logits.getShort(off + 2 * k));
                    if (x > bestV) {
                        bestV = x;
                        best = k;
                    }
                }
            } else {
                int off = (seqLen - 1) * vocab * 4;
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

    /**
     * Runs {@code ids} after {@code past} earlier tokens whose keys and values come either from a
     * cached prefix (sliced to {@code past}) or from the previous step's open result.
     */
    private Step run(long[] ids, int past, CachedPrefix prefix, Step previous) throws OrtException {
        int s = ids.length;
        int total = past + s;
        List<OnnxTensor> owned = new ArrayList<>();
        Map<String, OnnxTensor> inputs = new HashMap<>();
        try {
            inputs.put("input_ids", track(owned, OnnxTensor.createTensor(env, LongBuffer.wrap(ids), new long[] {1, s})));
            long[] mask = new long[total];
            java.util.Arrays.fill(mask, 1L);
            inputs.put("attention_mask", track(owned, OnnxTensor.createTensor(env, LongBuffer.wrap(mask), new long[] {1, total})));
            if (positionIds) {
                long[] pos = new long[s];
                for (int i = 0; i < s; i++) {
                    pos[i] = past + i;
                }
                inputs.put("position_ids", track(owned, OnnxTensor.createTensor(env, LongBuffer.wrap(pos), new long[] {1, s})));
            }
            if (useCacheBranch) {
                inputs.put("use_cache_branch", track(owned, OnnxTensor.createTensor(env, new boolean[] {past > 0})));
            }
            for (int l = 0; l < layers; l++) {
                for (String kv : new String[] {"key", "value"}) {
                    String name = "past_key_values." + l + "." + kv;
                    if (previous != null) {
                        inputs.put(name, previous.present(l, kv)); // straight from the open result: no copy
                    } else {
                        long[] shape = {1, kvHeads, past, headDim};
                        ByteBuffer bb = ByteBuffer.allocateDirect(kvHeads * past * headDim * kvBytes).order(ByteOrder.nativeOrder());
                        if (prefix != null && past > 0) {
                            byte[] src = "key".equals(kv) ? prefix.keys()[l] : prefix.values()[l];
                            int srcLen = prefix.ids().length;
                            int rowBytes = past * headDim * kvBytes;
                            for (int h = 0; h < kvHeads; h++) {
                                bb.put(src, h * srcLen * headDim * kvBytes, rowBytes);
                            }
                            bb.flip();
                        }
                        inputs.put(name, track(owned, OnnxTensor.createTensor(env, bb, shape, kvType)));
                    }
                }
            }
            int width = logitsType == OnnxJavaType.FLOAT16 ? 2 : 4;
            ByteBuffer logits = ByteBuffer.allocateDirect(Math.multiplyExact(Math.multiplyExact(s, vocab), width))
                    .order(ByteOrder.nativeOrder());
            OnnxTensor pinned = track(owned, OnnxTensor.createTensor(env, logits, new long[] {1, s, vocab}, logitsType));
            OrtSession.Result result = session.run(inputs, presentNames, Map.of("logits", pinned));
            return new Step(result, s, owned, logits);
        } catch (OrtException | RuntimeException e) {
            owned.forEach(OnnxTensor::close);
            throw e;
        }
    }

    private Set<String> allPresentNames() {
        Set<String> names = new LinkedHashSet<>();
        for (int l = 0; l < layers; l++) {
            names.add("present." + l + ".key");
            names.add("present." + l + ".value");
        }
        return names;
    }

    private static OnnxTensor track(List<OnnxTensor> owned, OnnxTensor t) {
        owned.add(t);
        return t;
    }

    private static float fp16(short h) {
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

    private static Path findModel(Path dir) {
        for (Path p : List.of(dir.resolve("onnx").resolve("model.onnx"), dir.resolve("model.onnx"))) {
            if (Files.isRegularFile(p)) {
                return p;
            }
        }
        Path onnxDir = dir.resolve("onnx");
        if (Files.isDirectory(onnxDir)) {
            try (Stream<Path> s = Files.list(onnxDir)) {
                return s.filter(p -> p.getFileName().toString().matches("model.*\\.onnx")).sorted().findFirst()
                        .orElseThrow(() -> new ModelException(dir + " has no onnx/model*.onnx"));
            } catch (IOException e) {
                throw new ModelException("cannot list " + onnxDir, e);
            }
        }
        throw new ModelException(dir + " has no onnx/model.onnx (nor model.onnx)");
    }

    private static JsonNode readJson(Path file, boolean required) {
        if (!Files.isRegularFile(file)) {
            if (required) {
                throw new ModelException("model folder is missing " + file.getFileName() + " (" + file + ")");
            }
            return null;
        }
        try {
            return JsonLines.MAPPER.readTree(file.toFile());
        } catch (IOException e) {
            throw new ModelException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    private void checkOpen() {
        if (closed.get()) {
            throw new ModelException("the decoder " + modelId + " is closed");
        }
    }

    /** Closes the session and tokenizer; later calls fail with a {@link ModelException}. Idempotent. */
    @Override
    public void close() {
        if (lifecycle.getReadHoldCount() > 0) {
            throw new IllegalStateException("close() called from inside a generation of " + modelId);
        }
        if (closed.compareAndSet(false, true)) {
            lifecycle.writeLock().lock(); // waits for generations in flight; new ones see the closed flag
            try {
                prefixes.clear();
                closeSession();
                tokenizer.close();
            } finally {
                lifecycle.writeLock().unlock();
            }
        }
    }

    private void closeSession() {
        try {
            session.close();
        } catch (OrtException e) {
            org.slf4j.LoggerFactory.getLogger(OnnxCausalLm.class).warn("closing the session failed: {}", e.getMessage());
        }
    }

    @Override
    public String toString() {
        return "OnnxCausalLm[" + modelId + ", layers=" + layers + ", kv=" + kvType + "]";
    }

    /** Builder; {@link #build()} validates and loads. */
    public static final class Builder {
        private final Path dir;
        private ChatTemplate template;
        private String modelId;
        private int threads;
        private int prefixCacheEntries = 2;
        private long prefixCacheBytes = 1L << 30;
        private int prefillChunk = 64;
        private ExecutionProvider provider = ExecutionProvider.CPU;
        private boolean strictProvider;

        private Builder(Path dir) {
            this.dir = dir;
        }

        /** @param t the chat format (default: ChatML when the tokenizer config's template uses it) @return this */
        public Builder template(ChatTemplate t) {
            this.template = t;
            return this;
        }

        /** @param id model id for provenance (default: the folder name) @return this */
        public Builder modelId(String id) {
            this.modelId = id;
            return this;
        }

        /** @param n intra-op threads (default: available processors) @return this */
        public Builder threads(int n) {
            this.threads = n;
            return this;
        }

        /** @param n prompts whose KV cache is kept for prefix reuse (default 2; 0 turns reuse off) @return this */
        public Builder prefixCache(int n) {
            this.prefixCacheEntries = n;
            return this;
        }

        /**
         * @param bytes most bytes of keys and values the prefix cache holds (default 1 GiB; a
         *              prompt whose cache alone is larger is not kept)
         * @return this
         */
        public Builder prefixCacheBytes(long bytes) {
            this.prefixCacheBytes = bytes;
            return this;
        }

        /**
         * @param tokens prompt tokens per prefill run (default 64): bounds the logits of one run
         *               to {@code tokens x vocabulary} values
         * @return this
         */
        public Builder prefillChunk(int tokens) {
            this.prefillChunk = tokens;
            return this;
        }

        /** @param p execution provider @param strict fail instead of falling back to the CPU @return this */
        public Builder executionProvider(ExecutionProvider p, boolean strict) {
            this.provider = p;
            this.strictProvider = strict;
            return this;
        }

        /**
         * @return the model
         * @throws ConfigurationException for bad settings or an unsupported chat template
         * @throws ModelException         when files are missing or the model cannot load
         */
        public OnnxCausalLm build() {
            if (!Files.isDirectory(dir)) {
                throw new ModelException("model folder " + dir + " does not exist");
            }
            if (threads < 0 || prefixCacheEntries < 0 || prefixCacheBytes < 0 || prefillChunk < 1) {
                throw new ConfigurationException("threads, prefixCache and prefixCacheBytes must be >= 0, "
                        + "prefillChunk >= 1");
            }
            if (template == null) {
                template = detectTemplate(dir);
            }
            return new OnnxCausalLm(dir, this);
        }

        private static ChatTemplate detectTemplate(Path dir) {
            String jinja = null;
            JsonNode tc = readJson(dir.resolve("tokenizer_config.json"), false);
            if (tc != null && tc.hasNonNull("chat_template")) {
                jinja = tc.get("chat_template").asText();
            } else if (Files.isRegularFile(dir.resolve("chat_template.jinja"))) {
                try {
                    jinja = Files.readString(dir.resolve("chat_template.jinja"));
                } catch (IOException e) {
                    throw new ModelException("cannot read chat_template.jinja", e);
                }
            }
            if (jinja == null || jinja.contains("<|im_start|>")) {
                return ChatTemplate.CHATML;
            }
            throw new ConfigurationException(dir + ": the chat template is not ChatML; pass a ChatTemplate to "
                    + "OnnxCausalLm.builder(dir).template(...)");
        }
    }
}
