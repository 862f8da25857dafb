package org.georc.core.inputs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.georc.core.ConfigurationException;
import org.georc.core.InvalidInputException;
import org.georc.core.records.ReferenceRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InputReaderTest {
    @TempDir
    Path dir;

    private Path references() throws Exception {
        return Files.writeString(dir.resolve("r.jsonl"), String.join("\n",
                "{\"id\":\"a\",\"expert\":3,\"chain\":\"- White posts with a red band.\",\"country\":\"Austria\","
                        + "\"location\":{\"city\":\"Graz\",\"state\":\"Styria\"}}",
                "{\"id\":\"b\",\"expert\":1,\"chain\":\"- Red soil along the road.\"}") + "\n");
    }

    @Test
    void placesDescribeWhatIsKnownOfEachLocation() throws Exception {
        Inputs in = InputReader.builder().build().read(references(), List.of());
        assertThat(in.isFolder()).isFalse();
        assertThat(in.places()).extracting(Place::id).containsExactly("a", "b");
        assertThat(in.places().get(0).describe()).isEqualTo("Graz, Styria, Austria");
        assertThat(in.places().get(1).describe()).isNull();
        assertThat(in.imageRoot()).isEqualTo(dir.toAbsolutePath());
    }

    @Test
    void selectionFallsBackToTheNamedExpertsAndSaysSo() throws Exception {
        List<String> notes = new ArrayList<>();
        InputReader strict = InputReader.builder().notes(notes::add).build();
        Map<String, ReferenceRecord> only3 = strict.select(strict.read(references(), List.of()).all());
        assertThat(only3).containsOnlyKeys("a");
        assertThat(notes).anyMatch(n -> n.contains("1 location(s) have no chain by expert 3"));
        notes.clear();
        InputReader withFallback = InputReader.builder().fallbackExperts(List.of(1)).notes(notes::add).build();
        assertThat(withFallback.select(withFallback.read(references(), List.of()).all())).containsOnlyKeys("a", "b");
        assertThat(notes).anyMatch(n -> n.contains("fallback experts used: {1=1}"));
        assertThat(withFallback.settings()).containsEntry("reference_expert", "3").containsEntry("fallback_experts", "1");
    }

    @Test
    void expertNumbersAndFolderOptionsAreCheckedBeforeReading() throws Exception {
        assertThatThrownBy(() -> InputReader.builder().referenceExpert(0).build())
                .isInstanceOf(ConfigurationException.class).hasMessageContaining(">= 1");
        assertThatThrownBy(() -> InputReader.builder().fallbackExperts(List.of(3)).build())
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("repeats the reference expert 3");
        InputReader folderOnly = InputReader.builder().ignoreUnknownFiles(true).build();
        Path refs = references();
        assertThatThrownBy(() -> folderOnly.read(refs, List.of())).isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("apply to a GeoRC folder");
    }

    @Test
    void aCandidatesFileWithoutOneCandidateIsRefused() throws Exception {
        Path empty = Files.writeString(dir.resolve("c.jsonl"), "\n");
        Path refs = references();
        assertThatThrownBy(() -> InputReader.builder().build().read(refs, List.of(empty)))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("has no candidates");
    }
}
