package org.georc.bench.jmh;

import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.onnx.allminilml6v2.AllMiniLmL6V2EmbeddingModel;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.georc.benchmark.report.Npy;

/**
 * The peer for whole-process comparisons with {@code georc embed}: langchain4j's own
 * {@code AllMiniLmL6V2EmbeddingModel.embedAll} on the lines of a file, written as a float32
 * {@code .npy} array in the same layout.
 *
 * <pre>java -cp georc.jar org.georc.bench.jmh.Langchain4jEmbed clauses.txt peer.npy</pre>
 */
public final class Langchain4jEmbed {
    private Langchain4jEmbed() {
    }

    /**
     * @param args {@code LINES.txt OUT.npy}
     * @throws IOException when a file cannot be read or written
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: Langchain4jEmbed LINES.txt OUT.npy");
            System.exit(2);
        }
        List<TextSegment> segments = Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8).stream()
                .filter(l -> !l.isBlank()).map(String::strip).map(TextSegment::from).toList();
        AllMiniLmL6V2EmbeddingModel model = new AllMiniLmL6V2EmbeddingModel();
        List<Embedding> vectors = model.embedAll(segments).content();
        int dim = vectors.get(0).dimension();
        try (OutputStream out = new java.io.BufferedOutputStream(Files.newOutputStream(Path.of(args[1])))) {
            Npy.writeHeader(out, vectors.size(), dim);
            for (Embedding e : vectors) {
                Npy.writeRow(out, e.vector(), 0, dim);
            }
        }
        System.err.println("embedded " + vectors.size() + " line(s) with langchain4j into " + args[1]);
    }
}
