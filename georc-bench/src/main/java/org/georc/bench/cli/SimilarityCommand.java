package org.georc.bench.cli;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.georc.judges.encoder.OnnxSentenceEncoder;
import org.georc.metrics.CosineKernel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code georc similarity A B}: the cosine similarity of two texts. */
@Command(name = "similarity", header = "Cosine similarity of two texts under the sentence encoder",
        mixinStandardHelpOptions = true,
        description = "Prints the cosine similarity of two texts under the sentence encoder (one number).")
final class SimilarityCommand implements Callable<Integer> {
    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "TEXT_A", description = "first text")
    String a;

    @Parameters(index = "1", paramLabel = "TEXT_B", description = "second text")
    String b;

    @Mixin
    EncoderOptions encoder;

    @Override
    public Integer call() {
        try (OnnxSentenceEncoder enc = encoder.build()) {
            float[] v = enc.encode(List.of(a, b));
            int dim = enc.dimension();
            float cos = CosineKernel.similarity(Arrays.copyOfRange(v, 0, dim), 1, Arrays.copyOfRange(v, dim, 2 * dim), 1,
                    dim)[0];
            spec.commandLine().getOut().println(String.format(Locale.ROOT, "%.6f", cos));
            spec.commandLine().getOut().flush();
        }
        return 0;
    }
}
