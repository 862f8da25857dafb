package org.georc.judges.embedding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.georc.core.ConfigurationException;
import org.georc.core.scorefile.RunSettings;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.Judges;
import org.georc.core.spi.KeyPointExtractor;
import org.georc.judges.rows.ScoreRows;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The lexicons are data: read with file:line errors, checked for the names the rules use, fingerprinted. */
class LexiconDataTest {
    private static String builtIn(String name) {
        return new String(readResource(name), java.nio.charset.StandardCharsets.UTF_8);
    }

    private static byte[] readResource(String name) {
        try (var in = ClauseReader.class.getResourceAsStream(name)) {
            return in.readAllBytes();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void aRenamedFamilyTheRulesReferToFailsWhenTheDataLoads() {
        String renamed = builtIn("attribute-families.txt").replace("family traffic-side ", "family driving-side ");
        assertThatThrownBy(() -> ClauseReader.of(ObjectLexicon.defaults(), LexiconFile.of("families.txt", renamed)))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("families.txt").hasMessageContaining("\"traffic-side\"");
    }

    @Test
    void aRenamedClassTheRulesReferToFailsWhenTheDataLoads() {
        String renamed = builtIn("objects.txt").replace("edge-line < line:", "edgeline < line:");
        ObjectLexicon objects = ObjectLexicon.of(LexiconFile.of("objects.txt", renamed));
        assertThatThrownBy(() -> ClauseReader.of(objects,
                LexiconFile.resource(ClauseReader.class, "attribute-families.txt")))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("objects.txt").hasMessageContaining("\"edge-line\"");
    }

    @Test
    void wordListsNameTheFileAndLineOfABadEntry() {
        LexiconFile f = LexiconFile.of("words.txt", "# comment\n\nstray\n[a]\nx, y\n");
        assertThatThrownBy(() -> f.wordLists(List.of("a"))).hasMessageStartingWith("words.txt:3: ");
        LexiconFile unknown = LexiconFile.of("words.txt", "[a]\nx\n[b]\ny\n");
        assertThatThrownBy(() -> unknown.wordLists(List.of("a"))).hasMessageStartingWith("words.txt:3: unknown section");
        assertThatThrownBy(() -> LexiconFile.of("w.txt", "[a]\nx\n").wordLists(List.of("a", "b")))
                .hasMessageContaining("w.txt: missing section [b]");
        assertThat(LexiconFile.of("w.txt", "[a]\nX, y z\n[b]\n").wordLists(List.of("a", "b")))
                .isEqualTo(Map.of("a", java.util.Set.of("x", "y", "z"), "b", java.util.Set.of()));
    }

    @Test
    void aUserLexiconWithABadLineNamesItsFileAndLine(@TempDir Path dir) throws Exception {
        Path bad = dir.resolve("objects-extra.txt");
        Files.writeString(bad, "# extra\nstele: stele\nno colon here\n");
        assertThatThrownBy(() -> ClauseReader.defaults().withObjects(bad))
                .isInstanceOf(ConfigurationException.class).hasMessageStartingWith(bad + ":3: ");
    }

    private static RunSettings settings(Path objectLexicon) {
        JudgeResources.Builder res = JudgeResources.builder().encoder(WordBagEncoder.words());
        if (objectLexicon != null) {
            res.option("object-lexicon", objectLexicon.toString());
        }
        try (Judge judge = Judges.create("embedding", res.build())) {
            return ScoreRows.settings(judge.provenance(), Map.of(), null, false, false);
        }
    }

    @Test
    void aChangedLexiconChangesTheSettingsFingerprintSoAResumeIsRefused(@TempDir Path dir) throws Exception {
        Path extra = dir.resolve("objects-extra.txt");
        Files.writeString(extra, "stele: stele, standing stone\n");
        RunSettings before = settings(extra);
        assertThat(settings(extra).fingerprint()).isEqualTo(before.fingerprint());
        // the same path, other content: the settings differ in the lexicon digest only
        Files.writeString(extra, "stele: stele, standing stone, menhir\n");
        RunSettings after = settings(extra);
        assertThat(after.fingerprint()).isNotEqualTo(before.fingerprint());
        assertThat(after.differences(before, "this run", "the file")).singleElement().asString()
                .startsWith("judge.lexicon_sha256: ");
        assertThat(settings(null).values().get("judge.lexicon_sha256")).hasSize(64)
                .isEqualTo(EmbeddingJudgeProvider.lexiconSha256(ClauseReader.defaults(),
                        WrappingFilter.of(WrappingFilter.builtInExamples(), new RuleBasedClauseExtractor(),
                                WrappingFilter.DEFAULT_MIN, WrappingFilter.DEFAULT_MARGIN)))
                // the wrapping filter's examples are part of it
                .isNotEqualTo(EmbeddingJudgeProvider.lexiconSha256(ClauseReader.defaults()));
    }

    @Test
    void theDigestCoversEveryBuiltInLexiconFile() {
        List<String> names = ClauseReader.defaults().lexiconFiles().stream().map(LexiconFile::source).toList();
        assertThat(names).containsExactly("objects.txt", "attribute-families.txt", "clause-words.txt");
        String all = EmbeddingJudgeProvider.lexiconSha256(ClauseReader.defaults());
        assertThat(LexiconFile.sha256(List.of(LexiconFile.of("a", "x")))).isNotEqualTo(
                LexiconFile.sha256(List.of(LexiconFile.of("a", "y"))));
        assertThat(all).matches("[0-9a-f]{64}");
    }

    @Test
    void aJudgeThatReadsNoLexiconRecordsNoDigest() {
        // the paper's keypoints judge: LLM clauses, plain ramp (here a stand-in extractor)
        KeyPointExtractor llmLike = new KeyPointExtractor() {
            @Override
            public String id() {
                return "llm-stand-in";
            }

            @Override
            public List<List<String>> extract(List<String> statements) {
                return statements.stream().map(List::of).toList();
            }
        };
        JudgeResources res = JudgeResources.builder().encoder(WordBagEncoder.words()).build();
        try (KeyPointJudge judge = EmbeddingJudgeProvider.keyPointJudge(res, "keypoints", false, r -> llmLike, "v")) {
            assertThat(judge.provenance().parameters()).doesNotContainKey("lexicon_sha256");
        }
    }

    @Test
    void rowsReadWithTheDefaultReadingCarryItsVersionSoARunReadByOtherRulesIsRefused() throws Exception {
        try (Judge judge = Judges.create("embedding", JudgeResources.builder().encoder(WordBagEncoder.words()).build())) {
            RunSettings byDefault = ScoreRows.settings(judge.provenance(), Map.of(), Map.of(), false, false,
                    Map.of("reading", "default"));
            RunSettings byPaper = ScoreRows.settings(judge.provenance(), Map.of(), Map.of(), false, false,
                    Map.of("reading", "paper"));
            assertThat(byDefault.values().get("reading_version")).matches("default-\\d+-[0-9a-f]{16}")
                    .isEqualTo(org.georc.core.chain.ChainParser.defaultReadingVersion());
            assertThat(byPaper.values()).doesNotContainKey("reading_version");
        }
    }
}
