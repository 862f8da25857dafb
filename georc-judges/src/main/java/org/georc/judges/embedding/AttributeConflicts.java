package org.georc.judges.embedding;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.georc.core.ConfigurationException;

/**
 * Tells when two topically similar clauses contradict each other: "white dashed center lines"
 * against "solid yellow middle line", "left-hand traffic" against "cars drive on the right",
 * "no yellow markings" against "yellow markings", "arid red earth" against "tropical
 * vegetation".
 *
 * <p>Both clauses are read by a {@link ClauseReader} (objects, attribute values and what each
 * value describes, negations). Two clauses conflict when
 * <ul>
 *   <li>they give different values of an <em>exclusive</em> family to the same object and share
 *       no value there: colour, line pattern, count, shape, slope, material, size, height, width,
 *       density describe one object ("yellow middle line" and "white center line" describe the
 *       same {@code center-line}; "white sign" and "yellow line" do not clash); side of traffic,
 *       climate, surface, camera generation describe the whole scene; terrain describes the
 *       land;</li>
 *   <li>one negates a value the other asserts of the same object ("not Cyrillic" against
 *       "Cyrillic"; "not Cyrillic" against "Latin" is no conflict);</li>
 *   <li>presence against absence: one negates an object the other asserts ("no center line",
 *       "treeless", "vending machines are missing"); negating a whole class rules out its kinds
 *       ("no vegetation" against "dense shrubs").</li>
 * </ul>
 * Values of <em>co-occurring</em> families (scripts, languages, tree species) never clash by
 * being different: a chain may name Arabic numerals and Thai script on the same marker, or pine
 * and palm trees together ({@link #differentCoOccurringValues} tells the matcher they are
 * different evidence). Synonyms are never conflicts (timber = wooden, gum tree = eucalyptus,
 * broken = dashed, keep left = left-hand traffic). A value the reading attached to no object the
 * clause names ("blue bands on both ends of the plate") describes the object both clauses name.
 * A clash between two clauses of longer statements is confirmed by the statements, read whole or
 * clause by clause ({@link #confirmedByClauses}). Immutable and thread-safe.
 */
public final class AttributeConflicts {
    private final ClauseReader reader;

    private AttributeConflicts(ClauseReader reader) {
        this.reader = reader;
    }

    /** @return the check with the built-in families and object classes */
    public static AttributeConflicts defaults() {
        return new AttributeConflicts(ClauseReader.defaults());
    }

    /**
     * @param reader the clause reader whose families and object classes to use
     * @return the check
     */
    public static AttributeConflicts of(ClauseReader reader) {
        return new AttributeConflicts(java.util.Objects.requireNonNull(reader, "reader"));
    }

    /** @return the clause reader */
    public ClauseReader reader() {
        return reader;
    }

    /**
     * These families plus those of a user file in the same format (new families, new values,
     * or more synonyms for existing values).
     *
     * @param file the lexicon file
     * @return a new instance
     * @throws ConfigurationException naming the file and line of a malformed entry
     */
    public AttributeConflicts extendedWith(Path file) {
        return new AttributeConflicts(reader.withFamilies(file));
    }

    /**
     * @param a a clause
     * @param b another clause
     * @return a reason such as "conflict (colour): yellow vs white center-line" when they contradict
     */
    public Optional<String> conflict(String a, String b) {
        return conflict(reader.read(a), reader.read(b));
    }

    /**
     * @param x a clause reading
     * @param y another clause reading (of the same reader)
     * @return the reason when they contradict
     */
    public Optional<String> conflict(ClauseReading x, ClauseReading y) {
        Optional<String> c = negatedValue(x, y, false);
        if (c.isEmpty()) {
            c = negatedValue(y, x, true);
        }
        if (c.isEmpty()) {
            c = exclusiveValues(x, y);
        }
        if (c.isEmpty()) {
            c = presence(x, y, false);
        }
        if (c.isEmpty()) {
            c = presence(y, x, true);
        }
        return c;
    }

    /** A value one clause negates and the other asserts of the same object. */
    private Optional<String> negatedValue(ClauseReading x, ClauseReading y, boolean swapped) {
        for (ClauseReading.Attachment n : x.attachments()) {
            if (!n.negated()) {
                continue;
            }
            for (ClauseReading.Attachment p : y.attachments()) {
                if (!p.negated() && p.family().equals(n.family()) && p.value().equals(n.value())
                        && sameObject(n, p)) {
                    String left = "not " + n.value();
                    String right = p.value();
                    return Optional.of("conflict (" + n.family() + "): " + (swapped ? right + " vs " + left
                            : left + " vs " + right) + where(n));
                }
            }
        }
        return Optional.empty();
    }

    /** Different values of an exclusive family on the same object, none shared. */
    private Optional<String> exclusiveValues(ClauseReading x, ClauseReading y) {
        return exclusiveClash(x, y).map(Clash::reason);
    }

