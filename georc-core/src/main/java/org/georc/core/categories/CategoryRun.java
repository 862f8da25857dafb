package org.georc.core.categories;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import org.georc.core.InvalidInputException;
import org.georc.core.JudgeException;
import org.georc.core.chain.ConclusionMode;
import org.georc.core.records.CandidateRecord;
import org.georc.core.records.ReferenceRecord;
import org.georc.core.records.ReferenceSet;
import org.georc.core.scorefile.RunSettings;
import org.georc.core.scorefile.ScoreLines;
import org.georc.core.run.OrderedRunner;
import org.georc.core.run.ResumeStore;
import org.georc.core.run.RowFormat;

/**
 * Categorises every statement of a list of chains into a categories file, resumably: a re-run
 * with the same output skips the statements already written, redoes failed ones when asked,
 * cuts a row torn by a killed run and refuses a file written with other settings. A statement
 * the categoriser cannot label gets a {@code categories_error} line, never a guess.
 */
public final class CategoryRun {
    private CategoryRun() {
    }

    /**
     * A chain to categorise.
     *
     * @param id         item id
     * @param model      the chain's model ({@value CategoryRow#REFERENCE} for a reference)
     * @param expert     the expert of a reference chain, or null
     * @param statements its statements, in order (their indices are their positions)
     */
    public record Chain(String id, String model, Integer expert, List<String> statements) {
        /** Copies. */
        public Chain {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(model, "model");
            statements = List.copyOf(statements);
        }
    }

    /**
     * What a run did.
     *
     * @param written  rows written by this run
     * @param skipped  statements already in the file
     * @param failed   rows of this run that record a failure
     * @param failures rows of the whole file that record a failure
     */
    public record Result(int written, int skipped, int failed, long failures) {
    }

    /**
     * The chains to categorise: every reference chain (all experts), then every candidate, read
     * as the scorer reads them in the given mode (so indices match the score rows' alignments).
     *
     * @param references the references
     * @param candidates the candidates (possibly empty)
     * @param mode       which statements are graded
     * @return the chains
     */
    public static List<Chain> chains(ReferenceSet references, List<CandidateRecord> candidates, ConclusionMode mode) {
        List<Chain> out = new ArrayList<>();
        for (ReferenceRecord r : references.all()) {
            out.add(new Chain(r.id(), CategoryRow.REFERENCE, r.expert(), mode.reference(r.chain()).statements()));
        }
        for (CandidateRecord c : candidates) {
            out.add(new Chain(c.id(), c.model(), null, mode.candidate(c.chain()).statements()));
        }
        return out;
    }

    /**
     * @param chains      the chains
     * @param categoriser the categoriser
     * @param output      the categories file (appended)
     * @param settings    this run's settings, written on every line
     * @param retryFailed whether to redo statements whose line records a failure
     * @param threads     chains in flight at once (at least 1)
     * @param warnings    receives one message per failed statement
     * @return the counts
     * @throws InvalidInputException when the output holds rows of other settings, or is not a
     *         categories file
     */
    public static Result run(List<Chain> chains, Categoriser categoriser, Path output, RunSettings settings,
                             boolean retryFailed, int threads, Consumer<String> warnings) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1, got " + threads);
        }
        // held from the resume reading to the last row, so a second run on this output is refused
        try (ResumeStore<CategoryRow> store = ResumeStore.open(output, FORMAT)) {
            store.requireSettings(settings, "labels made differently");
            List<Chain> todo = new ArrayList<>();
            List<List<Integer>> todoIndices = new ArrayList<>();
            int skipped = 0;
            for (Chain c : chains) {
                List<Integer> ix = new ArrayList<>();
                for (int i = 0; i < c.statements().size(); i++) {
                    String key = CategoryRow.chainKey(c.id(), c.model(), c.expert()) + "\u0000" + i;
                    if (!store.done().containsKey(key) || (retryFailed && store.isFailure(key))) {
                        ix.add(i);
                    } else {
                        skipped++;
                    }
                }
                if (!ix.isEmpty()) {
                    todo.add(c);
                    todoIndices.add(ix);
                }
            }
            int[] counts = new int[2];
            ScoreLines.Appender out = store.appender();
            List<Integer> order = new ArrayList<>();
            for (int k = 0; k < todo.size(); k++) {
                order.add(k);
            }
            try (OrderedRunner runner = OrderedRunner.withThreads(Math.min(threads, Math.max(1, todo.size())),
                    "georc-categories")) {
                runner.runAll(order, k -> categorise(todo.get(k), todoIndices.get(k), categoriser), rows -> {
                    for (CategoryRow row : rows) {
                        out.append(CategoryRows.toJson(row, settings));
                        counts[0]++;
                        if (row.isFailure()) {
                            counts[1]++;
                            warnings.accept("id \"" + row.id() + "\" (" + row.model() + ") statement " + row.index()
                                    + ": " + row.error());
                        }
                    }
                });
            }
            return new Result(counts[0], skipped, counts[1], store.failuresNow());
        }
    }

    /** Categories lines: keyed by chain and statement index, failures hold a {@code categories_error}. */
    public static final RowFormat<CategoryRow> FORMAT = RowFormat.of(CategoryRows::fromJson, CategoryRow::key,
            CategoryRow::isFailure, r -> "id \"" + r.id() + "\" and model \"" + r.model() + "\", statement "
                    + r.index());

    private static List<CategoryRow> categorise(Chain c, List<Integer> indices, Categoriser categoriser) {
        List<String> texts = new ArrayList<>();
        indices.forEach(i -> texts.add(c.statements().get(i)));
        List<List<Category>> labels = null;
        try {
            labels = categoriser.categoriseAll(texts);
        } catch (JudgeException e) {
            // one bad statement must not take the others with it: ask one by one below
        }
        List<CategoryRow> rows = new ArrayList<>();
        for (int k = 0; k < indices.size(); k++) {
            int i = indices.get(k);
            String s = texts.get(k);
            List<Category> got = null;
            String error = null;
            try {
                got = labels != null ? labels.get(k) : categoriser.categorise(s);
                error = check(got);
            } catch (JudgeException e) {
                error = e.getMessage();
            }
            rows.add(error == null ? new CategoryRow(c.id(), c.model(), c.expert(), i, s, got, null)
                    : new CategoryRow(c.id(), c.model(), c.expert(), i, s, List.of(), error));
        }
        return rows;
    }

    /** @return why a categoriser's answer is unusable, or null */
    private static String check(List<Category> got) {
        if (got == null || got.isEmpty() || got.size() > Category.MAX_PER_STATEMENT
                || got.stream().anyMatch(java.util.Objects::isNull)) {
            return "the categoriser gave " + got + " (expected 1 to " + Category.MAX_PER_STATEMENT + " categories)";
        }
        if (new LinkedHashSet<>(got).size() != got.size()) {
            return "the categoriser repeated a category: " + got;
        }
        return null;
    }
}
