package org.georc.core.scoring;


import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiConsumer;
import org.georc.core.ConfigurationException;
import org.georc.core.GeorcException;
import org.georc.core.chain.ConclusionMode;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.result.ChainScore;
import org.georc.core.result.Provenance;
import org.georc.core.run.OrderedRunner;
import org.georc.core.run.RunModels;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeProvider;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.Judges;
import org.georc.core.spi.ModelNeed;
import org.georc.core.spi.ModelRequest;

/**
 * The entry point: scores candidate chains against reference chains with one judge.
 *
 * <pre>{@code
 * try (ChainScorer scorer = ChainScorer.byName("embedding")) {      // creates the judge and owns it
 *     ChainScore s = scorer.score(ReasoningChain.parse(candidateText), ReasoningChain.parse(expertText));
 *     System.out.println(s.f1());
 * }                                                                  // closes the judge
 * }</pre>
 *
 * <p><b>Who closes the judge.</b> A scorer that created its judge ({@link #byName},
 * {@link Builder#judge(String, JudgeResources)}) owns it and closes it in {@link #close()}. A
 * judge handed in ({@link #of}, {@link Builder#judge(Judge)}) stays the caller's: closing the
 * scorer leaves it open, unless the caller asked otherwise with {@link Builder#closeJudge(boolean)}.
 * Close a scorer in any case: it also stops the threads it started for parallel batches.
 *
 * <p><b>Batches.</b> {@link #scoreAll(List)} scores a list and returns the scores in order.
 * For inputs too large to hold, {@link #scoreAll(Iterable, Executor, BiConsumer)} reads the
 * requests as they go, in batches of {@link Builder#batchSize}, with at most
 * {@link Builder#parallelism} batches in flight, and hands the scores over in input order (both
 * forms run on {@link OrderedRunner}, the runner every resumable run uses; a whole run into a
 * resumable score file is the engine's file run, {@code org.georc.judges.engine.ScoreFiles}). Batches run on an {@link Executor} the caller passes (or sets with
 * {@link Builder#executor}); without one, a scorer with {@code parallelism > 1} starts its own
 * threads once, on first use, and stops them in {@link #close()}; with {@code parallelism == 1}
 * batches run on the calling thread.
 *
 * <p>Thread-safe as long as the judge is (the {@link Judge} contract).
 */
public final class ChainScorer implements AutoCloseable {
    /** The provenance parameter that records whether conclusions were graded. */
    public static final String INCLUDE_CONCLUSION = "include_conclusion";

    private final Judge judge;
    private final boolean closesJudge;
    private final ConclusionMode conclusions;
    private final int parallelism;
    private final int batchSize;
    private final PairScoring pairs;
    private final ScorerBatches batches;
    private final PairDeadline deadline;
    private final AtomicBoolean closed = new AtomicBoolean();
    /** Models the scorer opened from their factories for a judge by name, closed after the judge; or null. */
    private final RunModels opened;

    private ChainScorer(Builder b, Judge judge, boolean closesJudge, RunModels opened) {
        this.judge = judge;
        this.closesJudge = closesJudge;
        this.opened = opened;
        this.conclusions = b.conclusions;
        this.parallelism = b.parallelism;
        this.batchSize = b.batchSize;
        this.deadline = b.pairTimeout == null ? null : new PairDeadline(b.pairTimeout);
        this.pairs = new PairScoring(judge, b.conclusions, b.maxStatementPairs, deadline);
        this.batches = new ScorerBatches(b.parallelism, b.batchSize, b.executor, this::requireOpen);
    }

    /** Default of {@link Builder#maxStatementPairs}: 1,000 statements on each side. */
    public static final long DEFAULT_MAX_STATEMENT_PAIRS = 1_000_000L;

    /**
     * A scorer with default settings (conclusions excluded, sequential batches) for a judge the
     * caller keeps owning: closing the scorer does not close the judge.
     *
     * @param judge the judge
     * @return the scorer
     */
    public static ChainScorer of(Judge judge) {
        return builder().judge(judge).build();
    }

