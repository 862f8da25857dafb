package org.georc.judges.llm.gtpred;

import org.georc.judges.llm.answer.Answers;
import org.georc.judges.llm.answer.Asker;
import org.georc.judges.llm.prompt.Prompts;

import java.util.Map;
import org.georc.core.gtpred.ReasoningRater;
import org.georc.core.spi.GenerationOptions;
import org.georc.core.spi.LanguageModel;

/**
 * GTPred's judged reasoning: the LLM rates a predicted explanation against the annotated one
 * from 1 to 10, with one prompt for the year ({@code gtpred-year-reasoning}) and one for the
 * location ({@code gtpred-location-reasoning}), and gives a short reason. The rating is
 * normalised by {@link org.georc.core.gtpred.GtpredScorer} ((r - 1) / 9 by default). An answer
 * that stays unreadable after the retries is a {@link org.georc.core.JudgeException}, which the
 * scorer records as the line's failure. Thread-safe when the model is.
 */
public final class GtpredReasoningJudge implements ReasoningRater {
    private static final String EXPECTED = "{\"rating\": <integer 1-10>, \"reason\": \"...\"}";
    private final Asker asker;
    private final String id;

    /**
     * @param model   the judge LLM
     * @param retries extra attempts after an unreadable answer
     * @throws IllegalArgumentException when {@code retries} is negative
     */
    public GtpredReasoningJudge(LanguageModel model, int retries) {
        if (retries < 0) {
            throw new IllegalArgumentException("retries must be >= 0, got " + retries);
        }
        this.asker = new Asker(model, GenerationOptions.greedy().withMaxNewTokens(96), retries);
        this.id = model.modelId() + ", prompts " + Prompts.VERSION;
    }

    @Override
    public Rating rate(Aspect aspect, String predicted, String annotated) {
        String prompt = aspect == Aspect.YEAR ? "gtpred-year-reasoning" : "gtpred-location-reasoning";
        Answers.Scored r = asker.ask(prompt, Map.of("prediction", predicted, "annotation", annotated), EXPECTED,
                ans -> Answers.number(ans, "rating", 1, 10));
        return new Rating(r.value(), r.trace());
    }

    @Override
    public String id() {
        return id;
    }
}
