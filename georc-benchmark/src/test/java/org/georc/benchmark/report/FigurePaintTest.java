package org.georc.benchmark.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.georc.benchmark.report.Figure.Anchor;
import org.georc.core.report.Leaderboard;
import org.georc.metrics.ConfidenceInterval;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The PNG backend of {@link Figure}: the PNG is read back with ImageIO and its pixels are checked
 * against the positions the SVG of the same figure gives, times {@link Plots#PNG_SCALE}.
 */
class FigurePaintTest {
    private static final int S = Plots.PNG_SCALE;

    private static Leaderboard.Row row(String model, int n, ConfidenceInterval f1, double country) {
        return new Leaderboard.Row(model, n, 0, f1, f1, f1, country, null, null, null);
    }

    @Test
    void aPngWhiskerRunsFromTheLowerToTheUpperBoundOfAnAsymmetricIntervalAndNoFurther() throws Exception {
        // F1 60 [50, 80]: a symmetric whisker (the larger half, 20) would reach down to 40
        Figure figure = SvgCharts.f1VsCountry(List.of(
                row("gpt-x", 20, new ConfidenceInterval(0.6, 0.5, 0.8, 0.95), 0.7),
                row("other", 20, new ConfidenceInterval(0.3, 0.28, 0.31, 0.95), 0.2)));
        BufferedImage png = png(figure);
        assertThat(png.getWidth()).isEqualTo(Figure.WIDTH * S);
        assertThat(png.getHeight()).isEqualTo(Figure.HEIGHT * S);

        // the y axis as drawn: a linear map fitted through the tick labels' positions, then x2
        Document svg = parse(figure.render());
        List<Element> ticks = byClass(svg, "ytick");
        Element first = ticks.get(0);
        Element last = ticks.get(ticks.size() - 1);
        double v0 = Double.parseDouble(first.getTextContent());
        double v1 = Double.parseDouble(last.getTextContent());
        double y0 = Double.parseDouble(first.getAttribute("y"));
        double y1 = Double.parseDouble(last.getAttribute("y"));
        java.util.function.DoubleUnaryOperator pixelY = v -> (y0 + (v - v0) / (v1 - v0) * (y1 - y0)) * S;
        Element series = byClass(svg, "series").stream().filter(g -> g.getAttribute("data-model").equals("gpt-x"))
                .findFirst().orElseThrow();
        int column = (int) Math.round(Double.parseDouble(byClass(series, "point").get(0).getAttribute("cx")) * S);

        // pixel rows wholly inside [upper, lower] (the whisker line and its caps cover them)
        int upper = (int) Math.ceil(pixelY.applyAsDouble(80));
        int lower = (int) Math.floor(pixelY.applyAsDouble(50));
        int symmetricEnd = (int) Math.round(pixelY.applyAsDouble(40));
        assertThat(lower - upper).as("the interval spans many pixels").isGreaterThan(100);
        for (int y = upper; y < lower; y++) {
            assertThat(ink(png, column, y)).as("whisker pixel at y=%d (bounds %d..%d)", y, upper, lower).isTrue();
        }
        for (int y = lower + 5; y <= symmetricEnd + 2; y++) {
            assertThat(ink(png, column, y)).as("no whisker below the lower bound: y=%d", y).isFalse();
        }
        for (int y = upper - 10; y <= upper - 5; y++) {
            assertThat(ink(png, column, y)).as("no whisker above the upper bound: y=%d", y).isFalse();
        }
    }

    @Test
    void thePngIsWhiteWhereNothingIsDrawnAndKeepsTheSeriesColours() throws Exception {
        Figure figure = new Figure().circle("dot", 100, 100, 10, Figure.colour(0));
        BufferedImage png = png(figure);
        assertThat(png.getRGB(2, 2) & 0xFFFFFF).isEqualTo(0xFFFFFF);
        assertThat(png.getRGB(Figure.WIDTH * S - 1, Figure.HEIGHT * S - 1) & 0xFFFFFF).isEqualTo(0xFFFFFF);
        assertThat(png.getRGB(100 * S, 100 * S) & 0xFFFFFF).isEqualTo(0x1f77b4);
    }

    @Test
    void textIsPlacedByItsAnchorAndCentredVerticallyOnItsPoint() throws Exception {
        for (Anchor anchor : Anchor.values()) {
            Figure figure = new Figure().text("t", 450, 300, "WWWW", anchor, 20, false, 0);
            int[] box = inkBox(png(figure));
            int x = 450 * S;
            switch (anchor) {
                case START -> assertThat(box[0]).as("START begins at the point").isBetween(x - 2, x + 6);
                case MIDDLE -> assertThat((box[0] + box[2]) / 2.0).as("MIDDLE is centred").isCloseTo(x, within(4.0));
                case END -> assertThat(box[2]).as("END ends at the point").isBetween(x - 6, x + 2);
            }
            assertThat(box[2] - box[0]).as("four W at 20 units are wide").isGreaterThan(60 * S);
            // capitals sit above the baseline; "central" puts the em box's middle on y, so their
            // middle is within a few pixels of it
            assertThat((box[1] + box[3]) / 2.0).isCloseTo(300 * S, within(6.0 * S));
        }
    }

    @Test
    void aTurnedAxisTitleRunsUpwardsAroundItsPoint() throws Exception {
        int[] flat = inkBox(png(new Figure().text("t", 300, 300, "a long axis title", Anchor.MIDDLE, 14, false, 0)));
        int[] turned = inkBox(png(new Figure().text("t", 300, 300, "a long axis title", Anchor.MIDDLE, 14, false, -90)));
        assertThat(flat[2] - flat[0]).isGreaterThan(3 * (flat[3] - flat[1]));
        assertThat(turned[3] - turned[1]).as("height of the turned text").isGreaterThan(3 * (turned[2] - turned[0]));
        assertThat(turned[3] - turned[1]).isCloseTo(flat[2] - flat[0], within(4));
        assertThat((turned[1] + turned[3]) / 2.0).isCloseTo(300 * S, within(4.0));
        assertThat((turned[0] + turned[2]) / 2.0).isCloseTo(300 * S, within(6.0 * S));
    }

    @Test
    void paintingLeavesTheCallersContextAsItWasAndRefusesAnOpenGroup() {
        BufferedImage img = new BufferedImage(10, 10, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.scale(S, S);
            AffineTransform before = g.getTransform();
            new Figure().text("t", 5, 5, "x", Anchor.START, 12, true, 30).line("l", 0, 0, 9, 9, "#000000", 3).paint(g);
            assertThat(g.getTransform()).isEqualTo(before);
            assertThatThrownBy(() -> new Figure().group("g", null).paint(g))
                    .isInstanceOf(IllegalStateException.class).hasMessageContaining("still open");
        } finally {
            g.dispose();
        }
    }

    @Test
    void controlCharactersInAModelNameArePaintedAsTheSvgShowsThem() {
        assertThat(Figure.printable("a\u0001b\uD800c")).isEqualTo("a\uFFFDb\uFFFDc");
        assertThat(Figure.printable("modèle-🌍\tx")).isEqualTo("modèle-🌍\tx");
        assertThatThrownBy(() -> Figure.awt("red")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("red");
        assertThat(Figure.awt("none")).isNull();
    }

    // --- helpers ---------------------------------------------------------------------------

    private static BufferedImage png(Figure figure) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Plots.png(figure, out);
        BufferedImage img = ImageIO.read(new ByteArrayInputStream(out.toByteArray()));
        assertThat(img).as("a PNG ImageIO can read").isNotNull();
        return img;
    }

    /** Drawn ink: darker than the light grey grid, whatever the hue (the series colours count). */
    private static boolean ink(BufferedImage img, int x, int y) {
        int rgb = img.getRGB(x, y);
        int r = (rgb >> 16) & 0xFF;
        int g = (rgb >> 8) & 0xFF;
        int b = rgb & 0xFF;
        return Math.max(r, Math.max(g, b)) < 0xC0;
    }

    /** @return {minX, minY, maxX, maxY} of the ink, failing when there is none */
    private static int[] inkBox(BufferedImage img) {
        int[] box = {Integer.MAX_VALUE, Integer.MAX_VALUE, -1, -1};
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                if (ink(img, x, y)) {
                    box[0] = Math.min(box[0], x);
                    box[1] = Math.min(box[1], y);
                    box[2] = Math.max(box[2], x);
                    box[3] = Math.max(box[3], y);
                }
            }
        }
        assertThat(box[2]).as("something was painted").isGreaterThanOrEqualTo(0);
        return box;
    }

    private static Document parse(String svg) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    private static List<Element> byClass(Object root, String cssClass) {
        NodeList all = root instanceof Document d ? d.getElementsByTagName("*")
                : ((Element) root).getElementsByTagName("*");
        List<Element> out = new ArrayList<>();
        for (int i = 0; i < all.getLength(); i++) {
            Element e = (Element) all.item(i);
            if (e.getAttribute("class").equals(cssClass)) {
                out.add(e);
            }
        }
        return out;
    }
}
