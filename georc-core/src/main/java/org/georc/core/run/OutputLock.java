package org.georc.core.run;

import org.georc.core.scorefile.ScoreFiles;

import java.io.BufferedWriter;
import java.io.IOException;
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
import java.util.List;
import java.util.Optional;
import org.georc.core.InvalidInputException;

/**
 * Exclusive hold on a resumable output (score, experts, generate, baselines, gtpred --extract)
 * from the moment it is read for resuming until the last row is appended. A second run on the
 * same file, in this process or another, is refused at once with a message naming the holder,
 * instead of both runs truncating and appending to one file and losing rows.
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
    /** Largest output read back for resuming; larger files are refused rather than exhausting memory. */
    public static final long MAX_RESUME_BYTES = Integer.MAX_VALUE - 64;

    private final Path file;
    private final FileChannel channel;
    private final FileLock lock;
    private boolean closed;

    private OutputLock(Path file, FileChannel channel, FileLock lock) {
        this.file = file;
        this.channel = channel;
        this.lock = lock;
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
        FileChannel ch;
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
        } catch (IOException e) {
            throw new InvalidInputException(file, 0, null, "cannot open the output for writing: "
                    + ScoreFiles.describe(e), e);
        }
        FileLock l;
        try {
            l = ch.tryLock();
        } catch (OverlappingFileLockException e) {
            closeQuietly(ch);
            throw busy(file, "another run in this process");
        } catch (IOException e) {
            closeQuietly(ch);
            throw new InvalidInputException(file, 0, null, "cannot lock the output: " + ScoreFiles.describe(e), e);
        }
        if (l == null) {
            closeQuietly(ch);
            throw busy(file, holder(file).orElse("another process"));
        }
        return new OutputLock(file, ch, l);
    }

    private static InvalidInputException busy(Path file, String who) {
        return new InvalidInputException(file, 0, null, "this output is being written by " + who + "; two runs "
                + "appending to one file would lose rows. Wait for that run to finish (then re-run to resume), "
                + "or give another --output", null);
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
            shown = shown.replaceAll("\\p{Cntrl}", "?");
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
     * Reads the whole output through the held channel.
     *
     * @return its bytes
     * @throws InvalidInputException when it cannot be read or is too large to resume
     */
    public byte[] bytes() {
        checkOpen();
        try {
            long size = channel.size();
            if (size > MAX_RESUME_BYTES) {
                throw new InvalidInputException(file, 0, null, "this output is " + size + " bytes, too large to read "
                        + "back for resuming (at most " + MAX_RESUME_BYTES + "); give a new --output", null);
            }
            ByteBuffer buf = ByteBuffer.allocate((int) size);
            long pos = 0;
            while (buf.hasRemaining()) {
                int n = channel.read(buf, pos);
                if (n < 0) {
                    break; // shrank while read: not by a georc run, which would hold the lock
                }
                pos += n;
            }
            return buf.position() == buf.capacity() ? buf.array() : java.util.Arrays.copyOf(buf.array(), buf.position());
        } catch (IOException e) {
            throw new InvalidInputException(file, 0, null, "cannot read the output to resume it: "
                    + ScoreFiles.describe(e), e);
        }
    }

    /**
     * Cuts the output to {@code validBytes} (dropping a torn last line) and opens an appender on
     * it. When the kept part does not end with a line break, the first row written is preceded
     * by one. Closing the appender flushes it; the file stays held until this lock is closed.
     *
     * @param validBytes length to keep, from the resume reading
     * @return the appender
     */
    public ScoreFiles.Appender appender(long validBytes) {
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
            return ScoreFiles.appender(new BufferedWriter(new OutputStreamWriter(os, StandardCharsets.UTF_8)), needsBreak);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot prepare " + file + " for appending: " + ScoreFiles.describe(e), e);
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
        try {
            if (lock.isValid()) {
                lock.release();
            }
            channel.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot close " + file + ": " + ScoreFiles.describe(e), e);
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
