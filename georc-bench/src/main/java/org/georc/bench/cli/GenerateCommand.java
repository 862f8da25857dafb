package org.georc.bench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.georc.core.ConfigurationException;
import org.georc.core.output.OutputPaths;
import org.georc.core.spi.VisionLanguageModel;
import org.georc.judges.generate.CandidateGeneration;
import org.georc.judges.generate.GenerationSettings;
import org.georc.judges.llm.prompt.PromptSource;
import org.georc.judges.llm.prompt.Prompts;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code georc generate}: candidate chains from a VLM, one per round image ({@link CandidateGeneration}). */
@Command(name = "generate", header = "Write candidate chains with a VLM, one per round image",
        mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Writes candidate reasoning chains with a VLM served at --endpoint: each round image is sent with the",
            "project's geolocation prompt (generate-candidate, versioned), which asks for the visible evidence as a list",
            "and a last line \"Conclusion: <country>, <city>\".",
            "--format jsonl (default): candidate lines {\"id\", \"model\", \"chain\"} appended to --output; resumable",
            "  (a re-run skips done ids, --retry-failed redoes failures), failures recorded as generation_error.",
            "--format georc: candidate_reasoning_chain_<model>_<i>.txt files in the GeoRC folder itself, each written",
            "  atomically; an existing file is kept (done) unless --overwrite; a failed item leaves no file and is",
            "  listed (a re-run tries it again). --output, if given, also receives the JSON lines.",
            "Images pass the same checks as for the VLM judge (inside the references' folder or an --image-root, size",
            "limit, real PNG/JPEG/WebP) and are sent untouched unless --max-image-side is given.",
            "Exit codes: 0 done; 2 bad input or options; 1 the model could not load; 3 done, some items failed."})
final class GenerateCommand implements Callable<Integer> {
    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--references", required = true, paramLabel = "DIR|R.jsonl",
            description = "a GeoRC folder (round images <challenge>_<i>.png) or reference lines with an \"image\"")
    Path references;

    @Option(names = "--output", paramLabel = "C.jsonl", description = "candidate lines (appended; resumes)")
    Path output;

    @Option(names = "--format", defaultValue = "jsonl", paramLabel = "FMT",
            description = "jsonl (default) or georc (files in the folder)")
    String format;

    @Option(names = "--output-model", paramLabel = "NAME",
            description = "the candidate model name written (default: --model); for --format georc it becomes part of "
                    + "the file names (letters, digits, . _ + -)")
    String outputModel;

    @Option(names = "--max-image-side", paramLabel = "PX",
            description = "scale images down so the longer side is at most PX pixels (default: send them untouched; "
                    + "the paper warns that downsampling loses small evidence)")
    Integer maxImageSide;

    @Option(names = "--overwrite", description = "--format georc: replace existing candidate files")
    boolean overwrite;

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--threads", defaultValue = "4", paramLabel = "N", description = "images in flight (default 4)")
    int threads;

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--retries", defaultValue = "2", paramLabel = "N",
            description = "extra attempts after an answer without statements (default 2)")
    int retries;

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--retry-failed", description = "redo the items whose earlier line records a generation_error")
    boolean retryFailed;

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--seed", defaultValue = "13", paramLabel = "N", description = "seed (default 13)")
    long seed;

    @Option(names = "--temperature", defaultValue = "0", paramLabel = "T",
            description = "sampling temperature (default 0: greedy)")
    double temperature;

    @Option(names = "--max-new-tokens", defaultValue = "1024", paramLabel = "N",
            description = "longest answer in tokens (default 1024)")
    int maxNewTokens;

    @HelpGroup(GroupedOptions.JUDGE)
    @Option(names = "--prompts", paramLabel = "DIR",
            description = "prompt files that replace bundled ones (generate-candidate.system.txt, "
                    + "generate-candidate.user.txt); their SHA-256 goes into the settings")
    Path promptsDir;

    @Option(names = "--ignore-unknown-files",
            description = "list files of the folder outside the GeoRC layout on stderr and go on (default: an error)")
    boolean ignoreUnknownFiles;

    @Mixin
    LlmOptions llm;

    @Override
    public Integer call() {
        String fmt = format.toLowerCase(Locale.ROOT);
        if (!fmt.equals("jsonl") && !fmt.equals("georc")) {
            throw new IllegalArgumentException("--format must be jsonl or georc, got \"" + format + "\"");
        }
        OptionChecks.atMost("--threads", threads, OptionChecks.MAX_THREADS);
        if (llm.isLocal()) {
            throw new ConfigurationException("generation sends images: local ONNX decoders are text-only; use "
                    + "--endpoint and --model");
        }
        PrintWriter err = spec.commandLine().getErr();
        CandidateGeneration gen = CandidateGeneration.builder(references, outputModel != null ? outputModel : llm.model)
                .format(fmt.equals("georc") ? CandidateGeneration.Format.GEORC : CandidateGeneration.Format.JSONL)
                .output(output).overwrite(overwrite).maxImageSide(maxImageSide).imageRoots(llm.imageRoots)
                .maxImageBytes(llm.maxImageBytes).ignoreUnknownFiles(ignoreUnknownFiles)
                .settings(GenerationSettings.builder().threads(threads).retries(retries).retryFailed(retryFailed)
                        .seed(seed).temperature(temperature).maxNewTokens(maxNewTokens).messages(err::println).build())
                .build();
        if (output != null) {
            OutputPaths.refuseInputs(output, "--output", references);
        }
        PromptSource prompts = promptsDir == null ? Prompts.source() : PromptSource.folder(promptsDir);
        try (Prompts.Scope scope = Prompts.use(prompts)) {
            CandidateGeneration.Prepared run = gen.prepare();
            try (VisionLanguageModel vlm = OptionChecks.vision(llm.build("georc generate"),
                    "georc generate needs a vision-language model at --endpoint")) {
                return run.run(vlm).partial() ? GeorcCommand.EXIT_PARTIAL : 0;
            }
        }
    }
}
