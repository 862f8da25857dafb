package org.georc.judges.llm.answer;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Answers without JSON are read only when they state one number; anything else is retried, never guessed. */
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
    @ValueSource(strings = {"80", "Score: 80", "80/100", "80 / 100", "80 out of 100", "I'd say 80.", "I would say 80 out of 100.", "80%"})
    void anAnswerWithOneNumberOnTheAskedScaleIsRead(String answer) {
        assertThat(Answers.number(answer, "score", 0, 100)).hasValueSatisfying(s -> assertThat(s.value()).isEqualTo(80));
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
