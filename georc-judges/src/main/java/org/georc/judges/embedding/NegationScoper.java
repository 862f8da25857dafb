package org.georc.judges.embedding;

import static org.georc.judges.embedding.ClauseWords.BORDER;
import static org.georc.judges.embedding.ClauseWords.COPULAS;
import static org.georc.judges.embedding.ClauseWords.EDGE_LINE;
import static org.georc.judges.embedding.ClauseWords.LINE;
import static org.georc.judges.embedding.ClauseWords.NEGATIONS;
import static org.georc.judges.embedding.ClauseWords.NEGATIONS_BEFORE_OF;
import static org.georc.judges.embedding.ClauseWords.PHRASE_ENDS;
import static org.georc.judges.embedding.ClauseWords.POST_NEGATIONS;
import static org.georc.judges.embedding.ClauseWords.PRONOUN_NEGATIONS;
import static org.georc.judges.embedding.ClauseWords.PRONOUN_NEGATION_OPENERS;
import static org.georc.judges.embedding.ClauseWords.WEAK;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.georc.judges.embedding.MentionChunker.Mention;
import org.georc.judges.embedding.MentionChunker.Mentions;

/** Stage 4 of reading a clause: what it negates. */
final class NegationScoper {
    /**
     * What a clause negates: per token, whether it lies in a negated phrase and whether that
     * phrase runs to the end (negating every kind of its class); the negated objects and
     * classes so far, and the negated mentions.
     */
    record Negation(boolean[] token, boolean[] broad, Set<String> objects, Set<String> kinds,
                            Set<Integer> mentions) {
    }

    private final ObjectLexicon lexicon;

    NegationScoper(ObjectLexicon lexicon) {
        this.lexicon = lexicon;
    }

    /**
     * Stage 4: negation scopes. A scope opens after a negation and runs up to three words, to a
     * phrase end (then it negates only its own class) or to "at all"; a post-negation reaches
     * back; "-less" words whose base is an object and "unmarked" negate that object.
     */
    Negation scope(ClauseTokens tokens, Mentions mentions) {
        int n = tokens.size();
        List<String> raw = tokens.raw();
        boolean[] negatedToken = new boolean[n];
        boolean[] broadToken = new boolean[n];
        Set<String> negatedObjects = new TreeSet<>();
        Set<String> negatedKinds = new TreeSet<>();
        for (int t = 0; t < n; t++) {
            String w = raw.get(t);
            if (mentions.at()[t] >= 0) {
                continue;
            }
            int scope = negationScope(raw, t);
            // "none" that ends a clause negates what came before it ("the edges have none")
            boolean closingNone = w.equals("none") && t == n - 1;
            if (scope > t && !closingNone) {
                int end = Math.min(n, scope + 4);
                boolean qualified = false;
                for (int k = scope; k < end; k++) {
                    if (raw.get(k).equals("at") && k + 1 < n && raw.get(k + 1).equals("all")) {
                        end = k;
                        break;
                    }
                    if (NEGATIONS.contains(raw.get(k)) || PHRASE_ENDS.contains(raw.get(k))) {
                        end = k;
                        qualified = true;
                        break;
                    }
                }
                for (int k = scope; k < end; k++) {
                    negatedToken[k] = true;
                    broadToken[k] = !qualified;
                }
            } else if (POST_NEGATIONS.contains(w) || closingNone) {
                for (int k = t - 1; k >= 0 && k >= t - 4; k--) {
                    if (PHRASE_ENDS.contains(raw.get(k))) {
                        break;
                    }
                    negatedToken[k] = true;
                }
            } else if (w.length() > 6 && w.endsWith("less")) {
                String base = ObjectLexicon.fold(w.substring(0, w.length() - 4));
                String cls = lexicon.classOf(base);
                if (cls != null) {
                    negatedObjects.add(cls);
                    negatedKinds.add(cls);
                }
            } else if (w.equals("unmarked")) {
                // "edges are unmarked" rules out edge lines only; "an unmarked road", every line
                String cls = unmarkedEdge(mentions, raw, t) ? EDGE_LINE : LINE;
                negatedObjects.add(cls);
                negatedKinds.add(cls);
            }
        }
        Set<Integer> negatedMentions = new LinkedHashSet<>();
        for (int i = 0; i < mentions.list().size(); i++) {
            Mention mn = mentions.list().get(i);
            if (negatedToken[mn.first()] || negatedToken[mn.last()]) {
                negatedMentions.add(i);
                negatedObjects.add(mn.cls());
                if (broadToken[mn.last()]) {
                    negatedKinds.add(mn.cls());
                }
            }
        }
        return new Negation(negatedToken, broadToken, negatedObjects, negatedKinds, negatedMentions);
    }

    /** Whether "unmarked" is said of an edge: "unmarked edges", "edges are unmarked". */
    private static boolean unmarkedEdge(Mentions mentions, List<String> raw, int t) {
        int after = t + 1 < raw.size() ? mentions.at()[t + 1] : -1;
        int before = t >= 1 ? mentions.at()[t - 1] : -1;
        if (before < 0 && t >= 2 && COPULAS.contains(raw.get(t - 1))) {
            before = mentions.at()[t - 2];
        }
        for (int m : new int[] {after, before}) {
            if (m >= 0) {
                String cls = mentions.list().get(m).cls();
                if (cls.equals(BORDER) || cls.equals(EDGE_LINE)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Where the scope of a negation at token {@code t} starts: after "no", "not", "without"; after
     * "lack of", "absence of", "bare of", "free of", "devoid of"; -1 when {@code t} negates nothing.
     */
    static int negationScope(List<String> raw, int t) {
        String w = raw.get(t);
        if (PRONOUN_NEGATIONS.contains(w)) {
            if (t + 1 >= raw.size() || !PRONOUN_NEGATION_OPENERS.contains(raw.get(t + 1))) {
                return -1; // "nothing but forest", "nothing unusual": no negation of what follows
            }
            for (int k = t + 1; k < raw.size() && k <= t + 4; k++) {
                if (!WEAK.contains(raw.get(k)) && !PHRASE_ENDS.contains(raw.get(k))) {
                    return k;
                }
            }
            return -1;
        }
        boolean of = t + 1 < raw.size() && raw.get(t + 1).equals("of");
        if (NEGATIONS.contains(w) && !POST_NEGATIONS.contains(w)) {
            return of ? t + 2 : t + 1;
        }
        return of && NEGATIONS_BEFORE_OF.contains(w) ? t + 2 : -1;
    }

    static boolean isNegated(List<String> tokens, int first, int last) {
        for (int k = first - 1; k >= 0 && k >= first - 3; k--) {
            String w = tokens.get(k);
            if (w.equals("of") && k > 0 && negationScope(tokens, k - 1) == k + 1) {
                return true;
            }
            if (PHRASE_ENDS.contains(w)) {
                break;
            }
            if (NEGATIONS.contains(w) && !POST_NEGATIONS.contains(w)) {
                return true;
            }
        }
        for (int k = last + 1; k < tokens.size() && k <= last + 3; k++) {
            if (POST_NEGATIONS.contains(tokens.get(k))) {
                return true;
            }
        }
        return false;
    }
}
