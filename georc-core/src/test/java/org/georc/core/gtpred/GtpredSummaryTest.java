package org.georc.core.gtpred;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.georc.core.gtpred.GtpredScore.Reasoning;
import org.georc.metrics.GtpredScoring.LocationMode;
import org.georc.metrics.GtpredScoring.RatingScale;
import org.junit.jupiter.api.Test;

class GtpredSummaryTest {
    private static GtpredScore line(String id, String model, Double year, Double location, Reasoning yr, Reasoning lr,
                                    Double km, String error) {
        return new GtpredScore(id, model, LocationMode.PAPER, year, location, yr, lr, RatingScale.SHIFTED, km,
                km == null ? null : org.georc.metrics.Geodesy.geoguessrPoints(km), List.of(), error, null);
    }

    private static Reasoning r(double rating) {
        return new Reasoning(rating, (rating - 1) / 9, null);
    }

    @Test
    void meansFinalScoresAndAccuracyByHand() {
        List<GtpredScore> lines = List.of(
                line("1", "a", 1.0, 0.5, r(7), r(4), 10.0, null),
                line("2", "a", 0.25, 1.0, new Reasoning(null, 0.0, null), r(10), 300.0, null),
                line("3", "a", 1.0, 1.0, r(10), r(10), 0.0, "location reasoning: unreadable"),
                line("4", "a", 0.5, null, r(4), null, null, null),
                line("1", "b", 0.0, 0.2, null, null, null, null));
        GtpredSummary s = GtpredSummary.of(lines);
        assertThat(s.locationMode()).isEqualTo(LocationMode.PAPER);
        assertThat(s.rows()).extracting(GtpredSummary.Row::model).containsExactly("a", "b");
        GtpredSummary.Row a = s.rows().get(0);
        assertThat(a.scored()).isEqualTo(3);
        assertThat(a.failures()).isEqualTo(1);
        // the failed line 3 is out of every mean
        // year (1 + 0.25 + 0.5) / 3 = 0.58333
        assertThat(a.year().value()).isCloseTo(1.75 / 3, within(1e-12));
        assertThat(a.year().n()).isEqualTo(3);
        // location (0.5 + 1) / 2 = 0.75 (line 4 has no location)
        assertThat(a.location().value()).isCloseTo(0.75, within(1e-12));
        assertThat(a.location().n()).isEqualTo(2);
        // year reasoning (6/9 + 0 + 3/9) / 3 = 1/3
        assertThat(a.yearReasoning().value()).isCloseTo(1.0 / 3, within(1e-12));
        // location reasoning (3/9 + 1) / 2 = 2/3
        assertThat(a.locationReasoning().value()).isCloseTo(2.0 / 3, within(1e-12));
        // final year (1 x 6/9 + 0.25 x 0 + 0.5 x 3/9) / 3 = (2/3 + 1/6) / 3 = 5/18
        assertThat(a.finalYear().value()).isCloseTo(5.0 / 18, within(1e-12));
        // final location (0.5 x 1/3 + 1 x 1) / 2 = 7/12
        assertThat(a.finalLocation().value()).isCloseTo(7.0 / 12, within(1e-12));
        // distances 10 and 300 km: Acc@1 0, @25 1/2, @200 1/2, @750 1, @2500 1
        assertThat(a.located()).isEqualTo(2);
        assertThat(a.accuracy()).extracting(GtpredSummary.Mean::value).containsExactly(0.0, 0.5, 0.5, 1.0, 1.0);
        // points (5000 e^(-10/1492.7) + 5000 e^(-300/1492.7)) / 2 = (4966.62 + 4089.65) / 2 = 4528.13
        assertThat(a.geoguessrPoints().value()).isCloseTo(4528.13, within(0.01));
        // intervals bracket the mean and stay inside the values' range
        assertThat(a.year().interval().lower()).isBetween(0.25, a.year().value());
        assertThat(a.year().interval().upper()).isBetween(a.year().value(), 1.0);
        assertThat(a.accuracy().get(0).interval().upper()).isZero();

        GtpredSummary.Row b = s.rows().get(1);
        assertThat(b.scored()).isEqualTo(1);
        assertThat(b.yearReasoning()).isNull();
        assertThat(b.finalYear()).isNull();
        assertThat(b.located()).isZero();
        assertThat(b.accuracy()).isEmpty();
        // one value: the degenerate interval [v, v]
        assertThat(b.location().interval().lower()).isEqualTo(0.2);
        assertThat(b.location().interval().upper()).isEqualTo(0.2);
        assertThat(s.hasReasoning()).isTrue();
        assertThat(s.hasDistances()).isTrue();
    }

    @Test
    void aModelWhoseLinesAllFailedHasNoMeans() {
        GtpredSummary s = GtpredSummary.of(List.of(line("1", "a", null, null, null, null, null, "extraction failed: x")));
        assertThat(s.rows().get(0).scored()).isZero();
        assertThat(s.rows().get(0).failures()).isEqualTo(1);
        assertThat(s.rows().get(0).year()).isNull();
        assertThat(GtpredSummary.of(List.of()).rows()).isEmpty();
    }

    @Test
    void mixedLocationModesAreRefused() {
        GtpredScore paper = line("1", "a", 1.0, 1.0, null, null, null, null);
        GtpredScore prefix = new GtpredScore("2", "a", LocationMode.PREFIX, 1.0, 1.0, null, null, null, null, null,
                List.of(), null, null);
        assertThatThrownBy(() -> GtpredSummary.of(List.of(paper, prefix)))
                .hasMessageContaining("mix location modes paper and prefix");
    }
}
