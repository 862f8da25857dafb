package org.georc.core.folder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.georc.core.InvalidInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Folder names, Round headers and byte-order marks in the released layout. */
class FolderReaderEdgeCasesTest {
    @TempDir
    Path root;

    private void write(String name, String text) throws Exception {
        Path p = root.resolve(name);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }

    @Test
    void aChallengeFolderWithALineBreakInItsNameIsRefusedNamingItEscaped() throws Exception {
        write("evil\nname/Human_Chain_3.txt", "Round 1\n- Red soil along the road.\n");
        assertThatThrownBy(() -> GeorcDirectory.read(root)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("evil\\nname").hasMessageContaining("control character");
    }

    @Test
    void anUnbulletedLineStartingWithRoundAndANumberIsEvidenceNotAHeader() throws Exception {
        write("alps/Human_Chain_3.txt", "Round 1\n- White bollards with black caps.\n"
                + "Round 50 km/h speed limit signs with a red ring.\n");
        GeorcDirectory.Dataset d = GeorcDirectory.read(root);
        assertThat(d.locations()).containsOnlyKeys("alps/1");
        assertThat(d.references().forId("alps/1").get(0).chain().statements()).containsExactly(
                "White bollards with black caps.", "Round 50 km/h speed limit signs with a red ring.");
    }

    @Test
    void aHeaderWithANegativeOrOverlongNumberIsRefusedNotReadAsAStatement() throws Exception {
        write("alps/Human_Chain_3.txt", "Round 1\n- Red soil along the road.\nRound -1\n- Acacia trees.\n");
        assertThatThrownBy(() -> GeorcDirectory.read(root)).hasMessageContaining("Human_Chain_3.txt:3")
                .hasMessageContaining("looks like a round header");
        write("alps/Human_Chain_3.txt", "Round 1\n- Red soil along the road.\nRound 12345678901\n- Acacia trees.\n");
        assertThatThrownBy(() -> GeorcDirectory.read(root)).hasMessageContaining("looks like a round header");
    }

    @Test
    void leadingZerosInARoundNumberAreTheSameRound() throws Exception {
        write("alps/Human_Chain_3.txt", "Round 00000000001\n- Red soil along the road.\n");
        assertThat(GeorcDirectory.read(root).locations()).containsOnlyKeys("alps/1");
    }

    @Test
    void aByteOrderMarkBeforeTheFirstRoundOrNumberIsIgnored() throws Exception {
        write("alps/Human_Chain_3.txt", "\uFEFFRound 1\n- Red soil along the road.\n");
        write("alps/candidate_reasoning_chain_m_1.txt", "\uFEFF1. Reddish soil by the road.\n2. Acacia trees.\n");
        GeorcDirectory.Dataset d = GeorcDirectory.read(root);
        assertThat(d.references().forId("alps/1").get(0).chain().statements()).containsExactly("Red soil along the road.");
        assertThat(d.candidates().get(0).chain().statements()).containsExactly("Reddish soil by the road.", "Acacia trees.");
    }
}
