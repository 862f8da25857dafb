package org.georc.core.output;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.georc.core.InvalidInputException;
import org.georc.core.output.AtomicFiles;

/**
 * An output file written in full or not at all: the command writes {@link #partial()}, a
 * temporary file in the target's folder, then {@link #commit()} renames it over the target
 * atomically; closing without a commit deletes the temporary file, so a failed run never leaves
 * a half-written output under the real name and never destroys the previous one. The output gets
 * the permissions a file written in place would get ({@link AtomicFiles}), not a temporary file's.
 */
public final class ReplacedFile implements AutoCloseable {
    private final Path target;
    private final Path partial;
    private final java.io.PrintWriter stdout;
    /** The target is a device or pipe ({@code /dev/null}, a FIFO): written in place, never renamed over. */
    private final boolean special;
    private boolean committed;

    private ReplacedFile(Path target, Path partial, java.io.PrintWriter stdout) {
        this(target, partial, stdout, false);
    }

    private ReplacedFile(Path target, Path partial, java.io.PrintWriter stdout, boolean special) {
        this.target = target;
        this.partial = partial;
        this.stdout = stdout;
        this.special = special;
    }

    /**
     * An output that may be standard output: {@code -} writes the finished text there (after the
     * whole output is ready, so a failed run prints nothing), any other path works as {@link #of}.
     *
     * @param target the output, or {@code -}
     * @param stdout where {@code -} goes
     * @return the handle
     */
    public static ReplacedFile of(Path target, java.io.PrintWriter stdout) {
        if (!isStdout(target)) {
            return of(target);
        }
        try {
            return new ReplacedFile(target, Files.createTempFile("georc-stdout", ".partial"), stdout);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a temporary file: " + describe(e), e);
        }
    }

    /**
     * @param target the output the command promises (its folder is created if missing)
     * @return a handle with a fresh, empty temporary file next to the target
     * @throws InvalidInputException when the target's folder cannot be created or written
     */
    public static ReplacedFile of(Path target) {
        Path abs = target.toAbsolutePath();
        Path dir = abs.getParent();
        if (org.georc.core.run.OutputLock.isSpecial(target)) {
            // renaming a file over /dev/full would replace the device: write the finished text into it instead
            try {
                return new ReplacedFile(target, Files.createTempFile("georc-output", ".partial"), null, true);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot create a temporary file: " + describe(e), e);
            }
        }
        try {
            Files.createDirectories(dir);
            return new ReplacedFile(target, AtomicFiles.sibling(abs), null);
        } catch (IOException e) {
            throw new InvalidInputException(target, 0, null, "cannot write here: " + describe(e), e);
        }
    }

    /** @return where to write */
    public Path partial() {
        return partial;
    }

    /**
     * Writes the whole output text into {@link #partial()}.
     *
     * @param text the output
     * @throws UncheckedIOException naming the output when the write fails (a full disk, say)
     */
    public void write(String text) {
        try {
            Files.writeString(partial, text, java.nio.charset.StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target + ": " + describe(e), e);
        }
    }

    /** Moves the finished temporary file over the target. */
    public void commit() {
        if (stdout != null) {
            try {
                stdout.print(Files.readString(partial, java.nio.charset.StandardCharsets.UTF_8));
                stdout.flush();
                if (stdout.checkError()) {
                    throw new IOException("the write failed (disk full or closed pipe?)");
                }
                committed = true;
                Files.deleteIfExists(partial);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write to standard output: " + describe(e), e);
            }
            return;
        }
        if (special) {
            try (java.io.OutputStream os = Files.newOutputStream(target, java.nio.file.StandardOpenOption.WRITE)) {
                Files.copy(partial, os);
                committed = true;
                Files.deleteIfExists(partial);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write " + target + ": " + describe(e), e);
            }
            return;
        }
        try {
            AtomicFiles.moveOver(partial, target);
            committed = true;
        } catch (IOException e) {
            throw new InvalidInputException(target, 0, null, "cannot write the output: " + describe(e), e);
        }
    }

    @Override
    public void close() {
        if (!committed) {
            try {
                Files.deleteIfExists(partial);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot remove " + partial + ": " + describe(e), e);
            }
        }
    }

    /**
     * Writes a whole text output in one go: replaced atomically, or printed once complete.
     *
     * @param target the output, or {@code -}
     * @param text   its text
     * @param stdout where {@code -} goes
     */
    public static void write(Path target, String text, java.io.PrintWriter stdout) {
        try (ReplacedFile file = of(target, stdout)) {
            file.write(text);
            file.commit();
        }
    }

    /**
     * @param output an output path
     * @return whether it names standard output ({@code -})
     */
    public static boolean isStdout(Path output) {
        return output != null && output.toString().equals("-");
    }

    private static String describe(Throwable e) {
        String m = e.getMessage();
        return e.getClass().getSimpleName() + (m == null || m.isBlank() ? "" : ": " + m);
    }
}
