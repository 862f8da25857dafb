package org.georc.core.records;

import org.georc.core.records.Datasets;
import org.georc.core.records.ImageFiles;
import org.georc.core.json.JsonLines;
import org.georc.core.scorefile.RunSettings;
import org.georc.core.scorefile.ScoreLines;
import org.georc.core.scorefile.ScoreRecord;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.georc.core.InvalidInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Input and result files that try to slip past: duplicates, control characters, mixed settings, bad images. */
class HostileFilesTest {
    @TempDir
    Path dir;

    private Path write(String name, String... lines) throws Exception {
        Path p = dir.resolve(name);
        Files.writeString(p, String.join("\n", lines) + "\n");
        return p;
    }

    private static String row(String id, String model, double p, double r, RunSettings s) {
        double f = p + r == 0 ? 0 : 2 * p * r / (p + r);
        var o = JsonLines.object().put("id", id).put("model", model).put("precision", p)
                .put("recall", r).put("f1", f);
        if (s != null) {
            s.writeTo(o);
        }
        return o.toString();
    }

    @Test
    void aFieldGivenTwiceIsAnErrorNotLastValueWins() throws Exception {
        Path refs = write("r.jsonl", "{\"id\":\"a\",\"chain\":\"Red soil here.\",\"id\":\"b\"}");
        assertThatThrownBy(() -> Datasets.readReferences(refs)).isInstanceOf(InvalidInputException.class)
                .hasMessageStartingWith(refs + ":1:").hasMessageContaining(": not valid JSON").hasMessageContaining("Duplicate field 'id'");
    }

    @Test
    void idsAndModelsWithControlCharactersAreRefused() throws Exception {
        Path c = write("c.jsonl", "{\"id\":\"a\\u0000b\",\"model\":\"m\",\"chain\":\"Red soil here.\"}");
        assertThatThrownBy(() -> Datasets.readCandidates(c)).hasMessageContaining(c + ":1: field \"id\"")
                .hasMessageContaining("U+0000");
        Path c2 = write("c2.jsonl", "{\"id\":\"a\",\"model\":\"evil\\n| x |\",\"chain\":\"Red soil here.\"}");
        assertThatThrownBy(() -> Datasets.readCandidates(c2)).hasMessageContaining("field \"model\"");
    }

    @Test
    void pairKeysCannotCollide() {
        assertThat(ScoreRecord.key("x", "a|b")).isNotEqualTo(ScoreRecord.key("b|x", "a"));
        assertThat(ScoreRecord.key("1:a", "b")).isNotEqualTo(ScoreRecord.key("a", "b1:"));
    }

    @Test
    void overlongChainsAreRefusedWithTheLimit() throws Exception {
        Path c = write("c.jsonl", "{\"id\":\"a\",\"model\":\"m\",\"chain\":\"" + "word ".repeat(50) + "\"}");
        assertThatThrownBy(() -> Datasets.readCandidates(c, 100)).hasMessageContaining(c + ":1: field \"chain\"")
                .hasMessageContaining("over the limit of 100");
        assertThat(Datasets.readCandidates(c, 1000)).hasSize(1);
    }

    @Test
    void scoreRowsMustBeConsistent() throws Exception {
        Path s1 = write("s1.jsonl", "{\"id\":\"a\",\"model\":\"m\",\"precision\":1,\"recall\":1,\"f1\":0}");
        assertThatThrownBy(() -> ScoreLines.read(s1)).hasMessageContaining(s1 + ":1: field \"f1\"")
                .hasMessageContaining("harmonic mean");
        Path s2 = write("s2.jsonl", "{\"id\":\"a\",\"model\":\"m\",\"precision\":0.5,\"recall\":0.5,\"f1\":0.5,"
                + "\"statements\":3,\"flags\":{\"false_tool_use\":-5}}");
        assertThatThrownBy(() -> ScoreLines.read(s2)).hasMessageContaining("field \"flags.false_tool_use\"");
        Path s3 = write("s3.jsonl", "{\"id\":\"a\",\"model\":\"m\",\"precision\":0.5,\"recall\":0.5,\"f1\":0.5,"
                + "\"statements\":-2}");
        assertThatThrownBy(() -> ScoreLines.read(s3)).hasMessageContaining("field \"statements\"");
    }

    @Test
    void resumeRefusesOtherSettingsAndNamesTheDifference() throws Exception {
        RunSettings a = RunSettings.of(Map.of("judge", "embedding", "judge.lo", "0.4"));
        RunSettings b = RunSettings.of(Map.of("judge", "embedding", "judge.lo", "0.45"));
        Path out = write("out.jsonl", row("x", "m", 0.5, 0.5, a), row("y", "m", 0.2, 0.4, a));
        org.georc.core.run.ResumeStore<ScoreRecord> resume = resume(out);
        resume.requireSettings(a, "rows");
        assertThatThrownBy(() -> resume.requireSettings(b, "rows")).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining(out + ":1: field \"settings\"")
                .hasMessageContaining("judge.lo: 0.45 (this run) vs 0.4 (the file)");
        Path legacy = write("legacy.jsonl", row("x", "m", 0.5, 0.5, null));
        assertThatThrownBy(() -> resume(legacy).requireSettings(a, "rows"))
                .hasMessageContaining("no settings record");
    }

