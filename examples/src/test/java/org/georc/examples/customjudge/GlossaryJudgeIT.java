package org.georc.examples.customjudge;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.georc.bench.cli.GeorcCommand;
import org.georc.core.chain.ReasoningChain;
import org.georc.judges.engine.ScoringEngine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A judge that needs a kind of model the library does not know ({@link Glossary}) scores through
 * the engine with the caller's model, and through {@code georc score} with the model its factory
 * opens, from the jar or from {@code --model-dir}.
 */
class GlossaryJudgeIT {
    @TempDir
    Path dir;

    private static final ReasoningChain CANDIDATE = ReasoningChain.of("LHT, gen 4 camera");
    private static final ReasoningChain REFERENCE = ReasoningChain.of("left hand traffic, fourth generation camera");

    @Test
    void theEngineScoresWithTheCallersGlossary() {
        Glossary mine = new FileGlossary(new ByteArrayInputStream("lht\tleft hand traffic\ngen\tgeneration\n4\tfourth\n"
                .getBytes(StandardCharsets.UTF_8)), "mine");
        try (ScoringEngine engine = ScoringEngine.builder().judge("glossary-overlap").flags(false)
                .models(ScoringEngine.Models.of(mine)).build()) {
            assertThat(engine.scorer().score(CANDIDATE, REFERENCE).precision()).isEqualTo(1.0);
            assertThat(engine.settings().values().get("glossary")).startsWith("sha256:");
        }
        // the built-in glossary does not know "4": the reference's "fourth" stays unmatched (5 of 6 words)
        try (ScoringEngine engine = ScoringEngine.builder().judge("glossary-overlap").flags(false).build()) {
            assertThat(engine.scorer().score(CANDIDATE, REFERENCE).precision()).isEqualTo(5.0 / 6);
        }
    }

    @Test
    void georcScoreRunsTheJudgeWithTheModelItsFactoryOpens() throws Exception {
        Path refs = dir.resolve("r.jsonl");
        Path cands = dir.resolve("c.jsonl");
        Files.writeString(refs, "{\"id\":\"a\",\"chain\":\"- left hand traffic, fourth generation camera\"}\n");
        Files.writeString(cands, "{\"id\":\"a\",\"model\":\"m\",\"chain\":\"- LHT, gen 4 camera\"}\n");
        JsonNode builtIn = score(refs, cands, dir.resolve("o1.jsonl"));
        assertThat(builtIn.get("precision").asDouble()).isEqualTo(5.0 / 6);
        Path folder = Files.createDirectories(dir.resolve("my-glossary"));
        Files.writeString(folder.resolve("glossary.tsv"), "lht\tleft hand traffic\ngen\tgeneration\n4\tfourth\n");
        JsonNode mine = score(refs, cands, dir.resolve("o2.jsonl"), "--model-dir", folder.toString());
        assertThat(mine.get("precision").asDouble()).isEqualTo(1.0);
        assertThat(mine.get("settings_sha256").asText()).as("another glossary, another fingerprint")
                .isNotEqualTo(builtIn.get("settings_sha256").asText());
    }

    private static JsonNode score(Path refs, Path cands, Path out, String... more) throws Exception {
        StringWriter err = new StringWriter();
        List<String> args = new java.util.ArrayList<>(List.of("score", "--judge", "glossary-overlap", "--references",
                refs.toString(), "--candidates", cands.toString(), "--output", out.toString(), "--quiet", "--no-flags"));
        args.addAll(List.of(more));
        int code = GeorcCommand.run(args.toArray(String[]::new), new PrintWriter(new StringWriter()), new PrintWriter(err));
        assertThat(code).as(err.toString()).isZero();
        assertThat(err.toString()).doesNotContain("ignored");
        return new ObjectMapper().readTree(Files.readAllLines(out).get(0));
    }
}
