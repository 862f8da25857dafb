package org.georc.judges.embedding;

import static org.georc.judges.embedding.ClauseWords.TOKEN;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;

/** The tokens of a lower-case clause: their spans, the words, and the words folded. */
record ClauseTokens(String text, List<int[]> spans, List<String> raw, String[] folded) {
    int size() {
        return raw.size();
    }

    /** Stage 1: words (letters and digits, with an apostrophe suffix) and their folded forms. */
    static ClauseTokens of(String c) {
        List<int[]> spans = new ArrayList<>();
        List<String> raw = new ArrayList<>();
        Matcher tm = TOKEN.matcher(c);
        while (tm.find()) {
            spans.add(new int[] {tm.start(), tm.end()});
            raw.add(tm.group());
        }
        String[] folded = new String[raw.size()];
        for (int t = 0; t < folded.length; t++) {
            folded[t] = ObjectLexicon.fold(raw.get(t));
        }
        return new ClauseTokens(c, spans, raw, folded);
    }
}
