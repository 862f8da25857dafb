package org.georc.core.run;

import org.georc.core.scorefile.ScoreLines;


import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.georc.core.GeorcException;
import org.georc.core.InvalidInputException;
import org.georc.core.Redactor;

/**
 * Exclusive hold on an output. Every writer of a user-named output takes it: a resumable output
 * (score, experts, generate, baselines, gtpred --extract, categories) from the moment it is read
 * for resuming until the last row is appended ({@link #acquire}), and an output written whole and
 * renamed into place (leaderboard, gtpred, embed, report, convert, ... through
 * {@link org.georc.core.output.ReplacedFile}) from the start of the command until the rename
 * ({@link #forReplacing}). A second writer of the same file, in this process or another, is
 * refused at once with a message naming the holder, instead of both runs writing one file and
 * losing rows: a rename over a file that a run is appending to would leave that run writing into
 * a file that no longer has a name.
 *
 * <p>A resumable writer also checks, after every write, that its output is still the file it
 * opened (same device and inode, still linked): a cleanup job that removed it, or a program that
 * renamed another file over it, ends the run with an error naming the file ({@link #requireInPlace}),
 * never with a report of rows written into a file nobody can find.
 *
 * <p>The hold is an operating-system lock on the output itself (released by the kernel when the
 * holder dies, so a killed run never leaves a stale lock), and every read, cut and append goes
 * through the one channel that holds it: on POSIX systems closing any other descriptor of the
 * file would drop the lock.
 *
 * <p>An output must be a regular file or not exist yet: a device, FIFO or folder cannot be read
 * back to resume (and {@code /dev/zero} would never end).
 */
public final class OutputLock implements AutoCloseable {
    private final Path file;
    private final FileChannel channel;
    private final FileLock lock;
    /** The held file's identity (device and inode), or null where the file system tells none. */
    private final Object identity;
    private boolean closed;

    private OutputLock(Path file, FileChannel channel, FileLock lock) {
        this.file = file;
        this.channel = channel;
        this.lock = lock;
        this.identity = channel == null ? null : identity(file);
    }

