package org.georc.bench.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.georc.benchmark.report.Plots;
import org.georc.core.categories.Category;
import org.georc.core.categories.LeaderboardText;
import org.georc.core.gtpred.GtpredScore;
import org.georc.core.gtpred.GtpredSummary;
import org.georc.core.json.BoundedLines;
import org.georc.core.output.OutputPaths;
import org.georc.core.output.PrivateTemp;
import org.georc.core.output.ReplacedFile;
import org.georc.core.report.GtpredTable;
import org.georc.core.report.ModelGroups;
import org.georc.core.report.TableFormat;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code georc leaderboard OUT.jsonl}: per-model means with bootstrap intervals. */
@Command(name = "leaderboard", header = "Per-model means with 95%% bootstrap intervals from a score (or gtpred) file",
        mixinStandardHelpOptions = true,
        description = {
            "Per-model mean precision, recall and F1 (x100) with 95%% bootstrap intervals (seeded).",
            "Pairs with a judge_error are left out of the means and counted in 'failed'.",
            "A `georc gtpred` output file (detected by its year_score/location_score fields) gives the GTPred",
            "summary instead: year, year reasoning, location, location reasoning and final means, Acc@k."})
final class LeaderboardCommand implements Callable<Integer> {
    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "OUT.jsonl", description = "a score file from `georc score` or `georc gtpred`; - reads standard input")
    Path scores;

    @Option(names = "--format", paramLabel = "FMT",
            description = "markdown, csv or json (default: from --output's extension .md, .csv or .json; else markdown)")
    String format;

    @Option(names = "--output", paramLabel = "FILE", description = "write here instead of stdout")
    Path output;

    @Option(names = "--allow-mixed",
            description = "average rows made with different settings (judge, options, model, version); refused by default")
    boolean allowMixed;

    @Option(names = "--groups", paramLabel = "FILE",
            description = "model,group lines that put models into groups of your own (Open-weight VLM, Proprietary "
                    + "VLM); rows are grouped Human Expert, Baseline, your groups, then VLM")
    Path groupsFile;

    @Option(names = "--plot", paramLabel = "DIR",
            description = "also write figures (PNG and SVG): F1 vs country accuracy, precision/recall bars, F1 distribution")
    Path plotDir;

    @Option(names = "--categories", paramLabel = "CAT.jsonl",
            description = "a `georc categories` file of the same references: adds recall by category per model (the "
                    + "share of the reference statements of each category the candidates covered, read from the "
                    + "rows' alignments; 95%% intervals over pairs) after the table (CSV: a second block after a "
                    + "blank line; JSON: {\"leaderboard\": [...], \"recall_by_category\": [...]}), and with --plot a heatmap")
    Path categories;

    @Override
    public Integer call() throws IOException {
        boolean stdin = OutputPaths.isStdout(scores);
        Path copy = null;
        if (stdin || (Files.exists(scores) && !Files.isRegularFile(scores))) {
            // `georc score ... --output - | georc leaderboard -`, a FIFO or `<(cat s.jsonl)` can be read only
            // once, and the file is read twice (its kind, then its rows): keep a private, bounded copy
            copy = PrivateTemp.copyOf(scores, PrivateTemp.MAX_COPY_BYTES, BoundedLines.DEFAULT_MAX_LINE_BYTES);
        }
        try {
            return board(copy == null ? scores : copy);
        } catch (org.georc.core.InvalidInputException e) {
            // an error in the copy is an error in what was piped in: name that, not the temporary file
            throw copy != null && e.file().filter(copy::equals).isPresent() ? e.at(scores, 0) : e;
        } finally {
            PrivateTemp.delete(copy);
        }
    }

    private Integer board(Path rows) {
        if (output != null) {
            OutputPaths.refuseInputs(output, "--output", rows);
        }
        TableFormat fmt = TableFormat.resolve(format, output);
        if (plotDir != null && Files.exists(plotDir) && !Files.isDirectory(plotDir)) {
            // before anything is written: neither the figures nor --output
            throw new IllegalArgumentException("--plot must be a folder; " + plotDir + " is a file");
        }
        var err = spec.commandLine().getErr();
        if (GtpredScore.isScoreFile(rows)) {
            OptionChecks.refuse(categories != null, "--categories applies to chain score files; " + scores
                    + " is a GTPred score file");
            OptionChecks.refuse(plotDir != null, "--plot draws chain-score figures; " + scores
                    + " is a GTPred score file (use --format for its table)");
            write(GtpredTable.render(GtpredSummary.of(GtpredScore.read(rows)), fmt));
            return 0;
        }
        LeaderboardText t = LeaderboardText.of(rows, allowMixed, groupsFile == null ? ModelGroups.standard()
                : ModelGroups.read(groupsFile), fmt, categories, err::println);
        if (plotDir != null) {
            for (Path p : Plots.write(plotDir, t.board(), t.records())) {
                err.println("wrote " + p);
            }
            if (t.recall() != null) {
                for (Path p : Plots.writeCategoryRecall(plotDir, t.recall().models(),
                        t.recall().categories().stream().map(Category::label).toList(), t.recall().matrix())) {
                    err.println("wrote " + p);
                }
            }
        }
        write(t.text());
        return 0;
    }

    private void write(String text) {
        if (output != null) {
            ReplacedFile.write(output, text, spec.commandLine().getOut());
        } else {
            spec.commandLine().getOut().print(text);
            spec.commandLine().getOut().flush();
        }
    }
}
