package org.georc.bench.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import org.georc.core.chain.ConclusionMode;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.gtpred.CountryGuess;
import org.georc.core.io.CandidateRecord;
import org.georc.core.io.ImageFiles;
import org.georc.core.io.JsonLines;
import org.georc.core.io.ReferenceRecord;
import org.georc.core.io.RunSettings;
import org.georc.judges.rows.ScoreRows;
import org.georc.core.io.OutputLock;
import org.georc.core.io.ScoreFiles;
import org.georc.core.io.ScoreRecord;
import org.georc.core.score.ChainScore;
import org.georc.core.scoring.ChainScorer;
import org.georc.core.spi.JudgeProvider;
import org.georc.core.spi.JudgeRequest;
import org.georc.judges.flags.ErrorFlag;
import org.georc.judges.flags.FlaggedStatement;
import org.georc.judges.llm.prompt.Fence;
import org.georc.judges.llm.judge.ImageVerdicts;
import org.georc.judges.llm.prompt.PromptSource;
import org.georc.judges.llm.prompt.Prompts;
import org.georc.metrics.Prf;
import picocli.CommandLine.Option;

/**
 * What {@code georc score} and {@code georc experts} share besides the judge ({@link JudgeCommand}): the
 * resumable scoring loop over (id, model) pairs. A pair is scored against one reference, or
 * (with {@code score --all-references}) against several and averaged. Subclasses say where the
 * pairs come from.
 */
abstract class ScoringCommand extends JudgeCommand {
    @Option(names = "--output", required = true, paramLabel = "OUT.jsonl", description = "score lines (appended; resumes)")
    Path output;

    @Option(names = "--threads", defaultValue = "2", paramLabel = "N", description = "pairs scored in parallel (default 2)")
    int threads;

    @Option(names = "--batch", defaultValue = "64", paramLabel = "N",
            description = "pairs per judge batch; rows are written after each batch (default 64)")
    int batch;

    @Option(names = "--retry-failed",
            description = "when resuming, score again the pairs whose earlier row records a judge_error")
    boolean retryFailed;

    @Option(names = "--no-alignments", description = "leave per-statement alignments out of the output")
    boolean noAlignments;

    @Option(names = "--max-failures", paramLabel = "N",
            description = "stop the run (exit 1) once N pairs have failed; checked after each batch (default: never)")
    Integer maxFailures;

    @Option(names = "--max-chain-chars", defaultValue = "100000", paramLabel = "N",
            description = "refuse chains longer than N characters (default 100000)")
    int maxChainChars;

    @Option(names = "--max-row-bytes", defaultValue = "4194304", paramLabel = "N",
            description = "a result row larger than this leaves out its alignments (recorded in \"omitted\"; default 4 MiB)")
    long maxRowBytes;

    @Option(names = "--quiet", description = "no progress bar")
    boolean quiet;

    /**
     * One row to write: a candidate chain scored against one reference, or against several
     * (then P and R are their means, F1 follows from those, and {@code per_expert} lists each).
     *
     * @param id         item id
     * @param model      the row's model name
     * @param candidate  the candidate chain, as parsed
     * @param references the references it is scored against (at least one)
     */
    record Pair(String id, String model, ReasoningChain candidate, List<ReferenceRecord> references) {
        String key() {
            return ScoreRecord.key(id, model);
        }
    }

    /** @return the files and folders this command reads (never the output) */
    abstract Path[] inputs();

    /** @return the folder images must lie in (besides --image-root) */
    abstract Path imageRoot();

