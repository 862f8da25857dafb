package org.georc.core.records;

import org.georc.core.json.BoundedLines;
import org.georc.core.json.JsonLines;
import org.georc.core.json.JsonRecord;
import org.georc.core.scorefile.ScoreRecord;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.georc.core.InvalidInputException;
import org.georc.core.chain.ChainParser;

/** Reads the references and candidates JSONL files of docs/DESIGN.md section 8. */
public final class Datasets {
    /** The longest chain text accepted by default, in characters (real chains are a few thousand). */
    public static final int DEFAULT_MAX_CHAIN_CHARS = 100_000;

    private static final List<String> LEVELS = List.of("country", "state", "city", "place");

    private Datasets() {
    }

    /**
     * Reads references keyed by id, in file order.
     *
     * @param file the references JSONL
     * @return references by id
     * @throws InvalidInputException on a malformed line, a missing field, or a duplicate id
     */
    public static Map<String, ReferenceRecord> readReferences(Path file) {
        return readReferences(file, DEFAULT_MAX_CHAIN_CHARS);
    }

    /**
     * Reads references keyed by id, in file order, refusing chains longer than a limit. The
     * file must hold one reference per id: a file with several experts per id is read with
     * {@link #readReferenceSet}.
     *
     * @param file          the references JSONL
     * @param maxChainChars the longest chain text accepted, in characters
     * @return references by id
     * @throws InvalidInputException on a malformed line, a missing field, a duplicate id, several
     *                               experts for one id, or a chain over the limit
     */
    public static Map<String, ReferenceRecord> readReferences(Path file, int maxChainChars) {
        ReferenceSet set = readReferenceSet(file, maxChainChars, ChainParser.DEFAULT);
        Map<String, ReferenceRecord> byId = new LinkedHashMap<>();
        for (String id : set.ids()) {
            List<ReferenceRecord> list = set.forId(id);
            if (list.size() > 1) {
                throw new InvalidInputException(null, 0, "expert", list.get(1).source() + ": id \"" + id + "\" has "
                        + list.size() + " expert references; this reader takes one per id (the score, experts, "
                        + "convert and baseline commands choose one with `referenceExpert`)", null);
            }
            byId.put(id, list.get(0));
        }
        return byId;
    }

    /**
     * Reads every reference of a file, several per id allowed when each names its
     * {@code expert} (a whole number from 1); unique per (id, expert).
     *
     * @param file          the references JSONL
     * @param maxChainChars the longest chain text accepted, in characters
     * @param parser        how chains are read ({@link org.georc.core.chain.ConclusionMode#referenceParser()})
     * @return the references
     * @throws InvalidInputException on a malformed line, a missing field, a repeated (id, expert)
     *                               or a chain over the limit
     */
    public static ReferenceSet readReferenceSet(Path file, int maxChainChars, ChainParser parser) {
        Path folder = file.toAbsolutePath().getParent();
        return ReferenceSet.of(JsonLines.read(file, BoundedLines.forChainLimit(maxChainChars),
                rec -> reference(rec, folder, maxChainChars, parser)));
    }

    /**
     * Reads candidates in file order.
     *
     * @param file the candidates JSONL
     * @return the candidates
     * @throws InvalidInputException on a malformed line, a missing field, or a duplicate (id, model)
     */
    public static List<CandidateRecord> readCandidates(Path file) {
        return readCandidates(file, DEFAULT_MAX_CHAIN_CHARS);
    }

    /**
     * Reads candidates in file order, refusing chains longer than a limit.
     *
     * @param file          the candidates JSONL
     * @param maxChainChars the longest chain text accepted, in characters
     * @return the candidates
     * @throws InvalidInputException on a malformed line, a missing field, a duplicate (id, model) or a chain over the limit
     */
    public static List<CandidateRecord> readCandidates(Path file, int maxChainChars) {
        List<CandidateRecord> all = JsonLines.read(file, BoundedLines.forChainLimit(maxChainChars),
                rec -> candidate(rec, maxChainChars));
        Map<String, CandidateRecord> seen = new HashMap<>();
        for (CandidateRecord c : all) {
            CandidateRecord previous = seen.putIfAbsent(c.key(), c);
            if (previous != null) {
                throw new InvalidInputException(null, 0, "id",
                        c.source() + ": duplicate candidate id \"" + c.id() + "\" for model \"" + c.model()
                                + "\" (first at " + previous.source() + ")", null);
            }
        }
        return new ArrayList<>(all);
    }

    /**
     * A line of a generated candidates file that records a failed generation:
     * {@code {"id", "model", "generation_error"}}.
     *
     * @param id     item id
     * @param model  the model (or baseline) that failed
     * @param error  what went wrong
     * @param source file and line
     */
    public record FailedCandidate(String id, String model, String error, String source) {
        /** @return the (id, model) key */
        public String key() {
            return ScoreRecord.key(id, model);
        }
    }

    /**
     * A candidates file as written by {@code georc generate} or {@code georc baseline}: chains,
     * and lines that record a failed generation. A later line for the same (id, model) replaces
     * an earlier failure (a re-run with {@code --retry-failed}); any other repeat is an error.
     *
     * @param candidates the chains, in file order
     * @param failures   the (id, model) pairs whose last line records a failure
     */
    public record CandidateFile(List<CandidateRecord> candidates, List<FailedCandidate> failures) {
        /** Copies. */
        public CandidateFile {
            candidates = List.copyOf(candidates);
            failures = List.copyOf(failures);
        }
    }

