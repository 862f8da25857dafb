package org.georc.judges.generate;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Function;
import org.georc.core.ConfigurationException;
import org.georc.core.InvalidInputException;
import org.georc.core.JudgeException;
import org.georc.core.json.JsonLines;
import org.georc.core.json.JsonRecord;
import org.georc.core.run.ResumeTail;
import org.georc.core.scorefile.RunSettings;
import org.georc.core.scorefile.ScoreLines;
import org.georc.core.scorefile.ScoreRecord;
import org.georc.core.run.OrderedRunner;
import org.georc.core.run.ResumeStore;
import org.georc.core.run.RowFormat;

/**
 * A resumable run that writes chains ({@code georc generate}, the LLM baselines): one JSON line
 * per (id, model), {@code {"id", "model", "chain", ...}} or, for an item that failed,
 * {@code {"id", "model", "generation_error"}}; every line carries the run's {@link RunSettings}.
 * A re-run skips the pairs already written, redoes failures when asked
 * ({@link GenerationSettings#retryFailed()}), cuts a torn last line ({@link ResumeTail}'s rule: a
 * complete last row without a line break is kept, anything else refused), and refuses a file
 * written with other settings.
 *
 * <p>Of the shared {@link GenerationSettings} a run uses the threads, whether failures are redone,
 * the seed (each item's seed is derived from it, {@link #itemSeed}) and the messages; the retries
 * and sampling settings are the generator's, made from the same value by the caller.
 *
 * <pre>{@code
 * GenerationSettings shared = GenerationSettings.builder().messages(System.err::println).build();
 * ChainRun run = ChainRun.builder(generator, fingerprint).settings(shared).build();
 * ChainRun.Result r = run.write(jobs, Path.of("candidates.jsonl"));
 * }</pre>
 */
public final class ChainRun {
    private final ChainGenerator generator;
    private final RunSettings settings;
    private final Function<Job, Path> imageFor;
    private final GenerationSettings shared;

    private ChainRun(Builder b) {
        this.generator = b.generator;
        this.settings = b.settings;
        this.imageFor = b.imageFor;
        this.shared = b.shared;
    }

    /**
     * @param generator writes one chain
     * @param settings  the run's settings fingerprint (on every line; a resume must match)
     * @return a builder: {@link GenerationSettings#defaults()}, each job's own image
     */
    public static Builder builder(ChainGenerator generator, RunSettings settings) {
        return new Builder(generator, settings);
    }

    /**
     * What a run did.
     *
     * @param written        lines appended by this run
     * @param failed         of those, the failures
     * @param failuresInFile lines of the whole output that record a failure (to redo with a retry run)
     */
    public record Result(int written, int failed, long failuresInFile) {
        /** @return whether the output still records a failure (the command exits 3) */
        public boolean partial() {
            return failuresInFile > 0;
        }
    }

    /**
     * One chain to write.
     *
     * @param id     item id
     * @param model  the model name of the line
     * @param slots  the prompt's slot values
     * @param image  the image (candidate generation), or null
     * @param fields extra fields of the line (such as {@code place}), written as given
     */
    public record Job(String id, String model, Map<String, String> slots, Path image, Map<String, String> fields) {
        /** @return the (id, model) key */
        public String key() {
            return ScoreRecord.key(id, model);
        }
    }

    /**
     * Writes the chains of the jobs not done yet, appending to the output.
     *
     * @param jobs   every job of the run
     * @param output the JSONL output
     * @return what was written
     * @throws ConfigurationException when the output is standard output ({@code -})
     */
    public Result write(List<Job> jobs, Path output) {
        if (output.toString().equals("-")) {
            throw new ConfigurationException("`output` - is not possible here: generated chains are appended to a "
                    + "file so that a run can resume; give a file name");
        }
        try (ResumeStore<JsonRecord> store = open(output)) {
            List<Job> todo = store.todo(jobs, Job::key, shared.retryFailed());
            store.tornTailNote().ifPresent(shared.messages());
            if (!store.done().isEmpty()) {
                shared.messages().accept("resuming: " + store.done().size() + " line(s) already in " + output + ", "
                        + todo.size() + " to go");
            }
            AtomicInteger failed = new AtomicInteger();
            AtomicInteger written = new AtomicInteger();
            ScoreLines.Appender out = store.appender();
            generate(todo, o -> {
                out.append(line(o.job(), o.text(), o.error(), generator, settings));
                if (o.error() != null) {
                    failed.incrementAndGet();
                }
                int w = written.incrementAndGet();
                if (todo.size() >= 20 && w % Math.max(1, todo.size() / 10) == 0) {
                    shared.messages().accept("wrote " + w + "/" + todo.size());
                }
            }, true);
            long remaining = store.failuresNow();
            shared.messages().accept("wrote " + todo.size() + " line(s) to " + output
                    + (failed.get() > 0 ? " (" + failed.get() + " failure(s) recorded as generation_error)" : "")
                    + (remaining > 0 ? "; " + remaining + " line(s) of the file record a failure: re-run with "
                            + "`retryFailed`" : ""));
            return new Result(todo.size(), failed.get(), remaining);
        }
    }

