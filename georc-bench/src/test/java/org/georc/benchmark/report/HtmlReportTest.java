package org.georc.benchmark.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.List;
import org.georc.bench.cli.GeorcCommand;
import org.georc.core.InvalidInputException;
import org.georc.core.gtpred.GtpredRecords;
import org.georc.core.gtpred.GtpredScore;
import org.georc.core.json.JsonLines;
import org.georc.core.scorefile.ScoreLines;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Attribute;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HtmlReportTest {
    @TempDir
    static Path dir;
    static ReportFixture fx;
    static String html;
    static Document doc;

    @BeforeAll
    static void render() throws Exception {
        fx = ReportFixture.write(dir);
        html = HtmlReport.builder().scores(ScoreLines.read(fx.scores)).gtpred(GtpredScore.read(fx.gtpred))
                .chains(PairChains.read(fx.references, List.of(fx.candidates))).build().render();
        doc = Jsoup.parse(html);
    }

    private static JsonNode data() throws Exception {
        return JsonLines.readTree(doc.getElementById("georc-data").data());
    }

    @Test
    void escapeTurnsEveryMarkupCharacterIntoAReference() {
        assertThat(Html.escape("<script>a=\"b\" & 'c'</script>"))
                .isEqualTo("&lt;script&gt;a=&quot;b&quot; &amp; &#39;c&#39;&lt;/script&gt;");
        assertThat(Html.escape(null)).isEmpty();
        assertThat(Html.escape("tab\there\nline")).isEqualTo("tab\there\nline");
        assertThat(Html.escape("bell\u0007 del\u007f c1\u0085")).isEqualTo("bell\uFFFD del\uFFFD c1\uFFFD");
        assertThat(Html.escape("globe \uD83C\uDF0D lone \uD800 end")).isEqualTo("globe \uD83C\uDF0D lone \uFFFD end");
    }

    @Test
    void escapedTextParsesBackToTheSameText() {
        String nasty = ReportFixture.HANDLER_STATEMENT + ReportFixture.SCRIPT_STATEMENT + " & &amp; <!-- -->";
        Element p = Jsoup.parse("<p title=\"" + Html.escape(nasty) + "\">" + Html.escape(nasty) + "</p>")
                .selectFirst("p");
        assertThat(p.text()).isEqualTo(nasty);
        assertThat(p.attr("title")).isEqualTo(nasty);
        assertThat(p.children()).isEmpty();
    }

    @Test
    void scriptJsonHoldsNoAngleBracketOrAmpersandAndReadsBackTheSameValue() throws Exception {
        String json = JsonLines.write(JsonLines.object().put("t", "</script><!-- & \u2028"));
        String safe = Html.scriptJson(json);
        assertThat(safe).doesNotContain("<", ">", "&").contains("\\u003c/script\\u003e");
        assertThat(JsonLines.readTree(safe)).isEqualTo(JsonLines.readTree(json));
    }

    @Test
    void theReportLoadsNothingFromElsewhere() {
        for (Element e : doc.getAllElements()) {
            for (String a : List.of("src", "href", "xlink:href", "action", "srcset", "data")) {
                String v = e.attr(a);
                assertThat(v).as("%s of <%s>", a, e.tagName()).doesNotContainIgnoringCase("http")
                        .doesNotStartWith("//");
            }
        }
        assertThat(doc.select("link[rel=stylesheet], script[src], iframe, object, embed")).isEmpty();
        assertThat(html).doesNotContain("@import", "url(http", "@font-face");
    }

    @Test
    void theContentSecurityPolicyAllowsOnlyTheReportsOwnScript() throws Exception {
        String csp = doc.selectFirst("meta[http-equiv=Content-Security-Policy]").attr("content");
        assertThat(csp).contains("default-src 'none'");
        List<Element> scripts = doc.select("script:not([type=application/json])");
        assertThat(scripts).hasSize(1);
        byte[] digest = MessageDigest.getInstance("SHA-256")
                .digest(scripts.get(0).data().getBytes(StandardCharsets.UTF_8));
        assertThat(csp).contains("script-src 'sha256-" + Base64.getEncoder().encodeToString(digest) + "'");
    }

    @Test
    void markupInChainsIdsModelsAndReasonsStaysText() throws Exception {
        // the only elements are the report's own: two scripts, no image, no attribute handler anywhere
        assertThat(doc.select("script")).hasSize(2);
        assertThat(doc.select("img, b, i")).isEmpty();
        for (Element e : doc.getAllElements()) {
            for (Attribute a : e.attributes()) {
                assertThat(a.getKey()).as("attribute of <%s>", e.tagName()).doesNotStartWith("on");
            }
        }
        assertThat(doc.body().text()).contains(ReportFixture.EVIL_MODEL, "<i>ireland</i>");
        JsonNode evil = null;
        for (JsonNode p : data().get("pairs")) {
            if (p.get("model").asText().equals(ReportFixture.EVIL_MODEL)) {
                evil = p;
            }
        }
        assertThat(evil).isNotNull();
        assertThat(evil.get("cand").get(0).get("t").asText()).isEqualTo(ReportFixture.SCRIPT_STATEMENT);
        assertThat(evil.get("cand").get(1).get("t").asText()).isEqualTo(ReportFixture.HANDLER_STATEMENT);
        assertThat(evil.get("cand").get(0).get("fwhy").asText()).isEqualTo("<script>alert(5)</script>");
    }

    @Test
    void theLeaderboardHasAGroupedRowPerModelWithIntervalsAndCaptions() {
        Element table = doc.getElementById("leaderboard-table");
        assertThat(table.selectFirst("caption").text()).contains("x100", "95% percentile-bootstrap interval");
        List<String> models = table.select("tbody th[scope=row]").eachText();
        assertThat(models).containsExactlyInAnyOrder("vlm-a", "vlm-b", ReportFixture.EVIL_MODEL);
        Element vlmA = table.select("tbody tr").stream().filter(r -> r.selectFirst("th").text().equals("vlm-a"))
                .findFirst().orElseThrow();
        assertThat(vlmA.child(0).text()).isEqualTo("VLM");
        assertThat(vlmA.text()).contains("55.00 [50.00, 60.00]"); // mean P of 0.6 and 0.5 with its interval
        assertThat(table.select("thead button[data-col]")).hasSizeGreaterThanOrEqualTo(7);
    }

    @Test
    void aModelsSectionListsItsPairsBestF1FirstWithFailuresLast() {
        Element section = doc.select("section.model").stream()
                .filter(s -> s.selectFirst("h3").text().startsWith("vlm-b ")).findFirst().orElseThrow();
        List<Element> rows = section.select("table.pairs tbody tr");
        assertThat(rows).extracting(r -> r.selectFirst("th").text()).containsExactly("loc-1", "loc-2");
        assertThat(rows.get(1).attr("data-failed")).isEqualTo("yes");
        assertThat(rows.get(0).attr("data-flags")).isEqualTo("false_tool_use");
        assertThat(section.select("select[name=country] option").eachAttr("value"))
                .containsExactly("", "Australia", "Austria");
        assertThat(section.select("select[name=flag] option").eachAttr("value")).contains("false_tool_use");
        assertThat(rows.get(0).selectFirst("a").attr("href")).matches("#pair-\\d+");
    }

    @Test
    void aPairCarriesBothChainsWithCreditsSupportsAndFlags() throws Exception {
        JsonNode pair = null;
        for (JsonNode p : data().get("pairs")) {
            if (p.get("model").asText().equals("vlm-a") && p.get("id").asText().equals("loc-1")) {
                pair = p;
            }
        }
        assertThat(pair.get("refFrom").asText()).isEqualTo("chain");
        assertThat(pair.get("ref").get(1).get("t").asText()).isEqualTo("Traffic drives on the right.");
        assertThat(pair.get("cand")).hasSize(3);
        assertThat(pair.get("cand").get(1).get("c").asDouble()).isEqualTo(0.8);
        assertThat(pair.get("cand").get(1).get("cl").get(0).get("o").asInt()).isEqualTo(1);
        assertThat(pair.get("cand").get(2).get("flag").asText()).isEqualTo("axiomatic_irrelevance");
        assertThat(pair.get("cc").get(0).asText()).isEqualTo("Austria");
        assertThat(pair.get("ccGraded").asBoolean()).isFalse(); // rows without settings: georc score's default, exclude
        assertThat(pair.get("pred").asText()).isEqualTo("austria");
    }

    @Test
    void theLegendNamesEveryFigure7ColourInWords() {
        assertThat(doc.selectFirst(".flag-legend").text()).contains("misattribution", "hallucination", "false tool use",
                "axiomatic irrelevance");
    }

    @Test
    void figuresAreInlinedAsSvg() {
        assertThat(doc.select("#figures svg")).hasSize(2);
        assertThat(html).doesNotContain("<?xml");
    }

    @Test
    void gtpredLinesGiveTheTableIISummaryAndEachAnswer() {
        assertThat(doc.getElementById("gtpred-table").select("tbody tr")).hasSize(1);
        Element answers = doc.getElementById("gtpred-answers");
        assertThat(answers.select("tbody tr")).hasSize(2);
        assertThat(answers.select("tbody tr").get(0).text()).contains("1.000 \u2713 match", "0.500 \u25d0 partial");
        assertThat(answers.select("tbody tr").get(1).text()).contains("\u2717 no match", "no predicted year");
    }

    @Test
    void withTruthAndPredictionsEachAnswersYearAndLevelsAreMarked() throws Exception {
        Document d = Jsoup.parse(HtmlReport.builder().gtpred(GtpredScore.read(fx.gtpred))
                .gtpredAnswers(GtpredRecords.readTruth(fx.truth), GtpredRecords.readPredictions(fx.predictions))
                .build().render());
        List<Element> rows = d.getElementById("gtpred-answers").select("tbody tr");
        List<String> g1 = rows.get(0).select("td").eachText();
        assertThat(g1).contains("1995 / mid 1990s \u25d0 overlap", "France / FR \u2713 match",
                "Paris / Lyon <script> \u2717 no match", "\u2014 / \u2014");
        List<String> g2 = rows.get(1).select("td").eachText();
        assertThat(g2).contains("[1960, 1969] / \u2014 \u2717 no match", "Kyoto / Kyoto \u2713 match");
        assertThat(d.select("script")).hasSize(2);
        assertThat(d.select("section.model")).isEmpty(); // GTPred alone: no chain sections
    }

    @Test
    void aReportOverItsLimitIsRefusedNamingTheLimit() throws Exception {
        HtmlReport small = HtmlReport.builder().scores(ScoreLines.read(fx.scores)).maxBytes(20_000).build();
        assertThatThrownBy(small::render).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("over its limit of 20000 bytes").hasMessageContaining("`maxReportMb`");
        assertThat(HtmlReport.DEFAULT_MAX_BYTES).isEqualTo(50_000_000L);
    }

    @Test
    void theSizeToldFromTheScoreFilesBeforeReadingThemNeverExceedsTheReport() throws Exception {
        long bound = HtmlReport.lowerBound(List.of(fx.scores));
        long size = HtmlReport.builder().scores(ScoreLines.read(fx.scores)).build().render()
                .getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
        assertThat(bound).isPositive().isLessThanOrEqualTo(size);
        // rows with long reasons: the bound grows with what the pair views will show
        Path big = dir.resolve("big.jsonl");
        String reason = "clause of statement 0, weight 0.500; best match in statement 0, cosine 0.512 ".repeat(40);
        StringBuilder rows = new StringBuilder();
        for (int i = 0; i < 300; i++) {
            rows.append("{\"id\":\"p").append(i).append("\",\"model\":\"m\",\"precision\":0.5,\"recall\":0.5,"
                    + "\"f1\":0.5,\"candidate_alignments\":[{\"index\":0,\"statement_index\":0,\"statement\":\"a b c\","
                    + "\"score\":0.5,\"reason\":\"").append(reason).append("\"}]}\n");
        }
        Files.writeString(big, rows);
        long bigBound = HtmlReport.lowerBound(List.of(big));
        long bigSize = HtmlReport.builder().scores(ScoreLines.read(big)).build().render()
                .getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
        assertThat(bigBound).isGreaterThan(300L * reason.length()).isLessThanOrEqualTo(bigSize);
        assertThatThrownBy(() -> HtmlReport.requireWithin(bigBound, 1_000_000, false))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("over its limit of 1.0 MB");
    }

    @Test
    void aSmallImageClaimingHugeDimensionsIsRefusedFromItsHeader() throws Exception {
        // a PNG of a few dozen bytes whose header claims 30000 x 30000 pixels: decoding it would take 3.6 GB
        java.io.ByteArrayOutputStream png = new java.io.ByteArrayOutputStream();
        png.write(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
        java.nio.ByteBuffer ihdr = java.nio.ByteBuffer.allocate(17);
        ihdr.put("IHDR".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).putInt(30_000).putInt(30_000)
                .put((byte) 8).put((byte) 2).put((byte) 0).put((byte) 0).put((byte) 0);
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        crc.update(ihdr.array());
        png.write(java.nio.ByteBuffer.allocate(4).putInt(13).array());
        png.write(ihdr.array());
        png.write(java.nio.ByteBuffer.allocate(4).putInt((int) crc.getValue()).array());
        Path bomb = dir.resolve("bomb");
        Files.createDirectories(bomb);
        Files.write(bomb.resolve("loc-1.png"), png.toByteArray());
        Files.copy(fx.references, bomb.resolve("references.jsonl"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        HtmlReport report = HtmlReport.builder().scores(ScoreLines.read(fx.scores)).images(true)
                .chains(PairChains.read(bomb.resolve("references.jsonl"), List.of(fx.candidates))).build();
        assertThatThrownBy(report::render).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("claims 30000 x 30000 pixels");
    }

    @Test
    void imagesAreEmbeddedOncePerLocationScaledDownOnlyWhenAsked() throws Exception {
        assertThat(data().get("images")).isEmpty();
        Document d = Jsoup.parse(HtmlReport.builder().scores(ScoreLines.read(fx.scores)).images(true)
                .chains(PairChains.read(fx.references, List.of(fx.candidates))).build().render());
        JsonNode images = JsonLines.readTree(d.getElementById("georc-data").data()).get("images");
        assertThat(images.size()).isEqualTo(1);
        String url = images.get("loc-1").asText();
        assertThat(url).startsWith("data:image/jpeg;base64,");
        java.awt.image.BufferedImage thumb = javax.imageio.ImageIO.read(new java.io.ByteArrayInputStream(
                Base64.getDecoder().decode(url.substring(url.indexOf(',') + 1))));
        assertThat(thumb.getWidth()).isEqualTo(HtmlReport.IMAGE_SIDE);
        assertThat(thumb.getHeight()).isEqualTo(HtmlReport.IMAGE_SIDE / 2);
    }

    @Test
    void withoutChainsThePairViewsShowTheJudgesClauses() throws Exception {
        Document d = Jsoup.parse(HtmlReport.builder().scores(ScoreLines.read(fx.scores)).build().render());
        JsonNode first = JsonLines.readTree(d.getElementById("georc-data").data()).get("pairs").get(0);
        assertThat(first.get("candFrom").asText()).isEqualTo("clauses");
        assertThat(first.get("cand").get(0).get("t").asText()).isNotBlank();
    }

    @Test
    void theCommandWritesTheReportAndRefusesToOverwriteAnInput() throws Exception {
        Path out = dir.resolve("cli.html");
        StringWriter err = new StringWriter();
        int code = GeorcCommand.run(new String[] {"report", fx.scores.toString(), fx.gtpred.toString(), "--references",
            fx.references.toString(), "--candidates", fx.candidates.toString(), "--truth", fx.truth.toString(),
            "--predictions", fx.predictions.toString(), "--output", out.toString()},
                new PrintWriter(new StringWriter()), new PrintWriter(err, true));
        assertThat(code).as(err.toString()).isZero();
        Document written = Jsoup.parse(out.toFile());
        assertThat(written.select("section.model")).hasSize(3);
        assertThat(written.getElementById("gtpred-answers").text()).contains("France / FR");
        int alone = GeorcCommand.run(new String[] {"report", fx.gtpred.toString(), "--truth", fx.truth.toString(),
            "--output", dir.resolve("x.html").toString()}, new PrintWriter(new StringWriter()),
                new PrintWriter(new StringWriter(), true));
        assertThat(alone).as("--truth without --predictions").isEqualTo(2);
        int refused = GeorcCommand.run(new String[] {"report", fx.scores.toString(), "--output", fx.scores.toString()},
                new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter(), true));
        assertThat(refused).isEqualTo(2);
        assertThat(Files.readString(fx.scores)).contains("vlm-a");
    }

    @Test
    void aPairSaysWhatTheReadingDroppedFromEachChainAndWhy() throws Exception {
        JsonNode pair = null;
        for (JsonNode p : data().get("pairs")) {
            if (p.path("model").asText().equals("vlm-b") && p.path("id").asText().equals("loc-1")) {
                pair = p;
            }
        }
        assertThat(pair).isNotNull();
        assertThat(pair.get("dropped").toString()).contains("candidate line 1")
                .contains("Based on the image, here is my reasoning:").contains("opener");
    }
}
