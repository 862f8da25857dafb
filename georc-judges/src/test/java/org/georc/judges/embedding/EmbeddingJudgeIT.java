package org.georc.judges.embedding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.georc.core.ConfigurationException;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.result.ChainScore;
import org.georc.core.scoring.ChainScorer;
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
        assertThat(a.reason()).contains("clause of statement 1").contains("best match in statement 4").contains("cosine");
        assertThat(s.referenceAlignments()).hasSizeGreaterThanOrEqualTo(4);
        assertThat(s.provenance().parameters()).containsEntry("lo", "0.4").containsEntry("hi", "0.55")
                .containsEntry("extractor", "rules-v7");
    }

    @Test
    void batchScoresEqualSingleScoresAndEmptyCandidatesScoreZeroForTheJudgeAndFailForTheScorer() {
        List<JudgeRequest> reqs = List.of(
                JudgeRequest.of(ReasoningChain.of("Traffic keeps to the right."), REFERENCE),
                JudgeRequest.of(ReasoningChain.empty(), REFERENCE),
                JudgeRequest.of(ReasoningChain.of("Wooden barns on the mountain meadows."), REFERENCE));
        List<ChainScore> batch = ChainScorer.builder().judge(judge).parallelism(2).build().scoreAll(reqs);
        for (int i = 0; i < reqs.size(); i += 2) {
            assertThat(batch.get(i).f1()).isEqualTo(judge.score(reqs.get(i)).f1());
        }
        assertThat(judge.score(reqs.get(1)).precision()).isZero();
        assertThat(judge.score(reqs.get(1)).recall()).isZero();
        // the scorer does not ask the judge about an empty candidate: a failure with its reason
        assertThat(batch.get(1).judgeError()).hasValueSatisfying(e -> assertThat(e).contains("empty"));
    }

    @Test
    void flippedAttributesEarnNothingUnlessThePaperRampIsAskedFor() {
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
                .option("conflicts", "false").option("matching", "plain").build())) {
            ChainScore off = plain.score(JudgeRequest.of(flipped, REFERENCE));
            assertThat(off.f1()).isGreaterThan(0.6);
            assertThat(off.provenance().parameters()).containsEntry("conflicts", "off").containsEntry("matching", "plain");
        }
        assertThat(on.provenance().parameters()).containsEntry("conflicts", "on")
                .hasEntrySatisfying("matching", v -> assertThat(v).startsWith("objects("));
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
                .hasMessage("option lo of judge \"embedding\" must be a number, got \"abc\"");
        assertThatThrownBy(() -> Judges.create("embedding", JudgeResources.builder().encoder(encoder)
                .option("matching", "fuzzy").build()))
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("option matching of judge \"embedding\" must be one of objects, plain, got \"fuzzy\"");
        assertThatThrownBy(() -> Judges.create("embedding", JudgeResources.builder().encoder(encoder)
                .option("object-only", "2").build()))
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("object-only=2.0");
        assertThatThrownBy(() -> Judges.create("embedding", JudgeResources.builder().encoder(encoder)
                .option("full-agreement", "1.5").build()))
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("whole number");
    }

    // ---- object-aware matching: the clause pairs of issue 11 --------------------------------

    private static double precision(String candidate, String reference) {
        return judge.score(JudgeRequest.of(ReasoningChain.of(candidate), ReasoningChain.of(reference))).precision();
    }

    @Test
    void aColourClashOnTheSameObjectNamedBySynonymsEarnsNothing() {
        assertThat(precision("The road has a yellow middle line.", "White center lines.")).isZero();
        ChainScore s = judge.score(JudgeRequest.of(ReasoningChain.of("The road has a yellow middle line."),
                ReasoningChain.of("White center lines.")));
        assertThat(s.candidateAlignments().get(0).reason()).contains("conflict (colour): yellow vs white center-line");
    }

    @Test
    void differentObjectsEarnNothingHoweverCloseTheEmbeddings() {
        assertThat(precision("Dashed edges are solid white.", "White dashed center lines.")).isZero();
        assertThat(precision("White corner boards on the houses.", "Solid white edge lines.")).isZero();
        assertThat(precision("Arid red earth.", "Tropical vegetation.")).isZero();
    }

    @Test
    void anObjectOnlyMatchEarnsAtMostPartialCredit() {
        double houses = precision("White painted houses.", "Chalet-style house.");
        assertThat(houses).isLessThanOrEqualTo(ObjectMatching.DEFAULT_SIMILAR_MAX);
        try (Judge plain = Judges.create("embedding", JudgeResources.builder().encoder(encoder)
                .option("matching", "plain").build())) {
            assertThat(plain.score(JudgeRequest.of(ReasoningChain.of("White painted houses."),
                    ReasoningChain.of("Chalet-style house."))).precision()).isGreaterThan(houses);
        }
    }

    @Test
    void coOccurringScriptsAndTreesAreNoContradiction() {
        ChainScore scripts = judge.score(JudgeRequest.of(ReasoningChain.of("Arabic numerals on the km markers."),
                ReasoningChain.of("Thai script on the km markers.")));
        assertThat(scripts.candidateAlignments().get(0).reason()).doesNotContain("conflict");
        ChainScore trees = judge.score(JudgeRequest.of(ReasoningChain.of("Pine and palm trees along the road."),
                ReasoningChain.of("Palm trees along the road.", "Pine trees on the hills.")));
        assertThat(trees.candidateAlignments()).noneSatisfy(a -> assertThat(a.reason()).contains("conflict"));
        assertThat(trees.precision()).isGreaterThan(0.8);
    }

    // ---- the evaluation set (examples/data/eval) and the sample data --------------------------

    private static java.nio.file.Path data() {
        return java.nio.file.Path.of("").toAbsolutePath().resolveSibling("examples").resolve("data");
    }

    /** Mean F1 per model over a references/candidates pair, and F1 per (id, model). */
    private static java.util.Map<String, java.util.Map<String, Double>> f1ByLocation(
            java.util.Map<String, org.georc.core.records.ReferenceRecord> refs, List<org.georc.core.records.CandidateRecord> cands) {
        List<JudgeRequest> reqs = new java.util.ArrayList<>();
        for (var c : cands) {
            reqs.add(JudgeRequest.of(c.chain(), refs.get(c.id()).chain()));
        }
        List<ChainScore> scores = ChainScorer.builder().judge(judge).parallelism(2).build().scoreAll(reqs);
        java.util.Map<String, java.util.Map<String, Double>> out = new java.util.TreeMap<>();
        for (int i = 0; i < cands.size(); i++) {
            out.computeIfAbsent(cands.get(i).id(), k -> new java.util.TreeMap<>()).put(cands.get(i).model(),
                    scores.get(i).f1());
        }
        return out;
    }

    private static double mean(java.util.Map<String, java.util.Map<String, Double>> f1, String model) {
        return f1.values().stream().filter(m -> m.containsKey(model)).mapToDouble(m -> m.get(model)).average()
                .orElseThrow(() -> new AssertionError("no candidates of model " + model));
    }

    private static java.util.Map<String, java.util.Map<String, Double>> evalSplit(String split) {
        java.nio.file.Path dir = data().resolve("eval").resolve(split);
        return f1ByLocation(org.georc.core.records.Datasets.readReferences(dir.resolve("references.jsonl")),
                org.georc.core.records.Datasets.readCandidates(dir.resolve("candidates.jsonl")));
    }

    private static long partialBetween(java.util.Map<String, java.util.Map<String, Double>> f1) {
        return f1.values().stream().filter(m -> m.get("hallucinated") < m.get("partial")
                && m.get("partial") < m.get("paraphrase")).count();
    }

    @Test
    void onTheTestSplitEveryTargetHolds() {
        // measured at the third look (docs/eval/offline-judge-eval.md): paraphrase 0.930, other-location 0.067
        var f1 = evalSplit("test");
        assertThat(f1).hasSize(16);
        assertThat(mean(f1, "other-location")).as("other-location").isLessThanOrEqualTo(0.08);
        assertThat(mean(f1, "hallucinated")).as("hallucinated").isLessThanOrEqualTo(0.15);
        assertThat(mean(f1, "flipped")).as("flipped").isLessThanOrEqualTo(0.30);
        assertThat(mean(f1, "paraphrase")).as("paraphrase").isGreaterThanOrEqualTo(0.90);
        assertThat(mean(f1, "merged")).as("merged").isGreaterThanOrEqualTo(0.85);
        assertThat(mean(f1, "partial")).as("partial").isBetween(0.30, 0.60);
        assertThat(partialBetween(f1)).as("locations with partial between hallucinated and paraphrase")
                .isGreaterThanOrEqualTo((long) Math.ceil(0.9 * f1.size()));
    }

    @Test
    void onTheDevSplitEveryTargetHolds() {
        var f1 = evalSplit("dev");
        assertThat(f1).hasSize(26);
        assertThat(mean(f1, "other-location")).isLessThanOrEqualTo(0.08);
        assertThat(mean(f1, "hallucinated")).isLessThanOrEqualTo(0.15);
        assertThat(mean(f1, "flipped")).isLessThanOrEqualTo(0.30);
        assertThat(mean(f1, "paraphrase")).isGreaterThanOrEqualTo(0.90);
        assertThat(mean(f1, "merged")).isGreaterThanOrEqualTo(0.85);
        assertThat(mean(f1, "partial")).isBetween(0.30, 0.60);
        assertThat(partialBetween(f1)).isGreaterThanOrEqualTo((long) Math.ceil(0.9 * f1.size()));
    }

    @Test
    void onTheSampleDataTheOrderingHoldsAndTheRandomBaselineStaysBelowTheRealCandidates() {
        var refs = org.georc.core.records.Datasets.readReferences(data().resolve("references.jsonl"));
        List<org.georc.core.records.CandidateRecord> cands = new java.util.ArrayList<>(
                org.georc.core.records.Datasets.readCandidates(data().resolve("candidates.jsonl")));
        cands.addAll(org.georc.core.records.Datasets.readCandidates(data().resolve("contradictions.jsonl")));
        // the random baseline: each candidate gets the same model's chain for the next location
        java.util.Map<String, List<org.georc.core.records.CandidateRecord>> byModel = new java.util.LinkedHashMap<>();
        for (var c : cands) {
            byModel.computeIfAbsent(c.model(), k -> new java.util.ArrayList<>()).add(c);
        }
        List<org.georc.core.records.CandidateRecord> all = new java.util.ArrayList<>(cands);
        byModel.forEach((model, list) -> {
            for (int i = 0; i < list.size(); i++) {
                var c = list.get(i);
                var donor = list.get((i + 1) % list.size());
                all.add(new org.georc.core.records.CandidateRecord(c.id(), model + "+random", donor.chain(), donor.source()));
            }
        });
        var f1 = f1ByLocation(refs, all);
        double paraphrase = mean(f1, "paraphrase");
        double partial = mean(f1, "partial");
        assertThat(paraphrase).isGreaterThanOrEqualTo(0.9);
        assertThat(partial).isLessThan(paraphrase).isGreaterThan(mean(f1, "other-location"));
        assertThat(mean(f1, "other-location")).isGreaterThan(mean(f1, "hallucinated"));
        assertThat(mean(f1, "contradiction")).isLessThanOrEqualTo(0.30);
        // chains written for their own location, moved to another: below what they earn at home,
        // and below every real candidate about the right location
        for (String model : List.of("paraphrase", "partial")) {
            assertThat(mean(f1, model + "+random")).as(model + "+random")
                    .isLessThan(mean(f1, model)).isLessThan(partial);
        }
        double pooled = (mean(f1, "paraphrase+random") + mean(f1, "partial+random")
                + mean(f1, "other-location+random")) / 3;
        assertThat(pooled).isLessThan(0.15);
    }
}
