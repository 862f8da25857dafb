package org.georc.core.gtpred;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.georc.core.InvalidInputException;
import org.georc.core.json.JsonLines;
import org.georc.core.json.JsonRecord;
import org.georc.metrics.YearInterval;

/**
 * Reads and writes GTPred truth, prediction and raw-response JSONL files (docs/DESIGN.md section 8).
 *
 * <p>Truth lines: {@code {"id", "year", "location": {"country","state","city","place"}}} plus
 * optional {@code lat}/{@code lon}, {@code year_reasoning}, {@code location_reasoning} and
 * {@code reasoning} (the last one stands for whichever of the two is not given). Prediction
 * lines add {@code model} and may carry {@code extraction_error} (an answer the extractor could
 * not read). Response lines: {@code {"id", "model", "response"}}.
 */
public final class GtpredRecords {
    private GtpredRecords() {
    }

    /**
     * A truth line.
     *
     * @param id                item id
     * @param year              the true year interval, or null when not annotated
     * @param location          the true location, or null when not annotated
     * @param coordinates       the true point, or null
     * @param yearReasoning     the annotated reasoning for the year, or null
     * @param locationReasoning the annotated reasoning for the location, or null
     * @param source            where it came from ({@code file:line}), for messages
     */
    public record Truth(String id, YearInterval year, Location location, Coordinates coordinates,
                        String yearReasoning, String locationReasoning, String source) {
        /** Checks the id; an empty location becomes null; blank reasoning becomes null. */
        public Truth {
            Objects.requireNonNull(id, "id");
            location = location == null || location.isEmpty() ? null : location;
            yearReasoning = blankToNull(yearReasoning);
            locationReasoning = blankToNull(locationReasoning);
            source = source == null ? "id " + id : source;
        }

        /**
         * @param id       item id
         * @param year     the true year interval, or null
         * @param location the true location, or null
         * @return a truth without coordinates or reasoning
         */
        public static Truth of(String id, YearInterval year, Location location) {
            return new Truth(id, year, location, null, null, null, null);
        }

        /**
         * @param point the true point
         * @return a copy with coordinates
         */
        public Truth withCoordinates(Coordinates point) {
            return new Truth(id, year, location, point, yearReasoning, locationReasoning, source);
        }

        /**
         * @param forYear     the annotated reasoning for the year
         * @param forLocation the annotated reasoning for the location
         * @return a copy with reasoning
         */
        public Truth withReasoning(String forYear, String forLocation) {
            return new Truth(id, year, location, coordinates, forYear, forLocation, source);
        }
    }

    /**
     * A prediction line.
     *
     * @param id                item id
     * @param model             the predicting model
     * @param year              the parsed year, or null when missing or unparsable
     * @param yearText          the year as the model gave it, or null when missing
     * @param location          the predicted location, or null
     * @param coordinates       the predicted point, or null
     * @param yearReasoning     the predicted reasoning for the year, or null
     * @param locationReasoning the predicted reasoning for the location, or null
     * @param extractionError   why the answer could not be extracted from the model's response,
     *                          or null (then the other fields are empty)
     * @param source            where it came from ({@code file:line}), for messages
     */
    public record Prediction(String id, String model, YearInterval year, String yearText, Location location,
                             Coordinates coordinates, String yearReasoning, String locationReasoning,
                             String extractionError, String source) {
        /** Checks id and model; an empty location becomes null; blank texts become null. */
        public Prediction {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(model, "model");
            location = location == null || location.isEmpty() ? null : location;
            yearText = blankToNull(yearText);
            yearReasoning = blankToNull(yearReasoning);
            locationReasoning = blankToNull(locationReasoning);
            extractionError = blankToNull(extractionError);
            source = source == null ? "id " + id + ", model " + model : source;
        }

        /**
         * @param id       item id
         * @param model    the predicting model
         * @param year     the year as a number or phrase ("1995", "mid 1990s"), or null; read by
         *                 {@link YearPhrases}, and kept as text when it cannot be read
         * @param location the predicted location, or null
         * @return a prediction without coordinates or reasoning
         */
        public static Prediction of(String id, String model, String year, Location location) {
            return new Prediction(id, model, year == null ? null : YearPhrases.parse(year).orElse(null), year, location,
                    null, null, null, null, null);
        }

        /**
         * @param id     item id
         * @param model  the model whose response could not be read
         * @param error  why
         * @param source where the response came from
         * @return a failed extraction
         */
        public static Prediction failed(String id, String model, String error, String source) {
            return new Prediction(id, model, null, null, null, null, null, null,
                    Objects.requireNonNull(error, "error"), source);
        }

        /**
         * @param point the predicted point
         * @return a copy with coordinates
         */
        public Prediction withCoordinates(Coordinates point) {
            return new Prediction(id, model, year, yearText, location, point, yearReasoning, locationReasoning,
                    extractionError, source);
        }

        /**
         * @param forYear     the predicted reasoning for the year
         * @param forLocation the predicted reasoning for the location
         * @return a copy with reasoning
         */
        public Prediction withReasoning(String forYear, String forLocation) {
            return new Prediction(id, model, year, yearText, location, coordinates, forYear, forLocation,
                    extractionError, source);
        }

        /** @return whether the answer could not be extracted from the model's response */
        public boolean isExtractionFailure() {
            return extractionError != null;
        }

        /** @return the (id, model) key, unique in a predictions file */
        public String key() {
            return GtpredRecords.key(id, model);
        }
    }

