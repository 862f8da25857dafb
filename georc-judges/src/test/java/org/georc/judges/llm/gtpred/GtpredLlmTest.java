package org.georc.judges.llm.gtpred;

import org.georc.judges.llm.ScriptedModel;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.georc.core.JudgeException;
import org.georc.core.gtpred.Coordinates;
import org.georc.core.gtpred.GtpredRecords;
import org.georc.core.gtpred.LevelMatcher;
import org.georc.core.gtpred.Location;
import org.georc.core.gtpred.ReasoningRater;
import org.georc.metrics.YearInterval;
import org.junit.jupiter.api.Test;

/** The GTPred LLM pieces against scripted models (no network, no weights). */
class GtpredLlmTest {

    @Test
    void yearAndLocationReasoningGoThroughTheirOwnPrompts() {
        ScriptedModel llm = new ScriptedModel(m -> m.get(0).content().contains("when a photo was taken")
                ? "{\"rating\": 7, \"reason\": \"same car models\"}"
                : "Sure! ```json\n{\"rating\": 3, \"reason\": \"only the script\"}\n```");
        GtpredReasoningJudge judge = new GtpredReasoningJudge(llm, 1);
        ReasoningRater.Rating year = judge.rate(ReasoningRater.Aspect.YEAR, "Boxy Volvos <b>", "Volvo 240s.");
        ReasoningRater.Rating place = judge.rate(ReasoningRater.Aspect.LOCATION, "Cyrillic signs.", "Cyrillic, birches.");
        assertThat(year).isEqualTo(new ReasoningRater.Rating(7, "same car models"));
        assertThat(place).isEqualTo(new ReasoningRater.Rating(3, "only the script"));
        assertThat(llm.calls.get(0).get(0).content()).contains("when a photo was taken");
        assertThat(llm.calls.get(1).get(0).content()).contains("where a photo was taken");
        // the prediction is fenced, sent as written: "<b>" is no tag of the prompt
        assertThat(ScriptedModel.firstUser(llm.calls.get(0))).contains("Boxy Volvos <b>").contains("<annotation>");
        assertThat(judge.id()).isEqualTo("scripted, prompts v1");
    }

    @Test
    void anUnreadableRatingIsRetriedThenAJudgeException() {
        ScriptedModel llm = new ScriptedModel(m -> "It is quite good.");
        GtpredReasoningJudge judge = new GtpredReasoningJudge(llm, 2);
        assertThatThrownBy(() -> judge.rate(ReasoningRater.Aspect.YEAR, "a", "b"))
                .isInstanceOf(JudgeException.class).hasMessageContaining("unreadable answer after 3 attempt(s)");
        assertThat(llm.calls).hasSize(3);
        // a rating out of range is unreadable too (the 5% slack of 1-10 allows up to 10.45)
        ScriptedModel outOfRange = new ScriptedModel(m -> "{\"rating\": 42}");
        assertThatThrownBy(() -> new GtpredReasoningJudge(outOfRange, 0).rate(ReasoningRater.Aspect.LOCATION, "a", "b"))
                .isInstanceOf(JudgeException.class);
    }

