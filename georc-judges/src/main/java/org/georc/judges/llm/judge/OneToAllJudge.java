package org.georc.judges.llm.judge;

import org.georc.judges.llm.Fanout;
import org.georc.judges.llm.answer.Answers;
import org.georc.judges.llm.answer.Asker;
import org.georc.judges.llm.answer.UsageMeter;
import org.georc.judges.llm.prompt.Prompts;

import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.georc.core.result.Provenance;
import org.georc.core.spi.GenerationOptions;
import org.georc.core.spi.LanguageModel;
import org.georc.core.spi.StatementJudge;
import org.georc.metrics.OneToAll;

/**
 * The paper's one-to-all LLM judge: for each candidate statement the model sees the whole
 * reference chain and that statement and answers 0-100; precision is the mean over candidate
 * statements. Recall is the same with the roles swapped. Alignments carry each statement's score
 * and the judge's short reason. If any statement's answer stays unreadable after the retries,
 * the pair is a recorded failure. Built on {@link StatementJudge}, which does the aggregation.
 *
 * <p><b>Cost.</b> The prompt puts everything a side's requests share (the rubric, then the whole
 * other chain) before the statement, so every request of a side starts with the same bytes and a
 * server's prefix cache (vLLM's automatic prefix caching) or the local decoder's reuses it. The
 * statements of a pair are asked concurrently, up to {@code concurrency} at once, candidate
 * statements first. With {@code reasons == false} the judge asks for the bare score (prompt
 * {@code one-to-all-bare}), which decodes a few tokens instead of a sentence; alignments then
 * carry no reason. Each score carries the token usage of its requests when the back-end reports it.
 *
 * <p>Thread-safe when the model is.
 */
public final class OneToAllJudge extends StatementJudge {
    /** The registered name. */
    public static final String NAME = "one-to-all";
    private static final String EXPECTED = "{\"score\": <integer 0-100>, \"reason\": \"...\"}";
    private static final String EXPECTED_BARE = "{\"score\": <integer 0-100>}";
    /** Decoding budget of an answer with a reason of at most 20 words. */
    static final int MAX_TOKENS = 96;
    /** Decoding budget of a bare score, {@code {"score": 100}}, with room for a little chatter. */
    static final int MAX_TOKENS_BARE = 24;

    private final Asker asker;
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
        super(template(model, retries, reasons));
        this.reasons = reasons;
        this.asker = new Asker(model, GenerationOptions.greedy().withMaxNewTokens(reasons ? MAX_TOKENS : MAX_TOKENS_BARE),
                retries);
        this.fanout = new Fanout(concurrency, "georc-one-to-all");
    }

    private static Provenance template(LanguageModel model, int retries, boolean reasons) {
        Provenance.Builder b = Provenance.builder(NAME).model(model.modelId()).promptVersion(Prompts.VERSION)
                .parameter("retries", retries);
        if (!reasons) {
            b.parameter("reasons", "false"); // absent when true, so earlier score files resume unchanged
        }
        return b.build();
    }

    @Override
    protected Rating rate(Statement s) {
        UsageMeter meter = new UsageMeter();
        try {
            String chain = s.other().isEmpty() ? "(empty chain)" : s.otherText();
            Answers.Scored a = asker.ask(reasons ? "one-to-all" : "one-to-all-bare",
                    Map.of("chain", chain, "statement", s.text()), reasons ? EXPECTED : EXPECTED_BARE,
                    ans -> Answers.number(ans, "score", 0, 100), meter);
            return Rating.of(OneToAll.fromPercent(a.value()), a.trace());
        } finally {
            s.recordUsage(meter.total());
        }
    }

    /** The statements of a pair go out concurrently, up to the judge's concurrency. */
    @Override
    protected <T> List<T> runAll(int count, IntFunction<T> task) {
        return fanout.run(count, task);
    }

    /** Stops the helper threads of concurrent requests. The model is not closed (it was passed in). */
    @Override
    public void close() {
        fanout.close();
    }
}
