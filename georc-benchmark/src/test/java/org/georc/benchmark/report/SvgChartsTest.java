package org.georc.benchmark.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.georc.core.report.Leaderboard;
import org.georc.metrics.ConfidenceInterval;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The SVG figures, read back with the JDK's DOM parser as a viewer would read them. */
class SvgChartsTest {
    private static final String HOSTILE = "<script>&\"x\"";

    private static ConfidenceInterval ci(double estimate, double lower, double upper) {
        return new ConfidenceInterval(estimate, lower, upper, 0.95);
    }

    private static Leaderboard.Row row(String model, int n, ConfidenceInterval f1, Double country) {
        return new Leaderboard.Row(model, n, 0, f1, f1, f1, country, null, null, null);
    }

    private static Leaderboard.Row row(String model, int n, ConfidenceInterval p, ConfidenceInterval r,
            ConfidenceInterval f1) {
        return new Leaderboard.Row(model, n, 0, p, r, f1, 0.5, null, null, null);
    }

    @Test
    void theScatterNamesItsTitleAxesAndEveryModelInRealText() throws Exception {
        Document doc = parse(SvgCharts.f1VsCountry(List.of(row("gpt-x", 20, ci(0.6, 0.5, 0.8), 0.7),
                row("gemini-y", 20, ci(0.4, 0.35, 0.45), 0.3))));
        assertThat(texts(doc)).contains(SvgCharts.F1_VS_COUNTRY_TITLE, "country accuracy (% of pairs)",
                "F1 (%, 95% interval)", "gpt-x", "gemini-y");
        assertThat(doc.getDocumentElement().getAttribute("viewBox")).isEqualTo("0 0 900 600");
        assertThat(byClass(doc, "background").get(0).getAttribute("fill")).isEqualTo("#ffffff");
    }

    @Test
    void aScatterWhiskerRunsFromTheLowerToTheUpperBoundOfAnAsymmetricInterval() throws Exception {
        Document doc = parse(SvgCharts.f1VsCountry(List.of(row("gpt-x", 20, ci(0.6, 0.5, 0.8), 0.7),
                row("other", 20, ci(0.3, 0.28, 0.31), 0.2))));
        Axis y = Axis.read(doc, "ytick", "y");
        Axis x = Axis.read(doc, "xtick", "x");
        Element series = group(doc, "series", "gpt-x");
        Element whisker = only(series, "whisker");
        assertThat(List.of(y.value(whisker, "y1"), y.value(whisker, "y2")))
                .satisfiesExactlyInAnyOrder(v -> assertThat(v).isCloseTo(50, within(0.02)),
                        v -> assertThat(v).isCloseTo(80, within(0.02)));
        Element point = only(series, "point");
        assertThat(y.value(point, "cy")).isCloseTo(60, within(0.02));
        assertThat(x.value(point, "cx")).isCloseTo(70, within(0.02));
        assertThat(x.value(whisker, "x1")).isCloseTo(70, within(0.02));
    }

    @Test
    void aHostileModelNameComesOutEscapedAndTheDocumentStaysWellFormed() throws Exception {
        Leaderboard.Row r = row(HOSTILE, 5, ci(0.5, 0.4, 0.6), 0.5);
        Map<String, List<Double>> perPair = new LinkedHashMap<>();
        perPair.put(HOSTILE, List.of(40.0, 50.0, 60.0));
        for (Figure figure : List.of(SvgCharts.f1VsCountry(List.of(r)), SvgCharts.precisionRecall(List.of(r)),
                SvgCharts.f1Distribution(perPair))) {
            String svg = figure.render();
            assertThat(svg).doesNotContain("<script>").contains("&lt;script&gt;&amp;&quot;x&quot;");
            Document doc = parse(svg);
            assertThat(texts(doc)).contains(HOSTILE);
            assertThat(doc.getElementsByTagName("script").getLength()).isZero();
        }
    }

    @Test
    void aModelWithOnePairOrNoIntervalGetsAPointButNoWhisker() throws Exception {
        Document doc = parse(SvgCharts.f1VsCountry(List.of(row("solo", 1, ci(0.42, 0.42, 0.42), 1.0))));
        assertThat(texts(doc)).contains("solo");
        assertThat(byClass(doc, "point")).hasSize(1);
        assertThat(byClass(doc, "whisker")).isEmpty();
        Axis y = Axis.read(doc, "ytick", "y");
        assertThat(y.value(byClass(doc, "point").get(0), "cy")).isCloseTo(42, within(0.02));
    }

