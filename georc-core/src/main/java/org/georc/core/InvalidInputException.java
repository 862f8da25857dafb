package org.georc.core;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Bad input data: a malformed line, a missing or mistyped field, a duplicate id. The message
 * names the file, the 1-based line and the field when they are known, as
 * {@code refs.jsonl:12: field "chain": must be a string}.
 */
public class InvalidInputException extends GeorcException {
    private final transient Path file;
    private final int line;
    private final int column;
    private final String field;
    private final String detail;

    /**
     * @param file   the file, or null when the input did not come from a file
     * @param line   1-based line number, or 0 when unknown
     * @param field  the field name, or null
     * @param detail what is wrong
     * @param cause  underlying parse failure, or null
     */
    public InvalidInputException(Path file, int line, String field, String detail, Throwable cause) {
        this(file, line, 0, field, detail, cause);
    }

    /**
     * A problem at a line and column of a file ({@code file:line:column: detail}).
     *
     * @param file   the file, or null
     * @param line   the 1-based line, or 0
     * @param column the 1-based column, or 0 when unknown
     * @param field  the field, or null
     * @param detail what is wrong
     * @param cause  the cause, or null
     */
    public InvalidInputException(Path file, int line, int column, String field, String detail, Throwable cause) {
        super(format(file, line, column, field, detail), cause);
        this.file = file;
        this.line = line;
        this.column = column;
        this.field = field;
        this.detail = detail;
    }

    /**
     * An error at a place already written as text ({@code refs.jsonl:12}, as records keep it in
     * their {@code source}), in the same format: {@code refs.jsonl:12: field "id": what is wrong}.
     *
     * @param source where, as text (null: no place)
     * @param field  the field name, or null
     * @param detail what is wrong
     * @return the exception
     */
    public static InvalidInputException at(String source, String field, String detail) {
        return new InvalidInputException(source, field, detail);
    }

    private InvalidInputException(String source, String field, String detail) {
        super((source == null ? "" : source + ": ") + format(null, 0, 0, field, detail), null);
        this.file = null;
        this.line = 0;
        this.column = 0;
        this.field = field;
        this.detail = detail;
    }

    /** Input error without location. */
    public InvalidInputException(String detail) {
        this(null, 0, null, detail, null);
    }

    /** @return the file, if known */
    public Optional<Path> file() {
        return Optional.ofNullable(file);
    }

    /** @return the 1-based line, or 0 when unknown */
    public int line() {
        return line;
    }

    /** @return the field name, if known */
    public Optional<String> field() {
        return Optional.ofNullable(field);
    }

    /** @return what is wrong, without the file, line and field prefix */
    public String detail() {
        return detail;
    }

    /**
     * The same error placed in a file: for text that was parsed apart from its file (a section
     * of an expert file, say), the line is shifted by the offset of that text in the file.
     *
     * @param inFile     the file
     * @param lineOffset lines of the file before the parsed text
     * @return a new exception naming the file and the file's line, with this one as its cause
     */
    public InvalidInputException at(Path inFile, int lineOffset) {
        return new InvalidInputException(inFile, line > 0 ? line + lineOffset : 0, column, field, detail, this);
    }

    private static String format(Path file, int line, int column, String field, String detail) {
        StringBuilder sb = new StringBuilder();
        if (file != null) {
            sb.append(file);
            if (line > 0) {
                sb.append(':').append(line);
                if (column > 0) {
                    sb.append(':').append(column);
                }
            }
            sb.append(": ");
        } else if (line > 0) {
            sb.append("line ").append(line).append(": ");
        }
        if (field != null) {
            sb.append("field \"").append(field).append("\": ");
        }
        return sb.append(detail).toString();
    }
}
