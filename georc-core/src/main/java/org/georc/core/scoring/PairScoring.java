package org.georc.core.scoring;

import java.util.ArrayList;
import java.util.List;
import org.georc.core.GeorcException;
import org.georc.core.chain.ConclusionMode;
import org.georc.core.result.ChainScore;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;

/**
 * How a {@link ChainScorer} scores pairs with its judge: conclusions applied to both chains, the
 * pairs the judge is not asked about (an empty side, a pair over the statement-pair limit)
 * answered here, the rest in one judge call per batch (within the time budget of a pair, when
 * there is one), every score stamped with {@link ChainScorer#INCLUDE_CONCLUSION}. Changes when
 * the scoring rules of one pair change.
 */
final class PairScoring {
    private final Judge judge;
    private final ConclusionMode conclusions;
    private final long maxStatementPairs;
    private final PairDeadline deadline;

    /** @param deadline the time budget of a judge call, or null for none */
    PairScoring(Judge judge, ConclusionMode conclusions, long maxStatementPairs, PairDeadline deadline) {
        this.judge = judge;
        this.conclusions = conclusions;
        this.maxStatementPairs = maxStatementPairs;
        this.deadline = deadline;
    }

    /** One request, scored on the calling thread (or within the time budget, on a thread of its own). */
    ChainScore score(JudgeRequest request) {
        JudgeRequest r = prepare(request);
        ChainScore unasked = withoutJudge(r);
        return stamp(unasked != null ? unasked : judged(List.of(r), true).get(0));
    }

    /** One batch of a batch run: {@link #scoreBatch}, a judge's unchecked exception wrapped to name the judge. */
    List<ChainScore> scoreBatchNamingJudge(List<JudgeRequest> batch) {
        try {
            return scoreBatch(batch);
        } catch (GeorcException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new GeorcException("judge \"" + judge.name() + "\" failed: " + e, e);
        }
    }

    /** {@code include_conclusion}'s value: "false", "true" or "paper". */
    String conclusionLabel() {
        return switch (conclusions) {
            case EXCLUDE -> "false";
            case INCLUDE -> "true";
            case PAPER -> "paper";
        };
    }

    private ChainScore stamp(ChainScore s) {
        return s.withProvenance(s.provenance().withParameter(ChainScorer.INCLUDE_CONCLUSION, conclusionLabel()));
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
        } else if (isBlank(r.candidate())) {
            return ChainScore.failure("the candidate chain is empty (no text, or whitespace only): there is "
                    + "nothing to score", judge.provenance().now());
        } else if (noReference) {
            return emptyReference(r);
        }
        long cells = (long) r.candidate().statements().size() * r.reference().statements().size();
        if (cells > maxStatementPairs) {
            return ChainScore.failure("the pair is too large to score: " + r.candidate().statements().size()
                    + " candidate x " + r.reference().statements().size() + " reference statements = " + cells
                    + " statement pairs, over the limit of " + maxStatementPairs + " per pair (raise it with "
                    + "`maxStatementPairs`, or split the chains)", judge.provenance().now());
        }
        return null;
    }

    /**
     * A chain read from no text at all, or from whitespace: nothing became a statement, a
     * conclusion or even a dropped line. (A model that wrote only an opener is not blank: its
     * dropped line says what it wrote.)
     */
    private static boolean isBlank(org.georc.core.chain.ReasoningChain c) {
        return c.isEmpty() && c.dropped().isEmpty();
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
        List<ChainScore> scored = scorable.isEmpty() ? List.of() : judged(scorable, false);
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

    /**
     * The judge's scores of a batch. Within a time budget, the batch's call gets the budget; when
     * it runs past it, each pair is scored alone within the budget, so only a pair that is slow on
     * its own fails (with the reason), never the pairs that shared its batch.
     */
    private List<ChainScore> judged(List<JudgeRequest> scorable, boolean single) {
        if (deadline == null) {
            return single ? List.of(judge.score(scorable.get(0))) : judge.scoreAll(scorable);
        }
        try {
            return deadline.call(() -> single ? List.of(judge.score(scorable.get(0))) : judge.scoreAll(scorable));
        } catch (PairDeadline.Expired e) {
            if (scorable.size() == 1) {
                return List.of(ChainScore.failure(deadline.message(), judge.provenance().now()));
            }
        }
        List<ChainScore> alone = new ArrayList<>(scorable.size());
        for (JudgeRequest r : scorable) {
            try {
                alone.add(deadline.call(() -> judge.score(r)));
            } catch (PairDeadline.Expired e) {
                alone.add(ChainScore.failure(deadline.message(), judge.provenance().now()));
            }
        }
        return alone;
    }

    private JudgeRequest prepare(JudgeRequest r) {
        if (conclusions == ConclusionMode.EXCLUDE) {
            return r;
        }
        return r.withChains(conclusions.candidate(r.candidate()), conclusions.reference(r.reference()));
    }
}
