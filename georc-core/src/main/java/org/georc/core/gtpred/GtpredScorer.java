package org.georc.core.gtpred;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.georc.metrics.GtpredScoring;
import org.georc.metrics.GtpredScoring.LocationMode;

/**
 * Scores a GTPred prediction against its truth: the year score and the hierarchical location
 * score (after {@link LocationNormalizer}). A score is only present when the truth annotates
 * that part. A missing or unreadable predicted year scores 0 and says so in the notes.
 */
public final class GtpredScorer {
    private final LocationMode mode;
    private final LocationNormalizer normalizer;

    /**
     * @param mode how unannotated truth levels count
     */
    public GtpredScorer(LocationMode mode) {
        this.mode = mode;
        this.normalizer = LocationNormalizer.DEFAULT;
    }

    /**
     * The result for one prediction.
     *
     * @param yearScore     year score in [0, 1], or null when the truth has no year
     * @param locationScore location score in [0, 1], or null when the truth has no location
     * @param notes         why a part scored 0 without a real comparison (missing, unreadable)
     */
    public record Result(Double yearScore, Double locationScore, List<String> notes) {
        /** Copies the notes. */
        public Result {
            notes = List.copyOf(notes);
        }

        /** @return the year score, when the truth annotates a year */
        public Optional<Double> year() {
            return Optional.ofNullable(yearScore);
        }

        /** @return the location score, when the truth annotates a location */
        public Optional<Double> location() {
            return Optional.ofNullable(locationScore);
        }
    }

    /**
     * @param truth      the truth
     * @param prediction the prediction for the same id
     * @return the scores
     */
    public Result score(GtpredRecords.Truth truth, GtpredRecords.Prediction prediction) {
        List<String> notes = new ArrayList<>();
        Double year = null;
        if (truth.year() != null) {
            if (prediction.year() != null) {
                year = GtpredScoring.yearScore(truth.year(), prediction.year());
            } else {
                year = 0.0;
                notes.add(prediction.yearText() == null ? "no predicted year"
                        : "unreadable predicted year \"" + prediction.yearText() + "\"");
            }
        }
        Double location = null;
        if (truth.location() != null) {
            String[] t = normalizer.levels(truth.location());
            if (prediction.location() == null) {
                notes.add("no predicted location");
                location = 0.0;
            } else {
                location = GtpredScoring.locationScore(t, normalizer.levels(prediction.location()), mode);
            }
        }
        return new Result(year, location, notes);
    }
}