    /**
     * Takes a chain output for this run: held until closed, its settings checked against this run's.
     *
     * @param output the JSONL output
     * @return the store
     * @throws InvalidInputException when the file holds lines of other settings, or is held by another run
     */
    ResumeStore<JsonRecord> open(Path output) {
        ResumeStore<JsonRecord> store = ResumeStore.open(output, FORMAT);
        try {
            store.requireSettings(settings, "chains made differently");
            return store;
        } catch (RuntimeException e) {
            store.close();
            throw e;
        }
    }

    /** Chain lines: keyed by id and model, failures hold a {@code generation_error}. */
    public static final RowFormat<JsonRecord> FORMAT = RowFormat.keyedLines("generation_error");

    /**
     * One job's outcome.
     *
     * @param job   the job
     * @param text  the chain, or null for a failure
     * @param error the failure, or null
     */
    public record Outcome(Job job, String text, String error) {
    }

    /**
     * Generates the jobs' chains, {@link GenerationSettings#threads()} at a time, and hands the outcomes to
     * {@code sink} in input order (on the calling thread). A failed item (a {@link JudgeException}
     * or an image that cannot be sent) is an outcome with its error, warned about on the messages.
     *
     * @param todo     the jobs
     * @param sink     receives the outcomes in order
     * @param withModel whether warnings name the job's model
     */
    void generate(List<Job> todo, Consumer<Outcome> sink, boolean withModel) {
        try (OrderedRunner runner = OrderedRunner.withThreads(shared.threads(), "georc-chains")) {
            runner.runAll(todo, j -> {
                try {
                    return new Outcome(j, generator.generate(j.slots(), imageFor.apply(j), itemSeed(shared.seed(), j.id())),
                            null);
                } catch (JudgeException | InvalidInputException e) {
                    return new Outcome(j, null, e.getMessage());
                }
            }, o -> {
                if (o.error() != null) {
                    shared.messages().accept("warning: id \"" + o.job().id() + "\""
                            + (withModel ? " (" + o.job().model() + ")" : "") + ": " + o.error());
                }
                sink.accept(o);
            });
        }
    }

    /** @return the generator */
    ChainGenerator generator() {
        return generator;
    }

    /** @return the settings */
    RunSettings settings() {
        return settings;
    }

    /**
     * @param job       the job
     * @param text      the chain, or null for a failure
     * @param error     the failure, or null
     * @param generator the generator (for provenance)
     * @param settings  the run's settings
     * @return the output line
     */
    public static ObjectNode line(Job job, String text, String error, ChainGenerator generator,
                           RunSettings settings) {
        ObjectNode line = JsonLines.object();
        line.put("id", job.id());
        line.put("model", job.model());
        if (error == null) {
            line.put("chain", text);
        } else {
            line.put("generation_error", error);
        }
        job.fields().forEach(line::put);
        line.put("generator", generator.modelId());
        line.put("prompt", generator.kind().prompt());
        line.put("prompt_version", generator.promptVersion());
        settings.writeTo(line);
        return line;
    }

    /**
     * @param seed the run's seed
     * @param id   an item id
     * @return the item's seed: the same for the same run seed and id, whatever the order or threads
     */
    public static long itemSeed(long seed, String id) {
        long h = seed * 0x9E3779B97F4A7C15L;
        for (int i = 0; i < id.length(); i++) {
            h = (h ^ id.charAt(i)) * 0x100000001B3L;
        }
        return h & 0x7FFFFFFFL; // servers take a non-negative 32-bit seed
    }

    /** Options of a {@link ChainRun}; {@link #build()} makes the run. */
    public static final class Builder {
        private final ChainGenerator generator;
        private final RunSettings settings;
        private Function<Job, Path> imageFor = Job::image;
        private GenerationSettings shared = GenerationSettings.defaults();

        private Builder(ChainGenerator generator, RunSettings settings) {
            this.generator = Objects.requireNonNull(generator, "generator");
            this.settings = Objects.requireNonNull(settings, "settings");
        }

        /**
         * @param f the image to send for a job, prepared just before it is sent (may throw
         *          {@link InvalidInputException}: the job fails)
         * @return this builder
         */
        public Builder images(Function<Job, Path> f) {
            this.imageFor = Objects.requireNonNull(f, "images");
            return this;
        }

        /**
         * @param s the shared generation settings, already checked by
         *          {@link GenerationSettings.Builder#build()}; the run uses their threads,
         *          {@code retryFailed}, seed and messages (default {@link GenerationSettings#defaults()})
         * @return this builder
         */
        public Builder settings(GenerationSettings s) {
            this.shared = Objects.requireNonNull(s, "settings");
            return this;
        }

        /** @return the run */
        public ChainRun build() {
            return new ChainRun(this);
        }
    }
}
