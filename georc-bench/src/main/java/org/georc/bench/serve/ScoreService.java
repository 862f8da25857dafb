package org.georc.bench.serve;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.function.IntConsumer;
import org.georc.core.ConfigurationException;
import org.georc.core.chain.ChainParser;
import org.georc.core.json.JsonLines;
import org.georc.core.records.ImageFiles;
import org.georc.core.records.ReferenceRecord;
import org.georc.core.result.ChainScore;
import org.georc.core.scorefile.RunSettings;
import org.georc.core.scorefile.ScoreRecord;
import org.georc.core.scoring.ChainScorer;
import org.georc.judges.rows.ScoreRows;

/**
 * What {@code georc serve} does with a request body, without HTTP: reads and checks it (a
 * {@link HttpProblem} names the field at fault), hands its pairs to the {@link PairBatcher}, waits
 * for their scores and builds the answer. {@code POST /v1/score} is {@link #score}, OpenRLHF's
 * {@code POST /get_reward} is {@link #reward}. Scores are those of {@code georc score} with the
 * same judge: the same scorer, the same chain readers, the same rows ({@link ScoreRows}).
 * Thread-safe; {@link #close()} stops the batcher after the pairs it accepted.
 */
public final class ScoreService implements AutoCloseable {
    /** What {@code /get_reward} hands back as a pair's reward. */
    public enum Reward {
        /** F1 (the default). */
        F1,
        /** Precision. */
        PRECISION,
        /** Recall. */
        RECALL,
        /**
         * F1 minus the flag penalty times the share of the candidate's statements that carry an
         * error flag, never below 0.
         */
        F1_FLAGS;

        /**
         * @param name {@code f1}, {@code precision}, {@code recall} or {@code f1-flags}
         * @return the reward
         * @throws IllegalArgumentException for another name
         */
        public static Reward fromName(String name) {
            return byLabel(values(), name, "reward");
        }

        /** @return the name as written on the command line */
        public String label() {
            return cliName(this);
        }
    }

    /** How {@code /get_reward} reads its labels. */
    public enum Labels {
        /** Every label is the id of a loaded reference; any other label fails its pair. */
        IDS,
        /** Every label is the reference chain itself. */
        TEXTS,
        /**
         * A loaded reference's id names it; a label without whitespace that names none fails its
         * pair ("did you mean" a close id), never read as a one-word chain; any other label is the
         * chain (the default).
         */
        AUTO;

        /**
         * @param name {@code ids}, {@code texts} or {@code auto}
         * @return the mode
         * @throws IllegalArgumentException for another name
         */
        public static Labels fromName(String name) {
            return byLabel(values(), name, "labels");
        }

        /** @return the name as written on the command line */
        public String label() {
            return cliName(this);
        }
    }

