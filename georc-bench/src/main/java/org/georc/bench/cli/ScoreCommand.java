package org.georc.bench.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import org.georc.core.InvalidInputException;
import org.georc.judges.flags.ErrorFlagger;
import org.georc.core.io.CandidateRecord;
import org.georc.core.io.Datasets;
import org.georc.core.io.GeorcDirectory;
import org.georc.core.io.ReferenceRecord;
import org.georc.core.io.ScoreFiles;
import org.georc.core.io.ImageFiles;
import org.georc.core.io.RunSettings;
import org.georc.judges.rows.ScoreRows;
import org.georc.core.io.ScoreRecord;
import org.georc.core.score.ChainScore;
import org.georc.core.score.ChainScorer;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeProvider;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.Judges;
import org.georc.judges.encoder.OnnxSentenceEncoder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code georc score}: scores candidate chains against reference chains with a judge. */
@Command(name = "score", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Scores candidate reasoning chains against expert reference chains: precision, recall, F1.",
            "Resumable: re-running with the same --output skips (id, model) pairs already written.",
            "Progress goes to stderr; results go to --output as JSON lines."})
final class ScoreCommand implements Callable<Integer> {
    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--references", required = true, paramLabel = "R.jsonl|DIR",
            description = "reference lines {\"id\", \"chain\"} (+ country, image, location), or a GeoRC folder "
                    + "(then candidates are read from it too)")
    Path references;

    @Option(names = "--candidates", paramLabel = "C.jsonl", description = "candidate lines {\"id\", \"model\", \"chain\"}")
    Path candidates;

    @Option(names = "--judge", defaultValue = "embedding", paramLabel = "NAME",
            description = "judge name (default embedding, offline); see `georc score --list-judges`")
    String judgeName;

    @Option(names = "--output", required = true, paramLabel = "OUT.jsonl", description = "score lines (appended; resumes)")
    Path output;

    @Option(names = "--lo", paramLabel = "S", description = "ramp lower threshold (key-point judges; default 0.40)")
    Double lo;

    @Option(names = "--hi", paramLabel = "S", description = "ramp upper threshold (key-point judges; default 0.55)")
    Double hi;

    @Option(names = "--option", paramLabel = "KEY=VALUE", description = "extra judge option (repeatable)")
    Map<String, String> options = new LinkedHashMap<>();

    @Option(names = "--include-conclusion", description = "grade conclusion statements like evidence")
    boolean includeConclusion;

    @Option(names = "--threads", defaultValue = "2", paramLabel = "N", description = "pairs scored in parallel (default 2)")
    int threads;

    @Option(names = "--batch", defaultValue = "64", paramLabel = "N",
            description = "pairs per judge batch; rows are written after each batch (default 64)")
    int batch;

    @Option(names = "--retry-failed",
            description = "when resuming, score again the pairs whose earlier row records a judge_error")
    boolean retryFailed;

    @Option(names = "--skip-unknown-ids", description = "skip candidates whose id has no reference (default: fail)")
    boolean skipUnknown;

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

    @Option(names = "--country-by-llm",
            description = "ask the judge LLM (--endpoint/--model or --model-dir) for the predicted country when the "
                    + "conclusion names none the gazetteer knows")
    boolean countryByLlm;

    @Option(names = "--no-flags", description = "do not flag statements (false tool use, filler, misattribution)")
    boolean noFlags;

    @Option(names = "--vlm-model", paramLabel = "NAME",
            description = "model that checks statements against images (vlm judge; default: --model)")
    String vlmModel;

    @Mixin
    LlmOptions llm;

    /** The judge LLM this command opened and must close. */
    private org.georc.core.spi.LanguageModel localModel;

    @Mixin
    EncoderOptions encoderOptions;

    @Override
    public Integer call() {
        if (threads < 1 || batch < 1 || maxChainChars < 1 || maxRowBytes < 1024
                || (maxFailures != null && maxFailures < 1)) {
            throw new IllegalArgumentException("--threads, --batch, --max-chain-chars and --max-failures must be >= 1, "
                    + "--max-row-bytes >= 1024");
        }
        Outputs.refuseInputs(output, "--output", references, candidates);
        Map<String, ReferenceRecord> refs;
        List<CandidateRecord> cands;
        if (GeorcDirectory.isDirectoryLayout(references)) {
            if (candidates != null) {
                throw new IllegalArgumentException("--candidates is read from the GeoRC folder " + references
                        + "; do not pass it too");
            }
            GeorcDirectory.Dataset d = GeorcDirectory.read(references);
            refs = d.references();
            cands = d.candidates();
        } else {
            if (candidates == null) {
                throw new IllegalArgumentException("--candidates is required when --references is a file");
            }
            refs = Datasets.readReferences(references, maxChainChars);
            cands = Datasets.readCandidates(candidates, maxChainChars);
        }
        List<CandidateRecord> known = checkIds(refs, cands);

        ScoreFiles.Resume resume = ScoreFiles.readForResume(output);
        List<CandidateRecord> todo = new ArrayList<>();
        long failedBefore = 0;
        for (CandidateRecord c : known) {
            ScoreRecord previous = resume.done().get(c.key());
            if (previous == null || (retryFailed && previous.isFailure())) {
                todo.add(c);
            } else if (previous.isFailure()) {
                failedBefore++;
            }
        }
        var err = spec.commandLine().getErr();

        JudgeProvider provider = Judges.provider(judgeName);
        OnnxSentenceEncoder encoder = null;
        int failures = 0;
        int scored = 0;
        try {
            JudgeResources.Builder res = JudgeResources.builder();
            if (provider.usesEncoder()) {
                encoder = encoderOptions.build();
                res.encoder(encoder);
            }
            addModels(provider, res);
            if (lo != null) {
                res.option("lo", Double.toString(lo));
            }
            if (hi != null) {
                res.option("hi", Double.toString(hi));
            }
            options.forEach(res::option);
            try (Judge judge = provider.create(res.build())) {
                ChainScorer scorer = ChainScorer.builder().judge(judge).includeConclusion(includeConclusion)
                        .parallelism(threads).build();
                RunSettings settings = settings(scorer, provider, encoder);
                resume.requireSettings(settings);
                if (!resume.done().isEmpty()) {
                    err.println("resuming: " + resume.done().size() + " pair(s) already in " + output + ", "
                            + todo.size() + " to go");
                }
                if (todo.isEmpty()) {
                    if (resume.tornBytes() > 0) {
                        ScoreFiles.append(output, resume.validBytes()).close();
                    }
                    reportTornTail(resume);
                    err.println("nothing to score");
                    return finish(0, 0, failedBefore);
                }
                List<JudgeRequest> checkedImages = imagesFor(provider, todo, refs);
                if (countryByLlm && localModel == null) {
                    localModel = llm.build("--country-by-llm");
                }
                ScoreRows rows = ScoreRows.builder().alignments(!noAlignments)
                        .flagger(noFlags ? null : flagger(provider, encoder))
                        .countryExtractor(countryByLlm ? new org.georc.judges.llm.LlmCountryExtractor(localModel, 2) : null)
                        .suspicion(!provider.requirements().isEmpty()).settings(settings).maxRowBytes(maxRowBytes)
                        .build();
                // each worker scores a whole batch and builds its rows; the rows are written in input order
                ChainScorer perBatch = ChainScorer.builder().judge(judge).includeConclusion(includeConclusion).build();
                int size = Math.max(1, Math.min(batch, (todo.size() + threads - 1) / threads));
                int batches = (todo.size() + size - 1) / size;
                int[] counts = new int[2]; // failures, scored
                try (ScoreFiles.Appender out = ScoreFiles.append(output, resume.validBytes());
                     ProgressBar bar = progress(todo.size());
                     ScorePipeline pipeline = new ScorePipeline(threads)) {
                    reportTornTail(resume);
                    boolean finished = pipeline.run(batches, k -> {
                        int from = k * size;
                        int to = Math.min(todo.size(), from + size);
                        List<ChainScore> scores = perBatch.scoreAll(checkedImages.subList(from, to));
                        List<String> lines = new ArrayList<>(to - from);
                        int failed = 0;
                        for (int i = from; i < to; i++) {
                            CandidateRecord c = todo.get(i);
                            ChainScore sc = scores.get(i - from);
                            failed += sc.isFailure() ? 1 : 0;
                            ReferenceRecord ref = refs.get(c.id());
                            lines.add(ScoreFiles.line(rows.row(c.id(), c.model(), c.chain(), ref.chain(),
                                    ref.countryName().orElse(null), sc)));
                        }
                        return new Batch(lines, failed);
                    }, done -> {
                        out.appendLines(done.lines());
                        counts[0] += done.failures();
                        counts[1] += done.lines().size();
                        if (bar != null) {
                            bar.stepBy(done.lines().size());
                        }
                        return maxFailures == null || counts[0] < maxFailures;
                    });
                    failures = counts[0];
                    scored = counts[1];
                    if (!finished) {
                        err.println("stopping: " + failures + " pair(s) failed, reaching --max-failures "
                                + maxFailures + "; " + scored + " of " + todo.size() + " pair(s) written to "
                                + output + ". Fix the cause, then re-run with --retry-failed");
                        return GeorcCommand.EXIT_FAILURE;
                    }
                }
            }
        } finally {
            if (encoder != null) {
                encoder.close();
            }
            if (localModel != null) {
                try {
                    localModel.close();
                } catch (RuntimeException e) {
                    err.println("warning: closing the judge model failed: " + Errors.describe(e));
                }
            }
        }
        err.println("scored " + todo.size() + " pair(s) with judge " + judgeName + " into " + output);
        return finish(todo.size(), failures, failedBefore);
    }

    /** The rows of one batch, as JSON lines, and how many of its pairs failed. */
    private record Batch(List<String> lines, int failures) {
    }

    /**
     * The statement flagger: with the embedding judge it reuses the clause vectors the judge just
     * made and embeds a statement whole only when the generic-filler or misattribution check
     * needs it (see {@link ErrorFlagger#reusingClauses}).
     */
    private static ErrorFlagger flagger(JudgeProvider provider, OnnxSentenceEncoder encoder) {
        if (encoder != null && "embedding".equals(provider.name())) {
            return ErrorFlagger.reusingClauses(encoder, new org.georc.judges.embedding.RuleBasedClauseExtractor());
        }
        return new ErrorFlagger(encoder);
    }

    /** Prints the failure summary and picks the exit code: 3 when any pair of the output stands failed. */
    private int finish(int attempted, int failedNow, long failedBefore) {
        var err = spec.commandLine().getErr();
        long total = failedNow + failedBefore;
        if (total == 0) {
            return 0;
        }
        err.println("failed: " + failedNow + " of " + attempted + " pair(s) scored now"
                + (failedBefore > 0 ? ", plus " + failedBefore + " failed earlier" : "")
                + " (rows with judge_error in " + output + "; left out of every mean). "
                + "Re-run with --retry-failed to score them again.");
        return GeorcCommand.EXIT_PARTIAL;
    }

    private void reportTornTail(ScoreFiles.Resume resume) {
        if (resume.tornBytes() > 0) {
            spec.commandLine().getErr().println("removed an incomplete last line (" + resume.tornBytes()
                    + " bytes) that an interrupted run left in " + output);
        }
    }

    /** Everything that changes what this run's rows say; rows carry it, and a resume must match it. */
    private RunSettings settings(ChainScorer scorer, JudgeProvider provider, OnnxSentenceEncoder encoder) {
        return ScoreRows.settings(scorer.provenance(), options, encoder, !noFlags, countryByLlm);
    }

    /**
     * The requests of the pairs to score, in order. When the judge looks at images, each image
     * must pass {@link ImageFiles#confine}: inside the references' folder or an --image-root,
     * within the size limit, a real PNG/JPEG/WebP; a bad one stops the run before anything is sent.
     */
    private List<JudgeRequest> imagesFor(JudgeProvider provider, List<CandidateRecord> todo,
                                         Map<String, ReferenceRecord> refs) {
        boolean sendsImages = provider.requirements().contains(JudgeProvider.Requirement.VISION_LANGUAGE_MODEL);
        List<Path> roots = new ArrayList<>();
        Path refFolder = java.nio.file.Files.isDirectory(references) ? references
                : references.toAbsolutePath().getParent();
        roots.add(refFolder);
        roots.addAll(llm.imageRoots);
        Map<String, Path> checked = new java.util.HashMap<>();
        List<JudgeRequest> out = new ArrayList<>(todo.size());
        for (CandidateRecord c : todo) {
            ReferenceRecord r = refs.get(c.id());
            Path image = r.image();
            if (sendsImages && image != null) {
                image = checked.computeIfAbsent(r.id(),
                        id -> ImageFiles.confine(r.image(), roots, llm.maxImageBytes, id).path());
            }
            out.add(new JudgeRequest(c.id(), c.chain(), r.chain(), sendsImages ? image : null));
        }
        return out;
    }

    /** Connects the LLM/VLM a judge needs, from --endpoint/--model or --model-dir. */
    private void addModels(JudgeProvider provider, JudgeResources.Builder res) {
        boolean needsLlm = provider.requirements().contains(JudgeProvider.Requirement.LANGUAGE_MODEL);
        boolean needsVlm = provider.requirements().contains(JudgeProvider.Requirement.VISION_LANGUAGE_MODEL);
        if (!needsLlm && !needsVlm) {
            if (llm.isSet() && !countryByLlm) {
                spec.commandLine().getErr().println("warning: judge " + provider.name()
                        + " uses no LLM; --endpoint / --model-dir ignored");
            }
            return;
        }
        if (needsVlm && llm.isLocal()) {
            throw new org.georc.core.ConfigurationException("judge \"" + provider.name() + "\" needs a vision-language "
                    + "model; local ONNX decoders are text-only: use --endpoint and --model");
        }
        var model = llm.build("judge \"" + provider.name() + "\"");
        localModel = model;
        res.languageModel(model);
        if (needsVlm) {
            res.visionModel(vlmModel == null ? (org.georc.core.spi.VisionLanguageModel) model : llm.http(vlmModel));
        }
    }

    private List<CandidateRecord> checkIds(Map<String, ReferenceRecord> refs, List<CandidateRecord> cands) {
        List<CandidateRecord> known = new ArrayList<>();
        List<String> unknown = new ArrayList<>();
        for (CandidateRecord c : cands) {
            if (refs.containsKey(c.id())) {
                known.add(c);
            } else {
                unknown.add(c.source() + " (id \"" + c.id() + "\", model \"" + c.model() + "\")");
            }
        }
        if (!unknown.isEmpty()) {
            String list = String.join(", ", unknown.subList(0, Math.min(5, unknown.size())))
                    + (unknown.size() > 5 ? ", and " + (unknown.size() - 5) + " more" : "");
            if (!skipUnknown) {
                throw new InvalidInputException(unknown.size() + " candidate(s) have no reference with their id: "
                        + list + " (use --skip-unknown-ids to score the rest)");
            }
            spec.commandLine().getErr().println("warning: skipping " + unknown.size()
                    + " candidate(s) with no reference: " + list);
        }
        return known;
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
