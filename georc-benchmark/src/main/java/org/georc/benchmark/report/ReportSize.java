package org.georc.benchmark.report;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.nio.file.Path;
import org.georc.core.InvalidInputException;
import org.georc.core.IoErrors;
import org.georc.core.json.BoundedLines;

/**
 * The least a report of a score file will hold, told from the file as a stream (one line at a
 * time, no tree kept), so that a report far over its size limit is refused before its rows are
 * read into memory. It counts only what the report is sure to show: each pair's row in its model's
 * table (its id twice, and the markup around it), its view's data (id, model, a failure's error)
 * and the judge's reason for each statement credit, which the view shows as written.
 */
final class ReportSize {
    /** The markup each pair adds at least: its table row (about 300 characters) and its view's data (about 90). */
    static final int PER_PAIR = 300;

    private static final JsonFactory JSON = JsonFactory.builder().build();

    private ReportSize() {
    }

    /**
     * @param scoreFile a chain score file
     * @return bytes a report of it holds at least (lines that are not score rows count nothing;
     *         the reader refuses them later)
     * @throws InvalidInputException when the file cannot be read or has a line over the bound
     */
    static long lowerBound(Path scoreFile) {
        long total = 0;
        try (BoundedLines lines = BoundedLines.open(scoreFile, BoundedLines.DEFAULT_MAX_LINE_BYTES)) {
            while (lines.advance()) {
                total += row(lines.bytes(), lines.length());
            }
        } catch (IOException e) {
            throw new InvalidInputException(scoreFile, 0, null, "cannot read: " + IoErrors.describe(e), e);
        }
        return total;
    }

    private static long row(byte[] bytes, int length) {
        long n = 0;
        boolean row = false;
        try (JsonParser p = JSON.createParser(bytes, 0, length)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                return 0;
            }
            int depth = 1;
            String alignments = null;
            int alignmentsDepth = -1;
            while (depth > 0) {
                JsonToken t = p.nextToken();
                if (t == null) {
                    return 0;
                }
                switch (t) {
                    case START_OBJECT, START_ARRAY -> depth++;
                    case END_OBJECT, END_ARRAY -> {
                        depth--;
                        if (depth < alignmentsDepth) {
                            alignments = null;
                            alignmentsDepth = -1;
                        }
                    }
                    case FIELD_NAME -> {
                        String name = p.currentName();
                        JsonToken v = p.nextToken();
                        if (depth == 1 && v == JsonToken.START_ARRAY
                                && (name.equals("candidate_alignments") || name.equals("reference_alignments"))) {
                            alignments = name;
                            alignmentsDepth = depth + 1;
                        }
                        if (v == JsonToken.START_OBJECT || v == JsonToken.START_ARRAY) {
                            depth++;
                        } else if (v == JsonToken.VALUE_STRING) {
                            int len = p.getTextLength();
                            if (depth == 1) {
                                switch (name) {
                                    case "id" -> {
                                        n += 3L * len;
                                        row = true;
                                    }
                                    case "model", "judge_error" -> n += len;
                                    default -> { }
                                }
                            } else if (alignments != null && depth == alignmentsDepth + 1 && name.equals("reason")) {
                                n += len;
                            }
                        }
                    }
                    default -> { }
                }
            }
        } catch (IOException e) {
            return 0; // not JSON: the score reader names it
        }
        return row ? n + PER_PAIR : 0;
    }
}
