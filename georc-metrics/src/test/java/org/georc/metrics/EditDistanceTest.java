package org.georc.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class EditDistanceTest {
    @Test
    void countsInsertionsDeletionsAndSubstitutions() {
        assertThat(EditDistance.levenshtein("--ouput", "--output")).isEqualTo(1);
        assertThat(EditDistance.levenshtein("kitten", "sitting")).isEqualTo(3);
        assertThat(EditDistance.levenshtein("", "abc")).isEqualTo(3);
        assertThat(EditDistance.levenshtein("same", "same")).isZero();
        assertThat(EditDistance.levenshtein("Lo", "lo")).isEqualTo(1);
    }
}
