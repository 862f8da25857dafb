package org.georc.core.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.georc.core.InvalidInputException;
import org.georc.core.json.JsonRecord;
import org.georc.core.scorefile.RunSettings;
import org.georc.core.scorefile.ScoreRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResumeStoreTest {
    @TempDir
    Path dir;

    private static final RunSettings A = RunSettings.of(Map.of("judge", "embedding"));
    private static final RunSettings B = RunSettings.of(Map.of("judge", "keypoints"));

    private static String row(String id, String fields, RunSettings s) {
        return "{\"id\":\"" + id + "\",\"model\":\"m\"," + fields + (s == null ? "" : ",\"settings\":"
                + settingsJson(s)) + "}";
    }

    private static String settingsJson(RunSettings s) {
        var node = org.georc.core.json.JsonLines.object();
        s.writeTo(node);
        return org.georc.core.json.JsonLines.write(node.get("settings"));
    }

    private static String score(String id, double f1, RunSettings s) {
        return row(id, "\"precision\":" + f1 + ",\"recall\":" + f1 + ",\"f1\":" + f1, s);
    }

    private static String failed(String id, RunSettings s) {
        return row(id, "\"precision\":null,\"recall\":null,\"f1\":null,\"judge_error\":\"server down\"", s);
    }

    @Test
    void theDoneMapHoldsTheLastRowOfEveryKeyAndTodoSkipsThem() throws Exception {
        Path out = dir.resolve("o.jsonl");
        Files.writeString(out, score("a", 0.5, A) + "\n" + failed("b", A) + "\n");
        try (ResumeStore<ScoreRecord> store = ResumeStore.open(out, RowFormat.scores())) {
            assertThat(store.done()).containsOnlyKeys(ScoreRecord.key("a", "m"), ScoreRecord.key("b", "m"));
            List<String> ids = List.of("a", "b", "c");
            assertThat(store.todo(ids, id -> ScoreRecord.key(id, "m"), false)).containsExactly("c");
            assertThat(store.todo(ids, id -> ScoreRecord.key(id, "m"), true)).containsExactly("b", "c");
            assertThat(store.failures()).isEqualTo(1);
            assertThat(store.isFailure(ScoreRecord.key("b", "m"))).isTrue();
        }
    }

    @Test
    void aFailedRowMayBeReplacedButAFinishedRowMayNot() throws Exception {
        Path out = dir.resolve("o.jsonl");
        Files.writeString(out, failed("a", A) + "\n" + score("a", 0.5, A) + "\n");
        try (ResumeStore<ScoreRecord> store = ResumeStore.open(out, RowFormat.scores())) {
            assertThat(store.failures()).isZero();
        }
        Files.writeString(out, score("a", 0.5, A) + "\n" + score("a", 0.7, A) + "\n");
        assertThatThrownBy(() -> ResumeStore.open(out, RowFormat.scores())).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("o.jsonl:2: field \"id\": duplicate row for id \"a\" and model \"m\"");
        // the refused file was released: it can be taken again
        Files.writeString(out, "");
        ResumeStore.open(out, RowFormat.scores()).close();
    }

    @Test
    void aTornLastRowIsCutByTheAppenderAndTheNewRowsFollowTheKeptOnes() throws Exception {
        Path out = dir.resolve("o.jsonl");
        String kept = score("a", 0.5, A) + "\n";
        Files.writeString(out, kept + "{\"id\":\"b\",\"mo");
        try (ResumeStore<ScoreRecord> store = ResumeStore.open(out, RowFormat.scores())) {
            assertThat(store.tornBytes()).isEqualTo("{\"id\":\"b\",\"mo".length());
            assertThat(store.tornTailNote()).get().asString().contains("removed an incomplete last line (13 bytes)");
            store.appender().appendLines(List.of(score("b", 1.0, A)));
        }
        assertThat(Files.readString(out)).isEqualTo(kept + score("b", 1.0, A) + "\n");
    }

    @Test
    void aCompleteLastRowWithoutItsLineBreakIsKeptAndGetsOne() throws Exception {
        Path out = dir.resolve("o.jsonl");
        Files.writeString(out, score("a", 0.5, A));
        try (ResumeStore<ScoreRecord> store = ResumeStore.open(out, RowFormat.scores())) {
            assertThat(store.done()).hasSize(1);
            store.appender().appendLines(List.of(score("b", 1.0, A)));
        }
        assertThat(Files.readAllLines(out, StandardCharsets.UTF_8)).hasSize(2);
    }

    @Test
    void aLastLineGeorcDidNotWriteIsRefusedAndTheFileLeftUntouched() throws Exception {
        Path out = dir.resolve("o.jsonl");
        String text = score("a", 0.5, A) + "\nmy notes";
        Files.writeString(out, text);
        assertThatThrownBy(() -> ResumeStore.open(out, RowFormat.scores())).hasMessageContaining("not a row georc wrote");
        assertThat(Files.readString(out)).isEqualTo(text);
    }

    @Test
    void theSettingsGuardNamesTheFirstLineMadeWithOtherSettingsAndTheDifference() throws Exception {
        Path out = dir.resolve("o.jsonl");
        Files.writeString(out, score("a", 0.5, A) + "\n" + score("b", 0.5, B) + "\n");
        try (ResumeStore<ScoreRecord> store = ResumeStore.open(out, RowFormat.scores())) {
            store.requireSettings(A, "x"); // the rows of line 1 match
        } catch (InvalidInputException e) {
            assertThat(e).hasMessageContaining("o.jsonl:2: field \"settings\"").hasMessageContaining("judge")
                    .hasMessageContaining("Resuming would mix x");
            return;
        }
        throw new AssertionError("mixed settings were accepted");
    }

    @Test
    void rowsWithoutSettingsAreRefusedByTheGuard() throws Exception {
        Path out = dir.resolve("o.jsonl");
        Files.writeString(out, score("a", 0.5, null) + "\n");
        try (ResumeStore<ScoreRecord> store = ResumeStore.open(out, RowFormat.scores())) {
            assertThatThrownBy(() -> store.requireSettings(A, "rows")).hasMessageContaining("no settings record");
        }
    }

    @Test
    void aSecondStoreOnAHeldOutputIsRefused() {
        Path out = dir.resolve("o.jsonl");
        try (ResumeStore<ScoreRecord> store = ResumeStore.open(out, RowFormat.scores())) {
            assertThatThrownBy(() -> ResumeStore.open(out, RowFormat.scores())).hasMessageContaining("being written by");
        }
    }

    @Test
    void keyedLinesCountTheirFailureFieldAndFailuresNowRereadsTheFile() throws Exception {
        Path out = dir.resolve("chains.jsonl");
        Files.writeString(out, row("a", "\"generation_error\":\"timeout\"", A) + "\n");
        try (ResumeStore<JsonRecord> store = ResumeStore.open(out, RowFormat.keyedLines("generation_error"))) {
            assertThat(store.failures()).isEqualTo(1);
            store.appender().appendLines(List.of(row("a", "\"chain\":\"- x\"", A), row("b",
                    "\"generation_error\":\"x\"", A)));
            assertThat(store.failuresNow()).isEqualTo(1);
        }
    }

    @Test
    void aWriterStoreHasNothingToResumeAndWritesWholeLines() {
        StringWriter w = new StringWriter();
        try (ResumeStore<ScoreRecord> store = ResumeStore.toWriter(w, RowFormat.scores())) {
            assertThat(store.done()).isEmpty();
            store.appender().appendLines(List.of(score("a", 0.5, A)));
        }
        assertThat(w.toString()).isEqualTo(score("a", 0.5, A) + "\n");
    }
}
