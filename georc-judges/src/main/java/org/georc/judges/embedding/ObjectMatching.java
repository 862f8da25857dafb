package org.georc.judges.embedding;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.georc.core.ConfigurationException;

/**
 * Object-aware matching: how far two key clauses may match at all, as a gate in [0, 1] that
 * scales the cosine ramp's credit. Embeddings rate clauses by topic: "white corner boards" and
 * "solid white edge lines" have cosine 0.6 and full ramp credit, yet describe different objects.
 * The gate reads both clauses ({@link ClauseReader}) and asks two questions:
 * <ol>
 *   <li><b>Same object?</b> The clauses must share an object class, or one must name a kind of
 *       the other's ("line" and "center line"); "middle line" and "center line", "bollard" and
 *       "roadside post" are one class. Two clauses that only share a scene-wide attribute (both
 *       state the side of traffic, or both the climate) count as describing the scene. Different
 *       known objects: gate 0, however close the embeddings are. When a clause names no object
 *       the lexicon knows and the words do not match either, the objects cannot be compared:
 *       gate {@link #unknownObjects()}.</li>
 *   <li><b>Compatible attributes?</b> With the object shared, the gate is
 *       {@code objectOnly + (1 - objectOnly) * agreement}, where agreement is the number of
 *       shared attributes and details (colour, material, count, other words, other objects) over
 *       {@code min(fullAgreement, |A|, |B|)}, capped at 1. An object-only match ("white painted
 *       houses" and "chalet-style house") earns at most {@link #objectOnly()}; a bare object
 *       against a described one ("houses" and "adobe houses") earns {@link #bareObject()}.
 *       If both clauses give the same object values of one family and each has a value the other
 *       lacks ("pine" vs "poplar" shelter belts, Devanagari vs Malayalam script), the pair earns
 *       at most {@link #objectOnly()}: a mismatch, not a contradiction. Contradictions are left
 *       to {@link AttributeConflicts}.</li>
 * </ol>
 * Immutable and thread-safe.
 */
public final class ObjectMatching {
    /** Default gate of a pair that shares only its object. */
    public static final double DEFAULT_OBJECT_ONLY = 0.25;
    /** Default gate of a mismatch: the same object, a family's values differ and share none. */
    public static final double DEFAULT_MISMATCH = 0.0;
    /** Default gate of a bare object against the same object with attributes. */
    public static final double DEFAULT_BARE_OBJECT = 0.25;
    /** Default gate of a pair whose objects cannot be compared. */
    public static final double DEFAULT_UNKNOWN_OBJECTS = 0.5;
    /** Default least credit of a pair whose readings agree fully (0 turns it off). */
    public static final double DEFAULT_AGREEMENT_CREDIT = 1.0;
    /** Default lowest cosine at which the agreement credit applies. */
    public static final double DEFAULT_AGREEMENT_MIN_COSINE = 0.15;
    /** Default cosine at which object-only gates start to rise. */
    public static final double DEFAULT_SIMILAR_LO = 0.60;
    /** Default cosine at which object-only gates stop rising. */
    public static final double DEFAULT_SIMILAR_HI = 0.70;
    /** Default highest object-only gate: at a cosine of {@link #DEFAULT_SIMILAR_HI} or more an object-only match earns full credit (issue 24: 0.75 before). */
    public static final double DEFAULT_SIMILAR_MAX = 1.0;
    /** Default: a mismatch that the two whole statements confirm blocks every clause pair of the two. */
    public static final boolean DEFAULT_MISMATCH_BLOCKS = true;
    /** Default number of shared attributes that earns full agreement. */
    public static final int DEFAULT_FULL_AGREEMENT = 1;

