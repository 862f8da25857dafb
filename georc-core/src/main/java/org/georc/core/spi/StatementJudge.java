package org.georc.core.spi;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.IntFunction;
import org.georc.core.GeorcException;
import org.georc.core.JudgeException;
import org.georc.core.result.Alignment;
import org.georc.core.result.ChainScore;
import org.georc.core.result.Provenance;
import org.georc.core.result.TokenUsage;
import org.georc.metrics.OneToAll;

/**
 * A base class for judges that rate each statement on its own against the other chain, the
 * shape of the paper's one-to-all judge. A subclass says how to rate one statement; this class
 * does the rest: every candidate statement is rated against the reference chain (precision is
 * the mean credit), every reference statement against the candidate chain (recall is the mean
 * credit), alignments are built both ways, the score carries the provenance and the token usage
 * the ratings recorded, and a rating that throws {@link JudgeException} turns the pair into a
 * recorded failure naming the statement. An empty side has mean 0.
 *
 * <pre>{@code
 * public final class ShoutingJudge extends StatementJudge {
 *     public ShoutingJudge() {
 *         super("shouting");
 *     }
 *
 *     protected Rating rate(Statement s) {   // credit in [0, 1]
 *         return Rating.of(s.otherText().toUpperCase().contains(s.text().toUpperCase()) ? 1 : 0);
 *     }
 * }
 * }</pre>
 *
 * <p>Statements are rated one after another on the calling thread; a judge that calls a
 * remote model overrides {@link #runAll} to rate them concurrently. Subclasses must be
 * thread-safe, as every {@link Judge}.
 */
public abstract class StatementJudge implements Judge {
    private final Provenance template;

    /**
     * A judge whose scores depend on nothing but its name (no model, no parameter).
     *
     * @param name the registered name
     */
    protected StatementJudge(String name) {
        this(Provenance.builder(name).build());
    }

    /**
     * @param template what the scores depend on ({@link Provenance#builder}); its judge name is
     *                 this judge's name
     */
    protected StatementJudge(Provenance template) {
        this.template = Objects.requireNonNull(template, "template");
    }

    /**
     * Rates one statement against the whole other chain. Called from several threads at once
     * when {@link #runAll} is overridden.
     *
     * @param statement the statement, its side and position, and the other chain
     * @return its credit in [0, 1], optionally the statement of the other chain that supports it
     *         best and a short reason
     * @throws JudgeException when this statement cannot be rated (an unreadable model answer):
     *                        the pair becomes a failure; other exceptions propagate
     */
    protected abstract Rating rate(Statement statement);

