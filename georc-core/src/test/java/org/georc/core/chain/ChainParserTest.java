package org.georc.core.chain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.georc.core.InvalidInputException;
import org.junit.jupiter.api.Test;

class ChainParserTest {

    @Test
    void stripsMixedBulletsAndNumberingAndDropsBlankLinesAndHeaders() {
        String text = "Reasoning:\n"
                + "- White bollards with a black cap point to Austria.\n"
                + "\n"
                + "* The road signs use a yellow background.\n"
                + "• Cars drive on the right-hand side.\n"
                + "1. Onion-domed church tower in the distance.\n"
                + "2) Alpine meadows with wooden barns.\n"
                + "   (3) Snow poles line the road.  \n";
        ReasoningChain chain = ReasoningChain.parse(text);
        assertThat(chain.statements()).containsExactly(
                "White bollards with a black cap point to Austria.",
                "The road signs use a yellow background.",
                "Cars drive on the right-hand side.",
                "Onion-domed church tower in the distance.",
                "Alpine meadows with wooden barns.",
                "Snow poles line the road.");
        assertThat(chain.conclusion()).isEmpty();
    }

    @Test
    void emphasisAfterABulletOrNumberIsRemovedWithTheBullet() {
        ReasoningChain chain = ReasoningChain.parse("""
                - **Yellow plates on cars.**
                1. **Road markings:** yellow centre line
                (3) *Snow poles line the road.*
                *Onion-domed church towers.*
                * _Eucalyptus along the verge._
                -**Left-hand traffic everywhere.**
                """);
        assertThat(chain.statements()).containsExactly(
                "Yellow plates on cars.",
                "yellow centre line",
                "Snow poles line the road.",
                "Onion-domed church towers.",
                "Eucalyptus along the verge.",
                "Left-hand traffic everywhere.");
        // the category label of "1. **Road markings:** ..." is kept on the statement, not graded
        assertThat(chain.labels()).containsExactly("", "Road markings", "", "", "", "");
    }

    @Test
    void emphasisInsideALineAndStarBulletsAreLeftAsTheyWere() {
        ReasoningChain chain = ReasoningChain.parse("""
                * *Yellow* plates and *black* bollards.
                ** Double-star bullet with a space.
                - Roughly 3*4 m signs on poles.
                """);
        assertThat(chain.statements()).containsExactly(
                "*Yellow* plates and *black* bollards.",
                "Double-star bullet with a space.",
                "Roughly 3*4 m signs on poles.");
    }

    @Test
    void handlesWindowsAndOldMacLineEndings() {
        ReasoningChain chain = ReasoningChain.parse("- Red soil along the verge.\r\n- Eucalyptus trees everywhere.\r- Left-hand traffic.");
        assertThat(chain.statements()).containsExactly(
                "Red soil along the verge.", "Eucalyptus trees everywhere.", "Left-hand traffic.");
    }

    @Test
    void inlineConclusionIsKeptApartFromEvidence() {
        ReasoningChain chain = ReasoningChain.parse("""
                ## Reasoning
                - Cyrillic script on the shop signs.
                - Soviet-era apartment blocks.
                Conclusion: This is most likely Kazakhstan, near Almaty.
                """);
        assertThat(chain.statements()).containsExactly("Cyrillic script on the shop signs.", "Soviet-era apartment blocks.");
        assertThat(chain.conclusion()).containsExactly("This is most likely Kazakhstan, near Almaty.");
    }

    @Test
    void everyLineAfterAConclusionHeaderIsConclusion() {
        ReasoningChain chain = ReasoningChain.parse("""
                **Reasoning:**
                1. Yellow center lines on a wide highway.
                **Conclusion:**
                - Country: United States
                - Region: Arizona desert
                """);
        assertThat(chain.statements()).containsExactly("Yellow center lines on a wide highway.");
        assertThat(chain.conclusion()).containsExactly("Country: United States", "Region: Arizona desert");
    }

    @Test
    void aChainWithOnlyAConclusionHasNoEvidence() {
        ReasoningChain chain = ReasoningChain.parse("Conclusion: Brazil.");
        assertThat(chain.statements()).isEmpty();
        assertThat(chain.conclusion()).containsExactly("Brazil.");
        assertThat(chain.withConclusionAsEvidence().statements()).containsExactly("Brazil.");
    }

    @Test
    void fragmentsOfFiveCharactersOrFewerAreDropped() {
        ReasoningChain chain = ReasoningChain.parse("- ok.\n- hmm\n- Snowy peaks.\n- 12345\n- 123456");
        assertThat(chain.statements()).containsExactly("Snowy peaks.", "123456");
    }

    @Test
    void shortConclusionsAreAnswersNotFragments() {
        ReasoningChain chain = ReasoningChain.parse("- Red soil along the road.\nConclusion: Peru");
        assertThat(chain.conclusion()).containsExactly("Peru");
        assertThat(ReasoningChain.parse("Conclusion:\n- Chad").conclusion()).containsExactly("Chad");
    }

    @Test
    void emptyTextGivesAnEmptyChainAndNullIsRejected() {
        assertThat(ReasoningChain.parse("").isEmpty()).isTrue();
        assertThat(ReasoningChain.parse("\n\n  \r\n").isEmpty()).isTrue();
        assertThatThrownBy(() -> ReasoningChain.parse(null)).isInstanceOf(InvalidInputException.class);
    }

