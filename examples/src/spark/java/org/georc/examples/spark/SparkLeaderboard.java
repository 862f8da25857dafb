package org.georc.examples.spark;

import static org.apache.spark.sql.functions.avg;
import static org.apache.spark.sql.functions.coalesce;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.element_at;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.api.java.function.MapGroupsFunction;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.georc.metrics.Bootstrap;
import org.georc.metrics.ConfidenceInterval;

/**
 * The leaderboard of a score table, as {@code georc leaderboard} computes it: per model, pairs
 * scored and failed, mean precision, recall and F1 with 95% percentile-bootstrap intervals (the
 * library's {@link Bootstrap#meanInterval}: 2,000 resamples, fixed seed), country accuracy and
 * the share of candidate statements flagged per kind. Values are in [0, 1].
 *
 * <p>Counts, means and rates are Spark aggregations. The intervals are computed per model on the
 * executors ({@code groupByKey}/{@code mapGroups}), from that model's scores sorted by id, so a
 * rerun gives the same interval whatever order the rows arrive in. (The CLI resamples in file
 * order, so its interval bounds can differ from these in the last digits of the resampling
 * noise; the means are the same.)
 */
public final class SparkLeaderboard {
    private SparkLeaderboard() {
    }

    /** The flag kinds the leaderboard reports, and their column names. */
    private static final String[][] FLAG_COLUMNS = {
        {"false_tool_use", "tool_use"}, {"axiomatic_irrelevance", "filler"}, {"misattribution", "misattribution"}};

    private static final StructType INTERVALS = new StructType()
            .add("model", DataTypes.StringType, false)
            .add("precision_low", DataTypes.DoubleType).add("precision_high", DataTypes.DoubleType)
            .add("recall_low", DataTypes.DoubleType).add("recall_high", DataTypes.DoubleType)
            .add("f1_low", DataTypes.DoubleType).add("f1_high", DataTypes.DoubleType);

    /**
     * @param scores a score table ({@link ScoreSchema}; the flag columns may be absent)
     * @return one row per model: model, n, failed, precision, precision_low, precision_high,
     *         recall, ..., f1, ..., country_acc, tool_use, filler, misattribution; best F1 first
     */
    public static Dataset<Row> of(Dataset<Row> scores) {
        boolean flags = List.of(scores.columns()).contains("flags");
        List<Column> aggs = new ArrayList<>(List.of(
                count(col("precision")).as("n"),
                count(col("judge_error")).as("failed"),
                avg("precision").as("precision"),
                avg("recall").as("recall"),
                avg("f1").as("f1"),
                avg(col("country_correct").cast(DataTypes.DoubleType)).as("country_acc")));
        if (flags) {
            Column statements = sum(when(col("flags").isNotNull(), col("statements")));
            for (String[] f : FLAG_COLUMNS) {
                Column flagged = sum(when(col("flags").isNotNull(),
                        coalesce(element_at(col("flags"), lit(f[0])), lit(0))));
                aggs.add(when(statements.gt(0), flagged.cast(DataTypes.DoubleType).divide(statements)).as(f[1]));
            }
        } else {
            for (String[] f : FLAG_COLUMNS) {
                aggs.add(lit(null).cast(DataTypes.DoubleType).as(f[1]));
            }
        }
        Dataset<Row> means = scores.groupBy("model")
                .agg(aggs.get(0), aggs.subList(1, aggs.size()).toArray(new Column[0]));

        Dataset<Row> intervals = scores.filter(col("precision").isNotNull())
                .select("model", "id", "precision", "recall", "f1")
                .groupByKey((MapFunction<Row, String>) r -> r.getString(0), Encoders.STRING())
                .mapGroups((MapGroupsFunction<String, Row, Row>) SparkLeaderboard::intervals, Encoders.row(INTERVALS));

        // rows in the core leaderboard's order: its groups (experts, baselines, models), best F1 first within each
        org.apache.spark.sql.expressions.UserDefinedFunction groupRank = org.apache.spark.sql.functions.udf(
                (org.apache.spark.sql.api.java.UDF1<String, Integer>) m -> org.georc.core.report.ModelGroups.standard()
                        .rank(org.georc.core.report.ModelGroups.standard().groupOf(m)),
                org.apache.spark.sql.types.DataTypes.IntegerType);
        return means.join(intervals, new String[] {"model"}, "left")
                .withColumn("group_rank", groupRank.apply(col("model")))
                .orderBy(col("group_rank"), col("f1").desc_nulls_last(), col("model"))
                .select(col("model"), col("n"), col("failed"),
                        col("precision"), col("precision_low"), col("precision_high"),
                        col("recall"), col("recall_low"), col("recall_high"),
                        col("f1"), col("f1_low"), col("f1_high"),
                        col("country_acc"), col("tool_use"), col("filler"), col("misattribution"));
    }

    /** Bootstrap intervals of one model's scored pairs, resampled in id order. */
    private static Row intervals(String model, Iterator<Row> rows) {
        List<Row> list = new ArrayList<>();
        rows.forEachRemaining(list::add);
        list.sort(Comparator.comparing((Row r) -> r.getString(1)));
        double[][] v = new double[3][list.size()];
        for (int i = 0; i < list.size(); i++) {
            for (int k = 0; k < 3; k++) {
                v[k][i] = list.get(i).getDouble(2 + k);
            }
        }
        ConfidenceInterval p = Bootstrap.meanInterval(v[0]);
        ConfidenceInterval r = Bootstrap.meanInterval(v[1]);
        ConfidenceInterval f = Bootstrap.meanInterval(v[2]);
        return RowFactory.create(model, p.lower(), p.upper(), r.lower(), r.upper(), f.lower(), f.upper());
    }

    /**
     * Renders collected leaderboard rows as the CLI's Markdown table (values x100).
     *
     * @param rows rows of {@link #of}
     * @return the table
     */
    public static String markdown(List<Row> rows) {
        StringBuilder sb = new StringBuilder(
                "| model | n | failed | P | R | F1 | country acc | tool use % | filler % | misattr. % |\n"
                        + "|---|---|---|---|---|---|---|---|---|---|\n");
        for (Row r : rows) {
            sb.append("| ").append(r.getString(0)).append(" | ").append(r.getLong(1)).append(" | ").append(r.getLong(2));
            for (int k = 0; k < 3; k++) {
                int at = 3 + 3 * k;
                sb.append(" | ").append(r.isNullAt(at) ? "—" : pct(r.getDouble(at)) + " ["
                        + pct(r.getDouble(at + 1)) + ", " + pct(r.getDouble(at + 2)) + "]");
            }
            for (int at = 12; at < 16; at++) {
                sb.append(" | ").append(r.isNullAt(at) ? "—" : pct(r.getDouble(at)));
            }
            sb.append(" |\n");
        }
        return sb.toString();
    }

    private static String pct(double unit) {
        return String.format(Locale.ROOT, "%.2f", unit * 100);
    }
}
