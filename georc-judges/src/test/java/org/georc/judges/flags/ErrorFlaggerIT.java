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
    void discriminativeEvidenceIsNeverFillerHoweverGenericItSounds() {
        // issue 24: the first was flagged at cosine 0.70 to "There is a car on the road."
        assertThat(flagger.flag(ReasoningChain.of(
                "Cars drive on the left side of the road.",
                "The signs are written in Cyrillic.",
                "The licence plates are yellow.",
                "The road has a white centre line.",
                "White bollards stand by the road.",
                "The camera is Gen 3."), ReasoningChain.empty(), null)).isEmpty();
        assertThat(ErrorFlagger.namesEvidence("Cars drive on the left side of the road.")).isTrue();
        assertThat(ErrorFlagger.namesEvidence("The sky is blue and clear.")).isFalse();
        // generic VLM filler is still caught
        assertThat(flagger.flag(ReasoningChain.of("The image is crisp and of high quality.",
                "This photo holds several hints about its location."), ReasoningChain.empty(), null))
                .extracting(FlaggedStatement::flag).containsOnly(ErrorFlag.AXIOMATIC_IRRELEVANCE).hasSize(2);
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
            for (var r : org.georc.core.records.Datasets.readReferences(file).values()) {
                assertThat(flagger.flag(r.chain(), r.chain(), null)).as(file.getFileName() + " " + r.id()).isEmpty();
                assertThat(flagger.flag(r.chain(), ReasoningChain.empty(), null)).as(r.id()).isEmpty();
                chains++;
            }
        }
        assertThat(chains).isEqualTo(52); // 10 sample + 26 dev + 16 test
    }

    @Test
    void reusingTheJudgesClausesGivesTheSameFlagsOnEveryChainOfTheProjectsData() throws Exception {
        var extractor = new org.georc.judges.embedding.RuleBasedClauseExtractor();
        ErrorFlagger fast = ErrorFlagger.reusingClauses(encoder, extractor);
        java.nio.file.Path data = java.nio.file.Path.of("").toAbsolutePath().resolveSibling("examples").resolve("data");
        int pairs = 0;
        int flagged = 0;
        for (String set : List.of("", "eval/dev/", "eval/test/")) {
            var refs = org.georc.core.records.Datasets.readReferences(data.resolve(set + "references.jsonl"));
            for (var c : org.georc.core.records.Datasets.readCandidates(data.resolve(set + "candidates.jsonl"))) {
                ReasoningChain ref = refs.get(c.id()).chain();
                List<FlaggedStatement> exact = flagger.flag(c.chain(), ref, null);
                assertThat(fast.flag(c.chain(), ref, null)).as(set + c.id() + " " + c.model()).isEqualTo(exact);
                flagged += exact.size();
                pairs++;
            }
        }
        // the generic statements written to tune and to test the prefilter, as one chain each
        for (String file : List.of("/flags/generic-dev.txt", "/flags/generic-test.txt")) {
            List<String> lines;
            try (var in = ErrorFlaggerIT.class.getResourceAsStream(file)) {
                lines = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).lines()
                        .filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
            }
            ReasoningChain chain = ReasoningChain.of(lines.toArray(String[]::new));
            List<FlaggedStatement> exact = flagger.flag(chain, ReasoningChain.empty(), null);
            assertThat(exact).as(file).isNotEmpty();
            assertThat(fast.flag(chain, ReasoningChain.empty(), null)).as(file).isEqualTo(exact);
        }
        assertThat(pairs).isEqualTo(292); // 40 sample + 156 dev (26 x 6) + 96 test (16 x 6)
        assertThat(flagged).isPositive();
    }

    @Test
    void reusingClausesEmbedsNoWholeEvidenceStatementOnceTheClausesAreEmbedded() {
        var extractor = new org.georc.judges.embedding.RuleBasedClauseExtractor();
        java.util.Set<String> asked = java.util.concurrent.ConcurrentHashMap.newKeySet();
        org.georc.core.spi.SentenceEncoder recording = new org.georc.core.spi.SentenceEncoder() {
            @Override
            public int dimension() {
                return encoder.dimension();
            }

            @Override
            public String modelId() {
                return encoder.modelId();
            }

            @Override
            public float[] encode(List<String> texts) {
                asked.addAll(texts);
                return encoder.encode(texts);
            }
        };
        ErrorFlagger fast = ErrorFlagger.reusingClauses(recording, extractor);
        ReasoningChain evidence = ReasoningChain.of(
                "White bollards with a black cap and a red reflector line the road.",
                "Cyrillic script on the shop signs, with a double yellow centre line.",
                "Yellow rear license plates are only used in the Netherlands.");
        ReasoningChain reference = ReasoningChain.of("Yellow rear license plates are used in the Netherlands and Luxembourg.");
        asked.clear();
        List<FlaggedStatement> flags = fast.flag(evidence, reference, null);
        assertThat(flags).extracting(FlaggedStatement::flag).containsExactly(ErrorFlag.MISATTRIBUTION);
        // the first two are judged from their clauses; the third names one country, so misattribution embeds it
        assertThat(asked).doesNotContain(evidence.statements().get(0), evidence.statements().get(1))
                .contains(evidence.statements().get(2));
        assertThat(flagger.flag(evidence, reference, null)).isEqualTo(flags);
    }
}
