package org.georc.bench.report;

import org.georc.core.report.Leaderboard;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.georc.core.io.ScoreRecord;
import org.knowm.xchart.BoxChart;
import org.knowm.xchart.BoxChartBuilder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
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
 * The PNG is drawn by XChart at twice its size. XChart draws symmetric error bars, so a PNG
 * whisker shows the larger half of the (percentile, hence possibly asymmetric) interval. The SVG
 * is written by georc itself (package-private {@code SvgCharts}) from the same data with the same
 * titles: its labels are real {@code <text>} elements (selectable, searchable), and its whiskers
 * run from the interval's lower to its upper bound, asymmetric where the interval is; a model with
 * fewer than two scored pairs gets no SVG whisker (it has no interval: "—" in the tables). Every
 * file is written to a temporary file and renamed over the target.
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
            List<Leaderboard.Row> withCountry = board.rows().stream()
                    .filter(r -> r.countryAccuracy() != null && r.f1() != null).toList();
            if (!withCountry.isEmpty()) {
                out.addAll(save(f1VsCountry(withCountry), SvgCharts.f1VsCountry(withCountry),
                        dir.resolve("f1_vs_country")));
            }
            List<Leaderboard.Row> scored = board.rows().stream().filter(r -> r.f1() != null).toList();
            out.addAll(save(precisionRecall(scored), SvgCharts.precisionRecall(scored),
                    dir.resolve("precision_recall")));
            Map<String, List<Double>> perPair = perPairF1(board, records);
            out.addAll(save(f1Distribution(perPair), SvgCharts.f1Distribution(perPair),
                    dir.resolve("f1_distribution")));
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write plots to " + dir, e);
        }
    }

    private static XYChart f1VsCountry(List<Leaderboard.Row> rows) {
        XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(SvgCharts.F1_VS_COUNTRY_TITLE)
                .xAxisTitle(SvgCharts.F1_VS_COUNTRY_X).yAxisTitle(SvgCharts.F1_VS_COUNTRY_Y).build();
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

    private static CategoryChart precisionRecall(List<Leaderboard.Row> rows) {
        CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT)
                .title(SvgCharts.PRECISION_RECALL_TITLE)
                .xAxisTitle(SvgCharts.PRECISION_RECALL_X).yAxisTitle(SvgCharts.PRECISION_RECALL_Y).build();
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
            models.add(SvgCharts.NO_SCORES);
            p.add(0.0);
            pe.add(0.0);
            r.add(0.0);
            re.add(0.0);
        }
        chart.addSeries("precision", models, p, pe);
        chart.addSeries("recall", models, r, re);
        return chart;
    }

    /** @return per-pair F1 in percent per model, in leaderboard order; expert pairs also pooled */
    private static Map<String, List<Double>> perPairF1(Leaderboard board, List<ScoreRecord> records) {
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
        return byModel;
    }

    private static BoxChart f1Distribution(Map<String, List<Double>> byModel) {
        BoxChart chart = new BoxChartBuilder().width(WIDTH).height(HEIGHT).title(SvgCharts.F1_DISTRIBUTION_TITLE)
                .xAxisTitle(SvgCharts.F1_DISTRIBUTION_X).yAxisTitle(SvgCharts.F1_DISTRIBUTION_Y).build();
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

    /** PNG pixels per chart unit: figures stay sharp on high-density screens and in slides. */
    static final int PNG_SCALE = 2;

    private static List<Path> save(Chart<?, ?> chart, String svgDocument, Path base) throws IOException {
        whiteTheme(chart);
        Path png = base.resolveSibling(base.getFileName() + ".png");
        Path svg = base.resolveSibling(base.getFileName() + ".svg");
        atomically(png, out -> png(chart, out));
        atomically(svg, out -> out.write(svgDocument.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        return List.of(png, svg);
    }

    /** White chart, plot and legend, light grey grid lines, no boxes around the title or legend. */
    private static void whiteTheme(Chart<?, ?> chart) {
        Styler st = chart.getStyler();
        st.setChartBackgroundColor(java.awt.Color.WHITE);
        st.setPlotBackgroundColor(java.awt.Color.WHITE);
        st.setLegendBackgroundColor(java.awt.Color.WHITE);
        st.setLegendBorderColor(java.awt.Color.WHITE);
        st.setChartTitleBoxVisible(false);
        st.setPlotBorderColor(new java.awt.Color(0xB0, 0xB0, 0xB0));
        if (st instanceof org.knowm.xchart.style.AxesChartStyler a) {
            a.setPlotGridLinesColor(new java.awt.Color(0xE6, 0xE6, 0xE6));
        }
    }

    /** The chart drawn at twice its size. */
    static void png(Chart<?, ?> chart, java.io.OutputStream out) throws IOException {
        java.awt.image.BufferedImage img = new java.awt.image.BufferedImage(chart.getWidth() * PNG_SCALE,
                chart.getHeight() * PNG_SCALE, java.awt.image.BufferedImage.TYPE_INT_RGB);
        java.awt.Graphics2D g = img.createGraphics();
        try {
            g.scale(PNG_SCALE, PNG_SCALE);
            chart.paint(g, chart.getWidth(), chart.getHeight());
        } finally {
            g.dispose();
        }
        if (!javax.imageio.ImageIO.write(img, "png", out)) {
            throw new IOException("no PNG writer in this JVM");
        }
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
