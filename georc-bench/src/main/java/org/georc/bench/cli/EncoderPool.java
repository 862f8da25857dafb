package org.georc.bench.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.georc.judges.encoder.OnnxSentenceEncoder;

/**
 * Lets the steps of one {@code georc benchmark} run, which run one after the other on one
 * thread, share their sentence encoder: loading one takes seconds, and every scoring step would
 * load the same one. Outside a benchmark run no pool is open and each command loads and closes
 * its own.
 */
final class EncoderPool implements AutoCloseable {
    private static final ThreadLocal<EncoderPool> CURRENT = new ThreadLocal<>();

    private final Map<String, OnnxSentenceEncoder> encoders = new LinkedHashMap<>();

    private EncoderPool() {
    }

    /** @return a pool for this thread's commands until it is closed */
    static EncoderPool open() {
        if (CURRENT.get() != null) {
            throw new IllegalStateException("an encoder pool is already open on this thread");
        }
        EncoderPool pool = new EncoderPool();
        CURRENT.set(pool);
        return pool;
    }

    /** @return whether a pool is open on this thread (then encoders from it must not be closed) */
    static boolean isOpen() {
        return CURRENT.get() != null;
    }

    /**
     * @param options the encoder options of a command
     * @return the pool's encoder for those options, loaded on first use
     * @throws IllegalStateException when no pool is open
     */
    static OnnxSentenceEncoder get(EncoderOptions options) {
        EncoderPool pool = CURRENT.get();
        if (pool == null) {
            throw new IllegalStateException("no encoder pool is open");
        }
        String key = String.join("|", String.valueOf(options.encoderDir), Boolean.toString(options.int8),
                Integer.toString(options.intraOpThreads()), Boolean.toString(options.noSpin),
                Integer.toString(options.batch), Integer.toString(options.maxTokens),
                options.longInput, Boolean.toString(options.gpu), Boolean.toString(options.gpuStrict),
                Integer.toString(options.gpuDevice));
        return pool.computeIfAbsent(key, options::build);
    }

    private OnnxSentenceEncoder computeIfAbsent(String key, Supplier<OnnxSentenceEncoder> make) {
        OnnxSentenceEncoder e = encoders.get(key);
        if (e == null) {
            e = make.get();
            encoders.put(key, e);
        }
        return e;
    }

    @Override
    public void close() {
        CURRENT.remove();
        RuntimeException first = null;
        for (OnnxSentenceEncoder e : encoders.values()) {
            try {
                e.close();
            } catch (RuntimeException ex) {
                if (first == null) {
                    first = ex;
                }
            }
        }
        encoders.clear();
        if (first != null) {
            throw first;
        }
    }
}
