package org.georc.core.inputs;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.georc.core.InvalidInputException;
import org.georc.core.json.JsonLines;

/** Plain text inputs, one text per line ({@code georc embed --input}). */
public final class TextLines {
    private TextLines() {
    }

    /**
     * @param file UTF-8 text
     * @return its non-blank lines, stripped, in order (a leading byte-order mark dropped)
     * @throws InvalidInputException when the file is missing, unreadable or not UTF-8
     */
    public static List<String> read(Path file) {
        List<String> out = new ArrayList<>();
        try (BufferedReader r = JsonLines.open(file)) {
            String line;
            while ((line = r.readLine()) != null) {
                if (!line.isBlank()) {
                    out.add(line.strip());
                }
            }
        } catch (NoSuchFileException e) {
            throw new InvalidInputException(file, 0, null, "file not found", e);
        } catch (MalformedInputException e) {
            throw new InvalidInputException(file, 0, null, "not valid UTF-8", e);
        } catch (IOException e) {
            String m = e.getMessage();
            throw new InvalidInputException(file, 0, null, "cannot read: " + e.getClass().getSimpleName()
                    + (m == null || m.isBlank() ? "" : ": " + m), e);
        }
        if (!out.isEmpty() && out.get(0).startsWith("\uFEFF")) {
            out.set(0, out.get(0).substring(1).strip());
        }
        return out;
    }
}
