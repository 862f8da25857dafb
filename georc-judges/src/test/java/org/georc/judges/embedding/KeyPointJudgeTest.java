package org.georc.judges.embedding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.result.ChainScore;
import org.georc.core.spi.JudgeRequest;
import org.georc.metrics.Prf;
import org.junit.jupiter.api.Test;

/** The judge's gating mechanics, without a model: a constant encoder makes every cosine 1. */
class KeyPointJudgeTest {
    private static final ReasoningChain REFERENCE = ReasoningChain.of(
            "White dashed center lines on the road.",
            "Red wooden houses with white window frames.");

    private static KeyPointJudge judge(boolean conflicts, boolean objects) {
        return judge(conflicts, objects ? ObjectMatching.builder().reader(ClauseReader.defaults()).build() : null);
    }

    private static KeyPointJudge judge(boolean conflicts, ObjectMatching matching) {
        ClauseReader reader = matching == null ? ClauseReader.defaults() : matching.reader();
        return KeyPointJudge.builder().encoder(WordBagEncoder.constant(), true)
                .extractor(new RuleBasedClauseExtractor(Gazetteer.defaults(), reader))
                .conflicts(conflicts ? AttributeConflicts.of(reader) : null)
                .objectMatching(matching).build();
    }

    @Test
    void withCosineOneEverywhereThePlainRampCreditsAnythingAndTheGatesDoNot() {
        ReasoningChain unrelated = ReasoningChain.of("Thai script on a blue road sign.", "Flooded rice paddies.");
        assertThat(judge(false, false).score(JudgeRequest.of(unrelated, REFERENCE)).f1()).isEqualTo(1.0);
        // with different-trusted-cosine on (off by default), a cosine of 1 between different objects is trusted
        assertThat(judge(true, ObjectMatching.builder().differentTrustedCosine(0.8).build())
                .score(JudgeRequest.of(unrelated, REFERENCE)).f1()).isPositive();
        ChainScore gated = judge(true, true).score(JudgeRequest.of(unrelated, REFERENCE));
        assertThat(gated.f1()).isZero();
        assertThat(gated.candidateAlignments()).allSatisfy(a -> assertThat(a.score()).isZero());
        assertThat(gated.candidateAlignments().get(0).reason()).contains("different objects");
    }

    @Test
    void anObjectOnlyMatchEarnsPartialCreditAndTheSameEvidenceEarnsFullCredit() {
        JudgeRequest houses = JudgeRequest.of(ReasoningChain.of("Chalet-style house."),
                ReasoningChain.of("White painted houses."));
        // cosine 1: the object-only gate rises to its cap (by default full credit, issue 24) ...
        ChainScore relaxed = judge(true, true).score(houses);
        assertThat(relaxed.precision()).isCloseTo(ObjectMatching.DEFAULT_SIMILAR_MAX, within(1e-6));
        // ... or, with a cap below 1, partial credit for the described side; the bare side ("a
        // house", the candidate) is entailed by the described one and keeps full credit
        ChainScore capped = judge(true, ObjectMatching.builder().similarAttributes(0.6, 0.8, 0.75).build())
                .score(houses);
        assertThat(capped.recall()).isCloseTo(0.75, within(1e-6));
        assertThat(capped.referenceAlignments().get(0).reason()).contains("gated to 0.75: same object house");
        assertThat(capped.precision()).isEqualTo(1.0);
        ChainScore objectOnly = judge(true, ObjectMatching.builder().similarAttributes(0.6, 0.8, 0).terseBare(0).build())
                .score(houses);
        assertThat(objectOnly.precision()).isCloseTo(ObjectMatching.DEFAULT_OBJECT_ONLY, within(1e-6));
        assertThat(objectOnly.recall()).isCloseTo(ObjectMatching.DEFAULT_OBJECT_ONLY, within(1e-6));
        ChainScore same = judge(true, true).score(JudgeRequest.of(
                ReasoningChain.of("The middle line is white and broken."), REFERENCE));
        assertThat(same.precision()).isEqualTo(1.0);
        assertThat(same.candidateAlignments().get(0).support()).isEqualTo("white dashed center lines on the road");
    }

