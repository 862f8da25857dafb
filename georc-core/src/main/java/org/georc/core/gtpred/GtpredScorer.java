package org.georc.core.gtpred;

import java.util.ArrayList;
import java.util.List;
import org.georc.core.InvalidInputException;
import org.georc.core.JudgeException;
import org.georc.metrics.Geodesy;
import org.georc.metrics.GtpredScoring;
import org.georc.metrics.GtpredScoring.LocationMode;
import org.georc.metrics.GtpredScoring.RatingScale;

/**
 * Scores a GTPred prediction against its truth: the year score, the hierarchical location
 * score (after {@link LocationNormalizer}), the distance metrics when both sides carry
 * coordinates, and, with a {@link ReasoningRater}, the year and location reasoning ratings and
 * the final scores (answer x reasoning).
 *
 * <p>What scores 0 and what fails: a missing or unreadable predicted year, a missing predicted
 * location, or missing predicted reasoning score 0 and say so in the notes (the model gave no
 * answer). A rating or level match the judge could not give, or an answer the extractor could
 * not read, makes the line a failure ({@link GtpredScore#error}), never a 0.
 *
 * <p>Immutable and thread-safe when the rater and matcher are.
 *
 * <pre>{@code
 * GtpredScorer scorer = GtpredScorer.of(LocationMode.PAPER);
 * GtpredScore s = scorer.score(
 *         Truth.of("g1", YearInterval.of(1995), Location.of("France", null, "Paris", null)),
 *         Prediction.of("g1", "me", "mid 1990s", Location.of("FR", null, "paris", null)));
 * // s.yearScore() = 1/3 (IoU of [1994, 1996] with 1995), s.locationScore() = 0.2 + 0.3 = 0.5
 * }</pre>
 */
public final class GtpredScorer {
    private final LocationMode mode;
    private final RatingScale scale;
    private final LocationNormalizer normalizer;
    private final ReasoningRater rater;
    private final LevelMatcher matcher;

    private GtpredScorer(Builder b) {
        this.mode = b.mode;
        this.scale = b.scale;
        this.normalizer = b.normalizer;
        this.rater = b.rater;
        this.matcher = b.matcher;
    }

    /**
     * @param mode how the location levels add up
     * @return a scorer without reasoning rater or level matcher
     */
    public static GtpredScorer of(LocationMode mode) {
        return builder().locationMode(mode).build();
    }

    /** @return a builder: mode {@code PAPER}, scale {@code SHIFTED}, no rater, no matcher */
    public static Builder builder() {
        return new Builder();
    }

    /** @return the location mode */
    public LocationMode locationMode() {
        return mode;
    }

    /**
     * Checks that a truth annotates the reasoning the rater needs: year reasoning when it has a
     * year, location reasoning when it has a location or coordinates ({@code reasoning} stands
     * for both). Does nothing without a rater.
     *
     * @param truth a truth line
     * @throws InvalidInputException naming the truth's file and line
     */
    public void requireReasoning(GtpredRecords.Truth truth) {
        if (rater == null) {
            return;
        }
        if (truth.year() != null && truth.yearReasoning() == null) {
            throw new InvalidInputException(truth.source() + ": field \"year_reasoning\": required (or \"reasoning\") "
                    + "to rate the year reasoning");
        }
        if ((truth.location() != null || truth.coordinates() != null) && truth.locationReasoning() == null) {
            throw new InvalidInputException(truth.source() + ": field \"location_reasoning\": required (or "
                    + "\"reasoning\") to rate the location reasoning");
        }
    }