    /**
     * A raw model response, before extraction.
     *
     * @param id     item id
     * @param model  the responding model
     * @param text   the response text (may be empty)
     * @param source {@code file:line}
     */
    public record Response(String id, String model, String text, String source) {
        /** @return the (id, model) key */
        public String key() {
            return GtpredRecords.key(id, model);
        }
    }


    /**
     * @param id    item id
     * @param model model
     * @return a key unique to the pair
     */
    public static String key(String id, String model) {
        return model + "\u0000" + id;
    }

    /**
     * Reads truth lines keyed by id.
     *
     * @param file the truth JSONL
     * @return truths by id
     * @throws InvalidInputException on malformed lines, unparsable years, duplicate ids, or a
     *                               line with none of year, location and lat/lon
     */
    public static Map<String, Truth> readTruth(Path file) {
        Map<String, Truth> out = new LinkedHashMap<>();
        for (Truth t : JsonLines.read(file, GtpredRecords::truth)) {
            Truth prev = out.putIfAbsent(t.id(), t);
            if (prev != null) {
                throw InvalidInputException.at(t.source(), "id",
                        "duplicate id \"" + t.id() + "\" (first at " + prev.source() + ")");
            }
        }
        return out;
    }

    /**
     * Reads prediction lines in file order. A line may repeat an (id, model) pair only to
     * replace an earlier extraction failure (a resumed extraction run with retries).
     *
     * @param file the predictions JSONL
     * @return the predictions, one per (id, model)
     * @throws InvalidInputException on malformed lines or a duplicate (id, model)
     */
    public static List<Prediction> readPredictions(Path file) {
        Map<String, Prediction> seen = new LinkedHashMap<>();
        for (Prediction p : JsonLines.read(file, GtpredRecords::prediction)) {
            keep(seen, p);
        }
        return new ArrayList<>(seen.values());
    }

    /**
     * Reads raw responses.
     *
     * @param file the responses JSONL
     * @return the responses in file order
     * @throws InvalidInputException on malformed lines or a duplicate (id, model)
     */
    public static List<Response> readResponses(Path file) {
        // a line of `gtpred --generate` that records a failed generation has no response: skipped
        List<Response> all = new ArrayList<>(JsonLines.read(file, rec -> rec.node().hasNonNull("generation_error")
                && !rec.node().has("response") ? null : new Response(rec.requiredName("id"),
                rec.requiredName("model"), rec.requiredText("response"), where(rec))));
        all.removeIf(java.util.Objects::isNull);
        Map<String, Response> seen = new HashMap<>();
        for (Response r : all) {
            Response prev = seen.putIfAbsent(r.key(), r);
            if (prev != null) {
                throw InvalidInputException.at(r.source(), "id", "duplicate response for id \""
                        + r.id() + "\" and model \"" + r.model() + "\" (first at " + prev.source() + ")");
            }
        }
        return all;
    }

