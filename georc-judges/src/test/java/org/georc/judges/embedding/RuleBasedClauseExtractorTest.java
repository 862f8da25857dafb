package org.georc.judges.embedding;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class RuleBasedClauseExtractorTest {
    private final RuleBasedClauseExtractor ex = new RuleBasedClauseExtractor();

    @Test
    void splitsAtWithAndDropsTheInferenceAndThePlaceName() {
        assertThat(ex.clauses("White bollards with a black cap point to Austria."))
                .containsExactly("white bollards", "black cap");
    }

    @Test
    void keepsNegationsWithTheirNoun() {
        assertThat(ex.clauses("Dashed white edge lines and no center line."))
                .containsExactly("dashed white edge lines", "no center line");
        assertThat(ex.clauses("The road has no yellow markings, which rules out North America."))
                .containsExactly("road has no yellow markings");
        assertThat(ex.clauses("Signs are not Cyrillic.")).containsExactly("signs are not cyrillic");
        assertThat(ex.clauses("A road without any markings.")).containsExactly("road without any markings");
    }

    @Test
    void splitsListsAndKeepsAdjectivesWithTheirNouns() {
        assertThat(ex.clauses("Dry, arid landscape with scattered shrubs and red soil."))
                .containsExactly("dry arid landscape", "scattered shrubs", "red soil");
        assertThat(ex.clauses("Terracotta roofs; whitewashed walls: small balconies"))
                .containsExactly("terracotta roofs", "whitewashed walls", "small balconies");
    }

    @Test
    void removesPlaceNamesButKeepsLanguageNames() {
        assertThat(ex.clauses("Thai script on a blue road sign, typical of Thailand."))
                .containsExactly("thai script on a blue road sign");
        assertThat(ex.clauses("An advertisement written in Portuguese on the bus shelter."))
                .containsExactly("advertisement written in portuguese on the bus shelter");
        assertThat(ex.clauses("German-style license plates like in Germany and Austria"))
                .noneMatch(c -> c.contains("germany") || c.contains("austria"));
    }

    @Test
    void removesPositionPhrasesAboutTheImageButNotTrafficSide() {
        assertThat(ex.clauses("A church tower in the background."))
                .containsExactly("church tower");
        assertThat(ex.clauses("A yellow sign at the bottom left of the image."))
                .containsExactly("yellow sign");
        assertThat(ex.clauses("Cars drive on the left."))
                .containsExactly("cars drive on the left");
    }

    @Test
    void dropsVerbOnlyFragmentsAndFallsBackToTheStatement() {
        assertThat(ex.clauses("There are palm trees, and it is.")).containsExactly("palm trees");
        // everything is a place name or inference: the whole statement is the fallback
        assertThat(ex.clauses("This suggests Brazil.")).containsExactly("suggests brazil");
        assertThat(ex.extract(List.of("Snow poles line the road.", "The image shows Japan.")))
                .containsExactly(List.of("snow poles line the road"), List.of("japan"));
    }
}
