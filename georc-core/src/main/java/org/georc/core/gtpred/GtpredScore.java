package org.georc.core.gtpred;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.georc.core.InvalidInputException;
import org.georc.core.json.JsonLines;
import org.georc.core.json.JsonRecord;
import org.georc.metrics.GtpredScoring;
import org.georc.metrics.GtpredScoring.LocationMode;
import org.georc.metrics.GtpredScoring.RatingScale;

/**
 * The GTPred scores of one prediction: one line of {@code georc gtpred}'s output.
 *
 * <p>A part is null when the truth does not annotate it (no year, no location, no
 * coordinates) or when it was not asked for (reasoning without a rater). A line with an
 * {@link #error} is a failure: something could not be judged (an unreadable rating, an answer
 * that could not be extracted), and summaries count it instead of averaging it.
 *
 * @param id                item id
 * @param model             predicting model
 * @param mode              the location mode used (null when a file from an older version did not say)
 * @param yearScore         year score in [0, 1], or null
 * @param locationScore     location score in [0, 1], or null
 * @param yearReasoning     the year reasoning rating, or null
 * @param locationReasoning the location reasoning rating, or null
 * @param ratingScale       how ratings were normalised, or null when nothing was rated
 * @param distanceKm        haversine distance between the true and predicted points, or null
 * @param geoguessrPoints   {@code 5000 exp(-d / 1492.7)}, or null
 * @param notes             why a part scored 0 without a real comparison, and level matches
 *                          decided by a {@link LevelMatcher}
 * @param error             why the line is a failure, or null
 * @param judge             provenance of the rater or level matcher, or null
 */
