package org.georc.bench.benchmark;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.georc.core.ConfigurationException;
import org.georc.core.spi.JudgeProvider;
import org.georc.core.spi.Judges;
import org.georc.core.spi.SentenceEncoder;
import org.georc.judges.engine.ScoringEngine;

/**
 * What the steps of a {@link Benchmark} will need, checked before step 1 so that a missing model
 * is found in seconds, not hours in: the judge and its options, and an LLM for every step that
 * asks one (the judge, the LLM country reading, the hallucinated and paraphrased baselines).
 *
 * @param judge        the judge's name
 * @param judgeOptions its options
 * @param countryByLlm whether unclear conclusions' countries are read by the judge LLM
 * @param baselines    the baselines to write
 * @param outputDir    the run's folder (the random baseline may draw from its hallucinated chains)
 */
public record Preflight(String judge, Map<String, String> judgeOptions, boolean countryByLlm, List<String> baselines,
                        Path outputDir) {
    /** @return the parts of the scoring steps that ask an LLM, in words */
    public List<String> askers() {
        List<String> askers = new ArrayList<>();
        if (ScoringEngine.usesLanguageModel(judge)) {
            askers.add("the judge " + judge);
        }
        if (countryByLlm) {
            askers.add("--country-by-llm");
        }
        return askers;
    }

    /** @return the baselines an LLM writes */
    public List<String> llmBaselines() {
        return baselines.stream().filter(k -> !k.equals("random")).distinct().toList();
    }

    /** @return whether any step asks an LLM */
    public boolean asksLlm() {
        return !askers().isEmpty() || !llmBaselines().isEmpty();
    }

    /** @return whether the judge uses a sentence encoder (to load before step 1) */
    public boolean usesEncoder() {
        return Judges.provider(judge).uses(SentenceEncoder.class);
    }

    /**
     * Checks the judge's options and that every step has its model.
     *
     * @param llmGiven      whether an LLM back-end (an endpoint or a local decoder) is given
     * @param local         whether it is a local decoder (which needs no model name)
     * @param model         the model named for the judge, or null
     * @param baselineModel the model named for the baselines, or null (then the judge's)
     * @throws ConfigurationException listing every step that lacks what it needs
     */
    public void check(boolean llmGiven, boolean local, String model, String baselineModel) {
        JudgeProvider provider = Judges.provider(judge);
        Judges.checkOptions(provider, judgeOptions);
        List<String> missing = new ArrayList<>();
        if (!askers().isEmpty() && (!llmGiven || !(local || model != null))) {
            missing.add(String.join(" and ", askers()) + " (an LLM: --endpoint URL and --model NAME, or --model-dir "
                    + "DIR)");
        }
        List<String> llmBaselines = llmBaselines();
        if (!llmBaselines.isEmpty() && (!llmGiven || (!local && baselineModel == null && model == null))) {
            missing.add("--baselines " + String.join(",", llmBaselines) + " (an LLM that writes them: --endpoint URL "
                    + "and --baseline-model NAME or --model NAME, or --model-dir DIR)");
        }
        if (baselines.contains("random") && !baselines.contains("hallucinated")
                && !Files.exists(outputDir.resolve("baselines").resolve("hallucinated.jsonl"))) {
            missing.add("--baselines random (it draws from the hallucinated chains: add hallucinated to --baselines)");
        }
        if (!missing.isEmpty()) {
            throw new ConfigurationException("nothing was run: these steps need what was not given: "
                    + String.join("; ", missing));
        }
    }
}
