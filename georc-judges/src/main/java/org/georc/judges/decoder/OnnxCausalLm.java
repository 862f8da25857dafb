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
import org.georc.core.spi.Completion;
import org.georc.core.spi.TokenUsage;
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
 * <p><b>Batching.</b> Prompts that arrive from several threads while the model is busy are
 * decoded together, up to {@link Builder#batchSize} at once: the thread that takes the model
 * serves the waiting prompts that share the longest prefix with the oldest one. Their common
 * prefix runs once (or comes from the prefix cache) and its keys and values are copied to every
 * row; the suffixes are right-padded and the padding is hidden by the attention mask, with
 * explicit position ids, so each row sees exactly the tokens it would see alone. The first
 * batch is checked against decoding one of its prompts alone; if the export does not honour a
 * mask with holes (some fused-attention exports read only the mask's length), batching turns
 * itself off with a warning and prompts are decoded one at a time.
 *
 * <p>The model is thread-safe: one batch (or one sequence) at a time owns the session and the
 * prefix cache. Present tensors are passed straight into the next step while their
 * {@code Result} is open, and every tensor and result is closed.
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
    private final int batchSize;
    /** Prompts waiting for the model, oldest first; guarded by itself. */
    private final java.util.ArrayDeque<Pending> waiting = new java.util.ArrayDeque<>();
    /** Whether batches are decoded together; turned off when the first batch disagrees with a lone run. */
    private volatile boolean batching;
    /** Whether the next batch is compared with a lone run first (the first batch only). */
    private boolean verifyNextBatch;
    private final AtomicLong batches = new AtomicLong();
    private final AtomicLong batchedSequences = new AtomicLong();
    private final AtomicLong paddedTokens = new AtomicLong();
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
        this.batchSize = b.batchSize;
        this.batching = b.batchSize > 1;
        this.verifyNextBatch = b.verifyBatching;
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

    /** @return prompts decoded together at most (1: one at a time) */
    public int batchSize() {
        return batchSize;
    }

    /** @return whether prompts are still decoded in batches (false after a failed check of the first batch) */
    public boolean batching() {
        return batching;
    }

    /** @return batches of two or more prompts decoded so far */
    public long batches() {
        return batches.get();
    }

    /** @return prompts decoded as part of a batch of two or more so far */
    public long batchedSequences() {
        return batchedSequences.get();
    }

    /** @return padding positions run in batched prefills so far (compute spent on no prompt) */
    public long paddedTokens() {
        return paddedTokens.get();
    }

    @Override
    public String generate(List<ChatMessage> messages, GenerationOptions options) {
        return complete(messages, options).text();
    }

    /**
     * Generates a reply and reports its tokens as counted by this model's own tokenizer: the
     * prompt, the decoded tokens, and the prompt tokens that were not run for it (a prefix reused
     * from the cache or shared with the other prompts of its batch).
     */
    @Override
    public Completion complete(List<ChatMessage> messages, GenerationOptions options) {
        String text;
        Pending p;
        lifecycle.readLock().lock();
        try {
            checkOpen();
            long[] prompt = tokenizer.encode(template.render(messages), false, false).getIds();
            if (prompt.length == 0) {
                throw new IllegalArgumentException("the prompt has no tokens");
            }
            p = new Pending(prompt, options.maxNewTokens(), stopIds);
            decode(p);
            text = tokenizer.decode(p.output, true);
        } finally {
            lifecycle.readLock().unlock();
        }
        for (String stop : options.stopSequences()) {
            int at = text.indexOf(stop);
            if (at >= 0) {
                text = text.substring(0, at);
            }
        }
        return new Completion(text.strip(), TokenUsage.ofRequest(p.prompt.length, p.output.length, p.cached));
    }

    /** A prompt waiting for the model, and what became of it. */
    private static final class Pending {
        final long[] prompt;
        final int maxNew;
        final Set<Long> stops;
        long[] output;
        long cached;
        RuntimeException error;
        boolean done;

        Pending(long[] prompt, int maxNew, Set<Long> stops) {
            this.prompt = prompt;
            this.maxNew = maxNew;
            this.stops = stops;
        }
    }

    /**
     * Decodes a prompt, together with the prompts other threads are waiting with. Whoever holds
     * the model runs a whole batch before letting go, so a waiting prompt is either done or
     * still queued when its thread gets the model.
     */
    private void decode(Pending mine) {
        synchronized (waiting) {
            waiting.addLast(mine);
        }
        while (true) {
            lock.lock();
            try {
                if (mine.done) {
                    break;
                }
                List<Pending> batch = takeBatch();
                if (batch.isEmpty()) {
                    // cannot happen: whoever took this prompt finished it before letting go of the model
                    throw new IllegalStateException("a waiting prompt was lost by the batcher");
                }
                run(batch);
            } finally {
                lock.unlock();
            }
        }
        if (mine.error != null) {
            throw mine.error;
        }
    }

    /** The oldest waiting prompt and those that share the longest prefix with it, up to the batch size. */
    private List<Pending> takeBatch() {
        synchronized (waiting) {
            Pending head = waiting.pollFirst();
            if (head == null) {
                return List.of();
            }
            List<Pending> batch = new ArrayList<>();
            batch.add(head);
            int room = batching ? batchSize - 1 : 0;
            if (room > 0 && !waiting.isEmpty()) {
                List<Pending> rest = new ArrayList<>(waiting);
                // stable sort: equal prefixes keep their age order
                rest.sort(java.util.Comparator.comparingInt((Pending q) -> -commonPrefix(head.prompt, q.prompt)));
                for (Pending q : rest.subList(0, Math.min(room, rest.size()))) {
                    waiting.remove(q);
                    batch.add(q);
                }
            }
            return batch;
        }
    }

    /** Runs a batch (the caller holds the model) and completes every prompt in it. */
    private void run(List<Pending> batch) {
        try {
            checkOpen();
            boolean reuse = prefixCacheEntries > 0;
            if (batch.size() == 1) {
                Pending p = batch.get(0);
                long before = reusedTokens.get();
                p.output = cached(p.prompt, p.maxNew, p.stops, reuse);
                p.cached = reusedTokens.get() - before;
            } else {
                if (verifyNextBatch) {
                    verifyNextBatch = false;
                    if (!batchAgreesWithALoneRun(batch)) {
                        batching = false;
                        org.slf4j.LoggerFactory.getLogger(OnnxCausalLm.class).warn("{}: a batch of {} prompts decoded "
                                + "differently from the same prompt alone (the export may not honour padding in the "
                                + "attention mask); decoding one prompt at a time from now on", modelId, batch.size());
                        for (Pending p : batch) {
                            long before = reusedTokens.get();
                            p.output = cached(p.prompt, p.maxNew, p.stops, reuse);
                            p.cached = reusedTokens.get() - before;
                        }
                        batch.forEach(p -> p.done = true);
                        return;
                    }
                }
                List<long[]> prompts = new ArrayList<>();
                int[] maxNew = new int[batch.size()];
                for (int i = 0; i < batch.size(); i++) {
                    prompts.add(batch.get(i).prompt);
                    maxNew[i] = batch.get(i).maxNew;
                }
                long[] cachedPerRow = new long[batch.size()];
                List<long[]> out = cachedBatch(prompts, maxNew, batch.get(0).stops, reuse, cachedPerRow);
                for (int i = 0; i < batch.size(); i++) {
                    batch.get(i).output = out.get(i);
                    batch.get(i).cached = cachedPerRow[i];
                }
            }
        } catch (OrtException e) {
            ModelException m = new ModelException("ONNX Runtime failed while generating with " + modelId + ": "
                    + e.getMessage(), e);
            batch.forEach(p -> p.error = m);
        } catch (RuntimeException e) {
            batch.forEach(p -> p.error = e);
        } finally {
            batch.forEach(p -> p.done = true);
        }
    }

    /**
     * Decodes the prompt of the batch that carries the most padding alone and in the batch; both
     * must give the same tokens. Costs one lone decode, once.
     */
    private boolean batchAgreesWithALoneRun(List<Pending> batch) throws OrtException {
        int shortest = 0;
        for (int i = 1; i < batch.size(); i++) {
            if (batch.get(i).prompt.length < batch.get(shortest).prompt.length) {
                shortest = i;
            }
        }
        List<long[]> prompts = new ArrayList<>();
        int[] maxNew = new int[batch.size()];
        for (int i = 0; i < batch.size(); i++) {
            prompts.add(batch.get(i).prompt);
            maxNew[i] = Math.min(8, batch.get(i).maxNew);
        }
        Pending probe = batch.get(shortest);
        long[] alone = cached(probe.prompt, maxNew[shortest], probe.stops, false);
        long[] together = cachedBatch(prompts, maxNew, probe.stops, false, new long[batch.size()]).get(shortest);
        return java.util.Arrays.equals(alone, together);
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

    /**
     * Greedy decoding of several prompts in one batch (their shared prefix run once, the rest
     * padded and masked), whatever the batch size setting.
     *
     * @param prompts prompts, each with at least one token
     * @param maxNew  most tokens to generate per prompt
     * @param stops   ids that end a prompt's generation (not included in its result)
     * @param reuse   reuse and remember the shared prefix in the prefix cache
     * @return the generated ids of each prompt, in order
     */
    public List<long[]> generateBatchIds(List<long[]> prompts, int maxNew, Set<Long> stops, boolean reuse) {
        if (prompts.isEmpty()) {
            return List.of();
        }
        for (long[] p : prompts) {
            if (p.length == 0) {
                throw new IllegalArgumentException("a prompt has no tokens");
            }
        }
        if (maxNew < 1) {
            throw new IllegalArgumentException("maxNew must be >= 1, got " + maxNew);
        }
        int[] limits = new int[prompts.size()];
        java.util.Arrays.fill(limits, maxNew);
        lifecycle.readLock().lock();
        lock.lock();
        try {
            checkOpen();
            return cachedBatch(prompts, limits, stops, reuse, new long[prompts.size()]);
        } catch (OrtException e) {
            throw new ModelException("ONNX Runtime failed while generating with " + modelId + ": " + e.getMessage(), e);
        } finally {
            lock.unlock();
            lifecycle.readLock().unlock();
        }
    }

    /**
     * One batch: the prompts' common prefix runs once with batch size 1 (after whatever part
     * of it the prefix cache holds), its keys and values are copied to every row, the suffixes
     * run right-padded in chunks (at most {@code prefillChunk} positions per run over all rows,
     * so logits stay bounded), and then all rows decode together until each has stopped.
     * Padding never takes part: the mask hides it and every row's position ids count only its
     * own tokens.
     */
    private List<long[]> cachedBatch(List<long[]> prompts, int[] maxNew, Set<Long> stops, boolean reuse,
                                     long[] cachedPerRow) throws OrtException {
        int rows = prompts.size();
        if (rows == 1) {
            long before = reusedTokens.get();
            long[] out = cached(prompts.get(0), maxNew[0], stops, reuse);
            cachedPerRow[0] = reusedTokens.get() - before;
            return List.of(out);
        }
        long[] first = prompts.get(0);
        int shared = first.length;
        for (long[] p : prompts) {
            shared = Math.min(shared, Math.min(commonPrefix(first, p), p.length - 1)); // every row runs >= 1 token
        }
        byte[][][] prefixKv = shared > 0 ? prefixKv(java.util.Arrays.copyOf(first, shared), reuse, cachedPerRow) : null;
        batches.incrementAndGet();
        batchedSequences.addAndGet(rows);
        int[] suffix = new int[rows];
        int longest = 0;
        long realSuffix = 0;
        for (int r = 0; r < rows; r++) {
            suffix[r] = prompts.get(r).length - shared;
            longest = Math.max(longest, suffix[r]);
            realSuffix += suffix[r];
            if (r > 0) {
                cachedPerRow[r] = shared;
            }
        }
        reusedTokens.addAndGet((long) (rows - 1) * shared);
        prefillTokens.addAndGet(realSuffix);
        paddedTokens.addAndGet((long) rows * longest - realSuffix);
        int width = Math.max(1, prefillChunk / rows);
        long[] next = new long[rows];
        Step step = null;
        try {
            for (int from = 0; from < longest; from += width) {
                int w = Math.min(width, longest - from);
                int total = shared + from + w;
                long[] ids = new long[rows * w];
                long[] pos = new long[rows * w];
                long[] mask = new long[rows * total];
                for (int r = 0; r < rows; r++) {
                    long[] p = prompts.get(r);
                    for (int j = 0; j < w; j++) {
                        int k = from + j;
                        ids[r * w + j] = k < suffix[r] ? p[shared + k] : 0L;
                        pos[r * w + j] = shared + Math.min(k, suffix[r] - 1);
                    }
                    for (int t = 0; t < total; t++) {
                        mask[r * total + t] = t < shared + suffix[r] ? 1L : 0L;
                    }
                }
                Step nextStep = step != null ? exec(ids, rows, w, mask, total, pos, step, null)
                        : exec(ids, rows, w, mask, total, pos, null, prefixKv);
                if (step != null) {
                    step.close();
                }
                step = nextStep;
                for (int r = 0; r < rows; r++) {
                    int last = suffix[r] - 1;
                    if (last >= from && last < from + w) {
                        next[r] = step.argmax(r, last - from);
                    }
                }
            }
        } catch (OrtException | RuntimeException e) {
            if (step != null) {
                step.close();
            }
            throw e;
        }
        List<List<Long>> out = new ArrayList<>();
        boolean[] active = new boolean[rows];
        int activeRows = 0;
        for (int r = 0; r < rows; r++) {
            out.add(new ArrayList<>());
            active[r] = true;
            activeRows++;
        }
        int total = shared + longest;
        long[] mask = new long[0];
        try {
            for (int i = 0; ; i++) {
                // take this step's token of every active row (the serial loop's rule, row by row)
                for (int r = 0; r < rows; r++) {
                    if (!active[r]) {
                        continue;
                    }
                    if (stops.contains(next[r]) || out.get(r).size() == maxNew[r] - 1) {
                        if (!stops.contains(next[r])) {
                            out.get(r).add(next[r]);
                        }
                        active[r] = false;
                        activeRows--;
                    } else {
                        out.get(r).add(next[r]);
                    }
                }
                if (activeRows == 0) {
                    break;
                }
                long[] ids = new long[rows];
                long[] pos = new long[rows];
                int t1 = total + 1;
                long[] m = new long[rows * t1];
                for (int r = 0; r < rows; r++) {
                    ids[r] = active[r] ? next[r] : 0L;
                    pos[r] = shared + suffix[r] + i;
                    for (int t = 0; t < total; t++) {
                        m[r * t1 + t] = t < shared + suffix[r] || t >= shared + longest ? 1L : 0L;
                    }
                    m[r * t1 + total] = 1L;
                }
                mask = m;
                Step nextStep = exec(ids, rows, 1, mask, t1, pos, step, null);
                step.close();
                step = nextStep;
                total = t1;
                for (int r = 0; r < rows; r++) {
                    if (active[r]) {
                        next[r] = step.argmax(r, 0);
                    }
                }
            }
        } finally {
            step.close();
        }
        List<long[]> result = new ArrayList<>(rows);
        for (List<Long> o : out) {
            result.add(o.stream().mapToLong(Long::longValue).toArray());
        }
        return result;
    }

    /**
     * Keys and values of a prefix, per layer as raw bytes [1, kvHeads, length, headDim]: from the
     * prefix cache as far as it holds the prefix, the rest run now (and remembered when reusing).
     */
    private byte[][][] prefixKv(long[] prefix, boolean reuse, long[] cachedPerRow) throws OrtException {
        CachedPrefix hit = null;
        int common = 0;
        if (reuse) {
            for (CachedPrefix p : prefixes) {
                int c = commonPrefix(p.ids(), prefix);
                if (c > common) {
                    common = c;
                    hit = p;
                }
            }
        }
        cachedPerRow[0] = common;
        reusedTokens.addAndGet(common);
        prefillTokens.addAndGet(prefix.length - common);
        byte[][] keys = new byte[layers][];
        byte[][] values = new byte[layers][];
        if (hit != null && common == prefix.length) {
            for (int l = 0; l < layers; l++) {
                keys[l] = slice(hit.keys()[l], hit.ids().length, common);
                values[l] = slice(hit.values()[l], hit.ids().length, common);
            }
            return new byte[][][] {keys, values};
        }
        Step step = null;
        try {
            for (int from = common; from < prefix.length; from += prefillChunk) {
                long[] part = java.util.Arrays.copyOfRange(prefix, from, Math.min(prefix.length, from + prefillChunk));
                Step next = step != null ? run(part, from, null, step)
                        : hit == null || common == 0 ? run(part, 0, null, null) : run(part, common, hit, null);
                if (step != null) {
                    step.close();
                }
                step = next;
            }
            if (reuse) {
                remember(prefix, step);
            }
            for (int l = 0; l < layers; l++) {
                keys[l] = bytes(step.present(l, "key"));
                values[l] = bytes(step.present(l, "value"));
            }
            return new byte[][][] {keys, values};
        } finally {
            if (step != null) {
                step.close();
            }
        }
    }

    /** The first {@code length} positions of a [1, kvHeads, srcLen, headDim] cache. */
    private byte[] slice(byte[] src, int srcLen, int length) {
        int row = length * headDim * kvBytes;
        byte[] out = new byte[kvHeads * row];
        for (int h = 0; h < kvHeads; h++) {
            System.arraycopy(src, h * srcLen * headDim * kvBytes, out, h * row, row);
        }
        return out;
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

    /**
     * One batched run: {@code ids} and {@code pos} are [rows, s], {@code mask} is [rows, total];
     * the past keys and values (length {@code total - s}) come from the previous step's open
     * result, or are built by copying {@code prefixKv} (one row's [1, kvHeads, past, headDim]
     * bytes) into every row, or are empty.
     */
    private Step exec(long[] ids, int rows, int s, long[] mask, int total, long[] pos, Step previous,
                      byte[][][] prefixKv) throws OrtException {
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
                        inputs.put(name, previous.present(l, kv));
                        continue;
                    }
                    int one = kvHeads * past * headDim * kvBytes;
                    ByteBuffer bb = ByteBuffer.allocateDirect(Math.multiplyExact(rows, one)).order(ByteOrder.nativeOrder());
                    if (prefixKv != null && past > 0) {
                        byte[] src = prefixKv[k][l];
                        for (int r = 0; r < rows; r++) {
                            bb.put(src, 0, one);
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
        private int batchSize = 8;
        private boolean verifyBatching = true;
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

        /**
         * @param n prompts decoded together at most when several threads ask at once (default 8;
         *          1 decodes one prompt at a time)
         * @return this
         */
        public Builder batchSize(int n) {
            this.batchSize = n;
            return this;
        }

        /**
         * @param verify compare the first batch with a lone decode of one of its prompts and fall
         *               back to one prompt at a time if they differ (default true)
         * @return this
         */
        public Builder verifyBatching(boolean verify) {
            this.verifyBatching = verify;
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
            if (threads < 0 || prefixCacheEntries < 0 || prefixCacheBytes < 0 || prefillChunk < 1 || batchSize < 1) {
                throw new ConfigurationException("threads, prefixCache and prefixCacheBytes must be >= 0, "
                        + "prefillChunk and batchSize >= 1");
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
