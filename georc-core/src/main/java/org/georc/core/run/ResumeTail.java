package org.georc.core.run;

import org.georc.core.json.JsonLines;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.georc.core.InvalidInputException;
import org.georc.core.json.BoundedLines;

/**
 * The one rule for the last line of a resumable output when it has no line break: every
 * command that appends rows and resumes (score, experts, generate, the LLM baselines, gtpred
 * --extract) reads it the same way, so no command ever changes a file that georc did not write.
 * <ul>
 *   <li>a line that parses as a JSON object is read as a row like every other line (and kept:
 *       the appender puts the missing line break before the next row); if it is not a valid
 *       row the file is refused, untouched;</li>
 *   <li>a line that does not parse and starts as georc's row writers always start,
 *       {@value #ROW_START}, or is a beginning of that ({@code {}, {@code {"i}), is a row torn by
 *       a killed run or a full disk: it is cut;</li>
 *   <li>anything else is refused, the file untouched.</li>
 * </ul>
 * The readers already refuse a file whose earlier lines are not all rows.
 */
public final class ResumeTail {
    /** What every row georc appends begins with: compact JSON whose first field is the string id. */
    public static final String ROW_START = "{\"id\":\"";

    private ResumeTail() {
    }

    /**
     * Decides whether the bytes after the last line break are a torn row to cut.
     *
     * @param file   the output, for messages
     * @param lineNo the 1-based line number of the unterminated last line
     * @param bytes  holds the line
     * @param offset where the line starts in {@code bytes}
     * @param length the line's length (there is no line break after it)
     * @return true when it is a torn row to cut; false when it is a complete JSON object, to be
     *         read as a row (wrap that reading in {@link #notARow} to refuse a non-row)
     * @throws InvalidInputException when it is neither (the file must not be changed)
     */
    public static boolean isTorn(Path file, int lineNo, byte[] bytes, int offset, int length) {
        String line = lenient(bytes, offset, length);
        if (line.isBlank()) {
            return false; // spaces: kept, and read as a blank line
        }
        try {
            JsonLines.parseLine(file, lineNo, line);
            return false;
        } catch (InvalidInputException e) {
            // a run killed (or a disk that filled up) after the first bytes of a row leaves a prefix of it
            if (line.startsWith(ROW_START) || ROW_START.startsWith(line)) {
                return true;
            }
            throw notARow(file, lineNo, e);
        }
    }

    /**
     * The refusal for an unterminated last line that is not a row georc wrote.
     *
     * @param file   the output
     * @param lineNo its last line
     * @param why    what is wrong with the line
     * @return the exception to throw
     */
    public static InvalidInputException notARow(Path file, int lineNo, InvalidInputException why) {
        String what = why.field().map(f -> "field \"" + f + "\": ").orElse("") + why.detail();
        return new InvalidInputException(file, lineNo, null, "the last line (it has no line break) is not a row "
                + "georc wrote (" + what + "); refusing to change the file: give another `output`, or "
                + "fix the line if it is yours", why);
    }

    /** One line of a resumable output, handed over by {@link #forEachLine}. */
    @FunctionalInterface
    public interface LineReader {
        /**
         * @param lineNo the 1-based line number
         * @param line   the line's text (never blank; a byte-order mark on line 1 removed)
         * @throws InvalidInputException when it is not a row of this output
         */
        void read(int lineNo, String line);
    }

    /**
     * Where a walk over a resumable output ended.
     *
     * @param validBytes the length up to the last kept line (what an appender keeps)
     * @param totalBytes the length of everything read (more than {@code validBytes} by a torn row)
     */
    public record Walk(long validBytes, long totalBytes) {
        /** @return the bytes of a torn last row, to cut */
        public long tornBytes() {
            return totalBytes - validBytes;
        }
    }

    /**
     * Walks a resumable output line by line, as every command that resumes reads one: lines must
     * be UTF-8 and at most {@code maxLineBytes} long, blank lines are skipped, and an unterminated
     * last line follows this class's rule (a torn row is left out; anything the reader refuses
     * there is reported by {@link #notARow}). At most one line is held at a time.
     *
     * @param file         the output, for messages
     * @param in           its contents, from the start (closed by the caller)
     * @param maxLineBytes the longest line accepted ({@link BoundedLines#DEFAULT_MAX_LINE_BYTES})
     * @param reader       takes each non-blank line
     * @return where the walk ended
     * @throws InvalidInputException on invalid UTF-8, a line over the bound or a line the reader refuses
     * @throws IOException           when the output cannot be read
     */
    public static Walk forEachLine(Path file, InputStream in, long maxLineBytes, LineReader reader) throws IOException {
        BoundedLines lines = BoundedLines.rows(file, in, maxLineBytes);
        long valid = 0;
        while (lines.advance()) {
            int lineNo = lines.lineNumber();
            boolean last = !lines.terminated();
            if (last && isTorn(file, lineNo, lines.bytes(), 0, lines.length())) {
                // torn tail: the run was killed while writing this line
                return new Walk(lines.start(), lines.start() + lines.length());
            }
            String line = lines.text();
            if (!line.isBlank()) {
                try {
                    reader.read(lineNo, line);
                } catch (InvalidInputException e) {
                    throw last ? notARow(file, lineNo, e) : e;
                }
            }
            valid = lines.start() + lines.length() + (last ? 0 : 1);
        }
        return new Walk(valid, valid);
    }

    private static String lenient(byte[] bytes, int offset, int length) {
        // a torn row may end inside a multi-byte character
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                    .onUnmappableCharacter(CodingErrorAction.REPLACE)
                    .decode(ByteBuffer.wrap(bytes, offset, length)).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new IllegalStateException("a replacing decoder cannot fail", e);
        }
    }
}
