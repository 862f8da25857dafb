package org.georc.core.run;

import org.georc.core.scorefile.ScoreLines;

import org.georc.core.scorefile.ScoreRecord;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.georc.core.InvalidInputException;
import org.georc.core.gtpred.GtpredRecords;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A last line without a line break is cut only when it is a row georc was writing when killed. */
class ResumeTailTest {
    @TempDir
    Path dir;

    private static final String ROW_A = "{\"id\":\"a\",\"model\":\"m\",\"precision\":0.5,\"recall\":0.5,\"f1\":0.5}";
    private static final String ROW_B = "{\"id\":\"b\",\"model\":\"m\",\"precision\":1.0,\"recall\":1.0,\"f1\":1.0}";

    private Path file(String text) throws Exception {
        Path p = dir.resolve("out.jsonl");
        Files.writeString(p, text);
        return p;
    }

    @Test
    void aJsonObjectThatIsNotARowIsRefusedAndTheFileLeftAlone() throws Exception {
        String config = "{\"api_key_env\":\"X\",\"threads\":4}";
        Path p = file(config);
        assertThatThrownBy(() -> resume(p)).isInstanceOf(InvalidInputException.class)
                .hasMessageStartingWith(p + ":1: ").hasMessageContaining("is not a row georc wrote (field \"id\": is required (the line has \"api_key_env\", \"threads\"))")
                .hasMessageContaining("refusing to change the file");
        assertThat(Files.readString(p)).isEqualTo(config);
    }

    @Test
    void plainTextIsRefused() throws Exception {
        Path p = file(ROW_A + "\nmy precious notes");
        assertThatThrownBy(() -> resume(p)).hasMessageStartingWith(p + ":2: ")
                .hasMessageContaining("is not a row georc wrote");
    }

    @Test
    void aCompleteRowWithoutItsLineBreakIsKeptAndTheNextRowStartsOnANewLine() throws Exception {
        Path p = file(ROW_A);
        org.georc.core.run.ResumeStore<ScoreRecord> r = resume(p);
        assertThat(r.done()).containsOnlyKeys(ScoreRecord.key("a", "m"));
        assertThat(r.tornBytes()).isZero();
        assertThat(r.validBytes()).isEqualTo(ROW_A.length());
        try (ScoreLines.Appender out = ScoreLines.append(p, r.validBytes())) {
            out.appendLines(java.util.List.of(ROW_B));
        }
        assertThat(Files.readString(p)).isEqualTo(ROW_A + "\n" + ROW_B + "\n");
        assertThat(ScoreLines.read(p)).hasSize(2);
    }

    @Test
    void aTornRowIsCutEvenWhenItEndsInsideAMultiByteCharacter() throws Exception {
        byte[] tail = "{\"id\":\"é".getBytes(StandardCharsets.UTF_8);
        byte[] head = (ROW_A + "\n").getBytes(StandardCharsets.UTF_8);
        byte[] all = new byte[head.length + tail.length - 1];
        System.arraycopy(head, 0, all, 0, head.length);
        System.arraycopy(tail, 0, all, head.length, tail.length - 1);
        Path p = dir.resolve("t.jsonl");
        Files.write(p, all);
        org.georc.core.run.ResumeStore<ScoreRecord> r = resume(p);
        assertThat(r.validBytes()).isEqualTo(head.length);
        assertThat(r.tornBytes()).isEqualTo(tail.length - 1);
    }

    @Test
    void aTruncatedJsonThatDoesNotStartLikeARowIsRefused() throws Exception {
        Path p = file(ROW_A + "\n{\"model\":\"m\",\"id\":\"b");
        assertThatThrownBy(() -> resume(p)).hasMessageStartingWith(p + ":2: ");
    }

    @Test
    void anInvalidRowWithoutLineBreakIsRefusedNotCut() throws Exception {
        String bad = "{\"id\":\"b\",\"model\":\"m\",\"precision\":0.5}";
        Path p = file(ROW_A + "\n" + bad);
        assertThatThrownBy(() -> resume(p)).hasMessageStartingWith(p + ":2: ")
                .hasMessageContaining("not a row georc wrote").hasMessageContaining("recall");
        assertThat(Files.readString(p)).endsWith(bad);
    }

    private static org.georc.core.run.ResumeStore<ScoreRecord> resume(Path file) {
        try (var s = org.georc.core.run.ResumeStore.open(file, org.georc.core.run.RowFormat.scores())) {
            return s;
        }
    }
}
