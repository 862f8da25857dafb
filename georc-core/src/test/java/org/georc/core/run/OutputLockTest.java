package org.georc.core.run;

import org.georc.core.scorefile.ScoreLines;

import org.georc.core.records.Datasets;
import org.georc.core.scorefile.ScoreRecord;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.georc.core.InvalidInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One writer per resumable output; what it reads and appends goes through the held file. */
class OutputLockTest {
    @TempDir
    Path dir;

    @Test
    void aSecondWriterOnTheSameOutputIsRefusedWhileTheFirstHoldsIt() {
        Path out = dir.resolve("o.jsonl");
        try (OutputLock first = OutputLock.acquire(out)) {
            assertThatThrownBy(() -> OutputLock.acquire(out)).isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("being written by").hasMessageContaining("give another `output`");
        }
        try (OutputLock again = OutputLock.acquire(out)) {
            assertThat(again.file()).isEqualTo(out);
        }
    }

    @Test
    void appendsThroughTheLockCutATornTailAndKeepEveryWholeRow() throws Exception {
        Path out = dir.resolve("o.jsonl");
        String whole = "{\"id\":\"a\",\"model\":\"m\",\"precision\":0.5,\"recall\":0.5,\"f1\":0.5}\n";
        Files.writeString(out, whole + "{\"id\":\"b\",\"mo");
        try (var r = org.georc.core.run.ResumeStore.open(out, org.georc.core.run.RowFormat.scores())) {
            assertThat(r.done()).hasSize(1);
            // the store holds the output meanwhile
            assertThatThrownBy(() -> OutputLock.acquire(out)).hasMessageContaining("being written by");
            r.appender().appendLines(List.of("{\"id\":\"b\",\"model\":\"m\",\"precision\":1.0,\"recall\":1.0,\"f1\":1.0}"));
        }
        assertThat(ScoreLines.read(out)).extracting(ScoreRecord::id).containsExactly("a", "b");
    }

    @Test
    void aCompleteLastRowWithoutLineBreakGetsOneBeforeTheNextRow() throws Exception {
        Path out = dir.resolve("o.jsonl");
        Files.writeString(out, "{\"id\":\"a\",\"model\":\"m\",\"precision\":0.5,\"recall\":0.5,\"f1\":0.5}");
        try (var r = org.georc.core.run.ResumeStore.open(out, org.georc.core.run.RowFormat.scores())) {
            r.appender().appendLines(List.of("{\"id\":\"b\",\"model\":\"m\",\"precision\":1.0,\"recall\":1.0,\"f1\":1.0}"));
        }
        assertThat(Files.readAllLines(out)).hasSize(2);
    }

    @Test
    void aDeviceOrFolderIsNoResumableOutput() throws Exception {
        assertThatThrownBy(() -> OutputLock.acquire(Path.of("/dev/zero"))).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("not a regular file");
        Path folder = Files.createDirectories(dir.resolve("f"));
        assertThatThrownBy(() -> OutputLock.acquire(folder)).hasMessageContaining("not a regular file");
        assertThatThrownBy(() -> resume(Path.of("/dev/zero"))).hasMessageContaining("not a regular file");
    }

    @Test
    void aStubThatAFullDiskLeftAfterTheLastRowIsCutOnResume() throws Exception {
        Path out = dir.resolve("o.jsonl");
        String whole = "{\"id\":\"a\",\"model\":\"m\",\"precision\":0.5,\"recall\":0.5,\"f1\":0.5}\n";
        for (String stub : List.of("{", "{\"", "{\"id\":")) {
            Files.writeString(out, whole + stub);
            org.georc.core.run.ResumeStore<ScoreRecord> r = resume(out);
            assertThat(r.done()).hasSize(1);
            assertThat(r.tornBytes()).isEqualTo(stub.getBytes(StandardCharsets.UTF_8).length);
        }
        Files.writeString(out, whole + "{\"note\": \"mine");
        assertThatThrownBy(() -> resume(out)).hasMessageContaining("not a row georc wrote");
    }

    @Test
    void aChainLongerThanJacksonsDefaultStringLimitReachesGeorcsOwnLimit() throws Exception {
        Path refs = dir.resolve("r.jsonl");
        Files.writeString(refs, "{\"id\":\"a\",\"chain\":\"- " + "x".repeat(20_000_100) + "\"}\n");
        assertThatThrownBy(() -> Datasets.readReferenceSet(refs, 100_000, org.georc.core.chain.ChainParser.DEFAULT))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("r.jsonl:1")
                .hasMessageContaining("`maxChainChars`");
    }