    /**
     * Reads the input and forms the pairs.
     *
     * @param mode how conclusions are graded (references are parsed accordingly)
     * @return the pairs, in a stable order
     */
    abstract List<Pair> pairs(ConclusionMode mode);

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
        Outputs.refuseInputs(output, "--output", inputs());
        PromptSource prompts = prompts();
        try (Prompts.Scope scope = Prompts.use(prompts)) {
            return run(mode, prompts);
        }
    }

    private Integer run(ConclusionMode mode, PromptSource prompts) {
        List<Pair> all = pairs(mode);
        boolean toStdout = Outputs.isStdout(output);
        // held from the resume reading to the last row, so a second run on this output is refused
        try (OutputLock lock = toStdout ? null : OutputLock.acquire(output)) {
            return run(mode, prompts, all, lock);
        }
    }

    private Integer run(ConclusionMode mode, PromptSource prompts, List<Pair> all, OutputLock lock) {
        boolean toStdout = lock == null;
        // standard output cannot be read back: nothing to resume
        ScoreFiles.Resume resume = toStdout ? ScoreFiles.readForResume(Path.of(".georc-no-such-output"))
                : ScoreFiles.readForResume(lock);
        List<Pair> todo = new ArrayList<>();
        long failedBefore = 0;
        for (Pair c : all) {
            ScoreRecord previous = resume.done().get(c.key());
            if (previous == null || (retryFailed && previous.isFailure())) {
                todo.add(c);
            } else if (previous.isFailure()) {
                failedBefore++;
            }
        }
        var err = err();
        int failures = 0;
        int scored = 0;
        org.georc.core.score.TokenUsage tokens = org.georc.core.score.TokenUsage.NONE;
        try {
            // one scorer on the calling thread of each batch: ScorePipeline runs the batches at once
            try (OpenJudge open = openJudge(threads, mode, prompts, commandSettings())) {
                ChainScorer scorer = open.scorer;
                RunSettings settings = open.settings;
                resume.requireSettings(settings);
                if (!resume.done().isEmpty()) {
                    err.println("resuming: " + resume.done().size() + " pair(s) already in " + output + ", "
                            + todo.size() + " to go");
                }
                if (todo.isEmpty()) {
                    if (resume.tornBytes() > 0) {
                        lock.appender(resume.validBytes()).close();
                    }
                    reportTornTail(resume);
                    err.println("nothing to score");
                    return finish(0, 0, failedBefore);
                }
                List<List<JudgeRequest>> requests = requestsFor(open.provider, todo);
                ScoreRows rows = open.rows().alignments(!noAlignments).maxRowBytes(maxRowBytes).build();
                // each worker scores a whole batch and builds its rows (flags, JSON text); the writer
                // takes the batches in input order, so the output matches --threads 1
                int size = Math.max(1, Math.min(batch, (todo.size() + threads - 1) / threads));
                int batches = (todo.size() + size - 1) / size;
                int[] counts = new int[2]; // failures, scored
                org.georc.core.score.TokenUsage[] used = {tokens};
                try (ScoreFiles.Appender out = toStdout ? ScoreFiles.appendTo(spec.commandLine().getOut())
                        : lock.appender(resume.validBytes());
                     ProgressBar bar = progress(todo.size());
                     ScorePipeline pipeline = new ScorePipeline(threads)) {
                    reportTornTail(resume);
                    boolean finished = pipeline.run(batches, k -> {
                        int from = k * size;
                        int to = Math.min(todo.size(), from + size);
                        List<JudgeRequest> flat = new ArrayList<>();
                        requests.subList(from, to).forEach(flat::addAll);
                        List<ChainScore> scores = scorer.scoreAll(flat);
                        List<String> lines = new ArrayList<>(to - from);
                        org.georc.core.score.TokenUsage batchTokens = org.georc.core.score.TokenUsage.NONE;
                        int failed = 0;
                        int next = 0;
                        for (Pair c : todo.subList(from, to)) {
                            List<ChainScore> mine = scores.subList(next, next + c.references().size());
                            next += c.references().size();
                            for (ChainScore sc : mine) {
                                batchTokens = batchTokens.plus(sc.usage().orElse(null));
                            }
                            ObjectNode line = row(c, mine, mode);
                            if (line.hasNonNull("judge_error")) {
                                failed++;
                            }
                            ReferenceRecord ref = c.references().get(0);
                            // image verdicts feed the hallucination flag only when one reference was scored
                            ChainScore checked = c.references().size() == 1 ? mine.get(0) : mine.get(0).with(ImageVerdicts.class, null);
                            lines.add(JsonLines.write(rows.complete(line, rows.report(c.id(), c.model(), c.candidate(), ref.chain(),
                                    ref.countryName().orElse(null), checked))));
                        }
                        return new Batch(lines, failed, batchTokens);
                    }, done -> {
                        out.appendLines(done.lines());
                        counts[0] += done.failures();
                        counts[1] += done.lines().size();
                        used[0] = used[0].plus(done.tokens());
                        if (bar != null) {
                            bar.stepBy(done.lines().size());
                        }
                        return maxFailures == null || counts[0] < maxFailures;
                    });
                    failures = counts[0];
                    scored = counts[1];
                    tokens = used[0];
                    if (!finished) {
                        err.println("stopping: " + failures + " pair(s) failed, reaching --max-failures "
                                + maxFailures + "; " + scored + " of " + todo.size() + " pair(s) written to "
                                + output + ". Fix the cause, then re-run with --retry-failed");
                        return GeorcCommand.EXIT_FAILURE;
                    }
                }
            }
        } finally {
            if (tokens.requests() > 0) {
                err.printf(java.util.Locale.ROOT, "tokens (as the model's back-end counted them): %d prompt "
                        + "(%d of them from its prefix cache), %d completion, over %d request(s)%n", tokens.promptTokens(),
                        tokens.cachedPromptTokens(), tokens.completionTokens(), tokens.requests());
            }
            llm.report(err);
        }
        err.println("scored " + todo.size() + " pair(s) with judge " + judgeName + " into " + output);
        return finish(todo.size(), failures, failedBefore);
    }

    /** The rows of one batch, as JSON lines, how many of its pairs failed, and the tokens it used. */
    private record Batch(List<String> lines, int failures, org.georc.core.score.TokenUsage tokens) {
    }

    /** The row of one pair: its score, or the mean over several references with each listed. */
    private ObjectNode row(Pair c, List<ChainScore> scores, ConclusionMode mode) {
        ReferenceRecord first = c.references().get(0);
        Map<String, String> fields = new LinkedHashMap<>();
        first.countryName().ifPresent(v -> fields.put("country", v));
        if (scores.size() == 1) {
            ObjectNode line = ScoreRecord.toJson(c.id(), c.model(), scores.get(0), !noAlignments, fields);
            if (first.expert() != null) {
                line.put("reference_expert", first.expert());
            }
            return line;
        }
        List<String> errors = new ArrayList<>();
        double p = 0;
        double r = 0;
        for (int i = 0; i < scores.size(); i++) {
            ChainScore s = scores.get(i);
            if (s.isFailure()) {
                errors.add("expert " + c.references().get(i).expert() + ": " + s.judgeError().orElse("failed"));
            } else {
                p += s.precision();
                r += s.recall();
            }
        }
        ChainScore pooled = errors.isEmpty()
                ? ChainScore.of(Prf.of(p / scores.size(), r / scores.size()), List.of(), List.of(), scores.get(0).provenance())
                : ChainScore.failure(String.join("; ", errors), scores.get(0).provenance());
        ObjectNode line = ScoreRecord.toJson(c.id(), c.model(), pooled, false, fields);
        ArrayNode per = line.putArray("per_expert");
        double f1Sum = 0;
        for (int i = 0; i < scores.size(); i++) {
            ChainScore s = scores.get(i);
            ObjectNode o = per.addObject();
            o.put("expert", c.references().get(i).expert());
            if (s.isFailure()) {
                o.put("judge_error", s.judgeError().orElse("failed"));
            } else {
                o.put("precision", s.precision()).put("recall", s.recall()).put("f1", s.f1());
                f1Sum += s.f1();
            }
        }
        if (errors.isEmpty()) {
            line.put("f1_mean_over_experts", f1Sum / scores.size());
        }
        return line;
    }

    /** Prints the failure summary and picks the exit code: 3 when any pair of the output stands failed. */
    private int finish(int attempted, int failedNow, long failedBefore) {
        var err = err();
        long total = failedNow + failedBefore;
        int inputFailures = inputFailures();
        if (total == 0) {
            return inputFailures > 0 ? GeorcCommand.EXIT_PARTIAL : 0;
        }
        err.println("failed: " + failedNow + " of " + attempted + " pair(s) scored now"
                + (failedBefore > 0 ? ", plus " + failedBefore + " failed earlier" : "")
                + " (rows with judge_error in " + output + "; left out of every mean). "
                + "Re-run with --retry-failed to score them again.");
        return GeorcCommand.EXIT_PARTIAL;
    }

    private void reportTornTail(ScoreFiles.Resume resume) {
        if (resume.tornBytes() > 0) {
            err().println("removed an incomplete last line (" + resume.tornBytes()
                    + " bytes) that an interrupted run left in " + output);
        }
    }


    /**
     * The requests of the pairs to score, in order, one per reference. When the judge looks at
     * images, each image must pass {@link ImageFiles#confine}: inside the references' folder or
     * an --image-root, within the size limit, a real PNG/JPEG/WebP; a bad one stops the run
     * before anything is sent.
     */
    private List<List<JudgeRequest>> requestsFor(JudgeProvider provider, List<Pair> todo) {
        boolean sendsImages = provider.requires(org.georc.core.spi.VisionLanguageModel.class);
        List<Path> roots = new ArrayList<>();
        roots.add(imageRoot());
        roots.addAll(llm.imageRoots);
        Map<Path, Path> checked = new java.util.HashMap<>();
        List<List<JudgeRequest>> out = new ArrayList<>(todo.size());
        for (Pair c : todo) {
            List<JudgeRequest> mine = new ArrayList<>(c.references().size());
            for (ReferenceRecord r : c.references()) {
                Path image = null;
                if (sendsImages && r.image() != null) {
                    image = checked.computeIfAbsent(r.image(),
                            img -> ImageFiles.confine(img, roots, llm.maxImageBytes, r.id()).path());
                }
                mine.add(new JudgeRequest(c.id(), c.candidate(), r.chain(), image));
            }
            out.add(mine);
        }
        return out;
    }

    private ProgressBar progress(int total) {
        if (quiet) {
            return null;
        }
        return new ProgressBarBuilder().setTaskName("scoring").setInitialMax(total)
                .setStyle(ProgressBarStyle.ASCII).setUpdateIntervalMillis(500)
                .setConsumer(new ConsoleProgressBarConsumer(System.err)).build();
    }
}
