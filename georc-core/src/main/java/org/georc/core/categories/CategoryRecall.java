package org.georc.core.categories;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.georc.core.InvalidInputException;
import org.georc.core.json.JsonLines;
import org.georc.core.scorefile.RunSettings;
import org.georc.core.scorefile.ScoreRecord;
import org.georc.core.report.MarkdownTable;
import org.georc.metrics.Bootstrap;
import org.georc.metrics.ConfidenceInterval;

/**
 * What each model misses: per model and category, the share of the reference statements in
 * that category that its candidates covered. A reference statement's credit is read from the
 * score row's {@code reference_alignments} (the mean score of the entries of that statement:
 * the statement itself, or its key clauses); a model's recall in a category is the summed credit
 * of its pairs' reference statements in the category over their number (a statement with two
 * categories counts in both). The 95% interval resamples pairs (seeded, as the leaderboard does).
 *
 * @param models     the models, in score-file order
 * @param cells      per model, per category: the cell (absent where the model's references have
 *                   no statement of that category)
 * @param unmatched  score rows left out: failures, rows without alignments, or whose reference is
 *                   not in the categories file
 */
public record CategoryRecall(List<String> models, Map<String, Map<Category, Cell>> cells, int unmatched) {
    /**
     * @param recall     the recall with its interval (no interval from one pair)
     * @param statements reference statements in the category
     * @param pairs      pairs that have at least one
     */
    public record Cell(ConfidenceInterval recall, int statements, int pairs) {
    }

    /** Copies. */
    public CategoryRecall {
        models = List.copyOf(models);
        Map<String, Map<Category, Cell>> c = new LinkedHashMap<>();
        cells.forEach((k, v) -> c.put(k, Map.copyOf(v)));
        cells = c;
    }

