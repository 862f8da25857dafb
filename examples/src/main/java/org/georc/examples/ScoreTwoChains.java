package org.georc.examples;

import org.georc.core.chain.ReasoningChain;
import org.georc.core.result.Alignment;
import org.georc.core.result.ChainScore;
import org.georc.core.scoring.ChainScorer;
import org.georc.core.spi.JudgeResources;

/**
 * Scores one candidate chain against an expert chain with the offline embedding judge and
 * prints precision, recall, F1 and the per-clause alignments.
 *
 * <pre>
 * mvn -q -DskipTests package
 * java -cp georc-bench/target/georc.jar:examples/target/classes org.georc.examples.ScoreTwoChains
 * </pre>
 */
public final class ScoreTwoChains {
    private ScoreTwoChains() {
    }

    /**
     * Runs the example.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        ReasoningChain expert = ReasoningChain.parse("""
                - White bollards with a black cap and a red reflector.
                - Onion-domed church tower above the village.
                - Cars drive on the right-hand side.
                Conclusion: Austria
                """);
        ReasoningChain candidate = ReasoningChain.parse("""
                1. Roadside posts are white with a black top.
                2. There is a church with an onion dome.
                3. The weather is sunny.
                Conclusion: Probably Austria or Slovenia.
                """);
        ChainScorer scorer = ChainScorer.byName("embedding", JudgeResources.none());
        try {
            ChainScore score = scorer.score(candidate, expert);
            System.out.printf("precision %.3f  recall %.3f  F1 %.3f%n", score.precision(), score.recall(), score.f1());
            for (Alignment a : score.candidateAlignments()) {
                System.out.printf("  %.2f  %-40s <- %s%n", a.score(), a.statement(), a.supportText().orElse("(nothing)"));
            }
        } finally {
            scorer.judge().close();
        }
    }
}
