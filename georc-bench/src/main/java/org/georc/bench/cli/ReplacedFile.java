package org.georc.bench.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * An output file written in full or not at all: the command writes {@link #partial()}, then
 * {@link #commit()} moves it over the target; closing without a commit deletes the partial file,
 * so a failed run never leaves a half-written output under the real name.
 */
final class ReplacedFile implements AutoCloseable {
    private final Path target;
    private final Path partial;
    private boolean committed;

    private ReplacedFile(Path target) {
        this.target = target;
        this.partial = target.resolveSibling(target.getFileName() + ".partial");
    }

    /**
     * @param target the output the command promises
     * @return a handle whose partial file does not exist yet
     */
    static ReplacedFile of(Path target) {
        ReplacedFile f = new ReplacedFile(target);
        f.deletePartial();
        return f;
    }

    /** @return where to write */
    Path partial() {
        return partial;
    }

    /** Moves the finished partial file over the target. */
    void commit() {
        try {
            Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING);
            committed = true;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target, e);
        }
    }

    @Override
    public void close() {
        if (!committed) {
            deletePartial();
        }
    }

    private void deletePartial() {
        try {
            Files.deleteIfExists(partial);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove " + partial, e);
        }
    }
}