    /**
     * A scorer for the judge registered under {@code name}, which the scorer creates and owns.
     *
     * @param name      judge name, such as "embedding"
     * @param resources models and options for the judge (the models stay the caller's)
     * @return the scorer; closing it closes the judge
     * @throws org.georc.core.ConfigurationException for an unknown judge or a bad option
     */
    public static ChainScorer byName(String name, JudgeResources resources) {
        return builder().judge(name, resources).build();
    }

    /**
     * A scorer for a judge that needs no model and no option, such as the offline
     * {@code "embedding"} judge, which loads the embedded encoder itself.
     *
     * @param name judge name
     * @return the scorer; closing it closes the judge
     */
    public static ChainScorer byName(String name) {
        return byName(name, JudgeResources.none());
    }

    /** @return a new builder */
    public static Builder builder() {
        return new Builder();
    }

    /** @return the judge */
    public Judge judge() {
        return judge;
    }

    /** @return whether {@link #close()} closes the judge */
    public boolean closesJudge() {
        return closesJudge;
    }

    /** @return whether {@link #close()} was called */
    public boolean isClosed() {
        return closed.get();
    }

    /**
     * Scores one candidate against one reference.
     *
     * @param candidate the candidate chain
     * @param reference the expert chain
     * @return the score (or a recorded judge failure)
     */
    public ChainScore score(ReasoningChain candidate, ReasoningChain reference) {
        return score(JudgeRequest.of(candidate, reference));
    }

    /**
     * Scores one request (chains plus optional image and id).
     *
     * @param request the pair
     * @return the score
     */
    public ChainScore score(JudgeRequest request) {
        requireOpen();
        return pairs.score(request);
    }

    /**
     * The provenance every score of this scorer carries: the judge's, plus how conclusions
     * are handled ({@code include_conclusion}: "false", "true", or "paper" for
     * {@link ConclusionMode#PAPER}).
     *
     * @return the provenance template (time {@link java.time.Instant#EPOCH})
     */
    public Provenance provenance() {
        return judge.provenance().withParameter(INCLUDE_CONCLUSION, pairs.conclusionLabel());
    }

    /** @return how this scorer grades conclusions */
    public ConclusionMode conclusions() {
        return conclusions;
    }

    /** @return batches in flight at once */
    public int parallelism() {
        return parallelism;
    }

    /** @return pairs per judge call in the streaming forms */
    public int batchSize() {
        return batchSize;
    }

    /**
     * Scores many pairs, split into {@code parallelism} batches that run at once (on the
     * scorer's executor, or on threads the scorer starts once and keeps until {@link #close()}).
     *
     * @param requests the pairs
     * @return one score per request, in the same order
     */
    public List<ChainScore> scoreAll(List<JudgeRequest> requests) {
        requireOpen();
        if (requests.isEmpty()) {
            return List.of();
        }
        List<ChainScore> out = new ArrayList<>(requests.size());
        batches.run(batches.chunks(requests), batches.executorFor(null), pairs::scoreBatchNamingJudge,
                (batch, scores) -> out.addAll(scores));
        return List.copyOf(out);
    }

    /**
     * Scores pairs as they are read, for inputs too large to hold: batches of
     * {@link #batchSize()} requests, at most {@link #parallelism()} batches in flight
     * on {@code executor}, each score handed to {@code onScore} on the calling thread in input
     * order. Returns when every request is scored. Memory holds at most
     * {@code parallelism x batchSize} pairs beyond what the caller keeps.
     *
     * @param requests the pairs, read once, in order
     * @param executor where batches run; null for the scorer's own ({@link Builder#executor}, its
     *                 threads, or the calling thread when {@code parallelism == 1})
     * @param onScore  receives each request with its score, in input order
     * @throws GeorcException when the judge fails for every pair (a closed model), or the thread is
     *                        interrupted (its flag restored); pairs already handed over stay handed over
     */
    public void scoreAll(Iterable<JudgeRequest> requests, Executor executor,
                         BiConsumer<JudgeRequest, ChainScore> onScore) {
        Objects.requireNonNull(onScore, "onScore");
        requireOpen();
        batches.run(batches.batches(requests), batches.executorFor(executor), pairs::scoreBatchNamingJudge,
                (batch, scores) -> {
                    for (int i = 0; i < scores.size(); i++) {
                        onScore.accept(batch.get(i), scores.get(i));
                    }
                });
    }

