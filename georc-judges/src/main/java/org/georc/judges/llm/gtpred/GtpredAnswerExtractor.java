package org.georc.judges.llm.gtpred;

import org.georc.judges.llm.answer.Answers;
import org.georc.judges.llm.answer.Asker;
import org.georc.judges.llm.prompt.Prompts;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import java.util.Optional;
import org.georc.core.gtpred.Coordinates;
import org.georc.core.gtpred.GtpredRecords;
import org.georc.core.gtpred.Location;
import org.georc.core.gtpred.YearPhrases;
import org.georc.core.spi.GenerationOptions;
import org.georc.core.spi.LanguageModel;
import org.georc.metrics.YearInterval;

/**
 * Turns a model's free-text GTPred answer into a structured prediction with an LLM (prompt
 * {@code gtpred-extract}): the year or period in the answer's words, the location levels, the
 * answer's own reasoning for the year and for the location, and coordinates only when the answer
 * states them. The year text is read by {@link YearPhrases}; a phrase it cannot read is kept as
 * text, so the scorer notes it as an unreadable year.
 *
 * <p>An answer is readable when it is a JSON object with {@code year} and {@code location},
 * every level a string or null, {@code lat}/{@code lon} both numbers in range or both null,
 * and the reasoning fields strings or null; anything else is retried with a stricter
 * instruction and then fails with a {@link org.georc.core.JudgeException}. Thread-safe when
 * the model is.
 */
public final class GtpredAnswerExtractor {
    private static final String EXPECTED = "{\"year\": ..., \"location\": {\"country\": ..., \"state\": ..., "
            + "\"city\": ..., \"place\": ...}, \"lat\": ..., \"lon\": ..., \"year_reasoning\": ..., "
            + "\"location_reasoning\": ...}";
    private final Asker asker;
    private final String modelId;

    /**
     * @param model     the LLM
     * @param retries   extra attempts after an unreadable answer
     * @param maxTokens the most tokens the LLM may write per answer (the reasoning is copied)
     * @throws IllegalArgumentException when {@code retries} is negative or {@code maxTokens} below 64
     */
    public GtpredAnswerExtractor(LanguageModel model, int retries, int maxTokens) {
        if (retries < 0) {
            throw new IllegalArgumentException("retries must be >= 0, got " + retries);
        }
        if (maxTokens < 64) {
            throw new IllegalArgumentException("maxTokens must be >= 64, got " + maxTokens);
        }
        this.asker = new Asker(model, GenerationOptions.greedy().withMaxNewTokens(maxTokens), retries);
        this.modelId = model.modelId();
    }

    /** @return the extracting model's id, for provenance */
    public String modelId() {
        return modelId;
    }

    /** @return the prompt version, for provenance */
    public String promptVersion() {
        return Prompts.VERSION;
    }

    /**
     * @param response the raw response; a blank one gives an empty prediction without asking
     * @return the structured prediction (no extraction error)
     * @throws org.georc.core.JudgeException when the LLM's answer stays unreadable
     */
    public GtpredRecords.Prediction extract(GtpredRecords.Response response) {
        if (response.text().isBlank()) {
            return new GtpredRecords.Prediction(response.id(), response.model(), null, null, null, null, null, null,
                    null, response.source());
        }
        Extracted e = asker.ask("gtpred-extract", Map.of("response", response.text()), EXPECTED,
                GtpredAnswerExtractor::read);
        YearInterval year = e.yearText == null ? null : YearPhrases.parse(e.yearText).orElse(null);
        return new GtpredRecords.Prediction(response.id(), response.model(), year, e.yearText, e.location,
                e.coordinates, e.yearReasoning, e.locationReasoning, null, response.source());
    }

    private record Extracted(String yearText, Location location, Coordinates coordinates, String yearReasoning,
                             String locationReasoning) {
    }

    static Optional<Extracted> read(String answer) {
        JsonNode json = Answers.firstJsonObject(answer);
        if (json == null || !json.has("year") || !json.has("location")) {
            return Optional.empty();
        }
        JsonNode y = json.get("year");
        String yearText;
        if (y.isNull()) {
            yearText = null;
        } else if (y.isTextual()) {
            yearText = y.asText().isBlank() ? null : y.asText().strip();
        } else if (y.isIntegralNumber()) {
            yearText = Integer.toString(y.asInt());
        } else if (y.isArray() && y.size() == 2 && y.get(0).isIntegralNumber() && y.get(1).isIntegralNumber()) {
            yearText = y.get(0).asInt() + "-" + y.get(1).asInt();
        } else {
            return Optional.empty();
        }
        JsonNode loc = json.get("location");
        Location location = null;
        if (!loc.isNull()) {
            if (!loc.isObject()) {
                return Optional.empty();
            }
            String[] levels = new String[4];
            for (Location.Level level : Location.Level.values()) {
                JsonNode v = loc.get(level.field());
                if (v != null && !v.isNull()) {
                    if (!v.isTextual()) {
                        return Optional.empty();
                    }
                    levels[level.ordinal()] = nullWord(v.asText());
                }
            }
            location = Location.of(levels[0], levels[1], levels[2], levels[3]);
        }
        JsonNode lat = json.get("lat");
        JsonNode lon = json.get("lon");
        boolean hasLat = lat != null && !lat.isNull();
        boolean hasLon = lon != null && !lon.isNull();
        Coordinates point = null;
        if (hasLat || hasLon) {
            if (!hasLat || !hasLon || !lat.isNumber() || !lon.isNumber()) {
                return Optional.empty();
            }
            double la = lat.asDouble();
            double lo = lon.asDouble();
            if (!(la >= -90 && la <= 90 && lo >= -180 && lo <= 180)) {
                return Optional.empty();
            }
            point = Coordinates.of(la, lo);
        }
        Optional<String> yr = text(json.get("year_reasoning"));
        Optional<String> lr = text(json.get("location_reasoning"));
        if (yr == null || lr == null) {
            return Optional.empty();
        }
        return Optional.of(new Extracted(yearText, location, point, yr.orElse(null), lr.orElse(null)));
    }

    /** Empty for null or absent, null (unreadable) for a non-string. */
    private static Optional<String> text(JsonNode n) {
        if (n == null || n.isNull()) {
            return Optional.empty();
        }
        if (!n.isTextual()) {
            return null;
        }
        return Optional.ofNullable(nullWord(n.asText()));
    }

    /** Models sometimes write the word instead of JSON null. */
    private static String nullWord(String s) {
        String t = s.strip();
        return t.isEmpty() || t.equalsIgnoreCase("null") || t.equalsIgnoreCase("none") || t.equalsIgnoreCase("n/a")
                || t.equalsIgnoreCase("unknown") ? null : t;
    }
}
