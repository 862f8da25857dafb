package org.georc.core.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.georc.core.gtpred.GtpredSummary;
import org.georc.core.json.JsonLines;

/**
 * Renders a {@link GtpredSummary} as the GTPred paper's Table II (time answer, time
 * reasoning, location answer, location reasoning per model, plus the final scores) and a
 * distance table (Acc@k and GeoGuessr points) when coordinates exist. Scores and accuracies
 * are shown x100 as "mean [low, high]" with the 95% bootstrap interval; GeoGuessr points are
 * shown as they are (0-5000).
 */
public final class GtpredTable {
    private GtpredTable() {
    }

    /**
     * @param s the summary
     * @return Markdown: a caption line, the scores table and, with coordinates, the distance table
     */
    public static String markdown(GtpredSummary s) {
        StringBuilder sb = new StringBuilder();
        sb.append("GTPred, location mode ").append(s.locationMode() == null ? "not recorded" : s.locationMode().id())
                .append("; scores x100 as mean [95% bootstrap interval]\n\n");
        List<String> header = new ArrayList<>(List.of("model", "n", "failed", "year"));
        boolean reasoning = s.hasReasoning();
        if (reasoning) {
            header.add("year reasoning");
        }
        header.add("location");
        if (reasoning) {
            header.addAll(List.of("location reasoning", "final year", "final location"));
        }
        MarkdownTable t = new MarkdownTable(header);
        for (GtpredSummary.Row r : s.rows()) {
            List<String> cells = new ArrayList<>(List.of(r.model(), Integer.toString(r.scored()),
                    Integer.toString(r.failures()), cell(r.year())));
            if (reasoning) {
                cells.add(cell(r.yearReasoning()));
            }
            cells.add(cell(r.location()));
            if (reasoning) {
                cells.addAll(List.of(cell(r.locationReasoning()), cell(r.finalYear()), cell(r.finalLocation())));
            }
            t.row(cells);
        }
        sb.append(t.render());
        if (s.hasDistances()) {
            List<String> dh = new ArrayList<>(List.of("model", "with coordinates"));
            for (double k : s.thresholdsKm()) {
                dh.add("Acc@" + km(k) + " km");
            }
            dh.add("GeoGuessr points");
            MarkdownTable d = new MarkdownTable(dh);
            for (GtpredSummary.Row r : s.rows()) {
                List<String> cells = new ArrayList<>(List.of(r.model(), Integer.toString(r.located())));
                for (int i = 0; i < s.thresholdsKm().size(); i++) {
                    cells.add(r.accuracy().isEmpty() ? "—" : cell(r.accuracy().get(i)));
                }
                cells.add(r.geoguessrPoints() == null ? "—" : points(r.geoguessrPoints()));
                d.row(cells);
            }
            sb.append('\n').append(d.render());
        }
        return sb.toString();
    }

