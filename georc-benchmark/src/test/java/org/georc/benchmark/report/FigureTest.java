package org.georc.benchmark.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import org.georc.benchmark.report.Figure.Scale;
import org.georc.benchmark.report.Figure.Ticks;
import org.junit.jupiter.api.Test;

/** The SVG canvas's pure parts: nice ticks, the linear scale, escaping, the document frame. */
class FigureTest {

    @Test
    void ticksOfAPercentRangeAreRoundTwenties() {
        Ticks t = Ticks.nice(3.2, 97.1, 8);
        assertThat(t.step()).isEqualTo(20);
        assertThat(t.values()).containsExactly(0.0, 20.0, 40.0, 60.0, 80.0, 100.0);
        assertThat(t.label(40)).isEqualTo("40");
    }

    @Test
    void ticksOfASmallRangeCarryTheDecimalsTheStepNeeds() {
        Ticks t = Ticks.nice(0.1, 0.35, 5);
        assertThat(t.step()).isEqualTo(0.05, within(1e-12));
        assertThat(t.values()).containsExactly(0.1, 0.15, 0.2, 0.25, 0.3, 0.35);
        assertThat(t.values().stream().map(t::label).toList())
                .containsExactly("0.10", "0.15", "0.20", "0.25", "0.30", "0.35");
    }

    @Test
    void anEmptyRangeIsWidenedAroundItsValue() {
        Ticks t = Ticks.nice(42, 42, 8);
        assertThat(t.min()).isLessThan(42);
        assertThat(t.max()).isGreaterThan(42);
        Ticks zero = Ticks.nice(0, 0, 8);
        assertThat(zero.min()).isLessThan(0);
        assertThat(zero.max()).isGreaterThan(0);
    }

    @Test
    void anUnusableRangeIsRefused() {
        assertThatThrownBy(() -> Ticks.nice(Double.NaN, 1, 8)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Ticks.nice(2, 1, 8)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Ticks.nice(0, Double.POSITIVE_INFINITY, 8))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Property(tries = 500)
    void ticksAreNiceAndCoverTheData(@ForAll @DoubleRange(min = -1e4, max = 1e4) double lo,
            @ForAll @DoubleRange(min = 0, max = 1e4) double span, @ForAll @IntRange(min = 1, max = 12) int target) {
        double hi = lo + span;
        Ticks t = Ticks.nice(lo, hi, target);
        double noise = t.step() * 1e-9; // floating-point noise, far below a drawn unit
        assertThat(t.min()).isLessThanOrEqualTo(lo + noise);
        assertThat(t.max()).isGreaterThanOrEqualTo(hi - noise);
        double mantissa = t.step() / Math.pow(10, Math.floor(Math.log10(t.step())));
        assertThat(List.of(1.0, 2.0, 5.0, 10.0)).anySatisfy(m -> assertThat(mantissa).isCloseTo(m, within(1e-6)));
        List<Double> values = t.values();
        assertThat(values.size() - 1).isBetween(1, target + 2);
        // every tick is a whole multiple of the step, so labels read as round numbers
        for (double v : values) {
            assertThat(Math.abs(v / t.step() - Math.rint(v / t.step()))).isLessThan(1e-6);
        }
    }

    @Test
    void aScaleMapsTheDomainEndsToTheRangeEndsAndFlipsForAYAxis() {
        Scale y = new Scale(0, 100, 530, 60);
        assertThat(y.at(0)).isEqualTo(530);
        assertThat(y.at(100)).isEqualTo(60);
        assertThat(y.at(50)).isEqualTo(295);
    }

    @Test
    void escapingKeepsMarkupOutAndTheDocumentWellFormed() {
        assertThat(Figure.escape("<script>&\"x\"'")).isEqualTo("&lt;script&gt;&amp;&quot;x&quot;&apos;");
        // control characters and unpaired surrogates have no place in XML 1.0
        assertThat(Figure.escape("a\u0001b\uD800c")).isEqualTo("a\uFFFDb\uFFFDc");
        assertThat(Figure.escape("modèle-🌍\tx")).isEqualTo("modèle-🌍\tx");
    }

    @Test
    void coordinatesHaveAtMostTwoDecimalsInAnyLocale() {
        assertThat(Figure.num(12.0)).isEqualTo("12");
        assertThat(Figure.num(12.345)).isEqualTo("12.35");
        assertThat(Figure.num(-0.001)).isEqualTo("0");
        assertThat(Figure.num(0.5)).isEqualTo("0.5");
    }

    @Test
    void aDocumentHasAViewBoxAWhiteBackgroundAndClosedGroups() {
        Figure f = new Figure().group("g", "m").text("t", 1, 2, "x", Figure.Anchor.START, 12, false, 0);
        assertThatThrownBy(f::render).isInstanceOf(IllegalStateException.class).hasMessageContaining("open");
        String svg = f.end().render();
        assertThat(svg).startsWith("<?xml").contains("viewBox=\"0 0 900 600\"").contains("width=\"900\"")
                .contains("fill=\"#ffffff\"").contains("font-family=\"sans-serif\"");
        assertThatThrownBy(f::end).isInstanceOf(IllegalStateException.class);
    }
}