    /**
     * Reads a candidates file that may hold failed generations.
     *
     * @param file          the candidates JSONL
     * @param maxChainChars the longest chain text accepted, in characters
     * @return chains and failures
     * @throws InvalidInputException on a malformed line or a repeated (id, model) that does not replace a failure
     */
    public static CandidateFile readCandidateFile(Path file, int maxChainChars) {
        return readCandidateFile(file, maxChainChars, ChainParser.DEFAULT);
    }

    /**
     * Reads a candidates file that may hold failed generations, in a given reading.
     *
     * @param file          the candidates JSONL
     * @param maxChainChars the longest chain text accepted, in characters
     * @param parser        how candidate chains are read ({@link org.georc.core.chain.ConclusionMode#candidateParser()})
     * @return chains and failures
     * @throws InvalidInputException on a malformed line or a repeated (id, model) that does not replace a failure
     */
    public static CandidateFile readCandidateFile(Path file, int maxChainChars, ChainParser parser) {
        Map<String, Object> byKey = new LinkedHashMap<>();
        Map<String, String> where = new HashMap<>();
        for (Object o : JsonLines.read(file, BoundedLines.forChainLimit(maxChainChars), rec -> {
            if (rec.optionalNode("generation_error").isPresent() && rec.optionalNode("chain").isEmpty()) {
                return new FailedCandidate(rec.requiredName("id"), rec.requiredName("model"),
                        rec.requiredString("generation_error"), where(rec));
            }
            return candidate(rec, maxChainChars, parser);
        })) {
            String key = o instanceof CandidateRecord c ? c.key() : ((FailedCandidate) o).key();
            String src = o instanceof CandidateRecord c ? c.source() : ((FailedCandidate) o).source();
            Object previous = byKey.get(key);
            if (previous instanceof CandidateRecord) {
                throw InvalidInputException.at(src, "id", "a second line for the same id and model (first at "
                        + where.get(key) + ")");
            }
            byKey.remove(key);
            byKey.put(key, o);
            where.put(key, src);
        }
        List<CandidateRecord> cands = new ArrayList<>();
        List<FailedCandidate> failed = new ArrayList<>();
        for (Object o : byKey.values()) {
            if (o instanceof CandidateRecord c) {
                cands.add(c);
            } else {
                failed.add((FailedCandidate) o);
            }
        }
        return new CandidateFile(cands, failed);
    }

    static ReferenceRecord reference(JsonRecord rec, Path folder, int maxChainChars, ChainParser parser) {
        String id = rec.requiredName("id");
        String chainText = chainText(rec, maxChainChars);
        String country = rec.optionalString("country").orElse(null);
        Path image = rec.optionalString("image").map(folder::resolve).orElse(null);
        Map<String, String> location = new LinkedHashMap<>();
        JsonNode loc = rec.optionalNode("location").orElse(null);
        if (loc != null) {
            if (!loc.isObject()) {
                throw rec.error("location", "must be an object with country/state/city/place");
            }
            for (String level : LEVELS) {
                JsonNode v = loc.get(level);
                if (v != null && !v.isNull()) {
                    if (!v.isTextual()) {
                        throw rec.error("location." + level, "must be a string");
                    }
                    if (!v.asText().isBlank()) {
                        location.put(level, v.asText());
                    }
                }
            }
        }
        Integer expert = null;
        JsonNode e = rec.optionalNode("expert").orElse(null);
        if (e != null) {
            if (!e.isIntegralNumber() || !e.canConvertToInt() || e.asInt() < 1) {
                throw rec.error("expert", "must be a whole number >= 1, got " + e);
            }
            expert = e.asInt();
        }
        return new ReferenceRecord(id, parse(rec, "chain", chainText, parser), country, image, location, where(rec),
                expert);
    }

    static CandidateRecord candidate(JsonRecord rec, int maxChainChars) {
        return candidate(rec, maxChainChars, ChainParser.DEFAULT);
    }

    static CandidateRecord candidate(JsonRecord rec, int maxChainChars, ChainParser parser) {
        String id = rec.requiredName("id");
        String model = rec.requiredName("model");
        if (rec.optionalNode("generation_error").isPresent()) {
            throw rec.error("generation_error", "this line records a failed generation, not a chain (read the file "
                    + "with Datasets.readCandidateFile, or re-run the generation with `retryFailed`)");
        }
        String chainText = chainText(rec, maxChainChars);
        return new CandidateRecord(id, model, parse(rec, "chain", chainText, parser), where(rec));
    }

    private static String chainText(JsonRecord rec, int maxChainChars) {
        String text = rec.requiredText("chain");
        if (text.length() > maxChainChars) {
            throw rec.error("chain", "is " + text.length() + " characters long, over the limit of " + maxChainChars
                    + " (raise it with `maxChainChars` if this chain is real)");
        }
        return text;
    }

    private static org.georc.core.chain.ReasoningChain parse(JsonRecord rec, String field, String text,
                                                             ChainParser parser) {
        try {
            return parser.parse(text);
        } catch (InvalidInputException e) {
            throw rec.error(field, e.getMessage());
        }
    }

    /**
     * @param rec a JSON line
     * @return where it is, as {@code file:line} (or {@code line N} when it came from no file)
     */
    public static String where(JsonRecord rec) {
        return (rec.file() == null ? "line " : rec.file() + ":") + rec.line();
    }
}
