package org.georc.bench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.georc.benchmark.Benchmark;
import org.georc.judges.engine.RunProgress;
import org.georc.core.chain.ConclusionMode;
import org.georc.core.report.ModelGroups;
import org.georc.judges.engine.EndpointProbe;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code georc benchmark}: Table 2 of the GeoRC paper from a folder in the released layout, in one resumable run. */
@Command(name = "benchmark", header = "Reproduce Table 2 on a folder in the released GeoRC layout (resumable)",
        mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Reproduces Table 2 on a folder in the released GeoRC layout, writing everything under --output-dir:",
            "  1. scores every candidate model of the folder        -> scores-models.jsonl   (georc score)",
            "  2. scores the expert pairs on shared locations       -> scores-experts.jsonl  (georc experts)",
            "  3. writes the baselines named by --baselines           -> baselines/<model>.jsonl (georc baseline)",
            "     and scores every baseline file in baselines/      -> scores-baselines.jsonl",
            "  4. writes leaderboard.md, leaderboard.csv, leaderboard.json, the figures (f1_vs_country.png|svg,",
            "     precision_recall, f1_distribution) and report.html (see `georc report`).",
            "Every step resumes: after a kill, run the same command again. Judge, encoder and LLM options go to the",
            "scoring steps; --baseline-model (default --model) writes the LLM baselines at the same --endpoint.",
            "Conclusions are graded as the authors' scorer does (--conclusions paper) unless told otherwise.",
            "Exit codes: 0 done; 2 bad input or options; 1 a step could not run; 3 done, but some items failed."})
final class BenchmarkCommand extends JudgeCommand {
    @Option(names = "--references", required = true, paramLabel = "DIR", description = "a folder in the GeoRC layout")
    Path references;

    @Option(names = "--output-dir", required = true, paramLabel = "RUN", description = "where every output goes")
    Path outputDir;

    @Option(names = "--baselines", split = ",", paramLabel = "KIND[,KIND...]",
            description = "write these baselines first: hallucinated, paraphrased, random (random draws from the "
                    + "hallucinated chains). Baseline files already in RUN/baselines/ are scored anyway")
    List<String> baselines = new ArrayList<>();

    @Option(names = "--baseline-model", paramLabel = "NAME",
            description = "the LLM served at --endpoint that writes the LLM baselines (default: --model)")
    String baselineModel;

    @Option(names = "--groups", paramLabel = "FILE",
            description = "model,group lines for the leaderboard's groups of your own (see leaderboard --groups)")
    Path groupsFile;

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--threads", paramLabel = "N", description = "pairs scored in parallel")
    Integer threads;

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--batch", paramLabel = "N", description = "pairs per judge batch")
    Integer batch;

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--retry-failed", description = "redo failed pairs and failed generations")
    boolean retryFailed;

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--max-failures", paramLabel = "N", description = "stop a scoring step after N failed pairs")
    Integer maxFailures;

    @Option(names = "--max-chain-chars", paramLabel = "N", description = "refuse longer chains (default 100000)")
    Integer maxChainChars;

    @HelpGroup(GroupedOptions.ROWS)
    @Option(names = "--max-row-bytes", paramLabel = "N", description = "larger rows leave out their alignments")
    Long maxRowBytes;

    @HelpGroup(GroupedOptions.ROWS)
    @Option(names = "--no-alignments", description = "leave per-statement alignments out of the score files")
    boolean noAlignments;

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--quiet", description = "no progress bars")
    boolean quiet;

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--seed", paramLabel = "N", description = "seed of the baselines (default 13)")
    Long seed;

    @Mixin
    DataOptions data;

    @Override
    boolean modelDirServesAnLlm() {
        return super.modelDirServesAnLlm() || !llmBaselines().isEmpty();
    }

    /** @return the baselines an LLM writes (all but {@code random}, which draws from the hallucinated ones) */
    private List<String> llmBaselines() {
        return baselines.stream().filter(k -> !k.equals("random")).distinct().toList();
    }

