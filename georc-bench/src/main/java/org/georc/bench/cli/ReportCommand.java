package org.georc.bench.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.georc.benchmark.report.HtmlReport;
import org.georc.benchmark.report.ReportInputs;
import org.georc.core.gtpred.GtpredScore;
import org.georc.core.json.BoundedLines;
import org.georc.core.output.OutputPaths;
import org.georc.core.output.PrivateTemp;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code georc report SCORES.jsonl... --references R --output report.html}: one self-contained HTML report. */
@Command(name = "report", header = "One self-contained HTML report of score runs (leaderboard, figures, pairs, GTPred)",
        mixinStandardHelpOptions = true,
        description = {
            "Writes one HTML file that loads nothing from elsewhere: the leaderboard with intervals (sortable), the",
            "F1-vs-country scatter and the F1 box plot, a section per model listing its pairs by F1 (filterable by",
            "country, flag and failure), and a view per pair with the reference and candidate side by side, each",
            "statement's credit, its support highlighted on hover or focus, flagged statements coloured and labelled.",
            "GTPred score files (from `georc gtpred`) add the Table II summary and each answer's scores.",
            "The report is refused when it would exceed --max-report-mb (default 50)."})
final class ReportCommand implements Callable<Integer> {
    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "SCORES.jsonl", description = "score files of `georc score`, `experts`, "
            + "`benchmark` or `gtpred`")
    List<Path> scores;

    @Option(names = "--references", paramLabel = "R.jsonl|DIR",
            description = "the references scored (a JSONL file or a GeoRC folder): the pair views show whole statements")
    Path references;

    @Option(names = "--candidates", paramLabel = "C.jsonl", description = "the candidates scored (repeatable; a "
            + "folder's own candidate files are read too)")
    List<Path> candidates = new ArrayList<>();

    @Option(names = "--truth", paramLabel = "T.jsonl", description = "GTPred truth lines: with --predictions, each "
            + "answer's year and location levels are shown beside the truth's")
    Path truth;

    @Option(names = "--predictions", paramLabel = "P.jsonl", description = "the GTPred predictions scored")
    Path predictions;

    @Option(names = "--output", required = true, paramLabel = "report.html", description = "the HTML file to write")
    Path output;

    @Option(names = "--images", description = "embed each location's image, scaled to " + HtmlReport.IMAGE_SIDE + " px")
    boolean images;

    @Option(names = "--max-report-mb", paramLabel = "MB", defaultValue = "50",
            description = "refuse a report larger than this many megabytes (default 50)")
    double maxMb;

    @Option(names = "--allow-mixed", description = "report rows made with different settings; refused by default")
    boolean allowMixed;

    @Option(names = "--title", paramLabel = "TEXT", defaultValue = "GeoRC report", description = "the page title")
    String title;

    @Override
    public Integer call() {
        // standard input can be read once, and a score file is read twice (its size, then its rows): keep a copy
        Path copy = scores.contains(Path.of("-")) ? PrivateTemp.copyOf(Path.of("-"), PrivateTemp.MAX_COPY_BYTES,
                BoundedLines.DEFAULT_MAX_LINE_BYTES) : null;
        try {
            if (copy != null) {
                scores = scores.stream().map(p -> p.toString().equals("-") ? copy : p).toList();
            }
            return report();
        } finally {
            PrivateTemp.delete(copy);
        }
    }

    private Integer report() {
        List<Path> inputs = new ArrayList<>(scores);
        if (references != null) {
            inputs.add(references);
        }
        inputs.addAll(candidates);
        OutputPaths.refuseInputs(output, "--output", inputs.toArray(Path[]::new));
        if (!output.getFileName().toString().toLowerCase(Locale.ROOT).matches(".*\\.html?")) {
            throw new IllegalArgumentException("--output must name an .html file, got " + output);
        }
        if (!(maxMb > 0)) {
            throw new IllegalArgumentException("--max-report-mb must be positive, got " + maxMb);
        }
        if (images && references == null) {
            throw new IllegalArgumentException("--images needs --references (the images are named there)");
        }
        if ((truth == null) != (predictions == null)) {
            throw new IllegalArgumentException("--truth and --predictions go together");
        }
        if (truth != null) {
            inputs.add(truth);
            inputs.add(predictions);
            OutputPaths.refuseInputs(output, "--output", truth, predictions);
        }
        if (references == null && !candidates.isEmpty()) {
            throw new IllegalArgumentException("--candidates needs --references");
        }
        long maxBytes = (long) (maxMb * 1_000_000);
        // told from the score files as a stream, before any row is held: a report far over the limit stops here
        HtmlReport.requireWithin(HtmlReport.lowerBound(scores.stream().filter(f -> !GtpredScore.isScoreFile(f))
                .toList()), maxBytes, images);
        HtmlReport.Builder b = HtmlReport.builder().images(images).title(title).maxBytes(maxBytes);
        ReportInputs.read(b, scores, allowMixed, references, candidates, truth, predictions);
        long bytes = b.build().write(output);
        spec.commandLine().getErr().printf(Locale.ROOT, "wrote %s (%.1f MB)%n", output, bytes / 1e6);
        return 0;
    }
}