    /**
     * Runs the {@code count} rating tasks of one pair (candidate statements first, then
     * reference statements) and returns their results in task order. The default runs them one
     * after another on the calling thread; override to run them concurrently (a bounded pool,
     * requests in flight to a server). If a task throws, throw the exception of the lowest
     * failing index.
     *
     * @param count number of tasks
     * @param task  the task of each index
     * @param <T>   result type
     * @return the results, in index order
     */
    protected <T> List<T> runAll(int count, IntFunction<T> task) {
        List<T> out = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            out.add(task.apply(i));
        }
        return out;
    }

    @Override
    public String name() {
        return template.judge();
    }

    @Override
    public Provenance provenance() {
        return template;
    }

    @Override
    public ChainScore score(JudgeRequest request) {
        Provenance p = template.now();
        Pair pair = new Pair(request);
        List<String> cand = request.candidate().statements();
        List<String> ref = request.reference().statements();
        int n = cand.size();
        try {
            List<Rating> ratings = runAll(n + ref.size(), i -> checked(i < n
                    ? new Statement(pair, Side.CANDIDATE, i) : new Statement(pair, Side.REFERENCE, i - n)));
            List<Alignment> ca = alignments(cand, ref, ratings.subList(0, n));
            List<Alignment> ra = alignments(ref, cand, ratings.subList(n, ratings.size()));
            return pair.withUsage(ChainScore.of(OneToAll.aggregate(credits(ca), credits(ra)), ca, ra, p));
        } catch (JudgeException e) {
            return pair.withUsage(ChainScore.failure(e.getMessage(), p));
        }
    }

    private Rating checked(Statement s) {
        Rating r;
        try {
            r = rate(s);
        } catch (JudgeException e) {
            throw new JudgeException(s.side().label() + " statement " + (s.index() + 1) + ": " + e.getMessage(), e);
        }
        if (r == null) {
            throw new GeorcException("judge \"" + name() + "\" rated " + s.side().label() + " statement "
                    + s.index() + " with null");
        }
        if (r.supportIndex() >= s.other().size()) {
            throw new GeorcException("judge \"" + name() + "\" named support " + r.supportIndex() + " of a "
                    + s.other().size() + "-statement chain");
        }
        return r;
    }

    private static List<Alignment> alignments(List<String> mine, List<String> other, List<Rating> ratings) {
        List<Alignment> out = new ArrayList<>(mine.size());
        for (int i = 0; i < mine.size(); i++) {
            Rating r = ratings.get(i);
            int j = r.supportIndex();
            out.add(new Alignment(i, mine.get(i), r.credit(), j, j >= 0 ? other.get(j) : null, r.reason()));
        }
        return out;
    }

    private static double[] credits(List<Alignment> a) {
        double[] d = new double[a.size()];
        for (int i = 0; i < d.length; i++) {
            d[i] = a.get(i).score();
        }
        return d;
    }

    /** Which chain a statement belongs to. */
    public enum Side {
        /** the candidate chain: its statements make precision */
        CANDIDATE,
        /** the reference chain: its statements make recall */
        REFERENCE;

        /** @return "candidate" or "reference" */
        public String label() {
            return this == CANDIDATE ? "candidate" : "reference";
        }
    }

    /**
     * A judge's rating of one statement.
     *
     * @param credit       in [0, 1]
     * @param supportIndex the statement of the other chain that supports it best, or -1 when the
     *                     rating is against the chain as a whole
     * @param reason       a short reason, or null
     */
    public record Rating(double credit, int supportIndex, String reason) {
        /** Validates the credit and the index. */
        public Rating {
            if (!(credit >= 0 && credit <= 1)) {
                throw new IllegalArgumentException("a credit lies in [0, 1], got " + credit);
            }
            if (supportIndex < -1) {
                throw new IllegalArgumentException("supportIndex must be >= -1, got " + supportIndex);
            }
        }

        /**
         * @param credit in [0, 1]
         * @return a rating against the whole other chain, without reason
         */
        public static Rating of(double credit) {
            return new Rating(credit, -1, null);
        }

        /**
         * @param credit in [0, 1]
         * @param reason a short reason, or null
         * @return a rating against the whole other chain
         */
        public static Rating of(double credit, String reason) {
            return new Rating(credit, -1, reason);
        }

        /**
         * @param credit       in [0, 1]
         * @param supportIndex the other chain's statement that supports it best
         * @param reason       a short reason, or null
         * @return a rating that names its support
         */
        public static Rating supportedBy(double credit, int supportIndex, String reason) {
            return new Rating(credit, supportIndex, reason);
        }
    }

    /**
     * One statement to rate: its text, side and position, the other chain, and the request
     * (id, image). Token usage recorded here is summed over the pair into its score.
     */
    public static final class Statement {
        private final Pair pair;
        private final Side side;
        private final int index;

        private Statement(Pair pair, Side side, int index) {
            this.pair = pair;
            this.side = side;
            this.index = index;
        }

        /** @return the statement text */
        public String text() {
            return (side == Side.CANDIDATE ? pair.request.candidate() : pair.request.reference()).statements()
                    .get(index);
        }

        /** @return which chain it belongs to */
        public Side side() {
            return side;
        }

        /** @return its position among its chain's graded statements (0-based) */
        public int index() {
            return index;
        }

        /** @return the statements of the other chain */
        public List<String> other() {
            return (side == Side.CANDIDATE ? pair.request.reference() : pair.request.candidate()).statements();
        }

        /** @return the other chain's statements, one per line ("" for an empty chain) */
        public String otherText() {
            return pair.text(side == Side.CANDIDATE ? Side.REFERENCE : Side.CANDIDATE);
        }

        /** @return the request (id, both chains, image) */
        public JudgeRequest request() {
            return pair.request;
        }

        /**
         * Adds the tokens a model request for this statement cost to the pair's total.
         *
         * @param usage the usage (null: nothing to add)
         */
        public void recordUsage(TokenUsage usage) {
            pair.add(usage);
        }

        @Override
        public String toString() {
            return side.label() + " statement " + (index + 1) + ": " + text();
        }
    }

    /** What the statements of one pair share: the request, the joined chain texts, the usage total. */
    private static final class Pair {
        private final JudgeRequest request;
        private String candidateText;
        private String referenceText;
        private TokenUsage usage;

        Pair(JudgeRequest request) {
            this.request = request;
        }

        synchronized String text(Side side) {
            if (side == Side.CANDIDATE) {
                if (candidateText == null) {
                    candidateText = String.join("\n", request.candidate().statements());
                }
                return candidateText;
            }
            if (referenceText == null) {
                referenceText = String.join("\n", request.reference().statements());
            }
            return referenceText;
        }

        synchronized void add(TokenUsage u) {
            if (u != null) {
                usage = usage == null ? u : usage.plus(u);
            }
        }

        synchronized ChainScore withUsage(ChainScore s) {
            return usage == null ? s : s.withUsage(usage);
        }
    }
}
