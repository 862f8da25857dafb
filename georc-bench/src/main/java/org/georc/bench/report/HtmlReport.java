package org.georc.bench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.imageio.ImageIO;
import org.georc.core.InvalidInputException;
import org.georc.core.gtpred.GtpredRecords;
import org.georc.core.gtpred.GtpredScore;
import org.georc.core.gtpred.Location;
import org.georc.core.gtpred.LocationNormalizer;
import org.georc.core.gtpred.GtpredSummary;
import org.georc.core.output.AtomicFiles;
import org.georc.core.records.ImageFiles;
import org.georc.core.json.JsonLines;
import org.georc.core.scorefile.ScoreRecord;
import org.georc.core.report.GtpredTable;
import org.georc.core.report.Leaderboard;
import org.georc.core.report.ModelGroups;

/**
 * One self-contained HTML file that shows score runs: the leaderboard (sortable, with its
 * intervals and captions), the F1-vs-country scatter and the F1 box plot inlined as SVG, a section
 * per model listing its pairs by F1 (filterable by country, flag and failure), a view per pair
 * (reference and candidate side by side, each statement with its credit, the support of a
 * statement highlighted when it is hovered or focused, flagged statements coloured and labelled
 * as in the paper's Figure 7), and the GTPred summary when GTPred score lines are given.
 *
 * <p>The file loads nothing: no network, no external script, font or style; a
 * Content-Security-Policy allows only the report's own script (by its SHA-256) and inline
 * styles. Every string from the data is escaped with {@link Html#escape}; the pairs' details go to
 * the script as JSON in a {@code <script type="application/json">} element
 * ({@link Html#scriptJson}), and the script puts them into the page as text only.
 */
public final class HtmlReport {
    /** The default size limit of a report: 50 MB (50,000,000 bytes), as {@code --max-report-mb 50}. */
    public static final long DEFAULT_MAX_BYTES = 50_000_000L;
    /** The longest side of an embedded image, in pixels. */
    public static final int IMAGE_SIDE = 480;

    private static final String RESOURCES = "/org/georc/bench/report/";
    /** The Figure 7 error types, in the legend's order. */
    private static final List<String> FLAGS = List.of("misattribution", "hallucination", "false_tool_use",
            "axiomatic_irrelevance");

    private final List<ScoreRecord> scores;
    private final List<GtpredScore> gtpred;
    private final Map<String, GtpredRecords.Truth> truth;
    private final Map<String, GtpredRecords.Prediction> predictions;
    private final PairChains chains;
    private final boolean images;
    private final long maxBytes;
    private final String title;

    private HtmlReport(Builder b) {
        this.scores = List.copyOf(b.scores);
        this.gtpred = List.copyOf(b.gtpred);
        this.truth = Map.copyOf(b.truth);
        this.predictions = Map.copyOf(b.predictions);
        this.chains = b.chains;
        this.images = b.images;
        this.maxBytes = b.maxBytes;
        this.title = b.title;
    }

    /** @return a builder */
    public static Builder builder() {
        return new Builder();
    }

    /** Collects what a report shows. */
    public static final class Builder {
        private final List<ScoreRecord> scores = new ArrayList<>();
        private final List<GtpredScore> gtpred = new ArrayList<>();
        private final Map<String, GtpredRecords.Truth> truth = new LinkedHashMap<>();
        private final Map<String, GtpredRecords.Prediction> predictions = new LinkedHashMap<>();
        private PairChains chains = PairChains.none();
        private boolean images;
        private long maxBytes = DEFAULT_MAX_BYTES;
        private String title = "GeoRC report";

        private Builder() {
        }

        /**
         * @param rows chain score rows ({@code georc score}, {@code experts}, baselines)
         * @return this
         */
        public Builder scores(List<ScoreRecord> rows) {
            scores.addAll(rows);
            return this;
        }

        /**
         * @param lines GTPred score lines ({@code georc gtpred})
         * @return this
         */
        public Builder gtpred(List<GtpredScore> lines) {
            gtpred.addAll(lines);
            return this;
        }

        /**
         * @param truthById the GTPred truth lines, by id ({@code GtpredRecords.readTruth})
         * @param answers   the predictions scored ({@code GtpredRecords.readPredictions}): each
         *                  answer's year and location levels are shown beside the truth's, matches marked
         * @return this
         */
        public Builder gtpredAnswers(Map<String, GtpredRecords.Truth> truthById,
                                     List<GtpredRecords.Prediction> answers) {
            truth.putAll(truthById);
            for (GtpredRecords.Prediction p : answers) {
                predictions.put(p.key(), p);
            }
            return this;
        }

