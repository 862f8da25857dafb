package org.georc.examples.customjudge;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.georc.core.score.Alignment;
import org.georc.core.score.ChainScore;
import org.georc.core.score.Provenance;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeProvider;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.JudgeResources;
import org.georc.metrics.OneToAll;

/**
 * A custom judge in one small class: a statement's score is its best word-overlap (Jaccard)
 * with any statement of the other chain. Registered in
 * {@code META-INF/services/org.georc.core.spi.JudgeProvider}, so with this jar on the class path
 * {@code georc score --judge word-overlap ...} selects it by name.
 */
public final class WordOverlapJudgeProvider implements JudgeProvider {
    @Override
    public String name() {
        return "word-overlap";
    }

    @Override
    public String description() {
        return "example: best Jaccard word overlap per statement";
    }

    @Override
    public Set<Requirement> requirements() {
        return Set.of();
    }

    @Override
    public Judge create(JudgeResources resources) {
        return new Judge() {
            @Override
            public String name() {
                return "word-overlap";
            }

            @Override
            public ChainScore score(JudgeRequest r) {
                List<Alignment> ca = side(r.candidate().statements(), r.reference().statements());
                List<Alignment> ra = side(r.reference().statements(), r.candidate().statements());
                Provenance p = new Provenance("word-overlap", "none", null, null, Map.of(), Instant.now());
                return ChainScore.of(OneToAll.aggregate(scores(ca), scores(ra)), ca, ra, p);
            }
        };
    }

    private static List<Alignment> side(List<String> mine, List<String> other) {
        List<Alignment> out = new ArrayList<>();
        for (int i = 0; i < mine.size(); i++) {
            double best = 0;
            int arg = -1;
            for (int j = 0; j < other.size(); j++) {
                double s = jaccard(words(mine.get(i)), words(other.get(j)));
                if (s > best) {
                    best = s;
                    arg = j;
                }
            }
            out.add(new Alignment(i, mine.get(i), best, arg, arg >= 0 ? other.get(arg) : null, null));
        }
        return out;
    }

    private static Set<String> words(String s) {
        Set<String> w = new HashSet<>();
        for (String t : s.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (t.length() > 2) {
                w.add(t);
            }
        }
        return w;
    }

    private static double jaccard(Set<String> a, Set<String> b) {
        if (a.isEmpty() || b.isEmpty()) {
            return 0;
        }
        Set<String> inter = new HashSet<>(a);
        inter.retainAll(b);
        Set<String> union = new HashSet<>(a);
        union.addAll(b);
        return (double) inter.size() / union.size();
    }

    private static double[] scores(List<Alignment> a) {
        return a.stream().mapToDouble(Alignment::score).toArray();
    }
}
