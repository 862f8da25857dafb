package org.georc.judges.embedding;

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

    /**
     * Default credit gate of the terse side of a bare-object pair: a bare object ("a bus") is
     * fully entailed by the same object described ("a yellow bus"), so it earns this much from it,
     * while the described side keeps {@link #DEFAULT_BARE_OBJECT}.
     */
    public static final double DEFAULT_TERSE_BARE = 1.0;
    /** Default gate of a pair whose objects cannot be compared. */
    public static final double DEFAULT_UNKNOWN_OBJECTS = 0.5;
    /** Default least credit of a pair whose readings agree fully (0 turns it off). */
    public static final double DEFAULT_AGREEMENT_CREDIT = 1.0;
    /** Default lowest cosine at which the agreement credit applies. */
    public static final double DEFAULT_AGREEMENT_MIN_COSINE = 0.05;
    /** Default cosine at which object-only gates start to rise. */
    public static final double DEFAULT_SIMILAR_LO = 0.60;
    /** Default cosine at which object-only gates stop rising. */
    public static final double DEFAULT_SIMILAR_HI = 0.70;
    /** Default highest object-only gate: at a cosine of {@link #DEFAULT_SIMILAR_HI} or more an object-only match earns full credit (issue 24: 0.75 before). */
    public static final double DEFAULT_SIMILAR_MAX = 1.0;
    /** Default: a mismatch that the two whole statements confirm blocks every clause pair of the two. */
    public static final boolean DEFAULT_MISMATCH_BLOCKS = true;
    /**
     * Default: two clauses that assert the same value of a scene family (side of traffic, camera
     * generation, coverage age, platform: a value that is a clue alone), mismatch in no family and
     * say little else agree ("gen 3, a bit soft" and "the camera is third generation"; issue 24,
     * round 4).
     */
    public static final boolean DEFAULT_SCENE_AGREEMENT = true;
    /**
     * Default: clauses the lexicon reads as about different objects are compared as objects it
     * cannot compare when they share a script or language ("Samoan text" and "Samoan on a church
     * board"; issue 24, round 4).
     */
    public static final boolean DEFAULT_WRITING_LINKS = true;
    /**
     * Default cosine from which two clauses the lexicon reads as about different objects are
     * trusted to the encoder (unless one object word was swapped for another): off (above 1). At
     * 0.80 it credited "miombo woodland" for "miombo bush" but also "bicycle taxis wait at the busy
     * junction" for "motorcycle taxis wait at the junction" (round 4 of issue 24).
     */
    public static final double DEFAULT_DIFFERENT_TRUSTED_COSINE = 2.0;
    /** Most values, details or objects besides its scene value a clause may give for scene agreement. */
    static final int SCENE_CLAUSE_EXTRAS = 2;
    /** Default lowest cosine of the near-agreement credit: the middle of the default ramp (0.40..0.55). */
    public static final double DEFAULT_NEAR_AGREEMENT_MIN_COSINE = 0.475;

    /** Default number of shared attributes that earns full agreement. */
    public static final int DEFAULT_FULL_AGREEMENT = 1;

    /**
     * A gate and why. The reason is formatted only when asked for.
     *
     * @param value  the gate in [0, 1]
     * @param agrees whether the readings agree fully: same object, every attribute of the
     *               smaller side shared, at least one shared (what {@link #agreementCredit()}
     *               rewards)
     * @param nearlyAgrees whether the readings share all attributes of the smaller side but one,
     *               and at least one ("white farmhouses with blue shutters" vs "white houses in rows"): what {@link
     *               #nearAgreementMinCosine()} rewards
     * @param kind   what the gate found
     * @param shared the shared object (class, word or scene-wide family), or null
     * @param common the number of shared attributes
     * @param left   what the reason names on the first clause's side (its objects, or for a
     *               mismatch the family and its values)
     * @param right  the same for the second clause; for {@link Kind#BARE}, {@code left} is
     *               {@link Boolean#TRUE} when the first clause is the bare (terse) one
     */
    public record Gate(double value, boolean agrees, boolean nearlyAgrees, Kind kind, String shared, int common,
                       Object left, Object right) {
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

        /**
         * @return whether this is a bare-object gate whose first clause is the bare one (it names
         *         the object without the attributes the second gives it)
         */
        public boolean firstBare() {
            return kind == Kind.BARE && Boolean.TRUE.equals(left);
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
    private final double terseBare;
    private final double unknownObjects;
    private final int fullAgreement;
    private final double agreementCredit;
    private final double agreementMinCosine;
    private final double nearAgreementMinCosine;
    private final double similarLo;
    private final double similarHi;
    private final double similarMax;
    private final boolean mismatchBlocks;
    private final boolean sceneAgreement;
    private final double differentTrustedCosine;
    private final boolean writingLinks;
    private final SharedObject objects;
    private final AttributeAgreement attributeAgreement;

    private ObjectMatching(Builder b) {
        this.mismatchBlocks = b.mismatchBlocks;
        this.sceneAgreement = b.sceneAgreement;
        this.differentTrustedCosine = b.differentTrustedCosine;
        this.writingLinks = b.writingLinks;
        this.reader = b.reader;
        this.objectOnly = b.objectOnly;
        this.mismatch = b.mismatch;
        this.bareObject = b.bareObject;
        this.terseBare = b.terseBare;
        this.unknownObjects = b.unknownObjects;
        this.fullAgreement = b.fullAgreement;
        this.agreementCredit = b.agreementCredit;
        this.agreementMinCosine = b.agreementMinCosine;
        this.nearAgreementMinCosine = b.nearAgreementMinCosine;
        this.similarLo = b.similarLo;
        this.similarHi = b.similarHi;
        this.similarMax = b.similarMax;
        this.objects = new SharedObject(reader);
        this.attributeAgreement = new AttributeAgreement(reader);
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

    /** @return whether the same value of a scene family makes two clauses agree ({@link #DEFAULT_SCENE_AGREEMENT}) */
    public boolean sceneAgreement() {
        return sceneAgreement;
    }

    /** @return whether a shared script or language links clauses about different objects ({@link #DEFAULT_WRITING_LINKS}) */
    public boolean writingLinks() {
        return writingLinks;
    }

    /** @return the gate of a bare object against a described one */
    public double bareObject() {
        return bareObject;
    }

    /**
     * @return the gate of the bare side's own credit in a bare-object pair (at least {@link
     *         #bareObject()}): what "a bus" earns from "a yellow bus"
     */
    public double terseBare() {
        return Math.max(bareObject, terseBare);
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

    /**
     * @return the lowest cosine at which a pair whose readings agree on all attributes of the
     *         smaller side but one ({@link Gate#nearlyAgrees()}) earns {@link #agreementCredit()}:
     *         the middle of the default ramp, where the encoder alone gives half credit, since
     *         one unshared detail of a terse clause is usually wording, not
     *         evidence, once the clauses are that close; above 1 it is off
     */
    public double nearAgreementMinCosine() {
        return nearAgreementMinCosine;
    }

    /** @return the parameters, for provenance */
    public String describe() {
        return String.format(Locale.ROOT, "object-only=%s,mismatch=%s,bare=%s,unknown=%s,full-agreement=%d"
                + ",agreement-credit=%s,agreement-min-cosine=%s,similar=%s..%s->%s,mismatch-blocks=%s,terse-bare=%s,near-agreement-min-cosine=%s"
                + ",scene-agreement=%s,writing-links=%s,different-trusted-cosine=%s",
                objectOnly, mismatch, bareObject, unknownObjects, fullAgreement, agreementCredit, agreementMinCosine,
                similarLo, similarHi, similarMax, mismatchBlocks, terseBare(), nearAgreementMinCosine,
                sceneAgreement, writingLinks, differentTrustedCosine);
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
        List<String> ox = SharedObject.objectsOf(x);
        List<String> oy = SharedObject.objectsOf(y);
        String scene = sceneAgreement ? sharedSceneValue(x, y) : null;
        if (scene != null && attributeAgreement.differ(x, y) == null && mostlyScene(x) && mostlyScene(y)) {
            return new Gate(1.0, true, false, Kind.SAME, scene, 1, null, null);
        }
        String shared = objects.find(x, y);
        if (shared == null) {
            if (objects.names(x) && objects.names(y)) {
                int distinctive = writingLinks ? sharedWriting(x, y) : 0;
                if (distinctive > 0) {
                    return new Gate(unknownObjects, false, false, Kind.UNKNOWN, null, distinctive,
                            SharedObject.described(ox, true), SharedObject.described(oy, true));
                }
                // common = 1 marks a pair that is no one-word swap (only read when the high-cosine trust is on)
                int reworded = differentTrustedCosine <= 1 && !oneWordSwap(x, y) ? 1 : 0;
                return new Gate(0.0, false, false, Kind.DIFFERENT, null, reworded, ox, oy);
            }
            return new Gate(unknownObjects, false, false, Kind.UNKNOWN, null, sharedWords(x, y),
                    SharedObject.described(ox, objects.names(x)),
                    SharedObject.described(oy, objects.names(y)));
        }
        String[] differ = attributeAgreement.differ(x, y);
        if (differ != null) {
            return new Gate(mismatch, false, false, Kind.MISMATCH, shared, 0, differ[0],
                    List.of(differ[1] + " vs " + differ[2]));
        }
        Set<String> ax = attributeAgreement.attributes(x, shared);
        Set<String> ay = attributeAgreement.attributes(y, shared);
        if (ax.isEmpty() && ay.isEmpty()) {
            return new Gate(1.0, false, false, Kind.SAME, shared, 0, null, null);
        }
        if (ax.isEmpty() || ay.isEmpty()) {
            return new Gate(bareObject, false, false, Kind.BARE, shared, 0, ax.isEmpty(), null);
        }
        int common = AttributeAgreement.common(ax, ay);
        int needed = Math.min(fullAgreement, Math.min(ax.size(), ay.size()));
        double agreement = Math.min(1.0, (double) common / needed);
        double g = objectOnly + (1 - objectOnly) * agreement;
        int smaller = Math.min(ax.size(), ay.size());
        return new Gate(g, common >= smaller, common >= 1 && common == smaller - 1,
                common == 0 ? Kind.OBJECT_ONLY : agreement >= 1 ? Kind.SAME : Kind.PARTIAL, shared, common, null, null);
    }

    private static boolean isWriting(String family) {
        return family.equals(ClauseWords.SCRIPT) || family.equals(ClauseWords.LANGUAGE);
    }

    /**
     * Whether two clauses differ by one word each and nothing else ("bicycle taxis wait at the
     * junction" vs "motorcycle taxis wait at the junction"): a swapped object, not a rewording.
     */
    private static boolean oneWordSwap(ClauseReading x, ClauseReading y) {
        Set<String> a = contentWords(x.text());
        Set<String> b = contentWords(y.text());
        Set<String> onlyA = new java.util.HashSet<>(a);
        onlyA.removeAll(b);
        Set<String> onlyB = new java.util.HashSet<>(b);
        onlyB.removeAll(a);
        return onlyA.size() <= 1 && onlyB.size() <= 1;
    }

    private static Set<String> contentWords(String text) {
        ClauseTokens t = ClauseTokens.of(text);
        Set<String> out = new java.util.HashSet<>();
        for (int i = 0; i < t.size(); i++) {
            if (!ClauseWords.WEAK.contains(t.raw().get(i))) {
                out.add(t.folded()[i]);
            }
        }
        return out;
    }

    /**
     * Whether a clause says little besides its scene value: at most {@value #SCENE_CLAUSE_EXTRAS}
     * other values, details or objects ("gen 3, a bit soft"; not "traffic keeps right, the image
     * is grainy and an old lada niva is parked nearby", which cites more than the side of traffic).
     */
    private boolean mostlyScene(ClauseReading r) {
        int extras = 0;
        for (String a : attributeAgreement.attributes(r, ClauseWords.TRAFFIC)) {
            int eq = a.indexOf('=');
            if (eq > 0 && RuleBasedClauseExtractor.isSceneFamily(a.substring(0, eq))) {
                continue;
            }
            extras++;
        }
        return extras <= SCENE_CLAUSE_EXTRAS;
    }

    /**
     * A value of a scene family (side of traffic, camera generation, platform: a value that is a
     * clue on its own) that both clauses assert, when neither asserts another value of it.
     */
    private String sharedSceneValue(ClauseReading x, ClauseReading y) {
        String found = null;
        for (ClauseReading.Attachment a : x.attachments()) {
            if (a.negated() || !a.object().equals("*") || !RuleBasedClauseExtractor.isSceneFamily(a.family())) {
                continue;
            }
            for (ClauseReading.Attachment b : y.attachments()) {
                if (b.negated() || !b.family().equals(a.family())) {
                    continue;
                }
                if (!b.value().equals(a.value())) {
                    return null;
                }
                found = a.family() + "=" + a.value();
            }
        }
        return found;
    }

    /**
     * How many values of scene-wide co-occurring families (a script, a language) both clauses
     * assert: "Samoan text" and "Samoan on a church board" cite the same writing even when the
     * object lexicon reads them as about different things. (Shared content words in general were
     * tried too and lost: "rows of bicycles" vs "rows of scooters" share "rows" and "parked".)
     */
    private int sharedWriting(ClauseReading x, ClauseReading y) {
        int n = 0;
        for (ClauseReading.Attachment a : x.attachments()) {
            if (a.negated() || !isWriting(a.family())) {
                continue;
            }
            for (ClauseReading.Attachment b : y.attachments()) {
                // a script and a language of one name are the same writing ("in Greek", "Greek script")
                if (!b.negated() && isWriting(b.family()) && b.value().equals(a.value())) {
                    n++;
                }
            }
        }
        return n;
    }

    /**
     * How many values and content words two readings share: objects the lexicon cannot compare
     * are trusted to the encoder only when the clauses share one ("yellow-backed warning
     * triangle" vs "warning triangle with a yellow background"), never for two names alone
     * ("norway" vs "sweden").
     */
    private static int sharedWords(ClauseReading x, ClauseReading y) {
        Set<String> a = new java.util.HashSet<>(x.values());
        a.addAll(x.details());
        a.addAll(x.objects());
        int n = 0;
        Set<String> b = new java.util.HashSet<>(y.values());
        b.addAll(y.details());
        b.addAll(y.objects());
        for (String w : b) {
            n += a.contains(w) ? 1 : 0;
        }
        return n;
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
        if (gate.nearlyAgrees() && cosine >= nearAgreementMinCosine) {
            return agreementCredit;
        }
        return gate.agrees() && cosine >= agreementMinCosine ? agreementCredit : 0.0;
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
        if (gate.kind() == Kind.DIFFERENT && gate.common() > 0 && cosine >= differentTrustedCosine) {
            // the lexicon read two near-identical clauses as about different things ("miombo
            // woodland" vs "miombo bush"): past this cosine the encoder is trusted, unless one
            // object word was swapped for another ("bicycle taxis" vs "motorcycle taxis")
            return similarMax;
        }
        boolean relaxed = gate.kind() == Kind.OBJECT_ONLY || gate.kind() == Kind.BARE
                || (gate.kind() == Kind.UNKNOWN && gate.common() > 0);
        if (!relaxed || similarMax <= gate.value()) {
            return gate.value();
        }
        double t = cosine <= similarLo ? 0 : cosine >= similarHi ? 1 : (cosine - similarLo) / (similarHi - similarLo);
        return gate.value() + (similarMax - gate.value()) * t;
    }

    /**
     * The gate of a pair for the credit of one of its clauses: as {@link #value(Gate, double)},
     * except that in a bare-object pair whose cosine reaches {@link #similarLo()} the bare clause
     * is entailed by the described one ("a bus" by "a yellow bus") and so its own credit is at
     * least {@link #terseBare()}; the described clause is only partly covered and keeps the
     * bare-object gate. Below {@code similarLo} a bare clause is usually a generic mention of a
     * kind of clue ("licence plates", "road markings") and earns only the bare-object gate.
     *
     * @param gate   the pair's gate, {@link #gate(ClauseReading, ClauseReading)} of (first, second)
     * @param cosine the pair's cosine
     * @param first  true for the first clause's credit, false for the second's
     * @return the gate value to use for that clause's credit
     */
    public double valueFor(Gate gate, double cosine, boolean first) {
        double v = value(gate, cosine);
        if (gate.kind() == Kind.BARE && gate.firstBare() == first && cosine >= similarLo) {
            return Math.max(v, terseBare());
        }
        return v;
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
        return objects.mayShare(x, y);
    }

    /** Builder; {@link #build()} validates. */
    public static final class Builder {
        private ClauseReader reader;
        private double objectOnly = DEFAULT_OBJECT_ONLY;
        private double mismatch = DEFAULT_MISMATCH;
        private double bareObject = DEFAULT_BARE_OBJECT;
        private double terseBare = DEFAULT_TERSE_BARE;
        private double unknownObjects = DEFAULT_UNKNOWN_OBJECTS;
        private int fullAgreement = DEFAULT_FULL_AGREEMENT;
        private double agreementCredit = DEFAULT_AGREEMENT_CREDIT;
        private double agreementMinCosine = DEFAULT_AGREEMENT_MIN_COSINE;
        private double nearAgreementMinCosine = DEFAULT_NEAR_AGREEMENT_MIN_COSINE;
        private double similarLo = DEFAULT_SIMILAR_LO;
        private double similarHi = DEFAULT_SIMILAR_HI;
        private double similarMax = DEFAULT_SIMILAR_MAX;
        private boolean mismatchBlocks = DEFAULT_MISMATCH_BLOCKS;
        private boolean sceneAgreement = DEFAULT_SCENE_AGREEMENT;
        private double differentTrustedCosine = DEFAULT_DIFFERENT_TRUSTED_COSINE;
        private boolean writingLinks = DEFAULT_WRITING_LINKS;

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

        /**
         * @param cosine cosine from which clauses about different objects, not a one-word swap, are
         *               trusted to the encoder (default {@value ObjectMatching#DEFAULT_DIFFERENT_TRUSTED_COSINE};
         *               above 1: never)
         * @return this
         */
        public Builder differentTrustedCosine(double cosine) {
            this.differentTrustedCosine = cosine;
            return this;
        }

        /**
         * @param on whether the same value of a scene family makes two clauses agree (default
         *           {@value ObjectMatching#DEFAULT_SCENE_AGREEMENT})
         * @return this
         */
        public Builder sceneAgreement(boolean on) {
            this.sceneAgreement = on;
            return this;
        }

        /**
         * @param on whether a shared script or language links clauses the lexicon reads as about
         *           different objects (default {@value ObjectMatching#DEFAULT_WRITING_LINKS})
         * @return this
         */
        public Builder writingLinks(boolean on) {
            this.writingLinks = on;
            return this;
        }

        /**
         * @param r the clause reader (default: {@link ClauseReader#defaults()})
         * @return this
         */
        public Builder reader(ClauseReader r) {
            this.reader = r;
            return this;
        }

        /**
         * @param g gate of an object-only match, in [0, 1] (default 0.25)
         * @return this
         */
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

        /**
         * @param g gate of a bare object against a described one, in [0, 1] (default 0.25)
         * @return this
         */
        public Builder bareObject(double g) {
            this.bareObject = g;
            return this;
        }

        /**
         * @param g gate of the bare side's own credit in a bare-object pair, in [0, 1] (default
         *          {@value ObjectMatching#DEFAULT_TERSE_BARE}; at or below the bare-object gate it
         *          is off)
         * @return this
         */
        public Builder terseBare(double g) {
            this.terseBare = g;
            return this;
        }

        /**
         * @param g gate when the objects cannot be compared, in [0, 1] (default 0.5)
         * @return this
         */
        public Builder unknownObjects(double g) {
            this.unknownObjects = g;
            return this;
        }

        /**
         * @param k shared attributes that earn full agreement, at least 1 (default 1)
         * @return this
         */
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
         * @param minCosine lowest cosine at which a pair that agrees on all attributes of the
         *                  smaller side but one earns the agreement credit (default {@value
         *                  ObjectMatching#DEFAULT_NEAR_AGREEMENT_MIN_COSINE}; above 1 turns it off)
         * @return this
         */
        public Builder nearAgreementMinCosine(double minCosine) {
            this.nearAgreementMinCosine = minCosine;
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
            for (double g : new double[] {objectOnly, mismatch, bareObject, terseBare, unknownObjects, agreementCredit}) {
                if (!(g >= 0 && g <= 1)) {
                    throw new ConfigurationException("object matching gates must lie in [0, 1], got object-only="
                            + objectOnly + ", mismatch=" + mismatch + ", bare=" + bareObject + ", terse-bare=" + terseBare
                            + ", unknown=" + unknownObjects
                            + ", agreement-credit=" + agreementCredit);
                }
            }
            if (!(similarMax >= 0 && similarMax <= 1) || !(similarLo >= -1 && similarHi <= 1 && similarLo < similarHi)) {
                throw new ConfigurationException("similar-attributes needs -1 <= lo < hi <= 1 and max in [0, 1], got lo="
                        + similarLo + ", hi=" + similarHi + ", max=" + similarMax);
            }
            if (!(nearAgreementMinCosine >= -1)) {
                throw new ConfigurationException("near-agreement-min-cosine is a cosine (above 1: off), got "
                        + nearAgreementMinCosine);
            }
            if (!(differentTrustedCosine >= -1)) {
                throw new ConfigurationException("different-trusted-cosine is a cosine (above 1: off), got "
                        + differentTrustedCosine);
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
