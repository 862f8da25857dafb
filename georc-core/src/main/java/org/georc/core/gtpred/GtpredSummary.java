package org.georc.core.gtpred;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import org.georc.core.InvalidInputException;
import org.georc.metrics.Bootstrap;
import org.georc.metrics.ConfidenceInterval;
import org.georc.metrics.Geodesy;
import org.georc.metrics.GtpredScoring.LocationMode;

/**
 * Per-model GTPred summary, the view of the paper's Table II: mean year, year reasoning,
 * location and location reasoning scores, the final scores, and the distance metrics (Acc@k,
 * GeoGuessr points) where coordinates exist, each with a 95% percentile-bootstrap interval
 * ({@link Bootstrap#meanInterval}: 2,000 resamples, fixed seed).
 *
 * <p>A pure aggregation over score lines. Failed lines are counted in {@code failures} and left
 * out of every mean; each mean is over the non-failed lines that have that part (a line whose
 * truth has no year has no year score).
 *
 * @param locationMode the location mode all lines share (null when the lines do not say)
 * @param thresholdsKm the Acc@k thresholds in kilometres
 * @param rows         one row per model, in model-name order
 */
public record GtpredSummary(LocationMode locationMode, List<Double> thresholdsKm, List<Row> rows) {

    /** Copies the lists. */
    public GtpredSummary {
        thresholdsKm = List.copyOf(thresholdsKm);
        rows = List.copyOf(rows);
    }

    /**
     * A mean with its interval.
     *
     * @param n        number of values averaged
     * @param interval the mean (estimate) and its 95% bootstrap interval
     */
    public record Mean(int n, ConfidenceInterval interval) {
        /** @return the mean */
        public double value() {
            return interval.estimate();
        }
    }

    /**
     * One model's row. A mean is null when no line has that part.
     *
     * @param model             the model
     * @param scored            lines without failure
     * @param failures          failed lines
     * @param year              mean year score
     * @param yearReasoning     mean year reasoning score
     * @param location          mean location score
     * @param locationReasoning mean location reasoning score
     * @param finalYear         mean final year score (year x year reasoning)
     * @param finalLocation     mean final location score
     * @param located           lines with a distance (both sides carry coordinates)
     * @param accuracy          Acc@k per threshold (share of distances at or below it); empty
     *                          when {@code located} is 0
     * @param geoguessrPoints   mean GeoGuessr points, or null when {@code located} is 0
     */
    public record Row(String model, int scored, int failures, Mean year, Mean yearReasoning, Mean location,
                      Mean locationReasoning, Mean finalYear, Mean finalLocation, int located, List<Mean> accuracy,
                      Mean geoguessrPoints) {
        /** Copies the list. */
        public Row {
            accuracy = List.copyOf(accuracy);
        }
    }

    /**
     * Summarises with the standard thresholds 1, 25, 200, 750 and 2500 km.
     *
     * @param scores score lines of any number of models
     * @return the summary
     * @throws InvalidInputException when the lines mix location modes
     */
    public static GtpredSummary of(List<GtpredScore> scores) {
        return of(scores, Geodesy.standardThresholdsKm());
    }

    /**
     * @param scores       score lines of any number of models
     * @param thresholdsKm Acc@k thresholds in kilometres
     * @return the summary
     * @throws InvalidInputException when the lines mix location modes
     */
    public static GtpredSummary of(List<GtpredScore> scores, double[] thresholdsKm) {
        LocationMode mode = null;
        Map<String, List<GtpredScore>> byModel = new TreeMap<>();
        for (GtpredScore s : scores) {
            if (s.mode() != null) {
                if (mode != null && mode != s.mode()) {
                    throw new InvalidInputException("the lines mix location modes " + mode.id() + " and "
                            + s.mode().id() + " (id \"" + s.id() + "\", model \"" + s.model()
                            + "\"); summarise runs of one mode at a time");
                }
                mode = s.mode();
            }
            byModel.computeIfAbsent(s.model(), m -> new ArrayList<>()).add(s);
        }
        List<Row> rows = new ArrayList<>();
        byModel.forEach((model, lines) -> rows.add(row(model, lines, thresholdsKm)));
        List<Double> ks = new ArrayList<>();
        for (double k : thresholdsKm) {
            ks.add(k);
        }
        return new GtpredSummary(mode, ks, rows);
    }

    private static Row row(String model, List<GtpredScore> lines, double[] thresholdsKm) {
        List<GtpredScore> ok = lines.stream().filter(s -> !s.isFailure()).toList();
        double[] distances = ok.stream().filter(s -> s.distanceKm() != null).mapToDouble(GtpredScore::distanceKm)
                .toArray();
        List<Mean> accuracy = new ArrayList<>();
        Mean points = null;
        if (distances.length > 0) {
            for (double k : thresholdsKm) {
                double[] hits = new double[distances.length];
                for (int i = 0; i < distances.length; i++) {
                    hits[i] = distances[i] <= k ? 1.0 : 0.0;
                }
                accuracy.add(mean(hits));
            }
            points = mean(ok.stream().filter(s -> s.geoguessrPoints() != null)
                    .mapToDouble(GtpredScore::geoguessrPoints).toArray());
        }
        return new Row(model, ok.size(), lines.size() - ok.size(),
                mean(ok, GtpredScore::yearScore),
                mean(ok, s -> s.yearReasoning() == null ? null : s.yearReasoning().score()),
                mean(ok, GtpredScore::locationScore),
                mean(ok, s -> s.locationReasoning() == null ? null : s.locationReasoning().score()),
                mean(ok, s -> s.finalYearScore().orElse(null)),
                mean(ok, s -> s.finalLocationScore().orElse(null)),
                distances.length, distances.length == 0 ? Collections.emptyList() : accuracy, points);
    }

    private static Mean mean(List<GtpredScore> lines, Function<GtpredScore, Double> part) {
        return mean(lines.stream().map(part).filter(v -> v != null).mapToDouble(Double::doubleValue).toArray());
    }

    private static Mean mean(double[] values) {
        return values.length == 0 ? null : new Mean(values.length, Bootstrap.meanInterval(values));
    }

    /** @return whether any row has a reasoning mean */
    public boolean hasReasoning() {
        return rows.stream().anyMatch(r -> r.yearReasoning() != null || r.locationReasoning() != null);
    }

    /** @return whether any row has distances */
    public boolean hasDistances() {
        return rows.stream().anyMatch(r -> r.located() > 0);
    }
}
