package org.georc.core.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.georc.core.gtpred.GtpredScore;
import org.georc.metrics.Bootstrap;
import org.georc.metrics.ConfidenceInterval;

/**
 * GTPred Table III: the time answer scored with the location asked for too (the joint run) and
 * without it (the year asked alone), and the location answer with and without the time, per
 * model, each a mean with its 95% bootstrap interval (seeded, as the leaderboard's).
 *
 * @param rows one row per model, in order of first appearance (joint run first)
 */
public record GtpredAblation(List<Row> rows) {
    /**
     * @param model                model
     * @param timeWithLocation     year score of the joint run, or null without one
     * @param timeAlone            year score of the year-alone run, or null
     * @param locationWithTime     location score of the joint run, or null
     * @param locationAlone        location score of the location-alone run, or null
     */
    public record Row(String model, Cell timeWithLocation, Cell timeAlone, Cell locationWithTime, Cell locationAlone) {
    }

    /**
     * @param mean the mean with its interval
     * @param n    the scored items
     */
    public record Cell(ConfidenceInterval mean, int n) {
    }

    /** Copies. */
    public GtpredAblation {
        rows = List.copyOf(rows);
    }

    /**
     * @param joint        score rows of the run that asked year and location together
     * @param yearAlone    score rows of the run that asked the year alone, or an empty list
     * @param locationAlone score rows of the run that asked the location alone, or an empty list
     * @return the table
     */
    public static GtpredAblation of(List<GtpredScore> joint, List<GtpredScore> yearAlone,
                                    List<GtpredScore> locationAlone) {
        List<String> models = new ArrayList<>();
        for (List<GtpredScore> run : List.of(joint, yearAlone, locationAlone)) {
            for (GtpredScore s : run) {
                if (!models.contains(s.model())) {
                    models.add(s.model());
                }
            }
        }
        List<Row> rows = new ArrayList<>();
        for (String m : models) {
            rows.add(new Row(m, cell(joint, m, GtpredScore::year), cell(yearAlone, m, GtpredScore::year),
                    cell(joint, m, GtpredScore::location), cell(locationAlone, m, GtpredScore::location)));
        }
        return new GtpredAblation(rows);
    }

    private static Cell cell(List<GtpredScore> run, String model, Function<GtpredScore, Optional<Double>> value) {
        double[] v = run.stream().filter(s -> s.model().equals(model) && !s.isFailure()).map(value)
                .flatMap(Optional::stream).mapToDouble(Double::doubleValue).toArray();
        if (v.length == 0) {
            return null;
        }
        ConfidenceInterval ci = v.length == 1 ? new ConfidenceInterval(v[0], v[0], v[0], 0.95) : Bootstrap.meanInterval(v);
        return new Cell(ci, v.length);
    }

    /** @return Markdown: model, time w/ location, time w/o location, location w/ time, location w/o time (x100) */
    public String markdown() {
        MarkdownTable t = new MarkdownTable(List.of("model", "time w/ location", "time w/o location",
                "location w/ time", "location w/o time"));
        for (Row r : rows) {
            t.row(List.of(r.model(), text(r.timeWithLocation()), text(r.timeAlone()), text(r.locationWithTime()),
                    text(r.locationAlone())));
        }
        return "GTPred ablation (Table III): mean x100 [95% interval] (n)\n\n" + t.render();
    }

    /** @return CSV with one column per number (x100; empty where a run is missing) */
    public String csv() {
        StringBuilder sb = new StringBuilder("model");
        for (String c : List.of("time_with_location", "time_alone", "location_with_time", "location_alone")) {
            sb.append(',').append(c).append(',').append(c).append("_lower,").append(c).append("_upper,").append(c)
                    .append("_n");
        }
        sb.append('\n');
        for (Row r : rows) {
            sb.append(r.model().contains(",") || r.model().contains("\"") ? "\"" + r.model().replace("\"", "\"\"") + "\""
                    : r.model());
            for (Cell c : java.util.Arrays.asList(r.timeWithLocation(), r.timeAlone(), r.locationWithTime(),
                    r.locationAlone())) {
                sb.append(c == null ? ",,,," : "," + num(c.mean().estimate()) + "," + num(c.mean().lower()) + ","
                        + num(c.mean().upper()) + "," + c.n());
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** @return the row of each model, by name */
    public Map<String, Row> byModel() {
        Map<String, Row> m = new LinkedHashMap<>();
        rows.forEach(r -> m.put(r.model(), r));
        return m;
    }

    private static String text(Cell c) {
        if (c == null) {
            return "—";
        }
        return num(c.mean().estimate()) + (c.n() < 2 ? " [—]" : " [" + num(c.mean().lower()) + ", "
                + num(c.mean().upper()) + "]") + " (" + c.n() + ")";
    }

    private static String num(double unit) {
        return String.format(Locale.ROOT, "%.2f", unit * 100);
    }

    /**
     * Reads the score files of the runs and builds the table.
     *
     * @param joint         the score file of the run that asked year and location together
     * @param yearAlone     the score file of the year-alone run, or null
     * @param locationAlone the score file of the location-alone run, or null
     * @return the table
     * @throws org.georc.core.InvalidInputException when a file is no GTPred score file
     */
    public static GtpredAblation read(java.nio.file.Path joint, java.nio.file.Path yearAlone,
                                      java.nio.file.Path locationAlone) {
        return of(scores(joint), scores(yearAlone), scores(locationAlone));
    }

    private static List<GtpredScore> scores(java.nio.file.Path file) {
        if (file == null) {
            return List.of();
        }
        if (!GtpredScore.isScoreFile(file)) {
            throw new org.georc.core.InvalidInputException(file, 0, null, "is not a `georc gtpred` score file (no "
                    + "year_score/location_score)", null);
        }
        return GtpredScore.read(file);
    }
}