public record GtpredScore(String id, String model, LocationMode mode, Double yearScore, Double locationScore,
                          Reasoning yearReasoning, Reasoning locationReasoning, RatingScale ratingScale,
                          Double distanceKm, Double geoguessrPoints, List<String> notes, String error, String judge) {

    /**
     * A normalised reasoning rating.
     *
     * @param rating the judge's raw rating in [1, 10], or null when the prediction had no
     *               reasoning to rate (then the score is 0)
     * @param score  the normalised score in [0, 1]
     * @param reason the judge's short reason, or null
     */
    public record Reasoning(Double rating, double score, String reason) {
        /** Checks the ranges. */
        public Reasoning {
            if (rating != null && !(rating >= 1 && rating <= 10)) {
                throw new IllegalArgumentException("rating must lie in [1, 10], got " + rating);
            }
            if (!(score >= 0 && score <= 1)) {
                throw new IllegalArgumentException("score must lie in [0, 1], got " + score);
            }
        }
    }

    /** Copies the notes; checks id and model. */
    public GtpredScore {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(model, "model");
        notes = List.copyOf(notes);
    }

    /** @return whether this line is a failure */
    public boolean isFailure() {
        return error != null;
    }

    /** @return the (id, model) key */
    public String key() {
        return GtpredRecords.key(id, model);
    }

    /** @return the year score, when the truth annotates a year */
    public Optional<Double> year() {
        return Optional.ofNullable(yearScore);
    }

    /** @return the location score, when the truth annotates a location */
    public Optional<Double> location() {
        return Optional.ofNullable(locationScore);
    }

    /** @return year score x year reasoning score, when both exist */
    public Optional<Double> finalYearScore() {
        return yearScore == null || yearReasoning == null ? Optional.empty()
                : Optional.of(GtpredScoring.finalScore(yearScore, yearReasoning.score()));
    }

    /** @return location score x location reasoning score, when both exist */
    public Optional<Double> finalLocationScore() {
        return locationScore == null || locationReasoning == null ? Optional.empty()
                : Optional.of(GtpredScoring.finalScore(locationScore, locationReasoning.score()));
    }

    /**
     * The output line: {@code id, model, location_mode, year_score, location_score}, then
     * {@code distance_km, geoguessr_points} (with coordinates), the reasoning fields
     * ({@code year_reasoning_rating, year_reasoning_score, year_reasoning_reason}, the same for
     * location, {@code final_year_score, final_location_score, reasoning_scale}), {@code judge},
     * {@code notes} and {@code judge_error}.
     *
     * @return the JSON object
     */
    public ObjectNode toJson() {
        ObjectNode o = JsonLines.object();
        o.put("id", id);
        o.put("model", model);
        if (mode != null) {
            o.put("location_mode", mode.id());
        }
        putNullable(o, "year_score", yearScore);
        putNullable(o, "location_score", locationScore);
        if (distanceKm != null) {
            o.put("distance_km", distanceKm);
            o.put("geoguessr_points", geoguessrPoints);
        }
        putReasoning(o, "year", yearReasoning);
        putReasoning(o, "location", locationReasoning);
        finalYearScore().ifPresent(v -> o.put("final_year_score", v));
        finalLocationScore().ifPresent(v -> o.put("final_location_score", v));
        if (ratingScale != null) {
            o.put("reasoning_scale", ratingScale.id());
        }
        if (judge != null) {
            o.put("judge", judge);
        }
        if (!notes.isEmpty()) {
            ArrayNode arr = o.putArray("notes");
            notes.forEach(arr::add);
        }
        if (error != null) {
            o.put("judge_error", error);
        }
        return o;
    }

    private static void putNullable(ObjectNode o, String field, Double v) {
        if (v == null) {
            o.putNull(field);
        } else {
            o.put(field, v);
        }
    }

    private static void putReasoning(ObjectNode o, String aspect, Reasoning r) {
        if (r == null) {
            return;
        }
        if (r.rating() != null) {
            o.put(aspect + "_reasoning_rating", r.rating());
        } else {
            o.putNull(aspect + "_reasoning_rating");
        }
        o.put(aspect + "_reasoning_score", r.score());
        if (r.reason() != null) {
            o.put(aspect + "_reasoning_reason", r.reason());
        }
    }

    /**
     * @param line a JSON line
     * @return whether it looks like a GTPred score line (it has {@code year_score} or
     *         {@code location_score} and no {@code precision})
     */
    public static boolean isScoreLine(JsonNode line) {
        return line != null && line.isObject() && !line.has("precision")
                && (line.has("year_score") || line.has("location_score"));
    }

    /**
     * Reads a line written by {@link #toJson}. Final scores are recomputed from their parts.
     *
     * @param rec the record
     * @return the score
     * @throws InvalidInputException on a missing id or model, or a value out of range
     */
    static GtpredScore fromJson(JsonRecord rec) {
        String id = rec.requiredName("id");
        String model = rec.requiredName("model");
        LocationMode mode = null;
        Optional<String> m = rec.optionalString("location_mode");
        if (m.isPresent()) {
            try {
                mode = LocationMode.fromName(m.get());
            } catch (IllegalArgumentException e) {
                throw rec.error("location_mode", e.getMessage());
            }
        }
        RatingScale scale = null;
        Optional<String> sc = rec.optionalString("reasoning_scale");
        if (sc.isPresent()) {
            try {
                scale = RatingScale.fromName(sc.get());
            } catch (IllegalArgumentException e) {
                throw rec.error("reasoning_scale", e.getMessage());
            }
        }
        Double distance = nonNegative(rec, "distance_km");
        Double points = nonNegative(rec, "geoguessr_points");
        List<String> notes = new ArrayList<>();
        rec.optionalNode("notes").ifPresent(n -> n.forEach(x -> notes.add(x.asText())));
        return new GtpredScore(id, model, mode, rec.optionalUnit("year_score").orElse(null),
                rec.optionalUnit("location_score").orElse(null), reasoning(rec, "year"), reasoning(rec, "location"),
                scale, distance, points, notes, rec.optionalString("judge_error").orElse(null),
                rec.optionalString("judge").orElse(null));
    }

    private static Reasoning reasoning(JsonRecord rec, String aspect) {
        Optional<Double> score = rec.optionalUnit(aspect + "_reasoning_score");
        if (score.isEmpty()) {
            return null;
        }
        Double rating = rec.optionalNode(aspect + "_reasoning_rating").map(n -> {
            if (!n.isNumber() || !(n.asDouble() >= 1 && n.asDouble() <= 10)) {
                throw rec.error(aspect + "_reasoning_rating", "must be a number in [1, 10]");
            }
            return n.asDouble();
        }).orElse(null);
        return new Reasoning(rating, score.get(), rec.optionalString(aspect + "_reasoning_reason").orElse(null));
    }

    private static Double nonNegative(JsonRecord rec, String field) {
        return rec.optionalNode(field).map(n -> {
            if (!n.isNumber() || !(n.asDouble() >= 0) || Double.isInfinite(n.asDouble())) {
                throw rec.error(field, "must be a finite number >= 0");
            }
            return n.asDouble();
        }).orElse(null);
    }

    /**
     * Tells a GTPred score file from a chain score file by its first non-blank line.
     *
     * @param file a JSONL file
     * @return whether that line is valid JSON and {@link #isScoreLine} holds; false for an empty
     *         or unreadable file (the chain-score reader then reports what is wrong)
     */
    public static boolean isScoreFile(Path file) {
        if (file.toString().equals(JsonLines.STDIN)) {
            return false; // standard input is read once, by the reader that needs its rows
        }
        try (org.georc.core.json.BoundedLines r = org.georc.core.json.BoundedLines.open(file,
                org.georc.core.json.BoundedLines.DEFAULT_MAX_LINE_BYTES)) {
            String line;
            while ((line = r.next()) != null) {
                if (!line.isBlank()) {
                    return isScoreLine(JsonLines.readTree(line));
                }
            }
            return false;
        } catch (java.io.IOException | InvalidInputException e) {
            return false;
        }
    }

    /**
     * Reads a {@code georc gtpred} output file.
     *
     * @param file the file
     * @return the lines in file order
     * @throws InvalidInputException on a malformed line or a duplicate (id, model)
     */
    public static List<GtpredScore> read(Path file) {
        Map<String, GtpredScore> seen = new LinkedHashMap<>();
        JsonLines.read(file, rec -> {
            GtpredScore s = fromJson(rec);
            if (seen.putIfAbsent(s.key(), s) != null) {
                throw rec.error("id", "duplicate line for id \"" + s.id() + "\" and model \"" + s.model() + "\"");
            }
            return s;
        });
        return List.copyOf(seen.values());
    }
}
