package org.georc.judges.llm;

import java.util.Map;
import org.georc.core.spi.GenerationOptions;
import org.georc.core.spi.LanguageModel;
import org.georc.metrics.GtpredScoring;

/**
 * GTPred's judged reasoning score: the LLM rates a predicted explanation against the annotated
 * one from 1 to 10; the rating r is normalised to [0, 1] as {@code (r - 1) / 9}
 * ({@link GtpredScoring#reasoningScore}), so 1 gives 0 and 10 gives 1. The final GTPred score is
 * the answer score times this.
 */
public final class GtpredReasoningJudge {
    private static final String EXPECTED = "{\"rating\": <integer 1-10>, \"reason\": \"...\"}";
    private final Asker asker;

    /**
     * @param model   the judge LLM
     * @param retries extra attempts after an unreadable answer
     */
    public GtpredReasoningJudge(LanguageModel model, int retries) {
        this.asker = new Asker(model, GenerationOptions.greedy().withMaxNewTokens(64), retries);
    }

    /**
     * @param prediction the predicted reasoning
     * @param annotation the annotated reasoning
     * @return the normalised score in [0, 1] and the judge's reason
     * @throws org.georc.core.JudgeException when the rating stays unreadable
     */
    public Answers.Scored score(String prediction, String annotation) {
        Answers.Scored r = asker.ask("gtpred-reasoning", Map.of("prediction", prediction, "annotation", annotation),
                EXPECTED, ans -> Answers.number(ans, "rating", 1, 10));
        return new Answers.Scored(GtpredScoring.reasoningScore(r.value()), r.reason(), r.note());
    }
}
