package org.georc.benchmark;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.georc.core.ConfigurationException;
import org.georc.judges.engine.ScoringEngine;

/**
 * What the steps of a {@link Benchmark} will need, checked before step 1 so that a missing model
 * is found in seconds, not hours in: the baselines (an LLM for the two an LLM writes, the
 * hallucinated chains for the random one), then the judge with its options and models, opened once
 * the way every step will open it.
 */
final class Preflight {
    private Preflight() {
    }

    /**
     * @param b      the benchmark's settings
     * @param engine opens the judge as a step does
     * @throws ConfigurationException listing every step that lacks what it needs
     */
    static void check(Benchmark.Builder b, Supplier<ScoringEngine> engine) {
        List<String> missing = new ArrayList<>();
        List<String> llmBaselines = b.baselines().stream().filter(k -> !k.equals("random")).distinct().toList();
        if (!llmBaselines.isEmpty() && !b.hasBaselineModel()) {
            missing.add("baselines " + String.join(",", llmBaselines) + " (an LLM that writes them: baselineModel)");
        }
        if (b.baselines().contains("random") && !b.baselines().contains("hallucinated")
                && !Files.exists(b.outputDir().resolve("baselines").resolve("hallucinated.jsonl"))) {
            missing.add("baselines random (it draws from the hallucinated chains: add hallucinated to the baselines)");
        }
        if (!missing.isEmpty()) {
            throw new ConfigurationException("nothing was run: these steps need what was not given: "
                    + String.join("; ", missing));
        }
        try (ScoringEngine e = engine.get()) {
            // opening it checks the judge, its options and its models (a model that cannot load fails now)
            b.messages().accept("== checked: judge " + e.provider().name() + " and its models");
        }
    }
}