    @Test
    void contradictionsAreBlockedWhetherOrNotObjectMatchingIsOn() {
        ReasoningChain flipped = ReasoningChain.of("Yellow dashed center lines on the road.");
        for (boolean objects : new boolean[] {false, true}) {
            ChainScore s = judge(true, objects).score(JudgeRequest.of(flipped,
                    ReasoningChain.of("White dashed center lines on the road.")));
            assertThat(s.precision()).as("objects=" + objects).isZero();
            assertThat(s.candidateAlignments().get(0).reason()).contains("closest clause blocked: conflict (colour)");
        }
    }

    @Test
    void aClashBetweenTwoClausesBlocksEveryClauseOfTheirStatementsEvenAtLowCosine() {
        KeyPointJudge words = KeyPointJudge.builder().encoder(WordBagEncoder.words(), true)
                .extractor(new RuleBasedClauseExtractor(Gazetteer.defaults(), ClauseReader.defaults()))
                .conflicts(AttributeConflicts.defaults())
                .objectMatching(ObjectMatching.builder().reader(ClauseReader.defaults()).build()).build();
        // "banana plants" and "coffee bushes" share no word (cosine 0), the hills are the same words
        ChainScore crops = words.score(JudgeRequest.of(ReasoningChain.of("Lush steep hills, banana plants."),
                ReasoningChain.of("Lush steep hills, coffee bushes.")));
        assertThat(crops.f1()).isZero();
        assertThat(crops.candidateAlignments().get(0).reason()).contains("closest clause blocked: conflict (crop)");
        // without a clash the same statement shape is credited
        ChainScore same = words.score(JudgeRequest.of(ReasoningChain.of("Lush steep hills, coffee bushes."),
                ReasoningChain.of("Lush steep hills, coffee bushes.")));
        assertThat(same.f1()).isEqualTo(1.0);
    }

    @Test
    void aMismatchBetweenTwoClausesFarApartBlocksTheirLinkedStatements() {
        KeyPointJudge words = KeyPointJudge.builder().encoder(WordBagEncoder.words(), true)
                .extractor(new RuleBasedClauseExtractor(Gazetteer.defaults(), ClauseReader.defaults()))
                .conflicts(AttributeConflicts.defaults())
                .objectMatching(ObjectMatching.builder().reader(ClauseReader.defaults()).build()).build();
        // tree kinds co-occur (a mismatch, not a contradiction); the two tree clauses share no word
        ChainScore trees = words.score(JudgeRequest.of(ReasoningChain.of("Flat open plain, poplar trees."),
                ReasoningChain.of("Flat open plain, black locusts.")));
        assertThat(trees.f1()).isZero();
        // with mismatches blocking nothing, the plain's clause keeps its credit
        KeyPointJudge lenient = KeyPointJudge.builder().encoder(WordBagEncoder.words(), true)
                .extractor(new RuleBasedClauseExtractor(Gazetteer.defaults(), ClauseReader.defaults()))
                .conflicts(AttributeConflicts.defaults())
                .objectMatching(ObjectMatching.builder().reader(ClauseReader.defaults()).mismatchBlocks(false).build())
                .build();
        assertThat(lenient.score(JudgeRequest.of(ReasoningChain.of("Flat open plain, poplar trees."),
                ReasoningChain.of("Flat open plain, black locusts."))).f1()).isPositive();
    }

