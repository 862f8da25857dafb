package org.georc.core.records;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.georc.core.InvalidInputException;

/**
 * Every reference chain of a data set, possibly several per item: one per expert. The
 * released GeoRC data has up to three experts per location; a references file may hold one
 * line per (id, expert). An id whose line names no expert has exactly one reference.
 *
 * <p>{@link #select} picks one reference per id (the reference expert, then an optional
 * fallback order); ids without any of them are returned as {@code missing}, never silently
 * scored against another expert.
 */
public final class ReferenceSet {
    /** The reference expert of the GeoRC paper: expert 3, the strongest. */
    public static final int DEFAULT_REFERENCE_EXPERT = 3;

    private final Map<String, List<ReferenceRecord>> byId;

    private ReferenceSet(Map<String, List<ReferenceRecord>> byId) {
        this.byId = byId;
    }

    /**
     * @param records the references, in a stable order
     * @return the set
     * @throws InvalidInputException on a repeated (id, expert), an id given both with and without
     *                               an expert, or experts of one id that disagree on the country
     */
    public static ReferenceSet of(List<ReferenceRecord> records) {
        Map<String, List<ReferenceRecord>> byId = new LinkedHashMap<>();
        for (ReferenceRecord r : records) {
            List<ReferenceRecord> list = byId.computeIfAbsent(r.id(), k -> new ArrayList<>());
            for (ReferenceRecord other : list) {
                if (other.expert() == null || r.expert() == null) {
                    throw InvalidInputException.at(r.source(), "id", "duplicate id \"" + r.id() + "\" (first at "
                            + other.source() + ")" + (other.expert() == null && r.expert() == null ? ""
                            : "; when an id has several references, every one must name its \"expert\""));
                }
                if (other.expert().equals(r.expert())) {
                    throw InvalidInputException.at(r.source(), "expert", "id \"" + r.id() + "\" has expert " + r.expert()
                            + " twice (first at " + other.source() + ")");
                }
                if (other.country() != null && r.country() != null
                        && !other.country().strip().equalsIgnoreCase(r.country().strip())) {
                    throw new InvalidInputException(r.source() + ": id \"" + r.id() + "\" has country \""
                            + r.country() + "\" but " + other.source() + " says \"" + other.country() + "\"");
                }
            }
            list.add(r);
        }
        Map<String, List<ReferenceRecord>> sorted = new LinkedHashMap<>();
        byId.forEach((id, list) -> sorted.put(id, list.stream()
                .sorted(Comparator.comparing(ReferenceRecord::expert, Comparator.nullsFirst(Comparator.naturalOrder())))
                .toList()));
        return new ReferenceSet(sorted);
    }

    /** @return the ids, in source order */
    public Set<String> ids() {
        return byId.keySet();
    }

    /** @return the number of reference chains (all experts) */
    public int size() {
        return byId.values().stream().mapToInt(List::size).sum();
    }

    /** @return every reference, grouped by id in source order, experts ascending */
    public List<ReferenceRecord> all() {
        return byId.values().stream().flatMap(List::stream).toList();
    }

    /**
     * @param id an item id
     * @return its references, experts ascending (empty for an unknown id)
     */
    public List<ReferenceRecord> forId(String id) {
        return byId.getOrDefault(id, List.of());
    }

    /** @return whether any reference names its expert */
    public boolean namesExperts() {
        return byId.values().stream().flatMap(List::stream).anyMatch(r -> r.expert() != null);
    }

    /**
     * One reference per id.
     *
     * @param references the chosen reference per id, in source order
     * @param missing    ids that have none of the wanted experts (not scored)
     * @param fallbacks  ids answered by a fallback expert, with that expert
     */
    public record Selection(Map<String, ReferenceRecord> references, List<String> missing,
                            Map<String, Integer> fallbacks) {
        /** Copies. */
        public Selection {
            references = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(references));
            missing = List.copyOf(missing);
            fallbacks = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(fallbacks));
        }
    }

    /**
     * Picks one reference per id: the line without an expert when the id has only that, else
     * the reference expert's, else the first fallback expert the id has.
     *
     * @param expert   the reference expert (the paper: 3)
     * @param fallback experts to use, in order, where the reference expert wrote nothing (may be empty)
     * @return the selection
     */
    public Selection select(int expert, List<Integer> fallback) {
        Objects.requireNonNull(fallback, "fallback");
        Map<String, ReferenceRecord> chosen = new LinkedHashMap<>();
        List<String> missing = new ArrayList<>();
        Map<String, Integer> used = new LinkedHashMap<>();
        for (Map.Entry<String, List<ReferenceRecord>> e : byId.entrySet()) {
            List<ReferenceRecord> list = e.getValue();
            if (list.size() == 1 && list.get(0).expert() == null) {
                chosen.put(e.getKey(), list.get(0));
                continue;
            }
            ReferenceRecord pick = byExpert(list, expert);
            if (pick == null) {
                for (int f : fallback) {
                    pick = byExpert(list, f);
                    if (pick != null) {
                        used.put(e.getKey(), f);
                        break;
                    }
                }
            }
            if (pick == null) {
                missing.add(e.getKey());
            } else {
                chosen.put(e.getKey(), pick);
            }
        }
        return new Selection(chosen, missing, used);
    }

    private static ReferenceRecord byExpert(List<ReferenceRecord> list, int expert) {
        for (ReferenceRecord r : list) {
            if (r.expert() != null && r.expert() == expert) {
                return r;
            }
        }
        return null;
    }
}
