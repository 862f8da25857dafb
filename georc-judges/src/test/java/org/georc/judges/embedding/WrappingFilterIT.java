package org.georc.judges.embedding;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.result.ChainScore;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.Judges;
import org.georc.judges.encoder.OnnxSentenceEncoder;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The wrapping filter with the embedded MiniLM: filler in new words is ungraded, short real clues are kept. */
class WrappingFilterIT {
    static OnnxSentenceEncoder encoder;
    static final RuleBasedClauseExtractor EXTRACTOR = new RuleBasedClauseExtractor();

    static final ReasoningChain REFERENCE = ReasoningChain.parse("""
            - Gen 3, LHT.
            - Yellow rear plates.
            - White bollards w/ red reflector.
            Conclusion: Kenya
            """);

    @BeforeAll
    static void load() {
        encoder = OnnxSentenceEncoder.builder().build();
    }

    @AfterAll
    static void close() {
        encoder.close();
    }

    private static boolean[] wrapping(List<String> clauses) {
        WrappingFilter f = WrappingFilter.of(WrappingFilter.builtInExamples(), EXTRACTOR,
                WrappingFilter.DEFAULT_MIN, WrappingFilter.DEFAULT_MARGIN);
        return f.wrapping(encoder.encode(clauses), clauses.size(), encoder);
    }

    @Test
    void fillerWrittenInOtherWordsIsWrappingAndShortRealCluesAreNot() {
        List<String> filler = List.of("the afternoon light is soft and even", "the overall image quality is decent",
                "i'll enlarge the signboard first");
        List<String> clues = List.of("cars drive on the left", "yellow rear plates", "cyrillic script on the sign",
                "white centre line", "gen 3");
        boolean[] f = wrapping(filler);
        boolean[] c = wrapping(clues);
        for (int i = 0; i < f.length; i++) {
            assertThat(f[i]).as(filler.get(i)).isTrue();
        }
        for (int i = 0; i < c.length; i++) {
            assertThat(c[i]).as(clues.get(i)).isFalse();
        }
    }

    @Test
    void aClauseThatStatesASceneValueIsGradedEvenNearFiller() {
        WrappingFilter f = WrappingFilter.of(WrappingFilter.builtInExamples(), EXTRACTOR,
                WrappingFilter.DEFAULT_MIN, WrappingFilter.DEFAULT_MARGIN, ClauseReader.defaults());
        assertThat(f.spares("the image looks slightly dated")).isTrue();
        assertThat(f.spares("traffic moves on the right")).isTrue();
        assertThat(f.spares("the afternoon light is soft and even")).isFalse();
        assertThat(f.describe()).endsWith(",spare=scene-values");
        ReasoningChain vlm = ReasoningChain.parse("""
                - The image looks slightly dated.
                - The afternoon light is soft and even.
                """);
        ReasoningChain expert = ReasoningChain.parse("- Gen 3, a bit soft.\n- Yellow rear plates.\n");
        try (Judge on = Judges.create("embedding", JudgeResources.builder().encoder(encoder).build());
             Judge off = Judges.create("embedding", JudgeResources.builder().encoder(encoder)
                     .option("wrapping-spares-scene", "false").build())) {
            ChainScore spared = on.score(JudgeRequest.of(vlm, expert));
            ChainScore plain = off.score(JudgeRequest.of(vlm, expert));
            assertThat(spared.recall()).isGreaterThan(plain.recall());
            assertThat(spared.candidateAlignments()).filteredOn(a -> !a.graded())
                    .extracting(org.georc.core.result.Alignment::statementIndex).containsOnly(1);
        }
    }

    @Test
    void fillerNoLongerLowersTheFaithfulChainsPrecision() {
        ReasoningChain faithful = ReasoningChain.parse("""
                - The weather seems mild, with a few clouds overhead.
                - The photo is crisp and well exposed.
                - Vehicles keep to the left.
                - The rear plates are yellow.
                - Roadside posts are white with a red reflector.
                """);
        JudgeRequest r = JudgeRequest.of(faithful, REFERENCE);
        try (Judge on = Judges.create("embedding", JudgeResources.builder().encoder(encoder).build());
             Judge off = Judges.create("embedding", JudgeResources.builder().encoder(encoder)
                     .option("wrapping", "false").build())) {
            ChainScore with = on.score(r);
            ChainScore without = off.score(r);
            assertThat(with.precision()).isGreaterThan(without.precision() + 0.2);
            assertThat(with.recall()).isEqualTo(without.recall());
            // the weather and image-quality clauses are listed, in their statements' places, and not graded
            assertThat(with.candidateAlignments()).filteredOn(a -> !a.graded())
                    .extracting(org.georc.core.result.Alignment::statementIndex).containsOnly(0, 1).contains(0, 1);
            assertThat(with.candidateAlignments()).filteredOn(a -> !a.graded()).allSatisfy(a -> {
                assertThat(a.score()).isZero();
                assertThat(a.reason()).startsWith("not graded: wrapping (nearest example \"");
            });
            assertThat(with.candidateAlignments()).extracting(org.georc.core.result.Alignment::statementIndex)
                    .isSorted();
            assertThat(without.candidateAlignments()).allMatch(org.georc.core.result.Alignment::graded);
            assertThat(on.provenance().parameters()).containsEntry("wrapping", "min=0.45,margin=0.05,spare=scene-values");
            assertThat(off.provenance().parameters()).doesNotContainKey("wrapping");
            assertThat(on.provenance().parameters().get("lexicon_sha256"))
                    .isNotEqualTo(off.provenance().parameters().get("lexicon_sha256"));
        }
    }

    @Test
    void theKeypointsJudgeOfThePaperHasNoWrappingFilterByDefault() {
        assertThat(Judges.provider("keypoints").options()).anySatisfy(o -> {
            assertThat(o.name()).isEqualTo("wrapping");
            assertThat(o.defaultValue()).isEqualTo("false");
        });
    }
}
