package org.georc.benchmark.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import org.georc.core.scorefile.ScoreRecord;
import org.georc.core.report.ModelGroups;

/** Each model's section of the report: its filters and its table of pairs, and the flag legend above them. */
final class ModelSections {
    /** The Figure 7 error types, in the legend's order. */
    private static final List<String> FLAGS = List.of("misattribution", "hallucination", "false_tool_use",
            "axiomatic_irrelevance");

    private ModelSections() {
    }

    static void legend(StringBuilder b) {
        b.append("<div class=\"flag-legend\" role=\"note\" aria-label=\"Legend\"><strong>Flags (the paper's Figure 7 "
                + "colours):</strong><ul>");
        for (String f : FLAGS) {
            b.append("<li><span class=\"badge flag-").append(f).append("\"><span aria-hidden=\"true\" class=\"icon\">")
                    .append(icon(f)).append("</span> ").append(label(f)).append("</span></li>");
        }
        b.append("</ul><p>A statement's bar is its credit (0 to 1) against the other chain; hover or focus a "
                + "statement to outline its best support on the other side (marked \u201cbest support\u201d). Keys: "
                + "\u2191 \u2193 move within a chain, \u2192 \u2190 jump to the best support. The judge's own reasons "
                + "count statements from 0.</p></div>\n");
    }

    /** The label of a flag key. */
    static String label(String flag) {
        return switch (flag) {
            case "misattribution" -> "misattribution";
            case "hallucination" -> "hallucination";
            case "false_tool_use" -> "false tool use";
            case "axiomatic_irrelevance" -> "axiomatic irrelevance";
            default -> flag.replace('_', ' ');
        };
    }

    static String icon(String flag) {
        return switch (flag) {
            case "misattribution" -> "\u21c4";
            case "hallucination" -> "\u2716";
            case "false_tool_use" -> "\u2692";
            case "axiomatic_irrelevance" -> "\u2205";
            default -> "!";
        };
    }

    static void modelSection(StringBuilder b, int k, String model, List<ScoreRecord> rows, int firstPair) {
        TreeSet<String> countries = new TreeSet<>();
        TreeSet<String> flags = new TreeSet<>();
        int failed = 0;
        for (ScoreRecord r : rows) {
            r.extraText("country").ifPresent(countries::add);
            flags.addAll(flagsOf(r));
            failed += r.isFailure() ? 1 : 0;
        }
        String id = "model-" + k;
        b.append("<section class=\"model\" id=\"").append(id).append("\" aria-labelledby=\"").append(id)
                .append("-title\"><h3 id=\"").append(id).append("-title\">").append(Html.escape(model))
                .append(" <span class=\"group\">(").append(Html.escape(ModelGroups.standard().groupOf(model)))
                .append(")</span></h3>\n<form class=\"filters\" data-table=\"").append(id).append("-pairs\">")
                .append("<label>Country <select name=\"country\"><option value=\"\">all</option>");
        for (String c : countries) {
            b.append("<option value=\"").append(Html.escape(c)).append("\">").append(Html.escape(c)).append("</option>");
        }
        b.append("</select></label> <label>Flag <select name=\"flag\"><option value=\"\">any</option>")
                .append("<option value=\"none\">no flag</option>");
        for (String f : flags) {
            b.append("<option value=\"").append(Html.escape(f)).append("\">").append(Html.escape(label(f)))
                    .append("</option>");
        }
        b.append("</select></label> <label>Failure <select name=\"failed\"><option value=\"\">all pairs</option>"
                + "<option value=\"no\">scored</option><option value=\"yes\">failed</option></select></label> "
                + "<output class=\"count\" aria-live=\"polite\">").append(rows.size()).append(" of ")
                .append(rows.size()).append(" pairs</output></form>\n");
        b.append("<table class=\"pairs sortable\" id=\"").append(id).append("-pairs\"><caption>Pairs of ")
                .append(Html.escape(model)).append(" by F1 (x100), best first")
                .append(failed > 0 ? "; failed pairs last" : "").append(". Open a pair to see its statements."
                        + "</caption>\n<thead><tr>");
        ReportTables.heads(b, List.of("id", "country", "predicted", "P", "R", "F1", "flags"), 3, 6);
        b.append("</tr></thead>\n<tbody>\n");
        int n = firstPair;
        for (ScoreRecord r : rows) {
            List<String> fl = flagsOf(r);
            b.append("<tr data-country=\"").append(Html.escape(r.extraText("country").orElse("")))
                    .append("\" data-flags=\"").append(Html.escape(String.join(" ", fl))).append("\" data-failed=\"")
                    .append(r.isFailure() ? "yes" : "no").append("\"><th scope=\"row\" data-v=\"")
                    .append(Html.escape(r.id())).append("\"><a href=\"#pair-").append(n++).append("\">")
                    .append(Html.escape(r.id())).append("</a></th><td>")
                    .append(Html.escape(r.extraText("country").orElse("\u2014"))).append("</td><td>");
            String predicted = r.extraText("predicted_country").orElse(null);
            JsonNode correct = r.extra() == null ? null : r.extra().get("country_correct");
            if (predicted == null) {
                b.append("\u2014");
            } else {
                b.append(Html.escape(predicted));
                if (correct != null && correct.isBoolean()) {
                    b.append(correct.asBoolean() ? " <span class=\"ok\">\u2713 right</span>"
                            : " <span class=\"bad\">\u2717 wrong</span>");
                }
            }
            b.append("</td>");
            if (r.isFailure()) {
                b.append("<td class=\"num\" data-v=\"\">\u2014</td><td class=\"num\" data-v=\"\">\u2014</td>"
                        + "<td class=\"num\" data-v=\"\"><span class=\"bad\">failed</span></td>");
            } else {
                for (double v : new double[] {r.precision(), r.recall(), r.f1()}) {
                    b.append("<td class=\"num\" data-v=\"").append(v).append("\">")
                            .append(String.format(Locale.ROOT, "%.1f", v * 100)).append("</td>");
                }
            }
            b.append("<td>");
            for (String f : fl) {
                b.append("<span class=\"badge flag-").append(Html.escape(f)).append("\"><span aria-hidden=\"true\" "
                        + "class=\"icon\">").append(icon(f)).append("</span> ").append(Html.escape(label(f)))
                        .append("</span> ");
            }
            b.append("</td></tr>\n");
        }
        b.append("</tbody></table></section>\n");
    }

    /** The flag kinds a row's candidate statements carry, sorted. */
    private static List<String> flagsOf(ScoreRecord r) {
        TreeSet<String> out = new TreeSet<>();
        JsonNode counts = r.extra() == null ? null : r.extra().get("flags");
        if (counts != null && counts.isObject()) {
            counts.fields().forEachRemaining(e -> {
                if (e.getValue().asLong() > 0) {
                    out.add(e.getKey());
                }
            });
        }
        JsonNode list = r.extra() == null ? null : r.extra().get("flagged_statements");
        if (list != null && list.isArray()) {
            for (JsonNode f : list) {
                if (f.path("flag").isTextual()) {
                    out.add(f.get("flag").asText());
                }
            }
        }
        return List.copyOf(out);
    }
}
