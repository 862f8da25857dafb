package org.georc.examples.spark;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.georc.core.ConfigurationException;

/**
 * The command line of {@link SparkScoreJob}, close to {@code georc score}'s.
 *
 * @param references    references: JSONL ({@code {"id", "chain"}} + optional {@code country}) or Parquet
 * @param candidates    candidates: JSONL ({@code {"id", "model", "chain"}}) or Parquet
 * @param output        score table to write (a Parquet folder)
 * @param leaderboard   leaderboard to write (a CSV folder), or null
 * @param format        input format: json, parquet, or null to tell by the name
 * @param judge         judge settings
 * @param scoring       scoring options
 * @param partitions    partitions to score in (0: four per core Spark has)
 * @param skipUnknown   skip candidates whose id has no reference (default: fail)
 * @param overwrite     replace existing outputs (default: fail if they exist)
 */
public record JobOptions(String references, String candidates, String output, String leaderboard, String format,
                         JudgeSettings judge, ScoreOptions scoring, int partitions, boolean skipUnknown,
                         boolean overwrite) {

    /** The usage text. */
    public static final String USAGE = String.join("\n",
            "usage: spark-submit --class org.georc.examples.spark.SparkScoreJob georc-examples-VERSION-spark.jar \\",
            "         --references R.jsonl|R.parquet --candidates C.jsonl|C.parquet --output SCORES.parquet \\",
            "         [--leaderboard LEADERBOARD.csv] [--format json|parquet] [--judge embedding] [--lo S] [--hi S] \\",
            "         [--option KEY=VALUE]... [--include-conclusion] [--no-alignments] [--no-flags] [--int8] \\",
            "         [--encoder-threads N (default 1)] [--encoder-batch N (128)] [--batch PAIRS (64)] \\",
            "         [--partitions N (default 4 per core)] [--skip-unknown-ids] [--overwrite]");

    /**
     * Parses the arguments.
     *
     * @param args the arguments
     * @return the options
     * @throws ConfigurationException naming the bad or missing option, with the usage
     */
    public static JobOptions parse(String... args) {
        String references = null;
        String candidates = null;
        String output = null;
        String leaderboard = null;
        String format = null;
        JudgeSettings judge = JudgeSettings.defaults();
        String judgeName = judge.judge();
        List<String[]> options = new ArrayList<>();
        boolean include = false;
        boolean flags = true;
        boolean alignments = true;
        boolean int8 = false;
        int threads = judge.encoderThreads();
        int encoderBatch = judge.encoderBatch();
        int batch = ScoreOptions.defaults().pairsPerBatch();
        int partitions = 0;
        boolean skipUnknown = false;
        boolean overwrite = false;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            switch (a) {
                case "--references" -> references = value(args, ++i, a);
                case "--candidates" -> candidates = value(args, ++i, a);
                case "--output" -> output = value(args, ++i, a);
                case "--leaderboard" -> leaderboard = value(args, ++i, a);
                case "--format" -> {
                    format = value(args, ++i, a).toLowerCase(Locale.ROOT);
                    if (!format.equals("json") && !format.equals("parquet")) {
                        throw bad("--format must be json or parquet, got \"" + format + "\"");
                    }
                }
                case "--judge" -> judgeName = value(args, ++i, a);
                case "--lo" -> options.add(new String[] {"lo", number(value(args, ++i, a), a)});
                case "--hi" -> options.add(new String[] {"hi", number(value(args, ++i, a), a)});
                case "--option" -> {
                    String kv = value(args, ++i, a);
                    int eq = kv.indexOf('=');
                    if (eq < 1) {
                        throw bad("--option takes KEY=VALUE, got \"" + kv + "\"");
                    }
                    options.add(new String[] {kv.substring(0, eq), kv.substring(eq + 1)});
                }
                case "--include-conclusion" -> include = true;
                case "--no-alignments" -> alignments = false;
                case "--no-flags" -> flags = false;
                case "--int8" -> int8 = true;
                case "--encoder-threads" -> threads = integer(value(args, ++i, a), a, 0);
                case "--encoder-batch" -> encoderBatch = integer(value(args, ++i, a), a, 1);
                case "--batch" -> batch = integer(value(args, ++i, a), a, 1);
                case "--partitions" -> partitions = integer(value(args, ++i, a), a, 0);
                case "--skip-unknown-ids" -> skipUnknown = true;
                case "--overwrite" -> overwrite = true;
                default -> throw bad("unknown option \"" + a + "\"");
            }
        }
        if (references == null || candidates == null || output == null) {
            throw bad("--references, --candidates and --output are required");
        }
        JudgeSettings settings = new JudgeSettings(judgeName, java.util.Map.of(), int8, threads, encoderBatch);
        for (String[] kv : options) {
            settings = settings.withOption(kv[0], kv[1]);
        }
        return new JobOptions(references, candidates, output, leaderboard, format, settings,
                new ScoreOptions(include, flags, alignments, batch), partitions, skipUnknown, overwrite);
    }

    private static String value(String[] args, int i, String option) {
        if (i >= args.length || args[i].startsWith("--")) {
            throw bad(option + " needs a value");
        }
        return args[i];
    }

    private static String number(String v, String option) {
        try {
            double d = Double.parseDouble(v);
            if (!Double.isFinite(d)) {
                throw new NumberFormatException();
            }
            return Double.toString(d);
        } catch (NumberFormatException e) {
            throw bad(option + " must be a number, got \"" + v + "\"");
        }
    }

    private static int integer(String v, String option, int min) {
        try {
            int n = Integer.parseInt(v);
            if (n < min) {
                throw bad(option + " must be >= " + min + ", got " + n);
            }
            return n;
        } catch (NumberFormatException e) {
            throw bad(option + " must be a whole number, got \"" + v + "\"");
        }
    }

    private static ConfigurationException bad(String message) {
        return new ConfigurationException(message + "\n" + USAGE);
    }
}
