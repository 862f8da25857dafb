package org.georc.core.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.georc.core.json.JsonLines;
import org.georc.core.scorefile.ScoreRecord;
import org.georc.metrics.Bootstrap;
import org.georc.metrics.ConfidenceInterval;

/**
 * Per-model means of precision, recall and F1 with 95% percentile-bootstrap intervals (fixed
 * seed). Failed pairs ({@code judge_error}) are left out of the means and counted. Rows of
 * expert pairs ({@code expert-<i>-vs-<j>}, from {@code georc experts}) are also pooled into one
 * {@value #HUMAN_EXPERT_AVERAGE} row: the mean over every pair row of every expert pair, as the
 * paper's "Human expert average".
 *
 * @param rows one row per model, best F1 first
 */
public record Leaderboard(List<Row> rows) {
    /** The pooled row of all expert pairs. */
    public static final String HUMAN_EXPERT_AVERAGE = "human-expert-average";
    /** Model names of expert-pair rows. */
    private static final java.util.regex.Pattern EXPERT_PAIR = java.util.regex.Pattern.compile("expert-\\d+-vs-\\d+");

    /**
     * @param model a model name
     * @return whether it names an expert pair ({@code expert-<i>-vs-<j>})
     */
    public static boolean isExpertPair(String model) {
        return EXPERT_PAIR.matcher(model).matches();
    }

    /**
     * One model's summary; values are in [0, 1] (rendered x100).
     *
     * @param model     the model
     * @param scored    pairs with scores
     * @param failures  pairs the judge failed on
     * @param precision mean precision with its interval (null when nothing was scored)
     * @param recall    mean recall with its interval
     * @param f1        mean F1 with its interval
     * @param countryAccuracy share of the scored rows whose predicted country is right, or null
     *                        when no scored row says ({@code country_correct}); like the means,
     *                        it leaves out the rows with a judge_error
     * @param toolUse   share of candidate statements flagged as false tool use, or null
     * @param filler    share of candidate statements flagged as axiomatic irrelevance, or null
     * @param misattribution share flagged as misattribution, or null
     * @param group     the row's group ({@link ModelGroups}: Human Expert, Baseline, VLM, ...)
     */
    public record Row(String model, int scored, int failures, ConfidenceInterval precision,
                      ConfidenceInterval recall, ConfidenceInterval f1, Double countryAccuracy,
                      Double toolUse, Double filler, Double misattribution, String group) {
        /** A row in its standard group ({@link ModelGroups#standard()}). */
        public Row(String model, int scored, int failures, ConfidenceInterval precision, ConfidenceInterval recall,
                   ConfidenceInterval f1, Double countryAccuracy, Double toolUse, Double filler, Double misattribution) {
            this(model, scored, failures, precision, recall, f1, countryAccuracy, toolUse, filler, misattribution,
                    ModelGroups.standard().groupOf(model));
        }
    }

    /**
     * Builds the leaderboard.
     *
     * @param records score-file records
     * @return the leaderboard
     */
    public static Leaderboard of(List<ScoreRecord> records) {
        return of(records, ModelGroups.standard());
    }

