package org.georc.core.output;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A renamed output gets the permissions of a plainly created file, or those of the file it replaces. */
class AtomicFilesTest {
    @TempDir
    Path dir;

    @Test
    void aNewOutputHasThePermissionsOfAFileCreatedInPlace() throws Exception {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        Path plain = Files.createFile(dir.resolve("plain.txt"));
        Path target = dir.resolve("out.txt");
        Path partial = AtomicFiles.sibling(target);
        assertThat(partial.getFileName().toString()).startsWith(".out.txt.").endsWith(".partial");
        Files.writeString(partial, "x\n");
        AtomicFiles.moveOver(partial, target);
        assertThat(Files.readString(target)).isEqualTo("x\n");
        assertThat(Files.exists(partial)).isFalse();
        assertThat(Files.getPosixFilePermissions(target)).isEqualTo(Files.getPosixFilePermissions(plain));
    }

    @Test
    void aReplacedOutputKeepsItsPermissions() throws Exception {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        Path target = Files.writeString(dir.resolve("shared.txt"), "old\n");
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rw-rw-r--"));
        Path partial = AtomicFiles.sibling(target);
        Files.writeString(partial, "new\n");
        AtomicFiles.moveOver(partial, target);
        assertThat(Files.readString(target)).isEqualTo("new\n");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(target))).isEqualTo("rw-rw-r--");
    }

    @Test
    void twoSiblingsOfOneTargetAreDistinct() throws Exception {
        Path target = dir.resolve("t");
        assertThat(AtomicFiles.sibling(target)).isNotEqualTo(AtomicFiles.sibling(target));
    }
}
