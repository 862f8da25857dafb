package org.georc.core.run;

import org.georc.core.scorefile.ScoreLines;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.georc.core.InvalidInputException;
import org.georc.core.json.BoundedLines;
import org.georc.core.json.JsonLines;
import org.georc.core.scorefile.RunSettings;

/**
 * The one resumable JSONL output: every command that appends rows and resumes (score, experts,
 * generate, the LLM baselines, gtpred --extract and --generate, categories) holds its output
 * through one of these from the resume reading to the last row.
 * <ul>
 *   <li><b>the done map</b>: the last row of every key; a second row for a key is refused unless
 *       the earlier one records a failure (a re-run with {@code --retry-failed} replaced it);</li>
 *   <li><b>the torn-tail rule</b>: lines are walked by {@link ResumeTail#forEachLine} (a row cut
 *       by a killed run is dropped, a complete last row without its line break is kept, anything
 *       else refused, the file untouched);</li>
 *   <li><b>the settings guard</b>: {@link #requireSettings} refuses a file whose rows were made
 *       with other {@link RunSettings}, naming the first such line and every difference;</li>
 *   <li><b>--retry-failed</b>: {@link #todo} keeps the items with no row, and with retry those
 *       whose row is a failure;</li>
 *   <li><b>the appender</b>: {@link #appender()} cuts the torn tail and appends whole lines,
 *       flushed as written, through the held {@link OutputLock} (a second run on the same file is
 *       refused meanwhile).</li>
 * </ul>
 * Standard output ({@link #toWriter}) is a store with nothing to resume.
 *
 * @param <R> the row type
 */
public final class ResumeStore<R> implements AutoCloseable {
    private static final String NO_SETTINGS = "";

    private final Path file;
    private final RowFormat<R> format;
    private final OutputLock lock;
    private final Writer writer;
    private final Map<String, R> done;
    private final long validBytes;
    private final long tornBytes;
    private final Map<String, RunSettings> settings;
    private final Map<String, Integer> settingsLines;
    private ScoreLines.Appender appender;

    private ResumeStore(Path file, RowFormat<R> format, OutputLock lock, Writer writer, Read<R> read) {
        this.file = file;
        this.format = format;
        this.lock = lock;
        this.writer = writer;
        this.done = read.done;
        this.validBytes = read.validBytes;
        this.tornBytes = read.tornBytes;
        this.settings = read.settings;
        this.settingsLines = read.settingsLines;
    }

    /**
     * Takes an output (creating it when missing) and reads what it holds. Close the store to
     * release it.
     *
     * @param file   the output
     * @param format how its rows read
     * @param <R>    the row type
     * @return the store
     * @throws InvalidInputException when another run holds the file, it is not a regular file, or
     *                               a line is not a row of this output
     */
    public static <R> ResumeStore<R> open(Path file, RowFormat<R> format) {
        OutputLock lock = OutputLock.acquire(file);
        try {
            return new ResumeStore<>(file, format, lock, null, read(file, lock, format));
        } catch (RuntimeException e) {
            lock.close();
            throw e;
        }
    }

    /**
     * A store that writes to a stream the caller owns (standard output): nothing to resume.
     *
     * @param writer where rows go (flushed per batch, left open)
     * @param format the rows' format
     * @param <R>    the row type
     * @return the store
     */
    public static <R> ResumeStore<R> toWriter(Writer writer, RowFormat<R> format) {
        return new ResumeStore<>(Path.of("-"), format, null, writer,
                new Read<>(new LinkedHashMap<>(), 0, 0, Map.of(), Map.of()));
    }

    private record Read<R>(Map<String, R> done, long validBytes, long tornBytes, Map<String, RunSettings> settings,
                           Map<String, Integer> settingsLines) {
    }

