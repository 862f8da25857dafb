package org.georc.bench.serve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.georc.core.InvalidInputException;
import org.georc.core.chain.ChainParser;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.json.JsonLines;
import org.georc.core.records.ImageFiles;
import org.georc.core.records.ReferenceRecord;
import org.georc.core.spi.JudgeRequest;

/**
 * Reads and checks the request bodies of {@link ScoreService}: the JSON object, known fields,
 * the pair limit, chain length and reading, references by id, confined images. Every fault is an
 * {@link HttpProblem} naming the field (400, or 413 for a limit). Changes when the request format
 * of {@code /v1/score} or {@code /get_reward} changes, never when scoring or the answers do.
 */
final class ServeRequests {
    /**
     * A checked {@code /v1/score} request.
     *
     * @param alignments whether the answer keeps the alignments
     * @param size       the number of pairs
     * @param todo       the pairs to score
     * @param slot       per pair, its index into {@code todo}, or -1 for a pair failed before scoring
     * @param early      per pair, why it failed before scoring, or null
     * @param ids        per pair, its id, or null
     */
    record ScoreRequest(boolean alignments, int size, List<PairBatcher.PendingPair> todo, List<Integer> slot,
                        List<String> early, List<String> ids) {
    }

    /**
     * A checked {@code /get_reward} request.
     *
     * @param size  the number of queries
     * @param todo  the pairs to score
     * @param slot  per query, its index into {@code todo}, or -1 for a pair failed before scoring
     * @param early per query, why it failed before scoring, or null
     */
    record RewardRequest(int size, List<PairBatcher.PendingPair> todo, List<Integer> slot, List<String> early) {
    }

    private final Map<String, ReferenceRecord> references;
    private final RewardLabels labels;
    private final ChainParser referenceParser;
    private final int maxChainChars;
    private final int maxPairs;
    private final boolean withRows;
    private final boolean sendsImages;
    private final List<Path> imageRoots;
    private final long maxImageBytes;

    ServeRequests(Map<String, ReferenceRecord> references, ChainParser referenceParser, int maxChainChars,
                  int maxPairs, boolean withRows, boolean sendsImages, List<Path> imageRoots, long maxImageBytes,
                  ScoreService.Labels labels, java.util.function.Consumer<String> log) {
        this.references = Map.copyOf(references);
        this.labels = new RewardLabels(this.references, labels, referenceParser, log);
        this.referenceParser = referenceParser;
        this.maxChainChars = maxChainChars;
        this.maxPairs = maxPairs;
        this.withRows = withRows;
        this.sendsImages = sendsImages;
        this.imageRoots = List.copyOf(imageRoots);
        this.maxImageBytes = maxImageBytes;
    }

    /** @return the most pairs one request may carry */
    int maxPairs() {
        return maxPairs;
    }

    /** @return how many references the server loaded */
    int referenceCount() {
        return references.size();
    }

    /** @return how labels are read, and what was refused */
    RewardLabels labels() {
        return labels;
    }

    /** See {@link ScoreService#parse(byte[])}. */
    static ObjectNode parse(byte[] body) {
        return parse(new java.io.ByteArrayInputStream(body));
    }

    /** See {@link ScoreService#parse(java.io.InputStream)}. */
    static ObjectNode parse(java.io.InputStream body) {
        JsonNode node;
        try {
            node = JsonLines.readTree(body);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            var at = e.getLocation();
            String what = e.getOriginalMessage().startsWith("Trailing token")
                    ? "more JSON after the first value (only whitespace may follow it)"
                    : e.getOriginalMessage().replaceAll(" \\(start marker at .*", "");
            throw HttpProblem.badField("body", "malformed JSON: " + what
                    + (at == null || at.getLineNr() < 1 ? "" : " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")"));
        } catch (IOException e) {
            throw HttpProblem.badField("body", "could not be read: " + e.getMessage());
        }
        if (node == null || !node.isObject()) {
            throw HttpProblem.badField("body", "must be a JSON object, got "
                    + (node == null || node.isMissingNode() ? "nothing" : node.getNodeType().name().toLowerCase(Locale.ROOT)));
        }
        return (ObjectNode) node;
    }

    /** The body of {@code POST /v1/score}, checked. */
    ScoreRequest score(ObjectNode body) {
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
        int n = pairs.size();
        List<PairBatcher.PendingPair> todo = new ArrayList<>(n);
        List<Integer> slot = new ArrayList<>(n);
        List<String> early = new ArrayList<>(n);
        List<String> ids = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String where = "pairs[" + i + "]";
            PairBatcher.PendingPair p = pair(pairs.get(i), where);
            ids.add(p.request().id());
            if (p.request().candidate().isEmpty() && p.request().candidate().dropped().isEmpty()) {
                // nothing but whitespace: a failed pair with its reason, in every reading
                slot.add(-1);
                early.add(where + ".candidate is empty (no text, or whitespace only): there is nothing to score");
            } else {
                slot.add(todo.size());
                todo.add(p);
                early.add(null);
            }
        }
        return new ScoreRequest(alignments, n, todo, slot, early, ids);
    }

