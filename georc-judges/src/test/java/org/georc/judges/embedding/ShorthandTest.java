package org.georc.judges.embedding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.georc.core.ConfigurationException;
import org.junit.jupiter.api.Test;

class ShorthandTest {
    private final RuleBasedClauseExtractor ex = new RuleBasedClauseExtractor();

    @Test
    void trafficSideShorthandStandsAsAClauseOfItsOwnNextToTheCameraGeneration() {
        assertThat(ex.clauses("Gen 3, RHT.")).containsExactly("gen 3", "right-hand traffic");
        assertThat(ex.clauses("LHT gen 4")).containsExactly("left-hand traffic", "gen 4");
        assertThat(ex.clauses("gen 4 rht, nothing special on the car"))
                .containsExactly("gen 4", "right-hand traffic", "nothing special on the car");
        assertThat(ex.clauses("RHD traffic")).containsExactly("right-hand traffic");
    }

    @Test
    void wordShorthandIsWrittenOutInsideItsClause() {
        assertThat(ex.clauses("Bollards white w/ black diagonal band"))
                .containsExactly("bollards white with black diagonal band");
        assertThat(ex.clauses("yellow plate, black chars")).containsExactly("yellow plate", "black characters");
        assertThat(ex.clauses("looks gen 3 tbh")).containsExactly("looks gen 3");
    }

    @Test
    void shorthandInsideAWordIsLeftAlone() {
        Shorthand s = Shorthand.of(LexiconFile.of("t.txt", "[scene]\nrht = right-hand traffic\n[words]\nchars = characters\n"),
                ClauseReader.defaults());
        assertThat(s.expand("Rhtonic charset chars")).isEqualTo("Rhtonic charset  characters ");
        assertThat(s.expand("RHT")).isEqualTo(" , right-hand traffic , ");
    }

    @Test
    void aBadLineIsReportedWithItsFileAndLine() {
        assertThatThrownBy(() -> Shorthand.of(LexiconFile.of("s.txt", "[scene]\n[words]\nw/ with\n"), null))
                .isInstanceOf(ConfigurationException.class).hasMessageStartingWith("s.txt:3: expected");
        assertThatThrownBy(() -> Shorthand.of(LexiconFile.of("s.txt", "[scene]\nrht = right-hand traffic\n"
                + "[words]\nRHT = x\n"), null))
                .isInstanceOf(ConfigurationException.class).hasMessage("s.txt:4: shorthand \"rht\" is given twice");
    }

    @Test
    void aSceneFormTheAttributeFamiliesDoNotReadIsRefusedWhenTheFileLoads() {
        assertThatThrownBy(() -> Shorthand.of(LexiconFile.of("s.txt", "[scene]\nrht = traffic to the rihgt\n[words]\n"),
                ClauseReader.defaults()))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("s.txt:2: \"traffic to the rihgt\" is no value of a scene-wide attribute family");
    }
}