    /**
     * Builds the leaderboard with rows in groups: experts, baselines, the map's own groups, then
     * VLMs; best F1 first within a group.
     *
     * @param records score-file records
     * @param groups  which group each model belongs to
     * @return the leaderboard
     */
    public static Leaderboard of(List<ScoreRecord> records, ModelGroups groups) {
        Map<String, List<ScoreRecord>> byModel = new TreeMap<>();
        List<ScoreRecord> pooled = new ArrayList<>();
        for (ScoreRecord r : records) {
            byModel.computeIfAbsent(r.model(), m -> new ArrayList<>()).add(r);
            if (isExpertPair(r.model())) {
                pooled.add(r);
            }
        }
        if (!pooled.isEmpty()) {
            if (byModel.containsKey(HUMAN_EXPERT_AVERAGE)) {
                throw new org.georc.core.InvalidInputException("a model is named \"" + HUMAN_EXPERT_AVERAGE
                        + "\", the name of the pooled expert-pair row; rename it");
            }
            byModel.put(HUMAN_EXPERT_AVERAGE, pooled);
        }
        List<Row> rows = new ArrayList<>();
        byModel.forEach((model, list) -> {
            List<ScoreRecord> ok = list.stream().filter(r -> !r.isFailure()).toList();
            int failures = list.size() - ok.size();
            if (ok.isEmpty()) {
                // no pair scored: no share of anything, however the failed rows are marked
                rows.add(new Row(model, 0, failures, null, null, null, null, null, null, null, groups.groupOf(model)));
                return;
            }
            Double country = countryAccuracy(ok);
            rows.add(new Row(model, ok.size(), failures,
                    Bootstrap.meanInterval(ok.stream().mapToDouble(ScoreRecord::precision).toArray()),
                    Bootstrap.meanInterval(ok.stream().mapToDouble(ScoreRecord::recall).toArray()),
                    Bootstrap.meanInterval(ok.stream().mapToDouble(ScoreRecord::f1).toArray()),
                    country, flagRate(ok, "false_tool_use"), flagRate(ok, "axiomatic_irrelevance"),
                    flagRate(ok, "misattribution"), groups.groupOf(model)));
        });
        rows.sort(Comparator.comparingInt((Row r) -> groups.rank(r.group()))
                .thenComparing(Comparator.comparingDouble((Row r) -> r.f1() == null ? -1 : r.f1().estimate()).reversed())
                .thenComparing(Row::model));
        return new Leaderboard(List.copyOf(rows));
    }

    private static Double countryAccuracy(List<ScoreRecord> list) {
        int n = 0;
        int right = 0;
        for (ScoreRecord r : list) {
            var v = r.extra() == null ? null : r.extra().get("country_correct");
            if (v != null && v.isBoolean()) {
                n++;
                right += v.asBoolean() ? 1 : 0;
            }
        }
        return n == 0 ? null : (double) right / n;
    }

    private static Double flagRate(List<ScoreRecord> list, String flag) {
        long statements = 0;
        long flagged = 0;
        for (ScoreRecord r : list) {
            if (r.extra() == null || !r.extra().has("flags") || !r.extra().has("statements")) {
                continue;
            }
            statements += r.extra().get("statements").asLong();
            flagged += r.extra().get("flags").path(flag).asLong();
        }
        return statements == 0 ? null : (double) flagged / statements;
    }

    private boolean hasCountry() {
        return rows.stream().anyMatch(r -> r.countryAccuracy() != null);
    }

    private boolean hasFlags() {
        return rows.stream().anyMatch(r -> r.toolUse() != null);
    }

    /**
     * @return a Markdown table, values x100 as "mean [low, high]"; "country acc" and flag rates
     *         (percent of candidate statements) when the score file has them
     */
    public String markdown() {
        List<String> header = new ArrayList<>(List.of("model", "n", "failed", "P", "R", "F1"));
        if (hasCountry()) {
            header.add("country acc");
        }
        if (hasFlags()) {
            header.addAll(List.of("tool use %", "filler %", "misattr. %"));
        }
        header.add("group");
        MarkdownTable t = new MarkdownTable(header);
        for (Row r : rows) {
            List<String> cells = new ArrayList<>(List.of(r.model(), Integer.toString(r.scored()),
                    Integer.toString(r.failures()), cell(r.precision(), r.scored()), cell(r.recall(), r.scored()),
                    cell(r.f1(), r.scored())));
            if (hasCountry()) {
                cells.add(pct(r.countryAccuracy()));
            }
            if (hasFlags()) {
                cells.addAll(List.of(pct(r.toolUse()), pct(r.filler()), pct(r.misattribution())));
            }
            cells.add(r.group());
            t.row(cells);
        }
        return t.render() + "\n" + caption();
    }

