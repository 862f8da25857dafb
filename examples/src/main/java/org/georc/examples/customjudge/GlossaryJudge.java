package org.georc.examples.customjudge;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import org.georc.core.result.Provenance;
import org.georc.core.spi.StatementJudge;

/**
 * {@link WordOverlapJudge}'s overlap after a {@link Glossary} spelled out the shorthand, so that
 * "LHT, gen 3" and "left hand traffic, third generation camera" share their words: a judge that
 * needs a kind of model of its own.
 */
public final class GlossaryJudge extends StatementJudge {
    /** The name it is registered and stamped under. */
    public static final String NAME = "glossary-overlap";
    private final Glossary glossary;

    /** @param glossary spells out shorthand */
    public GlossaryJudge(Glossary glossary) {
        super(Provenance.builder(NAME).build());
        this.glossary = glossary;
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
            for (String x : glossary.expand(t)) {
                if (x.length() >= 3) {
                    w.add(x);
                }
            }
        }
        return w;
    }
}
