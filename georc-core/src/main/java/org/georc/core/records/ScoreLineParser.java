package org.georc.core.records;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.georc.core.json.JsonRecord;
import org.georc.core.scorefile.ScoreRecord;

/**
 * Reads one line of a score file ({@code georc score}, {@code georc experts}) as a
 * {@link ScoreRecord}, with errors that name the line and the field. Internal: the score-file
 * readers and the resume store call it; users read score files through
 * {@code org.georc.core.scorefile}.
 */
public final class ScoreLineParser {
    private ScoreLineParser() {
    }

    /**
     * Parses a score-file line: id and model, and either the three scores (F1 the harmonic mean of
     * the other two) or a {@code judge_error}; every other field is kept as it is.
     *
     * @param rec the JSON record
     * @return the score record
     */
    public static ScoreRecord read(JsonRecord rec) {
        String id = rec.requiredName("id");
        String model = rec.requiredName("model");
        String error = rec.optionalString("judge_error").orElse(null);
        Double p = rec.optionalUnit("precision").orElse(null);
        Double r = rec.optionalUnit("recall").orElse(null);
        Double f = rec.optionalUnit("f1").orElse(null);
        if (error == null && (p == null || r == null || f == null)) {
            List<String> missing = new ArrayList<>();
            if (p == null) {
                missing.add("precision");
            }
            if (r == null) {
                missing.add("recall");
            }
            if (f == null) {
                missing.add("f1");
            }
            throw rec.error(missing.get(0), "is required unless the line records a judge_error");
        }
        if (p != null && r != null && f != null) {
            double expected = p + r == 0 ? 0 : 2 * p * r / (p + r);
            if (Math.abs(expected - f) > 1e-6) {
                throw rec.error("f1", String.format(java.util.Locale.ROOT,
                        "%.6f is not the harmonic mean of precision %.6f and recall %.6f (expected %.6f)", f, p, r,
                        expected));
            }
        }
        checkCounts(rec);
        ObjectNode extra = rec.node().deepCopy();
        for (String f0 : List.of("id", "model", "precision", "recall", "f1", "judge_error")) {
            extra.remove(f0);
        }
        return new ScoreRecord(id, model, p, r, f, error, extra);
    }

    /** Statement and flag counts, when present, are whole numbers and flags never exceed statements. */
    private static void checkCounts(JsonRecord rec) {
        JsonNode st = rec.node().get("statements");
        long statements = -1;
        if (st != null && !st.isNull()) {
            if (!st.canConvertToLong() || !st.isIntegralNumber() || st.asLong() < 0) {
                throw rec.error("statements", "must be a whole number >= 0, got " + st);
            }
            statements = st.asLong();
        }
        JsonNode flags = rec.node().get("flags");
        if (flags != null && !flags.isNull()) {
            if (!flags.isObject()) {
                throw rec.error("flags", "must be an object of counts");
            }
            var it = flags.fields();
            while (it.hasNext()) {
                var e = it.next();
                JsonNode v = e.getValue();
                if (!v.isIntegralNumber() || v.asLong() < 0 || (statements >= 0 && v.asLong() > statements)) {
                    throw rec.error("flags." + e.getKey(), "must be a whole number in [0, statements"
                            + (statements >= 0 ? " = " + statements : "") + "], got " + v);
                }
            }
        }
    }
}
