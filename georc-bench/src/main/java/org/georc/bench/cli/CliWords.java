package org.georc.bench.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The library names its settings as a Java caller sets them, in backticks ({@code `maxFailures`},
 * {@code `prompts`}); the command line says the option instead ({@code --max-failures},
 * {@code --prompts}). Messages from the library pass through here on their way to stderr. A
 * backticked name becomes its option (the option this table names, or its kebab-case form when
 * some georc command has that option; any other backticked word stays as written); a
 * bare camel-case setting this table knows is renamed too; a bare everyday word ({@code threads},
 * {@code output}) only where it names a setting: at the start of the message or of a clause, and
 * before "must", "is required" and the like. A backticked model setting ({@code `pair_classifier.dir`},
 * {@code <kind key>.<name>}) becomes the option that sets it for every kind ({@code --model-dir}),
 * and the library's few phrases about what only a Java caller can do become what a command-line
 * user does instead ({@link #PHRASES}).
 */
final class CliWords {
    /** Java setting name to command-line option, for the settings the library's messages name. */
    private static final Map<String, String> FLAGS = new LinkedHashMap<>();

    static {
        String[][] pairs = {
            {"maxFailures", "--max-failures"}, {"retryFailed", "--retry-failed"}, {"maxChainChars", "--max-chain-chars"},
            {"maxStatementPairs", "--max-statement-pairs"}, {"maxRowBytes", "--max-row-bytes"},
            {"pairTimeout", "--pair-timeout"}, {"skipUnknownIds", "--skip-unknown-ids"},
            {"allReferences", "--all-references"}, {"referenceExpert", "--reference-expert"},
            {"fallbackExperts", "--fallback-expert"}, {"candidatePattern", "--candidate-pattern"},
            {"ignoreUnknownFiles", "--ignore-unknown-files"}, {"countryByLlm", "--country-by-llm"},
            {"maxImageBytes", "--max-image-bytes"}, {"imageRoots", "--image-root"}, {"callers", "--threads"},
            {"fallbackExpert", "--fallback-expert"}, {"imageRoot", "--image-root"}, {"outputDir", "--output-dir"},
            {"baselineModel", "--baseline-model"}, {"maxReportMb", "--max-report-mb"},
            {"threads", "--threads"}, {"batch", "--batch"}, {"references", "--references"},
            {"candidates", "--candidates"}, {"output", "--output"}, {"prompts", "--prompts"},
            {"batchSize", "--batch"},
        };
        for (String[] p : pairs) {
            FLAGS.put(p[0], p[1]);
        }
    }

    /** Model setting name ({@code <kind key>.<name>}) to the option that sets it for every kind. */
    private static final Map<String, String> MODEL_FLAGS = Map.of(org.georc.core.spi.ModelRequest.DIR, "--model-dir");

    /** The library's words for what a Java caller does, and what a command-line user does instead. */
    static final Map<String, String> PHRASES = Map.of(
            // the engine's missing model: a command-line user gives no model object, only a jar on the class path
            org.georc.judges.engine.ScoringEngine.GIVE_ONE, "put a jar that registers a ModelFactory for ");

    private static final Pattern MODEL_SETTING = Pattern.compile("`[a-z][a-z0-9_]*\\.([a-z][a-z_]*)`");
    private static final Pattern CAMEL = Pattern.compile("\\b([a-z]+[A-Z][A-Za-z]*)\\b");
    private static final Pattern TICKED = Pattern.compile("`([a-z][A-Za-z]*)`");
    private static final Pattern PLAIN = Pattern.compile(
            "(^|[(;:] ?|, )(threads|batch|references|candidates|output|prompts|callers)\\b(?= (?:must|is required|is|needs|holds|and|or|,))");

    private CliWords() {
    }

    /**
     * @param message a library message
     * @return the message with the settings it names written as options
     */
    static String flags(String message) {
        if (message == null) {
            return null;
        }
        Matcher m = CAMEL.matcher(ticked(message));
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String flag = FLAGS.get(m.group(1));
            m.appendReplacement(sb, Matcher.quoteReplacement(flag == null ? m.group(1) : flag));
        }
        m.appendTail(sb);
        Matcher p = PLAIN.matcher(sb.toString());
        StringBuilder out = new StringBuilder();
        while (p.find()) {
            p.appendReplacement(out, Matcher.quoteReplacement(p.group(1) + FLAGS.get(p.group(2))));
        }
        p.appendTail(out);
        return out.toString();
    }

    /**
     * @param message a line a library builder wrote to the command's stderr
     * @return it with each backticked setting written as its option (nothing else changes)
     */
    static String ticked(String message) {
        if (message == null || message.indexOf('`') < 0) {
            return message;
        }
        Matcher t = TICKED.matcher(modelSettings(phrases(message)));
        StringBuilder sb = new StringBuilder();
        while (t.find()) {
            t.appendReplacement(sb, Matcher.quoteReplacement(option(t.group(1), t.group())));
        }
        t.appendTail(sb);
        return sb.toString();
    }

    /**
     * The command's stderr: every line a library builder prints through it names settings as
     * options ({@link #ticked}).
     */
    static final class Stderr extends java.io.PrintWriter {
        Stderr(java.io.Writer out) {
            super(out, true);
        }

        @Override
        public void println(String x) {
            super.println(ticked(x));
        }

        @Override
        public void print(String s) {
            super.print(ticked(s));
        }
    }

    private static String phrases(String message) {
        String s = message;
        for (Map.Entry<String, String> e : PHRASES.entrySet()) {
            s = s.replace(e.getKey(), e.getValue());
        }
        return s;
    }

    /** {@code `pair_classifier.dir`} to {@code --model-dir}; a model setting with no option stays as it is. */
    private static String modelSettings(String message) {
        Matcher m = MODEL_SETTING.matcher(message);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String flag = MODEL_FLAGS.get(m.group(1));
            m.appendReplacement(sb, Matcher.quoteReplacement(flag != null ? flag : m.group()));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    /**
     * @param setting a backticked word of a message
     * @param asWritten the word with its backticks
     * @return the option this table names for it, else its kebab-case form when georc has such an
     *         option, else the word as written (a backticked word from a server's or a parser's
     *         message, such as {@code `qwen`} or {@code `int`}, is no setting)
     */
    private static String option(String setting, String asWritten) {
        String flag = FLAGS.get(setting);
        if (flag != null) {
            return flag;
        }
        String kebab = "--" + kebab(setting);
        return Options.ALL.contains(kebab) ? kebab : asWritten;
    }

    /** Every long option of every georc command, read once from the command tree. */
    private static final class Options {
        static final java.util.Set<String> ALL = collect(new picocli.CommandLine(new GeorcCommand()),
                new java.util.HashSet<>());

        private static java.util.Set<String> collect(picocli.CommandLine cl, java.util.Set<String> into) {
            for (picocli.CommandLine.Model.OptionSpec o : cl.getCommandSpec().options()) {
                into.addAll(java.util.Arrays.asList(o.names()));
            }
            for (picocli.CommandLine sub : cl.getSubcommands().values()) {
                collect(sub, into);
            }
            return into;
        }
    }

    private static String kebab(String camel) {
        return camel.replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(java.util.Locale.ROOT);
    }
}
