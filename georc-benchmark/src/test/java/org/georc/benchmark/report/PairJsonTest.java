package org.georc.benchmark.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.georc.core.scorefile.ScoreLines;
import org.georc.core.scorefile.ScoreRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PairJsonTest {
    @Test
    void aClauseListedUngradedCountsInNoStatementCredit(@TempDir Path dir) throws Exception {
        String clause = "{\"index\":%d,\"statement_index\":%d,\"statement\":\"%s\",\"score\":%s,\"support_index\":%d,"
                + "\"support_statement_index\":%d,\"support\":%s,\"reason\":\"%s\"}";
        String alignments = String.join(",",
                clause.formatted(0, 0, "white bollards", "1.0", 0, 0, "\"white posts\"", "clause of statement 0, weight 0.250"),
                clause.formatted(2, 0, "sky is overcast", "0.0", -1, -1, "null", "not graded: wrapping (nearest example)"),
                clause.formatted(1, 1, "rear plates are yellow", "0.5", 1, 1, "\"yellow plates\"", "clause of statement 1"),
                clause.formatted(3, 2, "photo is crisp", "0.0", -1, -1, "null", "not graded: wrapping (nearest example)"));
        Path scores = dir.resolve("s.jsonl");
        Files.writeString(scores, "{\"id\":\"loc-1\",\"model\":\"vlm\",\"precision\":0.75,\"recall\":0.5,\"f1\":0.6,"
                + "\"judge\":\"embedding\",\"model_id\":\"m\",\"parameters\":{},\"time\":\"2026-12-02T00:00:00Z\","
                + "\"candidate_alignments\":[" + alignments + "],\"reference_alignments\":[]}\n");
        ScoreRecord r = ScoreLines.read(scores).get(0);
        JsonNode cand = new PairJson(PairChains.none(), false).pair(r, 0, Map.of()).get("cand");
        assertThat(cand).hasSize(3);
        assertThat(cand.get(0).get("c").asDouble()).isEqualTo(1.0); // not (1.0 + 0) / 2
        assertThat(cand.get(0).get("cl")).hasSize(2);
        assertThat(cand.get(1).get("c").asDouble()).isEqualTo(0.5);
        assertThat(cand.get(2).has("c")).isFalse();
        assertThat(cand.get(2).get("ng").asBoolean()).isTrue();
    }
}
