package org.georc.core.inputs;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.georc.core.InvalidInputException;
import org.georc.core.json.BoundedLines;

/** Plain text inputs, one text per line ({@code georc embed --input}). */
public final class TextLines {
    private TextLines() {
    }

    /**
     * @param file UTF-8 text
     * @return its non-blank lines, stripped, in order (a leading byte-order mark dropped)
     * @throws InvalidInputException when the file is missing, unreadable, not UTF-8 or has a line over
     *                               {@link BoundedLines#DEFAULT_MAX_LINE_BYTES}
     */
    public static List<String> read(Path file) {
        List<String> out = new ArrayList<>();
        for (String line : BoundedLines.lines(file)) {
            if (!line.isBlank()) {
                out.add(line.strip());
            }
        }
        return out;
    }
}
