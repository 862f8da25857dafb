package org.georc.judges.llm.answer;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.georc.core.json.JsonLines;

/**
 * Reads judge answers: a JSON object first (also inside Markdown code fences or surrounded by
 * chatter), then a plain-number fallback. Values are validated against their range; an answer a
 * little outside it (up to 5% of the range, e.g. 101 on 0-100) is clamped, anything else is
 * unreadable. Unreadable answers are never turned into a score.
 */
public final class Answers {
    private Answers() {
    }

    /** Answers longer than this many characters are not parsed (a judge answer is a line or two). */
    public static final int MAX_ANSWER_CHARS = 65_536;
    /** JSON objects tried per answer at most, so parsing stays linear in the answer's length. */
    private static final int MAX_OBJECT_STARTS = 32;

    /**
     * A numeric answer and the judge's reason.
     *
     * @param value  the value, in range
     * @param reason the reason, or null
     * @param note   what was done to the answer (a slight overshoot clamped), or null
     */
    public record Scored(double value, String reason, String note) {
        /** An answer taken as given. */
        public Scored(double value, String reason) {
            this(value, reason, null);
        }

        /** @return the reason and the note, joined, or null when there is neither */
        public String trace() {
            if (note == null) {
                return reason;
            }
            return reason == null ? note : reason + " [" + note + "]";
        }
    }

    /**
     * @param answer the model's text
     * @param field  the JSON field holding the number ("score", "rating")
     * @param min    lowest valid value
     * @param max    highest valid value
     * @return the value, or empty when the answer cannot be read or is out of range
     */
    public static Optional<Scored> number(String answer, String field, double min, double max) {
        if (answer == null || answer.length() > MAX_ANSWER_CHARS) {
            return Optional.empty();
        }
        List<JsonNode> objects = jsonObjects(answer, 2);
        if (!objects.isEmpty()) {
            JsonNode json = objects.get(0);
            JsonNode v = json.get(field);
            if (objects.size() > 1 && objects.get(1).has(field) && !objects.get(1).get(field).equals(v)) {
                return Optional.empty(); // two objects that state different values: which one is meant is a guess
            }
            if (v != null && v.isNumber()) {
                return inRange(v.asDouble(), min, max, text(json.get("reason")));
            }
            if (v != null && v.isTextual()) {
                return statedScore(v.asText(), field, max).flatMap(d -> inRange(d, min, max, text(json.get("reason"))));
            }
            return Optional.empty();
        }
        if (answer.indexOf('{') >= 0) {
            return Optional.empty(); // it tried to answer in JSON and failed: unreadable, not a bare number
        }
        // fallback for free text: only a number the answer gives as its score ("Score: 80", "80/100", "80%",
        // or "80" alone); "3 bollards", "50 km/h" or "Statement 2 ...: 90" give no score and are unreadable
        return statedScore(answer, field, max).flatMap(d -> inRange(d, min, max, null));
    }

    /** A number as an answer writes it: {@code 80}, {@code -3}, {@code 72.5}. */
    private static final String NUM = "(-?\\d+(?:\\.\\d+)?)";
    /** After a number: it is no part of a larger one, a word or a unit ({@code 3 bollards} is not {@code 3}). */
    private static final String END = "(?!\\w|\\.\\d)";

