package org.georc.judges.crossencoder;

import ai.djl.huggingface.tokenizers.Encoding;
import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.LongBuffer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.georc.core.ConfigurationException;
import org.georc.core.ModelException;
import org.georc.core.spi.PairClassifier;
import org.georc.judges.encoder.DjlOffline;
import org.georc.judges.encoder.ExecutionProvider;
import org.georc.judges.encoder.OnnxSentenceEncoder;
import org.georc.judges.encoder.OrtSessions;

/**
 * A {@link PairClassifier} on ONNX Runtime: a cross-encoder model folder ({@link CrossEncoderModel})
 * fed {@code [CLS] a [SEP] b [SEP]}, each text normalised ({@link CrossEncoderText}) and cut to
 * the model's {@code max_side_tokens}, in length-sorted padded batches; probabilities are the
 * softmax of the logits. Pairs already classified come from a cache. Thread-safe; close it to
 * release the session.
 */
public final class OnnxPairClassifier implements PairClassifier {
    private final OrtEnvironment env = OrtEnvironment.getEnvironment();
    private final CrossEncoderModel model;
    private final OrtSession session;
    private final HuggingFaceTokenizer tokenizer;
    private final ExecutionProvider provider;
    private final int batchSize;
    private final int cls;
    private final int sep;
    private final Cache<List<String>, float[]> cache;
    private final AtomicBoolean closed = new AtomicBoolean();

    private OnnxPairClassifier(Builder b) {
        DjlOffline.apply();
        this.model = b.model;
        this.batchSize = b.batchSize;
        this.cache = Caffeine.newBuilder().maximumSize(b.cacheSize).build();
        try {
            Map<String, String> opts = new HashMap<>();
            opts.put("truncation", "false");
            opts.put("padding", "false");
            opts.put("addSpecialTokens", "false");
            this.tokenizer = HuggingFaceTokenizer.newInstance(new ByteArrayInputStream(model.tokenizer()), opts);
        } catch (IOException | RuntimeException e) {
            throw new ModelException("cannot load the tokenizer of " + model.id() + ": " + e.getMessage(), e);
        }
        this.cls = (int) tokenizer.encode("[CLS]", false, false).getIds()[0];
        this.sep = (int) tokenizer.encode("[SEP]", false, false).getIds()[0];
        OrtSession s = null;
        ExecutionProvider used;
        try (OrtSession.SessionOptions o = new OrtSession.SessionOptions()) {
            o.setOptimizationLevel(OrtSession.SessionOptions.OptLevel.EXTENDED_OPT);
            o.setIntraOpNumThreads(b.intraOpThreads > 0 ? b.intraOpThreads : Runtime.getRuntime().availableProcessors());
            used = OrtSessions.addProvider(o, b.provider, b.cudaDevice, b.strict, model.id());
            s = env.createSession(model.model(), o);
            Map<String, ?> inputs = s.getInputInfo();
            for (String name : List.of("input_ids", "attention_mask", "token_type_ids")) {
                if (!inputs.containsKey(name)) {
                    throw new ModelException(model.id() + " is not a cross-encoder export: it has no input " + name
                            + " (inputs: " + inputs.keySet() + ")");
                }
            }
            if (!s.getOutputInfo().containsKey("logits")) {
                throw new ModelException(model.id() + " is not a cross-encoder export: it has no output logits");
            }
        } catch (OrtException e) {
            tokenizer.close();
            closeQuietly(s);
            throw new ModelException("ONNX Runtime cannot load " + model.id() + ": " + e.getMessage(), e);
        } catch (RuntimeException e) {
            tokenizer.close();
            closeQuietly(s);
            throw e;
        }
        this.session = s;
        this.provider = used;
    }

    /** @return a builder (default: the embedded model, CPU) */
    public static Builder builder() {
        return new Builder();
    }

    @Override
    public String modelId() {
        return model.id();
    }

    @Override
    public Optional<String> weightsSha256() {
        return Optional.of(model.sha256());
    }

    @Override
    public List<String> labels() {
        return model.labels();
    }

    /** @return each class's credit, in {@link #labels()} order (from labels.json) */
    public List<Double> credits() {
        return model.credits();
    }

    /** @return where the session runs */
    public ExecutionProvider executionProvider() {
        return provider;
    }

