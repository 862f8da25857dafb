package org.georc.core.report;

import java.util.Locale;

/**
 * The kind of chain writer a leaderboard row stands for, read from its model name alone: human
 * experts ({@code expert-*}, {@code human-expert-average}), the paper's baselines (models named
 * {@code hallucinated}, {@code random}, {@code paraphrased}, or starting with one of those words
 * and a dash, as {@code random-hallucinated}) and every other model, taken to be a VLM.
 */
public enum ModelGroup {
    /** Expert chains scored against other experts. */
    HUMAN_EXPERT("Human Expert"),
    /** The hallucinated, random and paraphrased baselines. */
    BASELINE("Baseline"),
    /** Everything else: vision-language models. */
    VLM("VLM");

    private final String label;

    ModelGroup(String label) {
        this.label = label;
    }

    /** @return the name shown in tables ("Human Expert", "Baseline", "VLM") */
    public String label() {
        return label;
    }

    /**
     * @param model a model name as score files write it
     * @return its group
     */
    public static ModelGroup of(String model) {
        String m = model.toLowerCase(Locale.ROOT);
        if (m.startsWith("expert-") || m.equals(Leaderboard.HUMAN_EXPERT_AVERAGE)) {
            return HUMAN_EXPERT;
        }
        for (String b : new String[] {"hallucinated", "random", "paraphrased"}) {
            if (m.equals(b) || m.startsWith(b + "-")) {
                return BASELINE;
            }
        }
        return VLM;
    }
}
