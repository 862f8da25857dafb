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
}
