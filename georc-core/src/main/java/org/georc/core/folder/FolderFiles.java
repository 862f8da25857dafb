package org.georc.core.folder;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.georc.core.InvalidInputException;
import org.georc.core.scorefile.ScoreFiles;

/** Reading a GeoRC folder's files and listings, with errors that name the path. */
final class FolderFiles {
    private FolderFiles() {
    }

    /** @return the file's UTF-8 text, without a byte-order mark */
    static String readText(Path file) {
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            // a byte-order mark (Windows editors write one) is no text: left in, it hides the first "Round 1" or "1."
            return text.startsWith("\uFEFF") ? text.substring(1) : text;
        } catch (MalformedInputException e) {
            throw new InvalidInputException(file, 0, null, "not valid UTF-8", e);
        } catch (IOException e) {
            throw new InvalidInputException(file, 0, null, "cannot read: " + ScoreFiles.describe(e), e);
        }
    }

    /** @return the folder's entries, sorted */
    static List<Path> children(Path dir) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        } catch (IOException e) {
            throw new InvalidInputException(dir, 0, null, "cannot list folder: " + ScoreFiles.describe(e), e);
        }
    }
}
