package org.georc.core.pairs;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.records.ReferenceRecord;
import org.georc.core.scorefile.ScoreRecord;
import org.georc.core.result.ChainScore;
import org.georc.metrics.Prf;

/**
 * One row of a scoring run: a candidate chain scored against one reference, or against several
 * (then P and R are their means, F1 follows from those means, {@code per_expert} lists each
 * expert's scores and {@code f1_mean_over_experts} their F1s' mean).
 *
 * @param id         item id
 * @param model      the row's model name
 * @param candidate  the candidate chain, as parsed
 * @param references the references it is scored against (at least one)
 */
public record ScoringPair(String id, String model, ReasoningChain candidate, List<ReferenceRecord> references) {
    /** Checks and copies. */
    public ScoringPair {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(candidate, "candidate");
        references = List.copyOf(references);
        if (references.isEmpty()) {
            throw new IllegalArgumentException("a pair needs at least one reference");
        }
    }

    /** @return the key of its row ({@link ScoreRecord#key}) */
    public String key() {
        return ScoreRecord.key(id, model);
    }

    /**
     * @param scores one score per reference, in order
     * @return whether the row records a failure (any reference's score failed)
     */
    public static boolean failed(List<ChainScore> scores) {
        return scores.stream().anyMatch(ChainScore::isFailure);
    }

    /**
     * The score part of the row: {@link ScoreRecord#toJson} of the one score (with
     * {@code reference_expert} when the reference names its expert), or of the pooled score
     * over several references (alignments left out) with {@code per_expert} and, when none
     * failed, {@code f1_mean_over_experts}. The true country is the first reference's.
     *
     * @param scores     one score per reference, in order
     * @param alignments whether a single reference's row carries its alignments
     * @return the row so far
     */
    public ObjectNode scoreRow(List<ChainScore> scores, boolean alignments) {
        if (scores.size() != references.size()) {
            throw new IllegalArgumentException(scores.size() + " score(s) for " + references.size() + " reference(s)");
        }
        ReferenceRecord first = references.get(0);
        Map<String, String> fields = new LinkedHashMap<>();
        first.countryName().ifPresent(v -> fields.put("country", v));
        if (scores.size() == 1) {
            ObjectNode line = ScoreRecord.toJson(id, model, scores.get(0), alignments, fields);
            if (first.expert() != null) {
                line.put("reference_expert", first.expert());
            }
            return line;
        }
        List<String> errors = new ArrayList<>();
        double p = 0;
        double r = 0;
        for (int i = 0; i < scores.size(); i++) {
            ChainScore s = scores.get(i);
            if (s.isFailure()) {
                errors.add("expert " + references.get(i).expert() + ": " + s.judgeError().orElse("failed"));
            } else {
                p += s.precision();
                r += s.recall();
            }
        }
        ChainScore pooled = errors.isEmpty()
                ? ChainScore.of(Prf.of(p / scores.size(), r / scores.size()), List.of(), List.of(), scores.get(0).provenance())
                : ChainScore.failure(String.join("; ", errors), scores.get(0).provenance());
        ObjectNode line = ScoreRecord.toJson(id, model, pooled, false, fields);
        ArrayNode per = line.putArray("per_expert");
        double f1Sum = 0;
        for (int i = 0; i < scores.size(); i++) {
            ChainScore s = scores.get(i);
            ObjectNode o = per.addObject();
            o.put("expert", references.get(i).expert());
            if (s.isFailure()) {
                o.put("judge_error", s.judgeError().orElse("failed"));
            } else {
                o.put("precision", s.precision()).put("recall", s.recall()).put("f1", s.f1());
                f1Sum += s.f1();
            }
        }
        if (errors.isEmpty()) {
            line.put("f1_mean_over_experts", f1Sum / scores.size());
        }
        return line;
    }
}