    /**
     * A clash of an exclusive family's values.
     *
     * @param key   {@code family|object} of the values compared
     * @param loose whether one side's values describe no object the clause names (see {@link #looseValues})
     */
    private record Clash(String key, Set<String> left, Set<String> right, boolean loose) {
        String reason() {
            String family = key.substring(0, key.indexOf('|'));
            String object = key.substring(key.indexOf('|') + 1);
            return "conflict (" + family + "): " + String.join("/", left) + " vs " + String.join("/", right)
                    + (object.equals("*") || object.equals(family) ? "" : " " + object);
        }
    }

    private Optional<Clash> exclusiveClash(ClauseReading x, ClauseReading y) {
        Map<String, Set<String>> vx = x.exclusiveByObject();
        Map<String, Set<String>> vy = y.exclusiveByObject();
        for (Map.Entry<String, Set<String>> e : vx.entrySet()) {
            Set<String> other = vy.get(e.getKey());
            if (other != null && disjoint(e.getValue(), other)) {
                return Optional.of(new Clash(e.getKey(), e.getValue(), other, false));
            }
        }
        Optional<Clash> c = looseValues(x, y, false);
        return c.isPresent() ? c : looseValues(y, x, true);
    }

    /**
     * Values that describe no object the clause names: a colour with nothing after or before it
     * to describe ("blue bands on both ends of the plate"), or one the reading put on a setting or
     * a word outside the lexicon ("the soil along the road is grey"). When both clauses name the
     * same object and the clause gives the family no other value, such values describe that
     * object, and clash with the other clause when they share no value with any value of the
     * family there, whatever it describes ("red dirt road through lush vegetation" does not
     * clash with "red earth track through dense green plants": both name red).
     */
    private Optional<Clash> looseValues(ClauseReading x, ClauseReading y, boolean swapped) {
        if (!x.known() || !y.known()) {
            return Optional.empty();
        }
        List<String> shared = x.objects().stream().filter(y.objects()::contains).filter(reader.lexicon()::isClass)
                .toList();
        if (shared.isEmpty()) {
            return Optional.empty();
        }
        Map<String, Set<String>> loose = new java.util.TreeMap<>();
        Set<String> bound = new java.util.HashSet<>();
        for (ClauseReading.Attachment a : x.attachments()) {
            if (!objectFamily(a)) {
                continue;
            }
            if (isLoose(a, x)) {
                loose.computeIfAbsent(a.family(), k -> new java.util.TreeSet<>()).add(a.value());
            } else {
                bound.add(a.family());
            }
        }
        for (Map.Entry<String, Set<String>> e : loose.entrySet()) {
            if (bound.contains(e.getKey())) {
                continue;
            }
            Set<String> other = new java.util.TreeSet<>();
            for (ClauseReading.Attachment a : y.attachments()) {
                if (objectFamily(a) && a.family().equals(e.getKey())) {
                    other.add(a.value());
                }
            }
            if (!other.isEmpty() && disjoint(e.getValue(), other)) {
                String key = e.getKey() + "|" + shared.get(0);
                return Optional.of(swapped ? new Clash(key, other, e.getValue(), true)
                        : new Clash(key, e.getValue(), other, true));
            }
        }
        return Optional.empty();
    }

    /** An asserted value of an exclusive family that describes one object (not the scene, not a group of classes). */
    private boolean objectFamily(ClauseReading.Attachment a) {
        return !a.negated() && !reader.cooccurs(a.family()) && !reader.isGlobal(a.family())
                && !reader.isRestricted(a.family());
    }

    /** A value on no object, or on an object the clause does not name (a setting, a word outside the lexicon). */
    private static boolean isLoose(ClauseReading.Attachment a, ClauseReading r) {
        return a.object().equals("*") || !r.objects().contains(a.object());
    }

    /**
     * Whether two statements, read clause by clause, confirm a clash between two of their
     * clauses: the values of the clashing family and object over all clauses of one statement
     * still share none with those over all clauses of the other. A list split into clauses
     * ("birch | and pine forest") confirms nothing against the same list; a value in a later
     * clause ("a yellow centre line | and solid white lines along both edges") is not pulled
     * onto the clashing object as it is when the statement is read as one clause.
     *
     * @param x  a clause of the first statement
     * @param y  a clause of the second statement
     * @param xs the readings of all clauses of the first statement
     * @param ys the readings of all clauses of the second statement
     * @return whether an exclusive-value clash between {@code x} and {@code y} holds for the statements
     */
    public boolean confirmedByClauses(ClauseReading x, ClauseReading y, List<ClauseReading> xs,
                                      List<ClauseReading> ys) {
        Optional<Clash> c = exclusiveClash(x, y);
        if (c.isEmpty() || c.get().loose()) {
            return false;
        }
        String key = c.get().key();
        Set<String> left = new java.util.TreeSet<>();
        Set<String> right = new java.util.TreeSet<>();
        xs.forEach(r -> left.addAll(r.exclusiveByObject().getOrDefault(key, Set.of())));
        ys.forEach(r -> right.addAll(r.exclusiveByObject().getOrDefault(key, Set.of())));
        return !left.isEmpty() && !right.isEmpty() && disjoint(left, right);
    }

