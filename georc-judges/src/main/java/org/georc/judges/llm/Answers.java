package org.georc.judges.llm;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.georc.core.io.JsonLines;

/**
 * Reads judge answers: a JSON object first (also inside Markdown code fences or surrounded by
 * chatter), then a plain-number fallback. Values are validated against their range; an answer a
 * little outside it (up to 5% of the range, e.g. 101 on 0-100) is clamped, anything else is
 * unreadable. Unreadable answers are never turned into a score.
 */
public final class Answers {
    private static final Pattern NUMBER = Pattern.compile("(?<![\\w.])(-?\\d+(?:\\.\\d+)?)(?![\\w.])");

    private Answers() {
    }

    /**
     * A numeric answer and the judge's reason.
     *
     * @param value  the value, in range
     * @param reason the reason, or null
     */
    public record Scored(double value, String reason) {
    }

    /**
     * @param answer the model's text
     * @param field  the JSON field holding the number ("score", "rating")
     * @param min    lowest valid value
     * @param max    highest valid value
     * @return the value, or empty when the answer cannot be read or is out of range
     */
    public static Optional<Scored> number(String answer, String field, double min, double max) {
        JsonNode json = firstJsonObject(answer);
        if (json != null) {
            JsonNode v = json.get(field);
            if (v != null && v.isNumber()) {
                return inRange(v.asDouble(), min, max).map(d -> new Scored(d, text(json.get("reason"))));
            }
            if (v != null && v.isTextual()) {
                return parseNumber(v.asText()).flatMap(d -> inRange(d, min, max))
                        .map(d -> new Scored(d, text(json.get("reason"))));
            }
            return Optional.empty();
        }
        // fallback: a lone number in the answer ("Score: 80", "80/100" gives 80)
        List<Double> numbers = new ArrayList<>();
        Matcher m = NUMBER.matcher(answer);
        while (m.find()) {
            numbers.add(Double.parseDouble(m.group(1)));
        }
        if (numbers.isEmpty()) {
            return Optional.empty();
        }
        return inRange(numbers.get(0), min, max).map(d -> new Scored(d, null));
    }

    /**
     * @param answer the model's text
     * @return the verdict of {"verdict": true|false} or a bare true/false/yes/no answer
     */
    public static Optional<Boolean> verdict(String answer) {
        JsonNode json = firstJsonObject(answer);
        if (json != null) {
            JsonNode v = json.get("verdict");
            if (v != null && v.isBoolean()) {
                return Optional.of(v.asBoolean());
            }
            if (v != null && v.isTextual()) {
                return bool(v.asText());
            }
            return Optional.empty();
        }
        return bool(answer);
    }

    /**
     * @param answer the model's text
     * @return the strings of {"clauses": [...]}
     */
    public static Optional<List<String>> strings(String answer, String field) {
        JsonNode json = firstJsonObject(answer);
        if (json == null || !json.has(field) || !json.get(field).isArray()) {
            return Optional.empty();
        }
        List<String> out = new ArrayList<>();
        for (JsonNode n : json.get(field)) {
            if (!n.isTextual()) {
                return Optional.empty();
            }
            if (!n.asText().isBlank()) {
                out.add(n.asText().strip());
            }
        }
        return Optional.of(out);
    }

    /**
     * @param answer the model's text
     * @return the first JSON object in it, or null
     */
    public static JsonNode firstJsonObject(String answer) {
        if (answer == null) {
            return null;
        }
        int start = answer.indexOf('{');
        while (start >= 0) {
            int depth = 0;
            boolean inString = false;
            for (int i = start; i < answer.length(); i++) {
                char c = answer.charAt(i);
                if (inString) {
                    if (c == '\\') {
                        i++;
                    } else if (c == '"') {
                        inString = false;
                    }
                } else if (c == '"') {
                    inString = true;
                } else if (c == '{') {
                    depth++;
                } else if (c == '}' && --depth == 0) {
                    try {
                        JsonNode n = JsonLines.MAPPER.readTree(answer.substring(start, i + 1));
                        if (n != null && n.isObject()) {
                            return n;
                        }
                    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                        // not JSON after all: try the next brace
                    }
                    break;
                }
            }
            start = answer.indexOf('{', start + 1);
        }
        return null;
    }

    private static Optional<Double> inRange(double d, double min, double max) {
        if (!Double.isFinite(d)) {
            return Optional.empty();
        }
        double slack = (max - min) * 0.05;
        if (d < min - slack || d > max + slack) {
            return Optional.empty();
        }
        return Optional.of(Math.max(min, Math.min(max, d)));
    }

    private static Optional<Double> parseNumber(String s) {
        Matcher m = NUMBER.matcher(s);
        return m.find() ? Optional.of(Double.parseDouble(m.group(1))) : Optional.empty();
    }

    private static Optional<Boolean> bool(String s) {
        String t = s.strip().toLowerCase(Locale.ROOT).replaceAll("[^a-z]", " ").strip();
        if (t.startsWith("true") || t.equals("yes") || t.startsWith("yes ")) {
            return Optional.of(true);
        }
        if (t.startsWith("false") || t.equals("no") || t.startsWith("no ")) {
            return Optional.of(false);
        }
        return Optional.empty();
    }

    private static String text(JsonNode n) {
        return n == null || n.isNull() ? null : n.asText();
    }
}
