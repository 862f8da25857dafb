package org.georc.bench.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import org.georc.bench.report.MarkdownTable;
import org.georc.core.InvalidInputException;
import org.georc.core.spi.LanguageModel;
import org.georc.judges.llm.GtpredReasoningJudge;
import org.georc.core.gtpred.GtpredRecords;
import org.georc.core.gtpred.GtpredScorer;
import org.georc.core.io.JsonLines;
import org.georc.core.io.ScoreFiles;
import org.georc.metrics.GtpredScoring.LocationMode;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code georc gtpred}: year and location scores of GTPred answers. */
@Command(name = "gtpred", mixinStandardHelpOptions = true,
        description = {
            "Scores GTPred final answers: year (1 inside the true interval, else whole-year IoU) and",
            "hierarchical location (country 0.2, state 0.2, city 0.3, place 0.3).",
            "Writes one line per prediction and prints per-model means on stdout."})
final class GtpredCommand implements Callable<Integer> {
    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--truth", required = true, paramLabel = "T.jsonl",
            description = "truth lines {\"id\", \"year\", \"location\": {country, state, city, place}}")
    Path truth;

    @Option(names = "--predictions", required = true, paramLabel = "P.jsonl",
            description = "prediction lines: the truth fields plus \"model\"")
    Path predictions;

    @Option(names = "--output", required = true, paramLabel = "O.jsonl",
            description = "per-prediction scores (overwritten)")
    Path output;

    @Option(names = "--location-mode", defaultValue = "renormalised", paramLabel = "MODE",
            description = "renormalised (default: weights over the truth's annotated levels), "
                    + "strict (missing levels count 0) or prefix (a level counts only if coarser ones match)")
    String locationMode;

    @Option(names = "--reasoning", description = {
        "rate each prediction's \"reasoning\" against the truth's with the judge LLM (1-10, normalised",
        "as (r-1)/9) and add reasoning_score and final_*_score; needs --endpoint/--model or --model-dir"})
    boolean reasoning;

    @picocli.CommandLine.Mixin
    LlmOptions llm;

    @Option(names = "--ignore-unknown-ids",
            description = "skip predictions whose id has no truth line (default: fail and list them)")
    boolean ignoreUnknown;

    @Override
    public Integer call() {
        LocationMode mode = switch (locationMode.toLowerCase(Locale.ROOT)) {
            case "renormalised", "renormalized" -> LocationMode.RENORMALISED;
            case "strict" -> LocationMode.STRICT;
            case "prefix" -> LocationMode.PREFIX;
            default -> throw new IllegalArgumentException(
                    "--location-mode must be renormalised, strict or prefix, got \"" + locationMode + "\"");
        };
        Outputs.refuseInputs(output, "--output", truth, predictions);
        Map<String, GtpredRecords.Truth> truths = GtpredRecords.readTruth(truth);
        List<GtpredRecords.Prediction> preds = GtpredRecords.readPredictions(predictions);
        List<String> unknown = preds.stream().filter(p -> !truths.containsKey(p.id()))
                .map(p -> p.source() + " (id \"" + p.id() + "\")").toList();
        if (!unknown.isEmpty()) {
            String list = String.join(", ", unknown.subList(0, Math.min(5, unknown.size())))
                    + (unknown.size() > 5 ? ", ..." : "");
            if (!ignoreUnknown) {
                throw new InvalidInputException(unknown.size() + " prediction(s) have no truth line: " + list
                        + " (use --ignore-unknown-ids to skip them)");
            }
            spec.commandLine().getErr().println("warning: skipping " + unknown.size()
                    + " prediction(s) with no truth line: " + list);
        }
        GtpredScorer scorer = new GtpredScorer(mode);
        LanguageModel judgeModel = reasoning || llm.isSet() ? llm.build("the reasoning score") : null;
        GtpredReasoningJudge reasoningJudge = judgeModel == null ? null : new GtpredReasoningJudge(judgeModel, 2);
        if (reasoningJudge != null) {
            for (GtpredRecords.Prediction p : preds) {
                GtpredRecords.Truth t = truths.get(p.id());
                if (t != null && t.reasoning() == null) {
                    throw new InvalidInputException(t.source() + ": field \"reasoning\": required when a reasoning judge is set");
                }
                if (t != null && p.reasoning() == null) {
                    throw new InvalidInputException(p.source() + ": field \"reasoning\": required when a reasoning judge is set");
                }
            }
        }
        int reasoningFailures = 0;
        Map<String, double[]> sums = new TreeMap<>(); // model -> {yearSum, yearN, locSum, locN, notes}
        try (ReplacedFile file = ReplacedFile.of(output)) {
            try (ScoreFiles.Appender out = ScoreFiles.append(file.partial(), 0)) {
                for (GtpredRecords.Prediction p : preds) {
                    GtpredRecords.Truth t = truths.get(p.id());
                    if (t == null) {
                        continue;
                    }
                    GtpredScorer.Result r = scorer.score(t, p);
                    ObjectNode line = JsonLines.MAPPER.createObjectNode();
                    line.put("id", p.id());
                    line.put("model", p.model());
                    r.year().ifPresentOrElse(y -> line.put("year_score", y), () -> line.putNull("year_score"));
                    r.location().ifPresentOrElse(l -> line.put("location_score", l),
                            () -> line.putNull("location_score"));
                    if (reasoningJudge != null) {
                        try {
                            var rs = reasoningJudge.score(p.reasoning(), t.reasoning());
                            line.put("reasoning_score", rs.value());
                            if (rs.reason() != null) {
                                line.put("reasoning_reason", rs.reason());
                            }
                            r.year().ifPresent(y -> line.put("final_year_score", y * rs.value()));
                            r.location().ifPresent(l -> line.put("final_location_score", l * rs.value()));
                        } catch (org.georc.core.JudgeException e) {
                            line.put("reasoning_error", e.getMessage());
                            reasoningFailures++;
                        }
                    }
                    if (!r.notes().isEmpty()) {
                        r.notes().forEach(line.putArray("notes")::add);
                    }
                    out.append(line);
                    double[] s = sums.computeIfAbsent(p.model(), m -> new double[5]);
                    if (r.yearScore() != null) {
                        s[0] += r.yearScore();
                        s[1]++;
                    }
                    if (r.locationScore() != null) {
                        s[2] += r.locationScore();
                        s[3]++;
                    }
                    s[4] += r.notes().size();
                }
            }
            if (judgeModel != null) {
                judgeModel.close();
            }
            file.commit();
        }
        MarkdownTable table = new MarkdownTable(List.of("model", "n year", "year score", "n location",
                "location score", "notes"));
        sums.forEach((model, s) -> table.row(List.of(model, fmtCount(s[1]), mean(s[0], s[1]), fmtCount(s[3]),
                mean(s[2], s[3]), fmtCount(s[4]))));
        spec.commandLine().getOut().print(table.render());
        spec.commandLine().getOut().flush();
        if (reasoningFailures > 0) {
            spec.commandLine().getErr().println("failed: " + reasoningFailures + " reasoning rating(s) could not be "
                    + "read (reasoning_error in " + output + "; left out of the means)");
            return GeorcCommand.EXIT_PARTIAL;
        }
        return 0;
    }

    private static String mean(double sum, double n) {
        return n == 0 ? "—" : String.format(Locale.ROOT, "%.4f", sum / n);
    }

    private static String fmtCount(double n) {
        return Long.toString((long) n);
    }
}
