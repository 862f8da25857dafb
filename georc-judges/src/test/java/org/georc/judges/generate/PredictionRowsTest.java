package org.georc.judges.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.georc.core.gtpred.GtpredRecords;
import org.georc.core.run.ResumeStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How a resumed extraction reads the predictions it wrote ({@link GtpredExtraction#PREDICTION_ROWS}). */
class PredictionRowsTest {
    @TempDir
    Path dir;

    @Test
    void resumingDropsATornLastLineAndCountsOnlyWholeLines() throws Exception {
        Path p = dir.resolve("p.jsonl");
        String whole = "{\"id\":\"a\",\"model\":\"m\",\"year\":1990,\"location\":{\"city\":\"Zürich\"}}\n";
        Files.writeString(p, whole + "{\"id\":\"b\",\"model\":\"m\",\"ye");
        try (ResumeStore<GtpredRecords.Prediction> r = ResumeStore.open(p, GtpredExtraction.PREDICTION_ROWS)) {
            assertThat(r.done()).containsOnlyKeys(GtpredRecords.key("a", "m"));
            assertThat(r.validBytes()).isEqualTo(whole.getBytes(StandardCharsets.UTF_8).length);
        }
        try (ResumeStore<GtpredRecords.Prediction> none = ResumeStore.open(dir.resolve("none.jsonl"),
                GtpredExtraction.PREDICTION_ROWS)) {
            assertThat(none.done()).isEmpty();
        }
    }

    @Test
    void aFailedExtractionIsAWholeRowAndABrokenOrForeignLineIsRefusedByLine() throws Exception {
        String failed = "{\"id\":\"g1\",\"model\":\"m\",\"extraction_error\":\"timeout\"}";
        Path p = dir.resolve("f.jsonl");
        Files.writeString(p, failed);
        try (ResumeStore<GtpredRecords.Prediction> s = ResumeStore.open(p, GtpredExtraction.PREDICTION_ROWS)) {
            assertThat(s.validBytes()).isEqualTo(failed.length());
            assertThat(s.failuresNow()).isEqualTo(1);
        }
        Path broken = dir.resolve("b.jsonl");
        Files.writeString(broken, "{broken\n" + failed + "\n");
        assertThatThrownBy(() -> ResumeStore.open(broken, GtpredExtraction.PREDICTION_ROWS))
                .hasMessageContaining("b.jsonl:1");
        Path notes = dir.resolve("n.jsonl");
        Files.writeString(notes, failed + "\nmy precious notes");
        assertThatThrownBy(() -> ResumeStore.open(notes, GtpredExtraction.PREDICTION_ROWS))
                .hasMessageStartingWith(notes + ":2: ").hasMessageContaining("is not a row georc wrote");
    }
}
