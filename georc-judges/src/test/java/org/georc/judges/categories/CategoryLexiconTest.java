package org.georc.judges.categories;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.georc.core.ConfigurationException;
import org.georc.core.categories.Category;
import org.junit.jupiter.api.Test;

class CategoryLexiconTest {
    static final String CONSTANTS = "set similarity-weight: 2\nset secondary-similarity: 0.5\nset secondary-margin: 0.05\n"
            + "set secondary-share: 0.5\nset first-cue-bonus: 0.5\n";

    static String prototypes() {
        StringBuilder sb = new StringBuilder();
        for (Category c : Category.values()) {
            sb.append(c.label()).append(" prototype: an example of ").append(c.label()).append('\n');
        }
        return sb.toString();
    }

    static CategoryLexicon parse(String text) {
        return CategoryLexicon.parse(text.getBytes(StandardCharsets.UTF_8), "lex.txt");
    }

    @Test
    void theBundledLexiconParsesAndNamesItsContentChecksum() {
        CategoryLexicon lex = CategoryLexicon.bundled();
        assertThat(lex.sha256()).matches("[0-9a-f]{64}");
        assertThat(lex.prototypes()).containsOnlyKeys(Category.values());
    }

    @Test
    void theLongestPhraseWinsAndPluralsFold() {
        CategoryLexicon lex = parse(CONSTANTS + prototypes() + "infrastructure strong: utility pole\n"
                + "culture: pole\nvegetation: palm\n");
        Map<Category, Double> cues = lex.cues("Two utility poles between palms.");
        // "utility poles" is one infrastructure phrase (2 + the first-phrase bonus), not culture's "pole"
        assertThat(cues).containsOnly(Map.entry(Category.INFRASTRUCTURE, 2.5), Map.entry(Category.VEGETATION, 1.0));
    }

    @Test
    void aMalformedLineIsAnErrorNamingFileAndLine() {
        assertThatThrownBy(() -> parse(CONSTANTS + "weather: rain\n")).isInstanceOf(ConfigurationException.class)
                .hasMessageStartingWith("lex.txt:6:").hasMessageContaining("unknown category \"weather\"");
        assertThatThrownBy(() -> parse(CONSTANTS + "climate snow\n")).hasMessageStartingWith("lex.txt:6:");
        assertThatThrownBy(() -> parse(CONSTANTS + "climate loud: snow\n")).hasMessageStartingWith("lex.txt:6:")
                .hasMessageContaining("unknown kind");
        assertThatThrownBy(() -> parse("set similarity-weight: much\n")).hasMessageStartingWith("lex.txt:1:");
        assertThatThrownBy(() -> parse(CONSTANTS + "climate: snow,,ice\n")).hasMessageStartingWith("lex.txt:6:")
                .hasMessageContaining("empty phrase");
    }

    @Test
    void aPhraseOfTwoCategoriesIsRefusedWithBothLines() {
        assertThatThrownBy(() -> parse(CONSTANTS + prototypes() + "climate: snow\ninfrastructure: snows\n"))
                .isInstanceOf(ConfigurationException.class).hasMessageStartingWith("lex.txt:17:")
                .hasMessageContaining("already a phrase of climate (line 16)");
    }

    @Test
    void aMissingConstantOrPrototypeIsNamed() {
        assertThatThrownBy(() -> parse(prototypes())).hasMessageContaining("similarity-weight");
        assertThatThrownBy(() -> parse(CONSTANTS)).hasMessageContaining("has no prototype");
    }

    @Test
    void theChecksumFollowsTheContent() {
        String base = CONSTANTS + prototypes();
        assertThat(parse(base).sha256()).isEqualTo(parse(base).sha256()).isNotEqualTo(parse(base + "climate: snow\n").sha256());
    }
}
