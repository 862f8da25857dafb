package org.georc.core.result;

import org.georc.core.result.Alignment;
import org.georc.core.result.ChainScore;
import org.georc.core.result.Provenance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.georc.core.scorefile.ScoreRecord;
import org.georc.metrics.Prf;
import org.junit.jupiter.api.Test;

class ResultValuesTest {
    @Test
    void aClauseListedUngradedWeighsNothingAndSaysWhy() {
        Alignment a = Alignment.notGraded(3, 1, "sky is overcast", "wrapping (nearest example \"sky is grey\")");
        assertThat(a.graded()).isFalse();
        assertThat(a.score()).isZero();
        assertThat(a.supportClauseIndex()).isEqualTo(-1);
        assertThat(a.supportStatementIndex()).isEqualTo(-1);
        assertThat(a.reason()).isEqualTo("not graded: wrapping (nearest example \"sky is grey\")");
        assertThat(a.notGradedReason()).contains("wrapping (nearest example \"sky is grey\")");
        assertThat(Alignment.ofClause(0, 0, "white bollards", 1.0, 0, 0, "white posts", "clause of statement 0").graded())
                .isTrue();
        assertThat(Alignment.ofClause(0, 0, "white bollards", 0.0, -1, -1, null, null).graded()).isTrue();
        assertThat(Alignment.ofClause(0, 0, "white bollards", 0.0, -1, -1, null, null).notGradedReason()).isEmpty();
    }

    @Test
    void theProvenanceBuilderNamesTheJudgeOnceAndStampsLater() {
        Provenance t = Provenance.builder("my-judge").model("qwen").promptVersion("v1").parameter("retries", 2)
                .parameter("lo", 0.4).build();
        assertThat(t).isEqualTo(new Provenance("my-judge", "qwen", null, "v1", Map.of("retries", "2", "lo", "0.4"),
                Instant.EPOCH));
        assertThat(t.now().time()).isAfter(Instant.EPOCH);
        assertThat(Provenance.builder("bare").build().modelId()).isEqualTo("none");
        assertThatThrownBy(() -> Provenance.builder(" ").build()).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Provenance.builder("j").parameter("k", null)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void parametersIterateSortedByKeySoScoreRowsAreTheSameFromRunToRun() {
        Provenance.Builder b = Provenance.builder("j");
        for (String k : List.of("lo", "extractor", "conflicts", "hi", "include_conclusion", "matching", "zeta", "alpha")) {
            b.parameter(k, k.length());
        }
        Provenance p = b.build();
        List<String> sorted = List.of("alpha", "conflicts", "extractor", "hi", "include_conclusion", "lo", "matching",
                "zeta");
        assertThat(p.parameters().keySet()).containsExactlyElementsOf(sorted);
        var line = ScoreRecord.toJson("id", "m", ChainScore.of(Prf.of(0.5, 0.5), List.of(), List.of(), p.now()),
                false, Map.of());
        List<String> written = new java.util.ArrayList<>();
        line.get("parameters").fieldNames().forEachRemaining(written::add);
        assertThat(written).containsExactlyElementsOf(sorted);
    }

    @Test
    void aClauseAlignmentSaysWhichStatementItAndItsSupportCameFrom() {
        Alignment a = Alignment.ofClause(4, 2, "white bollards", 0.8, 1, 0, "white posts", null);
        assertThat(a.isClause()).isTrue();
        assertThat(a.clauseIndex()).isEqualTo(4);
        assertThat(a.supportClauseIndex()).isEqualTo(1);
        assertThat(a.entryIndex()).isEqualTo(4);
        assertThat(a.supportEntryIndex()).isEqualTo(1);
        assertThat(a.statementIndex()).isEqualTo(2);
        assertThat(a.supportStatementIndex()).isZero();
        Alignment statement = new Alignment(3, "onion domes", 1, -1, null, null);
        assertThat(statement.statementIndex()).isEqualTo(3);
        assertThat(statement.supportStatementIndex()).isEqualTo(-1);
        assertThat(statement.isClause()).isFalse();
        assertThat(statement.clauseIndex()).isEqualTo(-1);
        assertThat(statement.entryIndex()).isEqualTo(3);
        assertThatThrownBy(() -> new Alignment(0, "x", 1, 0, "y", null, -1, 2))
                .hasMessageContaining("supported by a statement, not by clause 2");
        assertThatThrownBy(() -> Alignment.ofClause(0, 0, "x", 1, 2, -1, "y", null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("both be -1");
        assertThatThrownBy(() -> Alignment.ofClause(0, -1, "x", 1, -1, -1, null, null))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void scoreLinesCarryTheStatementIndexOfEveryAlignment() {
        ChainScore s = ChainScore.of(Prf.of(0.8, 0.5),
                List.of(Alignment.ofClause(0, 0, "white bollards", 0.8, 1, 0, "white posts", "r"),
                        Alignment.ofClause(1, 0, "black caps", 0, -1, -1, null, null)),
                List.of(new Alignment(0, "white posts with black caps", 0.5, 0, "white bollards", null)),
                Provenance.builder("embedding").build().now());
        var line = ScoreRecord.toJson("id", "m", s, true, Map.of());
        var first = line.get("candidate_alignments").get(0);
        assertThat(first.get("statement_index").asInt()).isZero();
        assertThat(first.get("support_index").asInt()).isEqualTo(1);
        assertThat(first.get("support_statement_index").asInt()).isZero();
        var second = line.get("candidate_alignments").get(1);
        assertThat(second.get("index").asInt()).isEqualTo(1);
        assertThat(second.get("statement_index").asInt()).isZero();
        assertThat(second.has("support_statement_index")).isFalse();
        assertThat(line.get("reference_alignments").get(0).get("statement_index").asInt()).isZero();
    }
}
