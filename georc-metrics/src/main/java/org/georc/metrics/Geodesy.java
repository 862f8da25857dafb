package org.georc.metrics;

/** Distance-based geolocation metrics common in the field. */
public final class Geodesy {
    /** Mean Earth radius in kilometres (IUGG). */
    public static final double EARTH_RADIUS_KM = 6371.0088;
    /** GeoGuessr's distance scale in kilometres. */
    public static final double GEOGUESSR_SCALE_KM = 1492.7;
    /** The usual accuracy thresholds: street, city, region, country, continent. */
    private static final double[] THRESHOLDS_KM = {1, 25, 200, 750, 2500};

    private Geodesy() {
    }

    /** @return a copy of the standard thresholds 1, 25, 200, 750 and 2500 km */
    public static double[] standardThresholdsKm() {
        return THRESHOLDS_KM.clone();
    }

    /**
     * Great-circle distance by the haversine formula:
     * {@code d = 2R asin(sqrt(sin²(Δφ/2) + cos φ1 cos φ2 sin²(Δλ/2)))}.
     *
     * @param lat1 latitude of the first point in degrees, [-90, 90]
     * @param lon1 longitude of the first point in degrees, [-180, 180]
     * @param lat2 latitude of the second point in degrees
     * @param lon2 longitude of the second point in degrees
     * @return the distance in kilometres
     */
    public static double haversineKm(double lat1, double lon1, double lat2, double lon2) {
        checkLatLon(lat1, lon1, "first");
        checkLatLon(lat2, lon2, "second");
        double p1 = Math.toRadians(lat1);
        double p2 = Math.toRadians(lat2);
        double dp = p2 - p1;
        double dl = Math.toRadians(lon2 - lon1);
        double h = Math.pow(Math.sin(dp / 2), 2) + Math.cos(p1) * Math.cos(p2) * Math.pow(Math.sin(dl / 2), 2);
        return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1.0, Math.sqrt(h)));
    }

    /**
     * Share of distances at or below a threshold.
     *
     * <p>Edge case: an empty array has accuracy 0.
     *
     * @param distancesKm non-negative finite distances
     * @param thresholdKm the threshold, non-negative
     * @return accuracy in [0, 1]
     */
    public static double accuracyWithin(double[] distancesKm, double thresholdKm) {
        Checks.finite(thresholdKm, "thresholdKm");
        Checks.allFinite(distancesKm, "distancesKm");
        int hits = 0;
        for (int i = 0; i < distancesKm.length; i++) {
            if (distancesKm[i] < 0) {
                throw new IllegalArgumentException("distancesKm[" + i + "] must be >= 0, got " + distancesKm[i]);
            }
            if (distancesKm[i] <= thresholdKm) {
                hits++;
            }
        }
        return distancesKm.length == 0 ? 0.0 : (double) hits / distancesKm.length;
    }

    /**
     * GeoGuessr points: {@code 5000 * exp(-d / 1492.7 km)}.
     *
     * @param distanceKm a non-negative finite distance
     * @return points in (0, 5000]
     */
    public static double geoguessrPoints(double distanceKm) {
        Checks.finite(distanceKm, "distanceKm");
        if (distanceKm < 0) {
            throw new IllegalArgumentException("distanceKm must be >= 0, got " + distanceKm);
        }
        return 5000.0 * Math.exp(-distanceKm / GEOGUESSR_SCALE_KM);
    }

    private static void checkLatLon(double lat, double lon, String which) {
        Checks.finite(lat, which + " latitude");
        Checks.finite(lon, which + " longitude");
        if (lat < -90 || lat > 90) {
            throw new IllegalArgumentException(which + " latitude must lie in [-90, 90], got " + lat);
        }
        if (lon < -180 || lon > 180) {
            throw new IllegalArgumentException(which + " longitude must lie in [-180, 180], got " + lon);
        }
    }
}
