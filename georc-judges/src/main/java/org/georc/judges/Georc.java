package org.georc.judges;

import org.georc.core.chain.ReasoningChain;
import org.georc.core.result.ChainScore;
import org.georc.core.scoring.ChainScorer;
import org.georc.judges.engine.ScoringEngine;

/**
 * One-line scoring for JShell, notebooks and quick scripts, with the default offline judge
 * ({@link ScoringEngine#DEFAULT_JUDGE}) and its embedded models:
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
    private static ScoringEngine engine;
    private static ChainScorer scorer;
    private static Thread shutdownHook;

    private Georc() {
    }

    /**
     * Scores a candidate chain against a reference chain, both as text (one statement per line,
     * read as {@code georc score} reads them; conclusions are not graded).
     *
     * @param candidateText the model's reasoning
     * @param referenceText the expert's reasoning
     * @return precision, recall, F1, alignments and provenance (or a recorded failure, for a
     *         reference with no evidence statement)
     */
    public static ChainScore score(String candidateText, String referenceText) {
        ChainScorer s = scorer();
        return s.score(s.conclusions().candidateParser().parse(candidateText),
                s.conclusions().referenceParser().parse(referenceText));
    }

    /**
     * The shared scorer of the default engine ({@code ScoringEngine.builder().build()}: the same
     * judge, models and reading as {@code georc score} with no options), opened on first use.
     * Closing it does not close the shared engine ({@link #close()} does), and the next call hands
     * out a fresh scorer around it.
     *
     * @return the scorer of the default judge ({@link ScoringEngine#DEFAULT_JUDGE}), with default settings
     */
    public static synchronized ChainScorer scorer() {
        if (engine == null) {
            engine = ScoringEngine.builder().flags(false).build();
            if (shutdownHook == null) {
                shutdownHook = new Thread(Georc::close, "georc-close");
                Runtime.getRuntime().addShutdownHook(shutdownHook);
            }
        }
        if (scorer == null || scorer.isClosed()) {
            scorer = ChainScorer.of(engine.judge());
        }
        return scorer;
    }

    /** @return whether the shared engine is open */
    public static synchronized boolean isLoaded() {
        return engine != null;
    }

    /**
     * Closes the shared engine, its judge and its models. Harmless when nothing is loaded; the next
     * {@link #score} opens it again.
     */
    public static synchronized void close() {
        if (scorer != null) {
            scorer.close();
            scorer = null;
        }
        if (engine != null) {
            ScoringEngine e = engine;
            engine = null;
            e.close();
        }
    }
}
