package org.georc.bench.cli;

import java.nio.file.Path;
import java.util.Map;
import org.georc.core.chain.ConclusionMode;
import org.georc.core.output.OutputPaths;
import org.georc.judges.engine.FileRun;
import org.georc.judges.engine.RunProgress;
import org.georc.judges.engine.RunResult;
import org.georc.judges.engine.ScoringEngine;
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
     * Runs the library's job for this command ({@code ScoreFiles}, {@code ExpertFiles}).
     *
     * @param engine the open judge
     * @return how the run ended
     */
    abstract RunResult runJob(ScoringEngine engine);

    /**
     * Sets what every file run shares, from this command's options.
     *
     * @param job a job builder
     * @param <B> its type
     * @return the builder
     */
    <B extends FileRun<B>> B common(B job) {
        var err = err();
        if (OutputPaths.isStdout(output)) {
            job.output(spec.commandLine().getOut());
        } else {
            job.output(output);
        }
        return job.threads(threads).batch(batch).retryFailed(retryFailed).maxFailures(maxFailures)
                .maxChainChars(maxChainChars).messages(m -> err.println(CliWords.flags(m)))
                .progress(quiet ? RunProgress.none() : new ProgressBars("scoring"));
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
        var err = err();
        try (OpenJudge open = openJudge(threads, mode, promptsDir, Map.of(), !noAlignments, maxRowBytes)) {
            return runJob(open.engine()).exitCode();
        } finally {
            llm.report(err);
        }
    }
}
