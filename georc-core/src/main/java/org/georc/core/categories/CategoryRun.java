package org.georc.core.categories;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import org.georc.core.GeorcException;
import org.georc.core.InvalidInputException;
import org.georc.core.JudgeException;
import org.georc.core.chain.ConclusionMode;
import org.georc.core.io.CandidateRecord;
import org.georc.core.io.ReferenceRecord;
import org.georc.core.io.ReferenceSet;
import org.georc.core.io.RunSettings;
import org.georc.core.io.ScoreFiles;

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
        try (org.georc.core.io.OutputLock lock = org.georc.core.io.OutputLock.acquire(output)) {
            return run(chains, categoriser, lock, settings, retryFailed, threads, warnings);
        }
    }

    private static Result run(List<Chain> chains, Categoriser categoriser, org.georc.core.io.OutputLock lock,
                              RunSettings settings, boolean retryFailed, int threads, Consumer<String> warnings) {
        Path output = lock.file();
        CategoryRows.Contents done = CategoryRows.read(lock);
        for (Map.Entry<String, RunSettings> e : done.settings().entrySet()) {
            if (!settings.equals(e.getValue())) {
                RunSettings theirs = e.getValue();
                throw new InvalidInputException(output, 0, null, "holds rows written with other settings ("
                        + (theirs == null ? "a row has none" : String.join("; ",
                                settings.differences(theirs, "this run", "the file")))
                        + "); give another --output to keep both", null);
            }
        }
        List<Chain> todo = new ArrayList<>();
        List<List<Integer>> todoIndices = new ArrayList<>();
        int skipped = 0;
        for (Chain c : chains) {
            List<Integer> ix = new ArrayList<>();
            for (int i = 0; i < c.statements().size(); i++) {
                CategoryRow old = done.rows().get(CategoryRow.chainKey(c.id(), c.model(), c.expert()) + "\u0000" + i);
                if (old == null || (retryFailed && old.isFailure())) {
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
        int written = 0;
        int failed = 0;
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, Math.max(1, todo.size())), r -> {
            Thread t = new Thread(r, "georc-categories");
            t.setDaemon(true);
            return t;
        });
        try (ScoreFiles.Appender out = lock.appender(done.validBytes())) {
            List<Future<List<CategoryRow>>> futures = new ArrayList<>();
            for (int k = 0; k < todo.size(); k++) {
                Chain c = todo.get(k);
                List<Integer> ix = todoIndices.get(k);
                futures.add(pool.submit(() -> categorise(c, ix, categoriser)));
            }
            for (Future<List<CategoryRow>> f : futures) {
                for (CategoryRow row : get(f)) {
                    out.append(CategoryRows.toJson(row, settings));
                    written++;
                    if (row.isFailure()) {
                        failed++;
                        warnings.accept("id \"" + row.id() + "\" (" + row.model() + ") statement " + row.index()
                                + ": " + row.error());
                    }
                }
            }
        } finally {
            pool.shutdownNow();
        }
        long remaining = CategoryRows.read(lock).failures();
        return new Result(written, skipped, failed, remaining);
    }

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

    private static <T> T get(Future<T> f) {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new JudgeException("interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof GeorcException g) {
                throw g;
            }
            throw new JudgeException("categorising failed: " + e.getCause(), e.getCause());
        }
    }
}