    @Test
    void expertFileSplitsIntoRounds() {
        Map<Integer, ReasoningChain> rounds = ChainParser.DEFAULT.parseRounds("""
                Round 1
                - Bollards with red reflectors.
                Conclusion: Poland.

                ## Round 2:
                - Dashed white edge lines.
                - Birch forest on both sides.
                """);
        assertThat(rounds).containsOnlyKeys(1, 2);
        assertThat(rounds.get(1).statements()).containsExactly("Bollards with red reflectors.");
        assertThat(rounds.get(1).conclusion()).containsExactly("Poland.");
        assertThat(rounds.get(2).statements()).hasSize(2);
    }

    @Test
    void expertFileWithoutRoundsIsRoundOneAndRepeatedRoundsFail() {
        assertThat(ChainParser.DEFAULT.parseRounds("- Palm trees and a beach.").keySet()).containsExactly(1);
        assertThatThrownBy(() -> ChainParser.DEFAULT.parseRounds("Round 1\n- Some evidence.\nRound 1\n- More evidence."))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("line 3").hasMessageContaining("twice");
        assertThatThrownBy(() -> ChainParser.DEFAULT.parseRounds("- Stray statement here.\nRound 1\n- Evidence here."))
                .hasMessageContaining("before the first");
    }

    @Test
    void runsOfBulletsAreStrippedButDecimalNumbersAreEvidence() {
        ReasoningChain c = ReasoningChain.parse("- - * 1. (2) a) Red soil along the road.\n1.5 m tall snow poles.\n3) Palm trees.");
        assertThat(c.statements()).containsExactly("Red soil along the road.", "1.5 m tall snow poles.", "Palm trees.");
        assertThat(ChainParser.stripBullets("- ".repeat(100_000) + "x")).isEqualTo("x");
    }

    @Test
    void roundHeadersMayCarryTextAfterTheNumber() {
        var sections = ChainParser.DEFAULT.sections("""
                Round 1
                - Bollards with red reflectors.
                Round 2 - Kenya
                - Red soil.
                Round 3: Snow poles with red tops.
                **Round 4**
                - Roundabout with a fountain in the middle.
                Round 5th place is not a header
                """);
        assertThat(sections).extracting(ChainParser.Section::round).containsExactly(1, 2, 3, 4);
        assertThat(sections).extracting(ChainParser.Section::line).containsExactly(1, 3, 5, 6);
        // the header line opens its round's text; the reading drops it with the place it names
        assertThat(sections.get(1).text()).startsWith("Round 2 - Kenya\n");
        ReasoningChain kenya = ChainParser.DEFAULT.parse(sections.get(1).text());
        assertThat(kenya.statements()).containsExactly("Red soil.");
        assertThat(kenya.dropped()).extracting(ReasoningChain.Dropped::text, ReasoningChain.Dropped::reason)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("Round 2 - Kenya", "round header"));
        assertThat(ChainParser.DEFAULT.parse(sections.get(2).text()).statements()).containsExactly("Snow poles with red tops.");
        // "Roundabout" and "Round 5th" start no round: they are text of round 4
        assertThat(ChainParser.DEFAULT.parse(sections.get(3).text()).statements()).containsExactly(
                "Roundabout with a fountain in the middle.", "Round 5th place is not a header");
        assertThatThrownBy(() -> ChainParser.DEFAULT.sections("Round 0\n- x y z w")).hasMessageContaining("start at 1");
    }

    @Test
    void theAuthorsReadingDropsReasoningLinesAndEndsAtAnyConclusion() {
        ReasoningChain c = ChainParser.AUTHORS_REFERENCE.parse("""
                - The reasoning behind this: bollards.
                - White bollards with a black cap.
                - My conclusion would be Austria because of them.
                - Wooden chalets.
                """);
        assertThat(c.statements()).containsExactly("White bollards with a black cap.");
        assertThat(c.conclusion()).containsExactly("My conclusion would be Austria because of them.", "Wooden chalets.");
        // the default reading keeps all four lines as evidence
        assertThat(ReasoningChain.parse("- The reasoning behind this: bollards.\n- My conclusion would be Austria "
                + "because of the bollards.").statements()).hasSize(2);
    }

    @Test
    void conclusionModesDecideWhichSideGradesItsConclusion() {
        ReasoningChain cand = ReasoningChain.parse("- Red soil.\nConclusion: Kenya, Nairobi");
        ReasoningChain ref = ReasoningChain.parse("- Red soil here.\nConclusion: Kenya");
        assertThat(ConclusionMode.PAPER.candidate(cand).statements()).containsExactly("Red soil.", "Kenya, Nairobi");
        assertThat(ConclusionMode.PAPER.reference(ref).statements()).containsExactly("Red soil here.");
        assertThat(ConclusionMode.EXCLUDE.candidate(cand).statements()).containsExactly("Red soil.");
        assertThat(ConclusionMode.INCLUDE.reference(ref).statements()).containsExactly("Red soil here.", "Kenya");
        assertThat(ConclusionMode.PAPER.referenceParser()).isSameAs(ChainParser.AUTHORS_REFERENCE);
        assertThat(ConclusionMode.fromName("Paper")).isEqualTo(ConclusionMode.PAPER);
        assertThatThrownBy(() -> ConclusionMode.fromName("none")).hasMessageContaining("paper, exclude or include");
    }
}
