package org.georc.judges.embedding;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** Issue 24: the same evidence in realistic phrasing matches; the listed contradictions clash. */
class RealisticPhrasingTest {
    private final ClauseReader reader = ClauseReader.defaults();
    private final ObjectMatching matching = ObjectMatching.builder().reader(reader).build();
    private final AttributeConflicts conflicts = AttributeConflicts.of(reader);
    private final RuleBasedClauseExtractor extractor = new RuleBasedClauseExtractor(Gazetteer.defaults(), reader);

    @ParameterizedTest(name = "{0} <-> {1}")
    @CsvSource(delimiter = '|', value = {
        // a generic setting noun never vetoes a specific match
        "ground is bare karst limestone|bare karst limestone with low scrub",
        "landscape is dry coastal desert|dry coastal desert",
        "no plants at all|no plants at all",
        // synonym classes both ways
        "white posts with black tops|white bollards with black caps",
        "white bollards with black caps|white posts with black tops",
        "flooded rice fields|rice paddies",
        // two letters of one alphabet
        "another sign uses ă|ș on a second sign",
        "white edges|white lines at the sides",
        "dashed white centre|broken white line down the middle",
        // a road's missing edge is its missing edge line
        "no edges|no edge lines",
        "no edge lines|faded dashes, no edges",
        "the edges have none|no edge lines",
        // a pole by the road is a utility pole, wherever it stands; the median by its other names
        "a nest on a pole by the road|a nest on a roadside pole",
        "streetlights in the median|lamp posts on the central reservation"})
    void theSameEvidenceInOtherWordsMatchesFully(String a, String b) {
        assertThat(matching.gate(a, b).value()).isEqualTo(1.0);
        assertThat(conflicts.conflict(a, b)).isEmpty();
    }

    @ParameterizedTest(name = "{0} <-> {1}")
    @CsvSource(delimiter = '|', value = {
        "black plates with three white sections|black plates with two white sections|count",
        "a green rectangular route shield|a yellow hexagonal shield|colour",
        "terraced rice paddies|oil palms|crop",
        "a single white dashed line|a double white line|count",
        "yellow black arrow signs above the road edge|red-white downward arrows over the road edge|colour",
        "white roadside bollards|black bollard|colour"})
    void theListedContradictionFamiliesClash(String a, String b, String family) {
        assertThat(conflicts.conflict(a, b)).hasValueSatisfying(r -> assertThat(r).contains("(" + family + ")"));
        assertThat(matching.gate(a, b).value()).isZero();
    }

    @ParameterizedTest(name = "{0} <-> {1}")
    @CsvSource(delimiter = '|', value = {
        "shop painted safaricom green|shop painted with airtel branding",
        "village sign contains the letter ř|ł on the village sign",
        "kerbs are painted with red white stripes|kerbs painted black white"})
    void differentBrandsLettersOrColourSchemesEarnNothing(String a, String b) {
        assertThat(matching.gate(a, b).value()).isZero();
    }

    @Test
    void coOccurrenceStaysAllowed() {
        assertThat(conflicts.conflict("pine trees", "palm trees")).isEmpty();
        assertThat(conflicts.conflict("signs in arabic", "signs in french")).isEmpty();
        assertThat(conflicts.conflict("rice paddies and sugar cane", "sugar cane fields")).isEmpty();
    }

    @Test
    void vlmWrappingIsNotEvidence() {
        assertThat(extractor.clauses("Driving side. Vehicles are driving on the left side of the road."))
                .containsExactly("vehicles are driving on the left side of the road");
        assertThat(extractor.clauses("Licence plates: A parked car has an older grey licence plate."))
                .containsExactly("parked car has an older grey licence plate");
        // a label naming what the rest does not name is evidence and stays
        assertThat(String.join(" ", extractor.clauses("Bollard: white, black band near the top, red reflector.")))
                .startsWith("bollard");
        assertThat(extractor.clauses("<tool_call>{\"name\": \"zoom\", \"arguments\": {\"factor\": 2}}</tool_call> "
                + "The zoomed view shows that the road has a double yellow centre line."))
                .containsExactly("road has a double yellow centre line");
        assertThat(extractor.clauses("Vehicles drive on the left. I can't be completely certain, but it is a strong hint."))
                .containsExactly("vehicles drive on the left");
    }

    @Test
    void aSceneWideValueIsAClauseOfItsOwn() {
        assertThat(extractor.clauses("Gen 4, dead flat farmland.")).isEqualTo(List.of("gen 4", "dead flat farmland"));
        assertThat(extractor.clauses("Keeps left, gen 3.")).isEqualTo(List.of("keeps left", "gen 3"));
    }

    @Test
    void aDemonymBeforeOnTheSignsIsTheLanguage() {
        assertThat(extractor.clauses("Spanish on the signs.")).singleElement().asString().contains("spanish");
    }

    @Test
    void aMissingBorderOfAnotherObjectStaysABorder() {
        assertThat(reader.read("a sign with no border").negatedObjects()).contains("border").doesNotContain("edge-line");
        assertThat(reader.read("no edges").negatedObjects()).containsExactly("edge-line");
    }

    @Test
    void noneThatEndsAClauseNegatesWhatCameBefore() {
        assertThat(reader.read("the kerbs have none").negatedObjects()).contains("kerb");
        assertThat(reader.read("the kerbs have none").objects()).doesNotContain("kerb");
        assertThat(reader.read("none of the signs are in english").negatedObjects()).contains("sign");
    }
}
