package org.georc.core.chain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The default reading on what models and experts really write (issue 37): a last line that names
 * only a place, preambles, hedges and summaries, tables, and a round header's place name.
 */
class RealOutputReadingTest {
    static final String EVIDENCE = "- Yellow plates at the back of the cars.\n- A dashed white centre line.\n";

    @Test
    void aLastLineThatNamesOnlyAPlaceIsTheConclusion() {
        for (String last : List.of("Riyadh.", "Kosovo.", "So: San Marino.", "So, Tonga", "Final answer → Tonga",
                "Final answer Liechtenstein, around Schaan or possibly Vaduz", "- Kosovo.", "Svalbard",
                "Liechtenstein. Oberland, near the capital", "Where I'd pin it: Mali", "My pick is Moldova, somewhere around Orhei",
                "Bermuda, 99%. Mid-island, Paget or Warwick", "Answer -> Belgium. Wallonia, prob Hainaut-ish")) {
            ReasoningChain c = ReasoningChain.parse(EVIDENCE + last);
            assertThat(c.statements()).as(last).containsExactly("Yellow plates at the back of the cars.",
                    "A dashed white centre line.");
            assertThat(c.conclusion()).as(last).hasSize(1);
        }
        // after prose as well as after list items
        assertThat(ReasoningChain.parse("The plates are yellow at the back.\nThe centre line is dashed.\nRiyadh.")
                .conclusion()).containsExactly("Riyadh.");
    }

    @Test
    void aFinalAnswerInsideASentenceOrAPlaceOnlySentenceIsTheConclusionWhereverItStands() {
        ReasoningChain c = ReasoningChain.parse(EVIDENCE
                + "Having weighed every clue carefully, including the road and the buildings, my final answer is that "
                + "this image was taken in Malawi, probably around Zomba.\n"
                + "🏁 My gut says Moldova! Bonus clue: sacks of charcoal are stacked for sale at the roadside.\n"
                + "So: San Marino.\n- Terraced vineyards on the slopes.");
        assertThat(c.conclusion()).containsExactly("Having weighed every clue carefully, including the road and the "
                + "buildings, my final answer is that this image was taken in Malawi, probably around Zomba.",
                "My gut says Moldova!", "So: San Marino.");
        assertThat(c.statements()).contains("Bonus clue: sacks of charcoal are stacked for sale at the roadside.",
                "Terraced vineyards on the slopes.");
    }

    @Test
    void preamblesHedgesAndSummariesAreDroppedEachWithItsReasonAndTheEvidenceAroundThemStays() {
        ReasoningChain c = ReasoningChain.parse("""
                Let's solve this step by step.
                Right, detective hat on! 🎩
                I could be wrong, but the number plates look yellow at the back.
                If I had to guess, the bollards are Dutch. I'll look closer at the castle first.
                These signals reinforce one another rather than pulling apart.
                Taken as a set, these observations leave very little room for doubt.
                All of these clues point to the UK.
                ## Conclusion
                Taking all of these clues together, this photo was most likely taken in England.
                """);
        assertThat(c.statements()).containsExactly("the number plates look yellow at the back.", "the bollards are Dutch.");
        assertThat(c.conclusion()).containsExactly("All of these clues point to the UK.",
                "Taking all of these clues together, this photo was most likely taken in England.");
        assertThat(c.dropped()).extracting(ReasoningChain.Dropped::line, ReasoningChain.Dropped::text,
                ReasoningChain.Dropped::reason).containsExactly(
                tuple(1, "Let's solve this step by step.", "opener"),
                tuple(2, "Right, detective hat on! 🎩", "opener"),
                tuple(3, "I could be wrong, but", "hedge"),
                tuple(4, "If I had to guess,", "hedge"),
                tuple(4, "I'll look closer at the castle first.", "meta"),
                tuple(5, "These signals reinforce one another rather than pulling apart.", "meta"),
                tuple(6, "Taken as a set, these observations leave very little room for doubt.", "meta"),
                tuple(8, "## Conclusion", "conclusion header"));
    }

    @Test
    void aClaimToZoomInStaysAStatementForTheToolUseFlag() {
        ReasoningChain c = ReasoningChain.parse("Let me zoom in on the sign.\nAfter zooming, the sign reads Kaya Grandi.");
        assertThat(c.statements()).containsExactly("Let me zoom in on the sign.",
                "After zooming, the sign reads Kaya Grandi.");
    }