    /**
     * The body of {@code POST /get_reward}, checked; a query that cannot be read, or does not start
     * with its prompt, fails its own pair.
     *
     * @param reports whether the pairs need their statement report (the f1-flags reward)
     */
    RewardRequest reward(ObjectNode body, boolean reports) {
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
            if (error == null && candidate.isBlank()) {
                error = "query[" + i + "]: the response is empty (" + (prompts == null ? "no text" : "nothing after the "
                        + "prompt") + ", or whitespace only): there is nothing to score";
            }
            if (error == null) {
                try {
                    // a policy's output that cannot be read fails its own pair, not the batch
                    cand = chain(ChainParser.DEFAULT, candidate, "query[" + i + "]");
                } catch (HttpProblem e) {
                    error = e.getMessage();
                }
            }
            RewardLabels.Read ref = null;
            if (error == null) {
                ref = this.labels.read(label, "labels[" + i + "]", maxChainChars);
                error = ref.error();
            }
            if (error == null) {
                ReferenceRecord record = ref.record();
                Path image = record != null && sendsImages ? confinedReference(record, "labels[" + i + "]") : null;
                slot.add(todo.size());
                todo.add(new PairBatcher.PendingPair(new JudgeRequest(record != null ? record.id() : null, cand,
                        ref.chain(), image), reports, record == null ? null : record.countryName().orElse(null)));
            } else {
                slot.add(-1);
            }
            early.add(error);
        }
        return new RewardRequest(n, todo, slot, early);
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
                        : "no reference has the id \"" + rid + "\"" + RewardLabels.didYouMean(rid, references.keySet()));
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
                image = confinedImage(rel, where + ".image");
            } else if (record != null) {
                image = confinedReference(record, where + ".reference_id");
            }
        }
        return new PairBatcher.PendingPair(new JudgeRequest(id, candidate, reference, image), withRows,
                record == null ? null : record.countryName().orElse(null));
    }

    /**
     * An image the request names, confined to the server's image folder. Whatever is wrong with it
     * (no such file, a path leading out of the folder, not an image, too large), the answer is the
     * same and names the path only as the request gave it: the server's own paths, and which files
     * exist outside its folder, are not the client's to learn.
     */
    private Path confinedImage(String given, String where) {
        try {
            return ImageFiles.confine(imageRoots.get(0).resolve(given), imageRoots, maxImageBytes, where).path();
        } catch (InvalidInputException | java.nio.file.InvalidPathException e) {
            throw HttpProblem.badField(where, "\"" + (given.length() > 200 ? given.substring(0, 200) + "..." : given)
                    + "\" is not an image the server can send: a PNG, JPEG or WebP file of at most " + maxImageBytes
                    + " bytes inside its image folder");
        }
    }

    /** The image of a loaded reference; a problem with it is the server's, so the answer names no path. */
    private Path confinedReference(ReferenceRecord record, String where) {
        if (record.image() == null) {
            return null;
        }
        try {
            return ImageFiles.confine(record.image(), imageRoots, maxImageBytes, where).path();
        } catch (InvalidInputException e) {
            throw HttpProblem.badField(where, "the image of reference \"" + record.id() + "\" cannot be sent (see the "
                    + "server's references)");
        }
    }

    private ReasoningChain chain(ChainParser parser, String text, String where) {
        if (text.length() > maxChainChars) {
            throw new HttpProblem(413, where, "is " + text.length() + " characters long, over the limit of "
                    + maxChainChars + " (raise it with --max-chain-chars)");
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
                    + " per request (raise it with --max-pairs, or send smaller batches)");
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
}