    /**
     * @param scores     score rows (with alignments)
     * @param categories the categories file's rows, with the reference chains
     * @return the recall table
     * @throws InvalidInputException when the two files read the chains differently (another
     *         --conclusions mode), an alignment names a statement the categories file lacks, or the
     *         text a score row grades is not the categories file's statement at that index (the
     *         first such id and index is named)
     */
    public static CategoryRecall of(List<ScoreRecord> scores, CategoryRows.Contents categories) {
        Map<String, Map<Integer, CategoryRow>> refs = new LinkedHashMap<>();
        Map<String, Set<Integer>> expertsById = new LinkedHashMap<>();
        String catMode = null;
        for (Map.Entry<String, CategoryRow> e : categories.rows().entrySet()) {
            CategoryRow r = e.getValue();
            if (!r.model().equals(CategoryRow.REFERENCE)) {
                continue;
            }
            refs.computeIfAbsent(CategoryRow.chainKey(r.id(), r.model(), r.expert()), k -> new LinkedHashMap<>())
                    .put(r.index(), r);
            expertsById.computeIfAbsent(r.id(), k -> new LinkedHashSet<>()).add(r.expert() == null ? -1 : r.expert());
            RunSettings s = categories.settings().get(e.getKey());
            if (catMode == null && s != null) {
                catMode = s.values().get("conclusions");
            }
        }
        List<String> models = new ArrayList<>();
        // per model, per category: each pair's [credit sum, count]
        Map<String, Map<Category, List<double[]>>> perPair = new LinkedHashMap<>();
        int unmatched = 0;
        for (ScoreRecord rec : scores) {
            if (!models.contains(rec.model())) {
                models.add(rec.model());
                perPair.put(rec.model(), new EnumMap<>(Category.class));
            }
            JsonNode al = rec.extra() == null ? null : rec.extra().get("reference_alignments");
            if (rec.isFailure() || al == null || !al.isArray()) {
                unmatched++;
                continue;
            }
            String scoreMode = RunSettings.readFrom(rec.extra()).map(s -> s.values().get("conclusions")).orElse(null);
            if (catMode != null && scoreMode != null && !catMode.equals(scoreMode)) {
                throw new InvalidInputException("the score rows were read with `conclusions` " + scoreMode
                        + " but the categories file with `conclusions` " + catMode + ": their statements differ");
            }
            Map<Integer, CategoryRow> chain = reference(rec, refs, expertsById);
            if (chain == null) {
                unmatched++;
                continue;
            }
            Map<Integer, double[]> credit = new LinkedHashMap<>();
            Map<Integer, StringBuilder> texts = new LinkedHashMap<>();
            for (JsonNode a : al) {
                int si = a.path("statement_index").asInt(a.path("index").asInt(-1));
                double[] c = credit.computeIfAbsent(si, k -> new double[2]);
                c[0] += a.path("score").asDouble();
                c[1]++;
                texts.computeIfAbsent(si, k -> new StringBuilder()).append(' ').append(a.path("statement").asText(""));
            }
            for (Map.Entry<Integer, StringBuilder> e : texts.entrySet()) {
                CategoryRow row = chain.get(e.getKey());
                if (row != null && !StatementText.sameStatement(e.getValue().toString(), row.statement())) {
                    // the categories file was made from other references (reordered or edited statements):
                    // joining by position would credit each category with another statement's score
                    throw new InvalidInputException("id \"" + rec.id() + "\" (" + rec.model() + "), reference statement "
                            + "index " + e.getKey() + ": the score row grades \"" + cut(e.getValue().toString().strip())
                            + "\" but the categories file's statement at that index is \"" + cut(row.statement())
                            + "\"; the two files were made from different references. Make the categories file again "
                            + "from the references that were scored");
                }
            }
            Map<Category, double[]> pair = new EnumMap<>(Category.class);
            for (Map.Entry<Integer, double[]> e : credit.entrySet()) {
                CategoryRow row = chain.get(e.getKey());
                if (row == null) {
                    throw new InvalidInputException("id \"" + rec.id() + "\" (" + rec.model() + "): the score row credits "
                            + "reference statement " + e.getKey() + " but the categories file has no such statement "
                            + "(were both made from the same references?)");
                }
                if (row.isFailure()) {
                    continue;
                }
                double statementCredit = e.getValue()[0] / e.getValue()[1];
                for (Category c : row.categories()) {
                    double[] p = pair.computeIfAbsent(c, k -> new double[2]);
                    p[0] += statementCredit;
                    p[1]++;
                }
            }
            Map<Category, List<double[]>> m = perPair.get(rec.model());
            pair.forEach((c, v) -> m.computeIfAbsent(c, k -> new ArrayList<>()).add(v));
        }
        Map<String, Map<Category, Cell>> cells = new LinkedHashMap<>();
        for (String model : models) {
            Map<Category, Cell> row = new EnumMap<>(Category.class);
            perPair.get(model).forEach((c, pairs) -> row.put(c, cell(pairs)));
            cells.put(model, row);
        }
        return new CategoryRecall(models, cells, unmatched);
    }

    private static String cut(String text) {
        return text.length() <= 120 ? text : text.substring(0, 117) + "...";
    }

    private static Map<Integer, CategoryRow> reference(ScoreRecord rec, Map<String, Map<Integer, CategoryRow>> refs,
                                                       Map<String, Set<Integer>> expertsById) {
        Set<Integer> experts = expertsById.get(rec.id());
        if (experts == null) {
            return null;
        }
        Integer expert;
        JsonNode re = rec.extra().get("reference_expert");
        if (re != null && re.canConvertToInt()) {
            expert = re.asInt();
        } else if (experts.size() == 1) {
            int only = experts.iterator().next();
            expert = only == -1 ? null : only;
        } else {
            return null; // several experts and the row does not say which: not guessed
        }
        return refs.get(CategoryRow.chainKey(rec.id(), CategoryRow.REFERENCE, expert));
    }

    private static Cell cell(List<double[]> pairs) {
        double[] sum = new double[pairs.size()];
        double[] count = new double[pairs.size()];
        double s = 0;
        double n = 0;
        for (int i = 0; i < pairs.size(); i++) {
            sum[i] = pairs.get(i)[0];
            count[i] = pairs.get(i)[1];
            s += sum[i];
            n += count[i];
        }
        double estimate = s / n;
        ConfidenceInterval ci = pairs.size() < 2 ? new ConfidenceInterval(estimate, estimate, estimate, 0.95)
                : Bootstrap.indexed(pairs.size(), idx -> {
                    double a = 0;
                    double b = 0;
                    for (int i : idx) {
                        a += sum[i];
                        b += count[i];
                    }
                    return a / b;
                }, estimate, Bootstrap.DEFAULT_RESAMPLES, 0.95, Bootstrap.DEFAULT_SEED);
        return new Cell(ci, (int) n, pairs.size());
    }

