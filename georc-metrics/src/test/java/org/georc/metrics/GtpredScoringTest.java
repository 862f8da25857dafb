package org.georc.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.georc.metrics.GtpredScoring.LocationMode;
import org.junit.jupiter.api.Test;

class GtpredScoringTest {

    @Test
    void predictionInsideTheTruthScoresOne() {
        assertThat(GtpredScoring.yearScore(new YearInterval(1990, 1999), YearInterval.of(1995))).isEqualTo(1.0);
        assertThat(GtpredScoring.yearScore(new YearInterval(1990, 1999), new YearInterval(1990, 1999))).isEqualTo(1.0);
    }

    @Test
    void partialOverlapScoresWholeYearIoU() {
        // truth [1990,1999] (10 years), prediction [1985,1994] (10 years): overlap 1990..1994 = 5,
        // union = 10 + 10 - 5 = 15 -> 5/15
        assertThat(GtpredScoring.yearScore(new YearInterval(1990, 1999), new YearInterval(1985, 1994)))
                .isCloseTo(1.0 / 3.0, within(1e-12));
        // truth 1995, prediction [1990,1999]: overlap 1, union 10 -> 0.1 (wider guesses are not inside)
        assertThat(GtpredScoring.yearScore(YearInterval.of(1995), new YearInterval(1990, 1999)))
                .isCloseTo(0.1, within(1e-12));
        // disjoint single years -> 0
        assertThat(GtpredScoring.yearScore(YearInterval.of(1995), YearInterval.of(1996))).isZero();
    }

    @Test
    void intervalRejectsReversedBounds() {
        assertThatThrownBy(() -> new YearInterval(2000, 1990)).hasMessageContaining("from <= to");
    }

    @Test
    void locationRenormalisesOverAnnotatedLevels() {
        String[] truth = {"france", "ile de france", "paris", null};
        // country + city right, state wrong: (0.2 + 0.3) / (0.2 + 0.2 + 0.3) = 0.5 / 0.7
        String[] pred = {"france", "normandie", "paris", "louvre"};
        assertThat(GtpredScoring.locationScore(truth, pred, LocationMode.RENORMALISED))
                .isCloseTo(0.5 / 0.7, within(1e-12));
        // paper: the plain weighted sum 0.2 + 0.3 = 0.5 (the unannotated place earns nothing, even though predicted)
        assertThat(GtpredScoring.locationScore(truth, pred, LocationMode.PAPER)).isCloseTo(0.5, within(1e-12));
        // prefix: city does not count because state (coarser, annotated) missed: 0.2 / 0.7
        assertThat(GtpredScoring.locationScore(truth, pred, LocationMode.PREFIX))
                .isCloseTo(0.2 / 0.7, within(1e-12));
    }

    @Test
    void fullMatchScoresOneAndMissingPredictionScoresNothing() {
        String[] truth = {"japan", "tokyo", "tokyo", "shibuya crossing"};
        assertThat(GtpredScoring.locationScore(truth, truth.clone(), LocationMode.RENORMALISED)).isEqualTo(1.0);
        assertThat(GtpredScoring.locationScore(truth, new String[4], LocationMode.RENORMALISED)).isZero();
        assertThatThrownBy(() -> GtpredScoring.locationScore(new String[4], truth, LocationMode.PAPER))
                .hasMessageContaining("annotates no level");
    }

