package org.georc.bench.jmh;

import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.onnx.allminilml6v2.AllMiniLmL6V2EmbeddingModel;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

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
        try (OutputStream out = Files.newOutputStream(Path.of(args[1]))) {
            String dict = "{'descr': '<f4', 'fortran_order': False, 'shape': (" + vectors.size() + ", " + dim + "), }";
            int pad = (64 - (10 + dict.length() + 1) % 64) % 64;
            String header = dict + " ".repeat(pad) + "\n";
            out.write(new byte[] {(byte) 0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0,
                (byte) (header.length() & 0xff), (byte) (header.length() >> 8)});
            out.write(header.getBytes(StandardCharsets.US_ASCII));
            ByteBuffer buf = ByteBuffer.allocate(dim * 4).order(ByteOrder.LITTLE_ENDIAN);
            for (Embedding e : vectors) {
                buf.clear();
                buf.asFloatBuffer().put(e.vector());
                out.write(buf.array());
            }
        }
        System.err.println("embedded " + vectors.size() + " line(s) with langchain4j into " + args[1]);
    }
}
