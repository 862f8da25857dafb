package org.georc.bench.cli;

import org.georc.core.output.ReplacedFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.georc.core.report.GtpredTable;
import org.georc.core.report.Leaderboard;
import org.georc.bench.report.Plots;
import org.georc.core.gtpred.GtpredScore;
import org.georc.core.gtpred.GtpredSummary;
import org.georc.core.io.ScoreFiles;
import org.georc.core.categories.Category;
import org.georc.core.categories.CategoryRecall;
import org.georc.core.categories.CategoryRows;
import org.georc.core.io.JsonLines;
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
        boolean stdin = Outputs.isStdout(scores);
        if (stdin || (Files.exists(scores) && !Files.isRegularFile(scores))) {
            // `georc score ... --output - | georc leaderboard -`, a FIFO or `<(cat s.jsonl)` can be read only
            // once, and the file is read twice (its kind, then its rows): keep a copy in a temporary file
            Path tmp = Files.createTempFile("georc-scores", ".jsonl");
            tmp.toFile().deleteOnExit();
            if (stdin) {
                Files.copy(System.in, tmp, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            } else {
                try (java.io.InputStream in = Files.newInputStream(scores)) {
                    Files.copy(in, tmp, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                }
            }
            scores = tmp;
        }
        if (output != null) {
            Outputs.refuseInputs(output, "--output", scores);
        }
        format = format(format, output);
        if (plotDir != null && Files.exists(plotDir) && !Files.isDirectory(plotDir)) {
            // before anything is written: neither the figures nor --output
            throw new IllegalArgumentException("--plot must be a folder; " + plotDir + " is a file");
        }
        if (GtpredScore.isScoreFile(scores)) {
            if (categories != null) {
                throw new IllegalArgumentException("--categories applies to chain score files; " + scores
                        + " is a GTPred score file");
            }
            return gtpred();
        }
        var records = ScoreFiles.read(scores);
        ScoreFiles.requireOneSettings(records, scores.toString(), allowMixed);
        Leaderboard board = Leaderboard.of(records, groupsFile == null
                ? org.georc.core.report.ModelGroups.standard() : org.georc.core.report.ModelGroups.read(groupsFile));
        String text = switch (format.toLowerCase(Locale.ROOT)) {
            case "markdown", "md" -> board.markdown();
            case "csv" -> board.csv();
            case "json" -> board.json();
            default -> throw new IllegalArgumentException("--format must be markdown, csv or json, got \"" + format + "\"");
        };
        CategoryRecall recall = null;
        if (categories != null) {
            recall = CategoryRecall.of(records, CategoryRows.read(categories, false))
                    .ordered(board.rows().stream().map(Leaderboard.Row::model).toList());
            if (recall.unmatched() > 0) {
                spec.commandLine().getErr().println("note: " + recall.unmatched() + " score row(s) left out of the "
                        + "recall by category (failures, rows without alignments, or a reference the categories "
                        + "file lacks)");
            }
            text = switch (format.toLowerCase(Locale.ROOT)) {
                case "csv" -> text + "\n" + recall.csv();
                case "json" -> withRecall(text, recall);
                default -> text + "\n" + recall.markdown();
            };
        }
        if (plotDir != null) {
            for (Path p : Plots.write(plotDir, board, records)) {
                spec.commandLine().getErr().println("wrote " + p);
            }
            if (recall != null) {
                for (Path p : Plots.writeCategoryRecall(plotDir, recall.models(),
                        recall.categories().stream().map(Category::label).toList(), recall.matrix())) {
                    spec.commandLine().getErr().println("wrote " + p);
                }
            }
        }
        write(text);
        return 0;
    }

    private static String withRecall(String json, CategoryRecall recall) throws IOException {
        var root = JsonLines.object();
        root.set("leaderboard", JsonLines.readTree(json));
        root.set("recall_by_category", JsonLines.readTree(recall.json()).get("recall_by_category"));
        return JsonLines.writePretty(root) + "\n";
    }

    /**
     * The table format: the one asked for, else the one {@code --output}'s extension names, else
     * Markdown. A format that contradicts the extension ({@code --format csv --output lb.json}) is
     * refused rather than writing one format under another's name.
     */
    static String format(String asked, Path output) {
        String byName = null;
        if (output != null && !Outputs.isStdout(output)) {
            String name = output.getFileName().toString().toLowerCase(Locale.ROOT);
            byName = name.endsWith(".csv") ? "csv" : name.endsWith(".json") ? "json"
                    : name.endsWith(".md") || name.endsWith(".markdown") ? "markdown" : null;
        }
        if (asked == null) {
            return byName != null ? byName : "markdown";
        }
        String a = asked.toLowerCase(Locale.ROOT).equals("md") ? "markdown" : asked.toLowerCase(Locale.ROOT);
        if (byName != null && !byName.equals(a)) {
            throw new IllegalArgumentException("--format " + asked + " but --output " + output + " names "
                    + byName + " by its extension: drop --format or give the file a matching name");
        }
        return asked;
    }

    /** A {@code georc gtpred} output file: the per-model GTPred summary instead. */
    private Integer gtpred() throws IOException {
        if (plotDir != null) {
            throw new IllegalArgumentException("--plot draws chain-score figures; " + scores
                    + " is a GTPred score file (use --format for its table)");
        }
        GtpredSummary summary = GtpredSummary.of(GtpredScore.read(scores));
        write(switch (format.toLowerCase(Locale.ROOT)) {
            case "markdown", "md" -> GtpredTable.markdown(summary);
            case "csv" -> GtpredTable.csv(summary);
            case "json" -> GtpredTable.json(summary);
            default -> throw new IllegalArgumentException("--format must be markdown, csv or json, got \"" + format + "\"");
        });
        return 0;
    }

    private void write(String text) throws IOException {
        if (output != null) {
            try (ReplacedFile file = ReplacedFile.of(output, spec.commandLine().getOut())) {
                file.write(text);
                file.commit();
            }
        } else {
            spec.commandLine().getOut().print(text);
            spec.commandLine().getOut().flush();
        }
    }
}
