package org.georc.core.records;

import org.georc.core.scorefile.ScoreRecord;

import org.georc.core.chain.ReasoningChain;

/**
 * A line of the candidates file: {@code {"id", "model", "chain"}}.
 *
 * @param id     item id, matching a reference
 * @param model  the model that wrote the chain
 * @param chain  the parsed candidate chain
 * @param source file and line, for messages
 */
public record CandidateRecord(String id, String model, ReasoningChain chain, String source) {

    /** @return the (id, model) key that identifies a row of a score file */
    public String key() {
        return ScoreRecord.key(id, model);
    }
}
