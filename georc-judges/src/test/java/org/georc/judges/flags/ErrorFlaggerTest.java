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
        "Street View coverage here was driven in 2019.",
        "I looked up the phone number prefix on the shop sign."})
    void lookUpClaimsAreFalseToolUse(String s) {
        assertThat(flagsOf(s)).contains(ErrorFlag.FALSE_TOOL_USE);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "The sky is partly cloudy.",
        "The road is well maintained.",
        "The weather looks humid.",
        "It is daytime.",
        "The image is slightly blurry.",
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