    @Test
    void aLevelQuestionIsAskedOnceAndItsVerdictReused() throws Exception {
        ScriptedModel llm = new ScriptedModel(m -> {
            String q = ScriptedModel.firstUser(m);
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return q.contains("<predicted_name>\nNY\n") ? "{\"verdict\": true, \"reason\": \"state code\"}"
                    : "{\"verdict\": \"false\"}";
        });
        LlmLevelMatcher matcher = new LlmLevelMatcher(llm, 1);
        Location us = Location.of("United States", "New York State", null, null);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<LevelMatcher.Verdict>> fs = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                fs.add(pool.submit(() -> matcher.match(Location.Level.STATE, "New York State", "NY", us)));
            }
            for (Future<LevelMatcher.Verdict> f : fs) {
                assertThat(f.get()).isEqualTo(new LevelMatcher.Verdict(true, "state code"));
            }
        } finally {
            pool.shutdownNow();
        }
        // same names after normalisation: still the same question
        assertThat(matcher.match(Location.Level.STATE, "new york state", "ny", Location.of("USA", null, null, null)).same())
                .isTrue();
        assertThat(matcher.questionsAsked()).isEqualTo(1);
        assertThat(ScriptedModel.firstUser(llm.calls.get(0))).contains("Level: state or region")
                .contains("coarser levels: country United States");
        assertThat(matcher.match(Location.Level.STATE, "New York State", "Vermont", us).same()).isFalse();
        assertThat(matcher.questionsAsked()).isEqualTo(2);
    }

    @Test
    void anUnreadableVerdictFailsAndIsNotCached() {
        int[] n = {0};
        ScriptedModel llm = new ScriptedModel(m -> n[0]++ < 2 ? "hmm, hard to say" : "{\"verdict\": false, \"reason\": \"no\"}");
        LlmLevelMatcher matcher = new LlmLevelMatcher(llm, 1);
        assertThatThrownBy(() -> matcher.match(Location.Level.CITY, "Paris", "Lutetia", null))
                .isInstanceOf(JudgeException.class).hasMessageContaining("unreadable");
        assertThat(matcher.match(Location.Level.CITY, "Paris", "Lutetia", null).same()).isFalse();
        assertThat(llm.calls).hasSize(3);
    }

    @Test
    void theExtractorReadsTheStructuredAnswerAndParsesTheYearPhrase() {
        ScriptedModel llm = new ScriptedModel(m -> "{\"year\": \"late 1970s\", \"location\": {\"country\": \"Japan\", "
                + "\"state\": null, \"city\": \"Kyoto\", \"place\": \"none\"}, \"lat\": 35.0116, \"lon\": 135.7681, "
                + "\"year_reasoning\": \"The cars are 1970s Toyotas.\", \"location_reasoning\": \"Kanji signs and a temple.\"}");
        GtpredAnswerExtractor x = new GtpredAnswerExtractor(llm, 1, 512);
        GtpredRecords.Prediction p = x.extract(new GtpredRecords.Response("g3", "m", "I think Kyoto in the late 1970s...",
                "r.jsonl:3"));
        assertThat(p.year()).isEqualTo(new YearInterval(1977, 1979));
        assertThat(p.yearText()).isEqualTo("late 1970s");
        assertThat(p.location()).isEqualTo(Location.of("Japan", null, "Kyoto", null));
        assertThat(p.coordinates()).isEqualTo(Coordinates.of(35.0116, 135.7681));
        assertThat(p.yearReasoning()).isEqualTo("The cars are 1970s Toyotas.");
        assertThat(p.locationReasoning()).isEqualTo("Kanji signs and a temple.");
        assertThat(p.isExtractionFailure()).isFalse();
        assertThat(ScriptedModel.firstUser(llm.calls.get(0))).contains("<response>\nI think Kyoto in the late 1970s...");
        assertThat(llm.calls.get(0).get(0).content()).contains("Never estimate them");
    }

    @Test
    void theExtractorKeepsAnUnreadableYearAsTextAndReadsNumbersAndRanges() {
        assertThat(extractWith("{\"year\": \"sometime after the war\", \"location\": null}").yearText())
                .isEqualTo("sometime after the war");
        assertThat(extractWith("{\"year\": \"sometime after the war\", \"location\": null}").year()).isNull();
        assertThat(extractWith("{\"year\": 1987, \"location\": null}").year()).isEqualTo(YearInterval.of(1987));
        assertThat(extractWith("{\"year\": [1960, 1965], \"location\": null}").year()).isEqualTo(new YearInterval(1960, 1965));
        GtpredRecords.Prediction none = extractWith("{\"year\": null, \"location\": {\"country\": null}}");
        assertThat(none.year()).isNull();
        assertThat(none.location()).isNull();
    }

    @Test
    void malformedExtractionsAreRetriedThenFail() {
        for (String bad : List.of("Kyoto, 1970s", "{\"location\": null}", "{\"year\": 1990, \"location\": \"Kyoto\"}",
                "{\"year\": 1990, \"location\": null, \"lat\": 35}", "{\"year\": 1990, \"location\": null, \"lat\": 95, \"lon\": 0}",
                "{\"year\": 1990, \"location\": {\"city\": 5}}", "{\"year\": 1990, \"location\": null, \"year_reasoning\": [1]}")) {
            ScriptedModel llm = new ScriptedModel(m -> bad);
            GtpredAnswerExtractor x = new GtpredAnswerExtractor(llm, 1, 512);
            assertThatThrownBy(() -> x.extract(new GtpredRecords.Response("g", "m", "text", "r:1"))).as(bad)
                    .isInstanceOf(JudgeException.class);
            assertThat(llm.calls).as(bad).hasSize(2);
            // the retry carries the stricter instruction
            assertThat(llm.calls.get(1).get(llm.calls.get(1).size() - 1).content()).contains("could not be read");
        }
    }

    @Test
    void aBlankResponseIsAnEmptyPredictionWithoutAQuestion() {
        ScriptedModel llm = new ScriptedModel(m -> "{}");
        GtpredRecords.Prediction p = new GtpredAnswerExtractor(llm, 0, 512)
                .extract(new GtpredRecords.Response("g", "m", "  ", "r:1"));
        assertThat(p.year()).isNull();
        assertThat(p.location()).isNull();
        assertThat(llm.calls).isEmpty();
        assertThatThrownBy(() -> new GtpredAnswerExtractor(llm, 0, 10)).hasMessageContaining("maxTokens");
    }

    private static GtpredRecords.Prediction extractWith(String answer) {
        return new GtpredAnswerExtractor(new ScriptedModel(m -> answer), 0, 512)
                .extract(new GtpredRecords.Response("g", "m", "text", "r:1"));
    }
}