    @Test
    void barsCarryPrecisionAndRecallWithTheirOwnAsymmetricWhiskers() throws Exception {
        Document doc = parse(SvgCharts.precisionRecall(List.of(
                row("gpt-x", 10, ci(0.7, 0.55, 0.75), ci(0.4, 0.38, 0.6), ci(0.5, 0.45, 0.65)),
                row("solo", 1, ci(0.3, 0.3, 0.3), ci(0.2, 0.2, 0.2), ci(0.24, 0.24, 0.24)))));
        assertThat(texts(doc)).contains(SvgCharts.PRECISION_RECALL_TITLE, "model",
                "precision and recall (%, 95% interval)", "gpt-x", "solo", "precision", "recall");
        Axis y = Axis.read(doc, "ytick", "y");
        assertThat(y.first()).isEqualTo(0);
        Element precision = group(doc, "precision", "gpt-x");
        assertThat(bounds(y, only(precision, "whisker"))).containsExactly(new double[] {55, 75}, within(0.02));
        assertThat(bounds(y, only(group(doc, "recall", "gpt-x"), "whisker")))
                .containsExactly(new double[] {38, 60}, within(0.02));
        Element bar = only(precision, "bar");
        double top = y.value(bar, "y");
        assertThat(top).isCloseTo(70, within(0.02));
        assertThat(Double.parseDouble(bar.getAttribute("y")) + Double.parseDouble(bar.getAttribute("height")))
                .isCloseTo(y.canvas(0), within(0.02));
        assertThat(byClass(group(doc, "precision", "solo"), "whisker")).isEmpty();
    }

    @Test
    void emptyFiguresSayThereIsNothingToDraw() throws Exception {
        for (Figure svg : List.of(SvgCharts.precisionRecall(List.of()), SvgCharts.f1Distribution(Map.of()),
                SvgCharts.f1Distribution(Map.of("failed-only", List.of())))) {
            Document doc = parse(svg);
            assertThat(texts(doc)).contains(SvgCharts.NO_SCORES);
            assertThat(byClass(doc, "ytick")).isNotEmpty();
        }
    }

    @Test
    void scatterAxesLeaveRoomAroundThePointsButStayWithinZeroToHundred() {
        Figure.Ticks inner = SvgCharts.padded(20, 80);
        assertThat(inner.min()).isLessThan(20);
        assertThat(inner.max()).isGreaterThan(80);
        Figure.Ticks full = SvgCharts.padded(0, 100);
        assertThat(full.min()).isZero();
        assertThat(full.max()).isEqualTo(100);
    }

    @Test
    void scatterPointsAtZeroAndHundredPercentAreDrawnWhollyInsideTheFrame() throws Exception {
        Document doc = parse(SvgCharts.f1VsCountry(List.of(row("always", 20, ci(0.95, 0.9, 1.0), 1.0),
                row("never", 20, ci(0.0, 0.0, 0.02), 0.0))));
        Element border = byClass(doc, "plot-border").get(0);
        double left = Double.parseDouble(border.getAttribute("x"));
        double top = Double.parseDouble(border.getAttribute("y"));
        double right = left + Double.parseDouble(border.getAttribute("width"));
        double bottom = top + Double.parseDouble(border.getAttribute("height"));
        Axis x = Axis.read(doc, "xtick", "x");
        for (String model : List.of("always", "never")) {
            Element point = only(group(doc, "series", model), "point");
            double cx = Double.parseDouble(point.getAttribute("cx"));
            double cy = Double.parseDouble(point.getAttribute("cy"));
            double radius = Double.parseDouble(point.getAttribute("r"));
            assertThat(cx - radius).as(model).isGreaterThan(left);
            assertThat(cx + radius).as(model).isLessThan(right);
            assertThat(cy - radius).as(model).isGreaterThan(top);
            assertThat(cy + radius).as(model).isLessThan(bottom);
        }
        assertThat(x.value(only(group(doc, "series", "always"), "point"), "cx")).isCloseTo(100, within(0.02));
        assertThat(x.value(only(group(doc, "series", "never"), "point"), "cx")).isCloseTo(0, within(0.02));
    }

    private static Leaderboard.Row grouped(String model, int n, ConfidenceInterval f1, double country, String group) {
        return new Leaderboard.Row(model, n, 0, f1, f1, f1, country, null, null, null, group);
    }