    /** @return what the columns of {@link #markdown()} mean, as a short paragraph */
    public String caption() {
        StringBuilder sb = new StringBuilder("P, R and F1: mean over the scored pairs x100, with a 95% bootstrap "
                + "interval [low, high] ([—] for one pair); n: pairs scored; failed: pairs the judge could not score "
                + "(left out of every mean)");
        if (hasCountry()) {
            sb.append("; country acc: % of scored pairs whose candidate names the reference's country");
        }
        if (hasFlags()) {
            sb.append("; tool use %, filler %, misattr. %: % of candidate statements flagged as false tool use, "
                    + "axiomatic irrelevance (filler) and geographic misattribution");
        }
        sb.append(". ").append(ModelGroups.HUMAN_EXPERT).append(" rows compare experts with each other ("
                + HUMAN_EXPERT_AVERAGE + " pools every expert pair).");
        return sb.append('\n').toString();
    }

    /**
     * @param unit a share in [0, 1], or null
     * @return it x100 with two decimals, or "—"
     */
    public static String pct(Double unit) {
        return unit == null ? "—" : num(unit);
    }

    /** @return CSV with one column per number */
    public String csv() {
        StringBuilder sb = new StringBuilder("model,n,failed,precision,precision_low,precision_high,"
                + "recall,recall_low,recall_high,f1,f1_low,f1_high,country_acc,tool_use,filler,misattribution,group\n");
        for (Row r : rows) {
            sb.append(csvField(r.model())).append(',').append(r.scored()).append(',').append(r.failures());
            for (ConfidenceInterval ci : new ConfidenceInterval[] {r.precision(), r.recall(), r.f1()}) {
                if (ci == null) {
                    sb.append(",,,");
                } else if (r.scored() < 2) {
                    sb.append(',').append(num(ci.estimate())).append(",,"); // no interval from one value
                } else {
                    sb.append(',').append(num(ci.estimate())).append(',').append(num(ci.lower())).append(',')
                            .append(num(ci.upper()));
                }
            }
            for (Double d : new Double[] {r.countryAccuracy(), r.toolUse(), r.filler(), r.misattribution()}) {
                sb.append(',').append(d == null ? "" : num(d));
            }
            sb.append(',').append(csvField(r.group()));
            sb.append('\n');
        }
        return sb.toString();
    }

    /** @return a JSON array, one object per model, values x100 */
    public String json() {
        ArrayNode arr = JsonLines.array();
        for (Row r : rows) {
            ObjectNode o = arr.addObject();
            o.put("model", r.model());
            o.put("n", r.scored());
            o.put("failed", r.failures());
            put(o, "precision", r.precision(), r.scored());
            put(o, "recall", r.recall(), r.scored());
            put(o, "f1", r.f1(), r.scored());
            putPct(o, "country_acc", r.countryAccuracy());
            putPct(o, "tool_use_pct", r.toolUse());
            putPct(o, "filler_pct", r.filler());
            putPct(o, "misattribution_pct", r.misattribution());
            o.put("group", r.group());
        }
        return JsonLines.writePretty(arr) + "\n";
    }

    private static void put(ObjectNode o, String name, ConfidenceInterval ci, int n) {
        if (ci == null) {
            o.putNull(name);
            return;
        }
        ObjectNode v = o.putObject(name);
        v.put("mean", round(ci.estimate()));
        if (n < 2) {
            v.putNull("low");
            v.putNull("high");
        } else {
            v.put("low", round(ci.lower()));
            v.put("high", round(ci.upper()));
        }
    }

    private static void putPct(ObjectNode o, String name, Double unit) {
        if (unit == null) {
            o.putNull(name);
        } else {
            o.put(name, round(unit));
        }
    }

    private static double round(double unit) {
        return Math.round(unit * 100 * 100.0) / 100.0;
    }

    private static String num(double unit) {
        return String.format(Locale.ROOT, "%.2f", unit * 100);
    }

    /**
     * A mean and its interval x100 as "mean [low, high]"; one value has no interval, shown as "—".
     *
     * @param ci the mean and interval, or null (nothing scored: "—")
     * @param n  the values it was computed from
     * @return the cell text, as in the Markdown table
     */
    public static String cell(ConfidenceInterval ci, int n) {
        if (ci == null) {
            return "—";
        }
        return num(ci.estimate()) + (n < 2 ? " [—]" : " [" + num(ci.lower()) + ", " + num(ci.upper()) + "]");
    }

    static String csvField(String s) {
        return Cells.csv(s);
    }
}
