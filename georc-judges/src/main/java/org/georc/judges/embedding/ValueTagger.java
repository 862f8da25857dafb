package org.georc.judges.embedding;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;

/** Stage 2 of reading a clause: the attribute values it names. */
final class ValueTagger {
    /** A value found in the clause, with its token span. */
    record ValueHit(AttributeFamily family, String value, int first, int last) {
    }

    /** The attribute values of a clause; per token, whether it is part of a value, and of an adjectival one. */
    record Values(List<ValueHit> hits, boolean[] attribute, boolean[] adjectival) {
    }

    /**
     * Stage 2: the values of every family; a value inside a longer value of another family is
     * part of it ("on the left" in "drive on the left").
     */
    static Values tag(ClauseTokens tokens, List<AttributeFamily> families) {
        int n = tokens.size();
        String c = tokens.text();
        List<ValueHit> hits = new ArrayList<>();
        boolean[] attribute = new boolean[n];
        boolean[] adjectival = new boolean[n];
        for (AttributeFamily f : families) {
            Matcher m = f.pattern().matcher(c);
            while (m.find()) {
                if (!f.open() && isBareNumber(m.group()) && !(m.end() + 1 < c.length() && c.charAt(m.end()) == '-'
                        && Character.isLetter(c.charAt(m.end() + 1)))) {
                    continue; // a number is a value only as the first part of a compound ("2-letter", not "2-3")
                }
                int first = tokenAt(tokens.spans(), m.start());
                int last = tokenAt(tokens.spans(), m.end() - 1);
                if (first < 0 || last < 0) {
                    continue;
                }
                String value = f.open() ? m.group().toLowerCase(Locale.ROOT).replaceAll("[\\s-]+", "")
                        : f.phraseToValue().get(m.group().replaceAll("[\\s-]+", " "));
                if (value == null) {
                    value = lookupLoose(f, m.group());
                }
                if (value == null) {
                    // matched only through case folding across scripts: "i" is not the Turkish "ı"
                    continue;
                }
                hits.add(new ValueHit(f, value, first, last));
                for (int t = first; t <= last; t++) {
                    attribute[t] = true;
                    adjectival[t] |= !f.nominal();
                }
            }
        }
        hits.removeIf(h -> hits.stream().anyMatch(o -> o != h && o.family() != h.family() && o.first() <= h.first()
                && o.last() >= h.last() && o.last() - o.first() > h.last() - h.first()));
        return new Values(hits, attribute, adjectival);
    }

    private static boolean isBareNumber(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (!Character.isDigit(s.charAt(i))) {
                return false;
            }
        }
        return !s.isEmpty();
    }

    /** @return the value of a phrase matched in another case or spacing, or null when none is the same word */
    private static String lookupLoose(AttributeFamily f, String text) {
        String key = text.toLowerCase(Locale.ROOT).replaceAll("[\\s-]+", "");
        for (Map.Entry<String, String> e : f.phraseToValue().entrySet()) {
            if (e.getKey().replaceAll("[\\s-]+", "").equals(key)) {
                return e.getValue();
            }
        }
        return null;
    }

    private static int tokenAt(List<int[]> spans, int offset) {
        for (int i = 0; i < spans.size(); i++) {
            if (offset >= spans.get(i)[0] && offset < spans.get(i)[1]) {
                return i;
            }
        }
        return -1;
    }

    private ValueTagger() {
    }
}
