package org.georc.bench.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;

/** Runs the georc command in-process and captures its streams. */
final class Cli {
    final int exit;
    final String out;
    final String err;

    private Cli(int exit, String out, String err) {
        this.exit = exit;
        this.out = out;
        this.err = err;
    }

    static Cli run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = GeorcCommand.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Cli(code, out.toString(), err.toString());
    }

    /** The examples folder, found from the module's working directory. */
    static Path examples() {
        Path here = Path.of("").toAbsolutePath();
        Path p = here.resolveSibling("examples").resolve("data");
        return p.toFile().isDirectory() ? p : here.resolve("examples").resolve("data");
    }

    @Override
    public String toString() {
        return "exit " + exit + "\nstdout:\n" + out + "\nstderr:\n" + err;
    }
}
