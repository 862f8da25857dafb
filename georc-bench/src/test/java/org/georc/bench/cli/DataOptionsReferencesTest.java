package org.georc.bench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Map;
import org.georc.core.chain.ChainParser;
import org.georc.core.records.ReferenceRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The references {@code georc serve --references DIR} loads: one per location, as score picks them. */
class DataOptionsReferencesTest {
    @TempDir
    Path dir;

    private static Map<String, ReferenceRecord> read(Path root, String... args) {
        DataOptions data = CommandLine.populateCommand(new DataOptions(), args);
        return data.references(root, ChainParser.DEFAULT, 100_000, new PrintWriter(new StringWriter()));
    }

    @Test
    void aGeorcFolderGivesTheReferenceExpertOfEachLocationThatHasOne() throws Exception {
        Path root = ReleasedFolder.write(dir.resolve("georc"));
        Map<String, ReferenceRecord> refs = read(root);
        assertThat(refs).containsOnlyKeys("alps/1", "alps/2", "alps/3", "alps/4", "alps/5", "south/1", "south/2",
                "south/3", "south/4");
        assertThat(refs.values()).allMatch(r -> r.expert() == 3);
        Map<String, ReferenceRecord> withFallback = read(root, "--fallback-expert", "2");
        assertThat(withFallback.get("south/5").expert()).isEqualTo(2);
    }

    @Test
    void candidateFileOptionsAreRefusedWhereOnlyReferencesAreRead() throws Exception {
        Path root = ReleasedFolder.write(dir.resolve("georc"));
        assertThatThrownBy(() -> read(root, "--candidate-pattern", "candidate_reasoning_chain_"))
                .isInstanceOf(org.georc.core.ConfigurationException.class).hasMessageContaining("only references");
    }
}
