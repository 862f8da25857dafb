package org.georc.examples.spark;

import java.util.concurrent.atomic.AtomicBoolean;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeProvider;
import org.georc.core.spi.Judges;
import org.georc.judges.encoder.OnnxSentenceEncoder;
import org.georc.core.chain.ConclusionMode;
import org.georc.judges.engine.ScoringEngine;

/**
 * One judge per executor JVM, shared by every task that runs in it.
 *
 * <p>Spark runs many tasks in one executor JVM, several at a time (one per executor core). Loading
 * the MiniLM encoder costs seconds and about a hundred megabytes of native memory, so a judge per
 * task (or per partition) would spend more on loading than on scoring. Here the first task that
 * asks builds the judge; the others wait for it and share it (the encoder and the judges are
 * thread-safe, and the encoder's text cache is shared too, so a reference chain scored against
 * many candidates is encoded once per JVM). Tasks hold a lease only while they score a batch.
 *
 * <p>The judge closes when the JVM exits (a shutdown hook), or earlier through {@link #closeAll()}.
 * Nothing here breaks when the JVM is reused for another job or another {@code SparkSession}: the
 * judges are keyed by their {@link JudgeSettings}, a closed judge is never handed out (the next
 * task builds a new one), and a job with other settings retires the idle judge of the previous
 * settings before it loads its own.
 */
public final class ExecutorJudges {
    private static final SharedPool<JudgeSettings, LoadedJudge> POOL = new SharedPool<>(LoadedJudge::load);
    private static final AtomicBoolean HOOK = new AtomicBoolean();

    private ExecutorJudges() {
    }

    /** A judge with what comes with it in this JVM: its encoder and the statement flagger. */
    static final class LoadedJudge implements AutoCloseable {
        private final OnnxSentenceEncoder encoder;
        private final Judge judge;
        private final java.util.Map<ScoreOptions, ScoringEngine> engines = new java.util.HashMap<>();

        private LoadedJudge(OnnxSentenceEncoder encoder, Judge judge) {
            this.encoder = encoder;
            this.judge = judge;
        }

        static LoadedJudge load(JudgeSettings settings) {
            JudgeProvider provider = settings.provider();
            OnnxSentenceEncoder encoder = provider.uses(org.georc.core.spi.SentenceEncoder.class) ? settings.newEncoder() : null;
            try {
                return new LoadedJudge(encoder, Judges.create(provider, settings.resources(encoder)));
            } catch (RuntimeException e) {
                if (encoder != null) {
                    encoder.close();
                }
                throw e;
            }
        }

        /** @return the judge (thread-safe) */
        Judge judge() {
            return judge;
        }

        /** @return the judge's encoder, or null when it has none */
        OnnxSentenceEncoder encoder() {
            return encoder;
        }

        /**
         * The library's engine on this JVM's encoder for the row options: the same scorer, flags,
         * rows and settings as {@code georc score}. One per options, built on first use.
         *
         * @param settings the judge settings (this judge's)
         * @param options  how pairs are scored and what rows carry
         * @return the engine
         */
        synchronized ScoringEngine engine(JudgeSettings settings, ScoreOptions options) {
            return engines.computeIfAbsent(options, o -> ScoringEngine.builder().judge(settings.judge())
                    .options(settings.options()).models(ScoringEngine.Models.of(encoder, null, null))
                    .conclusions(o.includeConclusion() ? ConclusionMode.INCLUDE : ConclusionMode.EXCLUDE)
                    .flags(o.flags()).alignments(o.alignments()).build());
        }

        @Override
        public void close() throws Exception {
            try {
                synchronized (this) {
                    engines.values().forEach(ScoringEngine::close);
                }
                judge.close();
            } finally {
                if (encoder != null) {
                    encoder.close();
                }
            }
        }
    }

    /**
     * Leases this JVM's judge for the settings, loading it on first use.
     *
     * @param settings the judge settings
     * @return the lease; close it when the batch is scored
     */
    static SharedPool<JudgeSettings, LoadedJudge>.Lease acquire(JudgeSettings settings) {
        if (HOOK.compareAndSet(false, true)) {
            Runtime.getRuntime().addShutdownHook(new Thread(POOL::closeAll, "georc-judges-close"));
        }
        return POOL.acquire(settings);
    }

    /**
     * Closes this JVM's idle judges now and the busy ones when their batch ends; the next task
     * loads afresh. For drivers and tests in local mode, where the "executor" is this JVM.
     *
     * @return how many judges were closed now
     */
    public static int closeAll() {
        return POOL.closeAll();
    }

    /** @return how many judges this JVM has loaded so far */
    public static long loads() {
        return POOL.builds();
    }

    /** @return how many judges this JVM has closed so far */
    public static long closes() {
        return POOL.closes();
    }
}
