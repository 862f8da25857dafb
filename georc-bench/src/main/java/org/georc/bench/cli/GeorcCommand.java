package org.georc.bench.cli;

import java.io.PrintWriter;
import org.georc.bench.Installation;
import org.georc.core.ConfigurationException;
import org.georc.core.GeorcException;
import org.georc.core.InvalidInputException;
import org.georc.core.Redactor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code georc} command: scores geolocation reasoning chains and GTPred answers. */
@Command(name = "georc",
        mixinStandardHelpOptions = true,
        versionProvider = GeorcCommand.Version.class,
        description = "Scores geolocation reasoning chains (GeoRC) and final answers (GTPred).",
        subcommands = {
            ScoreCommand.class,
            LeaderboardCommand.class,
            SimilarityCommand.class,
            EmbedCommand.class,
            GtpredCommand.class,
            CalibrateCommand.class,
            BaselineCommand.class,
            ExpertsCommand.class,
            ConvertCommand.class,
            GenerateCommand.class,
            CategoriesCommand.class,
            BenchmarkCommand.class,
            ExplainCommand.class,
            ServeCommand.class,
            ReportCommand.class,
            CommandLine.HelpCommand.class
        })
public final class GeorcCommand implements Runnable {
    /** Exit code for bad input data or options. */
    public static final int EXIT_INPUT = 2;
    /** Exit code for model or judge failures that stop a run. */
    public static final int EXIT_FAILURE = 1;
    /** Exit code for a run that finished but could not score some items (they are recorded as failures). */
    public static final int EXIT_PARTIAL = 3;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        // picocli prints the message and the usage once
        throw new CommandLine.ParameterException(spec.commandLine(), "a command is required");
    }

    /**
     * Entry point.
     *
     * @param args command-line arguments
     */
    public static void main(String[] args) {
        Logger log = LoggerFactory.getLogger(GeorcCommand.class);
        if (log.isDebugEnabled()) {
            log.debug("georc main: {} ms after the JVM started", jvmUptimeMillis());
        }
        int code = run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true));
        if (log.isDebugEnabled()) {
            log.debug("georc done: {} ms after the JVM started", jvmUptimeMillis());
        }
        System.exit(code);
    }

    /** @return milliseconds since the JVM started (for the debug timings; loads java.management) */
    private static long jvmUptimeMillis() {
        return java.lang.management.ManagementFactory.getRuntimeMXBean().getUptime();
    }

    /**
     * Runs the command with the given streams (for tests and embedding).
     *
     * @param args command-line arguments
     * @param out  standard output
     * @param err  standard error
     * @return the exit code
     */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cl = new CommandLine(new GeorcCommand());
        GroupedOptions.install(cl);
        cl.setExpandAtFiles(false); // "@FILE" is an option value (explain --candidate @FILE), never an argument file
        cl.setOut(out);
        // library messages name Java settings in backticks; the command line's stderr names its options
        cl.setErr(err instanceof CliWords.Stderr ? err : new CliWords.Stderr(err));
        cl.setParameterExceptionHandler(new UsageErrors());
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            PrintWriter e = commandLine.getErr();
            // every message goes through the one redactor: a URL with ?token= or a quoted command line with
            // --api-key, wherever a message picked it up, is printed without its secret
            e.println(Redactor.text("georc " + commandLine.getCommandName() + ": error: " + message(ex)));
            Throwable cause = ex.getCause();
            if (cause != null && !(ex instanceof InvalidInputException) && cause.getMessage() != null
                    && !message(ex).contains(cause.getMessage())) {
                e.println(Redactor.text("  caused by: " + Errors.describe(cause)));
            }
            int code = exitCode(ex);
            if (code == EXIT_FAILURE && !(ex instanceof GeorcException) && !(ex instanceof java.io.UncheckedIOException)
                    && !(ex instanceof java.io.IOException)) {
                ex.printStackTrace(e); // a bug: the trace helps the report
            }
            e.flush();
            return code;
        });
        int code = cl.execute(args);
        // PrintWriter swallows write errors: a result that did not reach standard output is no success
        if (out.checkError() && code != EXIT_INPUT) {
            err.println("georc: error: writing to standard output failed (disk full or closed pipe?); "
                    + "what was printed is incomplete");
            err.flush();
            return EXIT_FAILURE;
        }
        return code;
    }

    private static String message(Throwable ex) {
        String m = ex instanceof GeorcException || ex instanceof IllegalArgumentException
                || (ex instanceof java.io.UncheckedIOException && ex.getMessage() != null)
                ? (ex.getMessage() == null ? Errors.describe(ex) : ex.getMessage())
                : Errors.describe(ex);
        // the library names its Java settings (maxFailures); the command line names its options
        return ex instanceof GeorcException ? CliWords.flags(m) : m;
    }

    /**
     * @param ex what a command threw
     * @return 2 for bad input or options, 1 for anything else (a model or judge that could not run, I/O)
     */
    static int exitCode(Throwable ex) {
        if (ex instanceof InvalidInputException || ex instanceof ConfigurationException
                || ex instanceof IllegalArgumentException) {
            return EXIT_INPUT;
        }
        return EXIT_FAILURE;
    }

    /** {@code georc --version}: {@link Installation#describe}. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return Installation.describe();
        }
    }
}