        /**
         * @param pairChains the chains the rows were scored from (default: none; the pair views then
         *                   show the judge's clauses)
         * @return this
         */
        public Builder chains(PairChains pairChains) {
            this.chains = Objects.requireNonNull(pairChains, "pairChains");
            return this;
        }

        /**
         * @param embed whether to embed each location's image, scaled to {@value #IMAGE_SIDE} px
         * @return this
         */
        public Builder images(boolean embed) {
            this.images = embed;
            return this;
        }

        /**
         * @param bytes the largest report to write (default {@link #DEFAULT_MAX_BYTES})
         * @return this
         */
        public Builder maxBytes(long bytes) {
            if (bytes < 1) {
                throw new IllegalArgumentException("the report's size limit must be positive, got " + bytes);
            }
            this.maxBytes = bytes;
            return this;
        }

        /**
         * @param text the page title
         * @return this
         */
        public Builder title(String text) {
            this.title = Objects.requireNonNull(text, "text");
            return this;
        }

        /** @return the report */
        public HtmlReport build() {
            if (scores.isEmpty() && gtpred.isEmpty()) {
                throw new InvalidInputException("nothing to report: no score row and no GTPred line");
            }
            return new HtmlReport(this);
        }
    }

    /**
     * Writes the report to a temporary file next to {@code output} and renames it into place.
     *
     * @param output the HTML file
     * @return its size in bytes
     * @throws InvalidInputException when the report would exceed the size limit (nothing is written)
     */
    public long write(Path output) {
        byte[] bytes = render().getBytes(StandardCharsets.UTF_8);
        try {
            Path parent = output.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Path tmp = AtomicFiles.sibling(output);
            try {
                Files.write(tmp, bytes);
                AtomicFiles.moveOver(tmp, output);
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the report " + output, e);
        }
        return bytes.length;
    }

    /**
     * @return the HTML document
     * @throws InvalidInputException when it would exceed the size limit
     */
    public String render() {
        Leaderboard board = scores.isEmpty() ? null : Leaderboard.of(scores);
        Map<String, List<ScoreRecord>> byModel = new TreeMap<>();
        for (ScoreRecord r : scores) {
            byModel.computeIfAbsent(r.model(), m -> new ArrayList<>()).add(r);
        }
        List<String> models = board == null ? List.of() : board.rows().stream().map(Leaderboard.Row::model)
                .filter(byModel::containsKey).toList();

        StringBuilder body = new StringBuilder(1 << 16);
        Map<String, String> imageData = new java.util.concurrent.ConcurrentHashMap<>();
        StringBuilder pairsJson = new StringBuilder(1 << 16);

        body.append("<header><h1>").append(Html.escape(title)).append("</h1><nav aria-label=\"Sections\"><ul>");
        if (board != null) {
            body.append("<li><a href=\"#leaderboard\">Leaderboard</a></li><li><a href=\"#figures\">Figures</a></li>")
                    .append("<li><a href=\"#models\">Models</a></li>");
        }
        if (!gtpred.isEmpty()) {
            body.append("<li><a href=\"#gtpred\">GTPred</a></li>");
        }
        body.append("</ul></nav></header>\n<main>\n");
        if (board != null) {
            leaderboard(body, board, models);
            figures(body, board);
            body.append("<section id=\"models\" aria-labelledby=\"models-title\"><h2 id=\"models-title\">Models</h2>\n");
            legend(body);
            // pairs are numbered model after model; each model's section and pair data are built in parallel
            int[] first = new int[models.size()];
            for (int k = 1; k < models.size(); k++) {
                first[k] = first[k - 1] + byModel.get(models.get(k - 1)).size();
            }
            List<String[]> parts = java.util.stream.IntStream.range(0, models.size()).parallel().mapToObj(k -> {
                List<ScoreRecord> rows = new ArrayList<>(byModel.get(models.get(k)));
                rows.sort(Comparator.comparing((ScoreRecord r) -> r.isFailure())
                        .thenComparing(Comparator.comparingDouble((ScoreRecord r) -> r.isFailure() ? 0 : r.f1())
                                .reversed())
                        .thenComparing(ScoreRecord::id));
                StringBuilder section = new StringBuilder(rows.size() * 400);
                modelSection(section, k, models.get(k), rows, first[k]);
                StringBuilder json = new StringBuilder(rows.size() * 2048);
                for (ScoreRecord r : rows) {
                    json.append(json.length() == 0 ? "" : ",").append(JsonLines.write(pair(r, k, imageData)));
                }
                return new String[] {section.toString(), Html.scriptJson(json.toString())};
            }).toList();
            long size = body.length();
            for (String[] part : parts) {
                size += part[0].length() + part[1].length();
                if (size > maxBytes) {
                    throw tooLarge(size);
                }
                body.append(part[0]);
                pairsJson.append(pairsJson.length() == 0 ? "" : ",").append(part[1]);
            }
            body.append("</section>\n");
            body.append("<section id=\"pair\" aria-labelledby=\"pair-title\" hidden><h2 id=\"pair-title\" "
                    + "tabindex=\"-1\">Pair</h2><div id=\"pair-body\"></div></section>\n");
        }
        if (!gtpred.isEmpty()) {
            gtpredSection(body);
        }
        body.append("</main>\n");

        ArrayNode modelNames = JsonLines.array();
        models.forEach(modelNames::add);
        ObjectNode img = JsonLines.object();
        new TreeMap<>(imageData).forEach(img::put);
        // {"models": [...], "pairs": [...], "images": {...}}, each part already safe for a script element
        String json = "{\"models\":" + Html.scriptJson(JsonLines.write(modelNames)) + ",\"pairs\":[" + pairsJson
                + "],\"images\":" + Html.scriptJson(JsonLines.write(img)) + "}";
        String script = resource("report.js");
        String css = resource("report.css");
        StringBuilder doc = new StringBuilder(body.length() + json.length() + script.length() + css.length() + 2048);
        doc.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:; "
                        + "style-src 'unsafe-inline'; script-src '")
                .append(sha256(script)).append("'\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<link rel=\"icon\" href=\"data:,\">\n<title>").append(Html.escape(title)).append("</title>\n")
                .append("<style>\n").append(css).append("</style>\n</head>\n<body>\n")
                .append("<a class=\"skip\" href=\"#models\">Skip to the models</a>\n")
                .append(body)
                .append("<script type=\"application/json\" id=\"georc-data\">").append(json).append("</script>\n")
                .append("<script>").append(script).append("</script>\n</body>\n</html>\n");
        long size = utf8Length(doc);
        if (size > maxBytes) {
            throw tooLarge(size);
        }
        return doc.toString();
    }