    /**
     * Whether the two clauses give a co-occurring family (tree kinds, scripts, languages, brands)
     * values that differ and share none, whatever object each describes: "the valley is covered
     * in bamboo" against "pine". Not a contradiction (a scene may have both), but different
     * evidence. A family either clause negates a value of is left to the negation check ("Kyrgyz,
     * not Kazakh").
     *
     * @param x a clause reading
     * @param y another clause reading (of the same reader)
     * @return whether some co-occurring family has values on both sides and none in common
     */
    public boolean differentCoOccurringValues(ClauseReading x, ClauseReading y) {
        Map<String, Set<String>> vx = coOccurring(x);
        Map<String, Set<String>> vy = coOccurring(y);
        for (Map.Entry<String, Set<String>> e : vx.entrySet()) {
            Set<String> other = vy.get(e.getKey());
            if (other != null && disjoint(e.getValue(), other) && !negates(x, e.getKey()) && !negates(y, e.getKey())) {
                return true;
            }
        }
        return false;
    }

    /** Whether the reading negates a value of the family (then the negation check decides). */
    private static boolean negates(ClauseReading r, String family) {
        return r.attachments().stream().anyMatch(a -> a.negated() && a.family().equals(family));
    }

    private Map<String, Set<String>> coOccurring(ClauseReading r) {
        Map<String, Set<String>> out = new java.util.HashMap<>();
        for (ClauseReading.Attachment a : r.attachments()) {
            if (!a.negated() && reader.cooccurs(a.family())) {
                out.computeIfAbsent(a.family(), k -> new java.util.TreeSet<>()).add(a.value());
            }
        }
        return out;
    }

    /** An object one clause negates and the other asserts. */
    private Optional<String> presence(ClauseReading x, ClauseReading y, boolean swapped) {
        if (x.negatedObjects().isEmpty()) {
            return Optional.empty();
        }
        ObjectLexicon lexicon = reader.lexicon();
        for (String neg : x.negatedObjects()) {
            if (!lexicon.isClass(neg) || y.negatedObjects().contains(neg)) {
                continue;
            }
            for (String asserted : y.objects()) {
                if (asserted.equals(ClauseWords.TRAFFIC) && statesTrafficSide(y)) {
                    // "traffic keeps right" names the side of the road, not cars in view: an
                    // expert's "no car in shot" (no camera car, no meta from cars) is no clash
                    continue;
                }
                boolean hit = asserted.equals(neg)
                        || (x.negatedKinds().contains(neg) && lexicon.isA(asserted, neg));
                if (hit) {
                    return Optional.of(presenceReason(neg, asserted, swapped));
                }
            }
        }
        // words outside the lexicon: every negated word asserted by the other clause
        List<String> words = x.negatedObjects().stream().filter(w -> !lexicon.isClass(w)).toList();
        if (!words.isEmpty()) {
            boolean all = true;
            for (String w : words) {
                if (y.negatedObjects().contains(w) || !(y.details().contains(w) || y.objects().contains(w))) {
                    all = false;
                    break;
                }
            }
            if (all) {
                String phrase = String.join(" ", words);
                return Optional.of(presenceReason(phrase, phrase, swapped));
            }
        }
        return Optional.empty();
    }

    private static boolean statesTrafficSide(ClauseReading r) {
        for (ClauseReading.Attachment a : r.attachments()) {
            if (!a.negated() && a.family().equals(ClauseWords.TRAFFIC_SIDE)) {
                return true;
            }
        }
        return false;
    }

    private static String presenceReason(String negated, String asserted, boolean swapped) {
        return "conflict (presence): " + (swapped ? asserted + " vs no " + negated : "no " + negated + " vs " + asserted);
    }

    /** Two attachments describe the same object: both the scene, the same family group, or the same object. */
    private static boolean sameObject(ClauseReading.Attachment a, ClauseReading.Attachment b) {
        return a.object().equals(b.object()) || a.object().equals("*") || b.object().equals("*");
    }

    private static String where(ClauseReading.Attachment a) {
        return a.object().equals("*") || a.object().equals(a.family()) ? "" : " " + a.object();
    }

    private static boolean disjoint(Set<String> a, Set<String> b) {
        for (String v : a) {
            if (b.contains(v)) {
                return false;
            }
        }
        return true;
    }
}
