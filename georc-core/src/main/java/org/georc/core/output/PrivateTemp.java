package org.georc.core.output;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Locale;
import org.georc.core.InvalidInputException;
import org.georc.core.IoErrors;
import org.georc.core.json.BoundedLines;

/**
 * The temporary files georc keeps while it runs (a copy of piped input that must be read twice,
 * an output for standard output finished before it is printed): owner-only (0600 on POSIX),
 * named {@code georc-PID-KIND-RANDOM.tmp} in the system's temporary folder, removed when the
 * command is done or the JVM exits, and, since a killed process removes nothing, removed by the
 * next georc that starts one and finds the process that made it gone.
 */
public final class PrivateTemp {
    /** The most a copy of piped input may hold: 2 GiB. */
    public static final long MAX_COPY_BYTES = 2L << 30;

    private static final String PREFIX = "georc-";

    private PrivateTemp() {
    }

    /**
     * @param kind what the file is for, in its name ({@code stdin}, {@code stdout})
     * @return a new, empty, owner-only file, removed at the JVM's exit at the latest
     * @throws UncheckedIOException when it cannot be created
     */
    public static Path newFile(String kind) {
        Path dir = Path.of(System.getProperty("java.io.tmpdir"));
        sweep(dir);
        try {
            String prefix = PREFIX + ProcessHandle.current().pid() + "-" + kind + "-";
            Path p = Files.getFileStore(dir).supportsFileAttributeView("posix")
                    ? Files.createTempFile(dir, prefix, ".tmp",
                            PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")))
                    : Files.createTempFile(dir, prefix, ".tmp");
            p.toFile().deleteOnExit();
            return p;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a temporary file in " + dir + ": " + IoErrors.describe(e), e);
        }
    }

    /**
     * Copies an input that can be read only once (standard input, a pipe) into a private file,
     * line by line: a line over the bound, or more than {@code maxBytes} in all, stops the copy
     * with an error (and the copy is removed), so {@code /dev/zero} costs a bounded amount of disk.
     *
     * @param source       {@code -} for standard input, or a FIFO or other non-regular file
     * @param maxBytes     the most the copy may hold ({@link #MAX_COPY_BYTES})
     * @param maxLineBytes the longest line accepted ({@link BoundedLines#DEFAULT_MAX_LINE_BYTES})
     * @return the copy; {@link #delete} it when done (it is removed at exit otherwise)
     * @throws InvalidInputException naming the input (and line) when it is too large or cannot be read
     */
    public static Path copyOf(Path source, long maxBytes, long maxLineBytes) {
        Path copy = newFile("stdin");
        boolean done = false;
        try (BoundedLines lines = BoundedLines.open(source, maxLineBytes);
             OutputStream out = Files.newOutputStream(copy)) {
            long total = 0;
            while (lines.advance()) {
                total += lines.length() + (lines.terminated() ? 1 : 0);
                if (total > maxBytes) {
                    throw new InvalidInputException(source, lines.lineNumber(), null, "holds more than "
                            + String.format(Locale.ROOT, "%.1f GiB", maxBytes / (double) (1L << 30)) + "; piped input "
                            + "is copied to a temporary file to be read twice, and this one is too large: save it to a "
                            + "file and give the file", null);
                }
                out.write(lines.bytes(), 0, lines.length());
                if (lines.terminated()) {
                    out.write('\n');
                }
            }
            done = true;
            return copy;
        } catch (IOException e) {
            throw new InvalidInputException(source, 0, null, "cannot read: " + IoErrors.describe(e), e);
        } finally {
            if (!done) {
                delete(copy);
            }
        }
    }

    /**
     * @param file a file from {@link #newFile} or {@link #copyOf} (null: nothing)
     */
    public static void delete(Path file) {
        if (file == null) {
            return;
        }
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // removed at exit, or by the next georc
        }
    }

    /** Removes the files of georc processes that no longer run (killed before they could). */
    private static void sweep(Path dir) {
        try (DirectoryStream<Path> s = Files.newDirectoryStream(dir, PREFIX + "[0-9]*-*.tmp")) {
            for (Path p : s) {
                String name = p.getFileName().toString();
                int dash = name.indexOf('-', PREFIX.length());
                long pid;
                try {
                    pid = Long.parseLong(name.substring(PREFIX.length(), dash));
                } catch (NumberFormatException | IndexOutOfBoundsException e) {
                    continue;
                }
                if (pid != ProcessHandle.current().pid() && ProcessHandle.of(pid).map(h -> !h.isAlive()).orElse(true)
                        && Files.isRegularFile(p, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                    delete(p); // another user's file in a shared folder cannot be removed: it stays
                }
            }
        } catch (IOException | UncheckedIOException | SecurityException e) {
            // a folder that cannot be listed keeps its files; nothing depends on the sweep
        }
    }
}
