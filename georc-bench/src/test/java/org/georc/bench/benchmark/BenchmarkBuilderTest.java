package org.georc.bench.benchmark;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.georc.core.ConfigurationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What {@link Benchmark.Builder#build} and {@link Preflight#check} refuse before any step runs. */
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
        assertThatCode(() -> Benchmark.builder().references(refs).outputDir(dir.resolve("run"))
                .baselines(Benchmark.BASELINES).build()).doesNotThrowAnyException();
    }

    @Test
    void thePreflightListsEveryStepThatLacksAnLlm() {
        Preflight p = new Preflight("keypoints", Map.of(), false, List.of("paraphrased", "random"), dir.resolve("run"));
        assertThatThrownBy(() -> p.check(false, false, null, null)).isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("the judge keypoints").hasMessageContaining("--baselines paraphrased")
                .hasMessageContaining("--baselines random");
        Preflight offline = new Preflight("embedding", Map.of(), false, List.of(), dir.resolve("run"));
        assertThatCode(() -> offline.check(false, false, null, null)).doesNotThrowAnyException();
    }

    @Test
    void aBaselineModelIsEnoughForTheLlmBaselinesOfAnOfflineJudge() {
        Preflight p = new Preflight("embedding", Map.of(), false, List.of("hallucinated"), dir.resolve("run"));
        assertThatCode(() -> p.check(true, false, null, "writer")).doesNotThrowAnyException();
        assertThatThrownBy(() -> p.check(true, false, null, null)).hasMessageContaining("--baseline-model NAME");
    }
}