    /**
     * A gate and why. The reason is formatted only when asked for.
     *
     * @param value  the gate in [0, 1]
     * @param agrees whether the readings agree fully: same object, every attribute of the
     *               smaller side shared, at least one shared (what {@link #agreementCredit()}
     *               rewards)
     * @param kind   what the gate found
     * @param shared the shared object (class, word or scene-wide family), or null
     * @param common the number of shared attributes
     * @param left   what the reason names on the first clause's side (its objects, or for a
     *               mismatch the family and its values)
     * @param right  the same for the second clause
     */
    public record Gate(double value, boolean agrees, Kind kind, String shared, int common, Object left,
                       Object right) {
        /** @return a short explanation ("same object center-line, 2 shared attributes") */
        public String reason() {
            return switch (kind) {
                case DIFFERENT -> "different objects (" + join(left) + " vs " + join(right) + ")";
                case UNKNOWN -> "objects not comparable (" + join(left) + " vs " + join(right) + ")";
                case MISMATCH -> "same object " + shared + ", different " + left + " (" + join(right) + ")";
                case BARE -> "same object " + shared + ", attributes on one side only";
                case OBJECT_ONLY -> "same object " + shared + " only";
                case SAME, PARTIAL -> common == 0 ? "same object " + shared
                        : "same object " + shared + ", " + common + " shared attribute" + (common == 1 ? "" : "s");
            };
        }

        private static String join(Object o) {
            if (o instanceof java.util.Collection<?> c) {
                return c.isEmpty() ? "nothing" : String.join("/", c.stream().map(String::valueOf).toList());
            }
            return String.valueOf(o);
        }
    }

    /** What the gate found. */
    public enum Kind {
        /** Same object, attributes shared (or none on either side). */
        SAME,
        /** Same object, some attributes shared. */
        PARTIAL,
        /** Same object, no attribute shared. */
        OBJECT_ONLY,
        /** Same object, attributes on one side only. */
        BARE,
        /** Same object, a family whose values differ. */
        MISMATCH,
        /** Objects the lexicon cannot compare. */
        UNKNOWN,
        /** Different objects. */
        DIFFERENT
    }

    private final ClauseReader reader;
    private final double objectOnly;
    private final double mismatch;
    private final double bareObject;
    private final double unknownObjects;
    private final int fullAgreement;
    private final double agreementCredit;
    private final double agreementMinCosine;
    private final double similarLo;
    private final double similarHi;
    private final double similarMax;
    private final boolean mismatchBlocks;

    private ObjectMatching(Builder b) {
        this.mismatchBlocks = b.mismatchBlocks;
        this.reader = b.reader;
        this.objectOnly = b.objectOnly;
        this.mismatch = b.mismatch;
        this.bareObject = b.bareObject;
        this.unknownObjects = b.unknownObjects;
        this.fullAgreement = b.fullAgreement;
        this.agreementCredit = b.agreementCredit;
        this.agreementMinCosine = b.agreementMinCosine;
        this.similarLo = b.similarLo;
        this.similarHi = b.similarHi;
        this.similarMax = b.similarMax;
    }

    /** @return object matching with the default reader and parameters */
    public static ObjectMatching defaults() {
        return builder().build();
    }

    /** @return a builder */
    public static Builder builder() {
        return new Builder();
    }

    /** @return the clause reader */
    public ClauseReader reader() {
        return reader;
    }

    /** @return the gate of a pair sharing only its object */
    public double objectOnly() {
        return objectOnly;
    }

    /**
     * @return the gate of a pair about the same object whose attributes of one family differ and
     *         share nothing ("signs in Spanish" vs "signs in French")
     */
    public double mismatch() {
        return mismatch;
    }

    /**
     * @return whether a mismatch between two clauses that their whole statements confirm (the
     *         statements, read whole, mismatch too) blocks every clause pair of the two
     *         statements, as a contradiction does: a statement with one attribute wrong ("kerbs
     *         painted red and white" for "black and white") earns nothing from it
     */
    public boolean mismatchBlocks() {
        return mismatchBlocks;
    }

    /** @return the gate of a bare object against a described one */
    public double bareObject() {
        return bareObject;
    }

    /** @return the gate of a pair whose objects cannot be compared */
    public double unknownObjects() {
        return unknownObjects;
    }

    /** @return the number of shared attributes that earns full agreement */
    public int fullAgreement() {
        return fullAgreement;
    }

    /**
     * @return the least credit of a pair whose readings agree fully ({@link Gate#agrees()}) and
     *         whose cosine is at least {@link #agreementMinCosine()}; 0 when off
     */
    public double agreementCredit() {
        return agreementCredit;
    }

    /** @return the lowest cosine at which {@link #agreementCredit()} applies */
    public double agreementMinCosine() {
        return agreementMinCosine;
    }

