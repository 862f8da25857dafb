package org.georc.bench.cli;

import java.nio.file.Path;
import java.time.Duration;
import org.georc.core.ConfigurationException;
import org.georc.core.spi.LanguageModel;
import org.georc.judges.decoder.OnnxCausalLm;
import org.georc.judges.encoder.ExecutionProvider;
import org.georc.judges.llm.http.OpenAiCompatibleModel;
import picocli.CommandLine.Option;

/** Options shared by the commands that use a judge LLM: an OpenAI-compatible endpoint or a local ONNX decoder. */
@HelpGroup("LLM back-end (an OpenAI-compatible endpoint or a local ONNX decoder)")
final class LlmOptions {
    @Option(names = "--endpoint", paramLabel = "URL", split = ",",
            description = "OpenAI-compatible base URL of the judge LLM, e.g. http://localhost:8000/v1 (vLLM, Ollama, "
                    + "llama.cpp); several servers of the same model: repeat the option or separate URLs with commas "
                    + "(requests go to the server with the fewest in flight; a failing one is ejected for a while)")
    java.util.List<String> endpoint;

    @Option(names = "--model", paramLabel = "NAME", description = "model name served at --endpoint")
    String model;

    @Option(names = "--api-key-env", paramLabel = "VAR", description = "environment variable holding the API key (never logged)")
    String apiKeyEnv;

    @Option(names = "--timeout", defaultValue = "120", paramLabel = "SECONDS", description = "deadline per request in seconds, covering the whole answer (default 120)")
    int timeoutSeconds;

    @Option(names = "--max-concurrency", defaultValue = "8", paramLabel = "N",
            description = "requests in flight at most, over all endpoints; also how many requests of one pair a judge "
                    + "sends at once (default 8)")
    int maxConcurrency;

    @Option(names = "--model-dir", paramLabel = "DIR",
            description = "a local decoder exported to ONNX (Optimum / onnx-community layout) as the judge LLM")
    Path modelDir;

    @Option(names = "--model-threads", defaultValue = "0", paramLabel = "N",
            description = "intra-op threads of the local decoder (default: all processors)")
    int modelThreads;

    @Option(names = "--model-batch", defaultValue = "8", paramLabel = "N",
            description = "prompts the local decoder decodes together when they arrive at once (default 8; 1: one at a time)")
    int modelBatch;

    @Option(names = "--model-gpu", description = "run the local decoder with CUDA (needs the 'gpu' build); "
            + "falls back to the CPU with a warning")
    boolean modelGpu;

    @Option(names = "--model-gpu-device", defaultValue = "0", paramLabel = "N",
            description = "CUDA device index of the local decoder for --model-gpu (default 0)")
    int modelGpuDevice;

    @Option(names = "--image-root", paramLabel = "DIR",
            description = "a folder images may come from besides the references file's own (repeatable); an image "
                    + "whose real path lies elsewhere is refused")
    java.util.List<Path> imageRoots = new java.util.ArrayList<>();

    @Option(names = "--max-image-bytes", defaultValue = "20971520", paramLabel = "BYTES",
            description = "largest image sent to a VLM (default 20 MiB)")
    long maxImageBytes;

    /** The endpoint clients built for this command, for the closing report. */
    private final java.util.List<OpenAiCompatibleModel> clients = new java.util.concurrent.CopyOnWriteArrayList<>();

    /** @return whether the user named a model at all */
    boolean isSet() {
        return endpoint != null || modelDir != null;
    }

    /** @return whether the model is a local decoder */
    boolean isLocal() {
        return modelDir != null;
    }

    /**
     * @param what who needs the model, for the error message
     * @return the judge LLM; the caller closes it
     * @throws ConfigurationException when neither an endpoint with a model nor a model folder is given
     */
    LanguageModel build(String what) {
        if (modelDir != null) {
            if (endpoint != null) {
                throw new ConfigurationException("pass --endpoint or --model-dir, not both");
            }
            if (modelBatch < 1) {
                throw new IllegalArgumentException("--model-batch must be >= 1");
            }
            if (modelGpuDevice != 0 && !modelGpu) {
                throw new IllegalArgumentException("--model-gpu-device needs --model-gpu");
            }
            return OnnxCausalLm.builder(modelDir).threads(modelThreads).batchSize(modelBatch)
                    .executionProvider(modelGpu ? ExecutionProvider.CUDA : ExecutionProvider.CPU, false)
                    .cudaDevice(modelGpuDevice)
                    .modelId(model != null ? model : modelDir.getFileName().toString()).build();
        }
        if (endpoint == null || model == null) {
            throw new ConfigurationException(what + " needs a model: pass --endpoint URL and --model NAME (an "
                    + "OpenAI-compatible server), or --model-dir DIR (a local ONNX decoder)");
        }
        return http(model);
    }

    /**
     * @param what  who needs the model, for the error message
     * @param model the model to ask instead of --model (null: --model)
     * @return as {@link #build(String)}, for that model
     */
    LanguageModel build(String what, String model) {
        if (model == null) {
            return build(what);
        }
        String given = this.model;
        this.model = model;
        try {
            return build(what);
        } finally {
            this.model = given;
        }
    }

    /**
     * @param name served model name
     * @return a client of --endpoint for that model
     */
    OpenAiCompatibleModel http(String name) {
        OptionChecks.atLeast("--timeout", timeoutSeconds, 1);
        OptionChecks.atLeast("--max-concurrency", maxConcurrency, 1);
        OptionChecks.atLeast("--max-image-bytes", maxImageBytes, 1);
        java.util.List<String> urls = new java.util.ArrayList<>();
        for (String u : endpoint) {
            if (!u.isBlank()) {
                urls.add(u.strip());
            }
        }
        OpenAiCompatibleModel m = OpenAiCompatibleModel.builder().baseUrls(urls).model(name).apiKeyEnv(apiKeyEnv)
                .timeout(Duration.ofSeconds(timeoutSeconds)).maxConcurrency(maxConcurrency)
                .maxImageBytes(maxImageBytes).build();
        clients.add(m);
        return m;
    }

    /**
     * Prints requests, failures and mean latency per endpoint of every client this command built
     * (nothing when none was built or none was asked anything).
     *
     * @param err where the report goes (stderr)
     */
    void report(java.io.PrintWriter err) {
        for (OpenAiCompatibleModel m : clients) {
            var stats = m.endpointStats();
            if (stats.stream().mapToLong(org.georc.judges.llm.http.EndpointStats::requests).sum() == 0) {
                continue;
            }
            err.println("endpoints of " + m.modelId() + ":");
            stats.forEach(st -> err.println("  " + st.describe()));
        }
    }
}
