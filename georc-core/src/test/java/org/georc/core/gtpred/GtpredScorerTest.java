package org.georc.core.gtpred;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.georc.core.JudgeException;
import org.georc.core.gtpred.GtpredRecords.Prediction;
import org.georc.core.gtpred.GtpredRecords.Truth;
import org.georc.metrics.GtpredScoring.LocationMode;
import org.georc.metrics.GtpredScoring.RatingScale;
import org.georc.metrics.YearInterval;
import org.junit.jupiter.api.Test;

class GtpredScorerTest {
    static final Truth PARIS = Truth.of("g", YearInterval.of(1995), Location.of("France", "Île-de-France", "Paris", null));

    /** Rates by keyword: 7 for the year when "Renault" appears, 4 for the location; "???" is unreadable. */
    static final class KeywordRater implements ReasoningRater {
        final List<String> asked = new CopyOnWriteArrayList<>();

        @Override
        public Rating rate(Aspect aspect, String predicted, String annotated) {
            asked.add(aspect + ":" + predicted);
            if (predicted.contains("???")) {
                throw new JudgeException("unreadable answer after 3 attempt(s): \"maybe\"");
            }
            return aspect == Aspect.YEAR ? new Rating(7, "same car models") : new Rating(4, "only the country clue");
        }

        @Override
        public String id() {
            return "keyword-rater";
        }
    }

    @Test
    void everyLocationModeByHandWithNormalisation() {
        // truth annotates country, state, city; the prediction matches country ("FR") and city ("paris"), not state
        Prediction p = Prediction.of("g", "m", "1995", Location.of("FR", "Normandie", "paris", "Louvre"));
        // paper: 0.2 + 0.3 = 0.5
        assertThat(GtpredScorer.of(LocationMode.PAPER).score(PARIS, p).locationScore()).isCloseTo(0.5, within(1e-12));
        // renormalised: 0.5 / 0.7
        assertThat(GtpredScorer.of(LocationMode.RENORMALISED).score(PARIS, p).locationScore())
                .isCloseTo(0.5 / 0.7, within(1e-12));
        // prefix: the city follows a missed state: 0.2 / 0.7
        assertThat(GtpredScorer.of(LocationMode.PREFIX).score(PARIS, p).locationScore())
                .isCloseTo(0.2 / 0.7, within(1e-12));
        GtpredScore s = GtpredScorer.of(LocationMode.PAPER).score(PARIS, p);
        assertThat(s.mode()).isEqualTo(LocationMode.PAPER);
        assertThat(s.toJson().get("location_mode").asText()).isEqualTo("paper");
        assertThat(s.yearScore()).isEqualTo(1.0);
        assertThat(s.notes()).isEmpty();
        assertThat(s.toJson().has("year_reasoning_score")).isFalse();
    }

    @Test
    void twoReasoningRatingsAndTheFinalScores() {
        KeywordRater rater = new KeywordRater();
        Truth t = PARIS.withReasoning("Renault 5 and Peugeot 205 point to the mid 1990s.", "French plates, Paris signs.");
        // year "mid 1990s" = [1994, 1996] vs 1995: IoU 1/3; location (paper) country + state + city = 0.7
        Prediction p = Prediction.of("g", "m", "mid 1990s", Location.of("France", "Ile de France", "Paris", null))
                .withReasoning("Renault cars of that decade.", "Blue French plates.");
        GtpredScore s = GtpredScorer.builder().reasoningRater(rater).build().score(t, p);
        assertThat(s.yearScore()).isCloseTo(1.0 / 3, within(1e-12));
        assertThat(s.locationScore()).isCloseTo(0.7, within(1e-12));
        // year rating 7 -> (7-1)/9 = 2/3; final year = 1/3 x 2/3 = 2/9
        assertThat(s.yearReasoning().rating()).isEqualTo(7.0);
        assertThat(s.yearReasoning().score()).isCloseTo(2.0 / 3, within(1e-12));
        assertThat(s.yearReasoning().reason()).isEqualTo("same car models");
        assertThat(s.finalYearScore()).get().asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.DOUBLE)
                .isCloseTo(2.0 / 9, within(1e-12));
        // location rating 4 -> 3/9 = 1/3; final location = 0.7 x 1/3
        assertThat(s.locationReasoning().score()).isCloseTo(1.0 / 3, within(1e-12));
        assertThat(s.finalLocationScore().orElseThrow()).isCloseTo(0.7 / 3, within(1e-12));
        assertThat(rater.asked).containsExactly("YEAR:Renault cars of that decade.", "LOCATION:Blue French plates.");
        var json = s.toJson();
        assertThat(json.get("year_reasoning_rating").asDouble()).isEqualTo(7.0);
        assertThat(json.get("location_reasoning_reason").asText()).isEqualTo("only the country clue");
        assertThat(json.get("final_year_score").asDouble()).isCloseTo(2.0 / 9, within(1e-12));
        assertThat(json.get("reasoning_scale").asText()).isEqualTo("shifted");
        assertThat(json.get("judge").asText()).isEqualTo("keyword-rater");