    /** Rows as crowded as the sample benchmark's: experts at (100, 66.7), a model under them, near neighbours. */
    private static List<Leaderboard.Row> crowded() {
        List<Leaderboard.Row> rows = new ArrayList<>(List.of(
                grouped("expert-1-vs-2", 5, ci(0.667, 0.6, 0.7), 1.0, "Human Expert"),
                grouped("expert-1-vs-3", 5, ci(0.667, 0.6, 0.7), 1.0, "Human Expert"),
                grouped("human-expert-average", 10, ci(0.667, 0.6, 0.7), 1.0, "Human Expert"),
                grouped("hidden-under-the-experts", 9, ci(0.667, 0.62, 0.71), 1.0, "VLM"),
                grouped("paraphrased", 9, ci(0.93, 0.9, 0.95), 0.98, "Baseline"),
                grouped("random-hallucinated", 9, ci(0.05, 0.02, 0.08), 0.1, "Baseline")));
        for (int i = 0; i < 8; i++) {
            rows.add(grouped("open-weight-vlm-" + i, 9, ci(0.40 + 0.004 * i, 0.35, 0.45), 0.60 + 0.004 * i,
                    i % 2 == 0 ? "Open-weight" : "Proprietary"));
        }
        return rows;
    }

    @Test
    void crowdedPointsAreAllVisibleAndTheirLabelsDoNotOverlap() throws Exception {
        Document doc = parse(SvgCharts.f1VsCountry(crowded(), Map.of()));
        List<Element> points = byClass(doc, "point");
        assertThat(points).hasSize(crowded().size() - 2);       // the two expert pairs are pooled
        for (int i = 0; i < points.size(); i++) {
            for (int j = i + 1; j < points.size(); j++) {
                double d = Math.hypot(num(points.get(i), "data-x") - num(points.get(j), "data-x"),
                        num(points.get(i), "data-y") - num(points.get(j), "data-y"));
                assertThat(d).as("points %d and %d are apart", i, j).isGreaterThanOrEqualTo(9.99);
            }
        }
        List<Element> labels = byClass(doc, "label");
        assertThat(labels).extracting(Element::getTextContent).contains("hidden-under-the-experts",
                "human-expert-average", "open-weight-vlm-7").doesNotContain("expert-1-vs-2");
        Element border = byClass(doc, "plot-border").get(0);
        double left = num(border, "x");
        double top = num(border, "y");
        for (int i = 0; i < labels.size(); i++) {
            double[] a = labelBox(labels.get(i));
            assertThat(a[0]).isGreaterThanOrEqualTo(left);
            assertThat(a[1]).isGreaterThanOrEqualTo(top);
            assertThat(a[2]).isLessThanOrEqualTo(left + num(border, "width"));
            assertThat(a[3]).isLessThanOrEqualTo(top + num(border, "height"));
            for (int j = i + 1; j < labels.size(); j++) {
                double[] b = labelBox(labels.get(j));
                boolean overlap = a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
                assertThat(overlap).as("labels %s and %s overlap", labels.get(i).getTextContent(),
                        labels.get(j).getTextContent()).isFalse();
            }
            for (Element p : points) {
                double px = num(p, "data-x");
                double py = num(p, "data-y");
                boolean covers = px + 5 > a[0] && px - 5 < a[2] && py + 5 > a[1] && py - 5 < a[3];
                assertThat(covers).as("label %s covers a point", labels.get(i).getTextContent()).isFalse();
            }
        }
        assertThat(byClass(doc, "leader")).as("labels moved away from their point are tied to it").isNotEmpty();
    }

    private static double[] labelBox(Element label) {
        double x = num(label, "x") - 1;
        double y = num(label, "y");
        double h = SvgCharts.LABEL_SIZE + 3;
        return new double[] {x, y - h / 2, x + SvgCharts.labelWidth(label.getTextContent()), y + h / 2};
    }

    private static double num(Element e, String attribute) {
        return Double.parseDouble(e.getAttribute(attribute));
    }

    @Test
    void eachPointHasAnF1WhiskerAndACountryAccuracyWhiskerFromItsBounds() throws Exception {
        Document doc = parse(SvgCharts.f1VsCountry(List.of(row("gpt-x", 20, ci(0.6, 0.5, 0.8), 0.7),
                row("other", 20, ci(0.3, 0.28, 0.31), 0.2)), Map.of("gpt-x", ci(0.7, 0.55, 0.8))));
        Axis x = Axis.read(doc, "xtick", "x");
        Axis y = Axis.read(doc, "ytick", "y");
        Element series = group(doc, "series", "gpt-x");
        Element across = only(series, "whisker-x");
        assertThat(List.of(x.value(across, "x1"), x.value(across, "x2")))
                .satisfiesExactlyInAnyOrder(v -> assertThat(v).isCloseTo(55, within(0.02)),
                        v -> assertThat(v).isCloseTo(80, within(0.02)));
        assertThat(y.value(across, "y1")).isCloseTo(60, within(0.02));
        assertThat(byClass(series, "whisker-x-cap")).hasSize(2);
        assertThat(bounds(y, only(series, "whisker"))).containsExactly(new double[] {50, 80}, within(0.02));
        assertThat(byClass(group(doc, "series", "other"), "whisker-x")).as("no interval given").isEmpty();
    }

