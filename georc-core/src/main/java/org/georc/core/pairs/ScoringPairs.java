package org.georc.core.pairs;


import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.georc.core.records.CandidateRecord;
import org.georc.core.records.ReferenceRecord;
import org.georc.core.records.ReferenceSet;

/**
 * How a run's pairs are formed from its inputs: candidates against their references
 * ({@code georc score}), or experts against each other ({@code georc experts}, the paper's
 * human expert average). What to do with what could not be paired (fail, skip, note) is the
 * caller's choice; it gets them listed.
 */
public final class ScoringPairs {
    private ScoringPairs() {
    }

    /**
     * Candidates paired with references.
     *
     * @param pairs       the pairs, in candidate order
     * @param unknown     candidates whose id has no reference at all
     * @param noReference candidates whose id has references, none by the selected expert
     */
    public record Formed(List<ScoringPair> pairs, List<CandidateRecord> unknown, List<CandidateRecord> noReference) {
        /** Copies. */
        public Formed {
            pairs = List.copyOf(pairs);
            unknown = List.copyOf(unknown);
            noReference = List.copyOf(noReference);
        }
    }

    /**
     * Pairs each candidate with the reference selected for its id, or with every reference of
     * its id (P and R then pooled over them).
     *
     * @param all        every reference
     * @param selected   the reference per id (such as {@link ReferenceSet#select}'s), or null for every reference
     * @param candidates the candidates, in order
     * @return the pairs and the candidates left out
     */
    public static Formed forCandidates(ReferenceSet all, Map<String, ReferenceRecord> selected,
                                       List<CandidateRecord> candidates) {
        List<ScoringPair> pairs = new ArrayList<>(candidates.size());
        List<CandidateRecord> unknown = new ArrayList<>();
        List<CandidateRecord> noReference = new ArrayList<>();
        for (CandidateRecord c : candidates) {
            if (all.forId(c.id()).isEmpty()) {
                unknown.add(c);
            } else if (selected != null && !selected.containsKey(c.id())) {
                noReference.add(c);
            } else {
                List<ReferenceRecord> refs = selected == null ? all.forId(c.id()) : List.of(selected.get(c.id()));
                pairs.add(new ScoringPair(c.id(), c.model(), c.chain(), refs));
            }
        }
        return new Formed(pairs, unknown, noReference);
    }

    /**
     * Experts paired with each other.
     *
     * @param pairs  the pairs, by location, then by expert
     * @param counts pairs per pair model ({@link #expertPairModel})
     * @param single locations with one expert, which take no part
     */
    public record ExpertPairs(List<ScoringPair> pairs, Map<String, Integer> counts, int single) {
        /** Copies. */
        public ExpertPairs {
            pairs = List.copyOf(pairs);
            counts = java.util.Collections.unmodifiableMap(new TreeMap<>(counts));
        }
    }

    /**
     * Every pair of experts on the locations both wrote: for experts i &lt; j, expert i's chain
     * (read as a candidate's) is the candidate and expert j's the reference.
     *
     * @param asReferences every expert's chains, read as references
     * @param asCandidates the same chains read as candidates (the same set when both readings agree)
     * @return the pairs
     */
    public static ExpertPairs betweenExperts(ReferenceSet asReferences, ReferenceSet asCandidates) {
        Map<String, Integer> counts = new TreeMap<>();
        List<ScoringPair> pairs = new ArrayList<>();
        int single = 0;
        for (String id : asReferences.ids()) {
            List<ReferenceRecord> refs = asReferences.forId(id);
            if (refs.size() < 2) {
                single++;
                continue;
            }
            List<ReferenceRecord> cands = asCandidates.forId(id);
            for (int a = 0; a < refs.size(); a++) {
                for (int b = a + 1; b < refs.size(); b++) {
                    ReferenceRecord candidate = cands.get(a);
                    ReferenceRecord reference = refs.get(b);
                    String model = expertPairModel(candidate.expert(), reference.expert());
                    counts.merge(model, 1, Integer::sum);
                    pairs.add(new ScoringPair(id, model, candidate.chain(), List.of(reference)));
                }
            }
        }
        return new ExpertPairs(pairs, counts, single);
    }

    /**
     * @param i the lower expert number
     * @param j the higher one
     * @return the model name of their pair rows, {@code expert-<i>-vs-<j>}
     */
    public static String expertPairModel(int i, int j) {
        return "expert-" + i + "-vs-" + j;
    }
}
