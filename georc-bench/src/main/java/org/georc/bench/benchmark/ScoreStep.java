package org.georc.bench.benchmark;

import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import org.georc.core.scorefile.ScoreRecord;
import org.georc.core.run.ResumeStore;
import org.georc.core.result.TokenUsage;
import org.georc.core.scoring.ScoringPair;
import org.georc.core.scoring.ScoringRun;
import org.georc.judges.engine.ScoringEngine;

/**
 * One resumable scoring run of {@code georc score}, {@code georc experts} and each scoring step
 * of a {@link Benchmark}: the pairs go through the engine's {@link ScoringRun} into a resume
 * store, with a progress bar, the token count and the failure summary as messages.
 */
public final class ScoreStep {
    /** How a step ended: the exit codes 0, 3 and 1 of the command line. */
    public enum Outcome {
        /** every pair scored, and every input item could be scored */
        DONE,
        /** done, but some pairs (now or earlier) or input items failed */
        PARTIAL,
        /** stopped at the failure limit */
        STOPPED;

        /** @return the command line's exit code: 0, 3 or 1 */
        public int exitCode() {
            return switch (this) {
                case DONE -> 0;
                case PARTIAL -> 3;
                case STOPPED -> 1;
            };
        }
    }

    private final int threads;
    private final int batch;
    private final boolean retryFailed;
    private final Integer maxFailures;
    private final boolean progressBar;
    private final Consumer<String> messages;

    private ScoreStep(Builder b) {
        this.threads = b.threads;
        this.batch = b.batch;
        this.retryFailed = b.retryFailed;
        this.maxFailures = b.maxFailures;
        this.progressBar = b.progressBar;
        this.messages = b.messages;
    }

    /** @return a builder: 2 threads, batches of 64, no failure limit, no progress bar, no messages */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Scores the pairs not yet in the store.
     *
     * @param engine        the open judge
     * @param pairs         every pair of the run, in order
     * @param store         where rows go (resumed from)
     * @param output        the output's name, for messages
     * @param inputFailures input items that could not be scored at all (they make the outcome partial)
     * @return how the step ended
     */
    public Outcome run(ScoringEngine engine, List<ScoringPair> pairs, ResumeStore<ScoreRecord> store, String output,
                       int inputFailures) {
        TokenUsage tokens = TokenUsage.NONE;
        ScoringRun.Totals result;
        try (ProgressBar bar = progress(store.todo(pairs, ScoringPair::key, retryFailed).size())) {
            result = engine.run().threads(threads).batch(batch).retryFailed(retryFailed).maxFailures(maxFailures)
                    .notes(messages).progress(n -> {
                        if (bar != null) {
                            bar.stepBy(n);
                        }
                    }).build().run(pairs, store);
            tokens = result.tokens();
        } finally {
            if (tokens.requests() > 0) {
                messages.accept(String.format(Locale.ROOT, "tokens (as the model's back-end counted them): %d prompt "
                        + "(%d of them from its prefix cache), %d completion, over %d request(s)", tokens.promptTokens(),
                        tokens.cachedPromptTokens(), tokens.completionTokens(), tokens.requests()));
            }
        }
        if (!result.finished()) {
            messages.accept("stopping: " + result.failedNow() + " pair(s) failed, reaching --max-failures " + maxFailures
                    + "; " + result.written() + " of " + result.todo() + " pair(s) written to " + output
                    + ". Fix the cause, then re-run with --retry-failed");
            return Outcome.STOPPED;
        }
        if (result.todo() > 0) {
            messages.accept("scored " + result.todo() + " pair(s) with judge " + engine.provider().name() + " into "
                    + output);
        }
        long total = result.failedNow() + result.failedBefore();
        if (total == 0) {
            return inputFailures > 0 ? Outcome.PARTIAL : Outcome.DONE;
        }
        messages.accept("failed: " + result.failedNow() + " of " + result.todo() + " pair(s) scored now"
                + (result.failedBefore() > 0 ? ", plus " + result.failedBefore() + " failed earlier" : "")
                + " (rows with judge_error in " + output + "; left out of every mean). "
                + "Re-run with --retry-failed to score them again.");
        return Outcome.PARTIAL;
    }

    private ProgressBar progress(int total) {
        if (!progressBar || total == 0) {
            return null;
        }
        return new ProgressBarBuilder().setTaskName("scoring").setInitialMax(total)
                .setStyle(ProgressBarStyle.ASCII).setUpdateIntervalMillis(500)
                .setConsumer(new ConsoleProgressBarConsumer(System.err)).build();
    }

    /** Builds a {@link ScoreStep}; {@link #build} checks the numbers. */
    public static final class Builder {
        private int threads = 2;
        private int batch = 64;
        private boolean retryFailed;
        private Integer maxFailures;
        private boolean progressBar;
        private Consumer<String> messages = m -> { };

        private Builder() {
        }

        /** @param n pairs scored in parallel (at least 1) @return this */
        public Builder threads(int n) {
            this.threads = n;
            return this;
        }

        /** @param n pairs per judge batch (at least 1) @return this */
        public Builder batch(int n) {
            this.batch = n;
            return this;
        }

        /** @param on score again the pairs whose earlier row records a judge error @return this */
        public Builder retryFailed(boolean on) {
            this.retryFailed = on;
            return this;
        }

        /** @param n stop after this many failed pairs (null: never) @return this */
        public Builder maxFailures(Integer n) {
            this.maxFailures = n;
            return this;
        }

        /** @param on draw a progress bar on stderr @return this */
        public Builder progressBar(boolean on) {
            this.progressBar = on;
            return this;
        }

        /** @param sink where notes and summaries go @return this */
        public Builder messages(Consumer<String> sink) {
            this.messages = java.util.Objects.requireNonNull(sink, "messages");
            return this;
        }

        /** @return the step */
        public ScoreStep build() {
            if (threads < 1 || batch < 1 || (maxFailures != null && maxFailures < 1)) {
                throw new org.georc.core.ConfigurationException("threads, batch and maxFailures must be at least 1; got "
                        + threads + ", " + batch + ", " + maxFailures);
            }
            return new ScoreStep(this);
        }
    }
}
