package org.georc.metrics;

/** Levenshtein distance between two strings: the fewest single-character insertions, deletions and substitutions. */
public final class EditDistance {
    private EditDistance() {
    }

    /**
     * @param a a string
     * @param b another
     * @return their Levenshtein distance (case-sensitive; lower-case both first for a case-blind one)
     */
    public static int levenshtein(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                cur[j] = Math.min(sub, Math.min(prev[j] + 1, cur[j - 1] + 1));
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
