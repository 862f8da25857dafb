package org.georc.bench.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.georc.core.io.ScoreRecord;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.BoxChart;
import org.knowm.xchart.BoxChartBuilder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.Styler;

/**
 * Leaderboard figures, each as PNG and SVG:
 * <ul>
 *   <li>{@code f1_vs_country}: mean F1 against country accuracy, one point per model, with
 *       the F1 bootstrap interval as a whisker (the paper's Figure 6 view); only models whose
 *       score lines say whether the country was right;</li>
 *   <li>{@code precision_recall}: mean precision and recall per model with interval whiskers;</li>
 *   <li>{@code f1_distribution}: the distribution of per-pair F1 per model (box plot).</li>
 * </ul>
 * XChart draws symmetric error bars, so a whisker shows the larger half of the (percentile,
 * hence possibly asymmetric) interval.
 */
public final class Plots {
    private static final int WIDTH = 900;
    private static final int HEIGHT = 600;

    private Plots() {
    }

    /**
     * Writes the figures.
     *
     * @param dir     output folder (created)
     * @param board   the leaderboard
     * @param records the score records it was built from
     * @return the files written
     */
    public static List<Path> write(Path dir, Leaderboard board, List<ScoreRecord> records) {
        try {
            Files.createDirectories(dir);
            List<Path> out = new ArrayList<>();
            XYChart scatter = f1VsCountry(board);
            if (scatter != null) {
                out.addAll(save(scatter, dir.resolve("f1_vs_country")));
            }
            out.addAll(save(precisionRecall(board), dir.resolve("precision_recall")));
            out.addAll(save(f1Distribution(board, records), dir.resolve("f1_distribution")));
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write plots to " + dir, e);
        }
    }

    private static XYChart f1VsCountry(Leaderboard board) {
        List<Leaderboard.Row> rows = board.rows().stream()
                .filter(r -> r.countryAccuracy() != null && r.f1() != null).toList();
        if (rows.isEmpty()) {
            return null;
        }
        XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT).title("F1 vs country accuracy")
                .xAxisTitle("country accuracy (%)").yAxisTitle("F1 x100").build();
        chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        chart.getStyler().setMarkerSize(10);
        chart.getStyler().setXAxisDecimalPattern("0.0");
        for (Leaderboard.Row r : rows) {
            double f1 = r.f1().estimate() * 100;
            double whisker = Math.max(r.f1().upper() - r.f1().estimate(), r.f1().estimate() - r.f1().lower()) * 100;
            chart.addSeries(r.model(), new double[] {r.countryAccuracy() * 100}, new double[] {f1},
                    new double[] {whisker});
        }
        return chart;
    }

    private static CategoryChart precisionRecall(Leaderboard board) {
        List<Leaderboard.Row> rows = board.rows().stream().filter(r -> r.f1() != null).toList();
        CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT).title("Precision and recall")
                .xAxisTitle("model").yAxisTitle("x100").build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNE);
        List<String> models = new ArrayList<>();
        List<Double> p = new ArrayList<>();
        List<Double> pe = new ArrayList<>();
        List<Double> r = new ArrayList<>();
        List<Double> re = new ArrayList<>();
        for (Leaderboard.Row row : rows) {
            models.add(row.model());
            p.add(row.precision().estimate() * 100);
            pe.add(half(row.precision()) * 100);
            r.add(row.recall().estimate() * 100);
            re.add(half(row.recall()) * 100);
        }
        if (models.isEmpty()) {
            models.add("(no scores)");
            p.add(0.0);
            pe.add(0.0);
            r.add(0.0);
            re.add(0.0);
        }
        chart.addSeries("precision", models, p, pe);
        chart.addSeries("recall", models, r, re);
        return chart;
    }

    private static BoxChart f1Distribution(Leaderboard board, List<ScoreRecord> records) {
        Map<String, List<Double>> byModel = new LinkedHashMap<>();
        for (Leaderboard.Row row : board.rows()) {
            byModel.put(row.model(), new ArrayList<>());
        }
        for (ScoreRecord rec : records) {
            if (!rec.isFailure()) {
                byModel.get(rec.model()).add(rec.f1() * 100);
                if (Leaderboard.isExpertPair(rec.model())) {
                    byModel.get(Leaderboard.HUMAN_EXPERT_AVERAGE).add(rec.f1() * 100);
                }
            }
        }
        BoxChart chart = new BoxChartBuilder().width(WIDTH).height(HEIGHT).title("F1 per pair")
                .yAxisTitle("F1 x100").build();
        byModel.forEach((model, values) -> {
            if (!values.isEmpty()) {
                chart.addSeries(model, values);
            }
        });
        return chart;
    }

    private static double half(org.georc.metrics.ConfidenceInterval ci) {
        return Math.max(ci.upper() - ci.estimate(), ci.estimate() - ci.lower());
    }

    private static List<Path> save(Chart<?, ?> chart, Path base) throws IOException {
        Path png = base.resolveSibling(base.getFileName() + ".png");
        Path svg = base.resolveSibling(base.getFileName() + ".svg");
        atomically(png, out -> BitmapEncoder.saveBitmap(chart, out, BitmapEncoder.BitmapFormat.PNG));
        atomically(svg, out -> VectorGraphicsEncoder.saveVectorGraphic(chart, out,
                VectorGraphicsEncoder.VectorGraphicsFormat.SVG));
        return List.of(png, svg);
    }

    private interface Writer {
        void write(java.io.OutputStream out) throws IOException;
    }

    /** Writes a temporary file next to the target, then renames it over the target. */
    private static void atomically(Path target, Writer writer) throws IOException {
        Path tmp = Files.createTempFile(target.toAbsolutePath().getParent(), "." + target.getFileName() + ".", ".partial");
        try {
            try (java.io.OutputStream out = new java.io.BufferedOutputStream(Files.newOutputStream(tmp))) {
                writer.write(out);
            }
            Files.move(tmp, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                    java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
