package org.georc.examples.spark;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.gtpred.CountryGuess;
import org.georc.core.io.ScoreRecord;
import org.georc.core.score.ChainScore;
import org.georc.judges.flags.ErrorFlag;
import org.georc.judges.flags.ErrorFlagger;
import org.georc.judges.flags.FlaggedStatement;

/**
 * Builds one score line the way {@code georc score} does: the library's
 * {@link ScoreRecord#toJson} (scores, provenance, alignments), then the predicted country and the
 * statement flags, with the library's {@link CountryGuess} and {@link ErrorFlagger}.
 *
 * <p>Not done here: {@code --country-by-llm} (an LLM reading conclusions the gazetteer cannot
 * read) and hallucination flags (they need the vlm judge's verdicts); the Spark example runs
 * judges without an LLM.
 */
final class ScoreLines {
    private ScoreLines() {
    }

    /**
     * @param id           item id
     * @param model        candidate model
     * @param candidate    the candidate chain
     * @param reference    the reference chain
     * @param country      the reference's true country, or null
     * @param score        the judge's score or failure
     * @param alignments   whether to write the alignments
     * @param flagger      the flagger, or null for no flags
     * @return the JSON line
     */
    static ObjectNode line(String id, String model, ReasoningChain candidate, ReasoningChain reference, String country,
                           ChainScore score, boolean alignments, ErrorFlagger flagger) {
        Map<String, String> fields = new LinkedHashMap<>();
        if (country != null) {
            fields.put("country", country);
        }
        ObjectNode line = ScoreRecord.toJson(id, model, score, alignments, fields);
        Optional<String> predicted = CountryGuess.predicted(candidate);
        predicted.ifPresent(p -> line.put("predicted_country", p));
        if (country != null) {
            line.put("country_correct", predicted.map(p -> CountryGuess.sameCountry(p, country)).orElse(false));
        }
        if (flagger != null) {
            line.put("statements", candidate.size());
            ObjectNode counts = line.putObject("flags");
            for (ErrorFlag f : ErrorFlag.values()) {
                if (f != ErrorFlag.HALLUCINATION) {
                    counts.put(f.key(), 0);
                }
            }
            ArrayNode list = line.putArray("flagged_statements");
            for (FlaggedStatement fs : flagger.flag(candidate, reference, null)) {
                counts.put(fs.flag().key(), counts.get(fs.flag().key()).asInt() + 1);
                list.addObject().put("index", fs.index()).put("flag", fs.flag().key()).put("reason", fs.reason());
            }
        }
        return line;
    }
}
