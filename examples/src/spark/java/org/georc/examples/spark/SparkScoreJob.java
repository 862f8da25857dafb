package org.georc.examples.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.georc.core.ConfigurationException;
import org.georc.core.InvalidInputException;

/**
 * Scores candidate reasoning chains against reference chains on Spark, like {@code georc score}
 * followed by {@code georc leaderboard}, for corpora one machine cannot score in time.
 *
 * <ol>
 *   <li>Reads references and candidates (JSONL or Parquet), checks them (ids present and unique,
 *       every candidate id known) and joins them on id.</li>
 *   <li>Scores in {@code mapPartitions}, with one judge per executor JVM ({@link ExecutorJudges}),
 *       pairs of one reference kept in one partition so that its clauses are embedded once.</li>
 *   <li>Writes the scores as Parquet with the columns of the CLI's score lines ({@link ScoreSchema}).</li>
 *   <li>Computes the leaderboard with Spark aggregations and the library's bootstrap
 *       ({@link SparkLeaderboard}), prints it and optionally writes it as CSV.</li>
 * </ol>
 *
 * <pre>
 * spark-submit --class org.georc.examples.spark.SparkScoreJob examples/target/georc-examples-0.1.0-SNAPSHOT-spark.jar \
 *     --references refs.jsonl --candidates cands.jsonl --output scores.parquet --leaderboard leaderboard.csv
 * </pre>
 */
public final class SparkScoreJob {
    private static final StructType REFERENCES_JSON = new StructType()
            .add("id", DataTypes.StringType).add("chain", DataTypes.StringType).add("country", DataTypes.StringType);
    private static final StructType CANDIDATES_JSON = new StructType()
            .add("id", DataTypes.StringType).add("model", DataTypes.StringType).add("chain", DataTypes.StringType);

    private SparkScoreJob() {
    }

    /**
     * What a run did.
     *
     * @param pairs       pairs written
     * @param failures    pairs the judge failed on ({@code judge_error})
     * @param leaderboard the leaderboard rows, best F1 first
     */
    public record Result(long pairs, long failures, List<Row> leaderboard) {
    }