    @Test
    void aLabelThatNamesNoCategoryIsDroppedAndTheTextIsRead() {
        ReasoningChain c = ReasoningChain.parse("Goal: pin down where this was taken. A white minibus is parked by the road.\n"
                + "_Context:_ A single car is parked a little way down the road.");
        assertThat(c.statements()).containsExactly("A white minibus is parked by the road.",
                "A single car is parked a little way down the road.");
        assertThat(c.labels()).containsExactly("", "");
        assertThat(c.dropped()).extracting(ReasoningChain.Dropped::text, ReasoningChain.Dropped::reason).containsExactly(
                tuple("Goal:", "meta label"), tuple("pin down where this was taken.", "opener"),
                tuple("Context:", "meta label"));
    }

    @Test
    void aTablesHeaderAndRuleAreDroppedAndItsRowsReadAsLabelAndValue() {
        ReasoningChain c = ReasoningChain.parse("""
                | Signal | Reading | Strength |
                |---|:--:|---|
                | Plates | Yellow at the back of the cars. | strong |
                | Road markings | A dashed white centre line. | medium |

                | # | Feature | Detail |
                | --- | --- | --- |
                | 1 | Bollards | White with a red reflector. |
                | 2 | Driving side | left |
                """);
        assertThat(c.statements()).containsExactly("Yellow at the back of the cars.", "A dashed white centre line.",
                "White with a red reflector.", "Driving side: left");
        assertThat(c.labels()).containsExactly("Plates", "Road markings", "Bollards", "");
        assertThat(c.dropped()).extracting(ReasoningChain.Dropped::line, ReasoningChain.Dropped::reason).containsExactly(
                tuple(1, "table header; not graded: column \"Strength\""), tuple(2, "table rule"),
                tuple(6, "table header; not graded: column \"#\""), tuple(7, "table rule"));
    }

    @Test
    void aRoundHeadersPlaceNameIsNoStatementButOtherTextAfterItIs() {
        ReasoningChain norway = ReasoningChain.parse("Round 2 - Norway\n- Yellow centre lines.\nConclusion: Norway");
        assertThat(norway.statements()).containsExactly("Yellow centre lines.");
        assertThat(norway.dropped()).extracting(ReasoningChain.Dropped::text, ReasoningChain.Dropped::reason)
                .containsExactly(tuple("Round 2 - Norway", "round header"));
        assertThat(ReasoningChain.parse("Round 3: Snow poles with red tops.").statements())
                .containsExactly("Snow poles with red tops.");
        assertThat(ChainParser.DEFAULT.parseRounds("Round 1 - Norway, Vestland\n- Yellow centre lines.\n"
                + "Round 2 - Kenya\n- Red soil.").get(1).statements()).containsExactly("Yellow centre lines.");
    }

    @Test
    void sentencesEndAtStopsButNotAfterAbbreviationsDecimalsOrSingleLetters() {
        ReadingRules r = ReadingRules.bundled();
        assertThat(DefaultReading.sentences("Signs in St. Gallen are German. Plates say SG.", r))
                .containsExactly("Signs in St. Gallen are German.", "Plates say SG.");
        assertThat(DefaultReading.sentences("Poles are 1.5 m tall. J. R. Smith street. Cars: v. old ones.", r))
                .containsExactly("Poles are 1.5 m tall.", "J. R. Smith street.", "Cars: v. old ones.");
        assertThat(DefaultReading.sentences("Ooh, let's crack this one! ✨", r)).containsExactly("Ooh, let's crack this one! ✨");
    }

    @Test
    void thePaperReadingsReferenceConclusionCarriesNoSecondConclusionLabel() {
        ReasoningChain c = ChainParser.PAPER_REFERENCE.parse("Round 1\n- White bollards with black caps.\n"
                + "Conclusion: Austria\n- Wooden chalets.");
        assertThat(c.statements()).containsExactly("White bollards with black caps.");
        assertThat(c.conclusion()).containsExactly("Austria", "Wooden chalets.");
        assertThat(c.toText()).contains("Conclusion: Austria\n").doesNotContain("Conclusion: Conclusion");
        assertThat(ChainParser.PAPER_REFERENCE.parse("Round 1\n- Red soil by the road.\nConclusion:\nKenya, Rift Valley").conclusion())
                .containsExactly("Kenya, Rift Valley");
    }
}
