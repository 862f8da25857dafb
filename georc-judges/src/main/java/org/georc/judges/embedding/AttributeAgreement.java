package org.georc.judges.embedding;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The second question of {@link ObjectMatching}'s gate, once an object is shared: whether the
 * clauses' values of a family mismatch, and which attributes each clause gives.
 */
final class AttributeAgreement {
    private final ClauseReader reader;

    AttributeAgreement(ClauseReader reader) {
        this.reader = reader;
    }

    /**
     * @return the family (or "co-occurring values") whose values the two clauses give differently
     *         and both sides' values, or null: {@link #mismatch} first, then the pooled
     *         co-occurring values
     */
    String[] differ(ClauseReading x, ClauseReading y) {
        String[] differ = mismatch(x, y);
        if (differ == null) {
            differ = writingMismatch(x, y);
        }
        return differ;
    }

    /**
     * A family whose values the two clauses give the same object (or the scene) where each
     * clause has a value the other lacks: "pine" vs "poplar" shelter belts, "black and white" vs
     * "red and white" chevrons, Devanagari vs Malayalam script. Not a contradiction (the
     * values may co-occur, or the family's exclusive check found the sets overlapping), but not
     * the same evidence either.
     *
     * @return the family and both sides' values, or null
     */
    private static String[] mismatch(ClauseReading x, ClauseReading y) {
        java.util.Map<String, Set<String>> vx = x.valuesByObject();
        java.util.Map<String, Set<String>> vy = y.valuesByObject();
        for (java.util.Map.Entry<String, Set<String>> e : vx.entrySet()) {
            Set<String> other = vy.get(e.getKey());
            if (other == null) {
                continue;
            }
            if (!other.containsAll(e.getValue()) && !e.getValue().containsAll(other)) {
                String family = e.getKey().substring(0, e.getKey().indexOf('|'));
                return new String[] {family, String.join("/", e.getValue()), String.join("/", other)};
            }
        }
        return null;
    }

    /**
     * Values of the scene-wide co-occurring families (scripts, languages, tree species) pooled:
     * when both clauses give some and share none, they name different writing (Turkish vs
     * Cyrillic, Estonian vs Cyrillic) or different trees, even though no single family has values
     * on both sides.
     *
     * @return "co-occurring values" and both sides' values, or null
     */
    private String[] writingMismatch(ClauseReading x, ClauseReading y) {
        Set<String> px = pooledCooccurring(x);
        Set<String> py = pooledCooccurring(y);
        if (px.isEmpty() || py.isEmpty()) {
            return null;
        }
        for (String v : px) {
            if (py.contains(v)) {
                return null;
            }
        }
        return new String[] {"co-occurring values", String.join("/", px), String.join("/", py)};
    }

    private Set<String> pooledCooccurring(ClauseReading r) {
        Set<String> out = new java.util.TreeSet<>();
        for (ClauseReading.Attachment a : r.attachments()) {
            if (!a.negated() && reader.cooccurs(a.family()) && reader.isGlobal(a.family())) {
                out.add(a.family() + "=" + a.value());
            }
        }
        return out;
    }

    /** Values, details, negations and the objects other than the shared one. */
    Set<String> attributes(ClauseReading r, String shared) {
        ObjectLexicon lexicon = reader.lexicon();
        Set<String> out = new LinkedHashSet<>(r.values());
        out.addAll(r.details());
        for (String v : r.negatedValues()) {
            out.add("not " + v);
        }
        for (String o : r.negatedObjects()) {
            boolean same = o.equals(shared) || (lexicon.isClass(o) && lexicon.isClass(shared) && lexicon.related(o, shared));
            out.add("no " + (same ? shared : o));
        }
        for (String o : r.objects()) {
            boolean same = o.equals(shared) || (lexicon.isClass(o) && lexicon.isClass(shared) && lexicon.related(o, shared));
            if (!same && r.known()) {
                out.add(o);
            }
        }
        if (!r.known()) {
            out.removeIf(a -> a.equals(shared));
        }
        return out;
    }

    /** @return how many attributes of {@code ax} {@code ay} shares */
    static int common(Set<String> ax, Set<String> ay) {
        int common = 0;
        for (String v : ax) {
            if (ay.contains(v)) {
                common++;
            }
        }
        return common;
    }
}
