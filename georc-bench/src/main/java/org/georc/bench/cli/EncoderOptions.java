package org.georc.bench.cli;

import java.nio.file.Path;
import java.util.Locale;
import org.georc.judges.encoder.ExecutionProvider;
import org.georc.judges.encoder.LongInputPolicy;
import org.georc.judges.encoder.ModelSource;
import org.georc.judges.encoder.OnnxSentenceEncoder;
import picocli.CommandLine.Option;

/** Options shared by the commands that load the sentence encoder. */
final class EncoderOptions {
    @Option(names = "--encoder-dir", paramLabel = "DIR",
            description = "a sentence-transformers ONNX export (model.onnx + tokenizer.json) "
                    + "instead of the embedded all-MiniLM-L6-v2")
    Path encoderDir;

    @Option(names = "--int8", description = "use the embedded int8-quantised MiniLM (faster; cosines drift up to ~0.025)")
    boolean int8;

    @Option(names = "--encoder-threads", defaultValue = "0", paramLabel = "N",
            description = "ONNX Runtime intra-op threads (default 0: one per core)")
    int threads;

    @Option(names = "--encoder-batch", defaultValue = "128", paramLabel = "N",
            description = "texts per ONNX Runtime run (default 128)")
    int batch;

    @Option(names = "--max-tokens", defaultValue = "0", paramLabel = "N",
            description = "window in tokens (default: the model's, 256 for MiniLM)")
    int maxTokens;

    @Option(names = "--long-input", defaultValue = "truncate", paramLabel = "POLICY",
            description = "texts longer than the window: truncate (default, like sentence-transformers) or chunk")
    String longInput;

    @Option(names = "--model-cache", paramLabel = "DIR",
            description = "folder for the encoder as ONNX Runtime optimised it, so later runs start faster "
                    + "(default: $XDG_CACHE_HOME/georc/models or ~/.cache/georc/models)")
    Path modelCache;

    @Option(names = "--no-model-cache", description = "neither read nor write the optimised-model cache")
    boolean noModelCache;

    @Option(names = "--gpu", description = "run the encoder with CUDA (needs the 'gpu' build); falls back to the CPU with a warning")
    boolean gpu;

    @Option(names = "--gpu-strict", description = "like --gpu, but fail when CUDA cannot load")
    boolean gpuStrict;

    OnnxSentenceEncoder build() {
        if (encoderDir != null && int8) {
            throw new IllegalArgumentException("--encoder-dir and --int8 cannot be combined");
        }
        ModelSource source = encoderDir != null ? ModelSource.directory(encoderDir)
                : int8 ? ModelSource.embeddedMiniLmQuantized() : ModelSource.embeddedMiniLm();
        LongInputPolicy policy = switch (longInput.toLowerCase(Locale.ROOT)) {
            case "truncate" -> LongInputPolicy.TRUNCATE;
            case "chunk" -> LongInputPolicy.CHUNK_AND_AVERAGE;
            default -> throw new IllegalArgumentException("--long-input must be truncate or chunk, got \"" + longInput + "\"");
        };
        if (noModelCache && modelCache != null) {
            throw new IllegalArgumentException("--model-cache and --no-model-cache cannot be combined");
        }
        Path cache = noModelCache ? null
                : modelCache != null ? modelCache : OnnxSentenceEncoder.Builder.defaultOptimisedModelCache();
        return OnnxSentenceEncoder.builder().source(source).intraOpThreads(threads).batchSize(batch)
                .optimisedModelCache(cache)
                .maxTokens(maxTokens).longInputPolicy(policy)
                .executionProvider(gpu || gpuStrict ? ExecutionProvider.CUDA : ExecutionProvider.CPU, gpuStrict)
                .build();
    }
}
