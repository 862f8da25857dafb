package org.georc.bench.calibrate;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.georc.core.ConfigurationException;
import org.georc.core.InvalidInputException;
import org.georc.core.records.CandidateRecord;
import org.georc.core.records.Datasets;
import org.georc.core.records.ReferenceRecord;
import org.georc.core.scorefile.ScoreRecord;
import org.georc.core.report.HumanAgreement;
import org.georc.core.report.MarkdownTable;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;
import org.georc.judges.embedding.KeyPointJudge;
import org.georc.metrics.Prf;

/**
 * Searches the ramp thresholds lo/hi of a key-point judge ({@code embedding} or {@code keypoints})
 * that minimise the mean absolute F1 error against human grades. Every clause is encoded once
 * ({@link KeyPointJudge#prepareAll}); the grid is lo in [0.20, 0.70] and hi in (lo, 0.90] in steps
 * of 0.025. A share of the item ids is held out (seeded) to report an honest error.
 *
 * <pre>{@code
 * HumanAgreement a = HumanAgreement.join(scores, human, false);
 * ThresholdTuning.Result r = ThresholdTuning.tune(ThresholdTuning.keyPoints(judge),
 *         ThresholdTuning.requests(a.pairs(), references, candidates), a.pairs(), 0.5, 7);
 * }</pre>
 */
public final class ThresholdTuning {
    /** The lowest lo of the grid. */
    public static final double GRID_MIN = 0.20;
    /** The grid's step. */
    public static final double STEP = 0.025;

    private ThresholdTuning() {
    }

    /**
     * What the search found.
     *
     * @param currentLo     the judge's lo
     * @param currentHi     the judge's hi
     * @param currentMae    F1 MAE of the current thresholds on the tuning set
     * @param currentHeld   F1 MAE of the current thresholds on the held-out set (NaN without one)
     * @param bestLo        the best lo
     * @param bestHi        the best hi
     * @param bestMae       F1 MAE of the best thresholds on the tuning set
     * @param bestHeld      F1 MAE of the best thresholds on the held-out set (NaN without one)
     * @param tuningPairs   pairs tuned on
     * @param heldOutPairs  pairs held out
     */
    public record Result(double currentLo, double currentHi, double currentMae, double currentHeld, double bestLo,
                         double bestHi, double bestMae, double bestHeld, int tuningPairs, int heldOutPairs) {
        /** @return the Markdown table of current and tuned thresholds with their errors */
        public String table() {
            MarkdownTable t = new MarkdownTable(List.of("thresholds", "lo", "hi", "F1 MAE tuning set (n)",
                    "F1 MAE held-out set (n)"));
            t.row(List.of("current", fmt(currentLo), fmt(currentHi), fmt(currentMae) + " (" + tuningPairs + ")",
                    held(currentHeld)));
            t.row(List.of("tuned", fmt(bestLo), fmt(bestHi), fmt(bestMae) + " (" + tuningPairs + ")", held(bestHeld)));
            return t.render();
        }

        /** @return the options line of the best thresholds */
        public String bestOptions() {
            return String.format(Locale.ROOT, "best thresholds: --lo %.3f --hi %.3f", bestLo, bestHi);
        }

        private String held(double mae) {
            return heldOutPairs == 0 ? "—" : fmt(mae) + " (" + heldOutPairs + ")";
        }
    }

    /**
     * @param judge a judge made by the {@code embedding} or {@code keypoints} provider
     * @return its key-point judge
     * @throws ConfigurationException when it is no key-point judge
     */
    public static KeyPointJudge keyPoints(Judge judge) {
        if (judge instanceof org.georc.judges.llm.judge.LlmKeyPointJudge llm) {
            return llm.keyPointJudge();
        }
        if (judge instanceof KeyPointJudge plain) {
            return plain;
        }
        throw new ConfigurationException("--tune works with key-point judges");
    }

