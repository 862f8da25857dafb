package org.georc.judges.llm.answer;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Answers without JSON are read only when they give a number as the score; anything else is retried, never guessed. */
class FreeTextAnswerTest {
    @ParameterizedTest
    @ValueSource(strings = {
        "Statement 2 is well supported: 90",
        "8/10",
        "I would give it 3 stars, i.e. 60",
        "Between 40 and 60",
        "Score: 7/10 (70 out of 100)"
    })
    void anAnswerThatCouldBeReadAsMoreThanOneNumberIsUnreadable(String answer) {
        assertThat(Answers.number(answer, "score", 0, 100)).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"80", " 80.\n", "Score: 80", "score = 80", "**Score:** 80", "Score: 80. It shares the bollards.",
        "80/100", "80 / 100", "80 out of 100", "I would say 80 out of 100.", "80%", "Score: 80/100, i.e. 80%",
        "There are 3 bollards; score: 80"})
    void aNumberGivenAsTheScoreIsRead(String answer) {
        assertThat(Answers.number(answer, "score", 0, 100)).hasValueSatisfying(s -> assertThat(s.value()).isEqualTo(80));
    }

    @ParameterizedTest
    @ValueSource(strings = {"3 bollards", "50 km/h", "The sign says 50 km/h.", "I'd say 80.", "Both name 2 bollards",
        "It mentions 3 bollards and 1 sign"})
    void aNumberThatIsNotGivenAsTheScoreIsUnreadable(String answer) {
        assertThat(Answers.number(answer, "score", 0, 100)).isEmpty();
    }

    @Test
    void aRatingIsReadByItsOwnFieldNameOnItsOwnScale() {
        assertThat(Answers.number("Rating: 7", "rating", 1, 10)).hasValueSatisfying(s -> assertThat(s.value()).isEqualTo(7));
        assertThat(Answers.number("7/10", "rating", 1, 10)).hasValueSatisfying(s -> assertThat(s.value()).isEqualTo(7));
        assertThat(Answers.number("7/100", "rating", 1, 10)).isEmpty();
        assertThat(Answers.number("rated 7 overall", "rating", 1, 10)).isEmpty();
    }

    @Test
    void aTextualJsonValueFollowsTheSameRule() {
        assertThat(Answers.number("{\"score\": \"90, see statement 2\"}", "score", 0, 100)).isEmpty();
        assertThat(Answers.number("{\"score\": \"90/100\"}", "score", 0, 100))
                .hasValueSatisfying(s -> assertThat(s.value()).isEqualTo(90));
    }

    @Test
    void twoJsonObjectsStatingDifferentScoresAreUnreadable() {
        assertThat(Answers.number("{\"score\": 20} or maybe {\"score\": 80}", "score", 0, 100)).isEmpty();
    }

    @Test
    void aRepeatedObjectWithTheSameScoreOrAnObjectWithoutTheFieldIsNoConflict() {
        assertThat(Answers.number("{\"score\": 80}\n```json\n{\"score\": 80}\n```", "score", 0, 100))
                .hasValueSatisfying(s -> assertThat(s.value()).isEqualTo(80));
        assertThat(Answers.number("{\"score\": 80} {\"note\": \"done\"}", "score", 0, 100))
                .hasValueSatisfying(s -> assertThat(s.value()).isEqualTo(80));
        assertThat(Answers.number("{\"outer\": {\"score\": 3}, \"score\": 80}", "score", 0, 100))
                .hasValueSatisfying(s -> assertThat(s.value()).isEqualTo(80));
    }
}
