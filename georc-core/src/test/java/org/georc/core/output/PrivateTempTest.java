package org.georc.core.output;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.georc.core.InvalidInputException;
import org.junit.jupiter.api.Test;

/** Copies of piped input: private, bounded, removed, and swept when a killed run left one. */
class PrivateTempTest {
    private static Path copyOfStdin(byte[] bytes, long maxBytes, long maxLine) {
        InputStream before = System.in;
        try {
            System.setIn(new ByteArrayInputStream(bytes));
            return PrivateTemp.copyOf(Path.of("-"), maxBytes, maxLine);
        } finally {
            System.setIn(before);
        }
    }

    @Test
    void aCopyOfPipedInputIsOwnerOnlyAndTheSameBytes() throws Exception {
        byte[] rows = "{\"id\":\"a\"}\n{\"id\":\"b\"}".getBytes(StandardCharsets.UTF_8);
        Path copy = copyOfStdin(rows, 1000, 100);
        try {
            assertThat(Files.readAllBytes(copy)).isEqualTo(rows);
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(copy))).isEqualTo("rw-------");
            assertThat(copy.getFileName().toString()).startsWith("georc-" + ProcessHandle.current().pid() + "-stdin-");
        } finally {
            PrivateTemp.delete(copy);
        }
        assertThat(copy).doesNotExist();
    }

    @Test
    void anEndlessOrOversizedInputStopsTheCopyAndLeavesNothing() throws Exception {
        long before = leftovers();
        assertThatThrownBy(() -> copyOfStdin(new byte[5000], 1_000_000, 1000)).isInstanceOf(InvalidInputException.class)
                .hasMessageStartingWith("-:1: this line runs past 1000 bytes");
        assertThatThrownBy(() -> copyOfStdin("{}\n".repeat(400).getBytes(StandardCharsets.UTF_8), 1000, 100))
                .hasMessageStartingWith("-:334: holds more than");
        assertThat(leftovers()).isEqualTo(before);
    }

    @Test
    void aFileLeftByAProcessThatIsGoneIsRemovedByTheNextOne() throws Exception {
        Process done = new ProcessBuilder("true").start();
        done.waitFor();
        Path tmp = Path.of(System.getProperty("java.io.tmpdir"));
        Path stale = Files.writeString(tmp.resolve("georc-" + done.pid() + "-stdin-1234.tmp"), "rows of a killed run");
        Path mine = PrivateTemp.newFile("stdout");
        try {
            assertThat(stale).doesNotExist();
            assertThat(mine).exists();
        } finally {
            PrivateTemp.delete(mine);
            Files.deleteIfExists(stale);
        }
    }

    private static long leftovers() throws Exception {
        try (var s = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            return s.filter(p -> p.getFileName().toString().startsWith("georc-" + ProcessHandle.current().pid() + "-"))
                    .count();
        }
    }
}
