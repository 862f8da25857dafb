package org.georc.core.spi;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.georc.core.result.Alignment;
import org.georc.core.result.ChainScore;
import org.georc.core.result.Provenance;
import org.georc.metrics.OneToAll;

/**
 * A test judge registered through META-INF/services: a statement earns 1 when the other chain
 * contains it verbatim, 0 otherwise; a candidate containing "FAIL" is a judge failure.
 */
public class FixedJudgeProvider implements JudgeProvider {
    @Override
    public String name() {
        return "exact-match";
    }

    @Override
    public String description() {
        return "test judge: verbatim statement match";
    }


    @Override
    public Judge create(JudgeResources resources) {
        return new Judge() {
            @Override
            public String name() {
                return "exact-match";
            }

            @Override
            public ChainScore score(JudgeRequest r) {
                Provenance p = new Provenance("exact-match", "none", null, null, Map.of(), Instant.EPOCH);
                if (r.candidate().statements().stream().anyMatch(s -> s.contains("FAIL"))) {
                    return ChainScore.failure("judge answered nonsense", p);
                }
                List<Alignment> ca = side(r.candidate().statements(), r.reference().statements());
                List<Alignment> ra = side(r.reference().statements(), r.candidate().statements());
                return ChainScore.of(OneToAll.aggregate(scores(ca), scores(ra)), ca, ra, p);
            }
        };
    }

    private static List<Alignment> side(List<String> mine, List<String> other) {
        List<Alignment> out = new ArrayList<>();
        for (int i = 0; i < mine.size(); i++) {
            int j = other.indexOf(mine.get(i));
            out.add(new Alignment(i, mine.get(i), j >= 0 ? 1 : 0, j, j >= 0 ? other.get(j) : null, null));
        }
        return out;
    }

    private static double[] scores(List<Alignment> a) {
        return a.stream().mapToDouble(Alignment::score).toArray();
    }
}
