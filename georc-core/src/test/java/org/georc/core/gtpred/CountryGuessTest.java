package org.georc.core.gtpred;

import static org.assertj.core.api.Assertions.assertThat;

import org.georc.core.chain.ReasoningChain;
import org.junit.jupiter.api.Test;

class CountryGuessTest {

    @Test
    void readsTheFirstCountryOfTheConclusion() {
        ReasoningChain c = ReasoningChain.parse("- Bollards with black caps.\nConclusion: Probably Austria or Slovenia.");
        assertThat(CountryGuess.predicted(c)).contains(LocationNormalizer.DEFAULT.country("Austria"));
    }

    @Test
    void understandsAliasesAndMultiWordNamesButNotCommonWordsThatAreCodes() {
        assertThat(CountryGuess.firstCountry("I think this is the USA, maybe Arizona")).contains(
                LocationNormalizer.DEFAULT.country("United States"));
        assertThat(CountryGuess.firstCountry("Somewhere in South Africa near the coast"))
                .contains(LocationNormalizer.DEFAULT.country("South Africa"));
        assertThat(CountryGuess.firstCountry("It can be in any place and per the signs it is hard to say")).isEmpty();
        assertThat(CountryGuess.firstCountry("Let us guess")).isEmpty();
    }

    @Test
    void fallsBackToTheLastStatementWithoutAConclusion() {
        ReasoningChain c = ReasoningChain.of("Cyrillic signs everywhere.", "So this must be Kazakhstan.");
        assertThat(CountryGuess.predicted(c)).contains(LocationNormalizer.DEFAULT.country("Kazakhstan"));
        assertThat(CountryGuess.predicted(ReasoningChain.empty())).isEmpty();
        assertThat(CountryGuess.sameCountry("Brasil", "Brazil")).isTrue();
        assertThat(CountryGuess.sameCountry("Peru", "Chile")).isFalse();
    }
}