    @Test
    void paperModeIsThePlainWeightedSumOfMatchedLevels() {
        // truth annotates all four levels: every subset of matches gives the sum of its weights
        boolean[] all = {true, true, true, true};
        assertThat(GtpredScoring.locationScore(all, new boolean[] {true, true, true, true}, LocationMode.PAPER))
                .isCloseTo(1.0, within(1e-12));
        assertThat(GtpredScoring.locationScore(all, new boolean[] {true, false, false, false}, LocationMode.PAPER))
                .isCloseTo(0.2, within(1e-12));
        // country + place: 0.2 + 0.3 = 0.5
        assertThat(GtpredScoring.locationScore(all, new boolean[] {true, false, false, true}, LocationMode.PAPER))
                .isCloseTo(0.5, within(1e-12));
        // truth annotates only country and city, both matched: paper 0.2 + 0.3 = 0.5, renormalised 0.5/0.5 = 1,
        // prefix (coarser levels all matched) 1
        boolean[] countryCity = {true, false, true, false};
        boolean[] both = {true, false, true, false};
        assertThat(GtpredScoring.locationScore(countryCity, both, LocationMode.PAPER)).isCloseTo(0.5, within(1e-12));
        assertThat(GtpredScoring.locationScore(countryCity, both, LocationMode.RENORMALISED)).isCloseTo(1.0, within(1e-12));
        assertThat(GtpredScoring.locationScore(countryCity, both, LocationMode.PREFIX)).isCloseTo(1.0, within(1e-12));
        // a match on a level the truth lacks is ignored by every mode
        boolean[] plusState = {true, true, true, false};
        assertThat(GtpredScoring.locationScore(countryCity, plusState, LocationMode.PAPER)).isCloseTo(0.5, within(1e-12));
        // wrong country, right city: paper 0.3, renormalised 0.3/0.5 = 0.6, prefix 0
        boolean[] cityOnly = {false, false, true, false};
        assertThat(GtpredScoring.locationScore(countryCity, cityOnly, LocationMode.PAPER)).isCloseTo(0.3, within(1e-12));
        assertThat(GtpredScoring.locationScore(countryCity, cityOnly, LocationMode.RENORMALISED))
                .isCloseTo(0.6, within(1e-12));
        assertThat(GtpredScoring.locationScore(countryCity, cityOnly, LocationMode.PREFIX)).isZero();
        assertThatThrownBy(() -> GtpredScoring.locationScore(new boolean[3], both, LocationMode.PAPER))
                .hasMessageContaining("4 levels");
    }

    @Test
    void modesAndScalesHaveStableNames() {
        assertThat(LocationMode.fromName("paper")).isEqualTo(LocationMode.PAPER);
        assertThat(LocationMode.fromName("STRICT")).isEqualTo(LocationMode.PAPER);
        assertThat(LocationMode.fromName("renormalized")).isEqualTo(LocationMode.RENORMALISED);
        assertThat(LocationMode.PREFIX.id()).isEqualTo("prefix");
        assertThatThrownBy(() -> LocationMode.fromName("fuzzy")).hasMessageContaining("\"fuzzy\"");
        assertThat(GtpredScoring.RatingScale.fromName("Tenths")).isEqualTo(GtpredScoring.RatingScale.TENTHS);
        assertThatThrownBy(() -> GtpredScoring.RatingScale.fromName("percent")).hasMessageContaining("r/10");
    }

    @Test
    void tenthsScaleDividesTheRatingByTen() {
        // r/10: 1 -> 0.1, 7 -> 0.7, 10 -> 1
        assertThat(GtpredScoring.reasoningScore(1, GtpredScoring.RatingScale.TENTHS)).isCloseTo(0.1, within(1e-12));
        assertThat(GtpredScoring.reasoningScore(7, GtpredScoring.RatingScale.TENTHS)).isCloseTo(0.7, within(1e-12));
        assertThat(GtpredScoring.reasoningScore(10, GtpredScoring.RatingScale.TENTHS)).isEqualTo(1.0);
        assertThat(GtpredScoring.reasoningScore(7, GtpredScoring.RatingScale.SHIFTED)).isCloseTo(6.0 / 9, within(1e-12));
        assertThatThrownBy(() -> GtpredScoring.reasoningScore(11, GtpredScoring.RatingScale.TENTHS))
                .hasMessageContaining("[1, 10]");
        assertThatThrownBy(() -> GtpredScoring.reasoningScore(Double.NaN, GtpredScoring.RatingScale.TENTHS))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void reasoningRatingMapsOneToZeroAndTenToOne() {
        assertThat(GtpredScoring.reasoningScore(1)).isZero();
        assertThat(GtpredScoring.reasoningScore(10)).isEqualTo(1.0);
        // (7 - 1) / 9 = 2/3
        assertThat(GtpredScoring.reasoningScore(7)).isCloseTo(2.0 / 3.0, within(1e-12));
        assertThatThrownBy(() -> GtpredScoring.reasoningScore(0)).hasMessageContaining("[1, 10]");
        // 0.8 * (2/3) = 0.5333...
        assertThat(GtpredScoring.finalScore(0.8, 2.0 / 3.0)).isCloseTo(1.6 / 3.0, within(1e-12));
    }
}
