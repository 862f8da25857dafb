package org.georc.core.gtpred;

import com.fasterxml.jackson.databind.node.ObjectNode;
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
        for (Truth t : JsonLines.read(file, GtpredLines::truth)) {
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
        for (Prediction p : JsonLines.read(file, GtpredLines::prediction)) {
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
                rec.requiredName("model"), rec.requiredText("response"), GtpredLines.where(rec))));
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
     * Reads one prediction line, as {@link #readPredictions} reads each line of a file (a resumed
     * extraction reads its output this way).
     *
     * @param line       the JSON object of the line
     * @param file       the file, for messages (may be null)
     * @param lineNumber the 1-based line number, for messages
     * @return the prediction
     * @throws InvalidInputException naming file, line and field for a bad value
     */
    public static Prediction predictionFromJson(ObjectNode line, Path file, int lineNumber) {
        return GtpredLines.prediction(JsonRecord.of(file, lineNumber, line));
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

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s;
    }
}
