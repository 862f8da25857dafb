package org.georc.core.gtpred;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A model's odd answer is scored 0 with a note, never the end of the run. */
class PredictedValuesTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"0", "-500", "1995.7", "true", "[1999, 1990]", "[1990]", "{\"a\":1}", "100000"})
    void anUnreadablePredictedYearIsReadAsUnreadableNotRefused(String year) throws Exception {
        Path p = Files.writeString(dir.resolve("p.jsonl"),
                "{\"id\":\"a\",\"model\":\"m\",\"year\":" + year + ",\"location\":{\"country\":\"Peru\"}}\n");
        List<GtpredRecords.Prediction> read = GtpredRecords.readPredictions(p);
        assertThat(read).hasSize(1);
        assertThat(read.get(0).year()).isNull();
        assertThat(read.get(0).yearText()).isEqualToIgnoringWhitespace(year);
    }

    @ParameterizedTest
    @ValueSource(strings = {"95", "-91", "1e309"})
    void anImpossiblePredictedLatitudeIsNoPoint(String lat) throws Exception {
        Path p = Files.writeString(dir.resolve("p.jsonl"),
                "{\"id\":\"a\",\"model\":\"m\",\"year\":1999,\"lat\":" + lat + ",\"lon\":10}\n");
        GtpredRecords.Prediction read = GtpredRecords.readPredictions(p).get(0);
        assertThat(read.coordinates()).isNull();
        assertThat(read.year()).isNotNull();
    }
}
