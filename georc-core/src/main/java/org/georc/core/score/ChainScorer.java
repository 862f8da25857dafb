package org.georc.core.score;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.georc.core.ConfigurationException;
import org.georc.core.GeorcException;
import org.georc.core.chain.ConclusionMode;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.Judges;

/**
 * The entry point: scores candidate chains against reference chains with one judge.
 *
 * <pre>{@code
 * try (Judge judge = Judges.create("embedding", resources)) {
 *     ChainScorer scorer = ChainScorer.of(judge);
 *     ChainScore s = scorer.score(ReasoningChain.parse(candidateText), ReasoningChain.parse(expertText));
 *     System.out.println(s.f1());
 * }
 * }</pre>
 *
 * <p>Immutable and thread-safe as long as the judge is (the {@link Judge} contract). The
 * scorer does not own the judge: closing the judge is the caller's business.
 */
public final class ChainScorer {
    private final Judge judge;
    private final ConclusionMode conclusions;
    private final int parallelism;

    private ChainScorer(Builder b) {
        this.judge = b.judge;
        this.conclusions = b.conclusions;
        this.parallelism = b.parallelism;
    }

    /**
     * A scorer with default settings: conclusions excluded, sequential batches.
     *
     * @param judge the judge
     * @return the scorer
     */
    public static ChainScorer of(Judge judge) {
        return builder().judge(judge).build();
    }

    /**
     * A scorer for the judge registered under {@code name}.
     *
     * @param name      judge name, such as "embedding"
     * @param resources models and options for the judge
     * @return the scorer; close its judge with {@code scorer.judge().close()}
     */
    public static ChainScorer byName(String name, JudgeResources resources) {
        return of(Judges.create(name, resources));
    }

    /** @return a new builder */
    public static Builder builder() {
        return new Builder();
    }

    /** @return the judge */
    public Judge judge() {
        return judge;
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
        JudgeRequest r = prepare(request);
        return stamp(r.reference().statements().isEmpty() ? emptyReference(r) : judge.score(r));
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

    private String conclusionLabel() {
        return switch (conclusions) {
            case EXCLUDE -> "false";
            case INCLUDE -> "true";
            case PAPER -> "paper";
        };
    }

    /** The provenance parameter that records whether conclusions were graded. */
    public static final String INCLUDE_CONCLUSION = "include_conclusion";

    private ChainScore stamp(ChainScore s) {
        return s.withProvenance(s.provenance().withParameter(INCLUDE_CONCLUSION, conclusionLabel()));
    }

    /** A reference without evidence cannot ground precision or recall: a failure, never a 0/0/0 score. */
    private ChainScore emptyReference(JudgeRequest r) {
        return ChainScore.failure("the reference chain" + (r.id() == null ? "" : " of id \"" + r.id() + "\"")
                + " has no evidence statements to score against", judge.provenance().at(java.time.Instant.now()));
    }

    /**
     * Scores many pairs, in parallel when the scorer was built with {@code parallelism > 1}.
     *
     * @param requests the pairs
     * @return one score per request, in the same order
     */
    public List<ChainScore> scoreAll(List<JudgeRequest> requests) {
        List<JudgeRequest> prepared = new ArrayList<>(requests.size());
        for (JudgeRequest r : requests) {
            prepared.add(prepare(r));
        }
        List<JudgeRequest> scorable = new ArrayList<>(prepared.size());
        for (JudgeRequest r : prepared) {
            if (!r.reference().statements().isEmpty()) {
                scorable.add(r);
            }
        }
        List<ChainScore> scored = scoreAllPrepared(scorable);
        List<ChainScore> out = new ArrayList<>(prepared.size());
        int next = 0;
        for (JudgeRequest r : prepared) {
            out.add(stamp(r.reference().statements().isEmpty() ? emptyReference(r) : scored.get(next++)));
        }
        return List.copyOf(out);
    }

    private List<ChainScore> scoreAllPrepared(List<JudgeRequest> prepared) {
        if (prepared.isEmpty()) {
            return List.of();
        }
        if (parallelism == 1 || prepared.size() < 2) {
            return judge.scoreAll(prepared);
        }
        int chunks = Math.min(parallelism, prepared.size());
        int size = (prepared.size() + chunks - 1) / chunks;
        AtomicInteger threadNo = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(chunks, r -> {
            Thread t = new Thread(r, "georc-scorer-" + threadNo.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<List<ChainScore>>> futures = new ArrayList<>();
            for (int from = 0; from < prepared.size(); from += size) {
                List<JudgeRequest> part = prepared.subList(from, Math.min(prepared.size(), from + size));
                futures.add(pool.submit(() -> judge.scoreAll(part)));
            }
            List<ChainScore> out = new ArrayList<>(prepared.size());
            for (Future<List<ChainScore>> f : futures) {
                out.addAll(f.get());
            }
            return out;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GeorcException("interrupted while scoring", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof GeorcException ge) {
                throw ge;
            }
            throw new GeorcException("judge \"" + judge.name() + "\" failed: " + cause, cause);
        } finally {
            pool.shutdownNow();
        }
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
        private ConclusionMode conclusions = ConclusionMode.EXCLUDE;
        private int parallelism = 1;

        private Builder() {
        }

        /** @param j the judge (required) @return this */
        public Builder judge(Judge j) {
            this.judge = j;
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
            this.conclusions = java.util.Objects.requireNonNull(mode, "mode");
            return this;
        }

        /** @param threads threads for {@link #scoreAll}, at least 1 (default 1) @return this */
        public Builder parallelism(int threads) {
            this.parallelism = threads;
            return this;
        }

        /**
         * @return the scorer
         * @throws ConfigurationException when no judge is set or parallelism is below 1
         */
        public ChainScorer build() {
            if (judge == null) {
                throw new ConfigurationException("ChainScorer needs a judge");
            }
            if (parallelism < 1) {
                throw new ConfigurationException("parallelism must be >= 1, got " + parallelism);
            }
            return new ChainScorer(this);
        }
    }
}