    /**
     * How a resumed extraction reads its output ({@link org.georc.core.run.ResumeStore}): one
     * prediction per (id, model); a later line may replace only an extraction failure.
     *
     * @return the row format of prediction lines
     */
    public static org.georc.core.run.RowFormat<Prediction> predictionRows() {
        return org.georc.core.run.RowFormat.of(GtpredRecords::prediction, Prediction::key,
                Prediction::isExtractionFailure, p -> "id \"" + p.id() + "\" and model \"" + p.model() + "\"");
    }

    private static void keep(Map<String, Prediction> seen, Prediction p) {
        Prediction prev = seen.get(p.key());
        if (prev != null && !prev.isExtractionFailure()) {
            throw InvalidInputException.at(p.source(), "id", "duplicate prediction for id \""
                    + p.id() + "\" and model \"" + p.model() + "\" (first at " + prev.source() + ")");
        }
        seen.remove(p.key());
        seen.put(p.key(), p);
    }

    /**
     * The JSON line of a prediction, as {@link #readPredictions} reads it back: {@code year} is
     * a number or {@code [from, to]} when it was read ({@code year_text} keeps the phrase), the
     * raw text when it could not be read.
     *
     * @param p the prediction
     * @return the JSON object
     */
    public static ObjectNode toJson(Prediction p) {
        ObjectNode o = JsonLines.object();
        o.put("id", p.id());
        o.put("model", p.model());
        if (p.isExtractionFailure()) {
            o.put("extraction_error", p.extractionError());
            return o;
        }
        if (p.year() != null) {
            if (p.year().from() == p.year().to()) {
                o.put("year", p.year().from());
            } else {
                o.putArray("year").add(p.year().from()).add(p.year().to());
            }
            if (p.yearText() != null && !p.yearText().matches("[\\d\\s\\[\\],]*")) {
                o.put("year_text", p.yearText());
            }
        } else if (p.yearText() != null) {
            o.put("year", p.yearText());
        } else {
            o.putNull("year");
        }
        if (p.location() != null) {
            ObjectNode loc = o.putObject("location");
            for (Location.Level level : Location.Level.values()) {
                String v = p.location().get(level);
                if (v != null) {
                    loc.put(level.field(), v);
                }
            }
        }
        if (p.coordinates() != null) {
            o.put("lat", p.coordinates().lat());
            o.put("lon", p.coordinates().lon());
        }
        if (p.yearReasoning() != null) {
            o.put("year_reasoning", p.yearReasoning());
        }
        if (p.locationReasoning() != null) {
            o.put("location_reasoning", p.locationReasoning());
        }
        return o;
    }

    static Truth truth(JsonRecord rec) {
        String id = rec.requiredName("id");
        YearInterval year = null;
        JsonNode y = rec.optionalNode("year").orElse(null);
        if (y != null) {
            year = year(rec, y);
            if (year == null) {
                throw rec.error("year", "cannot read \"" + y.asText() + "\" as a year or year interval");
            }
        }
        Location location = location(rec);
        Coordinates point = coordinates(rec);
        if (year == null && location == null && point == null) {
            throw rec.error(null, "a truth line needs \"year\", \"location\" or \"lat\"/\"lon\"");
        }
        String both = rec.optionalString("reasoning").orElse(null);
        return new Truth(id, year, location, point, rec.optionalString("year_reasoning").orElse(both),
                rec.optionalString("location_reasoning").orElse(both), where(rec));
    }

