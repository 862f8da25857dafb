package org.georc.bench.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.georc.bench.benchmark.ScoreStep;
import org.georc.core.chain.ConclusionMode;
import org.georc.core.output.OutputPaths;
import org.georc.core.scorefile.ScoreRecord;
import org.georc.core.run.ResumeStore;
import org.georc.core.run.RowFormat;
import org.georc.core.scoring.ScoringPair;
import org.georc.judges.engine.ScoringEngine;
import org.georc.judges.llm.prompt.PromptSource;
import org.georc.judges.llm.prompt.Prompts;
import picocli.CommandLine.Option;

/**
 * What {@code georc score} and {@code georc experts} share besides the judge ({@link JudgeCommand}): the
 * options of the resumable scoring loop ({@link ScoreStep}). Subclasses say where the pairs come from.
 */
abstract class ScoringCommand extends JudgeCommand {
    @Option(names = "--output", required = true, paramLabel = "OUT.jsonl", description = "score lines (appended; resumes)")
    Path output;

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--threads", defaultValue = "2", paramLabel = "N", description = "pairs scored in parallel (default 2)")
    int threads;

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--batch", defaultValue = "64", paramLabel = "N",
            description = "pairs per judge batch; rows are written after each batch (default 64)")
    int batch;

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--retry-failed",
            description = "when resuming, score again the pairs whose earlier row records a judge_error")
    boolean retryFailed;

    @HelpGroup(GroupedOptions.ROWS)
    @Option(names = "--no-alignments", description = "leave per-statement alignments out of the output")
    boolean noAlignments;

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--max-failures", paramLabel = "N",
            description = "stop the run (exit 1) once N pairs have failed; checked after each batch (default: never)")
    Integer maxFailures;

    @Option(names = "--max-chain-chars", defaultValue = "100000", paramLabel = "N",
            description = "refuse chains longer than N characters (default 100000)")
    int maxChainChars;

    @HelpGroup(GroupedOptions.ROWS)
    @Option(names = "--max-row-bytes", defaultValue = "4194304", paramLabel = "N",
            description = "a result row larger than this leaves out its alignments (recorded in \"omitted\"; default 4 MiB)")
    long maxRowBytes;

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--quiet", description = "no progress bar")
    boolean quiet;

    /** @return the files and folders this command reads (never the output) */
    abstract Path[] inputs();

    /**
     * Reads the input and forms the pairs.
     *
     * @param mode how conclusions are graded (references are parsed accordingly)
     * @return the pairs, in a stable order
     */
    abstract List<ScoringPair> pairs(ConclusionMode mode);

    /** @return settings entries this command adds (which references, which pairs) */
    abstract Map<String, String> commandSettings();

    /** @return items of the input that could not be scored at all (failed generations), for the exit code */
    int inputFailures() {
        return 0;
    }

    @Override
    public Integer call() {
        if (listOrCheckJudge()) {
            return 0;
        }
        OptionChecks.atLeast("--threads", threads, 1);
        OptionChecks.atLeast("--batch", batch, 1);
        OptionChecks.atLeast("--max-chain-chars", maxChainChars, 1);
        OptionChecks.atLeast("--max-failures", maxFailures, 1);
        OptionChecks.atLeast("--max-row-bytes", maxRowBytes, 1024);
        OptionChecks.atLeast("--max-statement-pairs", maxStatementPairs, 1);
        OptionChecks.atMost("--threads", threads, OptionChecks.MAX_THREADS);
        ConclusionMode mode = conclusionMode();
        OutputPaths.refuseInputs(output, "--output", inputs());
        PromptSource prompts = prompts();
        try (Prompts.Scope scope = Prompts.use(prompts)) {
            return run(mode, prompts);
        }
    }

    private Integer run(ConclusionMode mode, PromptSource prompts) {
        List<ScoringPair> all = pairs(mode);
        var err = err();
        ScoreStep step = ScoreStep.builder().threads(threads).batch(batch).retryFailed(retryFailed)
                .maxFailures(maxFailures).progressBar(!quiet).messages(err::println).build();
        // held from the resume reading to the last row, so a second run on this output is refused
        try (ResumeStore<ScoreRecord> store = OutputPaths.isStdout(output)
                ? ResumeStore.toWriter(spec.commandLine().getOut(), RowFormat.scores())
                : ScoringEngine.output(output);
             OpenJudge open = openJudge(threads, mode, prompts, commandSettings(), !noAlignments, maxRowBytes)) {
            return step.run(open.engine(), all, store, output.toString(), inputFailures()).exitCode();
        } finally {
            llm.report(err);
        }
    }
}