    @Test
    void provenanceNamesTheMatchingAndBatchesEqualSingles() {
        KeyPointJudge j = judge(true, true);
        List<JudgeRequest> reqs = List.of(
                JudgeRequest.of(ReasoningChain.of("White broken middle line."), REFERENCE),
                JudgeRequest.of(ReasoningChain.empty(), REFERENCE),
                JudgeRequest.of(ReasoningChain.of("Houses of red timber."), REFERENCE));
        List<ChainScore> batch = j.scoreAll(reqs);
        for (int i = 0; i < reqs.size(); i++) {
            assertThat(batch.get(i).f1()).isEqualTo(j.score(reqs.get(i)).f1());
        }
        assertThat(batch.get(1).precision()).isZero();
        assertThat(batch.get(0).provenance().parameters()).containsEntry("extractor", "rules-v7")
                .hasEntrySatisfying("matching", v -> assertThat(v).startsWith("objects(object-only=0.25"));
        assertThat(judge(false, false).score(reqs.get(0)).provenance().parameters())
                .containsEntry("matching", "plain").containsEntry("conflicts", "off");
    }

    @Test
    void preparedPairsRescoreExactlyLikeTheJudge() {
        KeyPointJudge words = KeyPointJudge.builder().encoder(WordBagEncoder.words(), true)
                .extractor(new RuleBasedClauseExtractor()).conflicts(AttributeConflicts.defaults())
                .objectMatching(ObjectMatching.defaults()).build();
        List<JudgeRequest> reqs = List.of(
                JudgeRequest.of(ReasoningChain.of("White dashed center lines.", "Red timber houses.",
                        "Traffic keeps left."), REFERENCE),
                JudgeRequest.of(ReasoningChain.of("Yellow center line.", "White houses with red frames."), REFERENCE));
        List<KeyPointJudge.Prepared> prepared = words.prepareAll(reqs, words.lo());
        for (int i = 0; i < reqs.size(); i++) {
            Prf p = prepared.get(i).score(words.lo(), words.hi());
            ChainScore s = words.score(reqs.get(i));
            assertThat(p.precision()).isCloseTo(s.precision(), within(1e-9));
            assertThat(p.recall()).isCloseTo(s.recall(), within(1e-9));
        }
    }

    @Test
    void decimalsPrintLikeStringFormat() {
        java.util.Random rnd = new java.util.Random(3);
        for (int k = 0; k < 20_000; k++) {
            double x = k < 10 ? new double[] {0.0005, 1.0005, -0.0001, -0.0005, 0.9995, -1, 1, 0, -0.0, 0.12345}[k]
                    : (rnd.nextDouble() * 2 - 1) * (k % 3 == 0 ? 1e-3 : 1);
            for (int places = 2; places <= 3; places++) {
                assertThat(AlignmentText.decimals(x, places)).as("x=" + x)
                        .isEqualTo(String.format(java.util.Locale.ROOT, "%." + places + "f", x));
            }
        }
        assertThat(AlignmentText.decimals(Double.NaN, 3)).isEqualTo("NaN");
    }

    @Test
    void everyStatementHasAnEntryAndReasonsCountStatementsFromOne() {
        // "All of these clues point to the UK." is all wrapping for the rules: no clause, and an entry that says why
        ReasoningChain cand = ReasoningChain.of("White dashed center lines on the road.",
                "All of these clues point to the UK.");
        ChainScore s = judge(false, false).score(JudgeRequest.of(cand, REFERENCE));
        assertThat(s.candidateAlignments()).extracting(org.georc.core.result.Alignment::statementIndex)
                .containsExactlyInAnyOrder(0, 1);
        org.georc.core.result.Alignment none = s.candidateAlignments().stream().filter(a -> a.statementIndex() == 1)
                .findFirst().orElseThrow();
        assertThat(none.graded()).isFalse();
        assertThat(none.statement()).isEqualTo("All of these clues point to the UK.");
        assertThat(none.reason()).contains("no key clause").contains("weighs nothing");
        assertThat(s.precision()).isEqualTo(1.0); // it weighs nothing, as before
        org.georc.core.result.Alignment first = s.candidateAlignments().get(0);
        assertThat(first.reason()).startsWith("clause of statement 1,").contains("best match in statement 1,");
    }
}
