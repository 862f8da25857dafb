package org.georc.bench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.georc.core.baseline.RandomBaseline;
import org.georc.core.chain.ChainParser;
import org.georc.core.inputs.Inputs;
import org.georc.core.output.OutputPaths;
import org.georc.core.spi.LanguageModel;
import org.georc.judges.generate.ChainGenerator;
import org.georc.judges.generate.GenerationSettings;
import org.georc.judges.generate.LlmBaseline;
import org.georc.judges.llm.prompt.PromptSource;
import org.georc.judges.llm.prompt.Prompts;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code georc baseline hallucinated|paraphrased|random}: the GeoRC paper's baselines (section 4.2). */
@Command(name = "baseline", header = "Write the paper's baselines: hallucinated, paraphrased, random",
        mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Writes the paper's baseline candidates (section 4.2) as candidate lines {\"id\", \"model\", \"chain\"}:",
            "  hallucinated  an LLM is told the location (city, state, country from the ground truth) and no image,",
            "                and writes a chain as if it saw a photo from there (model \"hallucinated\");",
            "  paraphrased   an LLM restates the reference expert's chain in other words (model \"paraphrased\");",
            "  random        every location gets the hallucinated chain of another location, of a different country",
            "                where one exists (seeded; model \"random-hallucinated\"). A trustworthy judge scores it",
            "                near zero.",
            "The LLM baselines need --endpoint/--model (or --model-dir); they are resumable (re-run with the same",
            "--output), run --threads items at a time, seed each item, and record failures as generation_error",
            "(exit 3; --retry-failed redoes them). random is computed, written whole.",
            "--references is a GeoRC folder (truth from ROOT/locations.csv|jsonl) or a references JSONL."})
final class BaselineCommand implements Callable<Integer> {
    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "KIND", description = "hallucinated, paraphrased or random")
    String kind;

    @Option(names = "--references", required = true, paramLabel = "R.jsonl|DIR",
            description = "a GeoRC folder or reference lines (country and location.city for hallucinated)")
    Path references;

    @Option(names = "--candidates", paramLabel = "C.jsonl",
            description = "random: the chains to draw from (default: the folder's candidate files)")
    Path candidates;

    @Option(names = "--source-model", defaultValue = "hallucinated", paramLabel = "NAME",
            description = "random: the model whose chains are drawn (default hallucinated)")
    String sourceModel;

    @Option(names = "--output", required = true, paramLabel = "B.jsonl",
            description = "baseline candidate lines (LLM baselines append and resume; random is written whole)")
    Path output;

    @Option(names = "--output-model", paramLabel = "NAME",
            description = "the model name of the lines (default hallucinated, paraphrased, random-<source model>)")
    String outputModel;

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--seed", defaultValue = "13", paramLabel = "N", description = "seed (default 13)")
    long seed;

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--threads", defaultValue = "4", paramLabel = "N", description = "LLM requests in flight (default 4)")
    int threads;

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--retries", defaultValue = "2", paramLabel = "N",
            description = "extra attempts after an answer without statements (default 2)")
    int retries;

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--retry-failed", description = "redo the items whose earlier line records a generation_error")
    boolean retryFailed;

    @Option(names = "--temperature", defaultValue = "0", paramLabel = "T",
            description = "sampling temperature (default 0: greedy; the seed still goes to the server)")
    double temperature;

    @Option(names = "--max-new-tokens", defaultValue = "1024", paramLabel = "N",
            description = "longest answer in tokens (default 1024)")
    int maxNewTokens;

    @Option(names = "--max-chain-chars", defaultValue = "100000", paramLabel = "N",
            description = "refuse chains longer than N characters (default 100000)")
    int maxChainChars;

    @HelpGroup(GroupedOptions.JUDGE)
    @Option(names = "--prompts", paramLabel = "DIR",
            description = "prompt files that replace bundled ones (baseline-hallucinated.user.txt, "
                    + "baseline-paraphrase.user.txt, ...); their SHA-256 goes into every line's settings")
    Path promptsDir;

    @Mixin
    DataOptions data;

    @Mixin
    LlmOptions llm;

    @Override
    public Integer call() {
        OptionChecks.atLeast("--threads", threads, 1);
        OptionChecks.atMost("--threads", threads, OptionChecks.MAX_THREADS);
        OptionChecks.atLeast("--retries", retries, 0);
        OptionChecks.atLeast("--max-new-tokens", maxNewTokens, 1);
        OptionChecks.atLeast("--max-chain-chars", maxChainChars, 1);
        OutputPaths.refuseInputs(output, "--output", references, candidates);
        PrintWriter err = spec.commandLine().getErr();
        return switch (kind) {
            case "random" -> random(err);
            case "hallucinated", "paraphrased" -> {
                if (candidates != null) {
                    throw new IllegalArgumentException("--candidates belongs to the random baseline");
                }
                PromptSource prompts = promptsDir == null ? Prompts.source() : PromptSource.folder(promptsDir);
                try (Prompts.Scope scope = Prompts.use(prompts)) {
                    yield generated(err);
                }
            }
            default -> throw new IllegalArgumentException("unknown baseline \"" + kind
                    + "\"; available: hallucinated, paraphrased, random");
        };
    }

    private int generated(PrintWriter err) {
        ChainGenerator.Kind k = kind.equals("hallucinated") ? ChainGenerator.Kind.HALLUCINATED
                : ChainGenerator.Kind.PARAPHRASED;
        LlmBaseline.Prepared run = LlmBaseline.builder(k, data.reader(ChainParser.DEFAULT, maxChainChars, err))
                .model(outputModel).settings(GenerationSettings.builder().seed(seed).threads(threads).retries(retries)
                        .retryFailed(retryFailed).temperature(temperature).maxNewTokens(maxNewTokens)
                        .messages(err::println).build())
                .build().prepare(references);
        try (LanguageModel lm = llm.build("georc baseline " + kind)) {
            return run.run(lm, output).partial() ? GeorcCommand.EXIT_PARTIAL : 0;
        }
    }

    private int random(PrintWriter err) {
        Inputs d = data.read(references, candidates, ChainParser.DEFAULT, maxChainChars, err);
        if (candidates == null && !d.isFolder()) {
            throw new IllegalArgumentException("the random baseline needs --candidates (the hallucinated chains) "
                    + "when --references is a file");
        }
        RandomBaseline.builder().sourceModel(sourceModel).model(outputModel).seed(seed).messages(err::println).build()
                .write(d, output, spec.commandLine().getOut());
        return 0;
    }
}