    private InvalidInputException tooLarge(long size) {
        return new InvalidInputException("the report would hold more than " + size(maxBytes) + " (at least "
                + size(size) + "), over its limit of " + size(maxBytes) + "; report fewer score files"
                + (images ? ", leave out --images" : "") + ", or raise the limit (--max-report-mb)");
    }

    /** Bytes in MB with one decimal, or in bytes below 0.1 MB. */
    private static String size(long bytes) {
        return bytes < 100_000 ? bytes + " bytes" : String.format(Locale.ROOT, "%.1f MB", bytes / 1e6);
    }

    private static long utf8Length(CharSequence s) {
        long n = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                n++;
            } else if (c < 0x800) {
                n += 2;
            } else if (Character.isHighSurrogate(c)) {
                n += 4;
                i++;
            } else {
                n += 3;
            }
        }
        return n;
    }

    // ---------------------------------------------------------------- leaderboard and figures

    private static void leaderboard(StringBuilder b, Leaderboard board, List<String> models) {
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
    private static void heads(StringBuilder b, List<String> head, int numFrom, int numTo) {
        for (int i = 0; i < head.size(); i++) {
            b.append("<th scope=\"col\"").append(i >= numFrom && i < numTo ? " class=\"num\"" : "")
                    .append("><button type=\"button\" data-col=\"").append(i).append("\">")
                    .append(Html.escape(head.get(i))).append("<span class=\"arrow\" aria-hidden=\"true\"></span>")
                    .append("</button></th>");
        }
    }

    private static void num(StringBuilder b, Number sortKey, String text) {
        b.append("<td class=\"num\" data-v=\"").append(sortKey == null ? "" : sortKey.toString()).append("\">")
                .append(Html.escape(text)).append("</td>");
    }

    private void figures(StringBuilder b, Leaderboard board) {
        b.append("<section id=\"figures\" aria-labelledby=\"figures-title\"><h2 id=\"figures-title\">Figures</h2>"
                + "<div class=\"figures\">\n");
        List<Leaderboard.Row> withCountry = board.rows().stream()
                .filter(r -> r.countryAccuracy() != null && r.f1() != null).toList();
        if (!withCountry.isEmpty()) {
            figure(b, SvgCharts.f1VsCountry(withCountry, Plots.countryIntervals(scores)), "Mean F1 against country "
                    + "accuracy, one labelled point per model (expert pairs pooled), colour and marker by group, "
                    + "whiskers the 95% bootstrap intervals of both (the paper's Figure 6 view).");
        }
        figure(b, SvgCharts.f1Distribution(Plots.perPairF1(board, scores)),
                "F1 per pair, one box per model: median, quartiles and whiskers.");
        b.append("</div></section>\n");
    }

    private static void figure(StringBuilder b, Figure f, String caption) {
        String svg = f.render();
        int start = svg.indexOf("<svg");
        b.append("<figure>").append(svg, start, svg.length()).append("<figcaption>").append(Html.escape(caption))
                .append("</figcaption></figure>\n");
    }

    private static void legend(StringBuilder b) {
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

    private static String icon(String flag) {
        return switch (flag) {
            case "misattribution" -> "\u21c4";
            case "hallucination" -> "\u2716";
            case "false_tool_use" -> "\u2692";
            case "axiomatic_irrelevance" -> "\u2205";
            default -> "!";
        };
    }

    // ---------------------------------------------------------------- models and pairs

    private static void modelSection(StringBuilder b, int k, String model, List<ScoreRecord> rows, int firstPair) {
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
        heads(b, List.of("id", "country", "predicted", "P", "R", "F1", "flags"), 3, 6);
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

    /** The JSON the script renders one pair view from. */
    private ObjectNode pair(ScoreRecord r, int modelNo, Map<String, String> imageData) {
        ObjectNode o = JsonLines.object();
        o.put("m", modelNo);
        o.put("id", r.id());
        o.put("model", r.model());
        if (r.isFailure()) {
            o.put("err", r.judgeError());
        } else {
            o.put("p", round(r.precision()));
            o.put("r", round(r.recall()));
            o.put("f", round(r.f1()));
        }
        r.extraText("country").ifPresent(v -> o.put("country", v));
        r.extraText("predicted_country").ifPresent(v -> o.put("pred", v));
        JsonNode correct = r.extra() == null ? null : r.extra().get("country_correct");
        if (correct != null && correct.isBoolean()) {
            o.put("ok", correct.asBoolean());
        }
        JsonNode extra = r.extra() == null ? JsonLines.object() : r.extra();
        Optional<PairChains.Side> ref = chains.reference(r);
        Optional<PairChains.Side> cand = chains.candidate(r);
        o.set("ref", side(ref, extra.get("reference_alignments"), null));
        o.set("cand", side(cand, extra.get("candidate_alignments"), extra.get("flagged_statements")));
        java.util.regex.Matcher pair = PairChains.expertPair(r.model());
        if (pair.matches()) {
            o.put("refLabel", "Reference: expert " + pair.group(2));
            o.put("candLabel", "Candidate: expert " + pair.group(1));
        } else if (extra.path("reference_expert").canConvertToInt()) {
            o.put("refLabel", "Reference: expert " + extra.get("reference_expert").asInt());
        }
        o.put("refFrom", ref.isPresent() ? "chain" : "clauses");
        o.put("candFrom", cand.isPresent() ? "chain" : "clauses");
        ref.ifPresent(s -> {
            o.set("rc", strings(s.conclusion()));
            o.put("rcGraded", s.conclusionGraded());
        });
        cand.ifPresent(s -> {
            o.set("cc", strings(s.conclusion()));
            o.put("ccGraded", s.conclusionGraded());
        });
        for (String f : List.of("omitted", "dropped", "suspected_injection")) {
            JsonNode v = extra.get(f);
            if (v != null && v.isArray()) {
                ArrayNode a = o.putArray(f);
                v.forEach(x -> a.add(x.isTextual() ? x.asText() : JsonLines.write(x)));
            }
        }
        // what the reading left out of each chain, read again from the chains themselves
        List<String> dropped = new ArrayList<>();
        ref.ifPresent(s -> s.dropped().forEach(d -> dropped.add("reference " + d)));
        cand.ifPresent(s -> s.dropped().forEach(d -> dropped.add("candidate " + d)));
        if (!dropped.isEmpty()) {
            ArrayNode a = o.has("dropped") ? (ArrayNode) o.get("dropped") : o.putArray("dropped");
            dropped.forEach(a::add);
        }
        r.extraText("omitted_reason").ifPresent(v -> o.put("omitted_reason", v));
        if (images) {
            chains.image(r.id()).ifPresent(p -> {
                imageData.computeIfAbsent(r.id(), x -> thumbnail(p));
                o.put("img", r.id());
            });
        }
        return o;
    }

    /** Four decimals: the views show two, and the file stays small. */
    private static double round(double v) {
        return Math.round(v * 10_000) / 10_000.0;
    }

    private static ArrayNode strings(List<String> list) {
        ArrayNode a = JsonLines.array();
        list.forEach(a::add);
        return a;
    }

    /**
     * One side's statements: the chain's when it is known and covers the alignments, else the
     * judge's clauses grouped by statement. Each statement carries its credit (the mean of its
     * clauses' credits, the clauses weighing alike within a statement) and its clauses.
     */
    private static ArrayNode side(Optional<PairChains.Side> chain, JsonNode alignments, JsonNode flagged) {
        Map<Integer, List<JsonNode>> clauses = new TreeMap<>();
        int maxIndex = -1;
        if (alignments != null && alignments.isArray()) {
            for (JsonNode a : alignments) {
                int k = a.path("statement_index").asInt(a.path("index").asInt(0));
                clauses.computeIfAbsent(k, x -> new ArrayList<>()).add(a);
                maxIndex = Math.max(maxIndex, k);
            }
        }
        List<String> texts = new ArrayList<>();
        if (chain.isPresent() && chain.get().statements().size() > maxIndex) {
            texts.addAll(chain.get().statements());
        } else {
            for (int k = 0; k <= maxIndex; k++) {
                List<JsonNode> cl = clauses.getOrDefault(k, List.of());
                texts.add(String.join("; ", cl.stream().map(a -> a.path("statement").asText()).toList()));
            }
        }
        Map<Integer, JsonNode> flags = new TreeMap<>();
        if (flagged != null && flagged.isArray()) {
            for (JsonNode f : flagged) {
                flags.putIfAbsent(f.path("index").asInt(-1), f);
            }
        }
        ArrayNode out = JsonLines.array();
        for (int k = 0; k < texts.size(); k++) {
            ObjectNode s = out.addObject();
            s.put("t", texts.get(k));
            List<JsonNode> cl = clauses.get(k);
            if (cl != null) {
                double sum = 0;
                ArrayNode arr = s.putArray("cl");
                for (JsonNode a : cl) {
                    double score = a.path("score").asDouble(0);
                    sum += score;
                    ObjectNode c = arr.addObject();
                    String clause = a.path("statement").asText();
                    if (!clause.equals(texts.get(k))) {
                        c.put("t", clause); // a clause of the statement; a whole statement is not repeated
                    }
                    c.put("s", round(score));
                    if (a.has("support_statement_index")) {
                        c.put("o", a.get("support_statement_index").asInt()); // the other side shows its text
                    }
                    if (a.path("reason").isTextual()) {
                        c.put("why", a.get("reason").asText());
                    }
                }
                s.put("c", round(sum / cl.size()));
            }
            JsonNode f = flags.get(k);
            if (f != null && f.path("flag").isTextual()) {
                s.put("flag", f.get("flag").asText());
                if (f.path("reason").isTextual()) {
                    s.put("fwhy", f.get("reason").asText());
                }
            }
        }
        return out;
    }

    /** The image scaled to fit {@value #IMAGE_SIDE} px, as a JPEG data URL; its checks first. */
    private static String thumbnail(Path path) {
        ImageFiles.Image checked = ImageFiles.check(path, ImageFiles.DEFAULT_MAX_BYTES);
        BufferedImage src;
        try {
            src = ImageIO.read(checked.path().toFile());
        } catch (IOException e) {
            throw new InvalidInputException(path, 0, "image", "cannot be decoded: " + e.getMessage(), e);
        }
        if (src == null) {
            throw new InvalidInputException(path, 0, "image", "cannot be decoded by the JDK (" + checked.mimeType()
                    + "); leave out --images", null);
        }
        double scale = Math.min(1.0, (double) IMAGE_SIDE / Math.max(src.getWidth(), src.getHeight()));
        int w = Math.max(1, (int) Math.round(src.getWidth() * scale));
        int h = Math.max(1, (int) Math.round(src.getHeight() * scale));
        BufferedImage dst = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = dst.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BICUBIC);
            g.setColor(java.awt.Color.WHITE);
            g.fillRect(0, 0, w, h);
            g.drawImage(src, 0, 0, w, h, null);
        } finally {
            g.dispose();
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(dst, "jpeg", out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return "data:image/jpeg;base64," + Base64.getEncoder().encodeToString(out.toByteArray());
    }

    // ---------------------------------------------------------------- GTPred

    private void gtpredSection(StringBuilder b) {
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

    // ---------------------------------------------------------------- resources

    private static String resource(String name) {
        try (InputStream in = HtmlReport.class.getResourceAsStream(RESOURCES + name)) {
            if (in == null) {
                throw new IllegalStateException("resource " + RESOURCES + name + " is missing from the jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String sha256(String script) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(script.getBytes(StandardCharsets.UTF_8));
            return "sha256-" + Base64.getEncoder().encodeToString(d);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
