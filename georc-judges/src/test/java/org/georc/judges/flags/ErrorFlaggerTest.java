package org.georc.judges.flags;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.georc.core.chain.ReasoningChain;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Lexicon heuristics, no encoder. */
class ErrorFlaggerTest {
    private final ErrorFlagger flagger = new ErrorFlagger(null);

    private List<ErrorFlag> flagsOf(String statement) {
        return flagger.flag(ReasoningChain.of(statement), ReasoningChain.empty(), null).stream()
                .map(FlaggedStatement::flag).toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "I checked Google Maps and the road layout matches.",
        "Zooming in on the sign shows a Polish town name.",
        "According to Google Earth this valley is in Tyrol.",
        "A reverse image search points to a village in Norway.",
        "I looked up the phone number prefix on the shop sign.",
        "Looking at Street View further down the road, the next town is signposted.",
        "On Street View I could see a sign for the border crossing.",
        "I checked Street View and the road continues to a village.",
        "According to Street View, this road leads to the coast.",
        "Moving down the road, a sign gives the distance to the capital.",
        "Satellite imagery shows the river bends here."})
    void lookUpClaimsAreFalseToolUse(String s) {
        assertThat(flagsOf(s)).contains(ErrorFlag.FALSE_TOOL_USE);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "Street View coverage here was driven in 2019.",
        "The Street View car has a snorkel.",
        "The roof rack of the Street View car is visible at the bottom of the image.",
        "A follow car drives behind the Street View car, which is known for coverage here.",
        "This is Gen 3 Street View coverage with the usual blur at the edges.",
        "The Google car's shadow shows a white car with a tall antenna.",
        "The image was taken using the Street View car.",
        "Trekker coverage recorded with a Street View backpack.",
        "The camera is low-resolution and blurry, typical of Gen 2 coverage.",
        "Low image quality and a soft blur point to the Gen 2 camera."})
    void geoGuessrMetaEvidenceIsNeitherToolUseNorFiller(String s) {
        assertThat(flagsOf(s)).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "The sky is partly cloudy.",
        "The road is well maintained.",
        "The weather looks humid.",
        "It is daytime.",
        "People are walking on the street.",
        "It might be autumn."})
    void shortGenericStatementsAreAxiomaticIrrelevance(String s) {
        assertThat(flagsOf(s)).containsExactly(ErrorFlag.AXIOMATIC_IRRELEVANCE);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "White bollards with a black cap and a red reflector line the road.",
        "Cyrillic script on the shop signs.",
        "The street map on the bus shelter is in Portuguese.",
        "Snow poles with orange tips line a mountain pass in overcast conditions typical of the Alps in winter.",
        "Cars drive on the left-hand side of the road."})
    void realEvidenceIsNotFlagged(String s) {
        assertThat(flagsOf(s)).isEmpty();
    }

    @Test
    void misattributionNeedsAnEncoderSoTheLexiconFlaggerNeverReportsIt() {
        ReasoningChain reference = ReasoningChain.of("Yellow rear plates are used in the Netherlands and Luxembourg.");
        ReasoningChain candidate = ReasoningChain.of("Yellow rear plates are only used in the Netherlands.");
        assertThat(flagger.flag(candidate, reference, null)).isEmpty();
    }

    @Test
    void emptyCandidatesHaveNoFlags() {
        assertThat(flagger.flag(ReasoningChain.empty(), ReasoningChain.empty(), null)).isEmpty();
        assertThat(flagger.flag(ReasoningChain.empty(), ReasoningChain.empty(), new boolean[0])).isEmpty();
    }

    @Test
    void vlmVerdictsMarkHallucinationsAndMustMatchTheChain() {
        ReasoningChain c = ReasoningChain.of("Yellow license plates on the cars.", "A church with an onion dome.");
        List<FlaggedStatement> f = flagger.flag(c, ReasoningChain.empty(), new boolean[] {false, true});
        assertThat(f).singleElement().satisfies(x -> {
            assertThat(x.flag()).isEqualTo(ErrorFlag.HALLUCINATION);
            assertThat(x.index()).isZero();
        });
        assertThatThrownBy(() -> flagger.flag(c, ReasoningChain.empty(), new boolean[1]))
                .hasMessageContaining("1 entries for 2 statements");
    }

    @Test
    void countriesAreReadFromFreeText() {
        assertThat(ErrorFlagger.countries("Yellow plates are used in the Netherlands and Luxembourg"))
                .hasSize(2);
        assertThat(ErrorFlagger.countries("and per can arm")).isEmpty();
    }
}
