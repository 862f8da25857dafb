package org.georc.core.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.georc.core.InvalidInputException;
import org.georc.core.json.JsonLines;
import org.georc.core.scorefile.ScoreRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Rows grouped as the GeoRC authors group them, with a caption that says what the numbers are. */
class LeaderboardGroupsTest {
    @TempDir
    Path dir;

    private static ScoreRecord rec(String model, double f1) {
        return ScoreRecord.fromJson(JsonLines.parseLine(null, 1, "{\"id\":\"" + model + Math.random() + "\",\"model\":\""
                + model + "\",\"precision\":" + f1 + ",\"recall\":" + f1 + ",\"f1\":" + f1 + "}").node(), null, 1);
    }

    private static List<ScoreRecord> records() {
        List<ScoreRecord> rs = new ArrayList<>();
        for (String m : List.of("gpt-5", "qwen-vl", "hallucinated", "expert-1-vs-2", "random-hallucinated")) {
            double f = switch (m) {
                case "gpt-5" -> 0.9;
                case "qwen-vl" -> 0.4;
                case "hallucinated" -> 0.95;
                case "expert-1-vs-2" -> 0.5;
                default -> 0.05;
            };
            rs.add(rec(m, f));
            rs.add(rec(m, f));
        }
        return rs;
    }

    @Test
    void expertsComeFirstThenBaselinesThenVlmsEachByF1() {
        Leaderboard board = Leaderboard.of(records());
        assertThat(board.rows()).extracting(Leaderboard.Row::model).containsExactly("expert-1-vs-2",
                "human-expert-average", "hallucinated", "random-hallucinated", "gpt-5", "qwen-vl");
        assertThat(board.rows()).extracting(Leaderboard.Row::group).containsExactly("Human Expert", "Human Expert",
                "Baseline", "Baseline", "VLM", "VLM");
        assertThat(board.markdown()).contains(" group |").contains(" Baseline |").contains("95% bootstrap interval");
        assertThat(board.csv().lines().findFirst().orElseThrow()).endsWith(",group");
        assertThat(board.json()).contains("\"group\" : \"Human Expert\"");
    }

    @Test
    void aMapFilePutsModelsIntoGroupsOfItsOwnAfterTheBaselines() throws Exception {
        Path map = Files.writeString(dir.resolve("groups.csv"), "# model,group\nqwen-vl,Open-weight VLM\ngpt-5\tProprietary VLM\n");
        Leaderboard board = Leaderboard.of(records(), ModelGroups.read(map));
        assertThat(board.rows()).extracting(Leaderboard.Row::model).containsExactly("expert-1-vs-2",
                "human-expert-average", "hallucinated", "random-hallucinated", "qwen-vl", "gpt-5");
        assertThat(board.rows().get(4).group()).isEqualTo("Open-weight VLM");
    }

    @Test
    void aMalformedMapLineIsNamedByFileAndLine() throws Exception {
        Path map = Files.writeString(dir.resolve("groups.csv"), "gpt-5,Proprietary\nqwen-vl\n");
        assertThatThrownBy(() -> ModelGroups.read(map)).isInstanceOf(InvalidInputException.class)
                .hasMessageStartingWith(map + ":2:");
        Path twice = Files.writeString(dir.resolve("twice.csv"), "gpt-5,A\ngpt-5,B\n");
        assertThatThrownBy(() -> ModelGroups.read(twice)).hasMessageContaining("grouped twice");
    }

    @Test
    void groupsAreReadFromTheModelNameAlone() {
        ModelGroups g = ModelGroups.standard();
        assertThat(g.groupOf("expert-1-vs-3")).isEqualTo(ModelGroups.HUMAN_EXPERT);
        assertThat(g.groupOf("human-expert-average")).isEqualTo(ModelGroups.HUMAN_EXPERT);
        assertThat(g.groupOf("hallucinated")).isEqualTo(ModelGroups.BASELINE);
        assertThat(g.groupOf("paraphrased")).isEqualTo(ModelGroups.BASELINE);
        assertThat(g.groupOf("random-hallucinated")).isEqualTo(ModelGroups.BASELINE);
        // a baseline word inside another name is no baseline
        assertThat(g.groupOf("gpt-4o")).isEqualTo(ModelGroups.VLM);
        assertThat(g.groupOf("randomforest")).isEqualTo(ModelGroups.VLM);
        assertThat(g.groupOf("qwen-hallucinated")).isEqualTo(ModelGroups.VLM);
    }
}
