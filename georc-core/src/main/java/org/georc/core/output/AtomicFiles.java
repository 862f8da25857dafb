package org.georc.core.output;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.security.SecureRandom;
import java.util.HexFormat;

/**
 * Files written in full, then renamed over their target, that end up with the permissions a
 * plainly written file would have. {@link Files#createTempFile} makes owner-only files (0600 on
 * POSIX), so an output renamed from one would not be readable by the group or others while an
 * output written in place is (the umask decides): {@link #sibling} creates the temporary file with
 * {@link Files#createFile} instead, which honours the umask, and {@link #moveOver} gives it the
 * permissions of the file it replaces, when there is one.
 */
public final class AtomicFiles {
    private static final SecureRandom RANDOM = new SecureRandom();

    private AtomicFiles() {
    }

    /**
     * Creates a fresh, empty, hidden file next to the target ({@code .NAME.RANDOM.partial}); the
     * target's folder must exist.
     *
     * @param target the file it will replace
     * @return the new file, with the permissions a file created in that folder gets
     * @throws IOException when the folder cannot be written
     */
    public static Path sibling(Path target) throws IOException {
        Path abs = target.toAbsolutePath();
        Path dir = abs.getParent();
        for (int attempt = 0; ; attempt++) {
            byte[] b = new byte[8];
            RANDOM.nextBytes(b);
            Path p = dir.resolve("." + abs.getFileName() + "." + HexFormat.of().formatHex(b) + ".partial");
            try {
                return Files.createFile(p);
            } catch (FileAlreadyExistsException e) {
                if (attempt >= 16) {
                    throw e;
                }
            }
        }
    }

    /**
     * Renames a finished file over the target, atomically where the file system allows it. When
     * the target exists, its POSIX permissions carry over to the new file.
     *
     * @param partial the finished file (from {@link #sibling})
     * @param target  the target
     * @throws IOException when the rename fails
     */
    public static void moveOver(Path partial, Path target) throws IOException {
        keepPermissions(partial, target);
        try {
            Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /**
     * Gives {@code partial} the POSIX permissions of {@code target} when the target exists and
     * the file system has POSIX permissions; does nothing otherwise.
     *
     * @param partial the new file
     * @param target  the file it will replace
     * @throws IOException when the permissions cannot be read or set
     */
    public static void keepPermissions(Path partial, Path target) throws IOException {
        PosixFileAttributeView view = Files.getFileAttributeView(target, PosixFileAttributeView.class);
        if (view == null || !Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        Files.setPosixFilePermissions(partial, view.readAttributes().permissions());
    }
}
