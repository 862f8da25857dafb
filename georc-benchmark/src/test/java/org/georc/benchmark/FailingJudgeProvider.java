package org.georc.benchmark;

import org.georc.core.result.ChainScore;
import org.georc.core.result.Provenance;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeProvider;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.JudgeResources;

/** A test judge whose every pair fails (a failed score, as a judge reports a pair it could not score): a benchmark with a failure limit stops at its first step. */
public final class FailingJudgeProvider implements JudgeProvider {
    @Override
    public String name() {
        return "test-failing";
    }

    @Override
    public String description() {
        return "test judge: every pair fails";
    }

    @Override
    public Judge create(JudgeResources resources) {
        return new Judge() {
            @Override
            public String name() {
                return "test-failing";
            }

            @Override
            public ChainScore score(JudgeRequest r) {
                return ChainScore.failure("the test judge fails every pair", Provenance.builder("test-failing").build());
            }
        };
    }
}
