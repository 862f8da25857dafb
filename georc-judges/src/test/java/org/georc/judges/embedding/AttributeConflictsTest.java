package org.georc.judges.embedding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.georc.core.ConfigurationException;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class AttributeConflictsTest {
    private final AttributeConflicts c = AttributeConflicts.defaults();

    @ParameterizedTest(name = "{0} <-> {1}")
    @CsvSource(delimiter = '|', value = {
        "white dashed center lines|solid yellow center lines|colour",
        "dashed white edge lines|solid white edge lines|line-pattern",
        "single yellow center line|double yellow center line|line-count",
        "left-hand traffic|cars drive on the right|traffic-side",
        "traffic keeps to the left|drives on the right|traffic-side",
        "cyrillic script on the shop signs|latin script on the shop signs|script",
        "hangul characters on the signs|kanji and kana on the signs|script",
        "wooden utility poles|concrete utility poles|material",
        "timber power poles|steel power poles|material",
        "no yellow markings|yellow markings|colour",
        "road without any markings|white edge markings|presence",
        "no vending machines beside the houses|vending machines beside the houses|presence",
        "vending machines are missing|vending machines|presence",
        "paved road|dirt road through the village|surface",
        "flat farmland|mountains behind the fields|terrain",
        "dry desert landscape|lush green landscape|climate",
        "pine trees with peeling bark|eucalyptus trees with peeling bark|tree",
        "bollards are black|white bollards|colour",
        "white text on a green background|white text on a blue background|colour",
        "signs are not cyrillic|cyrillic signs|script"})
    void flippedAttributesConflict(String a, String b, String family) {
        assertThat(c.conflict(a, b)).as(a + " vs " + b).hasValueSatisfying(r -> assertThat(r).contains(family));
        assertThat(c.conflict(b, a)).as(b + " vs " + a).isPresent();
    }

    @ParameterizedTest(name = "{0} <-> {1}")
    @CsvSource(delimiter = '|', value = {
        "timber utility poles|wooden utility poles",
        "gum trees with peeling bark|eucalyptus trees with peeling bark",
        "broken white edge lines|dashed white edge lines",
        "keep left|left-hand traffic",
        "white sign|yellow line",
        "white bollards|black cap",
        "signs are not cyrillic|latin script on the signs",
        "no center line|white edge lines",
        "red and white striped poles|white poles",
        "yellow center lines|yellow center line on a paved road",
        "snow poles line the road|snow poles along the mountain road",
        "narrow road with a white edge line|narrow road"})
    void synonymsUnrelatedAttributesAndCompatibleNegationsDoNotConflict(String a, String b) {
        assertThat(c.conflict(a, b)).as(a + " vs " + b).isEmpty();
        assertThat(c.conflict(b, a)).as(b + " vs " + a).isEmpty();
    }

    @Test
    void theReasonNamesBothValues() {
        assertThat(c.conflict("solid yellow center lines", "white center lines"))
                .hasValueSatisfying(r -> assertThat(r).contains("yellow").contains("white"));
    }

    @Test
    void usersExtendTheLexiconWithAFile(@TempDir Path dir) throws Exception {
        Path lex = dir.resolve("extra.txt");
        Files.writeString(lex, "family roof-shape object\nflat: flat\npitched: pitched, gabled\n");
        AttributeConflicts extended = c.extendedWith(lex);
        assertThat(c.conflict("flat roofs", "gabled roofs")).isEmpty();
        assertThat(extended.conflict("flat roofs", "gabled roofs")).hasValueSatisfying(r -> assertThat(r).contains("roof-shape"));
        Files.writeString(lex, "colour: teal\n");
        assertThatThrownBy(() -> c.extendedWith(lex)).isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("extra.txt:1");
    }
}
