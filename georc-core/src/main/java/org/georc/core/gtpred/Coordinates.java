package org.georc.core.gtpred;

import org.georc.metrics.Geodesy;

/**
 * A point on the Earth in decimal degrees.
 *
 * @param lat latitude in [-90, 90]
 * @param lon longitude in [-180, 180]
 */
public record Coordinates(double lat, double lon) {

    /** Checks the ranges. */
    public Coordinates {
        if (!(lat >= -90 && lat <= 90)) {
            throw new IllegalArgumentException("latitude must lie in [-90, 90], got " + lat);
        }
        if (!(lon >= -180 && lon <= 180)) {
            throw new IllegalArgumentException("longitude must lie in [-180, 180], got " + lon);
        }
    }

    /**
     * @param lat latitude in [-90, 90]
     * @param lon longitude in [-180, 180]
     * @return the point
     */
    public static Coordinates of(double lat, double lon) {
        return new Coordinates(lat, lon);
    }

    /**
     * @param other another point
     * @return the great-circle (haversine) distance in kilometres
     */
    public double distanceKm(Coordinates other) {
        return Geodesy.haversineKm(lat, lon, other.lat, other.lon);
    }
}
