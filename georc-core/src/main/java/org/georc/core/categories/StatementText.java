package org.georc.core.categories;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Whether a text a score row grades (a whole statement, or the key clauses a judge read from it)
 * comes from a given statement: the join of score rows and a categories file by statement index
 * is checked with it, so a categories file made from other references (statements reordered or
 * edited) is refused instead of crediting each category with another statement's score.
 *
 * <p>Judges write clauses with words taken from the statement (the rule-based reader lowercases
 * them and drops some; an LLM is told to), so the test is on words: at least half of the graded
 * text's words of three or more letters must occur in the statement, a word matching another
 * that it begins or that begins it ({@code cap} and {@code caps}).
 */
final class StatementText {
    private static final int MIN_WORD = 3;

    private StatementText() {
    }

    /**
     * @param graded    what a score row grades for a statement (its clauses, joined)
     * @param statement the statement's text in the categories file
     * @return whether the graded text can come from the statement
     */
    static boolean sameStatement(String graded, String statement) {
        List<String> g = words(graded);
        if (g.isEmpty()) {
            return true; // nothing to compare
        }
        List<String> s = words(statement);
        int found = 0;
        for (String w : g) {
            for (String x : s) {
                if (x.startsWith(w) || w.startsWith(x)) {
                    found++;
                    break;
                }
            }
        }
        return 2 * found >= g.size();
    }

    private static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        for (String w : Normalizer.normalize(text, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT)
                .split("[^\\p{L}\\p{N}]+")) {
            if (w.length() >= MIN_WORD) {
                out.add(w);
            }
        }
        return out;
    }
}