    @Test
    void reportsRefuseMixedSettingsUnlessAllowed() throws Exception {
        RunSettings a = RunSettings.of(Map.of("judge", "embedding"));
        RunSettings b = RunSettings.of(Map.of("judge", "embedding", "option.conflicts", "false"));
        Path out = write("mixed.jsonl", row("x", "m", 0.5, 0.5, a), row("x", "n", 0.2, 0.4, b));
        List<ScoreRecord> rows = ScoreLines.read(out);
        assertThatThrownBy(() -> ScoreLines.requireOneSettings(rows, out.toString(), false))
                .hasMessageContaining("2 different settings").hasMessageContaining("option.conflicts")
                .hasMessageContaining("`allowMixed`");
        ScoreLines.requireOneSettings(rows, out.toString(), true);
        assertThat(a.fingerprint()).hasSize(16).isNotEqualTo(b.fingerprint())
                .isEqualTo(RunSettings.of(Map.of("judge", "embedding")).fingerprint());
    }

    @Test
    void aTornTailIsMeasuredSoItCanBeCut() throws Exception {
        Path out = dir.resolve("torn.jsonl");
        String ok = row("x", "m", 0.5, 0.5, null) + "\n";
        Files.writeString(out, ok + "{\"id\":\"y\",\"mo");
        org.georc.core.run.ResumeStore<ScoreRecord> r = resume(out);
        assertThat(r.done()).hasSize(1);
        assertThat(r.validBytes()).isEqualTo(ok.getBytes(StandardCharsets.UTF_8).length);
        assertThat(r.tornBytes()).isEqualTo("{\"id\":\"y\",\"mo".length());
        ScoreLines.append(out, r.validBytes()).close();
        assertThat(Files.readString(out)).isEqualTo(ok);
    }

    @Test
    void rowsOverTheSizeLimitDropTheirDetailButKeepTheirScores() {
        var o = JsonLines.object().put("id", "a").put("model", "m").put("precision", 0.5);
        var arr = o.putArray("candidate_alignments");
        for (int i = 0; i < 200; i++) {
            arr.addObject().put("statement", "x".repeat(100));
        }
        var capped = ScoreRecord.capped(o, 2000);
        assertThat(capped.has("candidate_alignments")).isFalse();
        assertThat(capped.get("precision").asDouble()).isEqualTo(0.5);
        assertThat(capped.get("omitted").toString()).contains("candidate_alignments");
        assertThat(ScoreRecord.capped(o, 1_000_000)).isSameAs(o);
    }

    @Test
    void imagesMustBeRealImagesInsideAnAllowedFolder() throws Exception {
        Path data = Files.createDirectories(dir.resolve("data"));
        Path outside = Files.createDirectories(dir.resolve("outside"));
        Path secret = Files.write(outside.resolve("secret.png"), new byte[] {(byte) 0xFF, (byte) 0xD8, (byte) 0xFF});
        Path link = Files.createSymbolicLink(data.resolve("link.png"), secret);
        assertThatThrownBy(() -> ImageFiles.confine(link, List.of(data), 1000, "r1"))
                .hasMessageContaining("id \"r1\"").hasMessageContaining("outside the allowed folders");
        assertThatThrownBy(() -> ImageFiles.confine(data.resolve("../outside/secret.png"), List.of(data), 1000, "r2"))
                .hasMessageContaining("outside the allowed folders");
        assertThat(ImageFiles.confine(link, List.of(data, outside), 1000, "r3").mimeType()).isEqualTo("image/jpeg");
        Path text = Files.writeString(data.resolve("fake.png"), "not an image");
        assertThatThrownBy(() -> ImageFiles.confine(text, List.of(data), 1000, "r4"))
                .hasMessageContaining("id \"r4\"").hasMessageContaining("not a PNG, JPEG or WebP");
        Path webp = Files.write(data.resolve("w.bin"), "RIFF\0\0\0\0WEBPVP8 ".getBytes(StandardCharsets.US_ASCII));
        assertThat(ImageFiles.check(webp, 1000).mimeType()).isEqualTo("image/webp");
        assertThatThrownBy(() -> ImageFiles.check(webp, 10)).hasMessageContaining("over the limit of 10");
        assertThatThrownBy(() -> ImageFiles.confine(data.resolve("missing.jpg"), List.of(data), 1000, "r5"))
                .hasMessageContaining("file not found");
    }

    private static org.georc.core.run.ResumeStore<ScoreRecord> resume(Path file) {
        try (var s = org.georc.core.run.ResumeStore.open(file, org.georc.core.run.RowFormat.scores())) {
            return s;
        }
    }
}
