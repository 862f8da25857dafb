package org.georc.judges.llm.judge;

import org.georc.judges.llm.answer.Answers;
import org.georc.judges.llm.answer.Asker;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.gtpred.CountryGuess;
import org.georc.core.gtpred.LocationNormalizer;
import org.georc.core.spi.GenerationOptions;
import org.georc.core.spi.LanguageModel;

/**
 * Reads the predicted country from a chain's conclusion with an LLM, for conclusions the
 * gazetteer cannot read ("the Land of the Rising Sun", "somewhere near Kyoto"). The answer is
 * normalised like every other country ({@link LocationNormalizer}); a null answer means the
 * conclusion names no country.
 */
public final class LlmCountryExtractor {
    private static final String EXPECTED = "{\"country\": \"<name>\" or null}";
    private final Asker asker;

    /**
     * @param model   the LLM
     * @param retries extra attempts after an unreadable answer
     */
    public LlmCountryExtractor(LanguageModel model, int retries) {
        this.asker = new Asker(model, GenerationOptions.greedy().withMaxNewTokens(32), retries);
    }

    /**
     * @param chain a candidate chain
     * @return the normalised country of its conclusion (or last statement), empty when none is named
     * @throws org.georc.core.JudgeException when the answer stays unreadable
     */
    public Optional<String> predicted(ReasoningChain chain) {
        List<String> where = CountryGuess.answerLines(chain);
        if (where.isEmpty()) {
            return Optional.empty();
        }
        Optional<String> answer = asker.ask("country", Map.of("conclusion", String.join("\n", where)), EXPECTED, ans -> {
            JsonNode json = Answers.firstJsonObject(ans);
            if (json == null || !json.has("country")) {
                return Optional.empty();
            }
            JsonNode c = json.get("country");
            if (c.isNull()) {
                return Optional.of(Optional.<String>empty());
            }
            return c.isTextual() && !c.asText().isBlank() ? Optional.of(Optional.of(c.asText())) : Optional.empty();
        });
        return answer.map(LocationNormalizer.DEFAULT::country);
    }
}
