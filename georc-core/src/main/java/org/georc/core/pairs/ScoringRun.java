package org.georc.core.pairs;

import org.georc.core.run.OrderedRunner;
import org.georc.core.run.ResumeStore;
import org.georc.core.scoring.ChainScorer;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;
import org.georc.core.records.ReferenceRecord;
import org.georc.core.scorefile.RunSettings;
import org.georc.core.scorefile.ScoreRecord;
import org.georc.core.result.ChainScore;
import org.georc.core.result.TokenUsage;
import org.georc.core.spi.JudgeRequest;

/**
 * The scoring engine: scores {@link ScoringPair}s with a {@link ChainScorer} and appends one
 * row per pair to a {@link ResumeStore} of score lines, in input order, resuming what the store
 * already holds. {@code georc score}, {@code georc experts}, {@code georc benchmark}, the
 * service and the Spark example all score through it.
 *
 * <p>The pairs to do are those without a row (and, with {@link Builder#retryFailed}, those
 * whose row records a {@code judge_error}). They are cut into batches; each batch is scored and
 * turned into its rows ({@link Rows}: flags, country, settings, the JSON text) on a worker of
 * the {@link OrderedRunner}, and the rows are appended in order, so any thread count writes the
 * same file. A run stops early when {@link Builder#maxFailures} pairs have failed (checked per
 * batch) or when {@link #cancel()} is called; what was appended stays, and a re-run resumes.
 *
 * <p>Build one per run; not for two runs at once.
 */
public final class ScoringRun {
    /** Turns a pair's scores into its output line (the JSON text, without a line break). */
    @FunctionalInterface
    public interface Rows {
        /**
         * @param pair   the pair
         * @param scores one score per reference, in order
         * @return the row's JSON text
         */
        String line(ScoringPair pair, List<ChainScore> scores);
    }

    /** Where a reference's image comes from for judges that look at images (checked, confined), or null. */
    @FunctionalInterface
    public interface Images {
        /**
         * @param reference a reference with an image
         * @return the path to send
         * @throws org.georc.core.InvalidInputException when the image may not be sent
         */
        Path image(ReferenceRecord reference);
    }

    /**
     * What a run did.
     *
     * @param todo         pairs that were to be scored in this run
     * @param written      rows appended
     * @param failedNow    appended rows that record a failure
     * @param failedBefore failed rows the store already held and this run left alone
     * @param tokens       the token usage of the rows appended
     * @param finished     false when {@code maxFailures} or {@link #cancel()} stopped the run
     */
    public record Totals(int todo, int written, int failedNow, long failedBefore, TokenUsage tokens, boolean finished) {
        /** @return whether any row of the output stands failed */
        public boolean anyFailed() {
            return failedNow + failedBefore > 0;
        }
    }

    private final ChainScorer scorer;
    private final Rows rows;
    private final RunSettings settings;
    private final Images images;
    private final int threads;
    private final Executor executor;
    private final int batch;
    private final boolean retryFailed;
    private final Integer maxFailures;
    private final IntConsumer progress;
    private final Consumer<String> notes;
    private volatile OrderedRunner runner;
    private volatile boolean cancelled;

    private ScoringRun(Builder b) {
        this.scorer = b.scorer;
        this.rows = b.rows;
        this.settings = b.settings;
        this.images = b.images;
        this.threads = b.threads;
        this.executor = b.executor;
        this.batch = b.batch;
        this.retryFailed = b.retryFailed;
        this.maxFailures = b.maxFailures;
        this.progress = b.progress;
        this.notes = b.notes;
    }

