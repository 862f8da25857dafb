package org.georc.benchmark.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.georc.core.gtpred.GtpredRecords;
import org.georc.core.gtpred.GtpredScore;
import org.georc.core.gtpred.Location;
import org.georc.core.gtpred.LocationNormalizer;
import org.georc.core.gtpred.GtpredSummary;
import org.georc.core.report.GtpredTable;
import org.georc.core.report.Leaderboard;
import org.georc.core.report.ModelGroups;

/** The report's tables: the leaderboard and the two GTPred tables, with their sortable column heads. */
final class ReportTables {
    private ReportTables() {
    }

    static void leaderboard(StringBuilder b, Leaderboard board, List<String> models) {
        boolean country = board.rows().stream().anyMatch(r -> r.countryAccuracy() != null);
        boolean flags = board.rows().stream().anyMatch(r -> r.toolUse() != null);
        List<Leaderboard.Row> rows = new ArrayList<>(board.rows());
        // the leaderboard's own order: its groups (ModelGroups), best F1 first within each
        b.append("<section id=\"leaderboard\" aria-labelledby=\"leaderboard-title\"><h2 id=\"leaderboard-title\">"
                + "Leaderboard</h2>\n<table class=\"sortable\" id=\"leaderboard-table\">\n<caption>Per model: P, R and "
                + "F1 are mean precision, recall and F1 over the scored pairs, <strong>x100</strong>, as mean "
                + "[95% percentile-bootstrap interval] (2,000 resamples, fixed seed; \u201c[\u2014]\u201d: one pair, "
                + "no interval). n: pairs scored; failed: pairs the judge could not score, left out of the means."
                + (country ? " Country acc.: % of scored pairs whose conclusion names the right country." : "")
                + (flags ? " Tool use, filler, misattr.: % of candidate statements flagged as false tool use, "
                        + "axiomatic irrelevance and misattribution." : "")
                + " human-expert-average pools every expert pair. Sort by a column with its button.</caption>\n"
                + "<thead><tr>");
        List<String> head = new ArrayList<>(List.of("group", "model", "n", "failed", "P", "R", "F1"));
        if (country) {
            head.add("country acc.");
        }
        if (flags) {
            head.addAll(List.of("tool use %", "filler %", "misattr. %"));
        }
        heads(b, head, 2, head.size());
        b.append("</tr></thead>\n<tbody>\n");
        for (Leaderboard.Row r : rows) {
            b.append("<tr><td class=\"group\" data-v=\"").append(ModelGroups.standard().rank(r.group())).append("\">")
                    .append(Html.escape(r.group()))
                    .append("</td><th scope=\"row\" data-v=\"").append(Html.escape(r.model())).append("\">");
            int k = models.indexOf(r.model());
            if (k >= 0) {
                b.append("<a href=\"#model-").append(k).append("\">").append(Html.escape(r.model())).append("</a>");
            } else {
                b.append(Html.escape(r.model()));
            }
            b.append("</th>");
            num(b, r.scored(), Integer.toString(r.scored()));
            num(b, r.failures(), Integer.toString(r.failures()));
            for (var ci : List.of(Optional.ofNullable(r.precision()), Optional.ofNullable(r.recall()),
                    Optional.ofNullable(r.f1()))) {
                num(b, ci.map(c -> c.estimate()).orElse(null), Leaderboard.cell(ci.orElse(null), r.scored()));
            }
            if (country) {
                num(b, r.countryAccuracy(), Leaderboard.pct(r.countryAccuracy()));
            }
            if (flags) {
                for (Double d : new Double[] {r.toolUse(), r.filler(), r.misattribution()}) {
                    num(b, d, Leaderboard.pct(d));
                }
            }
            b.append("</tr>\n");
        }
        b.append("</tbody></table></section>\n");
    }

