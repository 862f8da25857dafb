package org.georc.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.georc.metrics.GtpredScoring.LocationMode;

class MetricPropertiesTest {

    @Property
    void f1LiesBetweenMinAndMaxOfPrecisionAndRecall(@ForAll @DoubleRange(min = 0, max = 1) double p,
                                                    @ForAll @DoubleRange(min = 0, max = 1) double r) {
        double f1 = PrecisionRecall.f1(p, r);
        assertThat(f1).isBetween(0.0, 1.0);
        assertThat(f1).isLessThanOrEqualTo(Math.max(p, r));
        assertThat(f1).isGreaterThanOrEqualTo(Math.min(p, r) - 1e-12);
        assertThat(f1).isEqualTo(PrecisionRecall.f1(r, p));
    }

    @Property
    void rampIsMonotoneAndBounded(@ForAll @DoubleRange(min = -1, max = 1) double s1,
                                  @ForAll @DoubleRange(min = -1, max = 1) double s2,
                                  @ForAll @DoubleRange(min = 0, max = 0.5) double lo,
                                  @ForAll @DoubleRange(min = 0.01, max = 0.5) double width) {
        double hi = lo + width;
        double a = Ramp.ramp(Math.min(s1, s2), lo, hi);
        double b = Ramp.ramp(Math.max(s1, s2), lo, hi);
        assertThat(a).isBetween(0.0, 1.0);
        assertThat(b).isBetween(0.0, 1.0);
        assertThat(a).isLessThanOrEqualTo(b);
    }

    @Property
    void yearIoUIsOneExactlyForEqualIntervalsAndSymmetric(@ForAll @IntRange(min = 1800, max = 2030) int a,
                                                         @ForAll @IntRange(min = 0, max = 30) int la,
                                                         @ForAll @IntRange(min = 1800, max = 2030) int b,
                                                         @ForAll @IntRange(min = 0, max = 30) int lb) {
        YearInterval x = new YearInterval(a, a + la);
        YearInterval y = new YearInterval(b, b + lb);
        double iou = GtpredScoring.yearIoU(x, y);
        assertThat(iou).isBetween(0.0, 1.0);
        assertThat(iou).isEqualTo(GtpredScoring.yearIoU(y, x));
        assertThat(iou == 1.0).isEqualTo(x.equals(y));
        assertThat(GtpredScoring.yearScore(x, y)).isBetween(0.0, 1.0).isGreaterThanOrEqualTo(iou);
    }

    @Property
    void oneToAllAggregateIsBoundedAndSymmetricInF1(@ForAll @Size(max = 12) double[] raw1,
                                                    @ForAll @Size(max = 12) double[] raw2) {
        double[] c = squash(raw1);
        double[] r = squash(raw2);
        Prf forward = OneToAll.aggregate(c, r);
        Prf backward = OneToAll.aggregate(r, c);
        assertThat(forward.f1()).isEqualTo(backward.f1());
        assertThat(forward.f1()).isLessThanOrEqualTo(Math.max(forward.precision(), forward.recall()));
    }

    @Property
    void keyPointScoresAreBoundedAndSwappingSidesSwapsPrecisionAndRecall(
            @ForAll @IntRange(min = 0, max = 6) int n, @ForAll @IntRange(min = 0, max = 6) int m,
            @ForAll long seed) {
        java.util.Random rnd = new java.util.Random(seed);
        int dim = 8;
        float[] a = CosineKernelTest.randomUnit(rnd, n, dim);
        float[] b = CosineKernelTest.randomUnit(rnd, m, dim);
        WeightedClauses wa = clauses("a", n);
        WeightedClauses wb = clauses("b", m);
        Prf ab = KeyPointScoring.score(wa, wb, CosineKernel.bestMatches(a, n, b, m, dim, 0.0, 0.5));
        Prf ba = KeyPointScoring.score(wb, wa, CosineKernel.bestMatches(b, m, a, n, dim, 0.0, 0.5));
        assertThat(ab.precision()).isBetween(0.0, 1.0).isCloseTo(ba.recall(), org.assertj.core.api.Assertions.within(1e-9));
        assertThat(ab.recall()).isCloseTo(ba.precision(), org.assertj.core.api.Assertions.within(1e-9));
    }

    @Property
    void locationScoreIsBoundedAndPaperNeverExceedsRenormalised(
            @ForAll("levels") String[] truth, @ForAll("levels") String[] pred) {
        boolean anyAnnotated = java.util.Arrays.stream(truth).anyMatch(java.util.Objects::nonNull);
        if (!anyAnnotated) {
            return;
        }
        double ren = GtpredScoring.locationScore(truth, pred, LocationMode.RENORMALISED);
        double paper = GtpredScoring.locationScore(truth, pred, LocationMode.PAPER);
        double prefix = GtpredScoring.locationScore(truth, pred, LocationMode.PREFIX);
        assertThat(ren).isBetween(0.0, 1.0);
        assertThat(paper).isLessThanOrEqualTo(ren + 1e-12);
        assertThat(prefix).isLessThanOrEqualTo(ren + 1e-12);
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<String[]> levels() {
        return net.jqwik.api.Arbitraries.of("x", "y", null).array(String[].class).ofSize(4);
    }

    private static WeightedClauses clauses(String prefix, int n) {
        java.util.List<java.util.List<String>> statements = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            statements.add(java.util.List.of(prefix + i));
        }
        return WeightedClauses.of(statements);
    }

    private static double[] squash(double[] raw) {
        double[] out = new double[raw.length];
        for (int i = 0; i < raw.length; i++) {
            double v = Double.isFinite(raw[i]) ? Math.abs(raw[i]) : 0.5;
            out[i] = v - Math.floor(v);
        }
        return out;
    }
}
