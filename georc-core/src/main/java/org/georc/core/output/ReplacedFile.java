package org.georc.core.output;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.georc.core.InvalidInputException;
import org.georc.core.run.OutputLock;

/**
 * An output file written in full or not at all: the command writes {@link #partial()}, a
 * temporary file in the target's folder, then {@link #commit()} renames it over the target
 * atomically; closing without a commit deletes the temporary file, so a failed run never leaves
 * a half-written output under the real name and never destroys the previous one. The output gets
 * the permissions a file written in place would get ({@link AtomicFiles}), not a temporary file's.
 *
 * <p>The target is held with the output lock ({@link OutputLock#forReplacing}) from
 * {@link #of} to the rename: a run appending to it (a {@code georc score} writing that file) makes
 * this writer refuse at once, and stays refused until the rename is done; so a file is never
 * renamed over one that another run is still writing into.
 */
public final class ReplacedFile implements AutoCloseable {
    private final Path target;
    private final Path partial;
    private final java.io.PrintWriter stdout;
    /** The target is a device or pipe ({@code /dev/null}, a FIFO): written in place, never renamed over. */
    private final boolean special;
    private final OutputLock hold;
    private boolean committed;

    private ReplacedFile(Path target, Path partial, java.io.PrintWriter stdout) {
        this(target, partial, stdout, false, null);
    }

    private ReplacedFile(Path target, Path partial, java.io.PrintWriter stdout, boolean special, OutputLock hold) {
        this.target = target;
        this.partial = partial;
        this.stdout = stdout;
        this.special = special;
        this.hold = hold;
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
        return new ReplacedFile(target, PrivateTemp.newFile("stdout"), stdout);
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
            return new ReplacedFile(target, PrivateTemp.newFile("output"), null, true, null);
        }
        OutputLock hold = OutputLock.forReplacing(target);
        try {
            Files.createDirectories(dir);
            return new ReplacedFile(target, AtomicFiles.sibling(abs), null, false, hold);
        } catch (IOException e) {
            hold.close();
            throw new InvalidInputException(target, 0, null, "cannot write here: " + describe(e), e);
        } catch (RuntimeException e) {
            hold.close();
            throw e;
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
        OutputLock now = hold.beforeReplace(); // a file that appeared since is held (or refused) too
        try {
            AtomicFiles.moveOver(partial, target);
            committed = true;
        } catch (IOException e) {
            throw new InvalidInputException(target, 0, null, "cannot write the output: " + describe(e), e);
        } finally {
            if (now != hold) {
                now.close();
            }
        }
    }

    @Override
    public void close() {
        try {
            if (!committed) {
                Files.deleteIfExists(partial);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove " + partial + ": " + describe(e), e);
        } finally {
            if (hold != null) {
                hold.close();
            }
        }
    }

    /**
     * Opens the temporary file for writing a large output as a stream, instead of building it
     * as one string.
     *
     * @return a writer (UTF-8, buffered) on {@link #partial()}; close it before {@link #commit()}
     * @throws UncheckedIOException naming the output when it cannot be opened
     */
    public java.io.Writer writer() {
        try {
            return Files.newBufferedWriter(partial, java.nio.charset.StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target + ": " + describe(e), e);
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