    @Test
    void rowsThatCannotReachStandardOutputAreAnErrorNotASilentSuccess() {
        java.io.PrintWriter full = new java.io.PrintWriter(new java.io.OutputStream() {
            @Override
            public void write(int b) throws java.io.IOException {
                throw new java.io.IOException("No space left on device");
            }
        }, true);
        ScoreLines.Appender a = ScoreLines.appendTo(full);
        assertThatThrownBy(() -> a.appendLines(List.of("{\"id\":\"a\"}"))).isInstanceOf(java.io.UncheckedIOException.class)
                .hasMessageContaining("write error");
    }

    private static org.georc.core.run.ResumeStore<ScoreRecord> resume(Path file) {
        try (var s = org.georc.core.run.ResumeStore.open(file, org.georc.core.run.RowFormat.scores())) {
            return s;
        }
    }

    private static final String ROW = "{\"id\":\"%s\",\"model\":\"m\",\"precision\":0.5,\"recall\":0.5,\"f1\":0.5}";

    @Test
    void aWriterThatReplacesItsOutputIsRefusedWhileARunAppendsToItAndTheRunWhileItReplaces() throws Exception {
        Path out = dir.resolve("o.jsonl");
        try (var store = org.georc.core.run.ResumeStore.open(out, org.georc.core.run.RowFormat.scores())) {
            store.appender().appendLines(List.of(String.format(ROW, "a")));
            // leaderboard --output, gtpred --output, report --output...: all replace through ReplacedFile
            assertThatThrownBy(() -> org.georc.core.output.ReplacedFile.write(out, "| table |\n", null))
                    .isInstanceOf(InvalidInputException.class).hasMessageContaining("being written by")
                    .hasMessageContaining("replacing it");
            store.appender().appendLines(List.of(String.format(ROW, "b")));
        }
        assertThat(ScoreLines.read(out)).extracting(ScoreRecord::id).containsExactly("a", "b");
        try (var replacing = org.georc.core.output.ReplacedFile.of(out)) {
            assertThatThrownBy(() -> OutputLock.acquire(out)).hasMessageContaining("being written by");
            replacing.write("{}\n");
            replacing.commit();
        }
        assertThat(Files.readString(out)).isEqualTo("{}\n");
        try (OutputLock again = OutputLock.acquire(out)) {
            assertThat(again.file()).isEqualTo(out);
        }
    }

    @Test
    void aFileThatAppearsWhileAReplacingWriterWorksIsHeldBeforeTheRename() throws Exception {
        Path out = dir.resolve("late.md");
        try (var replacing = org.georc.core.output.ReplacedFile.of(out)) {
            replacing.write("table\n");
            try (OutputLock run = OutputLock.acquire(out)) {
                assertThatThrownBy(replacing::commit).hasMessageContaining("being written by");
            }
            assertThat(Files.readString(out)).isEmpty(); // the run's file was not renamed over
            replacing.commit();
        }
        assertThat(Files.readString(out)).isEqualTo("table\n");
    }

    @Test
    void anOutputRemovedOrReplacedWhileARunWritesEndsTheRunNamingIt() throws Exception {
        Path out = dir.resolve("gone.jsonl");
        try (var store = org.georc.core.run.ResumeStore.open(out, org.georc.core.run.RowFormat.scores())) {
            store.appender().appendLines(List.of(String.format(ROW, "a")));
            Files.delete(out); // a cleanup job: rm -rf run/
            assertThatThrownBy(() -> store.appender().appendLines(List.of(String.format(ROW, "b"))))
                    .isInstanceOf(org.georc.core.GeorcException.class).isNotInstanceOf(InvalidInputException.class)
                    .hasMessageStartingWith(out + ": the output was removed while this run wrote to it");
        }
        Path replaced = dir.resolve("replaced.jsonl");
        try (var store = org.georc.core.run.ResumeStore.open(replaced, org.georc.core.run.RowFormat.scores())) {
            Path other = Files.writeString(dir.resolve("other"), "x\n");
            Files.move(other, replaced, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                    java.nio.file.StandardCopyOption.ATOMIC_MOVE);
            assertThatThrownBy(() -> store.appender().appendLines(List.of(String.format(ROW, "a"))))
                    .hasMessageContaining("replaced by another file").hasMessageContaining("Run again");
        }
        Path linked = dir.resolve("linked.jsonl");
        try (var store = org.georc.core.run.ResumeStore.open(linked, org.georc.core.run.RowFormat.scores())) {
            Files.createLink(dir.resolve("kept"), linked);
            Files.delete(linked); // the rows live on under another name, not under the one the run reports
            assertThatThrownBy(() -> store.appender().appendLines(List.of(String.format(ROW, "a"))))
                    .hasMessageContaining("removed");
        }
    }

    @Test
    void theHoldersCommandLineIsQuotedWithoutItsSecrets() {
        assertThat(org.georc.core.Redactor.text("georc score --api-key sk-live-123456 --endpoint "
                + "http://h:8000/v1?token=abc123&x=1 --output o.jsonl"))
                .doesNotContain("sk-live-123456").doesNotContain("abc123").contains("--output o.jsonl").contains("x=1");
    }
}
