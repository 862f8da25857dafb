package org.georc.benchmark.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
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
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicLong;
import org.georc.core.InvalidInputException;
import org.georc.core.gtpred.GtpredRecords;
import org.georc.core.gtpred.GtpredScore;
import org.georc.core.output.ReplacedFile;
import org.georc.core.json.JsonLines;
import org.georc.core.scorefile.ScoreRecord;
import org.georc.core.report.Leaderboard;

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

    private static final String RESOURCES = "/org/georc/benchmark/report/";

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
     * Writes the report to a temporary file next to {@code output} and renames it into place
     * (holding {@code output} meanwhile, as every georc output is held). The page is streamed to
     * the file, never built whole in memory; its pieces are counted while they are built, so a
     * report over the size limit is refused as soon as it is known to be, with nothing written.
     *
     * @param output the HTML file
     * @return its size in bytes
     * @throws InvalidInputException when the report would exceed the size limit (nothing is written)
     */
    public long write(Path output) {
        try (ReplacedFile file = ReplacedFile.of(output)) {
            long bytes;
            try (Writer w = file.writer()) {
                bytes = render(w);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write the report " + output + ": " + e.getMessage(), e);
            }
            file.commit();
            return bytes;
        }
    }

    /**
     * @return the HTML document
     * @throws InvalidInputException when it would exceed the size limit
     */
    public String render() {
        java.io.StringWriter out = new java.io.StringWriter();
        try {
            render(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    /**
     * Streams the document.
     *
     * @param sink where the HTML goes
     * @return its size in UTF-8 bytes
     * @throws InvalidInputException as soon as it is known to exceed the size limit
     */
    private long render(Writer sink) throws IOException {
        Leaderboard board = scores.isEmpty() ? null : Leaderboard.of(scores);
        Map<String, List<ScoreRecord>> byModel = new TreeMap<>();
        for (ScoreRecord r : scores) {
            byModel.computeIfAbsent(r.model(), m -> new ArrayList<>()).add(r);
        }
        List<String> models = board == null ? List.of() : board.rows().stream().map(Leaderboard.Row::model)
                .filter(byModel::containsKey).toList();
        String script = resource("report.js");
        String css = resource("report.css");
        // characters built so far: a UTF-8 byte per character at least, so over the limit means over it in bytes
        AtomicLong built = new AtomicLong(script.length() + css.length() + 2048L);

        StringBuilder body = new StringBuilder(1 << 16);
        Map<String, String> imageData = new java.util.concurrent.ConcurrentHashMap<>();
        List<String> pairParts = new ArrayList<>();
        PairJson pairJson = new PairJson(chains, images);

        body.append("<header><h1>").append(Html.escape(title)).append("</h1><nav aria-label=\"Sections\"><ul>");
        if (board != null) {
            body.append("<li><a href=\"#leaderboard\">Leaderboard</a></li><li><a href=\"#figures\">Figures</a></li>")
                    .append("<li><a href=\"#models\">Models</a></li>");
        }
        if (!gtpred.isEmpty()) {
            body.append("<li><a href=\"#gtpred\">GTPred</a></li>");
        }
        body.append("</ul></nav></header>\n<main>\n");
        List<String> sections = new ArrayList<>();
        StringBuilder tail = new StringBuilder();
        if (board != null) {
            ReportTables.leaderboard(body, board, models);
            figures(body, board);
            body.append("<section id=\"models\" aria-labelledby=\"models-title\"><h2 id=\"models-title\">Models</h2>\n");
            ModelSections.legend(body);
            count(built, body.length());
            // pairs are numbered model after model; each model's section and pair data are built in parallel,
            // every piece counted as it is made, so all stop once the report is known to be over the limit
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
                StringBuilder section = new StringBuilder(Math.min(rows.size(), 4096) * 400);
                ModelSections.modelSection(section, k, models.get(k), rows, first[k]);
                count(built, section.length());
                StringBuilder json = new StringBuilder(Math.min(rows.size(), 4096) * 2048);
                for (ScoreRecord r : rows) {
                    int before = json.length();
                    int images = imageData.size();
                    json.append(json.length() == 0 ? "" : ",").append(JsonLines.write(pairJson.pair(r, k, imageData)));
                    count(built, json.length() - before + (imageData.size() > images ? THUMBNAIL_CHARS : 0));
                }
                return new String[] {section.toString(), Html.scriptJson(json.toString())};
            }).toList();
            for (String[] part : parts) {
                sections.add(part[0]);
                pairParts.add(part[1]);
            }
            tail.append("</section>\n");
            tail.append("<section id=\"pair\" aria-labelledby=\"pair-title\" hidden><h2 id=\"pair-title\" "
                    + "tabindex=\"-1\">Pair</h2><div id=\"pair-body\"></div></section>\n");
        }
        if (!gtpred.isEmpty()) {
            ReportTables.gtpredSection(tail, gtpred, truth, predictions);
        }
        tail.append("</main>\n");
        count(built, tail.length());

        ArrayNode modelNames = JsonLines.array();
        models.forEach(modelNames::add);
        ObjectNode img = JsonLines.object();
        new TreeMap<>(imageData).forEach(img::put);

        // the page, streamed: {"models": [...], "pairs": [...], "images": {...}} each part already safe for a script
        CountingWriter out = new CountingWriter(sink, maxBytes, this::tooLarge);
        out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:; "
                        + "style-src 'unsafe-inline'; script-src '")
                .append(sha256(script)).append("'\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<link rel=\"icon\" href=\"data:,\">\n<title>").append(Html.escape(title)).append("</title>\n")
                .append("<style>\n").append(css).append("</style>\n</head>\n<body>\n")
                .append("<a class=\"skip\" href=\"#models\">Skip to the models</a>\n")
                .append(body);
        for (String section : sections) {
            out.append(section);
        }
        out.append(tail);
        out.append("<script type=\"application/json\" id=\"georc-data\">{\"models\":")
                .append(Html.scriptJson(JsonLines.write(modelNames))).append(",\"pairs\":[");
        for (int i = 0; i < pairParts.size(); i++) {
            out.append(i == 0 ? "" : ",").append(pairParts.get(i));
        }
        out.append("],\"images\":").append(Html.scriptJson(JsonLines.write(img))).append("}</script>\n")
                .append("<script>").append(script).append("</script>\n</body>\n</html>\n");
        out.flush();
        return out.bytes();
    }

    /** What one embedded thumbnail adds at least: a data URL of a small JPEG. */
    private static final int THUMBNAIL_CHARS = 1_000;

    private void count(AtomicLong built, long chars) {
        long now = built.addAndGet(chars);
        if (now > maxBytes) {
            throw tooLarge(now);
        }
    }

    /**
     * A lower bound of the size of a report of these score files, read as a stream before any
     * row is kept: the judge's reason for each statement's credit, which the pair views show, and
     * what each pair takes in its model's list. A report whose bound is over the limit is refused
     * before anything is read into memory.
     *
     * @param scoreFiles chain score files
     * @return bytes the report will hold at least
     */
    public static long lowerBound(List<Path> scoreFiles) {
        long total = 0;
        for (Path f : scoreFiles) {
            total += ReportSize.lowerBound(f);
        }
        return total;
    }

    /**
     * @param bytes  a lower bound of a report's size
     * @param limit  the limit
     * @param images whether the report embeds images (the message suggests leaving them out)
     * @throws InvalidInputException when the bound is over the limit
     */
    public static void requireWithin(long bytes, long limit, boolean images) {
        if (bytes > limit) {
            throw tooLarge(bytes, limit, images);
        }
    }

    private InvalidInputException tooLarge(long size) {
        return tooLarge(size, maxBytes, images);
    }

    private static InvalidInputException tooLarge(long size, long maxBytes, boolean images) {
        return new InvalidInputException("the report would hold more than " + size(maxBytes) + " (at least "
                + size(size) + "), over its limit of " + size(maxBytes) + "; report fewer score files"
                + (images ? ", leave out `images`" : "") + ", or raise the limit (maxBytes, `maxReportMb`)");
    }

    /** Bytes in MB with one decimal, or in bytes below 0.1 MB. */
    private static String size(long bytes) {
        return bytes < 100_000 ? bytes + " bytes" : String.format(Locale.ROOT, "%.1f MB", bytes / 1e6);
    }

    static long utf8Length(CharSequence s) {
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

    /** A writer that counts the UTF-8 bytes it passes on and stops at a limit. */
    private static final class CountingWriter {
        private final Writer out;
        private final long limit;
        private final java.util.function.LongFunction<InvalidInputException> over;
        private long bytes;

        CountingWriter(Writer out, long limit, java.util.function.LongFunction<InvalidInputException> over) {
            this.out = out;
            this.limit = limit;
            this.over = over;
        }

        CountingWriter append(CharSequence s) throws IOException {
            bytes += utf8Length(s);
            if (bytes > limit) {
                throw over.apply(bytes);
            }
            out.append(s);
            return this;
        }

        void flush() throws IOException {
            out.flush();
        }

        long bytes() {
            return bytes;
        }
    }

    // ---------------------------------------------------------------- leaderboard and figures
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