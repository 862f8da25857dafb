package org.georc.bench.cli;

import java.nio.file.Path;
import org.georc.core.output.OutputPaths;

/** The checks every command makes before it writes ({@link OutputPaths}), under the commands' names. */
final class Outputs {
    private Outputs() {
    }

    static void refuseInputs(Path output, String option, Path... inputs) {
        OutputPaths.refuseInputs(output, option, inputs);
    }

    static void refuseSame(Path output, String option, Path other, String otherOption) {
        OutputPaths.refuseSame(output, option, other, otherOption);
    }

    static boolean isStdout(Path output) {
        return OutputPaths.isStdout(output);
    }
}
