package org.georc.judges.generate;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Function;
import org.georc.core.ConfigurationException;
import org.georc.core.GeorcException;
import org.georc.core.JudgeException;
import org.georc.core.InvalidInputException;
import org.georc.core.ModelException;
import org.georc.core.io.JsonLines;
import org.georc.core.io.JsonRecord;
import org.georc.core.io.ResumeTail;
import org.georc.core.io.RunSettings;
import org.georc.core.io.ScoreRecord;

/**
 * A resumable run that writes chains ({@code georc generate}, the LLM baselines): one JSON line
 * per (id, model), {@code {"id", "model", "chain", ...}} or, for an item that failed,
 * {@code {"id", "model", "generation_error"}}; every line carries the run's {@link RunSettings}.
 * A re-run skips the pairs already written, redoes failures when asked ({@link Builder#retryFailed}),
 * cuts a torn last line ({@link ResumeTail}'s rule: a complete last row without a line break is
 * kept, anything else refused), and refuses a file written with other settings.
 *
 * <pre>{@code
 * ChainRun run = ChainRun.builder(generator, settings).seed(13).threads(4).messages(System.err::println).build();
 * ChainRun.Result r = run.write(jobs, Path.of("candidates.jsonl"));
 * }</pre>
 */
public final class ChainRun {
    private final ChainGenerator generator;
    private final RunSettings settings;
    private final Function<Job, Path> imageFor;
    private final long seed;
    private final boolean retryFailed;
    private final int threads;
    private final Consumer<String> messages;

    private ChainRun(Builder b) {
        this.generator = b.generator;
        this.settings = b.settings;
        this.imageFor = b.imageFor;
        this.seed = b.seed;
        this.retryFailed = b.retryFailed;
        this.threads = b.threads;
        this.messages = b.messages;
    }

    /**
     * @param generator writes one chain
     * @param settings  the run's settings (on every line; a resume must match)
     * @return a builder: seed 13, one thread, no retry of failures, each job's own image, messages dropped
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
     * What an output already holds.
     *
     * @param done       the last line of every (id, model) pair, by key
     * @param validBytes the length up to the last complete line
     * @param tornBytes  bytes after it (a killed run), to cut
     */
    public record Resume(Map<String, ObjectNode> done, long validBytes, long tornBytes) {
        public boolean isFailure(String key) {
            ObjectNode n = done.get(key);
            return n != null && n.hasNonNull("generation_error");
        }

        public long failures() {
            return done.values().stream().filter(n -> n.hasNonNull("generation_error")).count();
        }
    }

    /**
     * Reads an output to resume it.
     *
     * @param lock     the held output (empty: nothing done)
     * @param settings this run's settings; lines with others are refused
     * @return what is done
     * @throws InvalidInputException on a malformed line or a line with other settings
     */
    public static Resume read(Path file, RunSettings settings) {
        try (org.georc.core.io.OutputLock lock = org.georc.core.io.OutputLock.acquire(file)) {
            return read(lock, settings);
        }
    }

    /**
     * @param lock     the held output
     * @param settings this run's settings
     * @return what is done
     */
    public static Resume read(org.georc.core.io.OutputLock lock, RunSettings settings) {
        return read(lock.file(), lock.bytes(), settings);
    }

