package org.georc.judges.engine;

import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.georc.core.ConfigurationException;
import org.georc.core.result.TokenUsage;
import org.georc.core.run.ResumeStore;
import org.georc.core.pairs.ScoringPair;
import org.georc.core.pairs.ScoringRun;
import org.georc.core.scorefile.ScoreRecord;

/**
 * One resumable scoring run of {@code georc score}, {@code georc experts} and each scoring step
 * of a benchmark: the pairs go through an engine's {@link ScoringRun} into a resume store, with
 * progress, the token count and the failure summary as messages.
 */
final class ScoreStep {
    private final int threads;
    private final int batch;
    private final boolean retryFailed;
    private final Integer maxFailures;
    private final RunProgress progress;
    private final Consumer<String> messages;

    private ScoreStep(Builder b) {
        this.threads = b.threads;
        this.batch = b.batch;
        this.retryFailed = b.retryFailed;
        this.maxFailures = b.maxFailures;
        this.progress = b.progress;
        this.messages = b.messages;
    }

    /** @return a builder: 2 threads, batches of 64, no failure limit, no progress, no messages */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Scores the pairs not yet in the store.
     *
     * @param run           the engine's run builder (scorer, rows, settings)
     * @param judge         the judge's name, for messages
     * @param pairs         every pair of the run, in order
     * @param store         where rows go (resumed from)
     * @param output        the output's name, for messages
     * @param inputFailures input items that could not be scored at all (they make the outcome partial)
     * @return how the step ended
     */
    public RunResult run(ScoringRun.Builder run, String judge, List<ScoringPair> pairs, ResumeStore<ScoreRecord> store,
                         String output, int inputFailures) {
        return run(run, judge, pairs, store, output, inputFailures, r -> { });
    }

    /**
     * As {@link #run(ScoringRun.Builder, String, List, ResumeStore, String, int)}, handing the
     * running {@link ScoringRun} to {@code running} first (so that a caller can cancel it).
     */
    public RunResult run(ScoringRun.Builder run, String judge, List<ScoringPair> pairs, ResumeStore<ScoreRecord> store,
                         String output, int inputFailures, Consumer<ScoringRun> running) {
        TokenUsage tokens = TokenUsage.NONE;
        ScoringRun.Totals result;
        progress.started(store.todo(pairs, ScoringPair::key, retryFailed).size());
        try {
            ScoringRun r = run.threads(threads).batch(batch).retryFailed(retryFailed).maxFailures(maxFailures)
                    .notes(messages).progress(progress::scored).build();
            running.accept(r);
            result = r.run(pairs, store);
            tokens = result.tokens();
        } finally {
            progress.finished();
            if (tokens.requests() > 0) {
                messages.accept(String.format(Locale.ROOT, "tokens (as the model's back-end counted them): %d prompt "
                        + "(%d of them from its prefix cache), %d completion, over %d request(s)", tokens.promptTokens(),
                        tokens.cachedPromptTokens(), tokens.completionTokens(), tokens.requests()));
            }
        }
        if (!result.finished() && (maxFailures == null || result.failedNow() < maxFailures)) {
            messages.accept("stopped: the run was cancelled after " + result.written() + " of " + result.todo()
                    + " pair(s); run it again to resume");
            return result(RunResult.Outcome.STOPPED, pairs, result, inputFailures);
        }
        if (!result.finished()) {
            messages.accept("stopping: " + result.failedNow() + " pair(s) failed, reaching maxFailures " + maxFailures
                    + "; " + result.written() + " of " + result.todo() + " pair(s) written to " + output
                    + ". Fix the cause, then run again retrying the failed pairs (retryFailed)");
            return result(RunResult.Outcome.STOPPED, pairs, result, inputFailures);
        }
        if (result.todo() > 0) {
            messages.accept("scored " + result.todo() + " pair(s) with judge " + judge + " into " + output);
        }
        long total = result.failedNow() + result.failedBefore();
        if (total == 0) {
            return result(inputFailures > 0 ? RunResult.Outcome.PARTIAL : RunResult.Outcome.DONE, pairs, result,
                    inputFailures);
        }
        messages.accept("failed: " + result.failedNow() + " of " + result.todo() + " pair(s) scored now"
                + (result.failedBefore() > 0 ? ", plus " + result.failedBefore() + " failed earlier" : "")
                + " (rows with judge_error in " + output + "; left out of every mean). "
                + "Run again retrying the failed pairs (retryFailed) to score them again.");
        return result(RunResult.Outcome.PARTIAL, pairs, result, inputFailures);
    }

    private static RunResult result(RunResult.Outcome o, List<ScoringPair> pairs, ScoringRun.Totals t, int inputFailures) {
        return new RunResult(o, pairs.size(), t.written(), t.failedNow(), t.failedBefore(), inputFailures);
    }

    /** Builds a {@link ScoreStep}; {@link #build} checks the numbers. */
    public static final class Builder {
        private int threads = 2;
        private int batch = 64;
        private boolean retryFailed;
        private Integer maxFailures;
        private RunProgress progress = RunProgress.none();
        private Consumer<String> messages = m -> { };

        private Builder() {
        }

        /**
         * @param n pairs scored in parallel (at least 1)
         * @return this
         */
        public Builder threads(int n) {
            this.threads = n;
            return this;
        }

        /**
         * @param n pairs per judge batch (at least 1)
         * @return this
         */
        public Builder batch(int n) {
            this.batch = n;
            return this;
        }

        /**
         * @param on score again the pairs whose earlier row records a judge error
         * @return this
         */
        public Builder retryFailed(boolean on) {
            this.retryFailed = on;
            return this;
        }

        /**
         * @param n stop after this many failed pairs (null: never)
         * @return this
         */
        public Builder maxFailures(Integer n) {
            this.maxFailures = n;
            return this;
        }

        /**
         * @param p hears the progress
         * @return this
         */
        public Builder progress(RunProgress p) {
            this.progress = java.util.Objects.requireNonNull(p, "progress");
            return this;
        }

        /**
         * @param sink where notes and summaries go
         * @return this
         */
        public Builder messages(Consumer<String> sink) {
            this.messages = java.util.Objects.requireNonNull(sink, "messages");
            return this;
        }

        /** @return the step */
        public ScoreStep build() {
            if (threads < 1) {
                throw new ConfigurationException("threads must be at least 1, got " + threads);
            }
            if (batch < 1) {
                throw new ConfigurationException("batch must be at least 1, got " + batch);
            }
            if (maxFailures != null && maxFailures < 1) {
                throw new ConfigurationException("maxFailures must be at least 1, got " + maxFailures);
            }
            return new ScoreStep(this);
        }
    }
}
