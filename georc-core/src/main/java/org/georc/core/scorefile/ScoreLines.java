package org.georc.core.scorefile;

import org.georc.core.json.JsonLines;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.georc.core.InvalidInputException;

/**
 * The lines of score files: reading them back as {@link ScoreRecord}s ({@link #read}), checking
 * that rows share one settings fingerprint ({@link #requireOneSettings}), and appending JSON lines
 * ({@link #append}, {@link Appender}). Appends are line-atomic from the caller's point of view:
 * each {@link Appender#append} writes one whole line and flushes, so a killed run loses at most
 * the rows in flight, and the resume store (ResumeStore, in core.run) reads them back, tolerating a torn last line.
 *
 * <p>Not the {@code georc score} run, which is {@code org.georc.judges.engine.ScoreFiles}.
 */
public final class ScoreLines {
    private ScoreLines() {
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
            return ScoreRecord.read(rec);
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

    private static final String NO_SETTINGS = "";

    /** Rows of one run repeat the same settings: parse and fingerprint them once per distinct object. */
    private static final class SettingsMemo {
        private com.fasterxml.jackson.databind.JsonNode lastNode;
        private RunSettings last;

        RunSettings of(ScoreRecord r) {
            com.fasterxml.jackson.databind.JsonNode node = r.extra() == null ? null : r.extra().get(RunSettings.FIELD);
            if (node == null) {
                return null;
            }
            if (!node.equals(lastNode)) {
                lastNode = node;
                last = RunSettings.readFrom(r.extra()).orElse(null);
            }
            return last;
        }
    }

    /**
     * Refuses a set of rows made with more than one settings fingerprint (rows without settings
     * count as one more kind), unless mixing is allowed.
     *
     * @param records    the rows
     * @param source     where they came from, for the message
     * @param allowMixed whether mixing is allowed (then nothing is checked)
     * @throws InvalidInputException naming the differing settings
     */
    public static void requireOneSettings(List<ScoreRecord> records, String source, boolean allowMixed) {
        if (allowMixed) {
            return;
        }
        Map<String, RunSettings> seen = new LinkedHashMap<>();
        Map<String, ScoreRecord> example = new LinkedHashMap<>();
        SettingsMemo memo = new SettingsMemo();
        for (ScoreRecord r : records) {
            RunSettings rs = memo.of(r);
            String fp = rs == null ? NO_SETTINGS : rs.fingerprint();
            if (!example.containsKey(fp)) {
                example.put(fp, r);
                if (rs != null) {
                    seen.put(fp, rs);
                }
            }
        }
        if (example.size() <= 1) {
            return;
        }
        List<String> keys = new ArrayList<>(example.keySet());
        ScoreRecord a = example.get(keys.get(0));
        ScoreRecord b = example.get(keys.get(1));
        RunSettings sa = seen.get(keys.get(0));
        RunSettings sb = seen.get(keys.get(1));
        String diff = sa == null || sb == null ? "one of them has no settings record"
                : String.join("; ", sa.differences(sb, "model " + a.model(), "model " + b.model()));
        throw new InvalidInputException(source + ": rows were made with " + example.size()
                + " different settings (e.g. id \"" + a.id() + "\" of model \"" + a.model() + "\" and id \""
                + b.id() + "\" of model \"" + b.model() + "\": " + diff + "); their means would not be "
                + "comparable. Score again with one setting, or pass `allowMixed`");
    }

    private static String describe(Throwable e) {
        return org.georc.core.IoErrors.describe(e);
    }

    /**
     * Opens a file for appending score lines, first cutting off a torn last line. When the kept
     * part does not end with a line break (a complete last row without one), the first row
     * written is preceded by one, so rows never run together.
     *
     * @param file       the output file (created if missing)
     * @param validBytes length to keep (a resume store's {@code validBytes()})
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
            boolean needsBreak = validBytes > 0 && !endsWithLineBreak(file);
            BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE);
            Appender a = new Appender(w);
            a.lineBreakFirst = needsBreak;
            return a;
        } catch (IOException e) {
            throw new InvalidInputException(file, 0, null, "cannot open the output for writing: " + describe(e), e);
        }
    }

    private static boolean endsWithLineBreak(Path file) throws IOException {
        if (!Files.exists(file) || Files.size(file) == 0) {
            return true;
        }
        try (var ch = java.nio.channels.FileChannel.open(file, StandardOpenOption.READ)) {
            java.nio.ByteBuffer last = java.nio.ByteBuffer.allocate(1);
            ch.read(last, ch.size() - 1);
            return last.get(0) == '\n';
        }
    }

    /**
     * An appender on a writer the caller owns (standard output, say): rows are written and
     * flushed one by one; closing it flushes and leaves the writer open.
     *
     * @param writer where the rows go
     * @return the appender
     */
    public static Appender appendTo(java.io.Writer writer) {
        return new Appender(new BufferedWriter(new java.io.FilterWriter(writer) {
            @Override
            public void flush() throws IOException {
                out.flush();
                // a PrintWriter (standard output) swallows write errors: a full disk must not pass for success
                if (out instanceof java.io.PrintWriter pw && pw.checkError()) {
                    throw new IOException("write error on the output (disk full or closed pipe?)");
                }
            }

            @Override
            public void close() throws IOException {
                flush();
            }
        }));
    }

    /**
     * @param writer         where rows go (the output lock's channel)
     * @param lineBreakFirst whether the first row starts a new line (the file ends without one)
     * @param afterWrite     runs after each flushed write (the output lock checks that its file
     *                       is still in place); what it throws reaches the writer's caller
     * @return an appender of score rows over {@code writer}
     */
    public static Appender appender(BufferedWriter writer, boolean lineBreakFirst, Runnable afterWrite) {
        Appender a = new Appender(writer);
        a.lineBreakFirst = lineBreakFirst;
        a.afterWrite = java.util.Objects.requireNonNull(afterWrite, "afterWrite");
        return a;
    }

    /** Appends JSON lines; thread-safe. */
    public static final class Appender implements AutoCloseable {
        private final BufferedWriter writer;
        private boolean lineBreakFirst;
        private Runnable afterWrite = () -> { };

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
                breakFirst();
                writer.write(JsonLines.write(line));
                writer.write('\n');
                writer.flush();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write a score line: " + describe(e), e);
            }
            afterWrite.run();
        }

        /**
         * Writes rows already serialised with {@link JsonLines#write} (so a worker thread can
         * serialise while another writes) and flushes once.
         *
         * @param lines JSON texts, each without a line break
         * @throws IllegalArgumentException when a text holds a line break (it would split a row)
         */
        public synchronized void appendLines(List<String> lines) {
            for (String l : lines) {
                if (l.indexOf('\n') >= 0 || l.indexOf('\r') >= 0) {
                    throw new IllegalArgumentException("a score line must not contain a line break");
                }
            }
            try {
                if (!lines.isEmpty()) {
                    breakFirst();
                }
                for (String l : lines) {
                    writer.write(l);
                    writer.write('\n');
                }
                writer.flush();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write a score line: " + describe(e), e);
            }
            if (!lines.isEmpty()) {
                afterWrite.run();
            }
        }

        private void breakFirst() throws IOException {
            if (lineBreakFirst) {
                writer.write('\n');
                lineBreakFirst = false;
            }
        }

        @Override
        public synchronized void close() {
            try {
                writer.close();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot close the score file: " + describe(e), e);
            }
        }
    }
}
