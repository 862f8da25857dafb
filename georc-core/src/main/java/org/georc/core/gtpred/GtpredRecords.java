package org.georc.core.gtpred;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.georc.core.InvalidInputException;
import org.georc.core.io.JsonLines;
import org.georc.core.io.JsonRecord;
import org.georc.metrics.YearInterval;

/** Reads GTPred truth and prediction JSONL files (docs/DESIGN.md section 8). */
public final class GtpredRecords {
    private static final String[] LEVELS = {"country", "state", "city", "place"};

    private GtpredRecords() {
    }

    /**
     * A truth line: {@code {"id", "year", "location": {"country","state","city","place"}}}.
     *
     * @param id       item id
     * @param year     the true year interval, or null when not annotated
     * @param location raw location levels (4 entries, null where absent)
     * @param source    file:line
     * @param reasoning the annotated reasoning, or null
     */
    public record Truth(String id, YearInterval year, String[] location, String source, String reasoning) {
        /** A truth without annotated reasoning. */
        public Truth(String id, YearInterval year, String[] location, String source) {
            this(id, year, location, source, null);
        }
    }

    /**
     * A prediction line: the truth fields plus {@code model}.
     *
     * @param id       item id
     * @param model    the predicting model
     * @param year     the parsed year, or null when missing or unparsable
     * @param yearText the raw year value as text, or null when missing
     * @param location raw location levels (4 entries, null where absent)
     * @param source    file:line
     * @param reasoning the predicted reasoning, or null
     */
    public record Prediction(String id, String model, YearInterval year, String yearText, String[] location,
                             String source, String reasoning) {
        /** A prediction without reasoning text. */
        public Prediction(String id, String model, YearInterval year, String yearText, String[] location, String source) {
            this(id, model, year, yearText, location, source, null);
        }
    }

    /**
     * Reads truth lines keyed by id.
     *
     * @param file the truth JSONL
     * @return truths by id
     * @throws InvalidInputException on malformed lines, unparsable years, duplicate ids, or a
     *                               line with neither year nor location
     */
    public static Map<String, Truth> readTruth(Path file) {
        Map<String, Truth> out = new LinkedHashMap<>();
        for (Truth t : JsonLines.read(file, GtpredRecords::truth)) {
            Truth prev = out.putIfAbsent(t.id(), t);
            if (prev != null) {
                throw new InvalidInputException(null, 0, "id",
                        t.source() + ": duplicate id \"" + t.id() + "\" (first at " + prev.source() + ")", null);
            }
        }
        return out;
    }

    /**
     * Reads prediction lines in file order.
     *
     * @param file the predictions JSONL
     * @return the predictions
     * @throws InvalidInputException on malformed lines or a duplicate (id, model)
     */
    public static List<Prediction> readPredictions(Path file) {
        List<Prediction> all = JsonLines.read(file, GtpredRecords::prediction);
        Map<String, Prediction> seen = new HashMap<>();
        for (Prediction p : all) {
            Prediction prev = seen.putIfAbsent(p.model() + "\u0000" + p.id(), p);
            if (prev != null) {
                throw new InvalidInputException(null, 0, "id", p.source() + ": duplicate prediction for id \""
                        + p.id() + "\" and model \"" + p.model() + "\" (first at " + prev.source() + ")", null);
            }
        }
        return new ArrayList<>(all);
    }

    static Truth truth(JsonRecord rec) {
        String id = rec.requiredString("id");
        YearInterval year = null;
        JsonNode y = rec.optionalNode("year").orElse(null);
        if (y != null) {
            year = year(rec, y);
            if (year == null) {
                throw rec.error("year", "cannot read \"" + y.asText() + "\" as a year or year interval");
            }
        }
        String[] location = location(rec);
        if (year == null && location == null) {
            throw rec.error(null, "a truth line needs \"year\" or \"location\"");
        }
        return new Truth(id, year, location, where(rec), rec.optionalString("reasoning").orElse(null));
    }

    static Prediction prediction(JsonRecord rec) {
        String id = rec.requiredString("id");
        String model = rec.requiredString("model");
        JsonNode y = rec.optionalNode("year").orElse(null);
        YearInterval year = y == null ? null : year(rec, y);
        return new Prediction(id, model, year, y == null ? null : y.isTextual() ? y.asText() : y.toString(),
                location(rec), where(rec), rec.optionalString("reasoning").orElse(null));
    }

    /** A year as a number, a [from, to] array or a phrase; null when a phrase cannot be read. */
    private static YearInterval year(JsonRecord rec, JsonNode y) {
        if (y.isIntegralNumber()) {
            return YearInterval.of(y.asInt());
        }
        if (y.isArray()) {
            if (y.size() != 2 || !y.get(0).isIntegralNumber() || !y.get(1).isIntegralNumber()) {
                throw rec.error("year", "an interval must be [from, to] with two whole years");
            }
            int from = y.get(0).asInt();
            int to = y.get(1).asInt();
            if (from > to) {
                throw rec.error("year", "interval [" + from + ", " + to + "] has from > to");
            }
            return new YearInterval(from, to);
        }
        if (y.isTextual()) {
            return YearPhrases.parse(y.asText()).orElse(null);
        }
        throw rec.error("year", "must be a whole number, [from, to] or a phrase, got " + y.getNodeType());
    }

    private static String[] location(JsonRecord rec) {
        JsonNode loc = rec.optionalNode("location").orElse(null);
        if (loc == null) {
            return null;
        }
        if (!loc.isObject()) {
            throw rec.error("location", "must be an object with country/state/city/place");
        }
        String[] out = new String[4];
        boolean any = false;
        for (int i = 0; i < 4; i++) {
            JsonNode v = loc.get(LEVELS[i]);
            if (v != null && !v.isNull()) {
                if (!v.isTextual()) {
                    throw rec.error("location." + LEVELS[i], "must be a string");
                }
                if (!v.asText().isBlank()) {
                    out[i] = v.asText();
                    any = true;
                }
            }
        }
        return any ? out : null;
    }

    private static String where(JsonRecord rec) {
        return (rec.file() == null ? "line " : rec.file() + ":") + rec.line();
    }
}
