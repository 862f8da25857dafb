package org.georc.core.place;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Locale;
import org.georc.core.ConfigurationException;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.gtpred.CountryGuess;
import org.georc.core.gtpred.LocationNormalizer;
import org.junit.jupiter.api.Test;

/** The country and territory table: the JDK's complete ISO 3166 list with CLDR names, XK, derived forms. */
class CountryTableTest {
    private static final LocationNormalizer N = LocationNormalizer.DEFAULT;

    @Test
    void everyIsoRegionIsKnownByCodeAndByName() {
        for (String cc : Locale.getISOCountries()) {
            String name = new Locale("", cc).getDisplayCountry(Locale.ENGLISH);
            assertThat(N.knownCountry(cc)).as(cc).isPresent();
            assertThat(N.knownCountry(name)).as(name).isEqualTo(N.knownCountry(cc));
        }
    }

    @Test
    void kosovoAndSvalbardAreKnownInFieldsAndInChains() {
        assertThat(N.knownCountry("Kosovo")).contains("kosovo");
        assertThat(N.country("XK")).isEqualTo("kosovo");
        assertThat(N.country("XKX")).isEqualTo("kosovo");
        assertThat(N.country("Svalbard")).isEqualTo(N.country("SJ"));
        assertThat(N.country("Svalbard and Jan Mayen")).isEqualTo(N.country("SJ"));
        assertThat(CountryGuess.firstCountry("Probably Svalbard, near Longyearbyen")).contains(N.country("SJ"));
        ReasoningChain kosovo = ReasoningChain.parse("- Albanian on the signs.\n- RKS plates.\nConclusion: Kosovo.");
        assertThat(CountryGuess.predicted(kosovo)).contains("kosovo");
        assertThat(CountryGuess.sameCountry("Svalbard", "Svalbard & Jan Mayen")).isTrue();
        assertThat(CountryGuess.sameCountry("Kosovo", "Serbia")).isFalse();
    }

    @Test
    void namesAreReadInTheFormsPeopleWriteThem() {
        // each row: spellings of one country or territory (aliases and codes agree on one canonical name)
        String[][] same = {{"BA", "Bosnia and Herzegovina", "Bosnia"}, {"TT", "Trinidad and Tobago"},
            {"HK", "Hong Kong"}, {"MO", "Macau"}, {"VI", "US Virgin Islands"}, {"LC", "Saint Lucia"},
            {"MM", "Burma", "Myanmar"}, {"TR", "Türkiye", "Turkey"}, {"CD", "DRC"}};
        for (String[] row : same) {
            for (String spelling : row) {
                assertThat(N.country(spelling)).as(spelling).isEqualTo(N.country(row[0]));
            }
        }
        assertThat(CountryGuess.firstCountry("The US Virgin Islands, St Croix")).contains(N.country("VI"));
    }

    @Test
    void commonWordsAndOtherPlacesAreNoCountryInFreeText() {
        assertThat(CountryGuess.countries("I heard the states of the south")).isEmpty();
        assertThat(CountryGuess.countries("Réunion, near Saint-Pierre")).containsExactly(N.country("RE"));
        assertThat(N.knownCountry("US")).isPresent();
    }

    @Test
    void aMalformedAdditionNamesTheFileAndLine() {
        assertThatThrownBy(() -> Territories.CountryTable.parse("a.txt", "[alias]\nno equals sign\n"))
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("a.txt:2:");
        assertThatThrownBy(() -> Territories.CountryTable.parse("a.txt", "[user-assigned]\nQQ = QQQ\n"))
                .hasMessageContaining("a.txt:2:").hasMessageContaining("QQ");
        assertThatThrownBy(() -> Territories.CountryTable.parse("a.txt", "x\n"))
                .hasMessageContaining("a.txt:1: an entry before");
        assertThatThrownBy(() -> Territories.CountryTable.parse("a.txt", "[places]\n"))
                .hasMessageContaining("a.txt:1: unknown section");
    }
}
