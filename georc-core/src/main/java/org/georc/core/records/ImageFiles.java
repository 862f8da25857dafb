package org.georc.core.records;


import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Optional;
import java.util.stream.Collectors;
import org.georc.core.InvalidInputException;

/**
 * The rules an image must pass before any byte of it leaves the machine (sent to a VLM
 * endpoint): it is a regular file, within a size limit, whose first bytes say PNG, JPEG or
 * WebP; and, when it comes from a data file, its real path (symlinks followed) lies inside a
 * folder the user allowed. The MIME type sent is the one the bytes say, never the file name's.
 */
public final class ImageFiles {
    /** The default size limit: 20 MiB. */
    public static final long DEFAULT_MAX_BYTES = 20L * 1024 * 1024;

    private ImageFiles() {
    }

    /**
     * A checked image.
     *
     * @param path     its real path
     * @param mimeType what its bytes are: image/png, image/jpeg or image/webp
     * @param size     its size in bytes
     */
    public record Image(Path path, String mimeType, long size) {
    }

    /**
     * @param head the first bytes of a file (at least 12 for WebP)
     * @return the MIME type the bytes announce, when PNG, JPEG or WebP
     */
    public static Optional<String> sniff(byte[] head) {
        if (startsWith(head, 0, (byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n')) {
            return Optional.of("image/png");
        }
        if (startsWith(head, 0, (byte) 0xFF, (byte) 0xD8, (byte) 0xFF)) {
            return Optional.of("image/jpeg");
        }
        if (startsWith(head, 0, 'R', 'I', 'F', 'F') && startsWith(head, 8, 'W', 'E', 'B', 'P')) {
            return Optional.of("image/webp");
        }
        return Optional.empty();
    }

    private static boolean startsWith(byte[] a, int offset, int... expected) {
        if (a.length < offset + expected.length) {
            return false;
        }
        for (int i = 0; i < expected.length; i++) {
            if (a[offset + i] != (byte) expected[i]) {
                return false;
            }
        }
        return true;
    }

    /**
     * Checks an image file: regular, within the size limit, PNG/JPEG/WebP by its bytes.
     *
     * @param image    the file
     * @param maxBytes the largest size accepted
     * @return the checked image (real path, true MIME type, size)
     * @throws InvalidInputException naming the file and what is wrong
     */
    public static Image check(Path image, long maxBytes) {
        try {
            Path real = image.toRealPath();
            if (!Files.isRegularFile(real)) {
                throw new InvalidInputException(image, 0, "image", "is not a regular file", null);
            }
            long size = Files.size(real);
            if (size > maxBytes) {
                throw new InvalidInputException(image, 0, "image", "is " + size + " bytes, over the limit of "
                        + maxBytes + " (raise it with `maxImageBytes`)", null);
            }
            byte[] head;
            try (InputStream in = Files.newInputStream(real)) {
                head = in.readNBytes(12);
            }
            String mime = sniff(head).orElseThrow(() -> new InvalidInputException(image, 0, "image",
                    "is not a PNG, JPEG or WebP image (its first bytes say otherwise)", null));
            return new Image(real, mime, size);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new InvalidInputException(image, 0, "image", "file not found", e);
        } catch (IOException e) {
            throw new InvalidInputException(image, 0, "image", "cannot read: " + org.georc.core.IoErrors.describe(e), e);
        }
    }

    /**
     * Checks an image named by a data file: its real path must lie inside one of the allowed
     * folders, then {@link #check} applies.
     *
     * @param image    the path, already resolved against the data file's folder
     * @param roots    the allowed folders (the data file's folder, and any the user named)
     * @param maxBytes the largest size accepted
     * @param id       the item the image belongs to, for the message
     * @return the checked image
     * @throws InvalidInputException naming the id, the path and the allowed folders
     */
    public static Image confine(Path image, Collection<Path> roots, long maxBytes, String id) {
        Path real;
        try {
            real = image.toRealPath();
        } catch (java.nio.file.NoSuchFileException e) {
            throw new InvalidInputException("id \"" + id + "\": field \"image\": file not found: " + image);
        } catch (IOException e) {
            throw new InvalidInputException("id \"" + id + "\": field \"image\": cannot read " + image + ": "
                    + org.georc.core.IoErrors.describe(e));
        }
        boolean inside = false;
        for (Path root : roots) {
            try {
                if (real.startsWith(root.toRealPath())) {
                    inside = true;
                    break;
                }
            } catch (IOException e) {
                // a root that does not exist allows nothing
            }
        }
        if (!inside) {
            throw new InvalidInputException("id \"" + id + "\": field \"image\": " + image + " resolves to " + real
                    + ", outside the allowed folders (" + roots.stream().map(Path::toString)
                            .collect(Collectors.joining(", "))
                    + "); images must lie under the references file's folder or an `imageRoot`");
        }
        try {
            return check(real, maxBytes);
        } catch (InvalidInputException e) {
            throw new InvalidInputException("id \"" + id + "\": " + e.getMessage());
        }
    }

    /**
     * Reads a checked image, refusing it if it grew past the limit since it was checked.
     *
     * @param image    the checked image
     * @param maxBytes the largest size accepted
     * @return its bytes
     */
    public static byte[] read(Image image, long maxBytes) {
        try (InputStream in = Files.newInputStream(image.path())) {
            byte[] b = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxBytes + 1));
            if (b.length > maxBytes) {
                throw new InvalidInputException(image.path(), 0, "image", "grew past the limit of " + maxBytes
                        + " bytes while being read", null);
            }
            return b;
        } catch (IOException e) {
            throw new InvalidInputException(image.path(), 0, "image", "cannot read: " + org.georc.core.IoErrors.describe(e), e);
        }
    }
}