    /** @return the parameters, for provenance */
    public String describe() {
        return String.format(Locale.ROOT, "object-only=%s,mismatch=%s,bare=%s,unknown=%s,full-agreement=%d"
                + ",agreement-credit=%s,agreement-min-cosine=%s,similar=%s..%s->%s,mismatch-blocks=%s", objectOnly, mismatch,
                bareObject, unknownObjects, fullAgreement, agreementCredit, agreementMinCosine, similarLo, similarHi,
                similarMax, mismatchBlocks);
    }

    /**
     * @param a a clause
     * @param b another clause
     * @return how far they may match
     */
    public Gate gate(String a, String b) {
        return gate(reader.read(a), reader.read(b));
    }

    /**
     * @param x a clause reading
     * @param y another clause reading (of this matcher's reader)
     * @return how far they may match
     */
    public Gate gate(ClauseReading x, ClauseReading y) {
        ObjectLexicon lexicon = reader.lexicon();
        List<String> ox = objectsOf(x);
        List<String> oy = objectsOf(y);
        String shared = null;
        for (String a : ox) {
            for (String b : oy) {
                if (a.equals(b) || (lexicon.isClass(a) && lexicon.isClass(b) && lexicon.related(a, b))) {
                    shared = lexicon.isA(a, b) ? a : b;
                    break;
                }
            }
            if (shared != null) {
                break;
            }
        }
        if (shared == null) {
            shared = wordInDetails(x, y);
        }
        if (shared == null) {
            shared = wordInDetails(y, x);
        }
        if (shared == null) {
            shared = sharedSceneFamily(x, y, names(x) && names(y));
        }
        if (shared == null) {
            if (names(x) && names(y)) {
                return new Gate(0.0, false, Kind.DIFFERENT, null, 0, ox, oy);
            }
            return new Gate(unknownObjects, false, Kind.UNKNOWN, null, 0, described(ox, names(x)),
                    described(oy, names(y)));
        }
        String[] differ = mismatch(x, y);
        if (differ == null) {
            differ = writingMismatch(x, y);
        }
        if (differ != null) {
            return new Gate(mismatch, false, Kind.MISMATCH, shared, 0, differ[0],
                    List.of(differ[1] + " vs " + differ[2]));
        }
        Set<String> ax = attributes(x, shared);
        Set<String> ay = attributes(y, shared);
        if (ax.isEmpty() && ay.isEmpty()) {
            return new Gate(1.0, false, Kind.SAME, shared, 0, null, null);
        }
        if (ax.isEmpty() || ay.isEmpty()) {
            return new Gate(bareObject, false, Kind.BARE, shared, 0, null, null);
        }
        int common = 0;
        for (String v : ax) {
            if (ay.contains(v)) {
                common++;
            }
        }
        int needed = Math.min(fullAgreement, Math.min(ax.size(), ay.size()));
        double agreement = Math.min(1.0, (double) common / needed);
        double g = objectOnly + (1 - objectOnly) * agreement;
        return new Gate(g, common >= Math.min(ax.size(), ay.size()),
                common == 0 ? Kind.OBJECT_ONLY : agreement >= 1 ? Kind.SAME : Kind.PARTIAL, shared, common, null, null);
    }

    private static List<String> described(List<String> objects, boolean known) {
        if (objects.isEmpty() || known) {
            return objects;
        }
        List<String> out = new ArrayList<>(objects);
        out.set(out.size() - 1, out.get(out.size() - 1) + "?");
        return out;
    }

