package org.georc.core.gtpred;

import com.fasterxml.jackson.databind.JsonNode;
import org.georc.core.InvalidInputException;
import org.georc.core.gtpred.GtpredRecords.Prediction;
import org.georc.core.gtpred.GtpredRecords.Truth;
import org.georc.core.json.JsonRecord;
import org.georc.metrics.YearInterval;

/**
 * Reads one GTPred truth or prediction line ({@link GtpredRecords} reads the files): the year as a
 * number, {@code [from, to]} or a phrase, the location levels, the coordinates, and where the line
 * came from. A bad value on a truth line is an error naming the line and the field; a prediction's
 * unreadable year or impossible point is kept as none, since the answer, not the data, is wrong.
 */
final class GtpredLines {
    private GtpredLines() {
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

    static String where(JsonRecord rec) {
        return (rec.file() == null ? "line " : rec.file() + ":") + rec.line();
    }
}