    /**
     * @param order model names in the wanted order (the leaderboard's); models not named keep
     *              their place after them
     * @return the same table with its models in that order
     */
    public CategoryRecall ordered(List<String> order) {
        List<String> m = new ArrayList<>();
        for (String o : order) {
            if (models.contains(o)) {
                m.add(o);
            }
        }
        for (String o : models) {
            if (!m.contains(o)) {
                m.add(o);
            }
        }
        return new CategoryRecall(m, cells, unmatched);
    }

    /** @return the categories that have a cell for some model, in the paper's order */
    public List<Category> categories() {
        List<Category> out = new ArrayList<>();
        for (Category c : Category.values()) {
            if (cells.values().stream().anyMatch(m -> m.containsKey(c))) {
                out.add(c);
            }
        }
        return out;
    }

    /** @return Markdown: one row per model, one column per category, recall x100 [95% interval] */
    public String markdown() {
        List<String> header = new ArrayList<>(List.of("model"));
        categories().forEach(c -> header.add(c.label()));
        MarkdownTable t = new MarkdownTable(header);
        for (String m : models) {
            List<String> cellsOut = new ArrayList<>(List.of(m));
            for (Category c : categories()) {
                Cell x = cells.get(m).get(c);
                cellsOut.add(x == null ? "—" : pct(x.recall().estimate()) + (x.pairs() < 2 ? " [—]"
                        : " [" + pct(x.recall().lower()) + ", " + pct(x.recall().upper()) + "]"));
            }
            t.row(cellsOut);
        }
        return "Recall by category (x100, 95% interval over pairs): the share of the reference statements in each "
                + "category that the candidates covered.\n\n" + t.render();
    }

    /** @return CSV: model, category, recall, lower, upper, statements, pairs (x100) */
    public String csv() {
        StringBuilder sb = new StringBuilder("model,category,recall,lower,upper,statements,pairs\n");
        for (String m : models) {
            for (Category c : categories()) {
                Cell x = cells.get(m).get(c);
                if (x != null) {
                    sb.append(csvCell(m)).append(',').append(c.label()).append(',').append(pct(x.recall().estimate()))
                            .append(',').append(pct(x.recall().lower())).append(',').append(pct(x.recall().upper()))
                            .append(',').append(x.statements()).append(',').append(x.pairs()).append('\n');
                }
            }
        }
        return sb.toString();
    }

    /** @return JSON: {"recall_by_category": [{"model", "category", "recall", "lower", "upper", ...}]} in [0, 1] */
    public String json() {
        ObjectNode root = JsonLines.object();
        ArrayNode arr = root.putArray("recall_by_category");
        for (String m : models) {
            for (Category c : categories()) {
                Cell x = cells.get(m).get(c);
                if (x != null) {
                    arr.addObject().put("model", m).put("category", c.label()).put("recall", x.recall().estimate())
                            .put("lower", x.recall().lower()).put("upper", x.recall().upper())
                            .put("statements", x.statements()).put("pairs", x.pairs());
                }
            }
        }
        return JsonLines.writePretty(root) + "\n";
    }

    /**
     * @return recall per model (rows) and category (columns, {@link #categories()}), null where
     *         undefined; for the heatmap
     */
    public Double[][] matrix() {
        List<Category> cats = categories();
        Double[][] out = new Double[models.size()][cats.size()];
        for (int i = 0; i < models.size(); i++) {
            for (int j = 0; j < cats.size(); j++) {
                Cell x = cells.get(models.get(i)).get(cats.get(j));
                out[i][j] = x == null ? null : x.recall().estimate();
            }
        }
        return out;
    }

    private static String pct(double unit) {
        return String.format(Locale.ROOT, "%.2f", unit * 100);
    }

    private static String csvCell(String s) {
        String v = s.isEmpty() || "=+-@\t\r".indexOf(s.charAt(0)) < 0 ? s : "'" + s;
        return v.contains(",") || v.contains("\"") || v.contains("\n") ? "\"" + v.replace("\"", "\"\"") + "\"" : v;
    }
}
