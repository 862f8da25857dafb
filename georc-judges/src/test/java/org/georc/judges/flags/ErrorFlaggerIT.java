package org.georc.judges.flags;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.georc.core.chain.ReasoningChain;
import org.georc.judges.encoder.OnnxSentenceEncoder;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The encoder-backed heuristics: generic exemplars and misattribution. */
class ErrorFlaggerIT {
    static OnnxSentenceEncoder encoder;
    static ErrorFlagger flagger;

    @BeforeAll
    static void load() {
        encoder = OnnxSentenceEncoder.builder().build();
        flagger = new ErrorFlagger(encoder);
    }

    @AfterAll
    static void close() {
        encoder.close();
    }

    @Test
    void aSingleCountryClaimForEvidenceTheReferenceTiesToSeveralIsMisattribution() {
        ReasoningChain reference = ReasoningChain.of(
                "Yellow rear license plates are used in the Netherlands and Luxembourg.",
                "Flat farmland with canals.");
        ReasoningChain candidate = ReasoningChain.of(
                "Yellow rear license plates are only used in the Netherlands.",
                "Yellow rear license plates on the cars.");
        List<FlaggedStatement> flags = flagger.flag(candidate, reference, null);
        assertThat(flags).filteredOn(f -> f.flag() == ErrorFlag.MISATTRIBUTION).singleElement()
                .satisfies(f -> {
                    assertThat(f.index()).isZero();
                    assertThat(f.reason()).contains("netherlands").contains("luxembourg");
                });
    }

    @Test
    void longerGenericStatementsAreCaughtByTheExemplarsAndEvidenceIsNot() {
        List<FlaggedStatement> flags = flagger.flag(ReasoningChain.of(
                "There are a number of clouds scattered across the blue sky above the scene today.",
                "White bollards with a black cap and a red reflector line the road."), ReasoningChain.empty(), null);
        assertThat(flags).extracting(FlaggedStatement::index).containsExactly(0);
        assertThat(flags.get(0).flag()).isEqualTo(ErrorFlag.AXIOMATIC_IRRELEVANCE);
    }

    @Test
    void misattributionNeedsAReferenceThatNamesSeveralCountriesForTheSameEvidence() {
        ReasoningChain oneCountry = ReasoningChain.of("Yellow rear license plates are used in the Netherlands.");
        ReasoningChain candidate = ReasoningChain.of("Yellow rear license plates are only used in the Netherlands.");
        assertThat(flagger.flag(candidate, oneCountry, null)).isEmpty();
        ReasoningChain several = ReasoningChain.of("Yellow rear license plates are used in the Netherlands and Luxembourg.");
        // the same reference, but the candidate's one-country statement is about other evidence
        assertThat(flagger.flag(ReasoningChain.of("Cyrillic shop signs are typical of Bulgaria."), several, null))
                .isEmpty();
        // naming several countries too is no misattribution
        assertThat(flagger.flag(ReasoningChain.of("Yellow rear plates: the Netherlands or Luxembourg."), several, null))
                .isEmpty();
    }

    @Test
    void metaEvidenceIsNotGenericFillerForTheExemplarsEither() {
        assertThat(flagger.flag(ReasoningChain.of(
                "The image is slightly blurry, as with the Gen 2 camera.",
                "The Street View car's roof rack is visible at the bottom of the image.",
                "Low image quality typical of older coverage."), ReasoningChain.empty(), null)).isEmpty();
    }

    @Test
    void expertStyleReferenceChainsGetNoFlags() {
        java.nio.file.Path data = java.nio.file.Path.of("").toAbsolutePath().resolveSibling("examples").resolve("data");
        int chains = 0;
        for (java.nio.file.Path file : List.of(data.resolve("references.jsonl"),
                data.resolve("eval/dev/references.jsonl"), data.resolve("eval/test/references.jsonl"))) {
            for (var r : org.georc.core.io.Datasets.readReferences(file).values()) {
                assertThat(flagger.flag(r.chain(), r.chain(), null)).as(file.getFileName() + " " + r.id()).isEmpty();
                assertThat(flagger.flag(r.chain(), ReasoningChain.empty(), null)).as(r.id()).isEmpty();
                chains++;
            }
        }
        assertThat(chains).isEqualTo(40);
    }
}
