package org.georc.core.chain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.georc.core.ConfigurationException;
import org.junit.jupiter.api.Test;

class DefaultReadingTest {

    @Test
    void anInlineConclusionLineLeavesTheLaterEvidenceEvidence() {
        ReasoningChain c = ReasoningChain.parse("""
                Conclusion: Ghana
                - ok
                - A trotro minibus with a painted slogan on the back.
                - Red laterite soil on the road shoulders.
                - Yellow and black kerbs.
                """);
        assertThat(c.conclusion()).containsExactly("Ghana");
        assertThat(c.statements()).containsExactly("A trotro minibus with a painted slogan on the back.",
                "Red laterite soil on the road shoulders.", "Yellow and black kerbs.");
        assertThat(c.dropped()).extracting(ReasoningChain.Dropped::text, ReasoningChain.Dropped::reason)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("- ok", "fragment"));
    }

    @Test
    void aRuleLineOfAnyLengthIsDroppedWithoutOverflowingTheStack() {
        // 100,000 dashes separated by spaces: the old regular expression recursed once per mark
        ReasoningChain c = ReasoningChain.parse("- Red soil along the road.\n" + "- ".repeat(100_000) + "\n* * *\n=== \n");
        assertThat(c.statements()).containsExactly("Red soil along the road.");
        assertThat(c.dropped()).extracting(ReasoningChain.Dropped::reason).containsOnly("rule").hasSize(3);
        assertThat(DefaultReading.isRule("--")).isFalse();
        assertThat(DefaultReading.isRule("--- x")).isFalse();
        assertThat(DefaultReading.isRule("-\t-  -")).isTrue();
    }

    @Test
    void aBareConclusionHeaderOpensASectionThatEndsAtEvidence() {
        ReasoningChain c = ReasoningChain.parse("""
                - Red soil along the road.
                ### Conclusion
                Kenya, near Nairobi
                - Acacia trees on the horizon point to East Africa.
                """);
        assertThat(c.conclusion()).containsExactly("Kenya, near Nairobi");
        assertThat(c.statements()).containsExactly("Red soil along the road.",
                "Acacia trees on the horizon point to East Africa.");
        assertThat(c.dropped()).extracting(ReasoningChain.Dropped::reason).containsExactly("conclusion header");
    }

    @Test
    void openersHeadersRulesAndBareLabelsAreDroppedWithTheirReason() {
        ReasoningChain c = ReasoningChain.parse("""
                Based on the image, here is my reasoning:
                ---
                ### Analysis
                **Clues:**
                Reasoning:
                - **Vegetation:**
                - Eucalyptus trees line the road.
                Let's analyze the image step by step:
                ***
                """);
        assertThat(c.statements()).containsExactly("Eucalyptus trees line the road.");
        assertThat(c.dropped()).extracting(ReasoningChain.Dropped::line, ReasoningChain.Dropped::reason).containsExactly(
                org.assertj.core.groups.Tuple.tuple(1, "opener"), org.assertj.core.groups.Tuple.tuple(2, "rule"),
                org.assertj.core.groups.Tuple.tuple(3, "header"), org.assertj.core.groups.Tuple.tuple(4, "header"),
                org.assertj.core.groups.Tuple.tuple(5, "header"), org.assertj.core.groups.Tuple.tuple(6, "bare label"),
                org.assertj.core.groups.Tuple.tuple(8, "opener"), org.assertj.core.groups.Tuple.tuple(9, "rule"));
    }

    @Test
    void aLeadingCategoryLabelIsKeptOnTheStatementAndNotGraded() {
        ReasoningChain c = ReasoningChain.parse("""
                - **Vegetation:** Eucalyptus trees line the road.
                Driving side: Cars drive on the left.
                1. **Roads** – Asphalt with a dashed white centre line.
                **Language**: Signs are written in Thai script.
                The signs read: "Zona Escolar" in white letters.
                Driving side: left
                Signage carries three scripts: Sinhala, Tamil and English.
                """);
        assertThat(c.statements()).containsExactly("Eucalyptus trees line the road.", "Cars drive on the left.",
                "Asphalt with a dashed white centre line.", "Signs are written in Thai script.",
                "The signs read: \"Zona Escolar\" in white letters.", "Driving side: left",
                "Signage carries three scripts: Sinhala, Tamil and English.");
        assertThat(c.labels()).containsExactly("Vegetation", "Driving side", "Roads", "Language", "", "", "");
        assertThat(c.label(0)).contains("Vegetation");
        assertThat(c.label(4)).isEmpty();
    }

    @Test
    void conclusionsAreRecognisedInTheFormsModelsWrite() {
        ReasoningChain c = ReasoningChain.parse("""
                - Kanji on the shop signs.
                **Final answer:** Japan
                Answer: Japan, Osaka
                Final guess: Hokkaido
                Therefore, this is most likely Japan.
                Overall, this is Japan.
                In summary, this is most likely northern Japan.
                My answer is northern Portugal near Viseu and I am fairly confident
                I am fairly confident this is Japan.
                **Conclusion**: Japan
                Given these observations, I believe this image was taken in Japan, likely in Kyushu.
                I'd guess this is Japan.
                I'm fairly confident in this guess.
                """);
        assertThat(c.statements()).containsExactly("Kanji on the shop signs.");
        assertThat(c.conclusion()).containsExactly("Japan", "Japan, Osaka", "Hokkaido",
                "Therefore, this is most likely Japan.", "Overall, this is Japan.",
                "In summary, this is most likely northern Japan.",
                "My answer is northern Portugal near Viseu and I am fairly confident",
                "I am fairly confident this is Japan.", "Japan",
                "Given these observations, I believe this image was taken in Japan, likely in Kyushu.",
                "I'd guess this is Japan.", "I'm fairly confident in this guess.");
    }

    @Test
    void aClosingLineThatCitesEvidenceKeepsItsEvidence() {
        ReasoningChain c = ReasoningChain.parse("""
                - Yellow licence plates.
                Therefore the yellow plates and the coffee point to Colombia.
                Overall, this is most likely Colombia, given the yellow plates and the coffee plants.
                """);
        assertThat(c.statements()).containsExactly("Yellow licence plates.",
                "Therefore the yellow plates and the coffee point to Colombia.",
                "Overall, this is most likely Colombia, given the yellow plates and the coffee plants.");
        assertThat(c.conclusion()).isEmpty();
    }

    @Test
    void theDefaultReadingDropsNothingSilently() {
        String text = "Sure! Here is my analysis:\n\n## Clues\n- **Signs:**\n- Red soil.\n- ok\n---\nConclusion:\n- Peru\n";
        ReasoningChain c = ReasoningChain.parse(text);
        long nonBlank = text.lines().filter(l -> !l.isBlank()).count();
        assertThat(c.statements().size() + c.conclusion().size() + c.dropped().size()).isEqualTo((int) nonBlank);
    }

    @Test
    void aBareLabelOrHeadingLabelsTheStatementsBelowItAndInlineBoldIsUnmarked() {
        ReasoningChain c = ReasoningChain.parse("""
                **4. Signage:**
                * There is a blue sign with white Japanese characters.
                ### 2. Vegetation & Climate
                - Palm trees and **dry scrub** by the road.
                **Conclusion:**

                Based on these clues, I am fairly confident this is Japan, likely in rural Honshu.
                """);
        assertThat(c.statements()).containsExactly("There is a blue sign with white Japanese characters.",
                "Palm trees and dry scrub by the road.");
        assertThat(c.labels()).containsExactly("Signage", "Vegetation & Climate");
        assertThat(c.conclusion()).containsExactly(
                "Based on these clues, I am fairly confident this is Japan, likely in rural Honshu.");
    }

    @Test
    void aRoundHeaderAtopAJsonlReferenceIsNoStatement() {
        ReasoningChain c = ReasoningChain.parse("Round 1\n- Eucalyptus trees along the road.");
        assertThat(c.statements()).containsExactly("Eucalyptus trees along the road.");
        assertThat(c.dropped()).extracting(ReasoningChain.Dropped::reason).containsExactly("round header");
    }

    @Test
    void readingsNameTheirModes() {
        assertThat(ConclusionMode.forReading("paper", false)).isEqualTo(ConclusionMode.PAPER);
        assertThat(ConclusionMode.forReading("Default", false)).isEqualTo(ConclusionMode.EXCLUDE);
        assertThat(ConclusionMode.forReading("default", true)).isEqualTo(ConclusionMode.INCLUDE);
        assertThatThrownBy(() -> ConclusionMode.forReading("paper", true)).hasMessageContaining("include-conclusion");
        assertThatThrownBy(() -> ConclusionMode.forReading("authors", false)).hasMessageContaining("paper or default");
        assertThat(ConclusionMode.PAPER.reading()).isEqualTo("paper");
        assertThat(ConclusionMode.INCLUDE.reading()).isEqualTo("default");
        assertThat(ConclusionMode.PAPER.candidateParser()).isSameAs(ChainParser.PAPER_CANDIDATE);
    }

    @Test
    void malformedRulesNameTheFileAndLine() {
        assertThatThrownBy(() -> ReadingRules.parse("rules.txt", "[opener]\n(unclosed\n"))
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("rules.txt:2: bad pattern");
        assertThatThrownBy(() -> ReadingRules.parse("rules.txt", "# x\n[openers]\n"))
                .hasMessageContaining("rules.txt:2: unknown section [openers]");
        assertThatThrownBy(() -> ReadingRules.parse("rules.txt", "word\n")).hasMessageContaining("rules.txt:1: an entry before");
        assertThatThrownBy(() -> ReadingRules.parse("rules.txt", "[header]\nx\n")).hasMessageContaining("is missing");
        assertThat(ReadingRules.bundled().openers).isNotEmpty();
    }

    @Test
    void anExpertsClosingPlaceLineIsTheConclusion() {
        String evidence = "- Gen 4, driving on the left.\n- White centre line, solid white edges.\n";
        assertThat(ReasoningChain.parse(evidence + "-> Japan, Hokkaido (Tokachi plain likely)").conclusion())
                .containsExactly("Japan, Hokkaido (Tokachi plain likely)");
        assertThat(ReasoningChain.parse(evidence + "Kansas, USA.").conclusion()).containsExactly("Kansas, USA.");
        assertThat(ReasoningChain.parse(evidence + "Likely central Tanzania, Dodoma area. Tanzania.").conclusion())
                .containsExactly("Likely central Tanzania, Dodoma area. Tanzania.");
        ReasoningChain c = ReasoningChain.parse(evidence + "=> Norway, western fjords probably");
        assertThat(c.conclusion()).containsExactly("=> Norway, western fjords probably");
        assertThat(c.statements()).containsExactly("Gen 4, driving on the left.", "White centre line, solid white edges.");
        // unbulleted chains: a comma or a hedge marks the guess
        assertThat(ReasoningChain.parse("Red soil by the road.\nCyrillic on the signs.\nSwitzerland, Bernese Oberland probably.")
                .conclusion()).containsExactly("Switzerland, Bernese Oberland probably.");
    }

    @Test
    void aClosingLineThatCitesEvidenceOrIsAListItemStaysEvidence() {
        String evidence = "- Gen 4, driving on the left.\n- White centre line, solid white edges.\n";
        for (String last : List.of("Probably Mazovia given how flat it is.", "- Cyrillic", "Red soil everywhere.",
                "Gen 3.")) {
            ReasoningChain c = ReasoningChain.parse(evidence + last);
            assertThat(c.conclusion()).as(last).isEmpty();
            assertThat(c.statements()).as(last).hasSize(3);
        }
        // a name of a script or language is no place
        assertThat(ReasoningChain.parse("Red soil by the road.\nCyrillic.").statements()).hasSize(2);
        // a sentence that names only a country is the guess, the evidence beside it stays
        ReasoningChain mazovia = ReasoningChain.parse(evidence + "Probably Mazovia given how flat it is. Poland.");
        assertThat(mazovia.statements()).endsWith("Probably Mazovia given how flat it is.");
        assertThat(mazovia.conclusion()).containsExactly("Poland.");
        // a chain that concludes elsewhere keeps its last line as evidence
        assertThat(ReasoningChain.parse("- Red soil.\n- Tin roofs.\nConclusion: Kenya\n- Kikuyu, Kenya.").statements())
                .contains("Kikuyu, Kenya.");
    }
}