    /** @return the id, the weights' SHA-256 and the tokens kept per text */
    @Override
    public Map<String, String> fingerprint() {
        Map<String, String> m = new LinkedHashMap<>(PairClassifier.super.fingerprint());
        m.put("max_side_tokens", Integer.toString(model.maxSide()));
        return m;
    }

    @Override
    public float[] classify(List<String> first, List<String> second) {
        if (closed.get()) {
            throw new IllegalStateException("the pair classifier " + model.id() + " is closed");
        }
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(second, "second");
        if (first.size() != second.size()) {
            throw new IllegalArgumentException("first has " + first.size() + " texts, second " + second.size());
        }
        int k = model.labels().size();
        float[] out = new float[first.size() * k];
        Map<List<String>, List<Integer>> todo = new LinkedHashMap<>();
        for (int i = 0; i < first.size(); i++) {
            List<String> key = List.of(Objects.requireNonNull(first.get(i), "first text " + i),
                    Objects.requireNonNull(second.get(i), "second text " + i));
            float[] hit = cache.getIfPresent(key);
            if (hit != null) {
                System.arraycopy(hit, 0, out, i * k, k);
            } else {
                todo.computeIfAbsent(key, x -> new ArrayList<>()).add(i);
            }
        }
        if (todo.isEmpty()) {
            return out;
        }
        List<List<String>> keys = new ArrayList<>(todo.keySet());
        Map<String, long[]> ids = tokens(keys);
        List<long[][]> inputs = new ArrayList<>(keys.size());
        for (List<String> key : keys) {
            inputs.add(pair(ids.get(key.get(0)), ids.get(key.get(1))));
        }
        Integer[] order = new Integer[keys.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        java.util.Arrays.sort(order, Comparator.comparingInt(i -> inputs.get(i)[0].length));
        for (int start = 0; start < order.length; start += batchSize) {
            int end = Math.min(order.length, start + batchSize);
            float[][] probs = run(inputs, order, start, end);
            for (int j = start; j < end; j++) {
                List<String> key = keys.get(order[j]);
                float[] p = probs[j - start];
                cache.put(key, p);
                for (int i : todo.get(key)) {
                    System.arraycopy(p, 0, out, i * k, k);
                }
            }
        }
        return out;
    }

    /** Token ids of each distinct normalised text, cut to the model's side length. */
    private Map<String, long[]> tokens(List<List<String>> keys) {
        Map<String, long[]> ids = new HashMap<>();
        List<String> texts = new ArrayList<>();
        for (List<String> key : keys) {
            for (String t : key) {
                if (!ids.containsKey(t)) {
                    ids.put(t, null);
                    texts.add(t);
                }
            }
        }
        List<String> normalised = texts.stream().map(CrossEncoderText::normalize).toList();
        Encoding[] enc = tokenizer.batchEncode(normalised, false, false);
        for (int i = 0; i < texts.size(); i++) {
            long[] all = enc[i].getIds();
            ids.put(texts.get(i), all.length <= model.maxSide() ? all : java.util.Arrays.copyOf(all, model.maxSide()));
        }
        return ids;
    }

    /**
     * @param a the first text
     * @param b the second text
     * @return {input ids, token type ids} the model is fed for the pair (for the parity test)
     */
    long[][] inputs(String a, String b) {
        Map<String, long[]> ids = tokens(List.of(List.of(a, b)));
        return pair(ids.get(a), ids.get(b));
    }

    /** {input ids, token type ids} of [CLS] a [SEP] b [SEP]. */
    private long[][] pair(long[] a, long[] b) {
        int n = a.length + b.length + 3;
        long[] input = new long[n];
        long[] types = new long[n];
        input[0] = cls;
        System.arraycopy(a, 0, input, 1, a.length);
        input[a.length + 1] = sep;
        System.arraycopy(b, 0, input, a.length + 2, b.length);
        input[n - 1] = sep;
        for (int i = a.length + 2; i < n; i++) {
            types[i] = 1;
        }
        return new long[][] {input, types};
    }

    private float[][] run(List<long[][]> inputs, Integer[] order, int start, int end) {
        int rows = end - start;
        int width = 0;
        for (int j = start; j < end; j++) {
            width = Math.max(width, inputs.get(order[j])[0].length);
        }
        long[] ids = new long[rows * width];
        long[] mask = new long[rows * width];
        long[] types = new long[rows * width];
        for (int r = 0; r < rows; r++) {
            long[][] in = inputs.get(order[start + r]);
            System.arraycopy(in[0], 0, ids, r * width, in[0].length);
            System.arraycopy(in[1], 0, types, r * width, in[1].length);
            java.util.Arrays.fill(mask, r * width, r * width + in[0].length, 1L);
        }
        long[] shape = {rows, width};
        try (OnnxTensor tIds = OnnxTensor.createTensor(env, LongBuffer.wrap(ids), shape);
             OnnxTensor tMask = OnnxTensor.createTensor(env, LongBuffer.wrap(mask), shape);
             OnnxTensor tTypes = OnnxTensor.createTensor(env, LongBuffer.wrap(types), shape);
             OrtSession.Result result = session.run(Map.of("input_ids", tIds, "attention_mask", tMask,
                     "token_type_ids", tTypes))) {
            float[][] logits = (float[][]) result.get("logits").orElseThrow().getValue();
            for (float[] row : logits) {
                softmax(row);
            }
            return logits;
        } catch (OrtException e) {
            throw new ModelException("ONNX Runtime failed on " + model.id() + ": " + e.getMessage(), e);
        }
    }

    static void softmax(float[] row) {
        double max = Double.NEGATIVE_INFINITY;
        for (float v : row) {
            max = Math.max(max, v);
        }
        double sum = 0;
        double[] e = new double[row.length];
        for (int i = 0; i < row.length; i++) {
            e[i] = Math.exp(row[i] - max);
            sum += e[i];
        }
        for (int i = 0; i < row.length; i++) {
            row[i] = (float) (e[i] / sum);
        }
    }

    @Override
    public void close() {
        if (closed.compareAndSet(false, true)) {
            closeQuietly(session);
            tokenizer.close();
        }
    }

    private static void closeQuietly(OrtSession s) {
        if (s != null) {
            try {
                s.close();
            } catch (OrtException e) {
                // nothing left to do with a session that will not close
            }
        }
    }

    @Override
    public String toString() {
        return "OnnxPairClassifier[" + model.id() + ", " + provider + "]";
    }

    /** Builder; {@link #build()} validates and loads. */
    public static final class Builder {
        private CrossEncoderModel model;
        private int batchSize = 64;
        private int intraOpThreads;
        private int cacheSize = 100_000;
        private ExecutionProvider provider = ExecutionProvider.CPU;
        private boolean strict;
        private int cudaDevice;

        private Builder() {
        }

        /**
         * @param m the model (default: the embedded one, {@link CrossEncoderModel#embedded()})
         * @return this
         */
        public Builder model(CrossEncoderModel m) {
            this.model = m;
            return this;
        }

        /**
         * @param size pairs per ONNX Runtime run (default 64)
         * @return this
         */
        public Builder batchSize(int size) {
            this.batchSize = size;
            return this;
        }

        /**
         * @param threads intra-op threads (default 0: one per available processor)
         * @return this
         */
        public Builder intraOpThreads(int threads) {
            this.intraOpThreads = threads;
            return this;
        }

        /**
         * @param callers Java threads that will call the classifier at once: each call then gets
         *                cores / callers intra-op threads unless {@link #intraOpThreads} is set
         * @return this
         */
        public Builder callers(int callers) {
            this.intraOpThreads = OnnxSentenceEncoder.Builder.intraOpThreads(intraOpThreads, callers);
            return this;
        }

        /**
         * @param entries pairs kept in the cache (default 100,000; 0 keeps none)
         * @return this
         */
        public Builder cacheSize(int entries) {
            this.cacheSize = entries;
            return this;
        }

        /**
         * @param p      execution provider (default CPU)
         * @param strict fail instead of falling back to the CPU when CUDA cannot load
         * @return this
         */
        public Builder executionProvider(ExecutionProvider p, boolean strict) {
            this.provider = Objects.requireNonNull(p, "p");
            this.strict = strict;
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

        /**
         * @return the classifier; close it when done
         * @throws ConfigurationException for a bad setting
         * @throws ModelException         when the model cannot load
         */
        public OnnxPairClassifier build() {
            if (batchSize < 1) {
                throw new ConfigurationException("batchSize must be at least 1, got " + batchSize);
            }
            if (intraOpThreads < 0 || cacheSize < 0 || cudaDevice < 0) {
                throw new ConfigurationException("intraOpThreads, cacheSize and cudaDevice must be >= 0");
            }
            if (model == null) {
                model = CrossEncoderModel.embedded();
            }
            return new OnnxPairClassifier(this);
        }
    }
}
