package org.georc.judges.embedding;

import java.util.ArrayList;
import java.util.List;

/**
 * The first question of {@link ObjectMatching}'s gate: which object two clause readings share, if
 * any (a class, a word, or a scene-wide family), and whether they name known objects at all.
 */
final class SharedObject {
    private final ClauseReader reader;

    SharedObject(ClauseReader reader) {
        this.reader = reader;
    }

    /**
     * @return the object two clauses share: a class (or the more specific of two related
     *         classes), a word standing in for an object that the other names among its details, or
     *         a scene-wide family both state; null when they share none
     */
    String find(ClauseReading x, ClauseReading y) {
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
        return shared;
    }

    /** @return false when {@link #find} would find no shared object (a cheaper test) */
    boolean mayShare(ClauseReading x, ClauseReading y) {
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

    static List<String> described(List<String> objects, boolean known) {
        if (objects.isEmpty() || known) {
            return objects;
        }
        List<String> out = new ArrayList<>(objects);
        out.set(out.size() - 1, out.get(out.size() - 1) + "?");
        return out;
    }

    /** Whether a clause names a lexicon class, present or absent (other than a setting). */
    boolean names(ClauseReading r) {
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
    static List<String> objectsOf(ClauseReading r) {
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
}