    private static Resume read(Path file, byte[] bytes, RunSettings settings) {
        Map<String, ObjectNode> done = new LinkedHashMap<>();
        int start = ResumeTail.forEachLine(file, bytes, (lineNo, line) -> {
            JsonRecord rec = JsonLines.parseLine(file, lineNo, line);
            String key = ScoreRecord.key(rec.requiredName("id"), rec.requiredName("model"));
            RunSettings theirs = RunSettings.readFrom(rec.node()).orElse(null);
            if (!settings.equals(theirs)) {
                String what = theirs == null ? "has no settings record"
                        : "was written with other settings: " + String.join("; ",
                                settings.differences(theirs, "this run", "the file"));
                throw new InvalidInputException(file, lineNo, RunSettings.FIELD, "this output " + what
                        + ". Resuming would mix chains made differently: write to a new --output, or re-run with "
                        + "the file's settings", null);
            }
            ObjectNode previous = done.get(key);
            if (previous != null && !previous.hasNonNull("generation_error")) {
                throw new InvalidInputException(file, lineNo, "id", "a second line for id \"" + rec.node().get("id")
                        .asText() + "\" and model \"" + rec.node().get("model").asText() + "\"", null);
            }
            done.remove(key);
            done.put(key, rec.node());
        });
        return new Resume(done, start, bytes.length - (long) start);
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
            throw new ConfigurationException("--output - is not possible here: generated chains are appended to a "
                    + "file so that a run can resume; give a file name");
        }
        try (org.georc.core.io.OutputLock lock = org.georc.core.io.OutputLock.acquire(output)) {
            return write(jobs, lock);
        }
    }

    private Result write(List<Job> jobs, org.georc.core.io.OutputLock lock) {
        Path output = lock.file();
        Resume resume = read(lock, settings);
        List<Job> todo = new ArrayList<>();
        for (Job j : jobs) {
            if (!resume.done().containsKey(j.key()) || (retryFailed && resume.isFailure(j.key()))) {
                todo.add(j);
            }
        }
        if (resume.tornBytes() > 0) {
            messages.accept("removed an incomplete last line (" + resume.tornBytes() + " bytes) that an interrupted "
                    + "run left in " + output);
        }
        if (!resume.done().isEmpty()) {
            messages.accept("resuming: " + resume.done().size() + " line(s) already in " + output + ", "
                    + todo.size() + " to go");
        }
        AtomicInteger failed = new AtomicInteger();
        AtomicInteger written = new AtomicInteger();
        try (org.georc.core.io.ScoreFiles.Appender out = lock.appender(resume.validBytes())) {
            generate(todo, o -> {
                out.append(line(o.job(), o.text(), o.error(), generator, settings));
                if (o.error() != null) {
                    failed.incrementAndGet();
                }
                int w = written.incrementAndGet();
                if (todo.size() >= 20 && w % Math.max(1, todo.size() / 10) == 0) {
                    messages.accept("wrote " + w + "/" + todo.size());
                }
            }, true);
        }
        long remaining = read(lock, settings).failures();
        messages.accept("wrote " + todo.size() + " line(s) to " + output
                + (failed.get() > 0 ? " (" + failed.get() + " failure(s) recorded as generation_error)" : "")
                + (remaining > 0 ? "; " + remaining + " line(s) of the file record a failure: re-run with --retry-failed"
                        : ""));
        return new Result(todo.size(), failed.get(), remaining);
    }

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
     * Generates the jobs' chains, {@link Builder#threads} at a time, and hands the outcomes to
     * {@code sink} in input order (on the calling thread). A failed item (a {@link JudgeException}
     * or an image that cannot be sent) is an outcome with its error, warned about on the messages.
     *
     * @param todo     the jobs
     * @param sink     receives the outcomes in order
     * @param withModel whether warnings name the job's model
     */
    void generate(List<Job> todo, Consumer<Outcome> sink, boolean withModel) {
        inOrder(todo, threads, j -> {
            try {
                return new Outcome(j, generator.generate(j.slots(), imageFor.apply(j), itemSeed(seed, j.id())), null);
            } catch (JudgeException | InvalidInputException e) {
                return new Outcome(j, null, e.getMessage());
            }
        }, o -> {
            if (o.error() != null) {
                messages.accept("warning: id \"" + o.job().id() + "\"" + (withModel ? " (" + o.job().model() + ")" : "")
                        + ": " + o.error());
            }
            sink.accept(o);
        });
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
    public static ObjectNode line(Job job, String text, String error, org.georc.judges.generate.ChainGenerator generator,
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

    /**
     * Runs {@code work} over the items, {@code threads} at a time, and hands the results to
     * {@code sink} in input order, one chunk at a time, so a killed run loses at most the chunk
     * in flight.
     *
     * @param items   the items
     * @param threads work in parallel (at least 1)
     * @param work    the work per item
     * @param sink    receives the results in order (on the calling thread)
     * @param <T>     item type
     * @param <R>     result type
     */
    public static <T, R> void inOrder(List<T> items, int threads, Function<T, R> work, Consumer<R> sink) {
        if (threads == 1) {
            for (T item : items) {
                sink.accept(work.apply(item));
            }
            return;
        }
        AtomicInteger n = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "georc-chains-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        try {
            int step = threads * 4;
            for (int from = 0; from < items.size(); from += step) {
                List<Future<R>> futures = new ArrayList<>();
                for (T item : items.subList(from, Math.min(items.size(), from + step))) {
                    futures.add(pool.submit(() -> work.apply(item)));
                }
                for (Future<R> f : futures) {
                    sink.accept(get(f));
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static <R> R get(Future<R> f) {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ModelException("interrupted", e);
        } catch (ExecutionException e) {
            Throwable c = e.getCause();
            if (c instanceof RuntimeException re) {
                throw re;
            }
            if (c instanceof Error er) {
                throw er;
            }
            throw new GeorcException("chain generation failed: " + c.getMessage(), c);
        }
    }

    /** Options of a {@link ChainRun}. */
    public static final class Builder {
        private final ChainGenerator generator;
        private final RunSettings settings;
        private Function<Job, Path> imageFor = Job::image;
        private long seed = 13;
        private boolean retryFailed;
        private int threads = 1;
        private Consumer<String> messages = m -> { };

        private Builder(ChainGenerator generator, RunSettings settings) {
            this.generator = java.util.Objects.requireNonNull(generator, "generator");
            this.settings = java.util.Objects.requireNonNull(settings, "settings");
        }

        /**
         * @param f the image to send for a job, prepared just before it is sent (may throw
         *          {@link InvalidInputException}: the job fails)
         * @return this builder
         */
        public Builder images(Function<Job, Path> f) {
            this.imageFor = java.util.Objects.requireNonNull(f, "images");
            return this;
        }

        /**
         * @param s the run's seed; each item's seed is derived from it and the id ({@link #itemSeed})
         * @return this builder
         */
        public Builder seed(long s) {
            this.seed = s;
            return this;
        }

        /**
         * @param retry redo the failures an earlier run recorded
         * @return this builder
         */
        public Builder retryFailed(boolean retry) {
            this.retryFailed = retry;
            return this;
        }

        /**
         * @param n items in flight (1 to 1024)
         * @return this builder
         */
        public Builder threads(int n) {
            this.threads = n;
            return this;
        }

        /**
         * @param sink progress and failures, one line each
         * @return this builder
         */
        public Builder messages(Consumer<String> sink) {
            this.messages = java.util.Objects.requireNonNull(sink, "messages");
            return this;
        }

        /**
         * @return the run
         * @throws ConfigurationException when the thread count is out of range
         */
        public ChainRun build() {
            if (threads < 1 || threads > 1024) {
                throw new ConfigurationException("--threads must lie in [1, 1024], got " + threads);
            }
            return new ChainRun(this);
        }
    }
}
