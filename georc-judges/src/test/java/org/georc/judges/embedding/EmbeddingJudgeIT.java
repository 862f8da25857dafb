package org.georc.judges.embedding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.georc.core.ConfigurationException;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.score.ChainScore;
import org.georc.core.score.ChainScorer;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.Judges;
import org.georc.judges.encoder.OnnxSentenceEncoder;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class EmbeddingJudgeIT {
    static OnnxSentenceEncoder encoder;
    static Judge judge;

    static final ReasoningChain REFERENCE = ReasoningChain.parse("""
            - White bollards with a black cap and a red reflector line the road.
            - Steep alpine meadows with wooden barns on the slopes.
            - An onion-domed church tower rises above the village.
            - Cars drive on the right-hand side of the road.
            Conclusion: Austria
            """);

    @BeforeAll
    static void load() {
        encoder = OnnxSentenceEncoder.builder().build();
        judge = Judges.create("embedding", JudgeResources.builder().encoder(encoder).build());
    }

    @AfterAll
    static void close() {
        judge.close();
        encoder.close();
    }

    @Test
    void paraphraseScoresHigh() {
        ChainScore s = judge.score(JudgeRequest.of(ReasoningChain.parse("""
                - The roadside posts are white with a black top and a red reflector.
                - Wooden barns stand on steep mountain meadows.
                - The village church has an onion-shaped dome on its tower.
                - Traffic keeps to the right.
                """), REFERENCE));
        assertThat(s.f1()).isGreaterThan(0.85);
    }

    @Test
    void unrelatedChainScoresNearZero() {
        ChainScore s = judge.score(JudgeRequest.of(ReasoningChain.parse("""
                - Thai script on a blue directional sign.
                - Flooded rice paddies beside the highway.
                - A golden temple roof with curled ornaments.
                """), REFERENCE));
        assertThat(s.f1()).isLessThan(0.1);
    }

    @Test
    void sharingHalfTheEvidenceLandsInBetween() {
        ReasoningChain paraphrase = ReasoningChain.parse("""
                - Roadside posts are white with a black top and a red reflector.
                - Wooden barns on steep mountain meadows.
                - A church tower with an onion-shaped dome.
                - Traffic keeps to the right.
                """);
        ReasoningChain half = ReasoningChain.parse("""
                - Roadside posts are white with a black top and a red reflector.
                - Wooden barns on steep mountain meadows.
                - Thai script on a blue directional sign.
                - Flooded rice paddies beside the highway.
                """);
        double full = judge.score(JudgeRequest.of(paraphrase, REFERENCE)).f1();
        double mid = judge.score(JudgeRequest.of(half, REFERENCE)).f1();
        assertThat(mid).isBetween(0.3, 0.7).isLessThan(full - 0.25);
    }

    @Test
    void alignmentsSayWhichReferenceClauseMatched() {
        ChainScore s = judge.score(JudgeRequest.of(ReasoningChain.of("Traffic keeps to the right."), REFERENCE));
        var a = s.candidateAlignments().get(0);
        assertThat(a.statement()).isEqualTo("traffic keeps to the right");
        assertThat(a.support()).isEqualTo("cars drive on the right-hand side of the road");
        assertThat(a.reason()).contains("statement 0").contains("best match in statement 3").contains("cosine");
        assertThat(s.referenceAlignments()).hasSizeGreaterThanOrEqualTo(4);
        assertThat(s.provenance().parameters()).containsEntry("lo", "0.4").containsEntry("hi", "0.55")
                .containsEntry("extractor", "rules-v1");
    }

    @Test
    void batchScoresEqualSingleScoresAndEmptyCandidatesScoreZero() {
        List<JudgeRequest> reqs = List.of(
                JudgeRequest.of(ReasoningChain.of("Traffic keeps to the right."), REFERENCE),
                JudgeRequest.of(ReasoningChain.empty(), REFERENCE),
                JudgeRequest.of(ReasoningChain.of("Wooden barns on the mountain meadows."), REFERENCE));
        List<ChainScore> batch = ChainScorer.builder().judge(judge).parallelism(2).build().scoreAll(reqs);
        for (int i = 0; i < reqs.size(); i++) {
            assertThat(batch.get(i).f1()).isEqualTo(judge.score(reqs.get(i)).f1());
        }
        assertThat(batch.get(1).precision()).isZero();
        assertThat(batch.get(1).recall()).isZero();
    }

    @Test
    void flippedAttributesEarnNothingUnlessConflictsAreSwitchedOff() {
        ReasoningChain flipped = ReasoningChain.parse("""
                - Yellow bollards with a black cap and a red reflector line the road.
                - Flat meadows with wooden barns on the slopes.
                - Cars drive on the left-hand side of the road.
                """);
        ChainScore on = judge.score(JudgeRequest.of(flipped, REFERENCE));
        assertThat(on.f1()).isLessThan(0.2);
        assertThat(on.candidateAlignments()).anySatisfy(a ->
                assertThat(a.reason()).contains("closest clause blocked: conflict (traffic-side)"));
        try (Judge plain = Judges.create("embedding", JudgeResources.builder().encoder(encoder)
                .option("conflicts", "false").build())) {
            ChainScore off = plain.score(JudgeRequest.of(flipped, REFERENCE));
            assertThat(off.f1()).isGreaterThan(0.6);
            assertThat(off.provenance().parameters()).containsEntry("conflicts", "off");
        }
        assertThat(on.provenance().parameters()).containsEntry("conflicts", "on");
    }

    @Test
    void onTheSampleDataContradictionsDropWhileParaphrasesAndPartialsKeepTheirPlace() {
        java.nio.file.Path data = java.nio.file.Path.of("").toAbsolutePath().resolveSibling("examples").resolve("data");
        var refs = org.georc.core.io.Datasets.readReferences(data.resolve("references.jsonl"));
        java.util.Map<String, double[]> f1 = new java.util.TreeMap<>();
        for (String file : List.of("candidates.jsonl", "contradictions.jsonl")) {
            for (var c : org.georc.core.io.Datasets.readCandidates(data.resolve(file))) {
                double v = judge.score(JudgeRequest.of(c.chain(), refs.get(c.id()).chain())).f1();
                double[] acc = f1.computeIfAbsent(c.model(), k -> new double[2]);
                acc[0] += v;
                acc[1]++;
            }
        }
        java.util.function.ToDoubleFunction<String> mean = m -> f1.get(m)[0] / f1.get(m)[1];
        assertThat(mean.applyAsDouble("contradiction")).isLessThanOrEqualTo(0.35);
        assertThat(mean.applyAsDouble("paraphrase")).isGreaterThanOrEqualTo(0.9);
        assertThat(mean.applyAsDouble("partial")).isBetween(mean.applyAsDouble("contradiction"),
                mean.applyAsDouble("paraphrase"));
    }

    @Test
    void thresholdsAreOptionsAndValidated() {
        try (Judge strict = Judges.create("embedding", JudgeResources.builder().encoder(encoder)
                .option("lo", "0.7").option("hi", "0.9").build())) {
            ReasoningChain cand = ReasoningChain.of("Rolling hills with farmhouses and barns.");
            assertThat(strict.score(JudgeRequest.of(cand, REFERENCE)).f1())
                    .isLessThan(judge.score(JudgeRequest.of(cand, REFERENCE)).f1());
        }
        assertThatThrownBy(() -> Judges.create("embedding", JudgeResources.builder().encoder(encoder)
                .option("lo", "0.6").option("hi", "0.5").build()))
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("lo < hi");
        assertThatThrownBy(() -> Judges.create("embedding", JudgeResources.builder().encoder(encoder)
                .option("lo", "abc").build()))
                .hasMessageContaining("option lo must be a number");
    }
}
