package org.georc.judges.embedding;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Issue 24, round 2: what a VLM writes around its evidence costs the evidence nothing. */
class VlmWrappingTest {
    private final RuleBasedClauseExtractor extractor =
            new RuleBasedClauseExtractor(Gazetteer.defaults(), ClauseReader.defaults());

    @ParameterizedTest
    @ValueSource(strings = {
        "Taken together, the scripts, the soil and the poles strongly suggest that this photo was taken in the north.",
        "Putting it all together, the vegetation and the signs point one way.",
        "With all of this in mind, I can make a confident guess.",
        "All of these clues point in the same direction.",
        "Combining everything I have noticed, one country stands out.",
        "Weighing all of these factors, the most likely answer is clear.",
        "Therefore, based on the combination of the markings and the houses, I conclude that the location is the coast.",
        "The clues combined make the location fairly easy to pin down.",
        "Each detail adds a little to the overall picture.",
        "The plates, the poles and the road signs are important here and they fit well."})
    void aClosingSummaryThatListsKindsOfClueGivesNoClause(String closing) {
        assertThat(extractor.clauses(closing)).isEmpty();
    }

    @Test
    void evidenceBeforeOrAfterAClosingPhraseIsKept() {
        assertThat(extractor.clauses("The bollards are white with a red cap. All of these clues point the same way."))
                .singleElement().asString().contains("bollards are white");
        assertThat(extractor.clauses("The red soil is consistent with the interior."))
                .isNotEmpty();
    }

    @Test
    void aStatementThatIsAllWrappingWeighsNothing() {
        assertThat(extractor.clauselessStatementsWeigh()).isFalse();
        List<List<String>> clauses = extractor.extract(List.of("The road has a yellow centre line.",
                "All of these clues point in the same direction."));
        assertThat(clauses.get(1)).isEmpty();
        assertThat(org.georc.metrics.WeightedClauses.of(clauses, false).totalWeight()).isEqualTo(1.0);
    }

    @Test
    void aLabelNamingTheObjectStaysWithTheValuesItIntroduces() {
        assertThat(extractor.clauses("Kerb: red, white stripes at the corner"))
                .first().asString().startsWith("kerb").contains("red");
    }

    @Test
    void aLabelLeftAsAClauseOfItsOwnIsAHeadingAndIsDropped() {
        assertThat(extractor.clauses("Language: the shop sign contains the letter ß"))
                .noneMatch(c -> c.equals("language"))
                .anyMatch(c -> c.contains("shop sign"));
        assertThat(extractor.clauses("Camera: Gen 2")).containsExactly("gen 2");
    }

    @Test
    void theJudgeGivesTheRulesTheLabelsOfTheChainButNotThePapersExtractor() {
        org.georc.core.chain.ReasoningChain chain = new org.georc.core.chain.ReasoningChain(
                List.of("white with a black cap", "the road is paved"), List.of(), List.of("Bollard", ""), List.of());
        assertThat(EncodedPairs.statements(extractor, chain))
                .containsExactly("Bollard: white with a black cap", "the road is paved");
        org.georc.core.spi.KeyPointExtractor plain = new org.georc.core.spi.KeyPointExtractor() {
            @Override
            public String id() {
                return "plain";
            }

            @Override
            public List<List<String>> extract(List<String> statements) {
                return List.of();
            }
        };
        assertThat(EncodedPairs.statements(plain, chain)).containsExactly("white with a black cap", "the road is paved");
    }
}
