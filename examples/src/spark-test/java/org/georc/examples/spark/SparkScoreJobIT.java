package org.georc.examples.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.georc.bench.cli.GeorcCommand;
import org.georc.core.report.Leaderboard;
import org.georc.core.InvalidInputException;
import org.georc.core.json.JsonLines;
import org.georc.core.scorefile.ScoreLines;
import org.georc.core.scorefile.ScoreRecord;
import org.georc.metrics.Bootstrap;
import org.georc.metrics.ConfidenceInterval;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Spark job in {@code local[2]} on the sample data gives the CLI's scores for every pair.
 *
 * <p>One session and one CLI run serve every test of the class: Spark and the model are the slow
 * parts, the data is 40 pairs.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SparkScoreJobIT {
    private static final String REFS = "data/references.jsonl";
    private static final String CANDS = "data/candidates.jsonl";

    /**
     * How far a Spark score may lie from the CLI's. Both run the same library code on the same
     * texts; what differs is which texts the encoder embeds together (the CLI's batches of 64 pairs
     * on 2 threads vs one partition's batches) and the intra-op threads (CLI: 2, Spark: 1). On this
     * machine the two agree to the last bit (the test prints the largest difference: 0): padded
     * positions add exact zeros and each vector comes out the same whatever its batch. 1e-9 leaves
     * room for a CPU whose kernels would split the work differently, and is far below the 0.01
     * that would change a leaderboard cell.
     */
    static final double TOLERANCE = 1e-9;

    @TempDir
    Path dir;

    private SparkSession spark;
    private Map<String, ObjectNode> cli;
    private Path cliScores;

    @BeforeAll
    void startSparkAndRunTheCli(@TempDir Path tmp) throws Exception {
        cliScores = tmp.resolve("cli.jsonl");
        StringWriter err = new StringWriter();
        int code = GeorcCommand.run(new String[] {"score", "--references", REFS, "--candidates", CANDS,
            "--output", cliScores.toString(), "--quiet"}, new PrintWriter(new StringWriter()), new PrintWriter(err));
        assertThat(code).as(err.toString()).isZero();
        cli = new HashMap<>();
        for (String line : Files.readAllLines(cliScores)) {
            ObjectNode n = (ObjectNode) JsonLines.readTree(line);
            cli.put(n.get("id").asText() + "/" + n.get("model").asText(), n);
        }
        assertThat(cli).hasSize(40);
        spark = SparkSession.builder().master("local[2]").appName("georc-spark-it")
                .config("spark.ui.enabled", "false")
                .config("spark.driver.host", "127.0.0.1")
                .config("spark.driver.bindAddress", "127.0.0.1")
                .config("spark.sql.shuffle.partitions", "2")
                .getOrCreate();
        spark.sparkContext().setLogLevel("WARN");
    }

    @AfterAll
    void stop() {
        if (spark != null) {
            spark.stop();
        }
        ExecutorJudges.closeAll();
    }

    private JobOptions options(String refs, String cands, Path out, String... more) {
        List<String> args = new ArrayList<>(List.of("--references", refs, "--candidates", cands,
                "--output", out.resolve("scores.parquet").toString(),
                "--leaderboard", out.resolve("leaderboard.csv").toString(), "--partitions", "2"));
        args.addAll(List.of(more));
        return JobOptions.parse(args.toArray(new String[0]));
    }

    @Test
    void scoresEqualTheClisForEveryPairAndOneJudgeServesBothTasks() throws Exception {
        ExecutorJudges.closeAll();
        long loadsBefore = ExecutorJudges.loads();
        JobOptions o = options(REFS, CANDS, dir);
        SparkScoreJob.Result result = SparkScoreJob.run(spark, o);

        assertThat(result.pairs()).isEqualTo(40);
        assertThat(result.failures()).isZero();
        // local[2]: the driver is the executor, so this JVM's pool saw both tasks
        assertThat(ExecutorJudges.loads() - loadsBefore).as("judges loaded for 2 partitions in one JVM").isEqualTo(1);

        Dataset<Row> scores = spark.read().parquet(o.output());
        assertThat(scores.columns()).containsExactly(ScoreSchema.of(true, true).fieldNames());
        double worst = 0;
        int compared = 0;
        for (Row r : scores.collectAsList()) {
            ObjectNode spark = (ObjectNode) JsonLines.readTree(r.json());
            String key = spark.get("id").asText() + "/" + spark.get("model").asText();
            ObjectNode line = cli.get(key);
            assertThat(line).as("CLI line for " + key).isNotNull();
            worst = Math.max(worst, compare(key, line, spark));
            compared++;
        }
        assertThat(compared).isEqualTo(cli.size());
        System.err.printf("largest |Spark - CLI| over P/R/F1 and alignment scores: %.3g%n", worst);

        // the leaderboard: Spark's means are the CLI's; its intervals are the library's bootstrap in id order
        List<ScoreRecord> records = ScoreLines.read(cliScores);
        Map<String, Leaderboard.Row> cliBoard = new HashMap<>();
        Leaderboard.of(records).rows().forEach(x -> cliBoard.put(x.model(), x));
        assertThat(result.leaderboard()).hasSize(4);
        for (Row r : result.leaderboard()) {
            Leaderboard.Row c = cliBoard.get(r.getString(0));
            assertThat(r.getLong(1)).isEqualTo(c.scored());
            assertThat(r.getLong(2)).isEqualTo(c.failures());
            assertThat(r.getDouble(3)).isCloseTo(c.precision().estimate(), within(TOLERANCE));
            assertThat(r.getDouble(6)).isCloseTo(c.recall().estimate(), within(TOLERANCE));
            assertThat(r.getDouble(9)).isCloseTo(c.f1().estimate(), within(TOLERANCE));
            assertThat(r.getDouble(12)).isEqualTo(c.countryAccuracy());
            assertThat(r.getDouble(13)).isCloseTo(c.toolUse(), within(1e-12));
            assertThat(r.getDouble(14)).isCloseTo(c.filler(), within(1e-12));
            assertThat(r.getDouble(15)).isCloseTo(c.misattribution(), within(1e-12));
            double[] f1ById = records.stream().filter(x -> x.model().equals(r.getString(0)))
                    .sorted(Comparator.comparing(ScoreRecord::id)).mapToDouble(ScoreRecord::f1).toArray();
            ConfidenceInterval ci = Bootstrap.meanInterval(f1ById);
            assertThat(r.getDouble(10)).isCloseTo(ci.lower(), within(TOLERANCE));
            assertThat(r.getDouble(11)).isCloseTo(ci.upper(), within(TOLERANCE));
        }
        List<String> order = result.leaderboard().stream().map(x -> x.getString(0)).toList();
        assertThat(order).containsExactly(Leaderboard.of(records).rows().stream().map(Leaderboard.Row::model)
                .toArray(String[]::new));
        List<String> csv = Files.list(Path.of(o.leaderboard())).filter(p -> p.toString().endsWith(".csv"))
                .flatMap(p -> {
                    try {
                        return Files.readAllLines(p).stream();
                    } catch (java.io.IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                }).toList();
        assertThat(csv).hasSize(5);
        assertThat(csv.get(0)).startsWith("model,n,failed,precision,precision_low,precision_high");
        assertThat(SparkLeaderboard.markdown(result.leaderboard())).contains("| paraphrase | 10 | 0 |");

        // Parquet inputs, a second job in the same JVM: the judge is reused, not reloaded, and scores agree
        Path pq = dir.resolve("pq");
        SparkScoreJob.readReferences(spark, REFS, null).write().parquet(pq.resolve("refs.parquet").toString());
        SparkScoreJob.readCandidates(spark, CANDS, null).write().parquet(pq.resolve("cands.parquet").toString());
        long loadsAfterFirst = ExecutorJudges.loads();
        JobOptions fromParquet = options(pq.resolve("refs.parquet").toString(), pq.resolve("cands.parquet").toString(),
                pq, "--no-alignments");
        SparkScoreJob.Result again = SparkScoreJob.run(spark, fromParquet);
        assertThat(again.pairs()).isEqualTo(40);
        assertThat(ExecutorJudges.loads()).as("same settings, same JVM: no reload").isEqualTo(loadsAfterFirst);
        Dataset<Row> second = spark.read().parquet(fromParquet.output());
        assertThat(second.columns()).doesNotContain("candidate_alignments", "reference_alignments");
        for (Row r : second.select("id", "model", "f1").collectAsList()) {
            assertThat(r.getDouble(2)).isCloseTo(cli.get(r.getString(0) + "/" + r.getString(1)).get("f1").asDouble(),
                    within(TOLERANCE));
        }
    }

    /** Compares one Spark row with the CLI's line: same fields, same values; numbers within the tolerance. */
    private static double compare(String where, JsonNode cliNode, JsonNode sparkNode) {
        double worst = 0;
        if (cliNode.isObject()) {
            assertThat(sparkNode.isObject()).as(where).isTrue();
            for (Iterator<Map.Entry<String, JsonNode>> it = cliNode.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                JsonNode other = sparkNode.get(e.getKey());
                assertThat(other).as(where + "." + e.getKey() + " in the Spark row").isNotNull();
                if (e.getKey().equals("time")) {
                    assertThat(Instant.parse(other.asText())).isNotNull();
                    continue;
                }
                worst = Math.max(worst, compare(where + "." + e.getKey(), e.getValue(), other));
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = sparkNode.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                if (!e.getValue().isNull()) {
                    assertThat(cliNode.has(e.getKey())).as(where + "." + e.getKey() + " only in the Spark row").isTrue();
                }
            }
        } else if (cliNode.isArray()) {
            assertThat(sparkNode.size()).as(where + " length").isEqualTo(cliNode.size());
            for (int i = 0; i < cliNode.size(); i++) {
                worst = Math.max(worst, compare(where + "[" + i + "]", cliNode.get(i), sparkNode.get(i)));
            }
        } else if (cliNode.isFloatingPointNumber() || sparkNode.isFloatingPointNumber()) {
            double d = Math.abs(cliNode.asDouble() - sparkNode.asDouble());
            assertThat(d).as(where + ": CLI " + cliNode + " vs Spark " + sparkNode).isLessThanOrEqualTo(TOLERANCE);
            worst = d;
        } else {
            assertThat(sparkNode).as(where).isEqualTo(cliNode);
        }
        return worst;
    }

    @Test
    void badInputIsNamedBeforeAnythingIsScored() throws Exception {
        Path refs = dir.resolve("refs.jsonl");
        Files.writeString(refs, "{\"id\": \"a\", \"chain\": \"- white bollards with a black cap\"}\n"
                + "{\"id\": \"a\", \"chain\": \"- yellow centre lines\"}\n");
        Path cands = dir.resolve("cands.jsonl");
        Files.writeString(cands, "{\"id\": \"a\", \"model\": \"m\", \"chain\": \"- bollards\"}\n"
                + "{\"id\": \"zz\", \"model\": \"m\", \"chain\": \"- bollards\"}\n");
        assertThatThrownBy(() -> SparkScoreJob.run(spark, options(refs.toString(), cands.toString(), dir.resolve("o1"))))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("duplicate (id): (id \"a\") x2");

        Files.writeString(refs, "{\"id\": \"a\", \"chain\": \"- white bollards with a black cap\"}\n"
                + "{\"id\": \"b\"}\n");
        assertThatThrownBy(() -> SparkScoreJob.run(spark, options(refs.toString(), cands.toString(), dir.resolve("o2"))))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("without id or chain: (id \"b\")");

        Files.writeString(refs, "{\"id\": \"a\", \"chain\": \"- white bollards with a black cap\"}\n");
        assertThatThrownBy(() -> SparkScoreJob.run(spark, options(refs.toString(), cands.toString(), dir.resolve("o3"))))
                .isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("1 candidate(s) have no reference with their id: (id \"zz\", model \"m\")");
        assertThat(Files.exists(dir.resolve("o3"))).as("nothing was scored or written").isFalse();

        Files.writeString(refs, "{\"id\": \"a\", \"chain\": \"- white bollards with a black cap\"\n");
        assertThatThrownBy(() -> SparkScoreJob.run(spark, options(refs.toString(), cands.toString(), dir.resolve("o4"))))
                .hasStackTraceContaining("Malformed");
    }
}
