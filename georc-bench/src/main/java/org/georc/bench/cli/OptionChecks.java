package org.georc.bench.cli;

/**
 * Range checks of numeric options, each naming the one option that is wrong and its value
 * ({@code --max-row-bytes must be >= 1024, got 1000}), so a user never has to guess which of a
 * list of options was meant.
 */
final class OptionChecks {
    private OptionChecks() {
    }

    /**
     * @param option the option ("--threads")
     * @param value  its value; null (not given) passes
     * @param min    the smallest value allowed
     * @throws IllegalArgumentException when the value is smaller
     */
    static void atLeast(String option, Number value, long min) {
        if (value != null && value.longValue() < min) {
            throw new IllegalArgumentException(option + " must be >= " + min + ", got " + value);
        }
    }

    /** The most worker threads any option may ask for: each is a real thread with its own buffers. */
    static final int MAX_THREADS = 512;

    /**
     * Refuses options that are missing, naming them as picocli does.
     *
     * @param hint          what may be given instead (appended to the message), or ""
     * @param labelsValues  pairs of an option's label ("--truth=T.jsonl") and its value (null: missing)
     */
    static void require(String hint, Object... labelsValues) {
        java.util.List<String> missing = new java.util.ArrayList<>();
        for (int i = 0; i < labelsValues.length; i += 2) {
            if (labelsValues[i + 1] == null) {
                missing.add("'" + labelsValues[i] + "'");
            }
        }
        refuse(!missing.isEmpty(), "Missing required option" + (missing.size() > 1 ? "s: " : ": ")
                + String.join(", ", missing) + hint);
    }

    /** @param threads a --threads value, which must be from 1 to {@link #MAX_THREADS} */
    static void threads(int threads) {
        atLeast("--threads", threads, 1);
        atMost("--threads", threads, MAX_THREADS);
    }

    /**
     * @param option the option ("--threads")
     * @param value  its value; null (not given) passes
     * @param max    the largest value allowed
     * @throws IllegalArgumentException when the value is larger
     */
    static void atMost(String option, Number value, long max) {
        if (value != null && value.longValue() > max) {
            throw new IllegalArgumentException(option + " must be <= " + max + ", got " + value);
        }
    }

    /**
     * @param wrong   whether the options given do not fit together
     * @param message what is wrong
     * @throws IllegalArgumentException with the message when {@code wrong}
     */
    static void refuse(boolean wrong, String message) {
        if (wrong) {
            throw new IllegalArgumentException(message);
        }
    }

    /**
     * @param lm      the model the LLM options built
     * @param message why a vision-language model is needed
     * @return the model as a VLM
     * @throws org.georc.core.ConfigurationException (after closing it) when it is a text-only model
     */
    static org.georc.core.spi.VisionLanguageModel vision(org.georc.core.spi.LanguageModel lm, String message) {
        if (lm instanceof org.georc.core.spi.VisionLanguageModel vlm) {
            return vlm;
        }
        lm.close();
        throw new org.georc.core.ConfigurationException(message);
    }
}
