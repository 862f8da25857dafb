package org.georc.bench.cli;

import java.io.PrintWriter;
import org.georc.core.ConfigurationException;
import org.georc.core.GeorcException;
import org.georc.core.InvalidInputException;
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
            CommandLine.HelpCommand.class
        })
public final class GeorcCommand implements Runnable {
    /** Exit code for bad input data or options. */
    public static final int EXIT_INPUT = 2;
    /** Exit code for model or judge failures. */
    public static final int EXIT_FAILURE = 1;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getErr());
        throw new CommandLine.ParameterException(spec.commandLine(), "a command is required");
    }

    /**
     * Entry point.
     *
     * @param args command-line arguments
     */
    public static void main(String[] args) {
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
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
        cl.setOut(out);
        cl.setErr(err);
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            PrintWriter e = commandLine.getErr();
            e.println("georc " + commandLine.getCommandName() + ": error: " + ex.getMessage());
            Throwable cause = ex.getCause();
            if (cause != null && !(ex instanceof InvalidInputException) && cause.getMessage() != null) {
                e.println("  caused by: " + cause.getMessage());
            }
            e.flush();
            if (ex instanceof InvalidInputException || ex instanceof ConfigurationException
                    || ex instanceof IllegalArgumentException) {
                return EXIT_INPUT;
            }
            if (ex instanceof GeorcException) {
                return EXIT_FAILURE;
            }
            ex.printStackTrace(e);
            return EXIT_FAILURE;
        });
        return cl.execute(args);
    }

    /** Reads the version from the jar manifest. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = GeorcCommand.class.getPackage().getImplementationVersion();
            return new String[] {"georc " + (v == null ? "development build" : v)};
        }
    }
}
