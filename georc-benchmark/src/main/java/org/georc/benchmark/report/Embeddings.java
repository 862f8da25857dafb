package org.georc.benchmark.report;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import org.georc.core.json.JsonLines;
import org.georc.core.spi.SentenceEncoder;

/**
 * Sentence vectors written as a file ({@code georc embed}): JSON lines {@code {"text", "vector"}}
 * or a float32 NumPy array ({@link Npy}), in input order, encoded a chunk at a time so memory
 * stays bounded on large inputs.
 */
public final class Embeddings {
    /** Lines encoded per encoder call. */
    private static final int CHUNK = 4096;

    private Embeddings() {
    }

    /**
     * @param encoder the encoder (not closed here)
     * @param texts   the lines, each embedded once
     * @param npy     a NumPy array when true, else JSON lines
     * @param out     where the bytes go (flushed, not closed)
     * @throws IOException when writing fails
     */
    public static void write(SentenceEncoder encoder, List<String> texts, boolean npy, OutputStream out)
            throws IOException {
        int dim = encoder.dimension();
        JsonGenerator json = null;
        if (npy) {
            Npy.writeHeader(out, texts.size(), dim);
        } else {
            json = JsonLines.generator(out);
            json.setRootValueSeparator(null);
        }
        for (int from = 0; from < texts.size(); from += CHUNK) {
            List<String> chunk = texts.subList(from, Math.min(texts.size(), from + CHUNK));
            float[] v = encoder.encode(chunk);
            for (int i = 0; i < chunk.size(); i++) {
                if (npy) {
                    Npy.writeRow(out, v, i * dim, dim);
                } else {
                    json.writeStartObject();
                    json.writeStringField("text", chunk.get(i));
                    json.writeFieldName("vector");
                    json.writeStartArray();
                    for (int k = 0; k < dim; k++) {
                        json.writeNumber(v[i * dim + k]);
                    }
                    json.writeEndArray();
                    json.writeEndObject();
                    json.writeRaw('\n');
                }
            }
        }
        if (json != null) {
            json.flush();
        }
    }
}