    /** Column heads, each a sort button; columns [numFrom, numTo) hold numbers and are right-aligned. */
    static void heads(StringBuilder b, List<String> head, int numFrom, int numTo) {
        for (int i = 0; i < head.size(); i++) {
            b.append("<th scope=\"col\"").append(i >= numFrom && i < numTo ? " class=\"num\"" : "")
                    .append("><button type=\"button\" data-col=\"").append(i).append("\">")
                    .append(Html.escape(head.get(i))).append("<span class=\"arrow\" aria-hidden=\"true\"></span>")
                    .append("</button></th>");
        }
    }

    static void num(StringBuilder b, Number sortKey, String text) {
        b.append("<td class=\"num\" data-v=\"").append(sortKey == null ? "" : sortKey.toString()).append("\">")
                .append(Html.escape(text)).append("</td>");
    }

    static void gtpredSection(StringBuilder b, List<GtpredScore> gtpred, Map<String, GtpredRecords.Truth> truth,
                              Map<String, GtpredRecords.Prediction> predictions) {
        GtpredSummary s = GtpredSummary.of(gtpred);
        b.append("<section id=\"gtpred\" aria-labelledby=\"gtpred-title\"><h2 id=\"gtpred-title\">GTPred</h2>\n")
                .append("<table class=\"sortable\" id=\"gtpred-table\"><caption>Table II: GTPred scores per model, "
                        + "location mode ").append(Html.escape(s.locationMode() == null ? "not recorded"
                        : s.locationMode().id())).append("; scores <strong>x100</strong> as mean [95% "
                        + "percentile-bootstrap interval]; failed lines are left out of the means.</caption>\n<thead><tr>");
        List<String> head = new ArrayList<>(List.of("model", "n", "failed", "year"));
        if (s.hasReasoning()) {
            head.add("year reasoning");
        }
        head.add("location");
        if (s.hasReasoning()) {
            head.addAll(List.of("location reasoning", "final year", "final location"));
        }
        if (s.hasDistances()) {
            for (double k : s.thresholdsKm()) {
                head.add("Acc@" + GtpredTable.km(k) + " km");
            }
            head.add("GeoGuessr points");
        }
        heads(b, head, 1, head.size());
        b.append("</tr></thead>\n<tbody>\n");
        for (GtpredSummary.Row r : s.rows()) {
            b.append("<tr><th scope=\"row\" data-v=\"").append(Html.escape(r.model())).append("\">")
                    .append(Html.escape(r.model())).append("</th>");
            num(b, r.scored(), Integer.toString(r.scored()));
            num(b, r.failures(), Integer.toString(r.failures()));
            List<GtpredSummary.Mean> means = new ArrayList<>();
            means.add(r.year());
            if (s.hasReasoning()) {
                means.add(r.yearReasoning());
            }
            means.add(r.location());
            if (s.hasReasoning()) {
                means.addAll(java.util.Arrays.asList(r.locationReasoning(), r.finalYear(), r.finalLocation()));
            }
            if (s.hasDistances()) {
                for (int i = 0; i < s.thresholdsKm().size(); i++) {
                    means.add(r.accuracy().isEmpty() ? null : r.accuracy().get(i));
                }
            }
            for (GtpredSummary.Mean m : means) {
                num(b, m == null ? null : m.value(), GtpredTable.cell(m));
            }
            if (s.hasDistances()) {
                GtpredSummary.Mean p = r.geoguessrPoints();
                num(b, p == null ? null : p.value(), p == null ? "\u2014" : GtpredTable.points(p));
            }
            b.append("</tr>\n");
        }
        b.append("</tbody></table>\n<table class=\"sortable\" id=\"gtpred-answers\"><caption>Each answer: year and "
                + "location scores in [0, 1] (1: the predicted year lies in the true interval; the location score "
                + "sums the matched levels' weights), the distance when both sides have coordinates, and the "
                + "scorer's notes" + (predictions.isEmpty() ? "" : "; each level as truth / answer, marked \u2713 "
                + "when the names agree after normalisation (the notes say where an LLM decided)") + ".</caption>\n"
                + "<thead><tr>");
        boolean levels = !predictions.isEmpty();
        List<String> answerHead = new ArrayList<>(List.of("id", "model", "year", "location", "km"));
        if (levels) {
            answerHead.add(2, "year: truth / answer");
            for (Location.Level l : Location.Level.values()) {
                answerHead.add(3 + l.ordinal(), l.field() + ": truth / answer");
            }
        }
        answerHead.add("notes");
        heads(b, answerHead, levels ? 7 : 2, levels ? 10 : 5);
        b.append("</tr></thead>\n<tbody>\n");
        for (GtpredScore g : gtpred) {
            b.append("<tr><th scope=\"row\" data-v=\"").append(Html.escape(g.id())).append("\">")
                    .append(Html.escape(g.id())).append("</th><td>").append(Html.escape(g.model())).append("</td>");
            if (levels) {
                levelCells(b, truth.get(g.id()), predictions.get(g.key()));
            }
            score(b, g.yearScore());
            score(b, g.locationScore());
            num(b, g.distanceKm(), g.distanceKm() == null ? "\u2014"
                    : String.format(Locale.ROOT, "%.1f", g.distanceKm()));
            b.append("<td>");
            if (g.isFailure()) {
                b.append("<span class=\"bad\">failed:</span> ").append(Html.escape(g.error())).append(' ');
            }
            b.append(Html.escape(String.join("; ", g.notes()))).append("</td></tr>\n");
        }
        b.append("</tbody></table></section>\n");
    }

