package org.georc.bench.cli;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.georc.core.InvalidInputException;
import org.georc.core.io.JsonLines;
import org.georc.judges.encoder.OnnxSentenceEncoder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code georc embed}: one vector per non-empty input line. */
@Command(name = "embed", mixinStandardHelpOptions = true,
        description = {
            "Embeds every non-empty line of a text file with the sentence encoder, in input order.",
            "Writes JSON lines {\"text\", \"vector\"}, or a float32 NumPy array when the output ends in .npy."})
final class EmbedCommand implements Callable<Integer> {
    /** Lines encoded per encoder call; bounds memory for large inputs. */
    private static final int CHUNK = 4096;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--input", required = true, paramLabel = "LINES.txt", description = "UTF-8 text, one text per line")
    Path input;

    @Option(names = "--output", required = true, paramLabel = "VECTORS.jsonl|.npy", description = "where to write")
    Path output;

    @Mixin
    EncoderOptions encoder;

    @Override
    public Integer call() throws IOException {
        List<String> texts = readLines(input);
        boolean npy = output.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".npy");
        Path partial = output.resolveSibling(output.getFileName() + ".partial");
        try (OnnxSentenceEncoder enc = encoder.build();
             OutputStream out = new BufferedOutputStream(Files.newOutputStream(partial), 1 << 16)) {
            int dim = enc.dimension();
            JsonGenerator json = null;
            if (npy) {
                writeNpyHeader(out, texts.size(), dim);
            } else {
                json = JsonLines.MAPPER.getFactory().createGenerator(out, JsonEncoding.UTF8);
                json.setRootValueSeparator(null);
            }
            ByteBuffer buf = ByteBuffer.allocate(dim * 4).order(ByteOrder.LITTLE_ENDIAN);
            for (int from = 0; from < texts.size(); from += CHUNK) {
                List<String> chunk = texts.subList(from, Math.min(texts.size(), from + CHUNK));
                float[] v = enc.encode(chunk);
                for (int i = 0; i < chunk.size(); i++) {
                    if (npy) {
                        buf.clear();
                        buf.asFloatBuffer().put(v, i * dim, dim);
                        out.write(buf.array(), 0, dim * 4);
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
        } catch (RuntimeException | IOException e) {
            Files.deleteIfExists(partial);
            throw e;
        }
        Files.move(partial, output, StandardCopyOption.REPLACE_EXISTING);
        spec.commandLine().getErr().println("embedded " + texts.size() + " line(s) into " + output);
        return 0;
    }

    private static List<String> readLines(Path file) {
        List<String> out = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                if (!line.isBlank()) {
                    out.add(line.strip());
                }
            }
        } catch (java.nio.file.NoSuchFileException e) {
            throw new InvalidInputException(file, 0, null, "file not found", e);
        } catch (java.nio.charset.MalformedInputException e) {
            throw new InvalidInputException(file, 0, null, "not valid UTF-8", e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        if (!out.isEmpty() && out.get(0).startsWith("\uFEFF")) {
            out.set(0, out.get(0).substring(1).strip());
        }
        return out;
    }

    /** NumPy .npy version 1.0 header for a C-order little-endian float32 array of shape (n, dim). */
    static void writeNpyHeader(OutputStream out, int n, int dim) throws IOException {
        String dict = "{'descr': '<f4', 'fortran_order': False, 'shape': (" + n + ", " + dim + "), }";
        int unpadded = 10 + dict.length() + 1;
        int pad = (64 - unpadded % 64) % 64;
        String header = dict + " ".repeat(pad) + "\n";
        out.write(new byte[] {(byte) 0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0});
        int len = header.length();
        out.write(new byte[] {(byte) (len & 0xff), (byte) (len >> 8)});
        out.write(header.getBytes(StandardCharsets.US_ASCII));
    }
}