    @Test
    void groupsHaveTheirOwnColourAndMarkerAndTheLegendNamesThem() throws Exception {
        Document doc = parse(SvgCharts.f1VsCountry(crowded(), Map.of()));
        assertThat(byClass(doc, "legend-entry")).extracting(Element::getTextContent)
                .containsExactly("Human Expert", "VLM", "Baseline", "Open-weight", "Proprietary");
        Element expert = only(group(doc, "series", "human-expert-average"), "point");
        Element vlm = only(group(doc, "series", "hidden-under-the-experts"), "point");
        Element baseline = only(group(doc, "series", "paraphrased"), "point");
        assertThat(List.of(expert, vlm, baseline)).extracting(e -> e.getAttribute("data-shape")).doesNotHaveDuplicates();
        assertThat(List.of(expert, vlm, baseline)).extracting(e -> e.getAttribute("fill")).doesNotHaveDuplicates();
        assertThat(only(group(doc, "series", "random-hallucinated"), "point").getAttribute("fill"))
                .isEqualTo(baseline.getAttribute("fill"));
    }

    @Test
    void aBoxReachingHundredIsDrawnInsideTheFrameNotClippedByIt() throws Exception {
        Map<String, List<Double>> perPair = new LinkedHashMap<>();
        perPair.put("paraphrased", List.of(90.0, 95.0, 100.0, 100.0, 100.0));
        Document doc = parse(SvgCharts.f1Distribution(perPair));
        Element border = byClass(doc, "plot-border").get(0);
        double top = num(border, "y");
        Element quartiles = only(group(doc, "box", "paraphrased"), "quartiles");
        Axis y = Axis.read(doc, "ytick", "y");
        assertThat(y.value(quartiles, "y")).isCloseTo(100, within(0.05));
        assertThat(num(quartiles, "y")).as("the box's top edge lies below the frame's").isGreaterThan(top + 5);
        for (Element w : byClass(doc, "whisker-cap")) {
            assertThat(num(w, "y1")).isGreaterThan(top + 5);
        }
    }

    @Test
    void boxStatsUseTypeSevenQuartilesAndTukeyWhiskers() {
        SvgCharts.BoxStats b = SvgCharts.BoxStats.of(new double[] {100, 9, 8, 7, 6, 5, 4, 3, 2, 1});
        assertThat(b.q1()).isEqualTo(3.25, within(1e-9));
        assertThat(b.median()).isEqualTo(5.5, within(1e-9));
        assertThat(b.q3()).isEqualTo(7.75, within(1e-9));
        assertThat(b.lowWhisker()).isEqualTo(1);
        assertThat(b.highWhisker()).isEqualTo(9);
        assertThat(b.outliers()).containsExactly(100);
        SvgCharts.BoxStats one = SvgCharts.BoxStats.of(new double[] {37});
        assertThat(List.of(one.q1(), one.median(), one.q3(), one.lowWhisker(), one.highWhisker()))
                .containsOnly(37.0);
    }

    @Test
    void theBoxPlotDrawsQuartilesMedianWhiskersAndOutliersOnItsAxis() throws Exception {
        Map<String, List<Double>> perPair = new LinkedHashMap<>();
        perPair.put("gpt-x", List.of(100.0, 9.0, 8.0, 7.0, 6.0, 5.0, 4.0, 3.0, 2.0, 1.0));
        perPair.put("solo", List.of(37.0));
        Document doc = parse(SvgCharts.f1Distribution(perPair));
        assertThat(texts(doc)).contains(SvgCharts.F1_DISTRIBUTION_TITLE, "model", "F1 per pair (%)", "gpt-x",
                "solo");
        Axis y = Axis.read(doc, "ytick", "y");
        assertThat(y.first()).isLessThanOrEqualTo(1);
        assertThat(y.last()).isGreaterThanOrEqualTo(100);
        Element box = group(doc, "box", "gpt-x");
        Element median = only(box, "median");
        assertThat(y.value(median, "y1")).isCloseTo(5.5, within(0.05));
        Element quartiles = only(box, "quartiles");
        assertThat(y.value(quartiles, "y")).isCloseTo(7.75, within(0.05));
        assertThat(byClass(box, "outlier")).singleElement()
                .satisfies(o -> assertThat(y.value(o, "cy")).isCloseTo(100, within(0.05)));
        List<Double> ends = new ArrayList<>();
        for (Element w : byClass(box, "whisker")) {
            ends.add(y.value(w, "y2"));
        }
        assertThat(ends).hasSize(2).satisfiesExactlyInAnyOrder(v -> assertThat(v).isCloseTo(1, within(0.05)),
                v -> assertThat(v).isCloseTo(9, within(0.05)));
    }

