package org.georc.core.records;

import org.georc.core.json.JsonLines;
import org.georc.core.scorefile.ScoreLines;
import org.georc.core.scorefile.ScoreRecord;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.georc.core.InvalidInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DatasetsTest {
    @TempDir
    Path dir;

    private Path write(String name, String... lines) throws Exception {
        Path p = dir.resolve(name);
        Files.writeString(p, String.join("\n", lines) + "\n");
        return p;
    }

    @Test
    void readsReferencesWithOptionalFieldsAndResolvesImagesAgainstTheFile() throws Exception {
        Path refs = write("refs.jsonl",
                "{\"id\":\"a\",\"chain\":\"- Red roofs everywhere.\\nConclusion: Italy\",\"country\":\"Italy\",\"image\":\"img/a.jpg\"}",
                "",
                "{\"id\":\"b\",\"chain\":\"- Snowy mountains ahead.\",\"location\":{\"country\":\"Norway\",\"city\":\"Tromsø\"}}");
        Map<String, ReferenceRecord> r = Datasets.readReferences(refs);
        assertThat(r).containsOnlyKeys("a", "b");
        assertThat(r.get("a").chain().statements()).containsExactly("Red roofs everywhere.");
        assertThat(r.get("a").imagePath()).contains(dir.toAbsolutePath().resolve("img/a.jpg"));
        assertThat(r.get("b").location()).containsEntry("city", "Tromsø").doesNotContainKey("state");
    }

    @Test
    void malformedJsonNamesFileAndLine() throws Exception {
        Path refs = write("refs.jsonl", "{\"id\":\"a\",\"chain\":\"x\"}", "{\"id\": \"b\", \"chain\": ");
        assertThatThrownBy(() -> Datasets.readReferences(refs))
                .isInstanceOf(InvalidInputException.class)
                .hasMessageMatching(java.util.regex.Pattern.quote(refs + ":2:") + "\\d+: not valid JSON: .*")
                .hasMessageNotContaining("Source").hasMessageNotContaining("Feature");
    }

    @Test
    void anUnclosedObjectSaysWhereItOpenedWithoutJacksonsSourceNote() throws Exception {
        Path refs = write("open.jsonl", "{\"id\": \"a\", \"chain\": {\"x\": 1}");
        assertThatThrownBy(() -> Datasets.readReferences(refs))
                .isInstanceOf(InvalidInputException.class)
                .hasMessageStartingWith(refs + ":1:")
                .hasMessageContaining("expected close marker for Object (opened at column 1)")
                .hasMessageNotContaining("Source").hasMessageNotContaining("REDACTED").hasMessageNotContaining("disabled");
    }

    @Test
    void missingOrMistypedFieldNamesTheField() throws Exception {
        Path c1 = write("c1.jsonl", "{\"id\":\"a\",\"chain\":\"text here\"}");
        assertThatThrownBy(() -> Datasets.readCandidates(c1))
                .hasMessage(c1 + ":1: field \"model\": is required (the line has \"id\", \"chain\")");
        Path c2 = write("c2.jsonl", "{\"id\":\"a\",\"model\":\"m\",\"chain\":42}");
        InvalidInputException e = org.junit.jupiter.api.Assertions.assertThrows(InvalidInputException.class,
                () -> Datasets.readCandidates(c2));
        assertThat(e.line()).isEqualTo(1);
        assertThat(e.field()).contains("chain");
        assertThat(e.getMessage()).contains("must be a string");
    }

    @Test
    void duplicateIdsAreErrorsNotSilentOverwrites() throws Exception {
        Path refs = write("refs.jsonl", "{\"id\":\"a\",\"chain\":\"one chain\"}", "{\"id\":\"a\",\"chain\":\"two chain\"}");
        assertThatThrownBy(() -> Datasets.readReferences(refs)).hasMessageContaining(":2: field \"id\": duplicate id \"a\"")
                .hasMessageContaining(":1)");
        Path cands = write("c.jsonl", "{\"id\":\"a\",\"model\":\"m\",\"chain\":\"x y z w\"}",
                "{\"id\":\"a\",\"model\":\"n\",\"chain\":\"x y z w\"}",
                "{\"id\":\"a\",\"model\":\"m\",\"chain\":\"x y z w\"}");
        assertThatThrownBy(() -> Datasets.readCandidates(cands)).hasMessageContaining(":3: duplicate candidate");
    }

    @Test
    void nonObjectLinesAndMissingFilesAreReported() throws Exception {
        Path p = write("x.jsonl", "[1,2]");
        assertThatThrownBy(() -> Datasets.readCandidates(p)).hasMessageContaining(":1: expected a JSON object");
        assertThatThrownBy(() -> Datasets.readCandidates(dir.resolve("missing.jsonl")))
                .hasMessageContaining("file not found");
    }

    @Test
    void scoreFilesResumeAndCutATornLastLine() throws Exception {
        Path out = dir.resolve("out.jsonl");
        Files.writeString(out, "{\"id\":\"a\",\"model\":\"m\",\"precision\":0.5,\"recall\":0.5,\"f1\":0.5}\n"
                + "{\"id\":\"b\",\"model\":\"m\",\"precision\":null,\"recall\":null,\"f1\":null,\"judge_error\":\"boom\"}\n"
                + "{\"id\":\"c\",\"model\":\"m\",\"prec");
        org.georc.core.run.ResumeStore<ScoreRecord> resume = resume(out);
        assertThat(resume.done()).hasSize(2);
        assertThat(resume.done().get(ScoreRecord.key("b", "m")).isFailure()).isTrue();
        try (ScoreLines.Appender a = ScoreLines.append(out, resume.validBytes())) {
            var line = JsonLines.object().put("id", "c").put("model", "m")
                    .put("precision", 1.0).put("recall", 1.0).put("f1", 1.0);
            a.append(line);
        }
        List<ScoreRecord> all = ScoreLines.read(out);
        assertThat(all).extracting(ScoreRecord::id).containsExactly("a", "b", "c");
    }

    @Test
    void aLaterRowMayReplaceAFailureButNotASuccess() throws Exception {
        Path out = dir.resolve("retry.jsonl");
        Files.writeString(out, "{\"id\":\"a\",\"model\":\"m\",\"precision\":null,\"recall\":null,\"f1\":null,\"judge_error\":\"HTTP 500\"}\n"
                + "{\"id\":\"b\",\"model\":\"m\",\"precision\":0.5,\"recall\":0.5,\"f1\":0.5}\n"
                + "{\"id\":\"a\",\"model\":\"m\",\"precision\":1.0,\"recall\":1.0,\"f1\":1.0}\n");
        List<ScoreRecord> rows = ScoreLines.read(out);
        assertThat(rows).hasSize(2);
        assertThat(rows).filteredOn(r -> r.id().equals("a")).singleElement().satisfies(r -> assertThat(r.isFailure()).isFalse());
        assertThat(resume(out).done()).hasSize(2);
        Files.writeString(out, "{\"id\":\"b\",\"model\":\"m\",\"precision\":0.5,\"recall\":0.5,\"f1\":0.5}\n", java.nio.file.StandardOpenOption.APPEND);
        assertThatThrownBy(() -> ScoreLines.read(out)).hasMessageContaining(":4: field \"id\": duplicate row");
    }

    @Test
    void scoreLineWithoutNumbersOrErrorIsRejected() throws Exception {
        Path out = write("o.jsonl", "{\"id\":\"a\",\"model\":\"m\",\"precision\":0.5,\"f1\":0.5}");
        assertThatThrownBy(() -> ScoreLines.read(out)).hasMessageContaining("field \"recall\"");
        Path bad = write("o2.jsonl", "{\"id\":\"a\",\"model\":\"m\",\"precision\":1.5,\"recall\":0.5,\"f1\":0.5}");
        assertThatThrownBy(() -> ScoreLines.read(bad)).hasMessageContaining("must lie in [0, 1]");
    }

    private static org.georc.core.run.ResumeStore<ScoreRecord> resume(Path file) {
        try (var s = org.georc.core.run.ResumeStore.open(file, org.georc.core.run.RowFormat.scores())) {
            return s;
        }
    }
}