    /** An option's value as written on the command line: lower case, {@code -} for {@code _}. */
    private static String cliName(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The constant written {@code name}, or an error listing the ones there are ("reward must be f1, ... or f1-flags"). */
    private static <E extends Enum<E>> E byLabel(E[] all, String name, String what) {
        java.util.List<String> names = new ArrayList<>();
        for (E e : all) {
            if (cliName(e).equals(name)) {
                return e;
            }
            names.add(cliName(e));
        }
        throw new IllegalArgumentException(what + " must be " + String.join(", ", names.subList(0, names.size() - 1))
                + " or " + names.get(names.size() - 1) + ", got \"" + name + "\"");
    }

    /**
     * A request whose pairs are queued: its answer once they are scored, or its withdrawal.
     */
    public static final class Pending {
        private final CompletableFuture<Answer> answer;
        private final Runnable cancel;

        private Pending(CompletableFuture<Answer> answer, Runnable cancel) {
            this.answer = answer;
            this.cancel = cancel;
        }

        /**
         * @return the answer, when every pair is scored; it fails with a {@link HttpProblem} (500
         *         when the judge failed for a whole batch, 503 when the pairs were withdrawn)
         */
        public CompletableFuture<Answer> answer() {
            return answer;
        }

        /** Withdraws the pairs still waiting (the client went away); the answer then fails. */
        public void cancel() {
            cancel.run();
        }
    }

    /**
     * An answer and what it counted.
     *
     * @param body     the JSON answer
     * @param pairs    pairs scored
     * @param failures pairs that failed
     */
    public record Answer(ObjectNode body, int pairs, int failures) {
    }

    /** Default of {@link Builder#maxPairs}: a typical RL rollout batch (OpenRLHF sends it whole). */
    public static final int DEFAULT_MAX_PAIRS = 4096;
    /** Default of {@link Builder#queueCapacity}: two full requests. */
    public static final int DEFAULT_QUEUE = 8192;

    /** Provenance fields a score row repeats; the answer names judge and settings once instead. */
    private static final List<String> ROW_PROVENANCE = List.of("model", "judge", "model_id", "weights_sha256",
            "prompt_version", "parameters", "time", RunSettings.FIELD, RunSettings.FINGERPRINT_FIELD);

    private final ChainScorer scorer;
    private final ScoreRows rows;
    private final ServeRequests requests;
    private final RewardShaping rewards;
    private final RunSettings settings;
    private final PairBatcher batcher;
    private volatile IntConsumer batchObserver = n -> { };

    private ScoreService(Builder b) {
        this.scorer = Objects.requireNonNull(b.scorer, "scorer");
        this.rows = b.rows;
        if (b.labels == Labels.IDS && b.references.isEmpty()) {
            throw new ConfigurationException("labels read as ids need references to name (the server loaded none)");
        }
        this.requests = new ServeRequests(b.references,
                b.referenceParser != null ? b.referenceParser : scorer.conclusions().referenceParser(),
                b.maxChainChars, b.maxPairs, rows != null, b.sendsImages, b.imageRoots, b.maxImageBytes, b.labels,
                b.log);
        this.settings = b.settings != null ? b.settings
                : ScoreRows.settings(scorer.provenance(), Map.of(), null, rows != null, false);
        if (b.maxPairs < 1 || b.maxChainChars < 1 || b.batchSize < 1 || b.workers < 1 || b.queueCapacity < 1) {
            throw new ConfigurationException("max pairs, max chain characters, batch size, workers and queue capacity "
                    + "must be >= 1");
        }
        this.rewards = new RewardShaping(b.reward, b.failedReward, b.flagPenalty, rows != null);
        this.batcher = new PairBatcher(scorer, rows, b.batchSize, b.workers, b.queueCapacity,
                n -> batchObserver.accept(n));
    }

    /** @return a builder */
    public static Builder builder() {
        return new Builder();
    }

    /** @return the settings every score of this service depends on */
    public RunSettings settings() {
        return settings;
    }

    /** @return the judge's name */
    public String judge() {
        return scorer.provenance().judge();
    }

    /** @return the batcher (its queue depth, for metrics) */
    public PairBatcher batcher() {
        return batcher;
    }

    /** @return the most pairs one request may carry */
    public int maxPairs() {
        return requests.maxPairs();
    }

    /** @return labels {@code /get_reward} could not read, so far (each pair counts once) */
    public long refusedLabels() {
        return requests.labels().refused();
    }

    /** @param observer told the size of every batch scored */
    void onBatch(IntConsumer observer) {
        this.batchObserver = Objects.requireNonNull(observer);
    }

    /**
     * Reads a request body.
     *
     * @param body the bytes
     * @return the JSON object
     * @throws HttpProblem 400 naming {@code body} when it is not one JSON object
     */
    public static ObjectNode parse(byte[] body) {
        return ServeRequests.parse(body);
    }

    /**
     * Reads a request body as a stream, as it arrives.
     *
     * @param body the bytes (not closed)
     * @return the JSON object
     * @throws HttpProblem 400 naming {@code body} when it is not one JSON object (anything but
     *                     whitespace after it included)
     */
    public static ObjectNode parse(java.io.InputStream body) {
        return ServeRequests.parse(body);
    }

    /** @return {@code GET /healthz}'s answer */
    public ObjectNode health() {
        ObjectNode o = JsonLines.object();
        o.put("status", "ok");
        o.put("judge", judge());
        o.put(RunSettings.FINGERPRINT_FIELD, settings.fingerprint());
        ObjectNode s = o.putObject(RunSettings.FIELD);
        settings.values().forEach(s::put);
        o.put("references", requests.referenceCount());
        o.put("max_pairs", maxPairs());
        o.put("queue_capacity", batcher.capacity());
        o.put("reward", rewards.reward().label());
        o.put("labels", requests.labels().mode().label());
        return o;
    }

    /**
     * {@code POST /v1/score}: {@code {"pairs": [{"id"?, "candidate", "reference" | "reference_id",
     * "image"?}], "options"?: {"alignments"?: bool}}}; waits for the scores.
     *
     * @param body the request
     * @return {@code {"scores": [...], "judge", "settings_sha256"}}, scores in request order
     * @throws HttpProblem for a request that cannot be scored (400, 413, 429)
     */
    public Answer score(ObjectNode body) {
        return await(startScore(body));
    }

    /**
     * {@code POST /v1/score} without waiting: the request is checked and its pairs queued.
     *
     * @param body the request
     * @return the pending answer
     * @throws HttpProblem for a request that cannot be scored (400, 413, 429)
     */
    public Pending startScore(ObjectNode body) {
        ServeRequests.ScoreRequest in = requests.score(body);
        return start(in.todo(), scored -> scoreAnswer(in, scored));
    }

    /**
     * {@code POST /get_reward}, OpenRLHF's remote reward: {@code {"query": [...], "prompts": [...],
     * "labels": [...]}}; waits for the rewards. The candidate is the query without its prompt (a
     * query that does not start with its prompt, or whose response is empty, is a failed pair); a
     * label is read as {@link Labels} says.
     *
     * @param body the request
     * @return {@code {"rewards", "scores", "extra_logs", "judge_errors", "failures", "judge",
     *         "settings_sha256"}}
     * @throws HttpProblem for a request that cannot be scored (400, 413, 429)
     */
    public Answer reward(ObjectNode body) {
        return await(startReward(body));
    }

    /**
     * {@code POST /get_reward} without waiting: the request is checked and its pairs queued.
     *
     * @param body the request
     * @return the pending answer
     * @throws HttpProblem for a request that cannot be scored (400, 413, 429)
     */
    public Pending startReward(ObjectNode body) {
        ServeRequests.RewardRequest in = requests.reward(body, rewards.needsReports());
        return start(in.todo(), scored -> rewards.answer(in, scored, judge(), settings.fingerprint()));
    }

    /** Queues the pairs; the answer is built once all of them are scored. */
    private Pending start(List<PairBatcher.PendingPair> todo,
                          java.util.function.Function<List<PairBatcher.ScoredPair>, Answer> answer) {
        if (todo.isEmpty()) {
            return new Pending(CompletableFuture.completedFuture(answer.apply(List.of())), () -> { });
        }
        PairBatcher.Ticket ticket = new PairBatcher.Ticket();
        List<CompletableFuture<PairBatcher.ScoredPair>> futures = batcher.submit(todo, ticket);
        // the answer fails as soon as one pair cannot be scored (a withdrawn request does not wait
        // for its pairs that are being scored), and is built once every pair is
        CompletableFuture<Answer> out = new CompletableFuture<>();
        java.util.concurrent.atomic.AtomicInteger left = new java.util.concurrent.atomic.AtomicInteger(futures.size());
        for (CompletableFuture<PairBatcher.ScoredPair> f : futures) {
            f.whenComplete((done, failure) -> {
                if (failure != null) {
                    out.completeExceptionally(problem(failure));
                } else if (left.decrementAndGet() == 0 && !out.isDone()) {
                    try {
                        List<PairBatcher.ScoredPair> scored = new ArrayList<>(futures.size());
                        futures.forEach(g -> scored.add(g.join()));
                        out.complete(answer.apply(scored));
                    } catch (RuntimeException e) {
                        out.completeExceptionally(e);
                    }
                }
            });
        }
        return new Pending(out, () -> batcher.cancel(ticket));
    }

    /** What a request is answered when one of its pairs could not be scored at all. */
    private static HttpProblem problem(Throwable failure) {
        Throwable cause = failure;
        while ((cause instanceof CompletionException || cause instanceof ExecutionException) && cause.getCause() != null) {
            cause = cause.getCause();
        }
        if (cause instanceof HttpProblem p) {
            return p;
        }
        if (cause instanceof java.util.concurrent.CancellationException) {
            return new HttpProblem(503, null, cause.getMessage() == null ? "the request was withdrawn" : cause.getMessage());
        }
        return new HttpProblem(500, null, "the judge failed: "
                + (cause.getMessage() == null ? cause.toString() : cause.getMessage()));
    }

    /** Waits for a pending answer on the calling thread. */
    private static Answer await(Pending pending) {
        try {
            return pending.answer().get();
        } catch (InterruptedException e) {
            pending.cancel();
            Thread.currentThread().interrupt();
            throw new HttpProblem(503, null, "interrupted while scoring");
        } catch (ExecutionException | CompletionException e) {
            throw problem(e);
        }
    }

    /** The answer of {@code /v1/score}: each pair's row, early failures in their place. */
    private Answer scoreAnswer(ServeRequests.ScoreRequest in, List<PairBatcher.ScoredPair> scored) {
        ObjectNode out = JsonLines.object();
        ArrayNode scores = out.putArray("scores");
        int failures = 0;
        for (int i = 0; i < in.size(); i++) {
            int k = in.slot().get(i);
            PairBatcher.ScoredPair s = k >= 0 ? scored.get(k)
                    : new PairBatcher.ScoredPair(ChainScore.failure(in.early().get(i), scorer.provenance()), null);
            if (s.score().isFailure()) {
                failures++;
            }
            scores.add(scoreJson(in.ids().get(i), s, in.alignments()));
        }
        out.put("judge", judge());
        out.put(RunSettings.FINGERPRINT_FIELD, settings.fingerprint());
        return new Answer(out, in.size(), failures);
    }

    /**
     * Withdraws every pair still waiting (a drain that ran out of time): their requests are answered
     * 503. No pair is accepted after this.
     *
     * @return how many waiting pairs were withdrawn
     */
    public int abort() {
        return batcher.abort();
    }

    /** The answer's entry for one pair: the row {@code georc score} writes, less what the answer says once. */
    private ObjectNode scoreJson(String id, PairBatcher.ScoredPair s, boolean alignments) {
        ObjectNode row = s.report() != null ? rows.toJson(s.report())
                : ScoreRecord.toJson(id, null, s.score(), alignments, Map.of());
        ROW_PROVENANCE.forEach(row::remove);
        if (id == null) {
            row.remove("id");
        }
        if (!alignments) {
            row.remove("candidate_alignments");
            row.remove("reference_alignments");
        }
        if (s.score().isFailure()) {
            row.put("failed", true);
        }
        return row;
    }

    /** Stops accepting pairs and finishes the accepted ones. The scorer is not closed. */
    @Override
    public void close() {
        batcher.close();
    }

    /**
     * Stops accepting pairs and finishes the accepted ones, waiting at most {@code wait} before
     * interrupting the workers. The scorer is not closed.
     *
     * @param wait the longest wait
     * @return whether every worker stopped (if not, a judge call is still running: do not close the
     *         scorer under it)
     */
    public boolean close(java.time.Duration wait) {
        return batcher.close(wait);
    }

    /** Builder; {@link #build()} validates and starts the batching workers. */
    public static final class Builder {
        private ChainScorer scorer;
        private ScoreRows rows;
        private Map<String, ReferenceRecord> references = new LinkedHashMap<>();
        private ChainParser referenceParser;
        private int maxChainChars = 100_000;
        private int maxPairs = DEFAULT_MAX_PAIRS;
        private int batchSize = 64;
        private int workers = 2;
        private int queueCapacity = DEFAULT_QUEUE;
        private Labels labels = Labels.AUTO;
        private java.util.function.Consumer<String> log = m -> { };
        private Reward reward = Reward.F1;
        private double failedReward;
        private double flagPenalty = 0.5;
        private boolean sendsImages;
        private final List<Path> imageRoots = new ArrayList<>();
        private long maxImageBytes = ImageFiles.DEFAULT_MAX_BYTES;
        private RunSettings settings;

        private Builder() {
        }

        /**
         * @param s scores the pairs (required; not closed by the service)
         * @return this
         */
        public Builder scorer(ChainScorer s) {
            this.scorer = s;
            return this;
        }

        /**
         * @param r builds each pair's flags and country check, as {@code georc score}'s rows (its
         *          settings are not written per score); null: scores only (default)
         * @return this
         */
        public Builder rows(ScoreRows r) {
            this.rows = r;
            return this;
        }

        /**
         * @param byId the references {@code reference_id} and labels name
         * @return this
         */
        public Builder references(Map<String, ReferenceRecord> byId) {
            this.references = new LinkedHashMap<>(byId);
            return this;
        }

        /**
         * @param p reads reference chains sent as text (default: the scorer's conclusion mode's)
         * @return this
         */
        public Builder referenceParser(ChainParser p) {
            this.referenceParser = p;
            return this;
        }

        /**
         * @param n longest chain accepted, in characters (default 100000; longer: 413)
         * @return this
         */
        public Builder maxChainChars(int n) {
            this.maxChainChars = n;
            return this;
        }

        /**
         * @param n most pairs per request (default 4,096, a typical RL rollout batch; more: 413)
         * @return this
         */
        public Builder maxPairs(int n) {
            this.maxPairs = n;
            return this;
        }

        /**
         * @param n most pairs per judge call (default 64)
         * @return this
         */
        public Builder batchSize(int n) {
            this.batchSize = n;
            return this;
        }

        /**
         * @param n batches scored at once (default 2)
         * @return this
         */
        public Builder workers(int n) {
            this.workers = n;
            return this;
        }

        /**
         * @param n most pairs accepted and not yet scored (default 8,192: two full requests; full: 429)
         * @return this
         */
        public Builder queueCapacity(int n) {
            this.queueCapacity = n;
            return this;
        }

        /**
         * @param l how {@code /get_reward} reads its labels (default {@link Labels#AUTO})
         * @return this
         */
        public Builder labels(Labels l) {
            this.labels = Objects.requireNonNull(l);
            return this;
        }

        /**
         * @param messages where the service logs what a caller should know (a refused label, once)
         * @return this
         */
        public Builder log(java.util.function.Consumer<String> messages) {
            this.log = Objects.requireNonNull(messages);
            return this;
        }

        /**
         * @param r what {@code /get_reward} returns (default F1)
         * @return this
         */
        public Builder reward(Reward r) {
            this.reward = Objects.requireNonNull(r);
            return this;
        }

        /**
         * @param v the reward of a pair that failed (default 0; always counted in extra_logs)
         * @return this
         */
        public Builder failedReward(double v) {
            this.failedReward = v;
            return this;
        }

        /**
         * @param w the f1-flags penalty per share of flagged statements (default 0.5)
         * @return this
         */
        public Builder flagPenalty(double w) {
            this.flagPenalty = w;
            return this;
        }

        /**
         * @param roots    folders images may come from; a pair's {@code image} is relative to the first
         * @param maxBytes largest image
         * @return this, sending images to the judge (a judge that looks at them)
         */
        public Builder images(List<Path> roots, long maxBytes) {
            this.sendsImages = true;
            this.imageRoots.clear();
            this.imageRoots.addAll(roots);
            this.maxImageBytes = maxBytes;
            return this;
        }

        /**
         * @param s the settings the scores depend on (default: from the scorer's provenance)
         * @return this
         */
        public Builder settings(RunSettings s) {
            this.settings = s;
            return this;
        }

        /** @return the service, its workers started */
        public ScoreService build() {
            return new ScoreService(this);
        }
    }
}
