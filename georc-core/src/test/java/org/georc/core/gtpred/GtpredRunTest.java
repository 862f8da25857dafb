package org.georc.core.gtpred;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.georc.core.InvalidInputException;
import org.georc.metrics.GtpredScoring.LocationMode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GtpredRunTest {
    @TempDir
    Path dir;

    @Test
    void predictionsAreScoredInInputOrderAndWrittenWhole() throws Exception {
        Path truth = Files.writeString(dir.resolve("t.jsonl"), String.join("\n",
                "{\"id\":\"g1\",\"year\":1995,\"location\":{\"country\":\"France\",\"city\":\"Paris\"}}",
                "{\"id\":\"g2\",\"year\":\"1960s\",\"location\":{\"country\":\"Japan\"}}") + "\n");
        Path preds = Files.writeString(dir.resolve("p.jsonl"), String.join("\n",
                "{\"id\":\"g2\",\"model\":\"m\",\"year\":1965,\"location\":{\"country\":\"Japan\"}}",
                "{\"id\":\"g1\",\"model\":\"m\",\"year\":2001,\"location\":{\"country\":\"France\",\"city\":\"Lyon\"}}")
                + "\n");
        Path out = dir.resolve("o.jsonl");
        GtpredRun.Scores s = GtpredRun.builder(GtpredScorer.of(LocationMode.PAPER)).build().run(truth, preds, out, null);
        assertThat(s.rows()).extracting(GtpredScore::id).containsExactly("g2", "g1");
        assertThat(s.rows().get(0).yearScore()).isEqualTo(1.0);
        assertThat(s.failures()).isZero();
        assertThat(s.describe(out)).isEqualTo("scored 2 prediction(s) into " + out);
        assertThat(Files.readAllLines(out)).hasSize(2).first().asString().startsWith("{\"id\":\"g2\"");
        assertThat(s.summary()).isNotNull();
    }

    @Test
    void aPredictionWithoutATruthLineIsRefusedUnlessSkipped() throws Exception {
        Path truth = Files.writeString(dir.resolve("t.jsonl"), "{\"id\":\"g1\",\"year\":1995}\n");
        Path preds = Files.writeString(dir.resolve("p.jsonl"), "{\"id\":\"g1\",\"model\":\"m\",\"year\":1995}\n"
                + "{\"id\":\"zz\",\"model\":\"m\",\"year\":1995}\n");
        Path out = dir.resolve("o.jsonl");
        GtpredScorer scorer = GtpredScorer.of(LocationMode.PAPER);
        assertThatThrownBy(() -> GtpredRun.builder(scorer).build().run(truth, preds, out, null))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("1 prediction(s) have no truth line");
        assertThat(out).doesNotExist();
        List<String> warnings = new ArrayList<>();
        GtpredRun.Scores s = GtpredRun.builder(scorer).skipUnknownIds(true).messages(warnings::add).build()
                .run(truth, preds, out, null);
        assertThat(s.rows()).hasSize(1);
        assertThat(warnings).singleElement().asString().startsWith("warning: skipping 1 prediction(s)");
    }
}
