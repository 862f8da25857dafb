package org.georc.core.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.georc.core.InvalidInputException;

/**
 * Reading and appending score files. Appends are line-atomic from the caller's point of view:
 * each {@link Appender#append} writes one whole line and flushes, so a killed run loses at most
 * the rows in flight, and {@link #readForResume} tolerates a torn last line.
 */
public final class ScoreFiles {
    private ScoreFiles() {
    }

    /**
     * Reads a score file strictly: every line must be a valid score record.
     *
     * @param file the score file
     * @return the records, in file order
     */
    public static List<ScoreRecord> read(Path file) {
        Map<String, ScoreRecord> byKey = new LinkedHashMap<>();
        int[] lineNo = {0};
        for (ScoreRecord r : JsonLines.read(file, rec -> {
            lineNo[0] = rec.line();
            return ScoreRecord.fromJson(rec);
        })) {
            keep(byKey, r, file, lineNo[0]);
        }
        return List.copyOf(byKey.values());
    }

    /**
     * A row for a pair already seen is an error, except that a row may replace an earlier
     * failure of the same pair (a re-run with {@code --retry-failed}).
     */
    private static void keep(Map<String, ScoreRecord> byKey, ScoreRecord r, Path file, int lineNo) {
        ScoreRecord previous = byKey.get(r.key());
        if (previous != null && !previous.isFailure()) {
            throw new InvalidInputException(file, lineNo, "id",
                    "duplicate row for id \"" + r.id() + "\" and model \"" + r.model() + "\"", null);
        }
        byKey.remove(r.key());
        byKey.put(r.key(), r);
    }

    /**
     * Reads an existing output file to resume a run: the finished (id, model) keys. A last
     * line without its newline (a run killed mid-write) is dropped and reported through the
     * returned value; a malformed line anywhere else is an error.
     *
     * @param file the output file; a missing file means nothing is done yet
     * @return the done keys and whether a torn tail was found
     */
    public static Resume readForResume(Path file) {
        Map<String, ScoreRecord> done = new LinkedHashMap<>();
        if (!Files.exists(file)) {
            return new Resume(done, 0L);
        }
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        long validBytes = 0;
        int lineNo = 0;
        int start = 0;
        while (start < text.length()) {
            int nl = text.indexOf('\n', start);
            if (nl < 0) {
                break; // torn tail: the run was killed while writing this line
            }
            lineNo++;
            String line = text.substring(start, nl);
            if (!line.isBlank()) {
                keep(done, ScoreRecord.fromJson(JsonLines.parseLine(file, lineNo, line)), file, lineNo);
            }
            start = nl + 1;
            validBytes = text.substring(0, start).getBytes(StandardCharsets.UTF_8).length;
        }
        return new Resume(done, validBytes);
    }

    /**
     * What an existing output file already holds.
     *
     * @param done       finished rows by (id, model) key
     * @param validBytes length of the file up to its last complete line
     */
    public record Resume(Map<String, ScoreRecord> done, long validBytes) {
    }

    /**
     * Opens a file for appending score lines, first cutting off a torn last line.
     *
     * @param file       the output file (created if missing)
     * @param validBytes length to keep, from {@link #readForResume}
     * @return the appender; close it when done
     */
    public static Appender append(Path file, long validBytes) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            if (Files.exists(file) && Files.size(file) > validBytes) {
                try (var ch = java.nio.channels.FileChannel.open(file, StandardOpenOption.WRITE)) {
                    ch.truncate(validBytes);
                }
            }
            BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE);
            return new Appender(w);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open " + file + " for writing", e);
        }
    }

    /** Appends JSON lines; thread-safe. */
    public static final class Appender implements AutoCloseable {
        private final BufferedWriter writer;

        private Appender(BufferedWriter writer) {
            this.writer = writer;
        }

        /**
         * Writes one line and flushes it.
         *
         * @param line the JSON object
         */
        public synchronized void append(ObjectNode line) {
            try {
                writer.write(JsonLines.MAPPER.writeValueAsString(line));
                writer.write('\n');
                writer.flush();
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("cannot serialise a score line", e);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write a score line", e);
            }
        }

        @Override
        public synchronized void close() {
            try {
                writer.close();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot close the score file", e);
            }
        }
    }
}
