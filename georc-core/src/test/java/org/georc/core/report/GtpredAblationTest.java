package org.georc.core.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.georc.core.gtpred.GtpredScore;
import org.georc.metrics.GtpredScoring.LocationMode;
import org.georc.metrics.GtpredScoring.RatingScale;
import org.junit.jupiter.api.Test;

class GtpredAblationTest {
    static GtpredScore score(String id, String model, Double year, Double location, String error) {
        return new GtpredScore(id, model, LocationMode.PAPER, year, location, null, null, RatingScale.SHIFTED, null,
                null, List.of(), error, null);
    }

    @Test
    void comparesEachPartAskedWithTheOtherAndAloneOnThePairsEveryRunScored() {
        List<GtpredScore> joint = List.of(score("a", "m", 1.0, 0.5, null), score("b", "m", 0.0, 0.7, null),
                score("c", "m", null, null, "judge failed"), score("d", "m", 1.0, 1.0, null));
        List<GtpredScore> year = List.of(score("a", "m", 1.0, 0.0, null), score("b", "m", 1.0, 0.0, null),
                score("c", "m", 1.0, 0.0, null), score("a", "n", 0.25, 0.0, null));
        GtpredAblation t = GtpredAblation.of(joint, year, List.of());
        GtpredAblation.Row m = t.byModel().get("m");
        // a and b only: c failed in the joint run, d is missing from the year run, n has no joint run
        assertThat(m.timeWithLocation().mean().estimate()).isEqualTo(0.5);
        assertThat(m.timeWithLocation().n()).isEqualTo(2);
        assertThat(m.timeAlone().mean().estimate()).isEqualTo(1.0);
        assertThat(m.timeAlone().n()).isEqualTo(2);
        assertThat(m.locationWithTime().mean().estimate()).isEqualTo(0.6, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(m.locationAlone()).isNull();
        assertThat(t.byModel()).doesNotContainKey("n");
        assertThat(t.leftOut()).isEqualTo(3);
        assertThat(t.leftOutNote()).hasValueSatisfying(n -> assertThat(n).contains("3 (id, model) pair(s) left out"));
        assertThat(t.markdown()).contains("| m ").contains("50.00 [").doesNotContain("| n ");
        assertThat(t.csv()).startsWith("model,time_with_location,time_with_location_lower,")
                .contains("\nm,50.00,").doesNotContain("\nn,");
    }

    @Test
    void runsOfTheSameItemsLeaveNothingOut() {
        List<GtpredScore> joint = List.of(score("a", "m", 1.0, 0.5, null));
        List<GtpredScore> location = List.of(score("a", "m", 0.0, 0.25, null));
        GtpredAblation t = GtpredAblation.of(joint, List.of(), location);
        assertThat(t.leftOut()).isZero();
        assertThat(t.leftOutNote()).isEmpty();
        assertThat(t.byModel().get("m").locationAlone().mean().estimate()).isEqualTo(0.25);
    }

    @Test
    void oneFileOrTwoIdenticalCopiesAreRefusedAsTwoRuns(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        String line = "{\"id\":\"a\",\"model\":\"m\",\"year_score\":1.0,\"location_score\":0.5}\n";
        java.nio.file.Path joint = java.nio.file.Files.writeString(dir.resolve("joint.jsonl"), line);
        java.nio.file.Path copy = java.nio.file.Files.writeString(dir.resolve("copy.jsonl"), line);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> GtpredAblation.read(joint, joint, null))
                .isInstanceOf(org.georc.core.InvalidInputException.class).hasMessageContaining("the same score file");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> GtpredAblation.read(joint, null, copy))
                .hasMessageContaining("copy.jsonl").hasMessageContaining("identical copy");
    }
}
