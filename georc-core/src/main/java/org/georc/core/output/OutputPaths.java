package org.georc.core.output;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Objects;
import org.georc.core.InvalidInputException;

/**
 * Checks a run makes before it writes: an output is never one of the command's inputs
 * (compared by real path, so a symlink or {@code ./a/../a.jsonl} does not get around it), and an
 * output is not an existing folder.
 */
public final class OutputPaths {
    private OutputPaths() {
    }

    /**
     * @param output the file the command will write (may not exist yet)
     * @param option the option naming it, for the message ("--output")
     * @param inputs the files (or folders) the command reads; nulls are ignored
     * @throws InvalidInputException when the output is an existing folder or resolves to an input
     */
    public static void refuseInputs(Path output, String option, Path... inputs) {
        if (isStdout(output)) {
            return; // standard output is never an input file
        }
        if (Files.isDirectory(output)) {
            throw new InvalidInputException(output, 0, null, option + " names a folder; give a file name", null);
        }
        Path out = real(output);
        for (Path in : inputs) {
            if (in != null && Objects.equals(out, real(in))) {
                throw new InvalidInputException(output, 0, null, option + " is also an input of this command ("
                        + in + "); writing it would destroy the input. Choose another output file", null);
            }
        }
    }

    /**
     * Refuses two outputs of one command that name the same file: the second would replace the first.
     *
     * @param output  an output
     * @param option  its option ("--summary")
     * @param other   another output of the same command (null: nothing to check)
     * @param otherOption its option ("--output")
     * @throws InvalidInputException when both resolve to the same file
     */
    public static void refuseSame(Path output, String option, Path other, String otherOption) {
        if (output == null || other == null || isStdout(output) || isStdout(other)) {
            return;
        }
        if (Objects.equals(real(output), real(other))) {
            throw new InvalidInputException(output, 0, null, option + " and " + otherOption + " name the same file; "
                    + "the second would replace the first. Give each its own file", null);
        }
    }

    /**
     * @param output an output option's value
     * @return whether it names standard output ({@code -})
     */
    public static boolean isStdout(Path output) {
        return ReplacedFile.isStdout(output);
    }

    /**
     * The real path of a file that may not exist yet: its folder resolved with symlinks
     * followed, plus its name; an existing file (or symlink to one) is resolved in full.
     */
    public static Path real(Path p) {
        Path abs = p.toAbsolutePath().normalize();
        try {
            if (Files.exists(abs)) {
                return abs.toRealPath();
            }
            if (Files.exists(abs, LinkOption.NOFOLLOW_LINKS)) {
                // a dangling symlink: writing would create its target
                Path target = Files.readSymbolicLink(abs);
                return real(abs.resolveSibling(target));
            }
            Path parent = abs.getParent();
            return parent == null ? abs : real(parent).resolve(abs.getFileName());
        } catch (IOException e) {
            return abs;
        }
    }
}