    /**
     * Takes the output, creating it (and its folder) when missing.
     *
     * @param file the output
     * @return the hold; close it when the run is done
     * @throws InvalidInputException when the file is not a regular file, cannot be opened, or
     *                               another run holds it (the message names that run)
     */
    public static OutputLock acquire(Path file) {
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            throw new InvalidInputException(file, 0, null, "this output is not a regular file (a device, pipe or "
                    + "folder); runs that append and resume need a file. Use - for standard output", null);
        }
        refuseHeldHere(file);
        FileChannel ch;
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
        } catch (IOException e) {
            throw new InvalidInputException(file, 0, null, "cannot open the output for writing: "
                    + org.georc.core.IoErrors.describe(e), e);
        }
        return lock(file, ch);
    }

    /**
     * Takes an output that will be written whole and renamed into place, when it exists: a file
     * that is there is locked (so a run appending to it refuses to start, and this writer is
     * refused while one runs), and {@link #beforeReplace} locks one that appeared meanwhile. A
     * device or pipe, standard output ({@code -}) and a missing file hold nothing yet; nothing is
     * created.
     *
     * @param file the output
     * @return the hold; close it after the rename (or the failure)
     * @throws InvalidInputException when another run holds the file
     */
    public static OutputLock forReplacing(Path file) {
        if (file.toString().equals("-") || !Files.isRegularFile(file)) {
            return new OutputLock(file, null, null);
        }
        refuseHeldHere(file);
        FileChannel ch;
        try {
            ch = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE);
        } catch (java.nio.file.NoSuchFileException e) {
            return new OutputLock(file, null, null); // gone since: beforeReplace looks again
        } catch (IOException e) {
            // a file this user may not write (read-only) cannot be appended to by a run of theirs either
            return new OutputLock(file, null, null);
        }
        return lock(file, ch);
    }

    /**
     * For a hold from {@link #forReplacing}: locks the output if it appeared since (a run that
     * started appending to it meanwhile is refused here, before anything is renamed over it).
     *
     * @return this hold, or a new one holding the file (close both)
     * @throws InvalidInputException when another run holds the file
     */
    public OutputLock beforeReplace() {
        checkOpen();
        return lock == null && Files.isRegularFile(file) ? forReplacing(file) : this;
    }

    private static OutputLock lock(Path file, FileChannel ch) {
        FileLock l;
        try {
            l = ch.tryLock();
        } catch (OverlappingFileLockException e) {
            closeQuietly(ch);
            throw busy(file, "another run in this process");
        } catch (IOException e) {
            closeQuietly(ch);
            throw new InvalidInputException(file, 0, null, "cannot lock the output: " + org.georc.core.IoErrors.describe(e), e);
        }
        if (l == null) {
            closeQuietly(ch);
            throw busy(file, holder(file).orElse("another process"));
        }
        OutputLock held = new OutputLock(file, ch, l);
        if (held.identity != null) {
            synchronized (HELD) {
                HELD.add(held.identity);
            }
        }
        return held;
    }

    /**
     * The files this process holds, by identity. The operating system's lock belongs to the
     * process, and closing any descriptor of a file drops it: a second writer in this process is
     * refused from this set, before it opens (and closes) a descriptor of a held file.
     */
    private static final java.util.Set<Object> HELD = new java.util.HashSet<>();

    private static void refuseHeldHere(Path file) {
        Object id = Files.exists(file) ? identity(file) : null;
        synchronized (HELD) {
            if (id != null && HELD.contains(id)) {
                throw busy(file, "another run in this process");
            }
        }
    }

    private static InvalidInputException busy(Path file, String who) {
        return new InvalidInputException(file, 0, null, "this output is being written by " + who + "; two runs "
                + "writing one file (appending, or replacing it) would lose rows. Wait for that run to finish (then "
                + "re-run to resume), or give another `output`", null);
    }

    private static Object identity(Path file) {
        try {
            Map<String, Object> unix = Files.readAttributes(file, "unix:dev,ino");
            return List.of(unix.get("dev"), unix.get("ino"));
        } catch (UnsupportedOperationException | IllegalArgumentException e) {
            try {
                return Files.readAttributes(file, BasicFileAttributes.class).fileKey();
            } catch (IOException ex) {
                return null;
            }
        } catch (IOException e) {
            return null;
        }
    }

    /**
     * Checks that the output is still the file this hold opened: the same device and inode under
     * its name, with links. Every row a resumable writer appends is checked so (after it is
     * flushed), so a run never reports rows written into a file that was removed or replaced.
     *
     * @throws GeorcException naming the file when it was removed, or another file now has its name
     */
    public void requireInPlace() {
        if (identity == null || closed) {
            return;
        }
        Object now;
        long links = 1;
        try {
            now = identity(file);
            try {
                links = ((Number) Files.getAttribute(file, "unix:nlink")).longValue();
            } catch (UnsupportedOperationException | IllegalArgumentException e) {
                links = 1; // no link count here: the identity says enough
            }
        } catch (IOException e) {
            now = null;
        }
        if (now == null || !now.equals(identity) || links < 1) {
            throw new GeorcException(file + ": the output was " + (now == null ? "removed" : "replaced by another file")
                    + " while this run wrote to it (a cleanup job, or a program that renamed a file over it); "
                    + "the rows written since it was opened are not in any file of that name. Run again to write them");
        }
    }

    /**
     * The process holding a lock on the file, read from Linux's {@code /proc/locks}.
     *
     * @param file the locked file
     * @return "pid N (command line)" or empty where it cannot be told
     */
    static Optional<String> holder(Path file) {
        try {
            Object ino = Files.getAttribute(file, "unix:ino");
            Path locks = Path.of("/proc/locks");
            if (!Files.isReadable(locks)) {
                return Optional.empty();
            }
            List<String> lines = Files.readAllLines(locks, StandardCharsets.ISO_8859_1);
            for (String line : lines) {
                // 1: POSIX  ADVISORY  WRITE 4242 08:01:1234567 0 EOF
                String[] f = line.trim().split("\\s+");
                if (f.length < 6 || line.contains("->")) {
                    continue;
                }
                String[] dev = f[5].split(":");
                if (dev.length == 3 && dev[2].equals(String.valueOf(ino))) {
                    String pid = f[4];
                    return Optional.of("pid " + pid + command(pid).map(c -> " (" + c + ")").orElse(""));
                }
            }
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException | SecurityException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }

    private static Optional<String> command(String pid) {
        try {
            byte[] raw = Files.readAllBytes(Path.of("/proc", pid, "cmdline"));
            String c = new String(raw, StandardCharsets.UTF_8).replace('\0', ' ').strip();
            int at = c.indexOf("georc");
            String shown = at >= 0 ? c.substring(Math.max(0, c.lastIndexOf(' ', at) + 1)) : c;
            // the holder's command line may carry a key (--api-key X) or a URL with ?token=: never print one
            shown = Redactor.text(shown.replaceAll("\\p{Cntrl}", "?"));
            return shown.isEmpty() ? Optional.empty()
                    : Optional.of(shown.length() > 160 ? shown.substring(0, 160) + "..." : shown);
        } catch (IOException | SecurityException | java.nio.file.InvalidPathException e) {
            return Optional.empty();
        }
    }

    /** @return the output held */
    public Path file() {
        return file;
    }

    /**
     * The output's bytes from its start, read through the held channel (closing the stream leaves
     * the channel, and so the lock, as it is).
     *
     * @return a stream over the file as it is now
     */
    public InputStream stream() {
        checkOpen();
        return new InputStream() {
            private long pos;

            @Override
            public int read() throws IOException {
                byte[] one = new byte[1];
                int n = read(one, 0, 1);
                return n < 0 ? -1 : one[0] & 0xff;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                if (len == 0) {
                    return 0;
                }
                int n = channel.read(ByteBuffer.wrap(b, off, len), pos);
                if (n > 0) {
                    pos += n;
                }
                return n;
            }
        };
    }

    /**
     * Cuts the output to {@code validBytes} (dropping a torn last line) and opens an appender on
     * it. When the kept part does not end with a line break, the first row written is preceded
     * by one. Closing the appender flushes it; the file stays held until this lock is closed.
     *
     * @param validBytes length to keep, from the resume reading
     * @return the appender
     */
    public ScoreLines.Appender appender(long validBytes) {
        checkOpen();
        try {
            if (channel.size() > validBytes) {
                channel.truncate(validBytes);
            }
            boolean needsBreak = false;
            if (validBytes > 0) {
                ByteBuffer last = ByteBuffer.allocate(1);
                channel.read(last, validBytes - 1);
                needsBreak = last.get(0) != '\n';
            }
            channel.position(channel.size());
            java.io.OutputStream os = new java.io.FilterOutputStream(Channels.newOutputStream(channel)) {
                @Override
                public void write(byte[] b, int off, int len) throws IOException {
                    out.write(b, off, len);
                }

                @Override
                public void close() throws IOException {
                    flush(); // the channel belongs to the lock
                }
            };
            return ScoreLines.appender(new BufferedWriter(new OutputStreamWriter(os, StandardCharsets.UTF_8)), needsBreak,
                    this::requireInPlace);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot prepare " + file + " for appending: " + org.georc.core.IoErrors.describe(e), e);
        }
    }

    private void checkOpen() {
        if (closed) {
            throw new IllegalStateException("the lock on " + file + " is closed");
        }
    }

    /** Releases the output. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (channel == null) {
            return;
        }
        if (identity != null) {
            synchronized (HELD) {
                HELD.remove(identity);
            }
        }
        try {
            if (lock.isValid()) {
                lock.release();
            }
            channel.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot close " + file + ": " + org.georc.core.IoErrors.describe(e), e);
        }
    }

    private static void closeQuietly(FileChannel ch) {
        try {
            ch.close();
        } catch (IOException ignored) {
            // the open failed already; that error is the one reported
        }
    }

    /**
     * @param file a path
     * @return whether it exists and is not a regular file (following symlinks)
     */
    public static boolean isSpecial(Path file) {
        return Files.exists(file) && !Files.isRegularFile(file) && !Files.isDirectory(file, LinkOption.NOFOLLOW_LINKS);
    }
}
