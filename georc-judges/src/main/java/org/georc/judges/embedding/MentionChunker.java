package org.georc.judges.embedding;

import static org.georc.judges.embedding.ClauseWords.GENERIC_NOUNS;
import static org.georc.judges.embedding.ClauseWords.NEGATIONS;
import static org.georc.judges.embedding.ClauseWords.PATTERN_WORDS;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.georc.judges.embedding.ValueTagger.Values;

/** Stage 3 of reading a clause: the object phrases it names. */
final class MentionChunker {
    /** An object phrase found in the clause, with its token span; a generic noun counts as a setting. */
    record Mention(int first, int last, String cls, boolean generic, boolean pattern) {
    }

    /** The object mentions of a clause; per token, the mention it belongs to (-1: none). */
    record Mentions(List<Mention> list, int[] at) {
    }

    private final ObjectLexicon lexicon;

    MentionChunker(ObjectLexicon lexicon) {
        this.lexicon = lexicon;
    }

    /**
     * Stage 3: object phrases of the lexicon, longest first; a value word opens a phrase only
     * when hyphenated to it ("three-wheeler"); "line" used as a verb is no object; a generic
     * class is refined to a specific one the clause also names.
     */
    Mentions chunk(ClauseTokens tokens, Values values) {
        int n = tokens.size();
        List<String> raw = tokens.raw();
        boolean[] adjectival = values.adjectival();
        List<Mention> mentions = new ArrayList<>();
        int[] mentionAt = new int[n];
        java.util.Arrays.fill(mentionAt, -1);
        for (int t = 0; t < n; ) {
            Mention found = null;
            boolean hyphenated = adjectival[t] && t + 1 < n
                    && tokens.text().substring(tokens.spans().get(t)[1], tokens.spans().get(t + 1)[0]).equals("-");
            if ((!adjectival[t] || hyphenated) && !NEGATIONS.contains(raw.get(t)) || raw.get(t).equals("no") && t + 1 < n
                    && (raw.get(t + 1).equals("passing") || raw.get(t + 1).equals("overtaking"))) {
                for (int len = Math.min(lexicon.longest(), n - t); len >= 1 && found == null; len--) {
                    boolean ok = true;
                    StringBuilder sb = new StringBuilder();
                    for (int k = t; k < t + len; k++) {
                        if (adjectival[k] && (k > t || !hyphenated)) {
                            ok = false;
                            break;
                        }
                        sb.append(k == t ? "" : " ").append(tokens.folded()[k]);
                    }
                    String cls = ok ? lexicon.classOf(sb.toString()) : null;
                    if (cls != null && !(len == 1 && isVerbUse(raw, t))) {
                        boolean pattern = len == 1 && PATTERN_WORDS.contains(tokens.folded()[t]);
                        found = new Mention(t, t + len - 1, cls, pattern || len == 1 && GENERIC_NOUNS.contains(raw.get(t)),
                                pattern);
                    }
                }
            }
            if (found != null) {
                for (int k = found.first(); k <= found.last(); k++) {
                    mentionAt[k] = mentions.size();
                }
                mentions.add(found);
                t = found.last() + 1;
            } else {
                t++;
            }
        }
        refineGeneric(mentions);
        return new Mentions(mentions, mentionAt);
    }

    /** "line the road", "lines both sides": "line" used as a verb. */
    private static boolean isVerbUse(List<String> raw, int t) {
        String w = raw.get(t);
        if (!(w.equals("line") || w.equals("lines") || w.equals("lined") || w.equals("lining"))) {
            return false;
        }
        if (t + 1 < raw.size() && raw.get(t + 1).equals("up")) {
            return true; // "riders line up at the crossroads"
        }
        if (w.equals("lined")) {
            return true;
        }
        if (t + 1 >= raw.size()) {
            return false;
        }
        String next = raw.get(t + 1);
        return Set.of("the", "both", "each", "either", "its", "their", "a", "an", "this", "that", "every", "much",
                "most", "many").contains(next);
    }

    /** A generic class whose more specific kind the clause also names becomes that kind. */
    private void refineGeneric(List<Mention> mentions) {
        for (int i = 0; i < mentions.size(); i++) {
            String generic = mentions.get(i).cls();
            String specific = null;
            boolean unique = true;
            for (Mention other : mentions) {
                String cls = other.cls();
                if (!cls.equals(generic) && lexicon.isA(cls, generic)) {
                    if (specific != null && !specific.equals(cls)) {
                        unique = false;
                    }
                    specific = cls;
                }
            }
            if (specific != null && unique) {
                Mention m = mentions.get(i);
                mentions.set(i, new Mention(m.first(), m.last(), specific, m.generic(), m.pattern()));
            }
        }
    }
}
