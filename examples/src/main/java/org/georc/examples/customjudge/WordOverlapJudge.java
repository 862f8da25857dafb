package org.georc.examples.customjudge;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import org.georc.core.result.Provenance;
import org.georc.core.spi.StatementJudge;

/**
 * A per-statement judge on {@link StatementJudge}: a statement's credit is its best word overlap
 * (Jaccard, words of at least {@code minWordLength} characters) with one statement of the other
 * chain, which it names as its support. The base class rates both sides, averages them into
 * precision and recall, builds the alignments and stamps the provenance.
 */
public final class WordOverlapJudge extends StatementJudge {
    /** The name it is registered and stamped under. */
    public static final String NAME = "word-overlap";
    private final int minWordLength;

    /** @param minWordLength the shortest word that counts, in characters (at least 1) */
    public WordOverlapJudge(int minWordLength) {
        super(Provenance.builder(NAME).parameter("min-word-length", minWordLength).build());
        this.minWordLength = minWordLength;
    }

    @Override
    protected Rating rate(Statement s) {
        Set<String> mine = words(s.text());
        double best = 0;
        int support = -1;
        for (int j = 0; j < s.other().size(); j++) {
            Set<String> theirs = words(s.other().get(j));
            Set<String> union = new HashSet<>(mine);
            union.addAll(theirs);
            theirs.retainAll(mine);
            double overlap = union.isEmpty() ? 0 : (double) theirs.size() / union.size();
            if (overlap > best) {
                best = overlap;
                support = j;
            }
        }
        return Rating.supportedBy(best, support, null);
    }

    private Set<String> words(String text) {
        Set<String> w = new HashSet<>();
        for (String t : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (t.length() >= minWordLength) {
                w.add(t);
            }
        }
        return w;
    }
}