    /**
     * The credit floor of a pair: {@link #agreementCredit()} when the readings agree fully and
     * the cosine is at least {@link #agreementMinCosine()}, else 0.
     *
     * @param gate   the pair's gate
     * @param cosine the pair's cosine
     * @return the least credit the pair earns
     */
    public double floor(Gate gate, double cosine) {
        return gate.agrees() && cosine >= agreementMinCosine ? agreementCredit : 0.0;
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

    /**
     * The gate of a pair given its cosine: an object-only or bare-object gate rises with the
     * cosine, from its value at {@link #similarLo()} to {@link #similarMax()} at {@link
     * #similarHi()}, since clauses about the same object with very close embeddings probably
     * reword the same attributes in words the lexicon does not know. Other gates are returned as
     * they are; a mismatch or a contradiction is never relaxed.
     *
     * @param gate   the pair's gate
     * @param cosine the pair's cosine
     * @return the gate value to use
     */
    public double value(Gate gate, double cosine) {
        if ((gate.kind() != Kind.OBJECT_ONLY && gate.kind() != Kind.BARE) || similarMax <= gate.value()) {
            return gate.value();
        }
        double t = cosine <= similarLo ? 0 : cosine >= similarHi ? 1 : (cosine - similarLo) / (similarHi - similarLo);
        return gate.value() + (similarMax - gate.value()) * t;
    }

    /** @return the cosine at which object-only gates start to rise */
    public double similarLo() {
        return similarLo;
    }

    /** @return the cosine at which object-only gates reach {@link #similarMax()} */
    public double similarHi() {
        return similarHi;
    }

    /** @return the highest an object-only gate rises with the cosine (at most the object-only gate: off) */
    public double similarMax() {
        return similarMax;
    }

    /**
     * A cheap first test for the agreement floor: whether the two clauses can share an object at
     * all (a class, a word, or a scene-wide family). Pairs that cannot never agree.
     *
     * @param x a clause reading
     * @param y another clause reading
     * @return false when {@link #gate} would find no shared object
     */
    public boolean mayShareObject(ClauseReading x, ClauseReading y) {
        ObjectLexicon lexicon = reader.lexicon();
        for (String a : objectsOf(x)) {
            for (String b : objectsOf(y)) {
                if (a.equals(b) || (lexicon.isClass(a) && lexicon.isClass(b) && lexicon.related(a, b))) {
                    return true;
                }
            }
        }
        return wordInDetails(x, y) != null || wordInDetails(y, x) != null
                || sharedSceneFamily(x, y, names(x) && names(y)) != null;
    }

    /** Whether a clause names a lexicon class, present or absent (other than a setting). */
    private boolean names(ClauseReading r) {
        if (r.known()) {
            return true;
        }
        for (String o : r.negatedObjects()) {
            if (reader.lexicon().isClass(o) && !reader.lexicon().isSetting(o)) {
                return true;
            }
        }
        return false;
    }

    /** What a clause is about: the objects it asserts and those it says are absent. */
    private static List<String> objectsOf(ClauseReading r) {
        if (r.negatedObjects().isEmpty()) {
            return r.objects();
        }
        List<String> out = new ArrayList<>(r.known() ? r.objects() : List.of());
        out.addAll(r.negatedObjects());
        return out;
    }

    /** A word standing in for an object in one clause that the other names among its details. */
    private static String wordInDetails(ClauseReading x, ClauseReading y) {
        if (x.known()) {
            return null;
        }
        for (String w : x.objects()) {
            if (y.details().contains(w)) {
                return w;
            }
        }
        return null;
    }

    /**
     * A scene-wide family (side of traffic, climate) both clauses state a value of. A family of
     * co-occurring values (scripts, languages, tree species) describes the things that carry it,
     * so it does not join two clauses about different known objects: Arabic on a licence plate
     * is not Arabic on a road sign.
     */
    private String sharedSceneFamily(ClauseReading x, ClauseReading y, boolean bothNameObjects) {
        for (ClauseReading.Attachment a : x.attachments()) {
            if (a.negated() || !a.object().equals("*") || !reader.isGlobal(a.family())
                    || (bothNameObjects && reader.cooccurs(a.family()))) {
                continue;
            }
            for (ClauseReading.Attachment b : y.attachments()) {
                if (!b.negated() && b.family().equals(a.family())) {
                    return a.family();
                }
            }
        }
        return null;
    }

    /** Values, details, negations and the objects other than the shared one. */
    private Set<String> attributes(ClauseReading r, String shared) {
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

    /** Builder; {@link #build()} validates. */
    public static final class Builder {
        private ClauseReader reader;
        private double objectOnly = DEFAULT_OBJECT_ONLY;
        private double mismatch = DEFAULT_MISMATCH;
        private double bareObject = DEFAULT_BARE_OBJECT;
        private double unknownObjects = DEFAULT_UNKNOWN_OBJECTS;
        private int fullAgreement = DEFAULT_FULL_AGREEMENT;
        private double agreementCredit = DEFAULT_AGREEMENT_CREDIT;
        private double agreementMinCosine = DEFAULT_AGREEMENT_MIN_COSINE;
        private double similarLo = DEFAULT_SIMILAR_LO;
        private double similarHi = DEFAULT_SIMILAR_HI;
        private double similarMax = DEFAULT_SIMILAR_MAX;
        private boolean mismatchBlocks = DEFAULT_MISMATCH_BLOCKS;

        private Builder() {
        }

        /**
         * @param on whether a mismatch the whole statements confirm blocks the two statements
         *           (default {@value ObjectMatching#DEFAULT_MISMATCH_BLOCKS})
         * @return this
         */
        public Builder mismatchBlocks(boolean on) {
            this.mismatchBlocks = on;
            return this;
        }

        /** @param r the clause reader (default: {@link ClauseReader#defaults()}) @return this */
        public Builder reader(ClauseReader r) {
            this.reader = r;
            return this;
        }

        /** @param g gate of an object-only match, in [0, 1] (default 0.25) @return this */
        public Builder objectOnly(double g) {
            this.objectOnly = g;
            return this;
        }

        /**
         * @param g gate of a mismatch (same object, a family's values differ and share none), in
         *          [0, 1] (default {@value ObjectMatching#DEFAULT_MISMATCH})
         * @return this
         */
        public Builder mismatch(double g) {
            this.mismatch = g;
            return this;
        }

        /** @param g gate of a bare object against a described one, in [0, 1] (default 0.25) @return this */
        public Builder bareObject(double g) {
            this.bareObject = g;
            return this;
        }

        /** @param g gate when the objects cannot be compared, in [0, 1] (default 0.5) @return this */
        public Builder unknownObjects(double g) {
            this.unknownObjects = g;
            return this;
        }

        /** @param k shared attributes that earn full agreement, at least 1 (default 1) @return this */
        public Builder fullAgreement(int k) {
            this.fullAgreement = k;
            return this;
        }

        /**
         * @param credit    least credit of a pair whose readings agree fully, in [0, 1]; 0 turns it off
         *                  (default 1)
         * @param minCosine lowest cosine at which it applies, in [-1, 1] (default 0.25)
         * @return this
         */
        public Builder agreementCredit(double credit, double minCosine) {
            this.agreementCredit = credit;
            this.agreementMinCosine = minCosine;
            return this;
        }

        /**
         * @param lo  cosine at which object-only and bare-object gates start to rise
         * @param hi  cosine at which they reach {@code max}, above {@code lo}
         * @param max the highest they rise to, in [0, 1]; at or below the object-only gate it is off
         * @return this
         */
        public Builder similarAttributes(double lo, double hi, double max) {
            this.similarLo = lo;
            this.similarHi = hi;
            this.similarMax = max;
            return this;
        }

        /**
         * @return the matcher
         * @throws ConfigurationException when a gate or credit lies outside [0, 1], the minimum
         *                                cosine outside [-1, 1] or full agreement is below 1
         */
        public ObjectMatching build() {
            for (double g : new double[] {objectOnly, mismatch, bareObject, unknownObjects, agreementCredit}) {
                if (!(g >= 0 && g <= 1)) {
                    throw new ConfigurationException("object matching gates must lie in [0, 1], got object-only="
                            + objectOnly + ", mismatch=" + mismatch + ", bare=" + bareObject + ", unknown=" + unknownObjects
                            + ", agreement-credit=" + agreementCredit);
                }
            }
            if (!(similarMax >= 0 && similarMax <= 1) || !(similarLo >= -1 && similarHi <= 1 && similarLo < similarHi)) {
                throw new ConfigurationException("similar-attributes needs -1 <= lo < hi <= 1 and max in [0, 1], got lo="
                        + similarLo + ", hi=" + similarHi + ", max=" + similarMax);
            }
            if (!(agreementMinCosine >= -1 && agreementMinCosine <= 1)) {
                throw new ConfigurationException("agreement-min-cosine is a cosine and must lie in [-1, 1], got "
                        + agreementMinCosine);
            }
            if (fullAgreement < 1) {
                throw new ConfigurationException("full agreement must be at least 1 shared attribute, got " + fullAgreement);
            }
            if (reader == null) {
                reader = ClauseReader.defaults();
            }
            return new ObjectMatching(this);
        }
    }
}