    /**
     * The requests that re-score the joined pairs.
     *
     * @param pairs      the joined pairs
     * @param references references JSONL
     * @param candidates candidates JSONL
     * @return one request per pair, in order
     * @throws InvalidInputException when a pair is missing from either file
     */
    public static List<JudgeRequest> requests(List<HumanAgreement.Pair> pairs, Path references, Path candidates) {
        Map<String, ReferenceRecord> refs = Datasets.readReferences(references);
        Map<String, CandidateRecord> cands = new LinkedHashMap<>();
        for (CandidateRecord c : Datasets.readCandidates(candidates)) {
            cands.put(c.key(), c);
        }
        List<JudgeRequest> requests = new ArrayList<>();
        for (HumanAgreement.Pair p : pairs) {
            CandidateRecord c = cands.get(ScoreRecord.key(p.id(), p.model()));
            ReferenceRecord r = refs.get(p.id());
            if (c == null || r == null) {
                throw new InvalidInputException("pair (" + p.id() + ", " + p.model()
                        + ") is graded and scored but missing from --candidates or --references");
            }
            requests.add(JudgeRequest.of(c.chain(), r.chain()));
        }
        return requests;
    }

    /**
     * @param kp       the key-point judge whose thresholds are searched
     * @param requests one request per pair
     * @param pairs    the pairs with their human grades (same order)
     * @param holdout  share of item ids held out, in [0, 1)
     * @param seed     the split's seed
     * @return what the search found
     * @throws ConfigurationException when the hold-out share is out of range
     * @throws InvalidInputException  when the hold-out leaves nothing to tune on
     */
    public static Result tune(KeyPointJudge kp, List<JudgeRequest> requests, List<HumanAgreement.Pair> pairs,
                              double holdout, long seed) {
        requireHoldout(holdout);
        List<KeyPointJudge.Prepared> prepared = kp.prepareAll(requests, GRID_MIN);
        List<String> ids = pairs.stream().map(HumanAgreement.Pair::id).toList();
        List<String> distinct = new ArrayList<>(new LinkedHashSet<>(ids));
        Collections.shuffle(distinct, new Random(seed));
        Set<String> test = new LinkedHashSet<>(distinct.subList(0, (int) Math.round(distinct.size() * holdout)));
        List<Integer> trainIdx = new ArrayList<>();
        List<Integer> testIdx = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            (test.contains(ids.get(i)) ? testIdx : trainIdx).add(i);
        }
        if (trainIdx.isEmpty()) {
            throw new InvalidInputException("the hold-out left nothing to tune on; lower --holdout");
        }
        double bestLo = kp.lo();
        double bestHi = kp.hi();
        double bestMae = mae(prepared, pairs, trainIdx, bestLo, bestHi);
        double before = bestMae;
        for (double lo = GRID_MIN; lo <= 0.70 + 1e-9; lo += STEP) {
            for (double hi = lo + STEP; hi <= 0.90 + 1e-9; hi += STEP) {
                double m = mae(prepared, pairs, trainIdx, lo, hi);
                if (m < bestMae - 1e-12) {
                    bestMae = m;
                    bestLo = lo;
                    bestHi = hi;
                }
            }
        }
        double currentHeld = testIdx.isEmpty() ? Double.NaN : mae(prepared, pairs, testIdx, kp.lo(), kp.hi());
        double bestHeld = testIdx.isEmpty() ? Double.NaN : mae(prepared, pairs, testIdx, bestLo, bestHi);
        return new Result(kp.lo(), kp.hi(), before, currentHeld, bestLo, bestHi, bestMae, bestHeld, trainIdx.size(),
                testIdx.size());
    }

    /**
     * @param holdout a hold-out share
     * @throws ConfigurationException unless it lies in [0, 1)
     */
    public static void requireHoldout(double holdout) {
        if (!(holdout >= 0 && holdout < 1)) {
            throw new ConfigurationException("--holdout must lie in [0, 1), got " + holdout);
        }
    }

    private static double mae(List<KeyPointJudge.Prepared> prepared, List<HumanAgreement.Pair> pairs,
                              List<Integer> idx, double lo, double hi) {
        double s = 0;
        for (int i : idx) {
            Prf prf = prepared.get(i).score(lo, hi);
            s += Math.abs(prf.f1() - pairs.get(i).human()[2]);
        }
        return s / idx.size();
    }

    private static String fmt(double v) {
        return String.format(Locale.ROOT, "%.3f", v);
    }
}
