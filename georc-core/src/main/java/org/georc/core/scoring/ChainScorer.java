package org.georc.core.scoring;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import org.georc.core.ConfigurationException;
import org.georc.core.GeorcException;
import org.georc.core.chain.ConclusionMode;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.run.OrderedRunner;
import org.georc.core.result.ChainScore;
import org.georc.core.result.Provenance;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.Judges;

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
 * resumable score file is {@link ScoringRun}). Batches run on an {@link Executor} the caller passes (or sets with
 * {@link Builder#executor}); without one, a scorer with {@code parallelism > 1} starts its own
 * threads once, on first use, and stops them in {@link #close()}; with {@code parallelism == 1}
 * batches run on the calling thread.
 *
 * <p>Thread-safe as long as the judge is (the {@link Judge} contract).
 */
public final class ChainScorer implements AutoCloseable {
    /** The provenance parameter that records whether conclusions were graded. */
    public static final String INCLUDE_CONCLUSION = "include_conclusion";
    private static final AtomicInteger POOLS = new AtomicInteger();

    private final Judge judge;
    private final boolean closesJudge;
    private final ConclusionMode conclusions;
    private final int parallelism;
    private final int batchSize;
    private final Executor executor;
    private final long maxStatementPairs;
    private final AtomicBoolean closed = new AtomicBoolean();
    private ThreadPoolExecutor ownPool;

    private ChainScorer(Builder b, Judge judge, boolean closesJudge) {
        this.judge = judge;
        this.closesJudge = closesJudge;
        this.conclusions = b.conclusions;
        this.parallelism = b.parallelism;
        this.batchSize = b.batchSize;
        this.executor = b.executor;
        this.maxStatementPairs = b.maxStatementPairs;
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
        JudgeRequest r = prepare(request);
        ChainScore unasked = withoutJudge(r);
        return stamp(unasked != null ? unasked : judge.score(r));
    }

    /**
     * The provenance every score of this scorer carries: the judge's, plus how conclusions
     * are handled ({@code include_conclusion}: "false", "true", or "paper" for
     * {@link ConclusionMode#PAPER}).
     *
     * @return the provenance template (time {@link java.time.Instant#EPOCH})
     */
    public Provenance provenance() {
        return judge.provenance().withParameter(INCLUDE_CONCLUSION, conclusionLabel());
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
        int chunk = (requests.size() + parallelism - 1) / parallelism;
        List<List<JudgeRequest>> chunks = new ArrayList<>();
        for (int from = 0; from < requests.size(); from += chunk) {
            chunks.add(requests.subList(from, Math.min(requests.size(), from + chunk)));
        }
        List<ChainScore> out = new ArrayList<>(requests.size());
        runBatches(chunks, executorFor(null), (batch, scores) -> out.addAll(scores));
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
        Iterable<List<JudgeRequest>> batches = () -> new Iterator<>() {
            private final Iterator<JudgeRequest> input = requests.iterator();

            @Override
            public boolean hasNext() {
                return input.hasNext();
            }

            @Override
            public List<JudgeRequest> next() {
                List<JudgeRequest> batch = new ArrayList<>(Math.min(batchSize, 1024));
                while (batch.size() < batchSize && input.hasNext()) {
                    batch.add(Objects.requireNonNull(input.next(), "a request is null"));
                }
                return batch;
            }
        };
        runBatches(batches, executorFor(executor), (batch, scores) -> {
            for (int i = 0; i < scores.size(); i++) {
                onScore.accept(batch.get(i), scores.get(i));
            }
        });
    }

    /** Scores batches on the one ordered runner ({@link OrderedRunner}), handing each batch's scores over in order. */
    private void runBatches(Iterable<List<JudgeRequest>> batches, Executor on,
                            BiConsumer<List<JudgeRequest>, List<ChainScore>> sink) {
        record Scored(List<JudgeRequest> batch, List<ChainScore> scores) {
        }
        try (OrderedRunner runner = OrderedRunner.on(on, parallelism)) {
            runner.runAll(batches, batch -> {
                requireOpen();
                try {
                    return new Scored(batch, scoreBatch(batch));
                } catch (GeorcException e) {
                    throw e;
                } catch (RuntimeException e) {
                    throw new GeorcException("judge \"" + judge.name() + "\" failed: " + e, e);
                }
            }, s -> sink.accept(s.batch(), s.scores()));
        }
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
        synchronized (this) {
            if (ownPool != null) {
                ownPool.shutdown();
            }
        }
        if (closesJudge) {
            judge.close();
        }
    }

    private void requireOpen() {
        if (closed.get()) {
            throw new GeorcException("this ChainScorer is closed");
        }
    }

    /** The executor a call uses: the caller's, the builder's, the calling thread, or the scorer's own threads. */
    private Executor executorFor(Executor given) {
        if (given != null) {
            return given;
        }
        if (executor != null) {
            return executor;
        }
        if (parallelism == 1) {
            return Runnable::run;
        }
        synchronized (this) {
            requireOpen();
            if (ownPool == null) {
                int id = POOLS.incrementAndGet();
                AtomicInteger n = new AtomicInteger();
                ownPool = new ThreadPoolExecutor(parallelism, parallelism, 30, TimeUnit.SECONDS,
                        new LinkedBlockingQueue<>(), r -> {
                            Thread t = new Thread(r, "georc-scorer-" + id + "-" + n.incrementAndGet());
                            t.setDaemon(true);
                            return t;
                        });
                ownPool.allowCoreThreadTimeOut(true); // an idle scorer holds no thread
            }
            return ownPool;
        }
    }

    private String conclusionLabel() {
        return switch (conclusions) {
            case EXCLUDE -> "false";
            case INCLUDE -> "true";
            case PAPER -> "paper";
        };
    }

    private ChainScore stamp(ChainScore s) {
        return s.withProvenance(s.provenance().withParameter(INCLUDE_CONCLUSION, conclusionLabel()));
    }

    /**
     * The score of a pair the judge is not asked about, or null. In the paper reading a side
     * without points gives 0/0/0, as the authors' scorer does, with a note saying why; otherwise
     * a reference without evidence is a failure, never a silent 0/0/0. A pair too large to score
     * within bounded memory (judges compare every candidate statement with every reference
     * statement, so one pair of 14,000-statement chains would take gigabytes and the whole run
     * with it) is a failure of that pair alone.
     */
    private ChainScore withoutJudge(JudgeRequest r) {
        boolean noReference = r.reference().statements().isEmpty();
        if (conclusions == ConclusionMode.PAPER) {
            boolean noCandidate = r.candidate().statements().isEmpty();
            if (noReference || noCandidate) {
                String side = noCandidate && noReference ? "neither chain has" : noCandidate ? "the candidate has" : "the reference has";
                return ChainScore.of(org.georc.metrics.Prf.of(0, 0), List.of(), List.of(), judge.provenance().now())
                        .withNote(side + " no point (no line longer than 5 characters): 0/0/0 without asking the judge, "
                                + "as the authors' scorer does");
            }
        } else if (noReference) {
            return emptyReference(r);
        }
        long cells = (long) r.candidate().statements().size() * r.reference().statements().size();
        if (cells > maxStatementPairs) {
            return ChainScore.failure("the pair is too large to score: " + r.candidate().statements().size()
                    + " candidate x " + r.reference().statements().size() + " reference statements = " + cells
                    + " statement pairs, over the limit of " + maxStatementPairs + " per pair (raise it with "
                    + "--max-statement-pairs, or split the chains)", judge.provenance().now());
        }
        return null;
    }

    /** A reference without evidence cannot ground precision or recall: a failure, never a 0/0/0 score. */
    private ChainScore emptyReference(JudgeRequest r) {
        return ChainScore.failure("the reference chain" + (r.id() == null ? "" : " of id \"" + r.id() + "\"")
                + " has no evidence statements to score against", judge.provenance().now());
    }

    /** One batch: conclusions applied, empty references answered without the judge, the rest in one judge call. */
    private List<ChainScore> scoreBatch(List<JudgeRequest> requests) {
        List<JudgeRequest> prepared = new ArrayList<>(requests.size());
        List<JudgeRequest> scorable = new ArrayList<>(requests.size());
        for (JudgeRequest r : requests) {
            JudgeRequest p = prepare(r);
            prepared.add(p);
            if (withoutJudge(p) == null) {
                scorable.add(p);
            }
        }
        List<ChainScore> scored = scorable.isEmpty() ? List.of() : judge.scoreAll(scorable);
        if (scored.size() != scorable.size()) {
            throw new GeorcException("judge \"" + judge.name() + "\" returned " + scored.size() + " score(s) for "
                    + scorable.size() + " request(s)");
        }
        List<ChainScore> out = new ArrayList<>(prepared.size());
        int next = 0;
        for (JudgeRequest p : prepared) {
            ChainScore unasked = withoutJudge(p);
            out.add(stamp(unasked != null ? unasked : scored.get(next++)));
        }
        return out;
    }

    private JudgeRequest prepare(JudgeRequest r) {
        if (conclusions == ConclusionMode.EXCLUDE) {
            return r;
        }
        return r.withChains(conclusions.candidate(r.candidate()), conclusions.reference(r.reference()));
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
         * @param include grade conclusion statements like evidence (default false, as in the paper)
         * @return this
         */
        public Builder includeConclusion(boolean include) {
            this.conclusions = include ? ConclusionMode.INCLUDE : ConclusionMode.EXCLUDE;
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

        /** @param threads batches scored at once, at least 1 (default 1) @return this */
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
                throw new ConfigurationException("batch size must be >= 1, got " + batchSize);
            }
            if (maxStatementPairs < 1) {
                throw new ConfigurationException("max statement pairs must be >= 1, got " + maxStatementPairs);
            }
            if (judge != null) {
                return new ChainScorer(this, judge, closeJudge != null && closeJudge);
            }
            return new ChainScorer(this, Judges.create(judgeName, judgeResources), closeJudge == null || closeJudge);
        }
    }
}