    private static <R> Read<R> read(Path file, OutputLock lock, RowFormat<R> format) {
        Map<String, R> done = new LinkedHashMap<>();
        Map<String, Integer> settingsLines = new LinkedHashMap<>();
        Map<String, RunSettings> settings = new LinkedHashMap<>();
        JsonNode[] lastNode = {null};
        RunSettings[] last = {null};
        ResumeTail.Walk walk;
        try (java.io.InputStream in = lock.stream()) {
            walk = ResumeTail.forEachLine(file, in, BoundedLines.DEFAULT_MAX_LINE_BYTES, (lineNo, line) -> {
                var rec = JsonLines.parseLine(file, lineNo, line);
                R row = format.read(rec);
                String key = format.key(row);
                R previous = done.get(key);
                if (previous != null && !format.isFailure(previous)) {
                    throw new InvalidInputException(file, lineNo, "id", "duplicate row for " + format.describe(row)
                            + " (only a failed row may be followed by another)", null);
                }
                done.remove(key);
                done.put(key, row);
                // rows of one run repeat one settings object: parse and fingerprint it once
                JsonNode node = rec.node().get(RunSettings.FIELD);
                RunSettings rs = null;
                if (node != null) {
                    if (!node.equals(lastNode[0])) {
                        lastNode[0] = node;
                        last[0] = RunSettings.readFrom(rec.node()).orElse(null);
                    }
                    rs = last[0];
                }
                String fp = rs == null ? NO_SETTINGS : rs.fingerprint();
                if (!settingsLines.containsKey(fp)) {
                    settingsLines.put(fp, lineNo);
                    if (rs != null) {
                        settings.put(fp, rs);
                    }
                }
            });
        } catch (java.io.IOException e) {
            throw new InvalidInputException(file, 0, null, "cannot read the output to resume it: "
                    + org.georc.core.IoErrors.describe(e), e);
        }
        return new Read<>(done, walk.validBytes(), walk.tornBytes(), settings, settingsLines);
    }

    /** @return the output ({@code -} for a writer) */
    public Path file() {
        return file;
    }

    /** @return the last row of every key, in the order the keys first appeared */
    public Map<String, R> done() {
        return Collections.unmodifiableMap(done);
    }

    /** @return length of the file up to its last kept line */
    public long validBytes() {
        return validBytes;
    }

    /** @return bytes of a torn last line, cut by the first {@link #appender()} */
    public long tornBytes() {
        return tornBytes;
    }

    /** @return the note to print about a torn last line, when there was one */
    public Optional<String> tornTailNote() {
        return tornBytes == 0 ? Optional.empty() : Optional.of("removed an incomplete last line (" + tornBytes
                + " bytes) that an interrupted run left in " + file);
    }

    /** @return rows that record a failure */
    public long failures() {
        return done.values().stream().filter(format::isFailure).count();
    }

    /**
     * @param key an item's key
     * @return whether its row records a failure
     */
    public boolean isFailure(String key) {
        R r = done.get(key);
        return r != null && format.isFailure(r);
    }

    /**
     * The items still to do: those without a row, and with {@code retryFailed} those whose row
     * records a failure.
     *
     * @param items       every item of the run, in order
     * @param key         an item's key (as {@link RowFormat#key} gives for its row)
     * @param retryFailed redo failures
     * @param <T>         item type
     * @return the items to do, in order
     */
    public <T> List<T> todo(Collection<T> items, Function<? super T, String> key, boolean retryFailed) {
        List<T> out = new ArrayList<>();
        for (T item : items) {
            R previous = done.get(key.apply(item));
            if (previous == null || (retryFailed && format.isFailure(previous))) {
                out.add(item);
            }
        }
        return out;
    }

    /**
     * Refuses to resume a file whose rows were made with other settings than this run's.
     *
     * @param current this run's settings
     * @param mixing  what resuming would mix, for the message (such as "rows scored differently")
     * @throws InvalidInputException naming the first differing line and every differing setting
     */
    public void requireSettings(RunSettings current, String mixing) {
        for (Map.Entry<String, Integer> e : settingsLines.entrySet()) {
            if (e.getKey().equals(current.fingerprint())) {
                continue;
            }
            RunSettings theirs = settings.get(e.getKey());
            String what = theirs == null
                    ? "has no settings record (written by an older georc or another command)"
                    : "was made with other settings: " + String.join("; ",
                            current.differences(theirs, "this run", "the file"));
            throw new InvalidInputException(file, e.getValue(), RunSettings.FIELD, "this output " + what
                    + ". Resuming would mix " + mixing + ": write to a new `output`, or re-run with the file's "
                    + "settings", null);
        }
    }

    /**
     * The appender of this run, opened once: cuts a torn last line and appends after the last
     * kept one (putting a line break first when that line has none).
     *
     * @return the appender (closed with the store)
     */
    public synchronized ScoreLines.Appender appender() {
        if (appender == null) {
            appender = lock == null ? ScoreLines.appendTo(writer) : lock.appender(validBytes);
        }
        return appender;
    }

    /**
     * Reads the held file again (every row is flushed as appended), to count what stands after
     * this run's appends.
     *
     * @return the failures the file now records
     */
    public long failuresNow() {
        if (lock == null) {
            return 0;
        }
        Read<R> now = read(file, lock, format);
        return now.done.values().stream().filter(format::isFailure).count();
    }

    /** Flushes the appender and releases the output. */
    @Override
    public synchronized void close() {
        try {
            if (appender != null) {
                appender.close();
            }
        } finally {
            if (lock != null) {
                lock.close();
            }
        }
    }
}
