package org.georc.core.io;

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
     * Reads references keyed by id, in file order, refusing chains longer than a limit.
     *
     * @param file          the references JSONL
     * @param maxChainChars the longest chain text accepted, in characters
     * @return references by id
     * @throws InvalidInputException on a malformed line, a missing field, a duplicate id or a chain over the limit
     */
    public static Map<String, ReferenceRecord> readReferences(Path file, int maxChainChars) {
        Path folder = file.toAbsolutePath().getParent();
        Map<String, ReferenceRecord> byId = new LinkedHashMap<>();
        for (ReferenceRecord r : JsonLines.read(file, rec -> reference(rec, folder, maxChainChars))) {
            ReferenceRecord previous = byId.putIfAbsent(r.id(), r);
            if (previous != null) {
                throw new InvalidInputException(null, 0, "id",
                        r.source() + ": duplicate id \"" + r.id() + "\" (first at " + previous.source() + ")", null);
            }
        }
        return byId;
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
        List<CandidateRecord> all = JsonLines.read(file, rec -> candidate(rec, maxChainChars));
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

    static ReferenceRecord reference(JsonRecord rec, Path folder, int maxChainChars) {
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
        return new ReferenceRecord(id, parse(rec, "chain", chainText), country, image, location, where(rec));
    }

    static CandidateRecord candidate(JsonRecord rec, int maxChainChars) {
        String id = rec.requiredName("id");
        String model = rec.requiredName("model");
        String chainText = chainText(rec, maxChainChars);
        return new CandidateRecord(id, model, parse(rec, "chain", chainText), where(rec));
    }

    private static String chainText(JsonRecord rec, int maxChainChars) {
        String text = rec.requiredText("chain");
        if (text.length() > maxChainChars) {
            throw rec.error("chain", "is " + text.length() + " characters long, over the limit of " + maxChainChars
                    + " (raise it with --max-chain-chars if this chain is real)");
        }
        return text;
    }

    private static org.georc.core.chain.ReasoningChain parse(JsonRecord rec, String field, String text) {
        try {
            return ChainParser.DEFAULT.parse(text);
        } catch (InvalidInputException e) {
            throw rec.error(field, e.getMessage());
        }
    }

    static String where(JsonRecord rec) {
        return (rec.file() == null ? "line " : rec.file() + ":") + rec.line();
    }
}