    static Prediction prediction(JsonRecord rec) {
        String id = rec.requiredName("id");
        String model = rec.requiredName("model");
        String error = rec.optionalString("extraction_error").orElse(null);
        if (error != null) {
            return Prediction.failed(id, model, error, where(rec));
        }
        JsonNode y = rec.optionalNode("year").orElse(null);
        YearInterval year;
        try {
            year = y == null ? null : year(rec, y);
        } catch (InvalidInputException e) {
            // a model's answer, not the truth: a year of 0, 1995.7, true or [1999, 1990] scores 0 with a note
            // ("unreadable predicted year") instead of ending the run
            year = null;
        }
        String yearText = rec.optionalString("year_text")
                .orElse(y == null || y.isNull() ? null : y.isTextual() ? y.asText() : y.toString());
        String both = rec.optionalString("reasoning").orElse(null);
        Coordinates point;
        try {
            point = coordinates(rec);
        } catch (InvalidInputException e) {
            point = null; // an impossible predicted point (latitude 95) is no point: "no predicted coordinates"
        }
        return new Prediction(id, model, year, yearText, location(rec), point,
                rec.optionalString("year_reasoning").orElse(both), rec.optionalString("location_reasoning").orElse(both),
                null, where(rec));
    }

    /** A year as a number, a [from, to] array or a phrase; null when a phrase cannot be read. */
    private static YearInterval year(JsonRecord rec, JsonNode y) {
        if (y.isIntegralNumber()) {
            int year = calendarYear(rec, y);
            return YearInterval.of(year);
        }
        if (y.isArray()) {
            if (y.size() != 2 || !y.get(0).isIntegralNumber() || !y.get(1).isIntegralNumber()) {
                throw rec.error("year", "an interval must be [from, to] with two whole years");
            }
            int from = calendarYear(rec, y.get(0));
            int to = calendarYear(rec, y.get(1));
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

    /** Years are whole numbers of the common era with at most four digits; anything else is a data error. */
    static final int MIN_YEAR = 1;
    /** The last year accepted. */
    static final int MAX_YEAR = 9999;

    private static int calendarYear(JsonRecord rec, JsonNode n) {
        if (!n.canConvertToInt() || n.asInt() < MIN_YEAR || n.asInt() > MAX_YEAR) {
            throw rec.error("year", "years must be whole numbers in [" + MIN_YEAR + ", " + MAX_YEAR + "], got " + n);
        }
        return n.asInt();
    }

    private static Location location(JsonRecord rec) {
        JsonNode loc = rec.optionalNode("location").orElse(null);
        if (loc == null) {
            return null;
        }
        if (!loc.isObject()) {
            throw rec.error("location", "must be an object with country/state/city/place");
        }
        String[] out = new String[4];
        for (Location.Level level : Location.Level.values()) {
            JsonNode v = loc.get(level.field());
            if (v != null && !v.isNull()) {
                if (!v.isTextual()) {
                    throw rec.error("location." + level.field(), "must be a string");
                }
                out[level.ordinal()] = v.asText();
            }
        }
        Location l = new Location(out[0], out[1], out[2], out[3]);
        return l.isEmpty() ? null : l;
    }

    private static Coordinates coordinates(JsonRecord rec) {
        JsonNode lat = rec.optionalNode("lat").orElse(null);
        JsonNode lon = rec.optionalNode("lon").orElse(null);
        if (lat == null && lon == null) {
            return null;
        }
        if (lat == null || lon == null) {
            throw rec.error(lat == null ? "lat" : "lon", "is required when \"" + (lat == null ? "lon" : "lat")
                    + "\" is given");
        }
        if (!lat.isNumber()) {
            throw rec.error("lat", "must be a number in degrees");
        }
        if (!lon.isNumber()) {
            throw rec.error("lon", "must be a number in degrees");
        }
        if (!(lat.asDouble() >= -90 && lat.asDouble() <= 90)) {
            throw rec.error("lat", "must lie in [-90, 90], got " + lat.asDouble());
        }
        if (!(lon.asDouble() >= -180 && lon.asDouble() <= 180)) {
            throw rec.error("lon", "must lie in [-180, 180], got " + lon.asDouble());
        }
        return new Coordinates(lat.asDouble(), lon.asDouble());
    }

    private static String where(JsonRecord rec) {
        return (rec.file() == null ? "line " : rec.file() + ":") + rec.line();
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s;
    }
}
