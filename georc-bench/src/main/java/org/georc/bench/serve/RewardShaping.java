package org.georc.bench.serve;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.georc.bench.serve.ScoreService.Reward;
import org.georc.core.ConfigurationException;
import org.georc.core.json.JsonLines;
import org.georc.core.result.ChainScore;
import org.georc.core.scorefile.RunSettings;
import org.georc.judges.rows.ScoreRows;

/**
 * Shapes the answer of OpenRLHF's {@code POST /get_reward} from the scored pairs: one reward per
 * query ({@link Reward}, the failed reward for a failed pair), the same in {@code scores}, and the
 * per-query values OpenRLHF logs ({@code extra_logs}). Changes when the reward or its answer
 * format changes, never when requests are read or pairs scored.
 */
final class RewardShaping {
    private final Reward reward;
    private final double failedReward;
    private final double flagPenalty;

    /**
     * @param withRows whether the service builds rows (the f1-flags reward needs their flags)
     * @throws ConfigurationException for f1-flags without rows, a negative penalty or a non-finite failed reward
     */
    RewardShaping(Reward reward, double failedReward, double flagPenalty, boolean withRows) {
        this.reward = reward;
        this.failedReward = failedReward;
        this.flagPenalty = flagPenalty;
        if (reward == Reward.F1_FLAGS && !withRows) {
            throw new ConfigurationException("the f1-flags reward needs statement flags (a ScoreRows with a flagger)");
        }
        if (!(flagPenalty >= 0) || !Double.isFinite(failedReward)) {
            throw new ConfigurationException("the flag penalty must be >= 0 and the failed reward finite, got "
                    + flagPenalty + " and " + failedReward);
        }
    }

    /** @return the reward handed back */
    Reward reward() {
        return reward;
    }

    /** @return whether the pairs need their statement report (the flags of f1-flags) */
    boolean needsReports() {
        return reward == Reward.F1_FLAGS;
    }

    /**
     * The answer to one request.
     *
     * @param in          the checked request
     * @param scored      the scores of {@code in.todo()}, in order
     * @param judge       the judge's name
     * @param fingerprint the settings' fingerprint
     * @return the answer
     */
    ScoreService.Answer answer(ServeRequests.RewardRequest in, List<PairBatcher.ScoredPair> scored, String judge,
                               String fingerprint) {
        int n = in.size();
        List<Integer> slot = in.slot();
        List<String> early = in.early();
        ObjectNode out = JsonLines.object();
        ArrayNode rewards = out.putArray("rewards");
        ArrayNode scores = out.putArray("scores");
        ObjectNode logs = out.putObject("extra_logs");
        ArrayNode failed = logs.putArray("georc_failed");
        ArrayNode f1 = logs.putArray("georc_f1");
        ArrayNode precision = logs.putArray("georc_precision");
        ArrayNode recall = logs.putArray("georc_recall");
        ArrayNode errors = out.putArray("judge_errors");
        int failures = 0;
        for (int i = 0; i < n; i++) {
            int k = slot.get(i);
            ChainScore s = k < 0 ? null : scored.get(k).score();
            String error = k < 0 ? early.get(i) : s.judgeError().orElse(null);
            if (error == null && reward == Reward.F1_FLAGS && scored.get(k).report().flags() == null) {
                error = "the f1-flags reward needs statement flags, and this server's rows have no flagger";
            }
            if (error != null) {
                failures++;
                rewards.add(failedReward);
                scores.add(failedReward);
                failed.add(1);
                f1.add(failedReward);
                precision.add(failedReward);
                recall.add(failedReward);
                errors.add(error);
                continue;
            }
            double r = switch (reward) {
                case F1 -> s.f1();
                case PRECISION -> s.precision();
                case RECALL -> s.recall();
                case F1_FLAGS -> Math.max(0, s.f1() - flagPenalty * flaggedShare(scored.get(k).report()));
            };
            rewards.add(r);
            scores.add(r);
            failed.add(0);
            f1.add(s.f1());
            precision.add(s.precision());
            recall.add(s.recall());
            errors.addNull();
        }
        out.put("failures", failures);
        out.put("reward", reward.label());
        out.put("judge", judge);
        out.put(RunSettings.FINGERPRINT_FIELD, fingerprint);
        return new ScoreService.Answer(out, n, failures);
    }

    /** The share of the candidate's statements with at least one error flag. */
    private static double flaggedShare(ScoreRows.PairReport report) {
        if (report.flags().statements() == 0) {
            return 0;
        }
        Set<Integer> flagged = new HashSet<>();
        report.flags().flagged().forEach(f -> flagged.add(f.index()));
        return (double) flagged.size() / report.flags().statements();
    }
}