    /**
     * Stops the threads this scorer started and, when it owns its judge, closes the judge.
     * Closing twice is harmless; scoring after closing throws.
     */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        batches.shutdown();
        if (deadline != null) {
            deadline.shutdown();
        }
        try {
            if (closesJudge) {
                judge.close();
            }
        } finally {
            if (opened != null) {
                opened.close();
            }
        }
    }

    private void requireOpen() {
        if (closed.get()) {
            throw new GeorcException("this ChainScorer is closed");
        }
    }

    /** Builder; {@link #build()} validates. */
    public static final class Builder {
        private Judge judge;
        private String judgeName;
        private JudgeResources judgeResources;
        private Boolean closeJudge;
        private ConclusionMode conclusions = ConclusionMode.EXCLUDE;
        private int parallelism = 1;
        private int batchSize = 64;
        private Executor executor;
        private long maxStatementPairs = DEFAULT_MAX_STATEMENT_PAIRS;
        private java.time.Duration pairTimeout;

        private Builder() {
        }

        /**
         * A judge the caller created and keeps owning (unless {@link #closeJudge(boolean)} says
         * otherwise). Replaces a judge named with {@link #judge(String, JudgeResources)}.
         *
         * @param j the judge
         * @return this
         */
        public Builder judge(Judge j) {
            this.judge = j;
            this.judgeName = null;
            this.judgeResources = null;
            return this;
        }

        /**
         * A judge by registered name, created by {@link #build()} (options checked, see
         * {@link Judges#create}) and owned by the scorer. Replaces a judge set with {@link #judge(Judge)}.
         * A model the judge requires ({@link JudgeProvider#models()}) that {@code resources} does
         * not hold is opened by the {@link org.georc.core.spi.ModelFactory} registered for its type,
         * as the scoring engine does, and closed with the scorer; so {@code byName("cross-encoder")}
         * works with the weights module on the class path. Models the judge may use but does not
         * require are the caller's to give (the embedding judge loads its default encoder itself).
         *
         * @param name      judge name
         * @param resources models and options (the models stay the caller's)
         * @return this
         */
        public Builder judge(String name, JudgeResources resources) {
            this.judgeName = name;
            this.judgeResources = Objects.requireNonNull(resources, "resources");
            this.judge = null;
            return this;
        }

        /**
         * @param close whether {@link ChainScorer#close()} closes the judge (default: true for a
         *              judge the scorer created, false for one handed in)
         * @return this
         */
        public Builder closeJudge(boolean close) {
            this.closeJudge = close;
            return this;
        }

        /**
         * @param mode how conclusions are graded (default {@link ConclusionMode#EXCLUDE}); with
         *             {@link ConclusionMode#PAPER}, parse references with
         *             {@link ConclusionMode#referenceParser()}
         * @return this
         */
        public Builder conclusions(ConclusionMode mode) {
            this.conclusions = Objects.requireNonNull(mode, "mode");
            return this;
        }

        /**
         * @param threads batches scored at once, at least 1 (default 1)
         * @return this
         */
        public Builder parallelism(int threads) {
            this.parallelism = threads;
            return this;
        }

        /**
         * @param pairs pairs per judge call in the streaming forms, at least 1 (default 64); judges
         *              that batch model calls (the embedding judge encodes a batch's clauses
         *              together) are faster with larger batches
         * @return this
         */
        public Builder batchSize(int pairs) {
            this.batchSize = pairs;
            return this;
        }

        /**
         * @param e where batches run when a call names no executor (default: the scorer's own
         *          threads when {@code parallelism > 1}, else the calling thread); the scorer never
         *          shuts it down
         * @return this
         */
        public Builder executor(Executor e) {
            this.executor = e;
            return this;
        }

        /**
         * @param pairs the most statement pairs (candidate statements x reference statements) one
         *              pair may have (default 1,000,000, {@link #DEFAULT_MAX_STATEMENT_PAIRS}); a larger
         *              pair is recorded as that pair's failure, and the judge is not asked
         * @return this
         */
        public Builder maxStatementPairs(long pairs) {
            this.maxStatementPairs = pairs;
            return this;
        }

        /**
         * @param budget the most time the judge may take over one pair, or null for no limit (the
         *               default). A batch's judge call gets the budget; a batch that runs past it is
         *               stopped and its pairs are scored one by one, each within the budget, so only
         *               a pair that is slow on its own fails, with the reason as its judge error. A
         *               stopped call is interrupted and winds down on a thread of its own.
         * @return this
         */
        public Builder pairTimeout(java.time.Duration budget) {
            this.pairTimeout = budget;
            return this;
        }

        /**
         * @return the scorer
         * @throws ConfigurationException when no judge is set, or parallelism or batch size is below 1;
         *                                for a judge by name, whatever {@link Judges#create} throws
         */
        public ChainScorer build() {
            if (judge == null && judgeName == null) {
                throw new ConfigurationException("ChainScorer needs a judge");
            }
            if (parallelism < 1) {
                throw new ConfigurationException("parallelism must be >= 1, got " + parallelism);
            }
            if (batchSize < 1) {
                throw new ConfigurationException("`batchSize` must be >= 1, got " + batchSize);
            }
            if (maxStatementPairs < 1) {
                throw new ConfigurationException("`maxStatementPairs` must be >= 1, got " + maxStatementPairs);
            }
            if (pairTimeout != null && (pairTimeout.isNegative() || pairTimeout.isZero())) {
                throw new ConfigurationException("pairTimeout must be positive, got " + pairTimeout);
            }
            if (judge != null) {
                return new ChainScorer(this, judge, closeJudge != null && closeJudge, null);
            }
            JudgeProvider provider = Judges.provider(judgeName);
            JudgeResources given = judgeResources;
            Judges.checkOptions(provider, given.options()); // before any model loads
            List<Class<?>> toOpen = new ArrayList<>();
            for (ModelNeed need : provider.models()) {
                if (need.required() && given.optional(need.type()).isEmpty()) {
                    toOpen.add(need.type());
                }
            }
            if (toOpen.isEmpty()) {
                return new ChainScorer(this, Judges.create(provider, given), closeJudge == null || closeJudge, null);
            }
            if (closeJudge != null && !closeJudge) {
                throw new ConfigurationException("`closeJudge` false for judge \"" + provider.name() + "\", whose "
                        + toOpen.stream().map(ModelNeed::missing).toList() + " the scorer opens and closes with it: "
                        + "give those models in the resources to keep the judge after the scorer");
            }
            RunModels models = new RunModels(new RunModels.Source() {
                @Override
                public <T> Optional<T> find(Class<T> type, ModelRequest request) {
                    return given.optional(type);
                }
            }, parallelism, Map.of());
            boolean built = false;
            try {
                JudgeResources.Builder resources = given.toBuilder();
                for (Class<?> type : toOpen) {
                    models.giveTo(resources, type, "judge \"" + provider.name() + "\"");
                }
                ChainScorer scorer = new ChainScorer(this, Judges.create(provider, resources.build()), true, models);
                built = true;
                return scorer;
            } finally {
                if (!built) {
                    models.close();
                }
            }
        }
    }
}
