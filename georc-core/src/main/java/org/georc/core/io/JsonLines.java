package org.georc.core.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.georc.core.InvalidInputException;

/**
 * Reads JSON Lines files: one JSON object per line, blank lines ignored, a UTF-8 byte-order
 * mark tolerated. A malformed line is never skipped: it fails with {@code file:line}.
 */
public final class JsonLines {
    /**
     * The shared, thread-safe mapper. It rejects a JSON object that names the same field twice
     * (a silent "last value wins" would hide a corrupted or tampered line).
     */
    public static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();

    private JsonLines() {
    }

    /**
     * Reads every record of a file.
     *
     * @param file   the JSONL file
     * @param mapper turns a record into a value; throws {@link InvalidInputException} on bad fields
     * @param <T>    the value type
     * @return the values, in file order
     * @throws InvalidInputException on a missing file, bad JSON or a non-object line
     */
    public static <T> List<T> read(Path file, Function<JsonRecord, T> mapper) {
        List<T> out = new ArrayList<>();
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            int lineNo = 0;
            while ((line = reader.readLine()) != null) {
                lineNo++;
                if (lineNo == 1 && line.startsWith("\uFEFF")) {
                    line = line.substring(1);
                }
                if (line.isBlank()) {
                    continue;
                }
                out.add(mapper.apply(parseLine(file, lineNo, line)));
            }
        } catch (NoSuchFileException e) {
            throw new InvalidInputException(file, 0, null, "file not found", e);
        } catch (java.nio.charset.MalformedInputException e) {
            throw new InvalidInputException(file, 0, null, "not valid UTF-8", e);
        } catch (IOException e) {
            throw new InvalidInputException(file, 0, null, "cannot read: " + ScoreFiles.describe(e), e);
        }
        return out;
    }

    /**
     * Parses one line into a record.
     *
     * @param file   file for messages (may be null)
     * @param lineNo 1-based line number
     * @param line   the text
     * @return the record
     */
    public static JsonRecord parseLine(Path file, int lineNo, String line) {
        JsonNode node;
        try {
            node = MAPPER.readTree(line);
        } catch (JsonProcessingException e) {
            throw new InvalidInputException(file, lineNo, null,
                    "not valid JSON: " + e.getOriginalMessage(), e);
        }
        if (!(node instanceof ObjectNode obj)) {
            throw new InvalidInputException(file, lineNo, null,
                    "expected a JSON object, got " + (node == null ? "nothing" : node.getNodeType()), null);
        }
        return new JsonRecord(file, lineNo, obj);
    }
}
