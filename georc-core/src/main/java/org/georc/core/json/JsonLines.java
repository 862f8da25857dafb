package org.georc.core.json;

import org.georc.core.IoErrors;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.georc.core.GeorcException;
import org.georc.core.InvalidInputException;

/**
 * Reads and writes JSON Lines files: one JSON object per line, blank lines ignored, a UTF-8
 * byte-order mark tolerated. A malformed line is never skipped: it fails with {@code file:line}.
 *
 * <p>Everything the library reads or writes as JSON goes through this class, with one shared
 * configuration that rejects an object naming the same field twice (a silent "last value wins"
 * would hide a corrupted or tampered line) and anything but whitespace after the value (Jackson's
 * {@code FAIL_ON_TRAILING_TOKENS}): {@code cat a.jsonl b.jsonl}, where {@code a.jsonl} lacks its
 * final line break, puts two records on one line, and reading only the first would drop the other
 * without a word. Lines are read through {@link BoundedLines}, so a line has a length bound.
 * The mapper itself stays private: callers build trees
 * with {@link #object()} and {@link #array()}, write them with {@link #write} and read them with
 * {@link #readTree(String)}.
 */
public final class JsonLines {
    /**
     * Jackson refuses strings over 20 million characters by default, deep inside a read and with
     * no option to raise it: a chain that {@code convert} wrote could then not be scored. georc's
     * own limits ({@code --max-chain-chars}, the answer and row limits) are checked on the values,
     * with messages that name the file, the line and the option, so Jackson's is lifted here.
     */
    private static final ObjectMapper MAPPER = JsonMapper.builder(com.fasterxml.jackson.core.JsonFactory.builder()
                    .streamReadConstraints(com.fasterxml.jackson.core.StreamReadConstraints.builder()
                            .maxStringLength(Integer.MAX_VALUE).build())
                    .build())
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS).build();
    /** For a value embedded in other text ({@link #readFirst}): what follows it is not read. */
    private static final ObjectReader FIRST_VALUE = MAPPER.readerFor(JsonNode.class)
            .without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private JsonLines() {
    }

    /** @return a new, empty JSON object */
    public static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    /** @return a new, empty JSON array */
    public static ArrayNode array() {
        return MAPPER.createArrayNode();
    }

    /**
     * @param text any text, or null
     * @return the text as a JSON string literal, quotes and escapes included ({@code null} for null)
     */
    public static String quote(String text) {
        return write(text == null ? NullNode.getInstance() : TextNode.valueOf(text));
    }

    /**
     * @param node a JSON value
     * @return it on one line, without a line break (a JSON Lines record when it is an object)
     */
    public static String write(JsonNode node) {
        try {
            return MAPPER.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new GeorcException("cannot write JSON: " + e.getOriginalMessage(), e);
        }
    }

    /**
     * @param node a JSON value
     * @return it as UTF-8 bytes, on one line
     */
    public static byte[] writeBytes(JsonNode node) {
        try {
            return MAPPER.writeValueAsBytes(node);
        } catch (JsonProcessingException e) {
            throw new GeorcException("cannot write JSON: " + e.getOriginalMessage(), e);
        }
    }

    /**
     * @param node a JSON value
     * @return it indented over several lines, for people to read
     */
    public static String writePretty(JsonNode node) {
        try {
            return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new GeorcException("cannot write JSON: " + e.getOriginalMessage(), e);
        }
    }

    /**
     * Parses one JSON value.
     *
     * @param json the text
     * @return the value
     * @throws JsonProcessingException when the text is not one JSON value (anything but whitespace
     *                                 after it included), or an object names a field twice
     */
    public static JsonNode readTree(String json) throws JsonProcessingException {
        return MAPPER.readTree(json);
    }

    /**
     * Parses one JSON value from UTF-8 bytes (a request or response body).
     *
     * @param utf8 the bytes
     * @return the value
     * @throws IOException when the bytes are not one JSON value
     */
    public static JsonNode readTree(byte[] utf8) throws IOException {
        return MAPPER.readTree(utf8);
    }

    /**
     * Parses one JSON value from a stream of UTF-8 bytes (a request body), reading it as it goes;
     * only whitespace may follow the value.
     *
     * @param utf8 the bytes; not closed
     * @return the value ({@code MissingNode} for a stream with nothing but whitespace)
     * @throws IOException when the stream is not one JSON value, or cannot be read
     */
    public static JsonNode readTree(java.io.InputStream utf8) throws IOException {
        return MAPPER.reader().with(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .readTree(utf8);
    }

    /**
     * Parses a file holding one JSON value (a model's configuration, say).
     *
     * @param file the file, UTF-8
     * @return the value
     * @throws IOException when the file cannot be read or is not one JSON value
     */
    public static JsonNode readTree(Path file) throws IOException {
        try (java.io.InputStream in = Files.newInputStream(file)) {
            return MAPPER.readTree(in);
        }
    }

    /**
     * Parses the first JSON value that starts at {@code offset}, ignoring whatever follows it
     * (an object embedded in a model's free-text answer).
     *
     * @param chars  the text
     * @param offset where the value starts
     * @param length characters from {@code offset} that may be read
     * @return the value (null when there is none) and how many characters it took
     * @throws IOException when no valid JSON value starts there
     */
    public static Parsed readFirstWithEnd(char[] chars, int offset, int length) throws IOException {
        try (JsonParser p = MAPPER.getFactory().createParser(chars, offset, length)) {
            JsonNode n = FIRST_VALUE.readTree(p);
            return new Parsed(n, p.currentLocation().getCharOffset());
        }
    }

    /**
     * A value read from the start of a text, and how many characters it took.
     *
     * @param node     the value (null at the end of input)
     * @param consumed characters read from the offset to the end of the value
     */
    public record Parsed(JsonNode node, long consumed) {
    }

    /**
     * Reads the first JSON value of a character range.
     *
     * @param chars  the text
     * @param offset where the value starts
     * @param length characters available
     * @return the value
     * @throws IOException when no value starts there
     */
    public static JsonNode readFirst(char[] chars, int offset, int length) throws IOException {
        try (JsonParser p = MAPPER.getFactory().createParser(chars, offset, length)) {
            return FIRST_VALUE.readTree(p);
        }
    }

    /**
     * A streaming writer with the shared configuration, for output too large to build as a tree.
     *
     * @param out where to write, UTF-8; closing the generator closes it
     * @return the generator
     * @throws IOException when it cannot be created
     */
    public static JsonGenerator generator(java.io.OutputStream out) throws IOException {
        return MAPPER.getFactory().createGenerator(out, JsonEncoding.UTF8);
    }

    /**
     * Reads every record of a file, each line at most {@link BoundedLines#DEFAULT_MAX_LINE_BYTES}.
     *
     * @param file   the JSONL file ({@value #STDIN}: standard input)
     * @param mapper turns a record into a value; throws {@link InvalidInputException} on bad fields
     * @param <T>    the value type
     * @return the values, in file order
     * @throws InvalidInputException on a missing file, bad JSON, a non-object line or a line over the bound
     */
    public static <T> List<T> read(Path file, Function<JsonRecord, T> mapper) {
        return read(file, BoundedLines.DEFAULT_MAX_LINE_BYTES, mapper);
    }

    /**
     * Reads every record of a file.
     *
     * @param file         the JSONL file ({@value #STDIN}: standard input)
     * @param maxLineBytes the longest line accepted ({@link BoundedLines#forChainLimit})
     * @param mapper       turns a record into a value; throws {@link InvalidInputException} on bad fields
     * @param <T>          the value type
     * @return the values, in file order
     * @throws InvalidInputException on a missing file, bad JSON, a non-object line or a line over the bound
     */
    public static <T> List<T> read(Path file, long maxLineBytes, Function<JsonRecord, T> mapper) {
        List<T> out = new ArrayList<>();
        try (BoundedLines lines = BoundedLines.open(file, maxLineBytes)) {
            String line;
            while ((line = lines.next()) != null) {
                if (line.isBlank()) {
                    continue;
                }
                out.add(mapper.apply(parseLine(file, lines.lineNumber(), line)));
            }
        } catch (NoSuchFileException e) {
            throw new InvalidInputException(file, 0, null, "file not found", e);
        } catch (IOException e) {
            throw new InvalidInputException(file, 0, null, "cannot read: " + IoErrors.describe(e), e);
        }
        return out;
    }

    /**
     * Jackson's message without what only Jackson's users need: the source and location it
     * appends (the caller says file, line and column), its feature names, and character codes.
     */
    static String plain(String message) {
        if (message == null) {
            return "unreadable";
        }
        String m = message;
        int at = m.indexOf("\n at [Source");
        if (at >= 0) {
            m = m.substring(0, at);
        }
        // "(start marker at [Source: REDACTED (...); line: 1, column: 5])": where the unclosed value opened
        m = m.replaceAll("\\(start marker at \\[Source:.*?; line: \\d+, column: (\\d+)\\]\\)", "(opened at column $1)");
        m = m.replaceAll(" \\(code \\d+\\)", "").replaceAll("\\s*\\(for [^)]*\\)", "")
                .replaceAll("\\s*`?\\w+Feature\\.\\w+`?", "").replace("\n", " ").strip();
        return m.isEmpty() ? "unreadable" : m;
    }

    /**
     * @param e a parse failure
     * @return whether it is Jackson's refusal of a value followed by more than whitespace
     */
    public static boolean isTrailing(JsonProcessingException e) {
        return e instanceof MismatchedInputException && e.getOriginalMessage() != null
                && e.getOriginalMessage().startsWith("Trailing token");
    }

    /** The path that names standard input, as on most command lines. */
    public static final String STDIN = "-";

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
            int column = e.getLocation() == null ? 0 : Math.max(0, e.getLocation().getColumnNr());
            throw new InvalidInputException(file, lineNo, column, null, isTrailing(e)
                    ? "more than one JSON value on the line: only whitespace may follow the record, and a second "
                    + "value starts here (two files joined by cat, the first without its final line break?)"
                    : "not valid JSON: " + plain(e.getOriginalMessage()), e);
        }
        if (!(node instanceof ObjectNode obj)) {
            throw new InvalidInputException(file, lineNo, null,
                    "expected a JSON object, got " + (node == null ? "nothing" : node.getNodeType()), null);
        }
        return new JsonRecord(file, lineNo, obj);
    }
}
