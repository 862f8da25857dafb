package org.georc.judges.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.georc.core.InvalidInputException;
import org.georc.core.scorefile.RunSettings;
import org.georc.core.spi.GenerationOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChainRunTest {
    @TempDir
    Path dir;

    private static List<ChainRun.Job> jobs(String... ids) {
        List<ChainRun.Job> out = new ArrayList<>();
        for (String id : ids) {
            out.add(new ChainRun.Job(id, "hallucinated", Map.of("place", "Graz, Austria"), null,
                    Map.of("place", "Graz, Austria")));
        }
        return out;
    }

    private static ChainRun run(ChainGeneratorTest.Listed model, RunSettings settings, boolean retryFailed,
                                List<String> messages) {
        ChainGenerator gen = ChainGenerator.hallucinated(model, new GenerationOptions(64, 0, 1, List.of()), 0);
        return ChainRun.builder(gen, settings).settings(GenerationSettings.builder().threads(2)
                .retryFailed(retryFailed).messages(messages::add).build()).build();
    }

    @Test
    void aRunWritesInOrderResumesAndRedoesFailuresOnlyWhenAsked() throws Exception {
        Path out = dir.resolve("h.jsonl");
        RunSettings settings = RunSettings.of(Map.of("generator", "listed"));
        List<String> messages = new ArrayList<>();
        ChainRun.Result first = run(new ChainGeneratorTest.Listed("- Wooden barns on steep meadows.", "FAIL",
                "- Onion domes on churches."), settings, false, messages).write(jobs("a", "b", "c"), out);
        assertThat(first.written()).isEqualTo(3);
        assertThat(first.partial()).isTrue();
        List<String> lines = Files.readAllLines(out);
        assertThat(lines).hasSize(3);
        assertThat(lines.get(0)).startsWith("{\"id\":\"a\"").contains("\"place\":\"Graz, Austria\"");
        assertThat(lines.stream().filter(l -> l.contains("generation_error")).count()).isEqualTo(1);

        ChainRun.Result again = run(new ChainGeneratorTest.Listed("- Never asked."), settings, false, messages)
                .write(jobs("a", "b", "c"), out);
        assertThat(again.written()).isZero();
        assertThat(again.failuresInFile()).isEqualTo(1);
        assertThat(messages).anyMatch(m -> m.startsWith("resuming: 3 line(s) already in"));

        ChainRun.Result retried = run(new ChainGeneratorTest.Listed("- Red and white poles."), settings, true,
                messages).write(jobs("a", "b", "c"), out);
        assertThat(retried.written()).isEqualTo(1);
        assertThat(retried.partial()).isFalse();
    }

    @Test
    void anOutputMadeWithOtherSettingsIsRefusedUntouched() throws Exception {
        Path out = dir.resolve("h.jsonl");
        run(new ChainGeneratorTest.Listed("- Wooden barns."), RunSettings.of(Map.of("generator", "one")), false,
                new ArrayList<>()).write(jobs("a"), out);
        String before = Files.readString(out);
        ChainRun other = run(new ChainGeneratorTest.Listed("- Other."), RunSettings.of(Map.of("generator", "two")),
                false, new ArrayList<>());
        assertThatThrownBy(() -> other.write(jobs("a", "b"), out)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("other settings");
        assertThat(Files.readString(out)).isEqualTo(before);
    }

    @Test
    void theRunTakesItsSeedThreadsAndMessagesFromTheSharedSettings() {
        ChainGeneratorTest.Listed model = new ChainGeneratorTest.Listed("- Wooden barns.");
        ChainGenerator gen = ChainGenerator.hallucinated(model, new GenerationOptions(64, 0, 1, List.of()), 0);
        List<String> messages = new ArrayList<>();
        ChainRun run = ChainRun.builder(gen, RunSettings.of(Map.of("generator", "listed")))
                .settings(GenerationSettings.builder().seed(7).threads(1).messages(messages::add).build()).build();
        run.write(jobs("a", "b"), dir.resolve("h.jsonl"));
        assertThat(model.seeds).containsExactly(ChainRun.itemSeed(7, "a"), ChainRun.itemSeed(7, "b"));
        assertThat(messages).anyMatch(m -> m.startsWith("wrote 2 line(s) to "));
    }

    @Test
    void withoutSettingsTheRunUsesTheSharedDefaults() {
        ChainGeneratorTest.Listed model = new ChainGeneratorTest.Listed("- Wooden barns.");
        ChainGenerator gen = ChainGenerator.hallucinated(model, new GenerationOptions(64, 0, 1, List.of()), 0);
        ChainRun.builder(gen, RunSettings.of(Map.of("generator", "listed"))).build()
                .write(jobs("a"), dir.resolve("h.jsonl"));
        assertThat(model.seeds).containsExactly(ChainRun.itemSeed(GenerationSettings.defaults().seed(), "a"));
        assertThatThrownBy(() -> ChainRun.builder(gen, RunSettings.of(Map.of())).settings(null))
                .isInstanceOf(NullPointerException.class).hasMessage("settings");
    }

    @Test
    void itemSeedsDependOnTheRunSeedAndIdOnly() {
        assertThat(ChainRun.itemSeed(13, "a")).isEqualTo(ChainRun.itemSeed(13, "a"))
                .isNotEqualTo(ChainRun.itemSeed(13, "b")).isNotEqualTo(ChainRun.itemSeed(14, "a"))
                .isBetween(0L, (long) Integer.MAX_VALUE);
    }
}
