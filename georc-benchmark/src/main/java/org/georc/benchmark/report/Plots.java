package org.georc.benchmark.report;

import org.georc.core.report.Leaderboard;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.georc.core.scorefile.ScoreRecord;
import org.georc.metrics.Bootstrap;
import org.georc.metrics.ConfidenceInterval;

/**
 * Leaderboard figures, each as PNG and SVG:
 * <ul>
 *   <li>{@code f1_vs_country}: mean F1 against country accuracy, one labelled point per model
 *       (expert pairs pooled), coloured and shaped by group, with the bootstrap intervals of both
 *       as whiskers (the paper's Figure 6 view); only models whose score lines say whether the
 *       country was right;</li>
 *   <li>{@code precision_recall}: mean precision and recall per model with interval whiskers;</li>
 *   <li>{@code f1_distribution}: the distribution of per-pair F1 per model (box plot).</li>
 * </ul>
 * Both formats come from one drawing ({@code SvgCharts} lays each figure out once as a
 * {@code Figure}): the SVG is that drawing's document, with real {@code <text>} labels
 * (selectable, searchable); the PNG is the same drawing painted with Java2D at twice its size. So
 * they always agree: whiskers run from each interval's lower to its upper bound, asymmetric where
 * the (percentile bootstrap) interval is, and a model with fewer than two scored pairs gets no
 * whisker (it has no interval: "—" in the tables). Every file is written to a temporary file
 * and renamed over the target.
 */
public final class Plots {
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
                out.addAll(save(SvgCharts.f1VsCountry(withCountry, countryIntervals(records)),
                        dir.resolve("f1_vs_country")));
            }
            List<Leaderboard.Row> scored = board.rows().stream().filter(r -> r.f1() != null).toList();
            out.addAll(save(SvgCharts.precisionRecall(scored), dir.resolve("precision_recall")));
            Map<String, List<Double>> perPair = perPairF1(board, records);
            out.addAll(save(SvgCharts.f1Distribution(perPair), dir.resolve("f1_distribution")));
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write plots to " + dir, e);
        }
    }

    /**
     * The 95% bootstrap interval of each model's country accuracy (the mean of its scored rows'
     * {@code country_correct}, as the leaderboard's column), expert pairs also pooled as
     * {@code human-expert-average}; models whose rows never say are left out.
     *
     * @param records score records
     * @return intervals in [0, 1] by model
     */
    static Map<String, ConfidenceInterval> countryIntervals(List<ScoreRecord> records) {
        Map<String, List<Double>> byModel = new LinkedHashMap<>();
        for (ScoreRecord rec : records) {
            var v = rec.isFailure() || rec.extra() == null ? null : rec.extra().get("country_correct");
            if (v != null && v.isBoolean()) {
                double right = v.asBoolean() ? 1 : 0;
                byModel.computeIfAbsent(rec.model(), m -> new ArrayList<>()).add(right);
                if (Leaderboard.isExpertPair(rec.model())) {
                    byModel.computeIfAbsent(Leaderboard.HUMAN_EXPERT_AVERAGE, m -> new ArrayList<>()).add(right);
                }
            }
        }
        Map<String, ConfidenceInterval> out = new LinkedHashMap<>();
        byModel.forEach((model, values) -> out.put(model,
                Bootstrap.meanInterval(values.stream().mapToDouble(Double::doubleValue).toArray())));
        return out;
    }

    /** @return per-pair F1 in percent per model, in leaderboard order; expert pairs also pooled */
    static Map<String, List<Double>> perPairF1(Leaderboard board, List<ScoreRecord> records) {
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

    /**
     * Writes GeoRC Figure 3 as {@code category_counts.svg} and {@code .png}.
     *
     * @param dir    output folder (created)
     * @param names  category names, in display order
     * @param counts their statement counts
     * @return the files written
     */
    public static List<Path> writeCategoryCounts(Path dir, List<String> names, List<Integer> counts) {
        try {
            Files.createDirectories(dir);
            return save(SvgCharts.categoryCounts(names, counts), dir.resolve("category_counts"));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the category figure to " + dir, e);
        }
    }

    /**
     * Writes the models x categories recall heatmap as {@code category_recall.svg} and {@code .png}.
     *
     * @param dir        output folder (created)
     * @param models     models, top down
     * @param categories category names
     * @param recall     recall per model and category in [0, 1], null where undefined
     * @return the files written
     */
    public static List<Path> writeCategoryRecall(Path dir, List<String> models, List<String> categories,
                                                 Double[][] recall) {
        try {
            Files.createDirectories(dir);
            return save(SvgCharts.categoryHeatmap(models, categories, recall), dir.resolve("category_recall"));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the category heatmap to " + dir, e);
        }
    }

    /** PNG pixels per chart unit: figures stay sharp on high-density screens and in slides. */
    static final int PNG_SCALE = 2;

    private static List<Path> save(Figure figure, Path base) throws IOException {
        Path png = base.resolveSibling(base.getFileName() + ".png");
        Path svg = base.resolveSibling(base.getFileName() + ".svg");
        atomically(png, out -> png(figure, out));
        String document = figure.render();
        atomically(svg, out -> out.write(document.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        return List.of(png, svg);
    }

    /**
     * Paints the figure at {@link #PNG_SCALE} times its size and writes it as PNG.
     *
     * @param figure the drawing
     * @param out    where the PNG goes (left open)
     * @throws IOException when writing fails or the JVM has no PNG writer
     */
    static void png(Figure figure, java.io.OutputStream out) throws IOException {
        java.awt.image.BufferedImage img = new java.awt.image.BufferedImage(Figure.WIDTH * PNG_SCALE,
                Figure.HEIGHT * PNG_SCALE, java.awt.image.BufferedImage.TYPE_INT_RGB);
        java.awt.Graphics2D g = img.createGraphics();
        try {
            g.scale(PNG_SCALE, PNG_SCALE);
            figure.paint(g);
        } finally {
            g.dispose();
        }
        // no cache file in the temporary folder: on a full disk its failure surfaces on a background thread
        javax.imageio.ImageIO.setUseCache(false);
        if (!javax.imageio.ImageIO.write(img, "png", out)) {
            throw new IOException("no PNG writer in this JVM");
        }
    }

    private interface Writer {
        void write(java.io.OutputStream out) throws IOException;
    }

    /** Writes a temporary file next to the target, then renames it over the target. */
    private static void atomically(Path target, Writer writer) throws IOException {
        Path tmp = org.georc.core.output.AtomicFiles.sibling(target); // umask permissions, like any file the user writes
        try {
            try (java.io.OutputStream out = new java.io.BufferedOutputStream(Files.newOutputStream(tmp))) {
                writer.write(out);
            }
            org.georc.core.output.AtomicFiles.moveOver(tmp, target);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
