package org.georc.bench.cli;

import org.georc.core.output.ReplacedFile;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Function;
import org.georc.core.report.GtpredTable;
import org.georc.core.ConfigurationException;
import org.georc.core.GeorcException;
import org.georc.core.InvalidInputException;
import org.georc.core.JudgeException;
import org.georc.core.ModelException;
import org.georc.core.report.GtpredAblation;
import org.georc.core.gtpred.GtpredRecords;
import org.georc.core.gtpred.GtpredScore;
import org.georc.core.gtpred.GtpredScorer;
import org.georc.core.gtpred.GtpredSummary;
import org.georc.core.io.ImageFiles;
import org.georc.core.io.JsonLines;
import org.georc.core.io.RunSettings;
import org.georc.core.io.ScoreFiles;
import org.georc.core.spi.LanguageModel;
import org.georc.judges.generate.GtpredResponder;
import org.georc.judges.llm.GtpredAnswerExtractor;
import org.georc.judges.llm.GtpredReasoningJudge;
import org.georc.judges.llm.LlmLevelMatcher;
import org.georc.metrics.GtpredScoring.LocationMode;
import org.georc.metrics.GtpredScoring.RatingScale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code georc gtpred}: GTPred answer scores (year, location, distances, reasoning) and the
 * per-model summary; with {@code --extract}, structured predictions from free-text responses.
 */
@Command(name = "gtpred", header = "Score GTPred answers: year, location, reasoning, distance; or extract them from free text",
        mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Scores GTPred answers: year (1 inside the true interval, else whole-year IoU), location (country 0.2,",
            "state 0.2, city 0.3, place 0.3), distance and GeoGuessr points when both sides have lat/lon, and with",
            "--reasoning the year and location reasoning rated 1-10 by an LLM and the final scores (answer x reasoning).",
            "Writes one line per prediction to --output and prints the per-model summary (Table II) on stdout.",
            "",
            "With --extract, reads raw responses {\"id\", \"model\", \"response\"} instead and writes structured",
            "predictions extracted by an LLM to --output (resumable); score that file in a second run.",
            "",
            "Exit codes: 0 done; 2 bad input or options; 1 the model could not load or run; 3 done, but some",
            "lines failed (judge_error / extraction_error; counts on stderr)."})
