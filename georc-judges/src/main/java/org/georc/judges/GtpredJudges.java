package org.georc.judges;

import org.georc.core.gtpred.LevelMatcher;
import org.georc.core.gtpred.ReasoningRater;
import org.georc.core.spi.LanguageModel;
import org.georc.judges.llm.gtpred.GtpredReasoningJudge;
import org.georc.judges.llm.gtpred.LlmLevelMatcher;

/**
 * The LLM parts of GTPred scoring, as {@code georc gtpred} uses them, for a
 * {@link org.georc.core.gtpred.GtpredScorer} built in Java:
 *
 * <pre>{@code
 * GtpredScorer scorer = GtpredScorer.builder()
 *         .reasoningRater(GtpredJudges.reasoningRater(llm, 2))   // --reasoning
 *         .levelMatcher(GtpredJudges.levelMatcher(llm, 2))       // --match-by-llm (optional)
 *         .build();
 * }</pre>
 *
 * The model is the caller's (for instance {@link LanguageModels#openAiCompatible()}) and is closed
 * by the caller, after the scorer's last use.
 */
public final class GtpredJudges {
    private GtpredJudges() {
    }

    /**
     * The paper's reasoning judge: rates a predicted year or location reasoning against the
     * annotated one from 1 to 10 (prompts {@code gtpred-year-reasoning} and
     * {@code gtpred-location-reasoning}) and gives a short reason. An answer that stays unreadable
     * after the retries is a {@link org.georc.core.JudgeException}, which the scorer records as the
     * line's failure. Thread-safe when the model is.
     *
     * @param model   the judge LLM
     * @param retries extra attempts after an unreadable answer (at least 0; {@code georc} uses 2)
     * @return the rater
     * @throws IllegalArgumentException when {@code retries} is negative
     */
    public static ReasoningRater reasoningRater(LanguageModel model, int retries) {
        return new GtpredReasoningJudge(model, retries);
    }

    /**
     * Asks the LLM whether two names of one location level that still differ after normalisation
     * denote the same place ("NY" and "New York State"), with the prompt {@code gtpred-same-place};
     * each distinct question is asked once per matcher. Thread-safe when the model is.
     *
     * @param model   the LLM
     * @param retries extra attempts after an unreadable answer (at least 0; {@code georc} uses 2)
     * @return the matcher
     * @throws IllegalArgumentException when {@code retries} is negative
     */
    public static LevelMatcher levelMatcher(LanguageModel model, int retries) {
        return new LlmLevelMatcher(model, retries);
    }
}
