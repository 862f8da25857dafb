package org.georc.core.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.json.JsonLines;
import org.georc.core.result.Alignment;
import org.georc.core.result.ChainScore;
import org.georc.core.result.Provenance;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;
import org.georc.metrics.Prf;
import org.junit.jupiter.api.Test;

/** {@code georc explain}'s tables without a model: a clause-level judge written for the test. */
class ChainExplanationTest {
    /**
     * Splits each statement at commas into lower-case clauses; a clause earns 1 when the other
     * chain holds its first word; "as a set" clauses are listed ungraded; a statement saying "point to"
     * gives no clause at all (as the rule extractor does with a VLM's summary).
     */
    static final class CommaJudge implements Judge {
        @Override
        public String name() {
            return "comma";
        }

        @Override
        public ChainScore score(JudgeRequest r) {
            List<Alignment> c = side(r.candidate(), r.reference());
            List<Alignment> ref = side(r.reference(), r.candidate());
            return ChainScore.of(Prf.of(mean(c), mean(ref)), c, ref, Provenance.builder("comma").build());
        }

        private static double mean(List<Alignment> a) {
            return a.stream().filter(Alignment::graded).mapToDouble(Alignment::score).average().orElse(0);
        }

        private static List<Alignment> side(ReasoningChain mine, ReasoningChain other) {
            List<Alignment> out = new ArrayList<>();
            String otherText = String.join(" ", other.statements()).toLowerCase(java.util.Locale.ROOT);
            for (int s = 0; s < mine.size(); s++) {
                String st = mine.statements().get(s);
                if (st.contains("point to")) {
                    continue;
                }
                for (String part : st.split(",")) {
                    String clause = part.replaceAll("[\".]", "").strip().toLowerCase(java.util.Locale.ROOT);
                    if (clause.contains("as a set")) {
                        out.add(Alignment.notGraded(out.size(), s, clause, "wrapping"));
                        continue;
                    }
                    boolean hit = otherText.contains(clause.split(" ")[0]);
                    out.add(Alignment.ofClause(out.size(), s, clause, hit ? 1 : 0, hit ? 0 : -1, hit ? 0 : -1,
                            hit ? other.statements().get(0) : null, "clause of statement " + (s + 1)));
                }
            }
            return out;
        }
    }

    static final String CANDIDATE = """
            - "SLOW" painting on the tarmac, white dashed centre line
            - Cars drive on the left.
            - Taken as a set, plates are yellow.
            - The yellow plates point to the UK.
            Conclusion: United Kingdom
            """;
    static final String REFERENCE = "- slow painted on the road, dashed yellow line\n- LHT, yellow plates front and back\n";

    @Test
    void everyGradedStatementHasOneRowNumberedFromOneAndTheCountsAreTheTables() throws Exception {
        ChainExplanation e = ChainExplanation.explain(CANDIDATE, REFERENCE, ChainScorer.of(new CommaJudge()));
        assertThat(e.precision()).extracting(ChainExplanation.Row::number).containsExactly(1, 2, 3, 4);
        ChainExplanation.Row first = e.precision().get(0);
        assertThat(first.entries()).hasSize(2);
        assertThat(first.credit()).isEqualTo(0.5);
        // the statement without an entry of its own still has a row, not graded, with a note
        ChainExplanation.Row fourth = e.precision().get(3);
        assertThat(fourth.counted()).isFalse();
        assertThat(fourth.note()).contains("no entry");
        // a statement whose only counted entry is one of two clauses counts; one with none does not
        assertThat(e.precision().get(2).counted()).isTrue();
        String text = e.toText();
        assertThat(text).contains("(precision: is each supported by the reference?): 3 graded, 1 not graded")
                .contains("  4. not graded  The yellow plates point to the UK.")
                .doesNotContain("  0. ");
        // no number printed twice at the start of a row
        List<String> numbers = text.lines().filter(l -> l.matches("  \\d+\\. (credit|not graded).*"))
                .map(l -> l.strip().split("\\.")[0]).toList();
        assertThat(numbers).containsExactly("1", "2", "3", "4", "1", "2");
        JsonNode j = JsonLines.readTree(e.toJsonText());
        assertThat(j.at("/precision_table/graded").asInt()).isEqualTo(3);
        assertThat(j.at("/precision_table/not_graded").asInt()).isEqualTo(1);
        assertThat(j.at("/precision_table/rows")).hasSize(4);
        assertThat(j.at("/precision_table/rows/0/number").asInt()).isEqualTo(1);
        assertThat(j.at("/candidate/statements/0/number").asInt()).isEqualTo(1);
    }

    @Test
    void clausesAreQuotedAsTheStatementWritesThem() {
        ChainExplanation e = ChainExplanation.explain(CANDIDATE, REFERENCE, ChainScorer.of(new CommaJudge()));
        assertThat(e.precision().get(0).entries()).extracting(ChainExplanation.Entry::quoted)
                .containsExactly("\"SLOW\" painting on the tarmac", "white dashed centre line");
        assertThat(e.toText()).contains("clause: \"SLOW\" painting on the tarmac   (credit 1.00)")
                .doesNotContain("slow painting on the tarmac");
        assertThat(ChainExplanation.quote("Road markings: the tarmac is slow", "slow painting on the tarmac")).isNull();
        assertThat(ChainExplanation.quote("Traffic keeps to the right side, as in Spain", "traffic keeps right"))
                .isEqualTo("Traffic keeps to the right");
    }

    @Test
    void whatIsPrintedCarriesNoTerminalControlsAndTheJsonIsTheSameValue() throws Exception {
        String hostile = "- Yellow plates \u001b]0;pwned\u0007 at the back\u009b31m.\n- A \u202eright-to-left\u202c sign.\n";
        ChainExplanation e = ChainExplanation.explain(hostile, REFERENCE, ChainScorer.of(new CommaJudge()));
        String text = e.toText();
        assertThat(text).doesNotContain("\u001b").doesNotContain("\u0007").doesNotContain("\u009b")
                .doesNotContain("\u202e").contains("\\u001b]0;pwned\\u0007").contains("\\u202eright-to-left");
        String json = e.toJsonText();
        assertThat(json.chars().filter(c -> c != '\n' && (Character.isISOControl(c) || c == 0x202e)).count()).isZero();
        assertThat(JsonLines.readTree(json).at("/candidate/statements/0/text").asText())
                .isEqualTo("Yellow plates \u001b]0;pwned\u0007 at the back\u009b31m.");
    }
}
