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
}