    @Test
    void manyLongModelNamesAreTurnedAndAllStayInTheText() throws Exception {
        List<Leaderboard.Row> rows = new ArrayList<>();
        Map<String, List<Double>> perPair = new LinkedHashMap<>();
        for (int i = 0; i < 30; i++) {
            String name = "a-rather-long-model-name-" + i;
            rows.add(row(name, 3, ci(0.5, 0.4, 0.6), 0.01 * i));
            perPair.put(name, List.of(40.0, 50.0, 60.0));
        }
        for (Figure svg : List.of(SvgCharts.f1VsCountry(rows), SvgCharts.precisionRecall(rows),
                SvgCharts.f1Distribution(perPair))) {
            Document doc = parse(svg);
            assertThat(texts(doc)).containsAll(rows.stream().map(Leaderboard.Row::model).toList());
        }
        Document bars = parse(SvgCharts.precisionRecall(rows));
        assertThat(byClass(bars, "xcat")).allSatisfy(t -> assertThat(t.getAttribute("transform")).startsWith("rotate("));
    }

    // --- reading the SVG back ---------------------------------------------------------------

    /** A drawn axis, read from its tick labels: value = linear in the canvas coordinate. */
    private record Axis(double v0, double c0, double v1, double c1) {
        static Axis read(Document doc, String tickClass, String coordinate) {
            List<Element> ticks = byClass(doc, tickClass);
            assertThat(ticks).as(tickClass).hasSizeGreaterThanOrEqualTo(2);
            Element a = ticks.get(0);
            Element b = ticks.get(ticks.size() - 1);
            return new Axis(Double.parseDouble(a.getTextContent()), Double.parseDouble(a.getAttribute(coordinate)),
                    Double.parseDouble(b.getTextContent()), Double.parseDouble(b.getAttribute(coordinate)));
        }

        double value(Element e, String attribute) {
            double c = Double.parseDouble(e.getAttribute(attribute));
            return v0 + (c - c0) / (c1 - c0) * (v1 - v0);
        }

        double canvas(double value) {
            return c0 + (value - v0) / (v1 - v0) * (c1 - c0);
        }

        double first() {
            return v0;
        }

        double last() {
            return v1;
        }
    }

    /** @return the whisker's two ends as data values, low first */
    private static double[] bounds(Axis y, Element whisker) {
        double a = y.value(whisker, "y1");
        double b = y.value(whisker, "y2");
        return new double[] {Math.min(a, b), Math.max(a, b)};
    }

    private static Document parse(Figure figure) throws Exception {
        return parse(figure.render());
    }

    private static Document parse(String svg) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Document doc = f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        assertThat(doc.getDocumentElement().getLocalName()).isEqualTo("svg");
        assertThat(doc.getDocumentElement().getNamespaceURI()).isEqualTo("http://www.w3.org/2000/svg");
        return doc;
    }

    private static List<String> texts(Document doc) {
        List<String> out = new ArrayList<>();
        NodeList nodes = doc.getElementsByTagName("text");
        for (int i = 0; i < nodes.getLength(); i++) {
            out.add(nodes.item(i).getTextContent());
        }
        return out;
    }

    private static List<Element> byClass(Document doc, String cssClass) {
        return byClass(doc.getDocumentElement(), cssClass);
    }

    private static List<Element> byClass(Element root, String cssClass) {
        List<Element> out = new ArrayList<>();
        NodeList nodes = root.getElementsByTagName("*");
        for (int i = 0; i < nodes.getLength(); i++) {
            Element e = (Element) nodes.item(i);
            if (e.getAttribute("class").equals(cssClass)) {
                out.add(e);
            }
        }
        return out;
    }

    private static Element group(Document doc, String cssClass, String model) {
        return byClass(doc, cssClass).stream().filter(g -> g.getAttribute("data-model").equals(model))
                .reduce((a, b) -> {
                    throw new AssertionError("two " + cssClass + " groups for " + model);
                }).orElseThrow(() -> new AssertionError("no " + cssClass + " group for " + model));
    }

    private static Element only(Element root, String cssClass) {
        List<Element> found = byClass(root, cssClass);
        assertThat(found).as(cssClass).hasSize(1);
        return found.get(0);
    }
}
