package org.georc.core.scorefile;

import org.georc.core.json.JsonLines;
import org.georc.core.json.JsonRecord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.georc.core.result.Alignment;
import org.georc.core.result.ChainScore;
import org.georc.core.result.Provenance;

/**
 * A line of a score file (the {@code OUT.jsonl} contract of docs/DESIGN.md section 8):
 * {@code {"id", "model", "precision", "recall", "f1", "judge", ...}}. A failed pair has
 * {@code null} scores and a {@code judge_error}.
 *
 * @param id         item id
 * @param model      candidate model
 * @param precision  precision in [0, 1], or null for a failure
 * @param recall     recall in [0, 1], or null for a failure
 * @param f1         F1 in [0, 1], or null for a failure
 * @param judgeError error message of a failure, or null
 * @param extra      every other field of the line (provenance, alignments, country), kept as read
 */
public record ScoreRecord(String id, String model, Double precision, Double recall, Double f1, String judgeError,
                          ObjectNode extra) {

    /**
     * The resume key of an (id, model) pair.
     *
     * @param id    item id
     * @param model model name
     * @return a key unique to the pair
     */
    public static String key(String id, String model) {
        // length-prefixed: no id or model, whatever characters it holds, can make two pairs collide
        return model.length() + ":" + model + "|" + id;
    }

    /**
     * The record of a score computed in memory (no file), for the library's reports
     * ({@link org.georc.core.report.Leaderboard#of}).
     *
     * @param id    item id
     * @param model candidate model
     * @param score the score or failure
     * @return the record, with the provenance fields as its extra fields
     */
    public static ScoreRecord of(String id, String model, ChainScore score) {
        ObjectNode json = toJson(id, model, score, false, Map.of());
        ObjectNode extra = json.deepCopy();
        for (String f : List.of("id", "model", "precision", "recall", "f1", "judge_error")) {
            extra.remove(f);
        }
        return score.isFailure()
                ? new ScoreRecord(id, model, null, null, null, score.judgeError().orElseThrow(), extra)
                : new ScoreRecord(id, model, score.precision(), score.recall(), score.f1(), null, extra);
    }

    /** @return the resume key */
    public String key() {
        return key(id, model);
    }

    /** @return whether the judge failed on this pair */
    public boolean isFailure() {
        return judgeError != null;
    }

    /** @return the value of an extra text field, if present */
    public Optional<String> extraText(String field) {
        JsonNode v = extra == null ? null : extra.get(field);
        return v == null || v.isNull() ? Optional.empty() : Optional.of(v.asText());
    }

    /**
     * Builds the JSON line for a score.
     *
     * @param id         item id
     * @param model      candidate model
     * @param score      the score or failure
     * @param alignments whether to write per-statement alignments
     * @param fields     extra top-level fields (such as {@code country}), written as strings
     * @return the JSON object
     */
    public static ObjectNode toJson(String id, String model, ChainScore score, boolean alignments,
                                    Map<String, String> fields) {
        ObjectNode o = JsonLines.object();
        o.put("id", id);
        o.put("model", model);
        if (score.isFailure()) {
            o.putNull("precision");
            o.putNull("recall");
            o.putNull("f1");
            o.put("judge_error", score.judgeError().orElseThrow());
        } else {
            o.put("precision", score.precision());
            o.put("recall", score.recall());
            o.put("f1", score.f1());
        }
        score.note().ifPresent(n -> o.put("note", n));
        fields.forEach(o::put);
        Provenance p = score.provenance();
        o.put("judge", p.judge());
        o.put("model_id", p.modelId());
        p.weights().ifPresent(w -> o.put("weights_sha256", w));
        p.prompt().ifPresent(v -> o.put("prompt_version", v));
        if (!p.parameters().isEmpty()) {
            ObjectNode params = o.putObject("parameters");
            p.parameters().forEach(params::put);
        }
        o.put("time", p.time().toString());
        score.usage().filter(u -> u.requests() > 0).ifPresent(u -> {
            ObjectNode n = o.putObject("usage");
            n.put("requests", u.requests());
            n.put("prompt_tokens", u.promptTokens());
            n.put("completion_tokens", u.completionTokens());
            n.put("cached_prompt_tokens", u.cachedPromptTokens());
        });
        if (alignments && !score.isFailure()) {
            o.set("candidate_alignments", alignmentsJson(score.candidateAlignments()));
            o.set("reference_alignments", alignmentsJson(score.referenceAlignments()));
        }
        return o;
    }

    private static ArrayNode alignmentsJson(List<Alignment> list) {
        ArrayNode arr = JsonLines.array();
        for (Alignment a : list) {
            ObjectNode n = arr.addObject();
            n.put("index", a.entryIndex());
            n.put("statement_index", a.statementIndex());
            n.put("statement", a.statement());
            n.put("score", a.score());
            if (a.support() != null) {
                n.put("support_index", a.supportEntryIndex());
                n.put("support_statement_index", a.supportStatementIndex());
                n.put("support", a.support());
            }
            if (a.reason() != null) {
                n.put("reason", a.reason());
            }
        }
        return arr;
    }

    /**
     * Keeps a row under a size limit by leaving out its per-statement detail (alignments and
     * flagged statements), recorded in {@code omitted}. The scores are never dropped.
     *
     * @param row      the row
     * @param maxBytes the largest serialised row, in UTF-8 bytes
     * @return the row, possibly without its detail
     */
    public static ObjectNode capped(ObjectNode row, long maxBytes) {
        if (serialisedSize(row) <= maxBytes) {
            return row;
        }
        ObjectNode copy = row.deepCopy();
        ArrayNode omitted = copy.putArray("omitted");
        for (String heavy : List.of("candidate_alignments", "reference_alignments", "flagged_statements")) {
            if (copy.remove(heavy) != null) {
                omitted.add(heavy);
            }
        }
        copy.put("omitted_reason", "the row would exceed " + maxBytes + " bytes");
        return copy;
    }

    private static long serialisedSize(ObjectNode row) {
        return JsonLines.writeBytes(row).length;
    }

    /**
     * Reads one score-file line ({@code georc score}, {@code georc experts}), as
     * {@link ScoreLines} reads each line of a file.
     *
     * @param line       the JSON object of the line
     * @param file       the file, for messages (may be null)
     * @param lineNumber the 1-based line number, for messages
     * @return the score record
     * @throws org.georc.core.InvalidInputException naming file, line and field for a bad value
     */
    public static ScoreRecord fromJson(ObjectNode line, java.nio.file.Path file, int lineNumber) {
        return read(JsonRecord.of(file, lineNumber, line));
    }

    /**
     * Parses a score-file line: id and model, and either the three scores (F1 the harmonic mean of
     * the other two) or a {@code judge_error}; every other field is kept as it is.
     *
     * @param rec the JSON record
     * @return the score record
     */
    static ScoreRecord read(JsonRecord rec) {
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
