package org.georc.judges.embedding;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class RuleBasedClauseExtractorTest {
    private final RuleBasedClauseExtractor ex = new RuleBasedClauseExtractor();

    @Test
    void splitsAtWithAndDropsTheInferenceAndThePlaceName() {
        assertThat(ex.clauses("White bollards with yellow road signs point to Austria."))
                .containsExactly("white bollards", "yellow road signs");
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

    @Test
    void aBareObjectKeepsWhatFollowsWithAndBareTailsJoinTheirClause() {
        assertThat(ex.clauses("A mosque with a green dome.")).containsExactly("mosque with green dome");
        assertThat(ex.clauses("Houses with red tiled sloping roofs."))
                .containsExactly("houses with red tiled sloping roofs");
        assertThat(ex.clauses("Horse-drawn carts share the road with cars."))
                .containsExactly("horse-drawn carts share the road with cars");
        assertThat(ex.clauses("Mud-brick houses roofed with corrugated iron."))
                .containsExactly("mud-brick houses roofed with corrugated iron");
        // rules-v3: what follows "with" describes the object before it unless it names a known object
        assertThat(ex.clauses("White bollards with a black cap.")).containsExactly("white bollards with black cap");
        assertThat(ex.clauses("White kilometre markers with a red top stand beside the road."))
                .containsExactly("white kilometre markers with red top stand beside the road");
        assertThat(ex.clauses("Red soil with tall eucalyptus trees."))
                .containsExactly("red soil", "tall eucalyptus trees");
        // without a reader, every "with" splits (rules-v1 behaviour)
        assertThat(new RuleBasedClauseExtractor(Gazetteer.defaults(), null).clauses("A mosque with a green dome."))
                .containsExactly("mosque", "green dome");
    }

    @Test
    void coloursJoinedByAndStayTogetherAndATrailingAdjectiveJoinsTheClauseBefore() {
        assertThat(ex.clauses("The kerbs are painted in black and yellow stripes."))
                .containsExactly("kerbs are painted in black yellow stripes");
        assertThat(ex.clauses("There is a taxi painted black, and yellow."))
                .containsExactly("taxi painted black yellow");
    }

    @Test
    void aLineInTheMiddleOfTheRoadIsNotAnImagePosition() {
        assertThat(ex.clauses("The road has no line in the middle."))
                .containsExactly("road has no line in the middle");
        assertThat(ex.clauses("A church in the middle.")).containsExactly("church");
    }

    @Test
    void languagesAfterUseOrInListsAreKept() {
        assertThat(ex.clauses("The street signs use Portuguese.")).containsExactly("street signs use portuguese");
        assertThat(ex.clauses("Signs in Hebrew, Arabic and English."))
                .containsExactly("signs in hebrew arabic and english");
        assertThat(ex.clauses("Road signs are in Swedish and Finnish."))
                .noneMatch(c -> c.equals("road signs are in"));
    }

    @Test
    void longAndEmptyStatementsAreHandled() {
        assertThat(ex.clauses("")).isEmpty();
        assertThat(ex.clauses("   ")).isEmpty();
        String many = String.join(", ", java.util.Collections.nCopies(300, "white bollards"));
        assertThat(ex.clauses(many)).containsExactly("white bollards");
        assertThat(ex.id()).isEqualTo("rules-v7");
    }

    @Test
    void numberedAndDashSetHeadingsGoButAHeadingBeforeAPlaceStays() {
        RuleBasedClauseExtractor read = new RuleBasedClauseExtractor(Gazetteer.defaults(), ClauseReader.defaults());
        assertThat(read.clauses("Point 3 of 6, plates: The rear plate is yellow."))
                .containsExactly("rear plate is yellow");
        assertThat(read.clauses("Also observed: Plates :: The licence plate is white."))
                .containsExactly("licence plate is white");
        assertThat(read.clauses("Crops - sugar cane on both sides.")).noneMatch(c -> c.equals("crops"));
        // the rest is only a place: the heading is the evidence
        assertThat(read.clauses("Bright murals - Latin America.")).containsExactly("bright murals");
        // a long run of spaces is read at once (possessive quantifiers)
        assertThat(read.clauses("point 1" + " ".repeat(4000) + "ab" + " ".repeat(4000) + "cd")).isNotNull();
        assertThat(read.clauses("one two three four five" + " ".repeat(300) + "six")).isNotNull();
    }
}
