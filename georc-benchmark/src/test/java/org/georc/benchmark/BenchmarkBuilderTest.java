package org.georc.benchmark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.georc.core.ConfigurationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What {@link Benchmark.Builder#build} refuses before any step runs (its preflight included). */
class BenchmarkBuilderTest {
    @TempDir
    Path dir;

    @Test
    void anOutputFolderInsideTheReferencesIsRefused() throws Exception {
        Path refs = Files.createDirectories(dir.resolve("refs"));
        assertThatThrownBy(() -> Benchmark.builder().references(refs).outputDir(refs.resolve("run")).build())
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("lies inside the references folder");
    }

    @Test
    void anUnknownBaselineAndAMissingFolderAreRefused() throws Exception {
        Path refs = Files.createDirectories(dir.resolve("refs"));
        assertThatThrownBy(() -> Benchmark.builder().references(refs).outputDir(dir.resolve("run"))
                .baselines(List.of("halucinated")).build())
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("got \"halucinated\"");
        assertThatThrownBy(() -> Benchmark.builder().references(dir.resolve("none")).outputDir(dir.resolve("run")).build())
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("must be a folder");
    }

    @Test
    void aCountBelowOneIsRefusedNamingItsSettingAlone() throws Exception {
        Path refs = Files.createDirectories(dir.resolve("refs"));
        assertThatThrownBy(() -> Benchmark.builder().references(refs).outputDir(dir.resolve("run"))
                .scoring(2, 0, false, null).build())
                .isInstanceOf(ConfigurationException.class).hasMessage("`batch` must be at least 1, got 0");
        assertThatThrownBy(() -> Benchmark.builder().references(refs).outputDir(dir.resolve("run"))
                .scoring(2, 64, false, 0).build())
                .isInstanceOf(ConfigurationException.class).hasMessage("`maxFailures` must be at least 1, got 0");
    }

    @Test
    void thePreflightListsEveryBaselineThatLacksWhatItNeeds() throws Exception {
        Path refs = Files.createDirectories(dir.resolve("refs"));
        assertThatThrownBy(() -> Benchmark.builder().references(refs).outputDir(dir.resolve("run"))
                .judge(e -> e.judge("test-constant")).baselines(List.of("paraphrased", "random")).build())
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("nothing was run")
                .hasMessageContaining("baselines paraphrased").hasMessageContaining("baselines random");
        assertThatCode(() -> Benchmark.builder().references(refs).outputDir(dir.resolve("run"))
                .judge(e -> e.judge("test-constant")).baselines(Benchmark.BASELINES)
                .baselineModel(what -> { throw new AssertionError("not asked before a step runs"); }, 1, 13).build())
                .doesNotThrowAnyException();
    }

    @Test
    void thePreflightOpensTheJudgeSoAMissingModelOrAWrongOptionFailsBeforeAnyStep() throws Exception {
        Path refs = Files.createDirectories(dir.resolve("refs"));
        assertThatThrownBy(() -> Benchmark.builder().references(refs).outputDir(dir.resolve("run"))
                .judge(e -> e.judge("keypoints")).build())
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("judge \"keypoints\" needs a language model");
        assertThatThrownBy(() -> Benchmark.builder().references(refs).outputDir(dir.resolve("run"))
                .judge(e -> e.judge("test-constant").option("lo", "0.3")).build())
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("takes no options, got \"lo\"");
        List<String> said = new java.util.ArrayList<>();
        assertThatCode(() -> Benchmark.builder().references(refs).outputDir(dir.resolve("run"))
                .judge(e -> e.judge("test-constant")).messages(said::add).build()).doesNotThrowAnyException();
        assertThat(said).contains("== checked: judge test-constant and its models");
    }
}
