package org.georc.bench.cli;

import java.nio.file.Path;
import java.util.Locale;
import org.georc.judges.encoder.ExecutionProvider;
import org.georc.judges.encoder.LongInputPolicy;
import org.georc.judges.encoder.ModelSource;
import org.georc.judges.encoder.OnnxSentenceEncoder;
import picocli.CommandLine.Option;

/** Options shared by the commands that load the sentence encoder. */
@HelpGroup("Sentence encoder")
final class EncoderOptions {
    @Option(names = "--encoder-dir", paramLabel = "DIR",
            description = "a sentence-transformers ONNX export (model.onnx + tokenizer.json) "
                    + "instead of the embedded all-MiniLM-L6-v2")
    Path encoderDir;

    @Option(names = "--int8", description = "use the embedded int8-quantised MiniLM (faster; cosines drift up to ~0.025)")
    boolean int8;

    @Option(names = "--encoder-threads", defaultValue = "0", paramLabel = "N",
            description = "ONNX Runtime intra-op threads (default 0: one per core, shared out among "
                    + "the scoring threads of score/experts)")
    int threads;

    /**
     * Java threads that call the encoder at the same time (score's {@code --threads}). With
     * {@code --encoder-threads 0} each call gets cores / callers intra-op threads, so concurrent
     * calls do not put more busy threads on the machine than it has cores.
     */
    int callers = 1;

    @Option(names = "--no-encoder-spin",
            description = "ONNX Runtime's intra-op threads sleep instead of spinning between runs "
                    + "(frees a core for the scoring threads' own work)")
    boolean noSpin;

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
            description = "folder for the encoder as ONNX Runtime optimised it and the vectors of the judge's "
                    + "built-in examples, so later runs start faster "
                    + "(default: $XDG_CACHE_HOME/georc/models or ~/.cache/georc/models)")
    Path modelCache;

    @Option(names = "--no-model-cache", description = "neither read nor write the optimised-model cache (nor the examples' vectors)")
    boolean noModelCache;

    @Option(names = "--gpu", description = "run the encoder with CUDA (needs the 'gpu' build); falls back to the CPU with a warning")
    boolean gpu;

    @Option(names = "--gpu-strict", description = "like --gpu, but fail when CUDA cannot load")
    boolean gpuStrict;

    @Option(names = "--gpu-device", defaultValue = "0", paramLabel = "N",
            description = "CUDA device index for --gpu or --gpu-strict (default 0)")
    int gpuDevice;

    /**
     * @param n Java threads that will call the encoder at once (at least 1)
     * @return this
     */
    EncoderOptions callers(int n) {
        this.callers = Math.max(1, n);
        return this;
    }

    /** @return the GPU setting of other ONNX models ({@code GpuSetting}): on, strict, or empty for the CPU */
    java.util.Optional<String> gpuSetting() {
        return gpuStrict ? java.util.Optional.of("strict") : gpu ? java.util.Optional.of("on") : java.util.Optional.empty();
    }

    /** @return the intra-op threads to ask for ({@link OnnxSentenceEncoder.Builder#intraOpThreads(int, int)}) */
    int intraOpThreads() {
        return OnnxSentenceEncoder.Builder.intraOpThreads(threads, callers);
    }

    OnnxSentenceEncoder build() {
        OptionChecks.atLeast("--encoder-threads", threads, 0);
        OptionChecks.atMost("--encoder-threads", threads, OptionChecks.MAX_THREADS);
        OptionChecks.atLeast("--encoder-batch", batch, 1);
        OptionChecks.atLeast("--max-tokens", maxTokens, 0);
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
        if (gpuDevice != 0 && !gpu && !gpuStrict) {
            throw new IllegalArgumentException("--gpu-device needs --gpu or --gpu-strict");
        }
        if (noModelCache && modelCache != null) {
            throw new IllegalArgumentException("--model-cache and --no-model-cache cannot be combined");
        }
        Path cache = noModelCache ? null
                : modelCache != null ? modelCache : OnnxSentenceEncoder.Builder.defaultOptimisedModelCache();
        return OnnxSentenceEncoder.builder().source(source).intraOpThreads(threads).callers(callers).batchSize(batch)
                .spinning(!noSpin)
                .optimisedModelCache(cache)
                .maxTokens(maxTokens).longInputPolicy(policy)
                .executionProvider(gpu || gpuStrict ? ExecutionProvider.CUDA : ExecutionProvider.CPU, gpuStrict)
                .cudaDevice(gpuDevice)
                .build();
    }
}
