package org.georc.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class GeodesyTest {

    @Test
    void quarterOfTheEquatorIsAQuarterCircumference() {
        // (0,0) -> (0,90): central angle pi/2 -> R * pi / 2 = 6371.0088 * 1.5707963 = 10007.54 km
        assertThat(Geodesy.haversineKm(0, 0, 0, 90)).isCloseTo(Geodesy.EARTH_RADIUS_KM * Math.PI / 2, within(1e-6));
        assertThat(Geodesy.haversineKm(48.8566, 2.3522, 48.8566, 2.3522)).isZero();
    }

    @Test
    void parisToLondonIsAbout344Km() {
        assertThat(Geodesy.haversineKm(48.8566, 2.3522, 51.5074, -0.1278)).isCloseTo(343.5, within(1.0));
    }

    @Test
    void accuracyCountsDistancesAtOrBelowTheThreshold() {
        double[] d = {0.5, 25, 100, 3000};
        // <= 25 km: 0.5 and 25 -> 2/4
        assertThat(Geodesy.accuracyWithin(d, 25)).isEqualTo(0.5);
        assertThat(Geodesy.accuracyWithin(new double[0], 25)).isZero();
        assertThat(Geodesy.standardThresholdsKm()).containsExactly(1, 25, 200, 750, 2500);
    }

    @Test
    void geoguessrPointsDecayExponentially() {
        assertThat(Geodesy.geoguessrPoints(0)).isEqualTo(5000.0);
        // d = 1492.7 -> 5000 / e = 1839.397...
        assertThat(Geodesy.geoguessrPoints(1492.7)).isCloseTo(5000 / Math.E, within(1e-9));
        assertThatThrownBy(() -> Geodesy.geoguessrPoints(-1)).hasMessageContaining(">= 0");
        assertThatThrownBy(() -> Geodesy.haversineKm(91, 0, 0, 0)).hasMessageContaining("latitude");
    }
}