    /**
     * Runs the job with the session {@code spark-submit} made. Exit codes as {@code georc score}:
     * 0 done, 2 bad input or options, 3 done but some pairs failed.
     *
     * @param args see {@link JobOptions#USAGE}
     */
    public static void main(String[] args) {
        JobOptions options;
        try {
            options = JobOptions.parse(args);
            options.judge().provider();
        } catch (ConfigurationException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        SparkSession spark = SparkSession.builder().appName("georc-score").getOrCreate();
        int code;
        try {
            Result r = run(spark, options);
            System.out.print(SparkLeaderboard.markdown(r.leaderboard()));
            System.err.println("scored " + r.pairs() + " pair(s) with judge " + options.judge().judge() + " into "
                    + options.output() + (r.failures() > 0 ? " (" + r.failures()
                    + " judge failure(s) recorded as judge_error)" : ""));
            code = r.failures() > 0 ? 3 : 0;
        } catch (InvalidInputException | ConfigurationException e) {
            System.err.println(e.getMessage());
            code = 2;
        } finally {
            spark.stop();
        }
        System.exit(code);
    }

    /**
     * Reads, checks, joins, scores, writes and summarises.
     *
     * @param spark   the session
     * @param options what to do
     * @return counts and the leaderboard
     * @throws InvalidInputException  on missing, duplicate or unknown ids or missing columns
     * @throws ConfigurationException on an unknown judge or bad options
     */
    public static Result run(SparkSession spark, JobOptions options) {
        options.judge().provider();
        Dataset<Row> refs = readReferences(spark, options.references(), options.format());
        Dataset<Row> cands = readCandidates(spark, options.candidates(), options.format());
        Dataset<Row> pairs = pairs(refs, cands, options.skipUnknown(), options.references(), options.candidates());
        int partitions = options.partitions() > 0 ? options.partitions()
                : 4 * spark.sparkContext().defaultParallelism();
        Dataset<Row> scores = score(pairs.repartition(partitions, col("id")), options.judge(), options.scoring());
        scores.write().mode(options.overwrite() ? SaveMode.Overwrite : SaveMode.ErrorIfExists).parquet(options.output());

        Dataset<Row> board = SparkLeaderboard.of(spark.read().parquet(options.output()));
        List<Row> rows = board.collectAsList();
        if (options.leaderboard() != null) {
            spark.createDataFrame(rows, board.schema()).coalesce(1).write()
                    .mode(options.overwrite() ? SaveMode.Overwrite : SaveMode.ErrorIfExists)
                    .option("header", true).csv(options.leaderboard());
        }
        long written = 0;
        long failures = 0;
        for (Row r : rows) {
            written += r.getLong(1) + r.getLong(2);
            failures += r.getLong(2);
        }
        return new Result(written, failures, rows);
    }

    /**
     * Scores joined pairs, one judge per executor JVM.
     *
     * @param pairs    rows with {@code id, model, chain, ref_chain, country}
     * @param settings the judge
     * @param options  what to score and write
     * @return score rows ({@link ScoreSchema})
     */
    public static Dataset<Row> score(Dataset<Row> pairs, JudgeSettings settings, ScoreOptions options) {
        return pairs.select("id", "model", "chain", "ref_chain", "country")
                .mapPartitions(new PartitionScorer(settings, options),
                        Encoders.row(ScoreSchema.of(options.alignments(), options.flags())));
    }

    /**
     * Reads references: {@code id}, {@code chain} and optional {@code country}.
     *
     * @param spark  the session
     * @param path   JSONL file or folder, or Parquet
     * @param format json, parquet, or null to tell by the name
     * @return the references
     */
    public static Dataset<Row> readReferences(SparkSession spark, String path, String format) {
        return read(spark, path, format, REFERENCES_JSON, "references");
    }

    /**
     * Reads candidates: {@code id}, {@code model}, {@code chain}.
     *
     * @param spark  the session
     * @param path   JSONL file or folder, or Parquet
     * @param format json, parquet, or null to tell by the name
     * @return the candidates
     */
    public static Dataset<Row> readCandidates(SparkSession spark, String path, String format) {
        return read(spark, path, format, CANDIDATES_JSON, "candidates");
    }

    private static Dataset<Row> read(SparkSession spark, String path, String format, StructType schema, String what) {
        String f = format != null ? format : guessFormat(path);
        if (f.equals("json")) {
            // FAILFAST: a line that is not JSON stops the job instead of becoming a row of nulls
            return spark.read().schema(schema).option("mode", "FAILFAST").json(path);
        }
        Dataset<Row> d = spark.read().parquet(path);
        StructType actual = d.schema();
        Dataset<Row> out = d;
        for (StructField want : schema.fields()) {
            java.util.Optional<StructField> have = List.of(actual.fields()).stream()
                    .filter(x -> x.name().equals(want.name())).findFirst();
            boolean optional = want.name().equals("country");
            if (have.isEmpty()) {
                if (!optional) {
                    throw new InvalidInputException(null, 0, want.name(), what + " " + path + ": column \""
                            + want.name() + "\" is missing (columns: " + String.join(", ", actual.fieldNames()) + ")",
                            null);
                }
                out = out.withColumn(want.name(), lit(null).cast(DataTypes.StringType));
            } else if (!have.get().dataType().equals(DataTypes.StringType)) {
                DataType t = have.get().dataType();
                throw new InvalidInputException(null, 0, want.name(), what + " " + path + ": column \""
                        + want.name() + "\" must be a string, got " + t.simpleString(), null);
            }
        }
        return out.select(List.of(schema.fieldNames()).stream().map(org.apache.spark.sql.functions::col)
                .toArray(org.apache.spark.sql.Column[]::new));
    }

    private static String guessFormat(String path) {
        String p = path.toLowerCase(Locale.ROOT);
        if (p.endsWith(".jsonl") || p.endsWith(".json") || p.endsWith(".jsonl.gz") || p.endsWith(".json.gz")) {
            return "json";
        }
        if (p.endsWith(".parquet") || p.endsWith(".parq")) {
            return "parquet";
        }
        throw new ConfigurationException("cannot tell the format of " + path + " by its name: pass --format json "
                + "or --format parquet");
    }

    /**
     * Checks both sides and joins them on id, as {@code georc score} checks its files: ids and
     * chains present, reference ids unique, (id, model) unique, every candidate id known.
     *
     * @param refs           references
     * @param cands          candidates
     * @param skipUnknown    drop candidates with an unknown id instead of failing
     * @param refsName       the references' path, for messages
     * @param candsName      the candidates' path, for messages
     * @return rows {@code id, model, chain, ref_chain, country}
     * @throws InvalidInputException naming what is wrong and up to five examples
     */
    public static Dataset<Row> pairs(Dataset<Row> refs, Dataset<Row> cands, boolean skipUnknown, String refsName,
                                     String candsName) {
        check(refs, "references " + refsName, List.of("id"), "chain");
        check(cands, "candidates " + candsName, List.of("id", "model"), "chain");
        Dataset<Row> refSide = refs.select(col("id"), col("chain").as("ref_chain"), col("country"));
        Dataset<Row> unknown = cands.join(refSide, new String[] {"id"}, "left_anti").select("id", "model");
        List<Row> examples = unknown.limit(5).collectAsList();
        if (!examples.isEmpty()) {
            long n = examples.size() < 5 ? examples.size() : unknown.count();
            String list = examples.stream().map(r -> "(id \"" + r.getString(0) + "\", model \"" + r.getString(1) + "\")")
                    .collect(Collectors.joining(", ")) + (n > examples.size() ? ", and " + (n - examples.size())
                    + " more" : "");
            if (!skipUnknown) {
                throw new InvalidInputException(null, 0, "id", "candidates " + candsName + ": " + n
                        + " candidate(s) have no reference with their id: " + list
                        + " (use --skip-unknown-ids to score the rest)", null);
            }
            System.err.println("warning: skipping " + n + " candidate(s) with no reference: " + list);
        }
        return cands.join(refSide, new String[] {"id"}, "inner")
                .select("id", "model", "chain", "ref_chain", "country");
    }

    /**
     * One Spark action per side: keys and chain present, keys unique. Reports up to five examples.
     */
    private static void check(Dataset<Row> d, String what, List<String> keys, String chain) {
        org.apache.spark.sql.Column nullKey = lit(false);
        for (String k : keys) {
            nullKey = nullKey.or(col(k).isNull());
        }
        org.apache.spark.sql.Column[] groupCols = keys.stream().map(org.apache.spark.sql.functions::col)
                .toArray(org.apache.spark.sql.Column[]::new);
        List<Row> bad = d.withColumn("_null_key", nullKey).groupBy(groupCols)
                .agg(org.apache.spark.sql.functions.count(lit(1)).as("_rows"),
                        org.apache.spark.sql.functions.count(col(chain)).as("_chains"),
                        org.apache.spark.sql.functions.max(col("_null_key")).as("_null_key"))
                .filter(col("_null_key").or(col("_chains").lt(col("_rows"))).or(col("_rows").gt(1)))
                .limit(5).collectAsList();
        if (bad.isEmpty()) {
            return;
        }
        List<String> missing = new ArrayList<>();
        List<String> duplicate = new ArrayList<>();
        for (Row r : bad) {
            StringBuilder key = new StringBuilder("(");
            for (int i = 0; i < keys.size(); i++) {
                key.append(i > 0 ? ", " : "").append(keys.get(i)).append(' ')
                        .append(r.isNullAt(i) ? "null" : "\"" + r.getString(i) + "\"");
            }
            key.append(')');
            long rows = r.getLong(keys.size());
            long chains = r.getLong(keys.size() + 1);
            if (r.getBoolean(keys.size() + 2) || chains < rows) {
                missing.add(key.toString());
            } else {
                duplicate.add(key + " x" + rows);
            }
        }
        String keyNames = String.join(", ", keys);
        if (!missing.isEmpty()) {
            throw new InvalidInputException(null, 0, missing.get(0).contains("null") ? keys.get(0) : chain,
                    what + ": row(s) without " + keyNames + " or " + chain + ": " + String.join(", ", missing), null);
        }
        throw new InvalidInputException(null, 0, keys.get(0), what + ": duplicate (" + keyNames + "): "
                + String.join(", ", duplicate), null);
    }
}