    /**
     * @param s the summary
     * @return CSV with a fixed set of columns: for each mean its value, low, high and n (x100;
     *         GeoGuessr points as they are); empty cells where a model has no value
     */
    public static String csv(GtpredSummary s) {
        List<String> names = names(s);
        StringBuilder sb = new StringBuilder("model,n,failed,location_mode");
        for (String n : names) {
            sb.append(',').append(n).append(',').append(n).append("_low,").append(n).append("_high,").append(n).append("_n");
        }
        sb.append('\n');
        for (GtpredSummary.Row r : s.rows()) {
            sb.append(csvField(r.model())).append(',').append(r.scored()).append(',').append(r.failures()).append(',')
                    .append(s.locationMode() == null ? "" : s.locationMode().id());
            List<GtpredSummary.Mean> means = means(s, r);
            for (int i = 0; i < names.size(); i++) {
                GtpredSummary.Mean m = means.get(i);
                boolean pts = names.get(i).equals("geoguessr_points");
                if (m == null) {
                    sb.append(",,,,0");
                } else if (m.n() < 2) {
                    sb.append(',').append(num(m.value(), pts)).append(",,,").append(m.n()); // one value: no interval
                } else {
                    sb.append(',').append(num(m.value(), pts)).append(',').append(num(m.interval().lower(), pts))
                            .append(',').append(num(m.interval().upper(), pts)).append(',').append(m.n());
                }
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /**
     * @param s the summary
     * @return a JSON array, one object per model: {@code {"mean", "low", "high", "n"}} per
     *         metric (x100; GeoGuessr points as they are), null where a model has no value
     */
    public static String json(GtpredSummary s) {
        List<String> names = names(s);
        ArrayNode arr = JsonLines.array();
        for (GtpredSummary.Row r : s.rows()) {
            ObjectNode o = arr.addObject();
            o.put("model", r.model());
            o.put("n", r.scored());
            o.put("failed", r.failures());
            if (s.locationMode() != null) {
                o.put("location_mode", s.locationMode().id());
            }
            o.put("with_coordinates", r.located());
            List<GtpredSummary.Mean> means = means(s, r);
            for (int i = 0; i < names.size(); i++) {
                GtpredSummary.Mean m = means.get(i);
                if (m == null) {
                    o.putNull(names.get(i));
                    continue;
                }
                double f = names.get(i).equals("geoguessr_points") ? 1 : 100;
                ObjectNode n = o.putObject(names.get(i));
                n.put("mean", round(m.value() * f));
                if (m.n() < 2) {
                    n.putNull("low");
                    n.putNull("high");
                } else {
                    n.put("low", round(m.interval().lower() * f));
                    n.put("high", round(m.interval().upper() * f));
                }
                n.put("n", m.n());
            }
        }
        return JsonLines.writePretty(arr) + "\n";
    }

    private static List<String> names(GtpredSummary s) {
        List<String> names = new ArrayList<>(List.of("year", "year_reasoning", "location", "location_reasoning",
                "final_year", "final_location"));
        for (double k : s.thresholdsKm()) {
            names.add("acc_" + km(k) + "km");
        }
        names.add("geoguessr_points");
        return names;
    }

    private static List<GtpredSummary.Mean> means(GtpredSummary s, GtpredSummary.Row r) {
        List<GtpredSummary.Mean> means = new ArrayList<>();
        means.add(r.year());
        means.add(r.yearReasoning());
        means.add(r.location());
        means.add(r.locationReasoning());
        means.add(r.finalYear());
        means.add(r.finalLocation());
        for (int i = 0; i < s.thresholdsKm().size(); i++) {
            means.add(r.accuracy().isEmpty() ? null : r.accuracy().get(i));
        }
        means.add(r.geoguessrPoints());
        return means;
    }

    /**
     * @param k a distance threshold in km
     * @return it without a fraction when it has none ("25", "0.5")
     */
    public static String km(double k) {
        return k == Math.rint(k) ? Long.toString((long) k) : Double.toString(k);
    }

    /**
     * @param m a mean, or null
     * @return it x100 as "mean [low, high]", as in the Markdown table, or "—"
     */
    public static String cell(GtpredSummary.Mean m) {
        if (m == null) {
            return "—";
        }
        return num(m.value(), false) + interval(m, false);
    }

    /**
     * @param m a mean of GeoGuessr points
     * @return it as whole points "mean [low, high]"
     */
    public static String points(GtpredSummary.Mean m) {
        return num(m.value(), true) + interval(m, true);
    }

    /** The interval of a mean; one value has none, shown as "—". */
    private static String interval(GtpredSummary.Mean m, boolean points) {
        return m.n() < 2 ? " [—]" : " [" + num(m.interval().lower(), points) + ", " + num(m.interval().upper(), points) + "]";
    }

    private static String num(double v, boolean points) {
        return points ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.2f", v * 100);
    }

    private static double round(double v) {
        return Math.round(v * 100.0) / 100.0;
    }

    private static String csvField(String s) {
        return Cells.csv(s);
    }

    /**
     * @param s      a summary
     * @param format the format
     * @return the table in that format
     */
    public static String render(GtpredSummary s, TableFormat format) {
        return switch (format) {
            case CSV -> csv(s);
            case JSON -> json(s);
            case MARKDOWN -> markdown(s);
        };
    }
}
