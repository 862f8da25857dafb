package org.georc.judges.llm;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.georc.core.JudgeException;
import org.georc.core.score.Alignment;
import org.georc.core.score.ChainScore;
import org.georc.core.score.Provenance;
import org.georc.core.spi.GenerationOptions;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.LanguageModel;
import org.georc.metrics.OneToAll;
import org.georc.metrics.Prf;

/**
 * The paper's one-to-all LLM judge: for each candidate statement the model sees the whole
 * reference chain and that statement and answers 0-100; precision is the mean over candidate
 * statements. Recall is the same with the roles swapped. Alignments carry each statement's score
 * and the judge's short reason. If any statement's answer stays unreadable after the retries,
 * the pair is a recorded failure.
 *
 * <p><b>Cost.</b> The prompt puts everything a side's requests share (the rubric, then the whole
 * other chain) before the statement, so every request of a side starts with the same bytes and a
 * server's prefix cache (vLLM's automatic prefix caching) or the local decoder's reuses it. The
 * statements of a pair are asked concurrently, up to {@code concurrency} at once. With
 * {@code reasons == false} the judge asks for the bare score (prompt {@code one-to-all-bare}),
 * which decodes a few tokens instead of a sentence; alignments then carry no reason. Each score
 * carries the token usage of its requests when the back-end reports it.
 *
 * <p>Thread-safe when the model is.
 */
public final class OneToAllJudge implements Judge {
    /** The registered name. */
    public static final String NAME = "one-to-all";
    private static final String EXPECTED = "{\"score\": <integer 0-100>, \"reason\": \"...\"}";
    private static final String EXPECTED_BARE = "{\"score\": <integer 0-100>}";
    /** Decoding budget of an answer with a reason of at most 20 words. */
    static final int MAX_TOKENS = 96;
    /** Decoding budget of a bare score, {@code {"score": 100}}, with room for a little chatter. */
    static final int MAX_TOKENS_BARE = 24;

    private final Asker asker;
    private final Provenance template;
    private final boolean reasons;
    private final Fanout fanout;

    /**
     * A judge that asks for reasons and sends one request at a time.
     *
     * @param model   the judge LLM (the paper used Qwen3-4B-Instruct-2507)
     * @param retries extra attempts after an unreadable answer
     */
    public OneToAllJudge(LanguageModel model, int retries) {
        this(model, retries, true, 1);
    }

    /**
     * @param model       the judge LLM
     * @param retries     extra attempts after an unreadable answer
     * @param reasons     ask for a reason with each score (false: the bare score)
     * @param concurrency requests of one pair in flight at once (at least 1)
     */
    public OneToAllJudge(LanguageModel model, int retries, boolean reasons, int concurrency) {
        this.reasons = reasons;
        this.asker = new Asker(model, GenerationOptions.greedy().withMaxNewTokens(reasons ? MAX_TOKENS : MAX_TOKENS_BARE),
                retries);
        Map<String, String> params = new TreeMap<>();
        params.put("retries", Integer.toString(retries));
        if (!reasons) {
            params.put("reasons", "false"); // absent when true, so earlier score files resume unchanged
        }
        this.template = new Provenance(NAME, model.modelId(), null, Prompts.VERSION, params, Instant.EPOCH);
        this.fanout = new Fanout(concurrency, "georc-one-to-all");
    }

    @Override
    public Provenance provenance() {
        return template;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public ChainScore score(JudgeRequest request) {
        Provenance p = template.at(Instant.now());
        UsageMeter meter = new UsageMeter();
        List<String> cand = request.candidate().statements();
        List<String> ref = request.reference().statements();
        String refText = chainText(ref);
        String candText = chainText(cand);
        int n = cand.size();
        try {
            // candidate statements first (all against the reference chain), then reference
            // statements (against the candidate chain): requests of a side share their prefix
            List<Answers.Scored> answers = fanout.run(n + ref.size(), i -> i < n
                    ? ask(refText, cand.get(i), "candidate", i, meter)
                    : ask(candText, ref.get(i - n), "reference", i - n, meter));
            List<Alignment> ca = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                ca.add(alignment(i, cand.get(i), answers.get(i)));
            }
            List<Alignment> ra = new ArrayList<>(ref.size());
            for (int j = 0; j < ref.size(); j++) {
                ra.add(alignment(j, ref.get(j), answers.get(n + j)));
            }
            Prf prf = OneToAll.aggregate(scores(ca), scores(ra));
            return ChainScore.of(prf, ca, ra, p).withUsage(meter.total());
        } catch (JudgeException e) {
            return ChainScore.failure(e.getMessage(), p).withUsage(meter.total());
        }
    }

    private static String chainText(List<String> statements) {
        String t = String.join("\n", statements);
        return t.isEmpty() ? "(empty chain)" : t;
    }

    private Answers.Scored ask(String chain, String statement, String side, int index, UsageMeter meter) {
        try {
            return asker.ask(reasons ? "one-to-all" : "one-to-all-bare", Map.of("chain", chain, "statement", statement),
                    reasons ? EXPECTED : EXPECTED_BARE, ans -> Answers.number(ans, "score", 0, 100), meter);
        } catch (JudgeException e) {
            throw new JudgeException(side + " statement " + index + ": " + e.getMessage(), e);
        }
    }

    private static Alignment alignment(int i, String statement, Answers.Scored a) {
        return new Alignment(i, statement, OneToAll.fromPercent(a.value()), -1, null, a.trace());
    }

    private static double[] scores(List<Alignment> a) {
        return a.stream().mapToDouble(Alignment::score).toArray();
    }

    /** Stops the helper threads of concurrent requests. The model is not closed (it was passed in). */
    @Override
    public void close() {
        fanout.close();
    }
}
