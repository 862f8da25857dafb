package org.georc.judges.decoder;

import ai.djl.huggingface.tokenizers.Encoding;
import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import ai.onnxruntime.OrtException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import org.georc.core.ConfigurationException;
import org.georc.core.ModelException;
import org.georc.core.spi.ChatMessage;
import org.georc.core.spi.Completion;
import org.georc.core.result.TokenUsage;
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
 * <p>Parts: {@link DecoderFolder} reads the folder (graph, configurations, chat template, stop
 * ids), {@link DecoderGraph} loads the graph, checks its inputs and builds one forward run,
 * {@link GreedyDecoder} runs the greedy loop (one prompt, or a batch) and counts tokens,
 * {@link PrefixCache} keeps the prompts' keys and values, {@link DecodeQueue} is the waiting room
 * that forms batches, {@link BatchRunner} decodes them (and checks the first against a lone run),
 * and {@code OrtSessions} picks the execution provider. This class holds the
 * tokenizer, the locks and the lifecycle, and offers the public API.
 *
 * <p>The model is thread-safe: one batch (or one sequence) at a time owns the session and the
 * prefix cache. Present tensors are passed straight into the next step while their
 * {@code Result} is open, and every tensor and result is closed.
 */
public final class OnnxCausalLm implements LanguageModel {
    private final DecoderGraph graph;
    private final GreedyDecoder decoder;
    private final HuggingFaceTokenizer tokenizer;
    private final ChatTemplate template;
    private final String modelId;
    private final Set<Long> stopIds;
    private final int batchSize;
    /** Decodes the batches the queue forms, and turns batching off when the first one disagrees with a lone run. */
    private final BatchRunner runner;
    /** Prompts waiting for the model (batched decoding). */
    private final DecodeQueue queue;
    /** Serialises generation: one sequence at a time owns the session and the prefix cache. */
    private final ReentrantLock lock = new ReentrantLock();
    /** Readers: every use of the session or tokenizer; writer: close, which waits for them. */
    private final ReentrantReadWriteLock lifecycle = new ReentrantReadWriteLock();
    private final AtomicBoolean closed = new AtomicBoolean();

    private OnnxCausalLm(Path dir, Builder b) {
        DjlOffline.apply();
        JsonNode config = DecoderFolder.json(dir.resolve("config.json"), true);
        this.modelId = b.modelId != null ? b.modelId : dir.getFileName().toString();
        this.template = b.template;
        this.batchSize = b.batchSize;
        this.graph = new DecoderGraph(dir, config, modelId, b.threads, b.provider, b.cudaDevice, b.strictProvider);
        try {
            Map<String, String> opts = new HashMap<>();
            opts.put("addSpecialTokens", "false");
            opts.put("truncation", "false");
            opts.put("padding", "false");
            this.tokenizer = HuggingFaceTokenizer.newInstance(dir.resolve("tokenizer.json"), opts);
        } catch (IOException | RuntimeException e) {
            graph.close();
            throw new ModelException("cannot load " + dir.resolve("tokenizer.json") + ": " + e.getMessage(), e);
        }
        try {
            this.stopIds = DecoderFolder.stopIds(dir, tokenizer, template);
        } catch (RuntimeException e) {
            tokenizer.close(); // a folder whose stop ids cannot be read leaves no native handle behind
            graph.close();
            throw e;
        }
        this.decoder = new GreedyDecoder(graph, new PrefixCache(b.prefixCacheEntries, b.prefixCacheBytes), b.prefillChunk);
        this.runner = new BatchRunner(decoder, modelId, b.batchSize > 1, b.verifyBatching, this::checkOpen);
        this.queue = new DecodeQueue(lock, () -> runner.batching() ? batchSize - 1 : 0, runner::run);
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
        return decoder.prefillTokens();
    }

    /** @return prompt tokens served from the prefix cache so far */
    public long reusedTokens() {
        return decoder.reusedTokens();
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
        return runner.batching();
    }

    /** @return batches of two or more prompts decoded so far */
    public long batches() {
        return decoder.batches();
    }

    /** @return prompts decoded as part of a batch of two or more so far */
    public long batchedSequences() {
        return decoder.batchedSequences();
    }

    /** @return padding positions run in batched prefills so far (compute spent on no prompt) */
    public long paddedTokens() {
        return decoder.paddedTokens();
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
        DecodeQueue.Pending p;
        lifecycle.readLock().lock();
        try {
            checkOpen();
            long[] prompt = tokenizer.encode(template.render(messages), false, false).getIds();
            if (prompt.length == 0) {
                throw new IllegalArgumentException("the prompt has no tokens");
            }
            p = new DecodeQueue.Pending(prompt, options.maxNewTokens(), stopIds);
            queue.decode(p);
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
            return useCache ? decoder.cached(prompt, maxNew, stops, reuse) : decoder.uncached(prompt, maxNew, stops);
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
            return decoder.batch(prompts, limits, stops, reuse, new long[prompts.size()]);
        } catch (OrtException e) {
            throw new ModelException("ONNX Runtime failed while generating with " + modelId + ": " + e.getMessage(), e);
        } finally {
            lock.unlock();
            lifecycle.readLock().unlock();
        }
    }

    /** @return bytes held by the prefix cache now */
    public long prefixCacheBytesUsed() {
        lock.lock();
        try {
            return decoder.prefixes().bytes();
        } finally {
            lock.unlock();
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
                decoder.prefixes().clear();
                graph.close();
                tokenizer.close();
            } finally {
                lifecycle.writeLock().unlock();
            }
        }
    }

    @Override
    public String toString() {
        return "OnnxCausalLm[" + modelId + ", " + graph + "]";
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
        private int cudaDevice;

        private Builder(Path dir) {
            this.dir = dir;
        }

        /**
         * @param t the chat format (default: ChatML when the tokenizer config's template uses it)
         * @return this
         */
        public Builder template(ChatTemplate t) {
            this.template = t;
            return this;
        }

        /**
         * @param id model id for provenance (default: the folder name)
         * @return this
         */
        public Builder modelId(String id) {
            this.modelId = id;
            return this;
        }

        /**
         * @param n intra-op threads (default: available processors)
         * @return this
         */
        public Builder threads(int n) {
            this.threads = n;
            return this;
        }

        /**
         * @param n prompts whose KV cache is kept for prefix reuse (default 2; 0 turns reuse off)
         * @return this
         */
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

        /**
         * @param device CUDA device index (default 0), used with {@link ExecutionProvider#CUDA}
         * @return this
         */
        public Builder cudaDevice(int device) {
            if (device < 0) {
                throw new ConfigurationException("cudaDevice must be >= 0, got " + device);
            }
            this.cudaDevice = device;
            return this;
        }

        /**
         * @param p execution provider
         * @param strict fail instead of falling back to the CPU
         * @return this
         */
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
                template = DecoderFolder.template(dir);
            }
            return new OnnxCausalLm(dir, this);
        }
    }
}
