package org.georc.core.json;

import org.georc.core.records.CandidateRecord;
import org.georc.core.records.Datasets;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** "-" names standard input for every reader of lines, as it does for outputs. */
class StdinInputTest {
    @Test
    void candidatesAndReferencesCanBeReadFromStandardInput() {
        InputStream before = System.in;
        try {
            System.setIn(new ByteArrayInputStream(("\uFEFF{\"id\":\"a\",\"model\":\"m\",\"chain\":\"- Red soil along the road.\"}\n"
                    + "{\"id\":\"b\",\"model\":\"m\",\"chain\":\"- Acacia trees.\"}\n").getBytes(StandardCharsets.UTF_8)));
            assertThat(Datasets.readCandidates(Path.of("-"))).extracting(CandidateRecord::id).containsExactly("a", "b");
        } finally {
            System.setIn(before);
        }
    }
}
