package org.georc.bench.cli;

import org.georc.core.output.OutputPaths;
import org.georc.core.output.ReplacedFile;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.georc.benchmark.report.Embeddings;
import org.georc.core.inputs.TextLines;
import org.georc.judges.encoder.OnnxSentenceEncoder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code georc embed}: one vector per non-empty input line. */
@Command(name = "embed", header = "One vector per line of a text file (JSONL or .npy)",
        mixinStandardHelpOptions = true,
        description = {
            "Embeds every non-empty line of a text file with the sentence encoder, in input order.",
            "Writes JSON lines {\"text\", \"vector\"}, or a float32 NumPy array when the output ends in .npy."})
final class EmbedCommand implements Callable<Integer> {
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
        OutputPaths.refuseInputs(output, "--output", input);
        String name = output.getFileName().toString().toLowerCase(Locale.ROOT);
        boolean npy = name.endsWith(".npy");
        if (!npy && !OutputPaths.isStdout(output) && !name.endsWith(".jsonl") && !name.endsWith(".ndjson")) {
            // before the model loads: a CSV or JSON name would get JSON lines it does not announce
            throw new IllegalArgumentException("--output must end in .jsonl (JSON lines) or .npy (a float32 "
                    + "array), or be - for JSON lines on standard output; got " + output);
        }
        List<String> texts = TextLines.read(input);
        try (ReplacedFile file = ReplacedFile.of(output, spec.commandLine().getOut())) {
            try (OnnxSentenceEncoder enc = encoder.build();
                 OutputStream out = new BufferedOutputStream(Files.newOutputStream(file.partial()), 1 << 16)) {
                Embeddings.write(enc, texts, npy, out);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException("cannot write " + output + ": " + Errors.describe(e), e);
            }
            file.commit();
        }
        spec.commandLine().getErr().println("embedded " + texts.size() + " line(s) into " + output);
        return 0;
    }
}