    /**
     * The score a free-text answer gives, read only where the answer says that the number is the
     * score: {@code score: 80} (or {@code rating: 7}, or the asked field's name, Markdown bold
     * allowed), {@code 80/100} or {@code 80 out of 100} on the asked scale, {@code 80%}, or the
     * number alone as the whole answer. Any other number is not a score ("3 bollards",
     * "50 km/h", "I'd say 80" are unreadable, and retried); two such statements that differ, or a
     * score on another scale ({@code 8/10} when 0-100 is asked), make the answer unreadable.
     *
     * @param text  the answer
     * @param field the asked field ({@code score}, {@code rating})
     * @param max   the top of the range
     * @return the number, or empty when the answer gives none as its score, or more than one
     */
    static Optional<Double> statedScore(String text, String field, double max) {
        String t = text.strip().replaceAll("[.!]+$", "").strip();
        if (t.matches(NUM)) {
            return Optional.of(Double.parseDouble(t)); // the number alone is the answer
        }
        String scale = "(?:\\s*/\\s*|\\s+out\\s+of\\s+)(\\d+(?:\\.\\d+)?)" + END;
        java.util.Set<Double> values = new java.util.LinkedHashSet<>();
        Matcher labelled = Pattern.compile("(?i)\\b(?:score|rating|" + Pattern.quote(field) + ")\\b[*_\\s]*[:=][*_\\s]*"
                + NUM + END + "(?:" + scale + ")?(%)?").matcher(t);
        boolean[] used = new boolean[t.length() + 1];
        while (labelled.find()) {
            if (labelled.group(2) != null && Double.parseDouble(labelled.group(2)) != max) {
                return Optional.empty(); // a score on another scale ("Score: 7/10" when 0-100 is asked)
            }
            values.add(Double.parseDouble(labelled.group(1)));
            java.util.Arrays.fill(used, labelled.start(1), labelled.end(), true);
        }
        Matcher fraction = Pattern.compile("(?<![\\w.])" + NUM + scale).matcher(t);
        while (fraction.find()) {
            if (used[fraction.start(1)]) {
                continue;
            }
            if (Double.parseDouble(fraction.group(2)) != max) {
                return Optional.empty(); // "8/10" when 0-100 is asked could be read two ways
            }
            values.add(Double.parseDouble(fraction.group(1)));
        }
        Matcher percent = Pattern.compile("(?<![\\w.])" + NUM + "\\s*%").matcher(t);
        while (percent.find()) {
            if (!used[percent.start(1)]) {
                values.add(Double.parseDouble(percent.group(1)));
            }
        }
        return values.size() == 1 ? Optional.of(values.iterator().next()) : Optional.empty();
    }

    /**
     * @param answer the model's text
     * @return the verdict of {"verdict": true|false} or a bare true/false/yes/no answer
     */
    public static Optional<Boolean> verdict(String answer) {
        if (answer == null || answer.length() > MAX_ANSWER_CHARS) {
            return Optional.empty();
        }
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
     * Finds the first JSON object in an answer (inside code fences or chatter). At most
     * {@value #MAX_OBJECT_STARTS} opening braces are tried, each parsed once by a streaming
     * parser, so the time is linear in the answer's length whatever it holds.
     *
     * @param answer the model's text
     * @return the first JSON object in it, or null
     */
    public static JsonNode firstJsonObject(String answer) {
        List<JsonNode> found = jsonObjects(answer, 1);
        return found.isEmpty() ? null : found.get(0);
    }

    /**
     * The JSON objects an answer holds, one after the other (an object inside another is not
     * counted twice). At most {@value #MAX_OBJECT_STARTS} opening braces are tried.
     *
     * @param answer the model's text
     * @param limit  how many objects to find at most
     * @return the objects, in order
     */
    static List<JsonNode> jsonObjects(String answer, int limit) {
        List<JsonNode> out = new ArrayList<>();
        if (answer == null || answer.length() > MAX_ANSWER_CHARS) {
            return out;
        }
        char[] chars = answer.toCharArray();
        int start = answer.indexOf('{');
        for (int tries = 0; start >= 0 && tries < MAX_OBJECT_STARTS && out.size() < limit; tries++) {
            int next = start + 1;
            try {
                JsonLines.Parsed p = JsonLines.readFirstWithEnd(chars, start, chars.length - start);
                if (p.node() != null && p.node().isObject()) {
                    out.add(p.node());
                    next = start + (int) Math.max(1, p.consumed());
                }
            } catch (java.io.IOException e) {
                // not a JSON object here (or a field given twice): try the next brace
            }
            start = answer.indexOf('{', next);
        }
        return out;
    }

    private static Optional<Scored> inRange(double d, double min, double max, String reason) {
        if (!Double.isFinite(d)) {
            return Optional.empty();
        }
        double slack = (max - min) * 0.05;
        if (d < min - slack || d > max + slack) {
            return Optional.empty();
        }
        double clamped = Math.max(min, Math.min(max, d));
        String note = clamped == d ? null : "answer " + fmt(d) + " lies outside [" + fmt(min) + ", " + fmt(max)
                + "]; clamped to " + fmt(clamped);
        return Optional.of(new Scored(clamped, reason, note));
    }

    private static String fmt(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
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
