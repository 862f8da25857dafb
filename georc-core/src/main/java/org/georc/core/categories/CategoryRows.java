package org.georc.core.categories;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.georc.core.InvalidInputException;
import org.georc.core.IoErrors;
import org.georc.core.json.BoundedLines;
import org.georc.core.json.JsonLines;
import org.georc.core.json.JsonRecord;
import org.georc.core.run.ResumeTail;
import org.georc.core.scorefile.RunSettings;

/**
 * Reads and writes the lines of a categories file ({@code georc categories --output}):
 * {@code {"id", "model", "expert"?, "index", "statement", "categories": [...]}} or, for a
 * statement that could not be categorised, {@code "categories_error"} instead of
 * {@code "categories"}; every line carries the run's {@link RunSettings}.
 */
public final class CategoryRows {
    /** The field of a failed statement. */
    public static final String ERROR_FIELD = "categories_error";

    private CategoryRows() {
    }

    /**
     * What a categories file holds.
     *
     * @param rows       the last row of every statement, by {@link CategoryRow#key()}, in file order
     * @param settings   the settings of each row, by key (null where a row has none)
     * @param validBytes the length up to the last complete line (a torn last row is after it)
     */
    public record Contents(Map<String, CategoryRow> rows, Map<String, RunSettings> settings, long validBytes) {
        /** @return the rows, in file order */
        public List<CategoryRow> list() {
            return new ArrayList<>(rows.values());
        }

        /** @return how many rows record a failure */
        public long failures() {
            return rows.values().stream().filter(CategoryRow::isFailure).count();
        }
    }

    /**
     * Reads a categories file; a torn last row (a killed run) is left out, by
     * {@link ResumeTail}'s rule. A second row for a statement is refused unless the earlier one
     * records a failure (a re-run with {@code --retry-failed} appends the retried row), as in
     * score files: a silent "last row wins" would hide a file written twice or edited.
     *
     * @param file the file; missing means empty when {@code missingIsEmpty}
     * @param missingIsEmpty whether a missing file is an empty one (resume) or an error (reading)
     * @return its rows
     * @throws InvalidInputException naming file:line and field of a malformed or repeated line
     */
    public static Contents read(Path file, boolean missingIsEmpty) {
        Map<String, CategoryRow> rows = new LinkedHashMap<>();
        Map<String, RunSettings> settings = new LinkedHashMap<>();
        Map<String, Integer> lines = new java.util.HashMap<>();
        if (!Files.exists(file)) {
            if (missingIsEmpty) {
                return new Contents(rows, settings, 0);
            }
            throw new InvalidInputException(file, 0, null, "file not found", null);
        }
        ResumeTail.Walk walk;
        try (InputStream in = Files.newInputStream(file)) {
            walk = ResumeTail.forEachLine(file, in, BoundedLines.DEFAULT_MAX_LINE_BYTES, (lineNo, line) -> {
                JsonRecord rec = JsonLines.parseLine(file, lineNo, line);
                CategoryRow row = fromJson(rec);
                CategoryRow previous = rows.remove(row.key());
                if (previous != null && !previous.isFailure()) {
                    throw new InvalidInputException(file, lineNo, "index", "a second row for statement " + row.index()
                            + " of id \"" + row.id() + "\" (" + row.model() + (row.expert() == null ? ""
                            : ", expert " + row.expert()) + "; first at line " + lines.get(row.key())
                            + "): only a failed row may be followed by another", null);
                }
                rows.put(row.key(), row); // a later line (a retried failure) replaces the earlier one
                lines.put(row.key(), lineNo);
                settings.put(row.key(), RunSettings.readFrom(rec.node()).orElse(null));
            });
        } catch (IOException e) {
            throw new InvalidInputException(file, 0, null, "cannot read: " + IoErrors.describe(e), e);
        }
        return new Contents(rows, settings, walk.validBytes());
    }

    /**
     * @param rec a parsed line
     * @return its row
     * @throws InvalidInputException naming the field that is wrong
     */
    public static CategoryRow fromJson(JsonRecord rec) {
        String id = rec.requiredName("id");
        String model = rec.requiredName("model");
        Integer expert = null;
        Optional<JsonNode> e = rec.optionalNode("expert");
        if (e.isPresent()) {
            if (!e.get().canConvertToInt() || !e.get().isIntegralNumber() || e.get().asInt() < 1) {
                throw rec.error("expert", "must be a whole number >= 1, got " + e.get());
            }
            expert = e.get().asInt();
        }
        JsonNode ix = rec.node().get("index");
        if (ix == null || !ix.isIntegralNumber() || !ix.canConvertToInt() || ix.asInt() < 0) {
            throw rec.error("index", "must be a whole number >= 0, got " + ix);
        }
        String statement = rec.requiredText("statement");
        Optional<String> error = rec.optionalString(ERROR_FIELD);
        if (error.isPresent()) {
            return new CategoryRow(id, model, expert, ix.asInt(), statement, List.of(), error.get());
        }
        JsonNode cats = rec.node().get("categories");
        if (cats == null || !cats.isArray() || cats.isEmpty() || cats.size() > Category.MAX_PER_STATEMENT) {
            throw rec.error("categories", "must be a list of 1 to " + Category.MAX_PER_STATEMENT + " of "
                    + Category.labels() + " (or the line needs \"" + ERROR_FIELD + "\"), got " + cats);
        }
        List<Category> list = new ArrayList<>();
        for (JsonNode c : cats) {
            Category cat = c.isTextual() ? Category.fromLabel(c.asText()).orElse(null) : null;
            if (cat == null) {
                throw rec.error("categories", "unknown category " + c + " (expected one of " + Category.labels() + ")");
            }
            if (list.contains(cat)) {
                throw rec.error("categories", "repeats " + c);
            }
            list.add(cat);
        }
        return new CategoryRow(id, model, expert, ix.asInt(), statement, list, null);
    }

    /**
     * @param row      a row
     * @param settings the run's settings, or null
     * @return its line; the id first, as {@link ResumeTail#ROW_START} expects
     */
    public static ObjectNode toJson(CategoryRow row, RunSettings settings) {
        ObjectNode o = JsonLines.object();
        o.put("id", row.id());
        o.put("model", row.model());
        if (row.expert() != null) {
            o.put("expert", row.expert());
        }
        o.put("index", row.index());
        o.put("statement", row.statement());
        if (row.isFailure()) {
            o.put(ERROR_FIELD, row.error());
        } else {
            ArrayNode a = o.putArray("categories");
            row.categories().forEach(c -> a.add(c.label()));
        }
        if (settings != null) {
            settings.writeTo(o);
        }
        return o;
    }
}
