package org.georc.core.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.georc.core.InvalidInputException;

/**
 * One JSON object read from a JSONL file, with its file and line so that every field error
 * can say where it is.
 */
public final class JsonRecord {
    private final Path file;
    private final int line;
    private final ObjectNode node;

    JsonRecord(Path file, int line, ObjectNode node) {
        this.file = file;
        this.line = line;
        this.node = node;
    }

    /**
     * @param file   the file, for messages (may be null)
     * @param line   the 1-based line number
     * @param node   the JSON object of the line
     * @return the record
     */
    public static JsonRecord of(Path file, int line, ObjectNode node) {
        return new JsonRecord(file, line, java.util.Objects.requireNonNull(node, "node"));
    }

    /** @return the file the record came from (may be null for in-memory input) */
    public Path file() {
        return file;
    }

    /** @return the 1-based line number */
    public int line() {
        return line;
    }

    /** @return the raw JSON object */
    public ObjectNode node() {
        return node;
    }

    /**
     * A required, non-blank string field.
     *
     * @param field the field name
     * @return its value
     * @throws InvalidInputException if missing, null, not a string or blank
     */
    public String requiredString(String field) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) {
            throw error(field, missing());
        }
        if (!v.isTextual()) {
            throw error(field, "must be a string, got " + v.getNodeType().name().toLowerCase(java.util.Locale.ROOT));
        }
        if (v.asText().isBlank()) {
            throw error(field, "must not be blank");
        }
        return v.asText();
    }

    /**
     * A required name (an id or a model): a non-blank string without control characters or
     * bidirectional controls ({@link Names}), so that it cannot break a line of a report, a table
     * cell or the key that identifies a pair, nor display as another name.
     *
     * @param field the field name
     * @return its value
     * @throws InvalidInputException if missing, not a string, blank, or holding a control character
     */
    public String requiredName(String field) {
        String v = requiredString(field);
        int at = Names.unsafeAt(v);
        if (at >= 0) {
            throw error(field, Names.problem(v, at));
        }
        return v;
    }

    /**
     * A required string field that may be empty (chains may legitimately be empty).
     *
     * @param field the field name
     * @return its value
     */
    public String requiredText(String field) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) {
            throw error(field, missing());
        }
        if (!v.isTextual()) {
            throw error(field, "must be a string, got " + v.getNodeType().name().toLowerCase(java.util.Locale.ROOT));
        }
        return v.asText();
    }

    /**
     * An optional string field; absent and null both give empty.
     *
     * @param field the field name
     * @return its value
     * @throws InvalidInputException if present but not a string
     */
    public Optional<String> optionalString(String field) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) {
            return Optional.empty();
        }
        if (!v.isTextual()) {
            throw error(field, "must be a string, got " + v.getNodeType().name().toLowerCase(java.util.Locale.ROOT));
        }
        return v.asText().isBlank() ? Optional.empty() : Optional.of(v.asText());
    }

    /**
     * An optional number in [0, 1].
     *
     * @param field the field name
     * @return its value
     */
    public Optional<Double> optionalUnit(String field) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) {
            return Optional.empty();
        }
        if (!v.isNumber()) {
            throw error(field, "must be a number in [0, 1]");
        }
        double d = v.asDouble();
        if (!(d >= 0 && d <= 1)) {
            throw error(field, "must lie in [0, 1], got " + d);
        }
        return Optional.of(d);
    }

    /**
     * @param field the field name
     * @return the raw node, if present and not null
     */
    public Optional<JsonNode> optionalNode(String field) {
        JsonNode v = node.get(field);
        return v == null || v.isNull() ? Optional.empty() : Optional.of(v);
    }

    /**
     * An error located at this record and field.
     *
     * @param field  the field (or null)
     * @param detail what is wrong
     * @return the exception, to throw
     */
    /** "is required (the line has "id", "model", "text")": which fields there are says what went wrong. */
    private String missing() {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(n -> names.add(n.length() > 40 ? n.substring(0, 40) + "..." : n));
        if (names.isEmpty()) {
            return "is required (the line is an empty object)";
        }
        List<String> shown = names.subList(0, Math.min(12, names.size()));
        return "is required (the line has " + shown.stream().map(n -> "\"" + n + "\"")
                .collect(java.util.stream.Collectors.joining(", ")) + (names.size() > shown.size() ? ", ..." : "") + ")";
    }

    public InvalidInputException error(String field, String detail) {
        return new InvalidInputException(file, line, field, detail, null);
    }
}
