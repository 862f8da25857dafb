package org.georc.core.report;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.function.BiFunction;
import org.georc.core.InvalidInputException;
import org.georc.core.json.JsonLines;
import org.georc.core.scorefile.ScoreLines;
import org.georc.core.scorefile.ScoreRecord;
import org.georc.metrics.Agreement;
import org.georc.metrics.Bootstrap;
import org.georc.metrics.ConfidenceInterval;

/**
 * How well a judge agrees with human grades of the same (id, model) pairs ({@code georc
 * calibrate}): the pairs both files hold, and per metric the mean absolute error (the paper's
 * judge-selection metric), Pearson, Spearman and Kendall, with 95% bootstrap intervals.
 *
 * <pre>{@code
 * HumanAgreement a = HumanAgreement.join(Path.of("scores.jsonl"), Path.of("human.jsonl"), false);
 * System.out.print(a.table(7));
 * }</pre>
 *
 * @param pairs     the joined pairs, in score-file order
 * @param failures  graded pairs the judge could not score (left out)
 * @param ungraded  human grades with no score row
 */
public record HumanAgreement(List<Pair> pairs, int failures, long ungraded) {
    private static final String[] METRICS = {"precision", "recall", "f1"};

    /**
     * A judge score joined with the human grade of the same pair.
     *
     * @param id    item id
     * @param model candidate model
     * @param judge the judge's precision, recall and F1
     * @param human the human's precision, recall and F1
     */
    public record Pair(String id, String model, double[] judge, double[] human) {
    }

    /** Copies. */
    public HumanAgreement {
        pairs = List.copyOf(pairs);
    }

    /**
     * @param scores     a score file ({@code georc score})
     * @param human      human grades {@code {"id", "model", "precision", "recall", "f1"}} in [0, 1]
     * @param allowMixed accept score rows made with different settings
     * @return the joined pairs
     * @throws InvalidInputException on a malformed line, a duplicate grade, or fewer than two joined pairs
     */
    public static HumanAgreement join(Path scores, Path human, boolean allowMixed) {
        Map<String, double[]> humanByKey = new LinkedHashMap<>();
        JsonLines.read(human, rec -> {
            double[] g = new double[3];
            for (int k = 0; k < 3; k++) {
                final String f = METRICS[k];
                g[k] = rec.optionalUnit(f).orElseThrow(() -> rec.error(f, "is required (a number in [0, 1])"));
            }
            String key = ScoreRecord.key(rec.requiredName("id"), rec.requiredName("model"));
            if (humanByKey.put(key, g) != null) {
                throw rec.error("id", "duplicate grade for this id and model");
            }
            return key;
        });
        List<Pair> pairs = new ArrayList<>();
        int failures = 0;
        Set<String> scored = new LinkedHashSet<>();
        List<ScoreRecord> scoreRows = ScoreLines.read(scores);
        ScoreLines.requireOneSettings(scoreRows, scores.toString(), allowMixed);
        for (ScoreRecord r : scoreRows) {
            scored.add(r.key());
            double[] h = humanByKey.get(r.key());
            if (h == null) {
                continue;
            }
            if (r.isFailure()) {
                failures++;
                continue;
            }
            pairs.add(new Pair(r.id(), r.model(), new double[] {r.precision(), r.recall(), r.f1()}, h));
        }
        long ungraded = humanByKey.keySet().stream().filter(k -> !scored.contains(k)).count();
        if (pairs.size() < 2) {
            throw new InvalidInputException("only " + pairs.size() + " scored pair(s) have a human grade; "
                    + "check that ids and models match between " + scores + " and " + human);
        }
        return new HumanAgreement(pairs, failures, ungraded);
    }

    /** @return "joined N pair(s)" with the failures and ungraded counts, for a progress line */
    public String describe() {
        return "joined " + pairs.size() + " pair(s)" + (failures > 0 ? "; " + failures + " judge failure(s) left out" : "")
                + (ungraded > 0 ? "; " + ungraded + " human grade(s) have no score" : "");
    }

    /**
     * @param seed the bootstrap seed
     * @return the agreement table (Markdown): per metric n, MAE, Pearson, Spearman, Kendall with 95% intervals
     */
    public String table(long seed) {
        MarkdownTable t = new MarkdownTable(List.of("metric", "n", "MAE", "Pearson", "Spearman", "Kendall"));
        for (int k = 0; k < 3; k++) {
            double[] j = column(k, true);
            double[] h = column(k, false);
            t.row(List.of(METRICS[k], Integer.toString(pairs.size()),
                    ci(j, h, (a, b) -> OptionalDouble.of(Agreement.meanAbsoluteError(a, b)), seed),
                    ci(j, h, Agreement::pearson, seed), ci(j, h, Agreement::spearman, seed),
                    ci(j, h, Agreement::kendall, seed)));
        }
        return t.render();
    }

    private static String ci(double[] j, double[] h, BiFunction<double[], double[], OptionalDouble> stat, long seed) {
        OptionalDouble est = stat.apply(j, h);
        if (est.isEmpty()) {
            return "undefined";
        }
        double[] js = new double[j.length];
        double[] hs = new double[h.length];
        try {
            ConfidenceInterval c = Bootstrap.indexed(j.length, idx -> {
                for (int k = 0; k < idx.length; k++) {
                    js[k] = j[idx[k]];
                    hs[k] = h[idx[k]];
                }
                return stat.apply(js, hs).orElse(Double.NaN);
            }, est.getAsDouble(), Bootstrap.DEFAULT_RESAMPLES, 0.95, seed);
            return String.format(Locale.ROOT, "%.3f [%.3f, %.3f]", c.estimate(), c.lower(), c.upper());
        } catch (IllegalArgumentException e) {
            return String.format(Locale.ROOT, "%.3f", est.getAsDouble());
        }
    }

    private double[] column(int k, boolean judge) {
        double[] out = new double[pairs.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = judge ? pairs.get(i).judge()[k] : pairs.get(i).human()[k];
        }
        return out;
    }
}