        // r/10: 7 -> 0.7, 4 -> 0.4
        GtpredScore tenths = GtpredScorer.builder().reasoningRater(rater).ratingScale(RatingScale.TENTHS).build().score(t, p);
        assertThat(tenths.yearReasoning().score()).isCloseTo(0.7, within(1e-12));
        assertThat(tenths.finalLocationScore().orElseThrow()).isCloseTo(0.7 * 0.4, within(1e-12));
    }

    @Test
    void anUnreadableRatingIsAFailureNotAZero() {
        Truth t = PARIS.withReasoning("Cars.", "Plates.");
        Prediction p = Prediction.of("g", "m", "1995", Location.of("France", null, null, null))
                .withReasoning("??? cars", "Plates.");
        GtpredScore s = GtpredScorer.builder().reasoningRater(new KeywordRater()).build().score(t, p);
        assertThat(s.isFailure()).isTrue();
        assertThat(s.error()).startsWith("year reasoning: unreadable answer after 3 attempt(s)");
        assertThat(s.yearReasoning()).isNull();
        assertThat(s.finalYearScore()).isEmpty();
        // the other aspect is still rated
        assertThat(s.locationReasoning().score()).isCloseTo(1.0 / 3, within(1e-12));
        assertThat(s.toJson().get("judge_error").asText()).contains("year reasoning");
        assertThat(s.toJson().has("year_reasoning_score")).isFalse();
    }

    @Test
    void missingPredictedReasoningScoresZeroWithANoteAndIsNotAsked() {
        KeywordRater rater = new KeywordRater();
        Truth t = PARIS.withReasoning("Cars.", "Plates.");
        Prediction p = Prediction.of("g", "m", "1995", Location.of("France", null, null, null)).withReasoning(null, "Plates.");
        GtpredScore s = GtpredScorer.builder().reasoningRater(rater).build().score(t, p);
        assertThat(s.isFailure()).isFalse();
        assertThat(s.yearReasoning().score()).isZero();
        assertThat(s.yearReasoning().rating()).isNull();
        assertThat(s.notes()).contains("no predicted year reasoning");
        assertThat(rater.asked).containsExactly("LOCATION:Plates.");
        assertThat(s.toJson().get("year_reasoning_rating").isNull()).isTrue();
    }

    @Test
    void aRaterNeedsAnnotatedReasoningOnTheTruth() {
        GtpredScorer scorer = GtpredScorer.builder().reasoningRater(new KeywordRater()).build();
        Prediction p = Prediction.of("g", "m", "1995", null).withReasoning("a", "b");
        assertThatThrownBy(() -> scorer.score(PARIS, p)).hasMessageContaining("field \"year_reasoning\"");
        assertThatThrownBy(() -> scorer.score(PARIS.withReasoning("x", null), p))
                .hasMessageContaining("field \"location_reasoning\"");
        assertThatThrownBy(() -> scorer.score(PARIS, Prediction.of("other", "m", "1995", null)))
                .hasMessageContaining("has id \"other\"");
    }

    @Test
    void distancesAndGeoguessrPointsWhenBothSidesHaveCoordinates() {
        Truth t = PARIS.withCoordinates(Coordinates.of(48.8566, 2.3522));
        Prediction london = Prediction.of("g", "m", "1995", null).withCoordinates(Coordinates.of(51.5074, -0.1278));
        GtpredScore s = GtpredScorer.of(LocationMode.PAPER).score(t, london);
        // Paris -> London 343.5565 km (law of cosines by hand); 5000 exp(-343.5565/1492.7) = 3972.04
        assertThat(s.distanceKm()).isCloseTo(343.5565, within(1e-3));
        assertThat(s.geoguessrPoints()).isCloseTo(3972.04, within(0.01));
        assertThat(s.toJson().get("distance_km").asDouble()).isCloseTo(343.5565, within(1e-3));
        GtpredScore noPoint = GtpredScorer.of(LocationMode.PAPER).score(t, Prediction.of("g", "m", "1995", null));
        assertThat(noPoint.distanceKm()).isNull();
        assertThat(noPoint.notes()).contains("no predicted coordinates", "no predicted location");
        assertThat(noPoint.toJson().has("distance_km")).isFalse();
    }

    @Test
    void theLevelMatcherIsAskedOnlyForNamesThatStillDifferAndItsVerdictIsNoted() {
        List<String> asked = new CopyOnWriteArrayList<>();
        LevelMatcher matcher = new LevelMatcher() {
            @Override
            public Verdict match(Location.Level level, String truth, String predicted, Location context) {
                asked.add(level + ":" + predicted + "=" + truth + " in " + context.country());
                return new Verdict(predicted.equals("NY"), predicted.equals("NY") ? "NY is the state's code" : "different city");
            }

            @Override
            public String id() {
                return "matcher";
            }
        };
        Truth t = Truth.of("g", null, Location.of("United States", "New York State", "New York City", "Times Square"));
        // country equal after normalisation (not asked), state "NY" asked (same), city asked (different), place missing
        Prediction p = Prediction.of("g", "m", null, Location.of("USA", "NY", "Buffalo", null));
        GtpredScore s = GtpredScorer.builder().levelMatcher(matcher).build().score(t, p);
        assertThat(asked).containsExactly("STATE:NY=New York State in United States",
                "CITY:Buffalo=New York City in United States");
        // paper: country 0.2 + state 0.2 = 0.4
        assertThat(s.locationScore()).isCloseTo(0.4, within(1e-12));
        assertThat(s.notes()).containsExactly(
                "state: \"NY\" matches \"New York State\" (by LLM: NY is the state's code)",
                "city: \"Buffalo\" does not match \"New York City\" (by LLM: different city)");
        assertThat(s.judge()).isEqualTo("matcher");
        // prefix mode: after the city misses, the place would earn nothing, and a wrong country stops all asking
        asked.clear();
        GtpredScorer prefix = GtpredScorer.builder().levelMatcher(matcher).locationMode(LocationMode.PREFIX).build();
        prefix.score(t, Prediction.of("g", "m", null, Location.of("Canada", "NY", "Buffalo", "Niagara")));
        assertThat(asked).containsExactly("COUNTRY:Canada=United States in United States");
    }

    @Test
    void aMatcherFailureFailsTheLine() {
        LevelMatcher broken = new LevelMatcher() {
            @Override
            public Verdict match(Location.Level level, String truth, String predicted, Location context) {
                throw new JudgeException("model failed: HTTP 500");
            }

            @Override
            public String id() {
                return "broken";
            }
        };
        GtpredScore s = GtpredScorer.builder().levelMatcher(broken).build()
                .score(PARIS, Prediction.of("g", "m", "1995", Location.of("France", "IDF", null, null)));
        assertThat(s.isFailure()).isTrue();
        assertThat(s.locationScore()).isNull();
        assertThat(s.error()).isEqualTo("location level match: model failed: HTTP 500");
        assertThat(s.yearScore()).isEqualTo(1.0);
    }

    @Test
    void anExtractionFailureIsAFailedLineWithoutScores() {
        GtpredScore s = GtpredScorer.of(LocationMode.PAPER)
                .score(PARIS, Prediction.failed("g", "m", "unreadable answer", "r.jsonl:3"));
        assertThat(s.isFailure()).isTrue();
        assertThat(s.error()).isEqualTo("extraction failed: unreadable answer");
        assertThat(s.yearScore()).isNull();
        assertThat(s.toJson().get("year_score").isNull()).isTrue();
    }
}
