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
        // hand check by the spherical law of cosines (an independent form of the same great circle),
        // R = 6371.0088 km: 343.5565 km
        assertThat(Geodesy.haversineKm(48.8566, 2.3522, 51.5074, -0.1278)).isCloseTo(343.5565, within(1e-3));
        assertThat(Geodesy.haversineKm(51.5074, -0.1278, 48.8566, 2.3522)).isCloseTo(343.5565, within(1e-3));
    }

    @Test
    void newYorkToLosAngelesIsAbout3936Km() {
        // law of cosines with the same radius: 3935.7517 km
        assertThat(Geodesy.haversineKm(40.7128, -74.0060, 34.0522, -118.2437)).isCloseTo(3935.7517, within(1e-3));
        // GeoGuessr points for that miss: 5000 * exp(-3935.7517 / 1492.7) = 358.00
        assertThat(Geodesy.geoguessrPoints(Geodesy.haversineKm(40.7128, -74.0060, 34.0522, -118.2437)))
                .isCloseTo(358.00, within(0.01));
        // Paris -> London: 5000 * exp(-343.5565 / 1492.7) = 3972.04
        assertThat(Geodesy.geoguessrPoints(Geodesy.haversineKm(48.8566, 2.3522, 51.5074, -0.1278)))
                .isCloseTo(3972.04, within(0.01));
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
