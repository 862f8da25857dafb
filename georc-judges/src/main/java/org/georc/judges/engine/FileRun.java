package org.georc.judges.engine;

import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import org.georc.core.ConfigurationException;
import org.georc.core.output.OutputPaths;
import org.georc.core.run.ResumeStore;
import org.georc.core.run.RowFormat;
import org.georc.core.pairs.ScoringPair;
import org.georc.core.scorefile.ScoreRecord;

/**
 * What {@link ScoreFiles} and {@link ExpertFiles} share: the output, the run's knobs (threads,
 * batch, failure limit, retries, chain limit) and where its progress and notes go, with the
 * command line's defaults. One copy of the loop: pairs go through the engine into a resumable
 * score file that holds the output lock while it is written.
 *
 * @param <B> the builder's own type
 */
public abstract class FileRun<B extends FileRun<B>> {
    Path output;

    FileRun() {
    }

    Writer outputWriter;
    int threads = 2;
    int batch = 64;
    boolean retryFailed;
    Integer maxFailures;
    int maxChainChars = 100_000;
    RunProgress progress = RunProgress.none();
    private final java.util.concurrent.atomic.AtomicReference<org.georc.core.pairs.ScoringRun> running =
            new java.util.concurrent.atomic.AtomicReference<>();
    private volatile boolean cancelled;
    Consumer<String> messages = m -> { };

    @SuppressWarnings("unchecked")
    private B self() {
        return (B) this;
    }

    /**
     * @param file the score file (appended; a run on a file that holds rows resumes it)
     * @return this
     */
    public B output(Path file) {
        this.output = Objects.requireNonNull(file, "output");
        this.outputWriter = null;
        return self();
    }

    /**
     * @param writer where rows go instead of a file (no resume; {@code georc ... --output -})
     * @return this
     */
    public B output(Writer writer) {
        this.outputWriter = Objects.requireNonNull(writer, "output");
        this.output = null;
        return self();
    }

    /**
     * @param n pairs scored in parallel (default 2, at least 1)
     * @return this
     */
    public B threads(int n) {
        this.threads = n;
        return self();
    }

    /**
     * @param n pairs per judge batch; rows are written after each batch (default 64, at least 1)
     * @return this
     */
    public B batch(int n) {
        this.batch = n;
        return self();
    }

    /**
     * @param on when resuming, score again the pairs whose earlier row records a judge error (default false)
     * @return this
     */
    public B retryFailed(boolean on) {
        this.retryFailed = on;
        return self();
    }

    /**
     * @param n stop once this many pairs failed, checked after each batch (default null: never)
     * @return this
     */
    public B maxFailures(Integer n) {
        this.maxFailures = n;
        return self();
    }

    /**
     * @param n refuse chains longer than this many characters (default 100,000)
     * @return this
     */
    public B maxChainChars(int n) {
        this.maxChainChars = n;
        return self();
    }

    /**
     * @param p hears how far the run is (default: nothing)
     * @return this
     */
    public B progress(RunProgress p) {
        this.progress = Objects.requireNonNull(p, "progress");
        return self();
    }

    /**
     * @param sink where notes, warnings and the summary go (default: nowhere)
     * @return this
     */
    public B messages(Consumer<String> sink) {
        this.messages = Objects.requireNonNull(sink, "messages");
        return self();
    }

    /** Stops the running run after the batches in flight; what they scored is written, and a later run resumes. */
    void cancel() {
        cancelled = true;
        org.georc.core.pairs.ScoringRun r = running.get();
        if (r != null) {
            r.cancel();
        }
    }

    void check(Path... inputs) {
        if (output == null && outputWriter == null) {
            throw new ConfigurationException("output is required: the score file to write (or a Writer)");
        }
        if (maxChainChars < 1) {
            throw new ConfigurationException("maxChainChars must be at least 1, got " + maxChainChars);
        }
        if (output != null) {
            OutputPaths.refuseInputs(output, "output", inputs);
        }
        ScoreStep.builder().threads(threads).batch(batch).maxFailures(maxFailures).build();
    }

    /** Scores the pairs into the output, the engine's settings plus the run's own entries on every row. */
    RunResult score(ScoringEngine engine, List<ScoringPair> pairs, Map<String, String> settings, int inputFailures) {
        ScoreStep step = ScoreStep.builder().threads(threads).batch(batch).retryFailed(retryFailed)
                .maxFailures(maxFailures).progress(progress).messages(messages).build();
        try (ResumeStore<ScoreRecord> store = output != null ? ResumeStore.open(output, RowFormat.scores())
                : ResumeStore.toWriter(outputWriter, RowFormat.scores())) {
            return step.run(engine.run(settings), engine.provider().name(), pairs, store,
                    output != null ? output.toString() : "the output", inputFailures, r -> {
                        running.set(r);
                        if (cancelled) {
                            r.cancel();
                        }
                    });
        } finally {
            running.set(null);
            cancelled = false;
        }
    }
}
