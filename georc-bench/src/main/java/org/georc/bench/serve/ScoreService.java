package org.georc.bench.serve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.function.IntConsumer;
import org.georc.core.ConfigurationException;
import org.georc.core.InvalidInputException;
import org.georc.core.chain.ChainParser;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.records.ImageFiles;
import org.georc.core.json.JsonLines;
import org.georc.core.records.ReferenceRecord;
import org.georc.core.scorefile.RunSettings;
import org.georc.core.scorefile.ScoreRecord;
import org.georc.core.result.ChainScore;
import org.georc.core.scoring.ChainScorer;
import org.georc.core.spi.JudgeRequest;
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
            for (Reward r : values()) {
                if (r.label().equals(name)) {
                    return r;
                }
            }
            throw new IllegalArgumentException("reward must be f1, precision, recall or f1-flags, got \"" + name + "\"");
        }

        /** @return the name as written on the command line */
        public String label() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
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

    /** Provenance fields a score row repeats; the answer names judge and settings once instead. */
    private static final List<String> ROW_PROVENANCE = List.of("model", "judge", "model_id", "weights_sha256",
            "prompt_version", "parameters", "time", RunSettings.FIELD, RunSettings.FINGERPRINT_FIELD);

    private final ChainScorer scorer;
    private final ScoreRows rows;
    private final Map<String, ReferenceRecord> references;
    private final ChainParser referenceParser;
    private final int maxChainChars;
    private final int maxPairs;
    private final Reward reward;
    private final double failedReward;
    private final double flagPenalty;
    private final boolean sendsImages;
    private final List<Path> imageRoots;
    private final long maxImageBytes;
    private final RunSettings settings;
    private final PairBatcher batcher;
    private volatile IntConsumer batchObserver = n -> { };

    private ScoreService(Builder b) {
        this.scorer = Objects.requireNonNull(b.scorer, "scorer");
        this.rows = b.rows;
        this.references = Map.copyOf(b.references);
        this.referenceParser = b.referenceParser != null ? b.referenceParser : scorer.conclusions().referenceParser();
        this.maxChainChars = b.maxChainChars;
        this.maxPairs = b.maxPairs;
        this.reward = b.reward;
        this.failedReward = b.failedReward;
        this.flagPenalty = b.flagPenalty;
        this.sendsImages = b.sendsImages;
        this.imageRoots = List.copyOf(b.imageRoots);
        this.maxImageBytes = b.maxImageBytes;
        this.settings = b.settings != null ? b.settings
                : ScoreRows.settings(scorer.provenance(), Map.of(), null, rows != null, false);
        if (maxPairs < 1 || maxChainChars < 1 || b.batchSize < 1 || b.workers < 1 || b.queueCapacity < 1) {
            throw new ConfigurationException("max pairs, max chain characters, batch size, workers and queue capacity "
                    + "must be >= 1");
        }
        if (reward == Reward.F1_FLAGS && rows == null) {
            throw new ConfigurationException("the f1-flags reward needs statement flags (a ScoreRows with a flagger)");
        }
        if (!(flagPenalty >= 0) || !Double.isFinite(failedReward)) {
            throw new ConfigurationException("the flag penalty must be >= 0 and the failed reward finite, got "
                    + flagPenalty + " and " + failedReward);
        }
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
        return maxPairs;
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
        JsonNode node;
        try {
            node = JsonLines.readTree(body);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            var at = e.getLocation();
            throw HttpProblem.badField("body", "malformed JSON: " + e.getOriginalMessage().replaceAll(" \\(start marker at .*", "")
                    + (at == null ? "" : " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")"));
        } catch (IOException e) {
            throw HttpProblem.badField("body", "could not be read: " + e.getMessage());
        }
        if (node == null || !node.isObject()) {
            throw HttpProblem.badField("body", "must be a JSON object, got "
                    + (node == null || node.isMissingNode() ? "nothing" : node.getNodeType().name().toLowerCase(Locale.ROOT)));
        }
        return (ObjectNode) node;
    }

    /** @return {@code GET /healthz}'s answer */
    public ObjectNode health() {
        ObjectNode o = JsonLines.object();
        o.put("status", "ok");
        o.put("judge", judge());
        o.put(RunSettings.FINGERPRINT_FIELD, settings.fingerprint());
        ObjectNode s = o.putObject(RunSettings.FIELD);
        settings.values().forEach(s::put);
        o.put("references", references.size());
        o.put("max_pairs", maxPairs);
        o.put("queue_capacity", batcher.capacity());
        o.put("reward", reward.label());
        return o;
    }

    /**
     * {@code POST /v1/score}: {@code {"pairs": [{"id"?, "candidate", "reference" | "reference_id",
     * "image"?}], "options"?: {"alignments"?: bool}}}.
     *
     * @param body the request
     * @return {@code {"scores": [...], "judge", "settings_sha256"}}, scores in request order
     * @throws HttpProblem for a request that cannot be scored (400, 413, 429)
     */
    public Answer score(ObjectNode body) {
        known(body, "body", Set.of("pairs", "options"));
        boolean alignments = false;
        JsonNode options = body.get("options");
        if (options != null && !options.isNull()) {
            if (!options.isObject()) {
                throw HttpProblem.badField("options", "must be an object");
            }
            known(options, "options", Set.of("alignments"));
            JsonNode a = options.get("alignments");
            if (a != null && !a.isNull()) {
                if (!a.isBoolean()) {
                    throw HttpProblem.badField("options.alignments", "must be true or false");
                }
                alignments = a.booleanValue();
            }
        }
        JsonNode pairs = array(body, "pairs");
        List<PairBatcher.PendingPair> todo = new ArrayList<>(pairs.size());
        for (int i = 0; i < pairs.size(); i++) {
            todo.add(pair(pairs.get(i), "pairs[" + i + "]"));
        }
        List<PairBatcher.ScoredPair> scored = run(todo);
        ObjectNode out = JsonLines.object();
        ArrayNode scores = out.putArray("scores");
        int failures = 0;
        for (int i = 0; i < scored.size(); i++) {
            PairBatcher.ScoredPair s = scored.get(i);
            if (s.score().isFailure()) {
                failures++;
            }
            scores.add(scoreJson(todo.get(i), s, alignments));
        }
        out.put("judge", judge());
        out.put(RunSettings.FINGERPRINT_FIELD, settings.fingerprint());
        return new Answer(out, scored.size(), failures);
    }

    /**
     * {@code POST /get_reward}, OpenRLHF's remote reward: {@code {"query": [...], "prompts": [...],
     * "labels": [...]}}. The candidate is the query without its prompt (a query that does not
     * start with its prompt is a failed pair); a label is the id of a loaded reference, else the
     * reference chain itself.
     *
     * @param body the request
     * @return {@code {"rewards", "scores", "extra_logs", "judge_errors", "failures", "judge",
     *         "settings_sha256"}}
     * @throws HttpProblem for a request that cannot be scored (400, 413, 429)
     */
    public Answer reward(ObjectNode body) {
        JsonNode query = array(body, "query");
        JsonNode labels = body.get("labels");
        if (labels == null || labels.isNull()) {
            throw HttpProblem.badField("labels", "is required (one reference id or reference chain per query)");
        }
        labels = array(body, "labels");
        JsonNode prompts = body.get("prompts");
        if (prompts != null && !prompts.isNull()) {
            prompts = array(body, "prompts");
            if (prompts.size() != query.size()) {
                throw HttpProblem.badField("prompts", "has " + prompts.size() + " entries for " + query.size()
                        + " queries");
            }
        } else {
            prompts = null;
        }
        if (labels.size() != query.size()) {
            throw HttpProblem.badField("labels", "has " + labels.size() + " entries for " + query.size() + " queries");
        }
        int n = query.size();
        List<PairBatcher.PendingPair> todo = new ArrayList<>(n);
        List<Integer> slot = new ArrayList<>(n); // index into todo, or -1 for a pair failed before scoring
        List<String> early = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String q = text(query.get(i), "query[" + i + "]");
            String candidate = q;
            String error = null;
            if (prompts != null) {
                String p = text(prompts.get(i), "prompts[" + i + "]");
                if (q.startsWith(p)) {
                    candidate = q.substring(p.length());
                } else {
                    error = "query[" + i + "] does not start with prompts[" + i + "]";
                }
            }
            String label = text(labels.get(i), "labels[" + i + "]");
            ReasoningChain cand = null;
            if (error == null) {
                try {
                    // a policy's output that cannot be read fails its own pair, not the batch
                    cand = chain(ChainParser.DEFAULT, candidate, "query[" + i + "]");
                } catch (HttpProblem e) {
                    error = e.getMessage();
                }
            }
            if (error == null) {
                ReferenceRecord ref = references.get(label);
                ReasoningChain reference = ref != null ? ref.chain() : chain(referenceParser, label, "labels[" + i + "]");
                Path image = ref != null && sendsImages ? confined(ref.image(), "labels[" + i + "]") : null;
                slot.add(todo.size());
                todo.add(new PairBatcher.PendingPair(new JudgeRequest(ref != null ? ref.id() : null, cand, reference, image),
                        reward == Reward.F1_FLAGS, ref == null ? null : ref.countryName().orElse(null)));
            } else {
                slot.add(-1);
            }
            early.add(error);
        }
        List<PairBatcher.ScoredPair> scored = run(todo);
        ObjectNode out = JsonLines.object();
        ArrayNode rewards = out.putArray("rewards");
        ArrayNode scores = out.putArray("scores");
        ObjectNode logs = out.putObject("extra_logs");
        ArrayNode failed = logs.putArray("georc_failed");
        ArrayNode f1 = logs.putArray("georc_f1");
        ArrayNode precision = logs.putArray("georc_precision");
        ArrayNode recall = logs.putArray("georc_recall");
        ArrayNode errors = out.putArray("judge_errors");
        int failures = 0;
        for (int i = 0; i < n; i++) {
            int k = slot.get(i);
            ChainScore s = k < 0 ? null : scored.get(k).score();
            String error = k < 0 ? early.get(i) : s.judgeError().orElse(null);
            if (error == null && reward == Reward.F1_FLAGS && scored.get(k).report().flags() == null) {
                error = "the f1-flags reward needs statement flags, and this server's rows have no flagger";
            }
            if (error != null) {
                failures++;
                rewards.add(failedReward);
                scores.add(failedReward);
                failed.add(1);
                f1.add(failedReward);
                precision.add(failedReward);
                recall.add(failedReward);
                errors.add(error);
                continue;
            }
            double r = switch (reward) {
                case F1 -> s.f1();
                case PRECISION -> s.precision();
                case RECALL -> s.recall();
                case F1_FLAGS -> Math.max(0, s.f1() - flagPenalty * flaggedShare(scored.get(k).report()));
            };
            rewards.add(r);
            scores.add(r);
            failed.add(0);
            f1.add(s.f1());
            precision.add(s.precision());
            recall.add(s.recall());
            errors.addNull();
        }
        out.put("failures", failures);
        out.put("reward", reward.label());
        out.put("judge", judge());
        out.put(RunSettings.FINGERPRINT_FIELD, settings.fingerprint());
        return new Answer(out, n, failures);
    }

    /** The share of the candidate's statements with at least one error flag. */
    private static double flaggedShare(ScoreRows.PairReport report) {
        if (report.flags().statements() == 0) {
            return 0;
        }
        Set<Integer> flagged = new HashSet<>();
        report.flags().flagged().forEach(f -> flagged.add(f.index()));
        return (double) flagged.size() / report.flags().statements();
    }

    /** Submits the pairs and waits for all of them. */
    private List<PairBatcher.ScoredPair> run(List<PairBatcher.PendingPair> todo) {
        if (todo.isEmpty()) {
            return List.of();
        }
        List<CompletableFuture<PairBatcher.ScoredPair>> futures = batcher.submit(todo);
        List<PairBatcher.ScoredPair> out = new ArrayList<>(futures.size());
        for (CompletableFuture<PairBatcher.ScoredPair> f : futures) {
            try {
                out.add(f.get());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new HttpProblem(503, null, "interrupted while scoring");
            } catch (ExecutionException | CompletionException e) {
                Throwable cause = e.getCause() == null ? e : e.getCause();
                throw new HttpProblem(500, null, "the judge failed: "
                        + (cause.getMessage() == null ? cause.toString() : cause.getMessage()));
            }
        }
        return out;
    }

    /** The answer's entry for one pair: the row {@code georc score} writes, less what the answer says once. */
    private ObjectNode scoreJson(PairBatcher.PendingPair pair, PairBatcher.ScoredPair s, boolean alignments) {
        String id = pair.request().id();
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

    /** One pair of {@code /v1/score}. */
    private PairBatcher.PendingPair pair(JsonNode node, String where) {
        if (node == null || !node.isObject()) {
            throw HttpProblem.badField(where, "must be an object with \"candidate\" and \"reference\" or \"reference_id\"");
        }
        known(node, where, Set.of("id", "candidate", "reference", "reference_id", "image"));
        String id = null;
        JsonNode idNode = node.get("id");
        if (idNode != null && !idNode.isNull()) {
            id = text(idNode, where + ".id");
        }
        JsonNode candNode = node.get("candidate");
        if (candNode == null || candNode.isNull()) {
            throw HttpProblem.badField(where + ".candidate", "is required");
        }
        ReasoningChain candidate = chain(ChainParser.DEFAULT, text(candNode, where + ".candidate"), where + ".candidate");
        JsonNode refText = node.get("reference");
        JsonNode refId = node.get("reference_id");
        boolean hasText = refText != null && !refText.isNull();
        boolean hasId = refId != null && !refId.isNull();
        if (hasText == hasId) {
            throw HttpProblem.badField(where + ".reference", hasText ? "give \"reference\" or \"reference_id\", not both"
                    : "is required (or \"reference_id\", the id of a reference the server loaded)");
        }
        ReasoningChain reference;
        ReferenceRecord record = null;
        if (hasId) {
            String rid = text(refId, where + ".reference_id");
            record = references.get(rid);
            if (record == null) {
                throw HttpProblem.badField(where + ".reference_id", references.isEmpty()
                        ? "the server loaded no references (start it with --references)"
                        : "no reference has the id \"" + rid + "\"");
            }
            reference = record.chain();
        } else {
            reference = chain(referenceParser, text(refText, where + ".reference"), where + ".reference");
        }
        Path image = null;
        JsonNode img = node.get("image");
        if (sendsImages) {
            if (img != null && !img.isNull()) {
                String rel = text(img, where + ".image");
                if (imageRoots.isEmpty()) {
                    throw HttpProblem.badField(where + ".image", "the server has no image folder (--references DIR "
                            + "or --image-root)");
                }
                image = confined(imageRoots.get(0).resolve(rel), where + ".image");
            } else if (record != null) {
                image = confined(record.image(), where + ".reference_id");
            }
        }
        return new PairBatcher.PendingPair(new JudgeRequest(id, candidate, reference, image), rows != null,
                record == null ? null : record.countryName().orElse(null));
    }

    private Path confined(Path image, String where) {
        if (image == null) {
            return null;
        }
        try {
            return ImageFiles.confine(image, imageRoots, maxImageBytes, where).path();
        } catch (InvalidInputException e) {
            throw HttpProblem.badField(where, e.getMessage());
        }
    }

    private ReasoningChain chain(ChainParser parser, String text, String where) {
        if (text.length() > maxChainChars) {
            throw new HttpProblem(413, where, "is " + text.length() + " characters long, over the limit of "
                    + maxChainChars);
        }
        try {
            return parser.parse(text);
        } catch (InvalidInputException e) {
            throw HttpProblem.badField(where, e.getMessage());
        }
    }

    /** The array field, checked for presence, type and the pair limit. */
    private JsonNode array(JsonNode body, String field) {
        JsonNode a = body.get(field);
        if (a == null || a.isNull()) {
            throw HttpProblem.badField(field, "is required");
        }
        if (!a.isArray()) {
            throw HttpProblem.badField(field, "must be an array");
        }
        if (a.size() > maxPairs) {
            throw new HttpProblem(413, field, "has " + a.size() + " entries, over the limit of " + maxPairs
                    + " per request");
        }
        return a;
    }

    private static String text(JsonNode node, String where) {
        if (node == null || node.isNull()) {
            throw HttpProblem.badField(where, "is required");
        }
        if (!node.isTextual()) {
            throw HttpProblem.badField(where, "must be a string");
        }
        return node.textValue();
    }

    private static void known(JsonNode node, String where, Set<String> fields) {
        Iterator<String> names = node.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!fields.contains(name)) {
                throw HttpProblem.badField(where.equals("body") ? name : where + "." + name,
                        "unknown field (known: " + String.join(", ", new java.util.TreeSet<>(fields)) + ")");
            }
        }
    }

    /** Stops accepting pairs and finishes the accepted ones. The scorer is not closed. */
    @Override
    public void close() {
        batcher.close();
    }

    /** Builder; {@link #build()} validates and starts the batching workers. */
    public static final class Builder {
        private ChainScorer scorer;
        private ScoreRows rows;
        private Map<String, ReferenceRecord> references = new LinkedHashMap<>();
        private ChainParser referenceParser;
        private int maxChainChars = 100_000;
        private int maxPairs = 256;
        private int batchSize = 64;
        private int workers = 2;
        private int queueCapacity = 1024;
        private Reward reward = Reward.F1;
        private double failedReward;
        private double flagPenalty = 0.5;
        private boolean sendsImages;
        private final List<Path> imageRoots = new ArrayList<>();
        private long maxImageBytes = ImageFiles.DEFAULT_MAX_BYTES;
        private RunSettings settings;

        private Builder() {
        }

        /** @param s scores the pairs (required; not closed by the service) @return this */
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

        /** @param byId the references {@code reference_id} and labels name @return this */
        public Builder references(Map<String, ReferenceRecord> byId) {
            this.references = new LinkedHashMap<>(byId);
            return this;
        }

        /** @param p reads reference chains sent as text (default: the scorer's conclusion mode's) @return this */
        public Builder referenceParser(ChainParser p) {
            this.referenceParser = p;
            return this;
        }

        /** @param n longest chain accepted, in characters (default 100000; longer: 413) @return this */
        public Builder maxChainChars(int n) {
            this.maxChainChars = n;
            return this;
        }

        /** @param n most pairs per request (default 256; more: 413) @return this */
        public Builder maxPairs(int n) {
            this.maxPairs = n;
            return this;
        }

        /** @param n most pairs per judge call (default 64) @return this */
        public Builder batchSize(int n) {
            this.batchSize = n;
            return this;
        }

        /** @param n batches scored at once (default 2) @return this */
        public Builder workers(int n) {
            this.workers = n;
            return this;
        }

        /** @param n most pairs accepted and not yet scored (default 1024; full: 429) @return this */
        public Builder queueCapacity(int n) {
            this.queueCapacity = n;
            return this;
        }

        /** @param r what {@code /get_reward} returns (default F1) @return this */
        public Builder reward(Reward r) {
            this.reward = Objects.requireNonNull(r);
            return this;
        }

        /** @param v the reward of a pair that failed (default 0; always counted in extra_logs) @return this */
        public Builder failedReward(double v) {
            this.failedReward = v;
            return this;
        }

        /** @param w the f1-flags penalty per share of flagged statements (default 0.5) @return this */
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

        /** @param s the settings the scores depend on (default: from the scorer's provenance) @return this */
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
