package org.georc.judges.embedding;

import java.util.List;
import java.util.Set;

/**
 * What a key clause says, read by {@link ClauseReader}: the objects it is about, the attribute
 * values it gives them, what it negates, and its other content words.
 *
 * <p>"white dashed center line on a paved road" reads as objects {@code [center-line]} (the
 * road is only the setting), values {@code colour=white, line-pattern=dashed, surface=paved},
 * no negations and no other details.
 *
 * @param text            the clause, lower-cased
 * @param objects         object classes the clause asserts, in order; when it names no class but
 *                        settings (road, landscape), the settings and its content words
 * @param known           whether the clause names a class of the lexicon other than a setting
 * @param values          asserted attribute values as {@code family=value}
 * @param negatedValues   negated attribute values as {@code family=value} ("not cyrillic")
 * @param negatedObjects  object classes or words the clause negates ("no center line", "treeless")
 * @param negatedKinds    negated classes whose every kind is negated too: "no markings" rules out
 *                        edge lines, but "no lines along the edges" does not rule out a center line
 * @param details         other content words (folded), neither object nor attribute
 * @param attachments     each attribute value with the object it describes
 * @param valuesByObject  asserted values per {@code family|object}
 * @param exclusiveByObject asserted values per {@code family|object}, for families whose values
 *                        exclude each other (not scripts, languages, tree species)
 */
public record ClauseReading(String text, List<String> objects, boolean known, Set<String> values,
                            Set<String> negatedValues, Set<String> negatedObjects, Set<String> negatedKinds,
                            Set<String> details,
                            List<Attachment> attachments, java.util.Map<String, Set<String>> valuesByObject,
                            java.util.Map<String, Set<String>> exclusiveByObject) {

    /** Copies the collections. */
    public ClauseReading {
        objects = List.copyOf(objects);
        values = Set.copyOf(values);
        negatedValues = Set.copyOf(negatedValues);
        negatedObjects = Set.copyOf(negatedObjects);
        negatedKinds = Set.copyOf(negatedKinds);
        details = Set.copyOf(details);
        attachments = List.copyOf(attachments);
        valuesByObject = copy(valuesByObject);
        exclusiveByObject = copy(exclusiveByObject);
    }

    private static java.util.Map<String, Set<String>> copy(java.util.Map<String, Set<String>> m) {
        java.util.Map<String, Set<String>> out = new java.util.LinkedHashMap<>();
        m.forEach((k, v) -> out.put(k, Set.copyOf(v)));
        return java.util.Collections.unmodifiableMap(out);
    }

    /**
     * One attribute value and what it describes.
     *
     * @param family  the attribute family
     * @param value   the canonical value
     * @param object  the object class or word it describes; {@code *} for families that describe
     *                the whole scene (side of traffic, climate); the family's group for families
     *                restricted to a group of classes (terrain describes the land)
     * @param negated whether the clause negates it
     */
    public record Attachment(String family, String value, String object, boolean negated) {
    }

    /** @return whether the clause gives no attribute value, negation or other detail: a bare object */
    public boolean bare() {
        return values.isEmpty() && negatedValues.isEmpty() && negatedObjects.isEmpty() && details.isEmpty();
    }
}
