package org.georc.judges.embedding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.georc.core.ConfigurationException;
import org.junit.jupiter.api.Test;

class WrappingFilterTest {
    private final RuleBasedClauseExtractor ex = new RuleBasedClauseExtractor();
    private final LexiconFile small = LexiconFile.of("w.txt", "[wrapping]\nThe sky is overcast.\n[evidence]\nCars drive on the left.\n");

    @Test
    void thresholdsOutOfRangeAreRefusedWithTheOptionName() {
        assertThatThrownBy(() -> WrappingFilter.of(small, ex, 0, 0.1)).isInstanceOf(ConfigurationException.class)
                .hasMessage("option wrapping-min must lie in (0, 1], got 0.0");
        assertThatThrownBy(() -> WrappingFilter.of(small, ex, 0.5, -0.1)).isInstanceOf(ConfigurationException.class)
                .hasMessage("option wrapping-margin must lie in [0, 1], got -0.1");
    }

    @Test
    void aSectionWithoutClausesOrAMissingSectionNamesTheFile() {
        assertThatThrownBy(() -> WrappingFilter.of(LexiconFile.of("w.txt", "[wrapping]\nthe\n[evidence]\nCars drive on the left.\n"),
                ex, 0.5, 0.1)).hasMessage("w.txt: section [wrapping] yields no clause");
        assertThatThrownBy(() -> WrappingFilter.of(LexiconFile.of("w.txt", "[wrapping]\nThe sky is overcast.\n"), ex, 0.5, 0.1))
                .hasMessage("w.txt: missing section [evidence]");
    }

    @Test
    void theBuiltInExamplesHoldBothSectionsAndDescribeTheirSettings() {
        WrappingFilter f = WrappingFilter.of(WrappingFilter.builtInExamples(), ex, 0.45, 0.05);
        assertThat(f.describe()).isEqualTo("min=0.45,margin=0.05");
        assertThat(f.file().source()).isEqualTo("wrapping-examples.txt");
    }
}