    /** @return a builder */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Scores the pairs the store does not hold yet and appends their rows.
     *
     * @param pairs every pair of the run, in order
     * @param store the output, opened with {@link org.georc.core.run.RowFormat#scores()}
     * @return what was done
     * @throws org.georc.core.InvalidInputException when the store holds rows made with other
     *                                              settings, or an image may not be sent
     */
    public Totals run(List<ScoringPair> pairs, ResumeStore<ScoreRecord> store) {
        if (settings != null) {
            store.requireSettings(settings, "rows scored differently");
        }
        List<ScoringPair> todo = store.todo(pairs, ScoringPair::key, retryFailed);
        long failedBefore = 0;
        for (ScoringPair p : pairs) {
            if (!retryFailed && store.isFailure(p.key())) {
                failedBefore++;
            }
        }
        if (!store.done().isEmpty()) {
            notes.accept("resuming: " + store.done().size() + " pair(s) already in " + store.file() + ", "
                    + todo.size() + " to go");
        }
        if (todo.isEmpty()) {
            store.appender(); // cuts a torn tail
            store.tornTailNote().ifPresent(notes);
            notes.accept("nothing to score");
            return new Totals(0, 0, 0, failedBefore, TokenUsage.NONE, true);
        }
        List<List<JudgeRequest>> requests = requests(todo);
        int size = Math.max(1, Math.min(batch, (todo.size() + threads - 1) / threads));
        int batches = (todo.size() + size - 1) / size;
        int[] counts = new int[2]; // failed, written
        TokenUsage[] used = {TokenUsage.NONE};
        var out = store.appender();
        store.tornTailNote().ifPresent(notes);
        boolean finished;
        try (OrderedRunner r = executor == null ? OrderedRunner.withThreads(threads, "georc-score")
                : OrderedRunner.on(executor, threads)) {
            runner = r;
            if (cancelled) {
                r.cancel();
            }
            finished = r.run(IntStream.range(0, batches).boxed().toList(), k -> scoreBatch(k * size,
                    Math.min(todo.size(), k * size + size), todo, requests), done -> {
                        out.appendLines(done.lines());
                        counts[0] += done.failed();
                        counts[1] += done.lines().size();
                        used[0] = used[0].plus(done.tokens());
                        progress.accept(done.lines().size());
                        return maxFailures == null || counts[0] < maxFailures;
                    });
        } finally {
            runner = null;
        }
        return new Totals(todo.size(), counts[1], counts[0], failedBefore, used[0], finished && !cancelled);
    }

    /** Stops a run from any thread after the batch being written; a later {@link #run} resumes. */
    public void cancel() {
        cancelled = true;
        OrderedRunner r = runner;
        if (r != null) {
            r.cancel();
        }
    }

    private record Batch(List<String> lines, int failed, TokenUsage tokens) {
    }

    private Batch scoreBatch(int from, int to, List<ScoringPair> todo, List<List<JudgeRequest>> requests) {
        List<JudgeRequest> flat = new ArrayList<>();
        requests.subList(from, to).forEach(flat::addAll);
        List<ChainScore> scores = scorer.scoreAll(flat);
        List<String> lines = new ArrayList<>(to - from);
        TokenUsage tokens = TokenUsage.NONE;
        int failed = 0;
        int next = 0;
        for (ScoringPair c : todo.subList(from, to)) {
            List<ChainScore> mine = scores.subList(next, next + c.references().size());
            next += c.references().size();
            for (ChainScore sc : mine) {
                tokens = tokens.plus(sc.usage().orElse(null));
            }
            if (ScoringPair.failed(mine)) {
                failed++;
            }
            lines.add(rows.line(c, mine));
        }
        return new Batch(lines, failed, tokens);
    }

    /** The requests of the pairs, one per reference; each image is checked once, before anything is sent. */
    private List<List<JudgeRequest>> requests(List<ScoringPair> todo) {
        Map<Path, Path> checked = new HashMap<>();
        List<List<JudgeRequest>> out = new ArrayList<>(todo.size());
        for (ScoringPair c : todo) {
            List<JudgeRequest> mine = new ArrayList<>(c.references().size());
            for (ReferenceRecord r : c.references()) {
                Path image = null;
                if (images != null && r.image() != null) {
                    image = checked.computeIfAbsent(r.image(), img -> images.image(r));
                }
                mine.add(new JudgeRequest(c.id(), c.candidate(), r.chain(), image));
            }
            out.add(mine);
        }
        return out;
    }

    /** Builder; {@link #build()} validates. */
    public static final class Builder {
        private ChainScorer scorer;
        private Rows rows;
        private RunSettings settings;
        private Images images;
        private int threads = 1;
        private Executor executor;
        private int batch = 64;
        private boolean retryFailed;
        private Integer maxFailures;
        private IntConsumer progress = n -> { };
        private Consumer<String> notes = s -> { };

        private Builder() {
        }

        /**
         * @param s the scorer; it is called from every worker at once (build it with parallelism 1)
         * @return this
         */
        public Builder scorer(ChainScorer s) {
            this.scorer = s;
            return this;
        }

        /**
         * @param r how a pair's scores become its line
         * @return this
         */
        public Builder rows(Rows r) {
            this.rows = r;
            return this;
        }

        /**
         * @param s the settings every row carries; a store holding rows with others is refused
         * @return this
         */
        public Builder settings(RunSettings s) {
            this.settings = s;
            return this;
        }

        /**
         * @param i where images come from (judges that look at images); null sends none
         * @return this
         */
        public Builder images(Images i) {
            this.images = i;
            return this;
        }

        /**
         * @param n batches scored at once, on threads of the run's own (default 1: the calling thread)
         * @return this
         */
        public Builder threads(int n) {
            this.threads = n;
            return this;
        }

        /**
         * @param e           where batches run instead of the run's own threads (never shut down by it)
         * @param parallelism how many batches it runs at once
         * @return this
         */
        public Builder executor(Executor e, int parallelism) {
            this.executor = Objects.requireNonNull(e, "executor");
            this.threads = parallelism;
            return this;
        }

        /**
         * @param pairs most pairs per batch (default 64); rows are appended after each batch
         * @return this
         */
        public Builder batch(int pairs) {
            this.batch = pairs;
            return this;
        }

        /**
         * @param retry score again the pairs whose row records a failure
         * @return this
         */
        public Builder retryFailed(boolean retry) {
            this.retryFailed = retry;
            return this;
        }

        /**
         * @param n stop once n pairs have failed (null: never)
         * @return this
         */
        public Builder maxFailures(Integer n) {
            this.maxFailures = n;
            return this;
        }

        /**
         * @param p told how many rows were just appended
         * @return this
         */
        public Builder progress(IntConsumer p) {
            this.progress = Objects.requireNonNull(p, "progress");
            return this;
        }

        /**
         * @param n takes notes for the user (resuming, a torn tail cut, nothing to do)
         * @return this
         */
        public Builder notes(Consumer<String> n) {
            this.notes = Objects.requireNonNull(n, "notes");
            return this;
        }

        /**
         * @return the run
         * @throws IllegalArgumentException when the scorer or rows are missing, or a count is below 1
         */
        public ScoringRun build() {
            if (scorer == null || rows == null) {
                throw new IllegalArgumentException("a scoring run needs a scorer and rows");
            }
            atLeastOne("threads", threads);
            atLeastOne("batch", batch);
            if (maxFailures != null) {
                atLeastOne("maxFailures", maxFailures);
            }
            return new ScoringRun(this);
        }

        private static void atLeastOne(String setting, int value) {
            if (value < 1) {
                throw new IllegalArgumentException("`" + setting + "` must be at least 1, got " + value);
            }
        }
    }
}
