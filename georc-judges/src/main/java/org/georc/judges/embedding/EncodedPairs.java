package org.georc.judges.embedding;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.georc.core.JudgeException;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.KeyPointExtractor;
import org.georc.core.spi.SentenceEncoder;
import org.georc.metrics.WeightedClauses;

/**
 * The first stage of key-point scoring: the key clauses of both chains of every pair, weighed,
 * and their embeddings. Every distinct clause of a batch is encoded once, in one encoder call,
 * so a reference shared by many candidates costs one encoding.
 */
final class EncodedPairs {
    private EncodedPairs() {
    }

    /**
     * One pair's clauses and embeddings, everything that does not depend on the thresholds; or,
     * when the extractor failed on the pair (an LLM extractor whose answers stayed unreadable),
     * the error instead.
     *
     * @param candidate weighted candidate clauses
     * @param reference weighted reference clauses
     * @param a         row-major candidate clause embeddings
     * @param b         row-major reference clause embeddings
     * @param error     why extraction failed, or null
     * @param candidateUngraded the candidate's clauses the wrapping filter left ungraded
     * @param referenceUngraded the reference's clauses it left ungraded
     */
    record Pair(WeightedClauses candidate, WeightedClauses reference, float[] a, float[] b, String error,
                List<Ungraded> candidateUngraded, List<Ungraded> referenceUngraded) {
    }

    /**
     * A clause left ungraded, or a statement that gave no clause.
     *
     * @param statement the statement it was taken from
     * @param clause    the clause (the statement itself when it gave none)
     * @param why       the reason
     * @param weighs    whether it still counts in the chain's weights (a clause-less statement of an
     *                  extractor whose clause-less statements weigh): then it is graded, with no credit
     */
    record Ungraded(int statement, String clause, String why, boolean weighs) {
        Ungraded(int statement, String clause, String why) {
            this(statement, clause, why, false);
        }
    }

    /**
     * @param extractor turns statements into key clauses
     * @param encoder   embeds clauses
     * @param requests  the pairs
     * @param wrapping  drops the clauses a VLM writes around its evidence, or null to grade every clause
     * @return one encoded pair per request, in order
     */
    static List<Pair> encode(KeyPointExtractor extractor, SentenceEncoder encoder, List<JudgeRequest> requests,
                             WrappingFilter wrapping) {
        List<List<List<String>>> candClauses = new ArrayList<>(requests.size());
        List<List<List<String>>> refClauses = new ArrayList<>(requests.size());
        Map<String, Integer> rowOf = new LinkedHashMap<>();
        List<String> errors = new ArrayList<>(requests.size());
        for (JudgeRequest r : requests) {
            List<List<String>> c;
            List<List<String>> f;
            try {
                c = extractor.extract(statements(extractor, r.candidate()));
                f = extractor.extract(statements(extractor, r.reference()));
                errors.add(null);
            } catch (JudgeException e) {
                errors.add("clause extraction failed: " + e.getMessage());
                c = List.of();
                f = List.of();
            }
            candClauses.add(c);
            refClauses.add(f);
            for (List<List<String>> side : List.of(c, f)) {
                for (List<String> clauses : side) {
                    for (String clause : clauses) {
                        rowOf.putIfAbsent(clause.strip(), rowOf.size());
                    }
                }
            }
        }
        int dim = encoder.dimension();
        float[] all = rowOf.isEmpty() ? new float[0] : encoder.encode(new ArrayList<>(rowOf.keySet()));
        WrappingFilter.Verdict[] verdicts = wrapping == null ? null
                : wrapping.verdicts(new ArrayList<>(rowOf.keySet()), all, rowOf.size(), encoder);
        List<Pair> out = new ArrayList<>(requests.size());
        for (int q = 0; q < requests.size(); q++) {
            List<Ungraded> candUngraded = new ArrayList<>();
            List<Ungraded> refUngraded = new ArrayList<>();
            boolean weigh = extractor.clauselessStatementsWeigh();
            if (errors.get(q) == null) {
                JudgeRequest r = requests.get(q);
                clauseless(candClauses.get(q), statements(extractor, r.candidate()), extractor, candUngraded);
                clauseless(refClauses.get(q), statements(extractor, r.reference()), extractor, refUngraded);
            }
            if (verdicts != null) {
                candClauses.set(q, graded(candClauses.get(q), rowOf, verdicts, candUngraded));
                refClauses.set(q, graded(refClauses.get(q), rowOf, verdicts, refUngraded));
            }
            WeightedClauses wc = WeightedClauses.of(candClauses.get(q), weigh);
            WeightedClauses wr = WeightedClauses.of(refClauses.get(q), weigh);
            out.add(new Pair(wc, wr, gather(all, wc, rowOf, dim), gather(all, wr, rowOf, dim), errors.get(q),
                    List.copyOf(candUngraded), List.copyOf(refUngraded)));
        }
        return out;
    }

    /** The statements that gave no clause at all, each with the extractor's reason, so that none vanishes from a score. */
    private static void clauseless(List<List<String>> side, List<String> statements, KeyPointExtractor extractor,
                                   List<Ungraded> ungraded) {
        for (int s = 0; s < side.size() && s < statements.size(); s++) {
            if (side.get(s).isEmpty()) {
                ungraded.add(new Ungraded(s, statements.get(s), extractor.noClauseReason(),
                        extractor.clauselessStatementsWeigh()));
            }
        }
    }

    /** Each statement's clauses without those the filter found to be wrapping, which go to {@code ungraded}. */
    private static List<List<String>> graded(List<List<String>> side, Map<String, Integer> rowOf,
                                             WrappingFilter.Verdict[] verdicts, List<Ungraded> ungraded) {
        List<List<String>> out = new ArrayList<>(side.size());
        for (int s = 0; s < side.size(); s++) {
            List<String> kept = new ArrayList<>(side.get(s).size());
            for (String c : side.get(s)) {
                WrappingFilter.Verdict v = verdicts[rowOf.get(c.strip())];
                if (v.wrapping()) {
                    ungraded.add(new Ungraded(s, c.strip(), v.reason()));
                } else {
                    kept.add(c);
                }
            }
            out.add(kept);
        }
        return out;
    }

    /** The statements of a chain, each with its label before it when the extractor reads labels. */
    static List<String> statements(KeyPointExtractor extractor, org.georc.core.chain.ReasoningChain chain) {
        if (!extractor.readsLabels()) {
            return chain.statements();
        }
        List<String> out = new ArrayList<>(chain.size());
        for (int i = 0; i < chain.size(); i++) {
            String s = chain.statements().get(i);
            out.add(chain.label(i).map(l -> l + ": " + s).orElse(s));
        }
        return out;
    }

    private static float[] gather(float[] all, WeightedClauses w, Map<String, Integer> rowOf, int dim) {
        float[] out = new float[w.size() * dim];
        for (int i = 0; i < w.size(); i++) {
            System.arraycopy(all, rowOf.get(w.texts().get(i)) * dim, out, i * dim, dim);
        }
        return out;
    }
}