final class GtpredCommand implements Callable<Integer> {
    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--truth", paramLabel = "T.jsonl",
            description = "truth lines {\"id\", \"year\", \"location\": {country, state, city, place}} (+ lat, lon, "
                    + "year_reasoning, location_reasoning or reasoning)")
    Path truth;

    @Option(names = "--predictions", paramLabel = "P.jsonl",
            description = "prediction lines: the truth fields plus \"model\"")
    Path predictions;

    @Option(names = "--output", paramLabel = "O.jsonl",
            description = "per-prediction scores (written whole, replacing the file); with --extract the predictions "
                    + "(appended; a re-run resumes)")
    Path output;

    @Option(names = "--location-mode", defaultValue = "paper", paramLabel = "MODE",
            description = "paper (default: plain weighted sum, unannotated levels earn nothing; 'strict' is the same), "
                    + "renormalised (weights over the truth's annotated levels) or prefix (renormalised, and a level "
                    + "counts only if every coarser annotated level matched)")
    String locationMode;

    @Option(names = "--reasoning", description = "rate the year and the location reasoning with the judge LLM "
            + "(needs --endpoint/--model or --model-dir)")
    boolean reasoning;

    @Option(names = "--rating-scale", defaultValue = "shifted", paramLabel = "SCALE",
            description = "how a 1-10 rating becomes [0, 1]: shifted (default, (r-1)/9) or tenths (r/10)")
    String ratingScale;

    @Option(names = "--match-by-llm", description = "ask the LLM whether level names that still differ after "
            + "normalisation name the same place (\"NY\" / \"New York State\"); each question once, noted in notes")
    boolean matchByLlm;

    @Option(names = "--summary", paramLabel = "FILE.md|csv|json",
            description = "also write the per-model summary here (format from the extension)")
    Path summary;

    @Option(names = "--extract", description = "extract structured predictions from --responses with the LLM")
    boolean extract;

    @Option(names = "--responses", paramLabel = "R.jsonl", description = "raw responses {\"id\", \"model\", \"response\"} (with --extract)")
    Path responses;

    @Option(names = "--retry-failed", description = "with --extract: extract again the responses whose earlier line "
            + "records an extraction_error")
    boolean retryFailed;

    @Option(names = "--threads", defaultValue = "4", paramLabel = "N",
            description = "LLM questions in flight from this command (default 4)")
    int threads;

    @Option(names = "--retries", defaultValue = "2", paramLabel = "N",
            description = "extra attempts after an unreadable LLM answer (default 2)")
    int retries;

    @Option(names = "--extract-max-tokens", defaultValue = "1024", paramLabel = "N",
            description = "most tokens the LLM may write per extraction (default 1024; the reasoning is copied)")
    int extractMaxTokens;

    @Option(names = {"--ignore-unknown-ids", "--skip-unknown-ids"},
            description = "skip predictions whose id has no truth line (default: fail and list them); both names work")
    boolean ignoreUnknown;

    @Option(names = "--generate", description = "ask a VLM (--endpoint/--model) for a GTPred answer from each truth "
            + "line's \"image\" and write response lines {\"id\", \"model\", \"response\"} that --extract reads "
            + "(appended; resumable)")
    boolean generate;

    @Option(names = "--ask", defaultValue = "year,location", paramLabel = "WHAT",
            description = "with --generate: year,location (default: both, with reasoning), year or location alone "
                    + "(the Table III ablation)")
    String ask;

    @Option(names = "--output-model", paramLabel = "NAME", description = "with --generate: the model name written "
            + "(default: --model)")
    String outputModel;

    @Option(names = "--seed", defaultValue = "13", paramLabel = "N", description = "with --generate: seed (default 13)")
    long seed;

    @Option(names = "--temperature", defaultValue = "0", paramLabel = "T",
            description = "with --generate: sampling temperature (default 0: greedy)")
    double temperature;

    @Option(names = "--max-new-tokens", defaultValue = "1024", paramLabel = "N",
            description = "with --generate: longest answer in tokens (default 1024)")
    int maxNewTokens;

    @Option(names = "--max-image-side", paramLabel = "PX", description = "with --generate: scale images down so the "
            + "longer side is at most PX pixels (default: send them untouched)")
    Integer maxImageSide;

    @Option(names = "--ablation", paramLabel = "ASK=O.jsonl", split = ";",
            description = "Table III from score files of runs that asked differently: year,location=O1.jsonl (joint, "
                    + "required) and year=O2.jsonl and/or location=O3.jsonl (one part alone); repeatable. Prints time "
                    + "w/ vs w/o location and location w/ vs w/o time per model with 95%% intervals (--summary also "
                    + "writes it: .md or .csv)")
    Map<String, Path> ablation = new LinkedHashMap<>();

    @Mixin
    LlmOptions llm;

    @Override
    public Integer call() {
        OptionChecks.atMost("--threads", threads, OptionChecks.MAX_THREADS);
        if (threads < 1) {
            throw new IllegalArgumentException("--threads must be >= 1, got " + threads);
        }
        if (retries < 0) {
            throw new IllegalArgumentException("--retries must be >= 0, got " + retries);
        }
        if (!ablation.isEmpty()) {
            return ablation();
        }
        if (output == null) {
            throw new IllegalArgumentException("Missing required option: '--output=O.jsonl'");
        }
        if (generate) {
            return generate();
        }
        return extract ? extract() : score();
    }

    /** Table III from two or three score files. */
    private Integer ablation() {
        if (generate || extract || predictions != null || truth != null || output != null) {
            throw new IllegalArgumentException("--ablation reads score files only (--summary may write the table)");
        }
        Map<GtpredResponder.Ask, List<GtpredScore>> runs = new java.util.EnumMap<>(GtpredResponder.Ask.class);
        for (Map.Entry<String, Path> e : ablation.entrySet()) {
            GtpredResponder.Ask a = GtpredResponder.Ask.fromLabel(e.getKey());
            if (runs.containsKey(a)) {
                throw new IllegalArgumentException("--ablation names " + a.label() + " twice");
            }
            if (!GtpredScore.isScoreFile(e.getValue())) {
                throw new InvalidInputException(e.getValue(), 0, null, "is not a `georc gtpred` score file (no "
                        + "year_score/location_score)", null);
            }
            runs.put(a, GtpredScore.read(e.getValue()));
        }
        if (!runs.containsKey(GtpredResponder.Ask.JOINT) || runs.size() < 2) {
            throw new IllegalArgumentException("--ablation needs the joint run (year,location=O.jsonl) and at least "
                    + "one run that asked a part alone (year=... or location=...)");
        }
        GtpredAblation table = GtpredAblation.of(runs.get(GtpredResponder.Ask.JOINT),
                runs.getOrDefault(GtpredResponder.Ask.YEAR, List.of()),
                runs.getOrDefault(GtpredResponder.Ask.LOCATION, List.of()));
        String md = table.markdown();
        if (summary != null) {
            String fmt = summaryFormat(summary);
            if (fmt.equals("json")) {
                throw new IllegalArgumentException("--ablation writes .md or .csv, got " + summary);
            }
            try (ReplacedFile file = ReplacedFile.of(summary, spec.commandLine().getOut())) {
                Files.writeString(file.partial(), fmt.equals("csv") ? table.csv() : md, StandardCharsets.UTF_8);
                file.commit();
            } catch (IOException e) {
                throw new InvalidInputException(summary, 0, null, "cannot write: " + Errors.describe(e), e);
            }
        }
        spec.commandLine().getOut().print(md);
        spec.commandLine().getOut().flush();
        return 0;
    }

    /** --generate: response lines from a VLM, one per truth image. */
    private Integer generate() {
        if (truth == null) {
            throw new IllegalArgumentException("--generate needs --truth T.jsonl (lines naming their \"image\")");
        }
        if (extract || predictions != null || responses != null || reasoning || matchByLlm || summary != null) {
            throw new IllegalArgumentException("--generate only writes responses: extract them with --extract and "
                    + "score them in later runs");
        }
        if (Outputs.isStdout(output)) {
            throw new IllegalArgumentException("--generate appends to --output so that it can resume: give a file name");
        }
        OptionChecks.atLeast("--max-new-tokens", maxNewTokens, 1);
        OptionChecks.atLeast("--max-image-side", maxImageSide, 16);
        GtpredResponder.Ask what = GtpredResponder.Ask.fromLabel(ask);
        if (llm.isLocal()) {
            throw new ConfigurationException("--generate sends images: local ONNX decoders are text-only; use "
                    + "--endpoint and --model");
        }
        String model = outputModel != null ? outputModel : llm.model;
        if (model == null || llm.endpoint == null) {
            throw new ConfigurationException("gtpred --generate needs --endpoint URL and --model NAME");
        }
        Outputs.refuseInputs(output, "--output", truth);
        Map<String, GtpredRecords.Truth> truths = GtpredRecords.readTruth(truth);
        Map<String, String> named = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : JsonLines.read(truth, rec -> Map.entry(rec.requiredName("id"),
                rec.optionalString("image").orElse(""))).stream().toList()) {
            named.put(e.getKey(), e.getValue());
        }
        Path base = truth.toAbsolutePath().getParent();
        List<Path> roots = new ArrayList<>();
        roots.add(base);
        roots.addAll(llm.imageRoots);
        var err = spec.commandLine().getErr();
        Map<String, ImageFiles.Image> images = new LinkedHashMap<>();
        List<String> noImage = new ArrayList<>();
        for (String id : truths.keySet()) {
            String img = named.getOrDefault(id, "");
            if (img.isBlank()) {
                noImage.add(id);
                continue;
            }
            images.put(id, ImageFiles.confine(base.resolve(img), roots, llm.maxImageBytes, id));
        }
        if (!noImage.isEmpty()) {
            err.println("note: " + noImage.size() + " truth line(s) name no image and get no response: "
                    + DataOptions.Lists.sample(noImage, 8));
        }
        if (images.isEmpty()) {
            throw new InvalidInputException(truth + ": no truth line names an \"image\" to send");
        }
        org.georc.core.spi.LanguageModel lm = llm.build("gtpred --generate");
        if (!(lm instanceof org.georc.core.spi.VisionLanguageModel vlm)) {
            lm.close();
            throw new ConfigurationException("gtpred --generate needs a vision-language model at --endpoint");
        }
        Path tmp = null;
        try {
            tmp = maxImageSide == null ? null : Files.createTempDirectory("georc-resized-");
            GtpredResponder responder = new GtpredResponder(vlm,
                    new org.georc.core.spi.GenerationOptions(maxNewTokens, temperature, seed, List.of()), retries, what);
            Map<String, String> m = new LinkedHashMap<>(responder.settings());
            m.put("generator", responder.modelId());
            m.put("max_image_side", maxImageSide == null ? "untouched" : maxImageSide.toString());
            m.put("temperature", Double.toString(temperature));
            m.put("max_new_tokens", Integer.toString(maxNewTokens));
            m.put("seed", Long.toString(seed));
            m.put("library_version", Versions.library());
            RunSettings settings = RunSettings.of(m);
            // held from the resume reading to the last line, so a second run on this output is refused
            org.georc.core.io.OutputLock lock = org.georc.core.io.OutputLock.acquire(output);
            try {
            org.georc.judges.generate.ChainRun.Resume resume = org.georc.judges.generate.ChainRun.read(lock, settings);
            List<String> todo = new ArrayList<>();
            for (String id : images.keySet()) {
                String key = org.georc.core.io.ScoreRecord.key(id, model);
                if (!resume.done().containsKey(key) || (retryFailed && resume.isFailure(key))) {
                    todo.add(id);
                }
            }
            if (!resume.done().isEmpty()) {
                err.println("resuming: " + resume.done().size() + " line(s) already in " + output + ", " + todo.size()
                        + " to go");
            }
            err.println("asking " + responder.modelId() + " for " + what.label() + " on " + todo.size() + " image(s)");
            Path resized = tmp;
            AtomicInteger failed = new AtomicInteger();
            try (ScoreFiles.Appender out = lock.appender(resume.validBytes())) {
                org.georc.judges.generate.ChainRun.inOrder(todo, threads, id -> {
                    try {
                        Path image = resized == null ? images.get(id).path()
                                : org.georc.judges.generate.ImageResize.fitWithin(images.get(id), maxImageSide, resized);
                        return new String[] {id, responder.respond(image, org.georc.judges.generate.ChainRun.itemSeed(seed, id)), null};
                    } catch (JudgeException | InvalidInputException e) {
                        return new String[] {id, null, e.getMessage()};
                    }
                }, r -> {
                    ObjectNode line = JsonLines.object();
                    line.put("id", r[0]);
                    line.put("model", model);
                    if (r[2] == null) {
                        line.put("response", r[1]);
                    } else {
                        line.put("generation_error", r[2]);
                        failed.incrementAndGet();
                        err.println("warning: id \"" + r[0] + "\": " + r[2]);
                    }
                    line.put("ask", what.label());
                    line.put("generator", responder.modelId());
                    line.put("prompt_version", org.georc.judges.llm.Prompts.VERSION);
                    settings.writeTo(line);
                    out.append(line);
                });
            }
            long remaining = org.georc.judges.generate.ChainRun.read(lock, settings).failures();
            err.println("wrote " + (todo.size() - failed.get()) + " response(s) to " + output
                    + (failed.get() > 0 ? " (" + failed.get() + " failure(s) recorded as generation_error)" : "")
                    + (remaining > 0 ? "; " + remaining + " line(s) of the file record a failure: re-run with "
                            + "--retry-failed" : ""));
            return remaining > 0 ? GeorcCommand.EXIT_PARTIAL : 0;
            } finally {
                lock.close();
            }
        } catch (IOException e) {
            throw new InvalidInputException(output, 0, null, "cannot write: " + Errors.describe(e), e);
        } finally {
            vlm.close();
            if (tmp != null) {
                try (var s = Files.walk(tmp)) {
                    for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) {
                        Files.deleteIfExists(p);
                    }
                } catch (IOException e) {
                    err.println("note: could not remove " + tmp);
                }
            }
            llm.report(err);
        }
    }

    private Integer score() {
        List<String> missing = new ArrayList<>();
        if (truth == null) {
            missing.add("'--truth=T.jsonl'");
        }
        if (predictions == null) {
            missing.add("'--predictions=P.jsonl'");
        }
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException("Missing required options: " + String.join(", ", missing)
                    + " (or --extract --responses R.jsonl)");
        }
        if (responses != null || retryFailed) {
            throw new IllegalArgumentException("--responses and --retry-failed belong to --extract");
        }
        Outputs.refuseInputs(output, "--output", truth, predictions);
        LocationMode mode = LocationMode.fromName(locationMode);
        RatingScale scale = RatingScale.fromName(ratingScale);
        String summaryFormat = summary == null ? null : summaryFormat(summary);
        if (summary != null) {
            Outputs.refuseSame(summary, "--summary", output, "--output");
            Outputs.refuseInputs(summary, "--summary", truth, predictions);
        }
        Map<String, GtpredRecords.Truth> truths = GtpredRecords.readTruth(truth);
        List<GtpredRecords.Prediction> preds = GtpredRecords.readPredictions(predictions);
        List<String> unknown = preds.stream().filter(p -> !truths.containsKey(p.id()))
                .map(p -> p.source() + " (id \"" + p.id() + "\")").toList();
        var err = spec.commandLine().getErr();
        if (!unknown.isEmpty()) {
            String list = String.join(", ", unknown.subList(0, Math.min(5, unknown.size())))
                    + (unknown.size() > 5 ? ", ..." : "");
            if (!ignoreUnknown) {
                throw new InvalidInputException(unknown.size() + " prediction(s) have no truth line: " + list
                        + " (use --ignore-unknown-ids to skip them)");
            }
            err.println("warning: skipping " + unknown.size() + " prediction(s) with no truth line: " + list);
        }
        List<GtpredRecords.Prediction> known = preds.stream().filter(p -> truths.containsKey(p.id())).toList();
        if (llm.isSet() && !reasoning && !matchByLlm) {
            err.println("warning: --endpoint / --model-dir ignored: pass --reasoning and/or --match-by-llm to use the LLM");
        }
        LanguageModel model = reasoning || matchByLlm ? llm.build(reasoning ? "--reasoning" : "--match-by-llm") : null;
        List<GtpredScore> scores = new ArrayList<>();
        try {
            GtpredScorer scorer = GtpredScorer.builder().locationMode(mode).ratingScale(scale)
                    .reasoningRater(reasoning ? new GtpredReasoningJudge(model, retries) : null)
                    .levelMatcher(matchByLlm ? new LlmLevelMatcher(model, retries) : null).build();
            for (GtpredRecords.Prediction p : known) {
                scorer.requireReasoning(truths.get(p.id()));
            }
            try (ReplacedFile file = ReplacedFile.of(output, spec.commandLine().getOut())) {
                try (ScoreFiles.Appender out = ScoreFiles.append(file.partial(), 0)) {
                    inOrder(known, model != null, "scored", p -> scorer.score(truths.get(p.id()), p), s -> {
                        out.append(s.toJson());
                        scores.add(s);
                    });
                }
                file.commit();
            }
        } finally {
            if (model != null) {
                model.close();
            }
        }
        GtpredSummary sum = GtpredSummary.of(scores);
        String table = GtpredTable.markdown(sum);
        if (summary != null) {
            String text = switch (summaryFormat) {
                case "csv" -> GtpredTable.csv(sum);
                case "json" -> GtpredTable.json(sum);
                default -> table;
            };
            try (ReplacedFile file = ReplacedFile.of(summary, spec.commandLine().getOut())) {
                file.write(text);
                file.commit();
            }
        }
        // the table goes to stdout, unless the scores themselves went there
        (Outputs.isStdout(output) ? spec.commandLine().getErr() : spec.commandLine().getOut()).print(table);
        spec.commandLine().getOut().flush();
        long failures = scores.stream().filter(GtpredScore::isFailure).count();
        err.println("scored " + scores.size() + " prediction(s) into " + output
                + (failures > 0 ? " (" + failures + " failure(s) recorded as judge_error, left out of the means)" : ""));
        return failures > 0 ? GeorcCommand.EXIT_PARTIAL : 0;
    }

    private Integer extract() {
        if (Outputs.isStdout(output)) {
            throw new IllegalArgumentException("--extract appends to --output so that it can resume: give a file name");
        }
        if (responses == null) {
            throw new IllegalArgumentException("--extract needs --responses R.jsonl");
        }
        if (truth != null || predictions != null || reasoning || matchByLlm || summary != null) {
            throw new IllegalArgumentException("--extract only writes predictions: score them in a second run "
                    + "(--truth, --predictions, --reasoning, --match-by-llm and --summary belong there)");
        }
        if (extractMaxTokens < 64) {
            throw new IllegalArgumentException("--extract-max-tokens must be >= 64, got " + extractMaxTokens);
        }
        Outputs.refuseInputs(output, "--output", responses);
        List<GtpredRecords.Response> all = GtpredRecords.readResponses(responses);
        try (org.georc.core.io.OutputLock lock = org.georc.core.io.OutputLock.acquire(output)) {
            return extract(all, lock);
        }
    }

    private int extract(List<GtpredRecords.Response> all, org.georc.core.io.OutputLock lock) {
        Path output = lock.file();
        GtpredRecords.PredictionResume resume = GtpredRecords.readPredictionsForResume(lock);
        List<GtpredRecords.Response> todo = new ArrayList<>();
        for (GtpredRecords.Response r : all) {
            GtpredRecords.Prediction previous = resume.done().get(r.key());
            if (previous == null || (retryFailed && previous.isExtractionFailure())) {
                todo.add(r);
            }
        }
        var err = spec.commandLine().getErr();
        if (!resume.done().isEmpty()) {
            err.println("resuming: " + resume.done().size() + " prediction(s) already in " + output + ", "
                    + todo.size() + " to go");
        }
        AtomicInteger failed = new AtomicInteger();
        if (!todo.isEmpty()) {
            LanguageModel model = llm.build("--extract");
            try {
                GtpredAnswerExtractor extractor = new GtpredAnswerExtractor(model, retries, extractMaxTokens);
                try (ScoreFiles.Appender out = lock.appender(resume.validBytes())) {
                    inOrder(todo, true, "extracted", r -> {
                        try {
                            return extractor.extract(r);
                        } catch (JudgeException e) {
                            return GtpredRecords.Prediction.failed(r.id(), r.model(), e.getMessage(), r.source());
                        }
                    }, p -> {
                        ObjectNode line = GtpredRecords.toJson(p);
                        line.put("extractor", extractor.modelId());
                        line.put("prompt_version", extractor.promptVersion());
                        out.append(line);
                        if (p.isExtractionFailure()) {
                            failed.incrementAndGet();
                            err.println("warning: " + p.source() + " (id \"" + p.id() + "\", model \"" + p.model()
                                    + "\"): extraction failed: " + p.extractionError());
                        }
                    });
                }
            } finally {
                model.close();
            }
        }
        long remaining = GtpredRecords.readPredictions(output).stream()
                .filter(GtpredRecords.Prediction::isExtractionFailure).count();
        err.println("extracted " + todo.size() + " response(s) into " + output
                + (failed.get() > 0 ? " (" + failed.get() + " failure(s) recorded as extraction_error)" : "")
                + (remaining > 0 ? "; " + remaining + " line(s) of the file record an extraction_error: re-run with "
                        + "--retry-failed" : ""));
        return remaining > 0 ? GeorcCommand.EXIT_PARTIAL : 0;
    }

    /**
     * Runs {@code work} over the items, {@link #threads} at a time when {@code parallel}, and
     * hands the results to {@code sink} in input order, one chunk at a time, so a killed run
     * loses at most the chunk in flight.
     */
    private <T, R> void inOrder(List<T> items, boolean parallel, String verb, Function<T, R> work, Consumer<R> sink) {
        if (!parallel || threads == 1) {
            for (T item : items) {
                sink.accept(work.apply(item));
            }
            return;
        }
        AtomicInteger n = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "georc-gtpred-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        var err = spec.commandLine().getErr();
        try {
            int step = threads * 4;
            int reported = 0;
            for (int from = 0; from < items.size(); from += step) {
                List<Future<R>> futures = new ArrayList<>();
                for (T item : items.subList(from, Math.min(items.size(), from + step))) {
                    futures.add(pool.submit(() -> work.apply(item)));
                }
                for (Future<R> f : futures) {
                    sink.accept(get(f));
                }
                int done = Math.min(items.size(), from + step);
                if (items.size() > step && done * 10L / items.size() > reported) {
                    reported = (int) (done * 10L / items.size());
                    err.println(verb + " " + done + "/" + items.size());
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static <R> R get(Future<R> f) {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ModelException("interrupted", e);
        } catch (ExecutionException e) {
            Throwable c = e.getCause();
            if (c instanceof RuntimeException re) {
                throw re;
            }
            if (c instanceof Error er) {
                throw er;
            }
            throw new GeorcException("GTPred work failed: " + c.getMessage(), c);
        }
    }

    private static String summaryFormat(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".md") || name.endsWith(".markdown")) {
            return "markdown";
        }
        if (name.endsWith(".csv")) {
            return "csv";
        }
        if (name.endsWith(".json")) {
            return "json";
        }
        throw new IllegalArgumentException("--summary must end in .md, .csv or .json, got " + file);
    }

}
