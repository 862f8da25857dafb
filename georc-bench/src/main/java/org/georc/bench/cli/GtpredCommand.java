package org.georc.bench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.georc.core.gtpred.GtpredRecords;
import org.georc.core.gtpred.GtpredRun;
import org.georc.core.gtpred.GtpredScorer;
import org.georc.core.output.OutputPaths;
import org.georc.core.output.ReplacedFile;
import org.georc.core.report.GtpredAblation;
import org.georc.core.report.GtpredTable;
import org.georc.core.report.TableFormat;
import org.georc.core.spi.LanguageModel;
import org.georc.core.spi.VisionLanguageModel;
import org.georc.judges.generate.GenerationSettings;
import org.georc.judges.generate.GtpredExtraction;
import org.georc.judges.generate.GtpredResponder;
import org.georc.judges.generate.GtpredResponses;
import org.georc.judges.llm.gtpred.GtpredReasoningJudge;
import org.georc.judges.llm.gtpred.LlmLevelMatcher;
import org.georc.metrics.GtpredScoring.LocationMode;
import org.georc.metrics.GtpredScoring.RatingScale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code georc gtpred}: the options of {@link GtpredRun}, {@link GtpredExtraction}, {@link GtpredResponses}. */
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

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--retry-failed", description = "with --extract: extract again the responses whose earlier line "
            + "records an extraction_error")
    boolean retryFailed;

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--threads", defaultValue = "4", paramLabel = "N",
            description = "LLM questions in flight from this command (default 4)")
    int threads;

    @HelpGroup(GroupedOptions.RUN)
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

    @HelpGroup(GroupedOptions.RUN)
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
            description = "Table III from runs that asked differently: year,location=O1.jsonl (required) and year=O2 "
                    + "and/or location=O3 (.jsonl, one part alone). Prints time w/ vs w/o location and location w/ vs "
                    + "w/o time per model with 95%% intervals (--summary writes it too: .md or .csv)")
    Map<String, Path> ablation = new LinkedHashMap<>();

    @Mixin
    LlmOptions llm;

    @Override
    public Integer call() {
        OptionChecks.threads(threads);
        OptionChecks.atLeast("--retries", retries, 0);
        OptionChecks.refuse(ablation.isEmpty() && output == null, "Missing required option: '--output=O.jsonl'");
        return !ablation.isEmpty() ? ablation() : generate ? generate() : extract ? extract() : score();
    }

    /** Table III from two or three score files. */
    private Integer ablation() {
        OptionChecks.refuse(generate || extract || predictions != null || truth != null || output != null,
                "--ablation reads score files only (--summary may write the table)");
        TableFormat fmt = summary == null ? null : TableFormat.ofFile(summary, "--summary");
        OptionChecks.refuse(fmt == TableFormat.JSON, "--ablation writes .md or .csv, got " + summary);
        GtpredAblation table = GtpredResponses.ablation(ablation);
        table.leftOutNote().ifPresent(spec.commandLine().getErr()::println);
        if (summary != null) {
            ReplacedFile.write(summary, fmt == TableFormat.CSV ? table.csv() : table.markdown(),
                    spec.commandLine().getOut());
        }
        spec.commandLine().getOut().print(table.markdown());
        return 0;
    }

    /** --generate: response lines from a VLM, one per truth image ({@link GtpredResponses}). */
    private Integer generate() {
        OptionChecks.refuse(truth == null, "--generate needs --truth T.jsonl (lines naming their \"image\")");
        OptionChecks.refuse(extract || predictions != null || responses != null || reasoning || matchByLlm
                || summary != null, "--generate only writes responses: extract them with --extract and score them in "
                + "later runs");
        OptionChecks.refuse(ReplacedFile.isStdout(output),
                "--generate appends to --output so that it can resume: give a file name");
        OptionChecks.refuse(llm.isLocal(), "--generate sends images: local ONNX decoders are text-only; use "
                + "--endpoint and --model");
        OptionChecks.refuse(llm.endpoint == null, "gtpred --generate needs --endpoint URL and --model NAME");
        PrintWriter err = spec.commandLine().getErr();
        GtpredResponses.Prepared run = GtpredResponses.builder(truth, outputModel != null ? outputModel : llm.model)
                .ask(GtpredResponder.Ask.fromLabel(ask)).maxImageSide(maxImageSide).imageRoots(llm.imageRoots)
                .maxImageBytes(llm.maxImageBytes).settings(GenerationSettings.builder().threads(threads)
                        .retries(retries).retryFailed(retryFailed).seed(seed).temperature(temperature)
                        .maxNewTokens(maxNewTokens).messages(err::println).build())
                .build().prepare();
        OutputPaths.refuseInputs(output, "--output", truth);
        try (VisionLanguageModel vlm = OptionChecks.vision(llm.build("gtpred --generate"),
                "gtpred --generate needs a vision-language model at --endpoint")) {
            return run.run(vlm, output).partial() ? GeorcCommand.EXIT_PARTIAL : 0;
        } finally {
            llm.report(err);
        }
    }

    /** Scores predictions against the truth ({@link GtpredRun}) and prints the summary. */
    private Integer score() {
        OptionChecks.require(" (or --extract --responses R.jsonl)", "--truth=T.jsonl", truth,
                "--predictions=P.jsonl", predictions);
        OptionChecks.refuse(responses != null || retryFailed, "--responses and --retry-failed belong to --extract");
        OutputPaths.refuseInputs(output, "--output", truth, predictions);
        LocationMode mode = LocationMode.fromName(locationMode);
        RatingScale scale = RatingScale.fromName(ratingScale);
        TableFormat fmt = summary == null ? null : TableFormat.ofFile(summary, "--summary");
        OutputPaths.refuseSame(summary, "--summary", output, "--output");
        if (summary != null) {
            OutputPaths.refuseInputs(summary, "--summary", truth, predictions);
        }
        PrintWriter err = spec.commandLine().getErr();
        if (llm.isSet() && !reasoning && !matchByLlm) {
            err.println("warning: --endpoint / --model-dir ignored: pass --reasoning and/or --match-by-llm to use the LLM");
        }
        GtpredRun.Scores scores;
        try (LanguageModel model = reasoning || matchByLlm ? llm.build(reasoning ? "--reasoning" : "--match-by-llm")
                : null) {
            GtpredScorer scorer = GtpredScorer.builder().locationMode(mode).ratingScale(scale)
                    .reasoningRater(reasoning ? new GtpredReasoningJudge(model, retries) : null)
                    .levelMatcher(matchByLlm ? new LlmLevelMatcher(model, retries) : null).build();
            scores = GtpredRun.builder(scorer).threads(threads).skipUnknownIds(ignoreUnknown).messages(err::println)
                    .build().run(truth, predictions, output, spec.commandLine().getOut());
        }
        if (summary != null) {
            ReplacedFile.write(summary, GtpredTable.render(scores.summary(), fmt), spec.commandLine().getOut());
        }
        // the table goes to stdout, unless the scores themselves went there
        (ReplacedFile.isStdout(output) ? err : spec.commandLine().getOut()).print(GtpredTable.markdown(scores.summary()));
        spec.commandLine().getOut().flush();
        err.println(scores.describe(output));
        return scores.failures() > 0 ? GeorcCommand.EXIT_PARTIAL : 0;
    }

    /** --extract: structured predictions from free-text responses ({@link GtpredExtraction}). */
    private Integer extract() {
        OptionChecks.refuse(ReplacedFile.isStdout(output),
                "--extract appends to --output so that it can resume: give a file name");
        OptionChecks.refuse(responses == null, "--extract needs --responses R.jsonl");
        OptionChecks.refuse(truth != null || predictions != null || reasoning || matchByLlm || summary != null,
                "--extract only writes predictions: score them in a second run "
                    + "(--truth, --predictions, --reasoning, --match-by-llm and --summary belong there)");
        OptionChecks.atLeast("--extract-max-tokens", extractMaxTokens, GtpredExtraction.MIN_MAX_NEW_TOKENS);
        GtpredExtraction extraction = GtpredExtraction.builder().settings(GenerationSettings.builder().threads(threads)
                .retries(retries).maxNewTokens(extractMaxTokens).retryFailed(retryFailed)
                .messages(spec.commandLine().getErr()::println).build()).build();
        OutputPaths.refuseInputs(output, "--output", responses);
        return extraction.run(GtpredRecords.readResponses(responses), output, () -> llm.build("--extract")).partial()
                ? GeorcCommand.EXIT_PARTIAL : 0;
    }
}
