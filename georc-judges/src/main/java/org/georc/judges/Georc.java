package org.georc.judges;

import org.georc.core.chain.ReasoningChain;
import org.georc.core.result.ChainScore;
import org.georc.core.scoring.ChainScorer;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.Judges;

/**
 * One-line scoring for JShell, notebooks and quick scripts, with the offline {@code embedding}
 * judge and its embedded all-MiniLM-L6-v2:
 *
 * <pre>{@code
 * jshell> org.georc.judges.Georc.score("- White bollards with black caps.", "- Bollards: white posts, black top.")
 * $1 ==> ChainScore[P=..., R=..., F1=..., judge=embedding]
 * }</pre>
 *
 * <p>The judge is loaded on first use (a second or two, once) and shared by every call and
 * thread; it is closed by {@link #close()}, or when the JVM exits. A service that wants its own
 * settings or judge builds a {@link ChainScorer} instead.
 */
public final class Georc {
    private static Judge judge;
    private static ChainScorer scorer;
    private static Thread shutdownHook;

    private Georc() {
    }

    /**
     * Scores a candidate chain against a reference chain, both as text (one statement per line,
     * parsed by {@link ReasoningChain#parse}; conclusions are not graded).
     *
     * @param candidateText the model's reasoning
     * @param referenceText the expert's reasoning
     * @return precision, recall, F1, alignments and provenance (or a recorded failure, for a
     *         reference with no evidence statement)
     */
    public static ChainScore score(String candidateText, String referenceText) {
        return scorer().score(ReasoningChain.parse(candidateText), ReasoningChain.parse(referenceText));
    }

    /**
     * The shared scorer, loading the judge on first use. Closing it does not close the shared
     * judge ({@link #close()} does), and the next call hands out a fresh scorer around it.
     *
     * @return the scorer of the offline {@code embedding} judge, with default settings
     */
    public static synchronized ChainScorer scorer() {
        if (judge == null) {
            judge = Judges.create("embedding", JudgeResources.none());
            if (shutdownHook == null) {
                shutdownHook = new Thread(Georc::close, "georc-close");
                Runtime.getRuntime().addShutdownHook(shutdownHook);
            }
        }
        if (scorer == null || scorer.isClosed()) {
            scorer = ChainScorer.of(judge);
        }
        return scorer;
    }

    /** @return whether the shared judge is loaded */
    public static synchronized boolean isLoaded() {
        return judge != null;
    }

    /**
     * Closes the shared judge and its encoder. Harmless when nothing is loaded; the next
     * {@link #score} loads it again.
     */
    public static synchronized void close() {
        if (scorer != null) {
            scorer.close();
            scorer = null;
        }
        if (judge != null) {
            Judge j = judge;
            judge = null;
            j.close();
        }
    }
}