    @Override
    public Integer call() {
        if (listOrCheckJudge()) {
            return 0;
        }
        checkJudgeLimits();
        ConclusionMode mode = conclusionMode();
        ModelGroups groups = groupsFile == null ? ModelGroups.standard() : ModelGroups.read(groupsFile);
        PrintWriter err = err();
        int n = threads == null ? 2 : threads;
        ModelSet models = models(llm, encoderOptions, vlmModel, err);
        Benchmark.Builder benchmark = Benchmark.builder().references(references).outputDir(outputDir).baselines(baselines)
                .conclusions(mode).groups(groups)
                .referenceExpert(data.referenceExpert, data.fallbackExperts)
                .candidatePattern(data.candidatePattern, data.candidateModel).ignoreUnknownFiles(data.ignoreUnknownFiles)
                .maxChainChars(maxChainChars == null ? 100_000 : maxChainChars).prompts(promptsDir)
                .judge(e -> configureJudge(e, models))
                .images(llm.imageRoots, llm.maxImageBytes)
                .rows(!noAlignments, maxRowBytes == null ? 4L * 1024 * 1024 : maxRowBytes)
                .scoring(n, batch == null ? 64 : batch, retryFailed, maxFailures)
                .progress(quiet ? RunProgress.none() : new ProgressBars("scoring"))
                .baselineModel(what -> llm.build(what, baselineModel), threads == null ? 4 : threads,
                        seed == null ? 13 : seed)
                .messages(m -> err.println(CliWords.flags(m)));
        try (models) {
            preflight(err);
            Benchmark.Result result = benchmark.build().run();
            result.board().ifPresent(board -> {
                spec.commandLine().getOut().print(board.markdown());
                spec.commandLine().getOut().flush();
            });
            return result.outcome().exitCode();
        } finally {
            llm.report(err);
        }
    }

    /** Conclusions are graded as the authors' scorer does unless --reading, --conclusions or --include-conclusion say otherwise. */
    @Override
    ConclusionMode conclusionMode() {
        return reading == null && conclusions == null && !includeConclusion ? ConclusionMode.PAPER
                : super.conclusionMode();
    }

    /**
     * What the command line checks before the library's preflight ({@code Benchmark.Builder.build}
     * opens the judge and its models): every step that asks an LLM has one named by the options,
     * and each --endpoint answers.
     */
    private void preflight(PrintWriter err) {
        List<String> askers = new java.util.ArrayList<>();
        if (org.georc.judges.engine.ScoringEngine.usesLanguageModel(judgeName)) {
            askers.add("the judge " + judgeName);
        }
        if (countryByLlm) {
            askers.add("--country-by-llm");
        }
        List<String> llmBaselines = llmBaselines();
        List<String> missing = new java.util.ArrayList<>();
        if (!askers.isEmpty() && (!llm.isSet() || !(llm.isLocal() || llm.model != null))) {
            missing.add(String.join(" and ", askers) + " (an LLM: --endpoint URL and --model NAME, or --model-dir DIR)");
        }
        if (!llmBaselines.isEmpty() && (!llm.isSet() || (!llm.isLocal() && baselineModel == null && llm.model == null))) {
            missing.add("--baselines " + String.join(",", llmBaselines) + " (an LLM that writes them: --endpoint URL "
                    + "and --baseline-model NAME or --model NAME, or --model-dir DIR)");
        }
        if (!missing.isEmpty()) {
            throw new org.georc.core.ConfigurationException("nothing was run: these steps need what was not given: "
                    + String.join("; ", missing));
        }
        if (llm.endpoint != null && (!askers.isEmpty() || !llmBaselines.isEmpty())) {
            EndpointProbe.requireAnswers(llm.endpoint, java.time.Duration.ofSeconds(Math.min(10, llm.timeoutSeconds)));
        }
    }
}