    /** The year and the four location levels, truth / answer, each marked. */
    private static void levelCells(StringBuilder b, GtpredRecords.Truth t, GtpredRecords.Prediction p) {
        if (t == null || p == null) {
            b.append("<td colspan=\"5\">\u2014 (").append(t == null ? "no truth line" : "no prediction line")
                    .append(")</td>");
            return;
        }
        String truthYear = t.year() == null ? null : t.year().toString();
        String answerYear = p.yearText() != null ? p.yearText() : p.year() == null ? null : p.year().toString();
        String yearMark = t.year() == null ? null : p.year() == null ? "no"
                : t.year().contains(p.year()) ? "yes" : t.year().overlap(p.year()) > 0 ? "part" : "no";
        level(b, truthYear, answerYear, yearMark);
        for (Location.Level l : Location.Level.values()) {
            String tv = t.location() == null ? null : t.location().get(l);
            String pv = p.location() == null ? null : p.location().get(l);
            String mark = tv == null ? null : pv == null ? "no"
                    : Objects.equals(LocationNormalizer.DEFAULT.level(l, tv), LocationNormalizer.DEFAULT.level(l, pv))
                    ? "yes" : "no";
            level(b, tv, pv, mark);
        }
    }

    private static void level(StringBuilder b, String truthValue, String answer, String mark) {
        b.append("<td>").append(Html.escape(truthValue == null ? "\u2014" : truthValue)).append(" / ")
                .append(Html.escape(answer == null ? "\u2014" : answer));
        if (mark != null) {
            b.append(' ').append(switch (mark) {
                case "yes" -> "<span class=\"ok\">\u2713 match</span>";
                case "part" -> "<span class=\"part\">\u25d0 overlap</span>";
                default -> "<span class=\"bad\">\u2717 no match</span>";
            });
        }
        b.append("</td>");
    }

    /** A [0, 1] score with a match mark: full, partial or none, in words as well as colour. */
    private static void score(StringBuilder b, Double v) {
        if (v == null) {
            b.append("<td class=\"num\" data-v=\"\">\u2014</td>");
            return;
        }
        String mark = v >= 1 ? "<span class=\"ok\">\u2713 match</span>" : v > 0
                ? "<span class=\"part\">\u25d0 partial</span>" : "<span class=\"bad\">\u2717 no match</span>";
        b.append("<td class=\"num\" data-v=\"").append(v).append("\">")
                .append(String.format(Locale.ROOT, "%.3f", v)).append(' ').append(mark).append("</td>");
    }
}