    /**
     * @param truth      the truth
     * @param prediction the prediction for the same id
     * @return the scores, or a failure
     * @throws InvalidInputException when the ids differ, or a rater is set and the truth lacks
     *                               the reasoning it needs
     */
    public GtpredScore score(GtpredRecords.Truth truth, GtpredRecords.Prediction prediction) {
        if (!truth.id().equals(prediction.id())) {
            throw new InvalidInputException("prediction " + prediction.source() + " has id \"" + prediction.id()
                    + "\", truth " + truth.source() + " has \"" + truth.id() + "\"");
        }
        String judge = judgeId();
        if (prediction.isExtractionFailure()) {
            return new GtpredScore(prediction.id(), prediction.model(), mode, null, null, null, null, null, null, null,
                    List.of(), "extraction failed: " + prediction.extractionError(), judge);
        }
        requireReasoning(truth);
        List<String> notes = new ArrayList<>();
        List<String> errors = new ArrayList<>();
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
            if (prediction.location() == null) {
                notes.add("no predicted location");
                location = 0.0;
            } else {
                try {
                    location = location(truth.location(), prediction.location(), notes);
                } catch (JudgeException e) {
                    errors.add("location level match: " + e.getMessage());
                }
            }
        }
        Double distance = null;
        Double points = null;
        if (truth.coordinates() != null) {
            if (prediction.coordinates() != null) {
                distance = truth.coordinates().distanceKm(prediction.coordinates());
                points = Geodesy.geoguessrPoints(distance);
            } else {
                notes.add("no predicted coordinates");
            }
        }
        GtpredScore.Reasoning yearReasoning = null;
        GtpredScore.Reasoning locationReasoning = null;
        if (rater != null) {
            if (truth.year() != null) {
                yearReasoning = rate(ReasoningRater.Aspect.YEAR, prediction.yearReasoning(), truth.yearReasoning(),
                        notes, errors);
            }
            if (truth.location() != null || truth.coordinates() != null) {
                locationReasoning = rate(ReasoningRater.Aspect.LOCATION, prediction.locationReasoning(),
                        truth.locationReasoning(), notes, errors);
            }
        }
        return new GtpredScore(prediction.id(), prediction.model(), mode, year, location, yearReasoning,
                locationReasoning, rater == null ? null : scale, distance, points, notes,
                errors.isEmpty() ? null : String.join("; ", errors), judge);
    }

    private String judgeId() {
        if (rater == null && matcher == null) {
            return null;
        }
        if (rater != null && matcher != null && !rater.id().equals(matcher.id())) {
            return rater.id() + "; levels: " + matcher.id();
        }
        return rater != null ? rater.id() : matcher.id();
    }

    private GtpredScore.Reasoning rate(ReasoningRater.Aspect aspect, String predicted, String annotated,
                                       List<String> notes, List<String> errors) {
        if (predicted == null) {
            notes.add("no predicted " + aspect.field() + " reasoning");
            return new GtpredScore.Reasoning(null, 0.0, null);
        }
        try {
            ReasoningRater.Rating r = rater.rate(aspect, predicted, annotated);
            return new GtpredScore.Reasoning(r.value(), GtpredScoring.reasoningScore(r.value(), scale), r.reason());
        } catch (JudgeException e) {
            errors.add(aspect.field() + " reasoning: " + e.getMessage());
            return null;
        }
    }

    /** The location score; levels that differ after normalisation go to the matcher, if any. */
    private double location(Location truth, Location predicted, List<String> notes) {
        Location t = normalizer.normalise(truth);
        Location p = normalizer.normalise(predicted);
        boolean[] annotated = new boolean[4];
        boolean[] matched = new boolean[4];
        boolean coarserMatched = true;
        for (Location.Level level : Location.Level.values()) {
            int i = level.ordinal();
            String tv = t.get(level);
            String pv = p.get(level);
            annotated[i] = tv != null;
            if (tv == null) {
                continue;
            }
            matched[i] = tv.equals(pv);
            // ask only when the answer can change the score: in prefix mode a level after a miss earns nothing
            boolean useful = mode != LocationMode.PREFIX || coarserMatched;
            if (!matched[i] && pv != null && matcher != null && useful) {
                LevelMatcher.Verdict v = matcher.match(level, truth.get(level), predicted.get(level), truth);
                matched[i] = v.same();
                notes.add(level.field() + ": \"" + predicted.get(level) + "\" " + (v.same() ? "matches" : "does not match")
                        + " \"" + truth.get(level) + "\" (by LLM" + (v.reason() == null ? "" : ": " + v.reason()) + ")");
            }
            coarserMatched &= matched[i];
        }
        return GtpredScoring.locationScore(annotated, matched, mode);
    }

    /** Builds a {@link GtpredScorer}. */
    public static final class Builder {
        private LocationMode mode = LocationMode.PAPER;
        private RatingScale scale = RatingScale.SHIFTED;
        private LocationNormalizer normalizer = LocationNormalizer.DEFAULT;
        private ReasoningRater rater;
        private LevelMatcher matcher;

        private Builder() {
        }

        /**
         * @param locationMode how the location levels add up (default {@code PAPER})
         * @return this builder
         */
        public Builder locationMode(LocationMode locationMode) {
            this.mode = locationMode;
            return this;
        }

        /**
         * @param ratingScale how 1-10 ratings become [0, 1] (default {@code SHIFTED}, (r-1)/9)
         * @return this builder
         */
        public Builder ratingScale(RatingScale ratingScale) {
            this.scale = ratingScale;
            return this;
        }

        /**
         * @param reasoningRater rates year and location reasoning; null for none
         * @return this builder
         */
        public Builder reasoningRater(ReasoningRater reasoningRater) {
            this.rater = reasoningRater;
            return this;
        }

        /**
         * @param levelMatcher decides levels whose names differ after normalisation; null for none
         * @return this builder
         */
        public Builder levelMatcher(LevelMatcher levelMatcher) {
            this.matcher = levelMatcher;
            return this;
        }

        /**
         * @param locationNormalizer the normaliser (default {@link LocationNormalizer#DEFAULT})
         * @return this builder
         */
        public Builder normalizer(LocationNormalizer locationNormalizer) {
            this.normalizer = locationNormalizer;
            return this;
        }

        /**
         * @return the scorer
         * @throws IllegalArgumentException when the mode, scale or normaliser is null
         */
        public GtpredScorer build() {
            if (mode == null || scale == null || normalizer == null) {
                throw new IllegalArgumentException("location mode, rating scale and normalizer must not be null");
            }
            return new GtpredScorer(this);
        }
    }

    @Override
    public String toString() {
        return "GtpredScorer[mode=" + mode.id() + ", scale=" + scale.id() + ", rater="
                + (rater == null ? "none" : rater.id()) + ", matcher=" + (matcher == null ? "none" : matcher.id()) + "]";
    }

    /** @return the rating scale */
    public RatingScale ratingScale() {
        return scale;
    }

    /** @return whether a reasoning rater is set */
    public boolean ratesReasoning() {
        return rater != null;
    }

    /** @return whether a level matcher decides names that still differ after normalisation */
    public boolean matchesByModel() {
        return matcher != null;
    }
}
