package org.georc.core.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.georc.core.json.JsonLines;
import org.georc.core.scorefile.ScoreRecord;
import org.junit.jupiter.api.Test;

class LeaderboardTest {

    private static ScoreRecord rec(String model, Double p, Double r, Double f, String error) {
        return new ScoreRecord("id", model, p, r, f, error, JsonLines.object());
    }

    @Test
    void meansExcludeFailuresAndCountThem() {
        List<ScoreRecord> rs = new ArrayList<>();
        rs.add(rec("a", 0.8, 0.6, 0.6857, null));
        rs.add(rec("a", 0.4, 0.2, 0.2667, null));
        rs.add(rec("a", null, null, null, "unparsable answer"));
        rs.add(rec("b", 1.0, 1.0, 1.0, null));
        Leaderboard board = Leaderboard.of(rs);
        assertThat(board.rows()).extracting(Leaderboard.Row::model).containsExactly("b", "a");
        Leaderboard.Row a = board.rows().get(1);
        assertThat(a.scored()).isEqualTo(2);
        assertThat(a.failures()).isEqualTo(1);
        // mean precision (0.8 + 0.4) / 2 = 0.6
        assertThat(a.precision().estimate()).isEqualTo(0.6, org.assertj.core.api.Assertions.within(1e-12));
        assertThat(board.markdown()).contains("| a ").contains("60.00 [");
        // one pair: a mean without an interval
        assertThat(board.csv().lines().skip(1).findFirst().orElseThrow()).startsWith("b,1,0,100.00,,,100.00,,,");
        assertThat(board.markdown()).contains("| b ").contains("100.00 [—]");
        assertThat(board.json()).contains("\"failed\" : 1");
    }

    @Test
    void aModelWithOnlyFailuresShowsDashesNotZeros() {
        Leaderboard board = Leaderboard.of(List.of(rec("x", null, null, null, "boom")));
        assertThat(board.markdown()).contains("| x     |   0 |      1 |").contains("—");
        assertThat(board.json()).contains("\"precision\" : null");
    }

    @Test
    void aModelWhosePairsAllFailedHasNoCountryAccuracyOrFlagRate() {
        var failedRow = JsonLines.object().put("country_correct", true).put("statements", 4);
        failedRow.putObject("flags").put("false_tool_use", 1);
        var scoredRow = JsonLines.object().put("country_correct", false).put("statements", 2);
        scoredRow.putObject("flags").put("false_tool_use", 0);
        Leaderboard board = Leaderboard.of(List.of(
                new ScoreRecord("g1", "failing", null, null, null, "HTTP 500", failedRow),
                new ScoreRecord("g1", "working", 0.5, 0.5, 0.5, null, scoredRow),
                new ScoreRecord("g2", "working", null, null, null, "HTTP 500", failedRow)));
        Leaderboard.Row failing = board.rows().stream().filter(r -> r.model().equals("failing")).findFirst().orElseThrow();
        assertThat(failing.countryAccuracy()).isNull();
        assertThat(failing.toolUse()).isNull();
        String line = board.markdown().lines().filter(l -> l.startsWith("| failing")).findFirst().orElseThrow();
        assertThat(line).doesNotContain("100.00").doesNotContain("25.00");
        // the failed row of a model with scored pairs is left out of its shares, as of its means
        Leaderboard.Row working = board.rows().stream().filter(r -> r.model().equals("working")).findFirst().orElseThrow();
        assertThat(working.countryAccuracy()).isEqualTo(0.0);
        assertThat(working.toolUse()).isEqualTo(0.0);
        assertThat(board.json()).contains("\"country_acc\" : null");
    }

    @Test
    void expertPairsArePooledIntoTheHumanExpertAverage() {
        List<ScoreRecord> rs = new ArrayList<>();
        rs.add(rec("expert-1-vs-2", 0.4, 0.4, 0.4, null));
        rs.add(rec("expert-1-vs-3", 0.6, 0.6, 0.6, null));
        rs.add(rec("expert-2-vs-3", 0.8, 0.8, 0.8, null));
        rs.add(rec("expert-2-vs-3", null, null, null, "boom"));
        rs.add(rec("gpt-5", 0.3, 0.3, 0.3, null));
        Leaderboard board = Leaderboard.of(rs);
        Leaderboard.Row avg = board.rows().stream().filter(r -> r.model().equals(Leaderboard.HUMAN_EXPERT_AVERAGE))
                .findFirst().orElseThrow();
        // every pair row counts once: (0.4 + 0.6 + 0.8) / 3
        assertThat(avg.f1().estimate()).isEqualTo(0.6, org.assertj.core.api.Assertions.within(1e-12));
        assertThat(avg.scored()).isEqualTo(3);
        assertThat(avg.failures()).isEqualTo(1);
        assertThat(board.rows()).hasSize(5);
        assertThat(Leaderboard.isExpertPair("expert-10-vs-12")).isTrue();
        assertThat(Leaderboard.isExpertPair("expert-a-vs-b")).isFalse();
        // no pairs, no pooled row
        assertThat(Leaderboard.of(List.of(rec("gpt-5", 0.3, 0.3, 0.3, null))).rows()).hasSize(1);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Leaderboard.of(List.of(rec("expert-1-vs-2", 0.3, 0.3,
                0.3, null), rec(Leaderboard.HUMAN_EXPERT_AVERAGE, 0.1, 0.1, 0.1, null))))
                .hasMessageContaining("rename it");
    }
}
