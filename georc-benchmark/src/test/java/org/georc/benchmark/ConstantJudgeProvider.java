package org.georc.benchmark;

import java.util.List;
import org.georc.core.result.ChainScore;
import org.georc.core.result.Provenance;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeProvider;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.JudgeResources;
import org.georc.metrics.Prf;

/** A test judge that needs no model and gives every pair 0.5: benchmark tests run without loading any weights. */
public final class ConstantJudgeProvider implements JudgeProvider {
    @Override
    public String name() {
        return "test-constant";
    }

    @Override
    public String description() {
        return "test judge: 0.5 for every pair";
    }

    @Override
    public Judge create(JudgeResources resources) {
        return new Judge() {
            @Override
            public String name() {
                return "test-constant";
            }

            @Override
            public ChainScore score(JudgeRequest r) {
                return ChainScore.of(Prf.of(0.5, 0.5), List.of(), List.of(), Provenance.builder("test-constant").build());
            }
        };
    }
}
