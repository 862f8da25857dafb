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
    void comparesEachPartAskedWithTheOtherAndAloneLeavingFailuresOut() {
        List<GtpredScore> joint = List.of(score("a", "m", 1.0, 0.5, null), score("b", "m", 0.0, 0.7, null),
                score("c", "m", null, null, "judge failed"));
        List<GtpredScore> year = List.of(score("a", "m", 1.0, 0.0, null), score("b", "m", 1.0, 0.0, null),
                score("a", "n", 0.25, 0.0, null));
        GtpredAblation t = GtpredAblation.of(joint, year, List.of());
        GtpredAblation.Row m = t.byModel().get("m");
        assertThat(m.timeWithLocation().mean().estimate()).isEqualTo(0.5);
        assertThat(m.timeWithLocation().n()).isEqualTo(2);
        assertThat(m.timeAlone().mean().estimate()).isEqualTo(1.0);
        assertThat(m.locationWithTime().mean().estimate()).isEqualTo(0.6, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(m.locationAlone()).isNull();
        GtpredAblation.Row n = t.byModel().get("n");
        assertThat(n.timeWithLocation()).isNull();
        assertThat(n.timeAlone().n()).isEqualTo(1);
        assertThat(t.markdown()).contains("| m ").contains("50.00 [").contains("| n ").contains("25.00 [—] (1)");
        assertThat(t.csv()).startsWith("model,time_with_location,time_with_location_lower,")
                .contains("\nn,,,,,25.00,25.00,25.00,1,,,,,,,,\n");
    }
}
