package org.georc.examples.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.georc.core.GeorcException;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.json.JsonLines;
import org.georc.core.scorefile.RunSettings;
import org.georc.core.result.Alignment;
import org.georc.core.result.ChainScore;
import org.georc.core.result.Provenance;
import org.georc.judges.rows.ScoreRows;
import org.junit.jupiter.api.Test;

/** Score lines of the library become Parquet rows with the same fields, and nothing is dropped. */
class ScoreSchemaTest {
    private static final Provenance PROV = new Provenance("embedding", "all-minilm-l6-v2", "abc", null,
            Map.of("lo", "0.4"), Instant.parse("2026-01-01T00:00:00Z"));
    private static final RunSettings SETTINGS = RunSettings.of(Map.of("judge", "embedding", "judge.lo", "0.4"));
    /** The library's row builder, as the Spark job uses it. */
    private static final ScoreRows ROWS = ScoreRows.builder().settings(SETTINGS).build();

    @Test
    void aLibraryScoreLineBecomesARowWithTheSameFields() {
        ChainScore s = ChainScore.of(org.georc.metrics.Prf.of(0.5, 0.25), List.of(new Alignment(0, "white bollards", 1.0, 2, "bollards", null)),
                List.of(), PROV);
        ObjectNode line = ROWS.row("austria", "m1", ReasoningChain.parse("- white bollards\nConclusion: Austria"),
                ReasoningChain.parse("- bollards"), "Austria", s);
        Row r = ScoreSchema.toRow(line, ScoreSchema.of(true, false));
        org.apache.spark.sql.types.StructType schema = ScoreSchema.of(true, false);
        assertThat(r.getString(schema.fieldIndex("id"))).isEqualTo("austria");
        assertThat(r.getDouble(schema.fieldIndex("precision"))).isEqualTo(0.5);
        assertThat(r.getDouble(schema.fieldIndex("f1"))).isEqualTo(s.f1());
        assertThat(r.getString(schema.fieldIndex("judge"))).isEqualTo("embedding");
        assertThat(r.getString(schema.fieldIndex("predicted_country"))).isEqualTo("austria");
        assertThat(r.getBoolean(schema.fieldIndex("country_correct"))).isTrue();
        assertThat(r.isNullAt(schema.fieldIndex("judge_error"))).isTrue();
        assertThat(r.isNullAt(schema.fieldIndex("prompt_version"))).isTrue();
        Row a = (Row) r.getSeq(schema.fieldIndex("candidate_alignments")).head();
        // index, statement_index, statement, score, support_index, support_statement_index, support, reason
        assertThat(a.getInt(1)).isZero();
        assertThat(a.getString(2)).isEqualTo("white bollards");
        assertThat(a.getInt(4)).isEqualTo(2);
        assertThat(a.getInt(5)).isEqualTo(2);
        assertThat(a.getString(6)).isEqualTo("bollards");
        assertThat(r.getJavaMap(schema.fieldIndex("parameters"))).containsEntry("lo", "0.4");
        assertThat(r.getJavaMap(schema.fieldIndex("settings"))).containsEntry("judge", "embedding");
        assertThat(r.getString(schema.fieldIndex("settings_sha256"))).isEqualTo(SETTINGS.fingerprint());
    }

    @Test
    void aFailedPairKeepsItsErrorAndNullScores() {
        ChainScore failed = ChainScore.failure("judge answered nonsense", PROV);
        ObjectNode line = ROWS.row("x", "m", ReasoningChain.parse("- a long statement"),
                ReasoningChain.parse("- another statement"), null, failed);
        Row r = ScoreSchema.toRow(line, ScoreSchema.of(true, false));
        assertThat(r.isNullAt(2)).isTrue();
        assertThat(r.getString(5)).isEqualTo("judge answered nonsense");
    }

    @Test
    void aFieldTheSchemaLacksIsAnErrorNotADrop() {
        ObjectNode line = JsonLines.object().put("id", "x").put("model", "m").put("novel", 1);
        assertThatThrownBy(() -> ScoreSchema.toRow(line, ScoreSchema.of(true, true)))
                .isInstanceOf(GeorcException.class).hasMessageContaining("\"novel\"");
    }

    @Test
    void aValueOfAnotherTypeIsAnError() {
        ObjectNode line = JsonLines.object().put("id", "x").put("model", "m").put("precision", "high");
        assertThatThrownBy(() -> ScoreSchema.toRow(line, ScoreSchema.of(false, false)))
                .hasMessageContaining("precision").hasMessageContaining("double");
    }

    @Test
    void aMissingIdIsAnError() {
        ObjectNode line = JsonLines.object().put("model", "m");
        assertThatThrownBy(() -> ScoreSchema.toRow(line, ScoreSchema.of(false, false))).hasMessageContaining("\"id\"");
    }
}
