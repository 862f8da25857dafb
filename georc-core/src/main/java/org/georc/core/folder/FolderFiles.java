package org.georc.core.folder;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.georc.core.InvalidInputException;
import org.georc.core.json.BoundedLines;

/** Reading a GeoRC folder's files and listings, with errors that name the path. */
final class FolderFiles {
    private FolderFiles() {
    }

    /**
     * @param file          a chain file
     * @param maxChainChars the chain limit, which bounds each line ({@link BoundedLines#forChainLimit})
     * @return the file's UTF-8 text as written, without a byte-order mark
     * @throws InvalidInputException naming the file (and line) when it cannot be read, is not UTF-8
     *                               or has a line over the bound
     */
    static String readText(Path file, int maxChainChars) {
        // a byte-order mark (Windows editors write one) is no text: left in, it hides the first "Round 1" or "1."
        return BoundedLines.text(file, BoundedLines.forChainLimit(maxChainChars));
    }

    /** @return the file's size in bytes */
    static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            throw new InvalidInputException(file, 0, null, "cannot read: " + org.georc.core.IoErrors.describe(e), e);
        }
    }

    /** @return the folder's entries, sorted */
    static List<Path> children(Path dir) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        } catch (IOException e) {
            throw new InvalidInputException(dir, 0, null, "cannot list folder: " + org.georc.core.IoErrors.describe(e), e);
        }
    }
}
