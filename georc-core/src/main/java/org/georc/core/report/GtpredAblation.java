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
 * <p>The runs are compared on the same items: only the (id, model) pairs that every run given
 * scored (a failure in any run leaves the pair out of all), so a difference between columns is the
 * effect of what was asked, not of which items each run happened to hold. {@link #leftOut} says
 * how many pairs that left out.
 *
 * @param rows    one row per model, in order of first appearance (joint run first)
 * @param leftOut (id, model) pairs some run scored but not every run did, left out of every column
 */
public record GtpredAblation(List<Row> rows, int leftOut) {
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
        List<List<GtpredScore>> given = new ArrayList<>();
        for (List<GtpredScore> run : List.of(joint, yearAlone, locationAlone)) {
            if (!run.isEmpty()) {
                given.add(run);
            }
        }
        // the pairs every given run scored; the others are counted as left out
        java.util.Set<String> all = new java.util.LinkedHashSet<>();
        java.util.Set<String> common = null;
        for (List<GtpredScore> run : given) {
            java.util.Set<String> scored = new java.util.HashSet<>();
            for (GtpredScore s : run) {
                all.add(s.key());
                if (!s.isFailure()) {
                    scored.add(s.key());
                }
            }
            if (common == null) {
                common = scored;
            } else {
                common.retainAll(scored);
            }
        }
        java.util.Set<String> paired = common == null ? java.util.Set.of() : common;
        List<String> models = new ArrayList<>();
        for (List<GtpredScore> run : given) {
            for (GtpredScore s : run) {
                if (paired.contains(s.key()) && !models.contains(s.model())) {
                    models.add(s.model());
                }
            }
        }
        List<Row> rows = new ArrayList<>();
        for (String m : models) {
            rows.add(new Row(m, cell(joint, m, paired, GtpredScore::year), cell(yearAlone, m, paired, GtpredScore::year),
                    cell(joint, m, paired, GtpredScore::location),
                    cell(locationAlone, m, paired, GtpredScore::location)));
        }
        return new GtpredAblation(rows, all.size() - paired.size());
    }

    /** @return a note on the pairs left out, or empty when every run scored the same pairs */
    public Optional<String> leftOutNote() {
        return leftOut == 0 ? Optional.empty() : Optional.of("note: " + leftOut + " (id, model) pair(s) left out of "
                + "the ablation: not every run scored them (missing from a run, or failed in one); the columns "
                + "compare only the pairs every run scored");
    }

    private static Cell cell(List<GtpredScore> run, String model, java.util.Set<String> paired,
                             Function<GtpredScore, Optional<Double>> value) {
        double[] v = run.stream().filter(s -> s.model().equals(model) && paired.contains(s.key())).map(value)
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
            sb.append(Cells.csv(r.model()));
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
        refuseSame(joint, yearAlone);
        refuseSame(joint, locationAlone);
        refuseSame(yearAlone, locationAlone);
        return of(scores(joint), scores(yearAlone), scores(locationAlone));
    }

    /**
     * Two runs that asked differently cannot be one file, nor two copies of one: the table would
     * show "no effect" for what is no comparison at all.
     */
    private static void refuseSame(java.nio.file.Path a, java.nio.file.Path b) {
        if (a == null || b == null) {
            return;
        }
        try {
            boolean same = java.nio.file.Files.isSameFile(a, b) || java.nio.file.Files.mismatch(a, b) == -1;
            if (same) {
                throw new org.georc.core.InvalidInputException(b, 0, null, "is the same score file as " + a + " (or an "
                        + "identical copy of it); the ablation compares runs that asked differently, so each run "
                        + "needs its own file", null);
            }
        } catch (java.io.IOException e) {
            // a file that cannot be read is reported by the reader, naming it
        }
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
