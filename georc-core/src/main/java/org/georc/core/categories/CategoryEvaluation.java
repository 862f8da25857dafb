package org.georc.core.categories;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.georc.core.json.JsonLines;

/**
 * Measures a categoriser on labelled statements: primary-label accuracy (the main category
 * predicted equals the main label) and micro-averaged multi-label precision, recall and F1
 * (every predicted label against every gold label of the statement).
 */
public final class CategoryEvaluation {
    private CategoryEvaluation() {
    }

    /**
     * A labelled statement: {@code {"statement", "categories": [main, ...], "style"?}}.
     *
     * @param statement the statement
     * @param gold      one to three categories, main first
     * @param style     the writing style ("expert", "vlm"), or null
     */
    public record Labelled(String statement, List<Category> gold, String style) {
        /** Copies. */
        public Labelled {
            gold = List.copyOf(gold);
        }
    }

    /**
     * One statement's outcome.
     *
     * @param item      the labelled statement
     * @param predicted the categoriser's labels
     */
    public record Outcome(Labelled item, List<Category> predicted) {
        /** @return whether the main category is right */
        public boolean primaryRight() {
            return predicted.get(0) == item.gold().get(0);
        }
    }

    /**
     * The scores.
     *
     * @param outcomes        every statement's outcome, in file order
     * @param primaryAccuracy share of statements whose main category is right
     * @param precision       micro precision of the label sets
     * @param recall          micro recall
     * @param f1              micro F1
     */
    public record Report(List<Outcome> outcomes, double primaryAccuracy, double precision, double recall, double f1) {
        /**
         * @param withErrors whether to list the statements whose main category is wrong (for a
         *                   development split only: a test split's errors must not guide tuning)
         * @return a plain-text report
         */
        public String describe(boolean withErrors) {
            StringBuilder sb = new StringBuilder();
            sb.append(String.format(Locale.ROOT, "statements: %d%nprimary accuracy: %.4f%nmulti-label micro precision: "
                    + "%.4f%nmulti-label micro recall: %.4f%nmulti-label micro F1: %.4f%n", outcomes.size(),
                    primaryAccuracy, precision, recall, f1));
            Map<Category, int[]> per = new EnumMap<>(Category.class);
            for (Outcome o : outcomes) {
                int[] n = per.computeIfAbsent(o.item().gold().get(0), k -> new int[2]);
                n[1]++;
                if (o.primaryRight()) {
                    n[0]++;
                }
            }
            sb.append("primary accuracy by main label:\n");
            per.forEach((c, n) -> sb.append(String.format(Locale.ROOT, "  %-15s %d/%d%n", c.label(), n[0], n[1])));
            if (withErrors) {
                sb.append("wrong main category:\n");
                for (Outcome o : outcomes) {
                    if (!o.primaryRight()) {
                        sb.append("  gold ").append(labels(o.item().gold())).append(" got ").append(labels(o.predicted()))
                                .append(": ").append(o.item().statement()).append('\n');
                    }
                }
            }
            return sb.toString();
        }
    }

    private static String labels(List<Category> cats) {
        return cats.stream().map(Category::label).toList().toString();
    }

    /**
     * @param file a labelled JSONL file
     * @return its statements
     * @throws org.georc.core.InvalidInputException naming file:line and field of a bad line
     */
    public static List<Labelled> read(Path file) {
        return JsonLines.read(file, rec -> {
            String s = rec.requiredText("statement");
            JsonNode cats = rec.node().get("categories");
            if (cats == null || !cats.isArray() || cats.isEmpty() || cats.size() > Category.MAX_PER_STATEMENT) {
                throw rec.error("categories", "must list 1 to " + Category.MAX_PER_STATEMENT + " categories");
            }
            List<Category> gold = new ArrayList<>();
            for (JsonNode c : cats) {
                Category cat = Category.fromLabel(c.asText()).orElseThrow(() -> rec.error("categories",
                        "unknown category " + c + " (expected one of " + Category.labels() + ")"));
                if (gold.contains(cat)) {
                    throw rec.error("categories", "repeats " + c);
                }
                gold.add(cat);
            }
            return new Labelled(s, gold, rec.optionalString("style").orElse(null));
        });
    }

    /**
     * @param items       labelled statements
     * @param categoriser the categoriser
     * @return the scores
     */
    public static Report evaluate(List<Labelled> items, Categoriser categoriser) {
        if (items.isEmpty()) {
            throw new IllegalArgumentException("no labelled statements");
        }
        List<List<Category>> got = categoriser.categoriseAll(items.stream().map(Labelled::statement).toList());
        List<Outcome> outcomes = new ArrayList<>();
        int right = 0;
        long tp = 0;
        long predicted = 0;
        long gold = 0;
        for (int i = 0; i < items.size(); i++) {
            Outcome o = new Outcome(items.get(i), got.get(i));
            outcomes.add(o);
            if (o.primaryRight()) {
                right++;
            }
            Set<Category> g = new LinkedHashSet<>(o.item().gold());
            for (Category c : o.predicted()) {
                if (g.contains(c)) {
                    tp++;
                }
            }
            predicted += o.predicted().size();
            gold += g.size();
        }
        double p = predicted == 0 ? 0 : (double) tp / predicted;
        double r = gold == 0 ? 0 : (double) tp / gold;
        double f1 = p + r == 0 ? 0 : 2 * p * r / (p + r);
        return new Report(outcomes, (double) right / items.size(), p, r, f1);
    }
}
