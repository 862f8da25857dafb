package org.georc.judges.generate;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import org.georc.core.ConfigurationException;
import org.georc.core.spi.GenerationOptions;

/**
 * The settings every run that asks a model item by item shares ({@link CandidateGeneration},
 * {@link LlmBaseline}, {@link GtpredResponses}, {@link GtpredExtraction} and
 * {@code CategoryLabelling}): how many requests are in flight, how often an unusable answer is
 * asked again, whether earlier failures are redone, the sampling settings and where messages go.
 * A run's builder takes one of these ({@code settings(...)}) and keeps only its own options.
 *
 * <p>Immutable; {@link Builder#build()} checks the values, and this class alone words the
 * messages about them. The defaults are those of every run: 4 threads, 2 retries, no retry of
 * failures, seed 13, temperature 0, 1024 new tokens, messages dropped. A run that does not use a
 * setting (the extraction samples greedily; the categories run leaves retries and sampling to its
 * categoriser) refuses it when it was set ({@link #refuseGiven}), never ignores it.
 *
 * <pre>{@code
 * GenerationSettings s = GenerationSettings.builder().threads(8).retryFailed(true)
 *         .messages(System.err::println).build();
 * LlmBaseline b = LlmBaseline.builder(ChainGenerator.Kind.HALLUCINATED, reader).settings(s).build();
 * }</pre>
 */
public final class GenerationSettings {
    /** Setting name of {@link #threads()}, as messages write it. */
    public static final String THREADS = "threads";
    /** Setting name of {@link #retries()}. */
    public static final String RETRIES = "retries";
    /** Setting name of {@link #retryFailed()}. */
    public static final String RETRY_FAILED = "retryFailed";
    /** Setting name of {@link #seed()}. */
    public static final String SEED = "seed";
    /** Setting name of {@link #temperature()}. */
    public static final String TEMPERATURE = "temperature";
    /** Setting name of {@link #maxNewTokens()}. */
    public static final String MAX_NEW_TOKENS = "maxNewTokens";
    /** Setting name of {@link #messages()}. */
    public static final String MESSAGES = "messages";

    /** The most {@link #threads()} a run may hold in flight. */
    public static final int MAX_THREADS = 1024;

    private static final GenerationSettings DEFAULTS = builder().build();

    private final int threads;
    private final int retries;
    private final boolean retryFailed;
    private final long seed;
    private final double temperature;
    private final int maxNewTokens;
    private final Consumer<String> messages;
    private final Set<String> given;

    private GenerationSettings(Builder b) {
        this.threads = b.threads;
        this.retries = b.retries;
        this.retryFailed = b.retryFailed;
        this.seed = b.seed;
        this.temperature = b.temperature;
        this.maxNewTokens = b.maxNewTokens;
        this.messages = b.messages;
        this.given = Collections.unmodifiableSet(new LinkedHashSet<>(b.given));
    }

    /** @return a builder holding the defaults */
    public static Builder builder() {
        return new Builder();
    }

    /** @return the defaults: 4 threads, 2 retries, seed 13, temperature 0, 1024 new tokens, no messages */
    public static GenerationSettings defaults() {
        return DEFAULTS;
    }

    /** @return requests in flight */
    public int threads() {
        return threads;
    }

    /** @return extra attempts after an answer that gives nothing usable */
    public int retries() {
        return retries;
    }

    /** @return whether items whose earlier line records a failure are redone */
    public boolean retryFailed() {
        return retryFailed;
    }

    /** @return the seed */
    public long seed() {
        return seed;
    }

    /** @return the sampling temperature */
    public double temperature() {
        return temperature;
    }

    /** @return the longest answer in tokens */
    public int maxNewTokens() {
        return maxNewTokens;
    }

    /** @return where notes, progress and failures go, one line each */
    public Consumer<String> messages() {
        return messages;
    }

    /** @return the names of the settings the caller set (the constants of this class), in the order set */
    public Set<String> given() {
        return given;
    }

    /** @return the sampling settings as the models take them (no stop strings) */
    public GenerationOptions options() {
        return new GenerationOptions(maxNewTokens, temperature, seed, List.of());
    }

    /**
     * Adds the sampling settings to a run's settings fingerprint, as every generation run records
     * them: {@code temperature}, {@code max_new_tokens}, {@code seed}, in that order.
     *
     * @param fingerprint the run's settings, in order
     */
    public void putSampling(Map<String, String> fingerprint) {
        fingerprint.put("temperature", Double.toString(temperature));
        fingerprint.put("max_new_tokens", Integer.toString(maxNewTokens));
        fingerprint.put("seed", Long.toString(seed));
    }

    /**
     * For a run that asks for longer answers than any run must allow.
     *
     * @param min the run's least {@link #maxNewTokens()}
     * @param run the run, as messages name it
     * @throws ConfigurationException naming {@code maxNewTokens} when it is below {@code min}
     */
    public void requireMaxNewTokens(int min, String run) {
        if (maxNewTokens < min) {
            throw new ConfigurationException(tick(MAX_NEW_TOKENS) + " must be >= " + min + " for " + run + ", got "
                    + maxNewTokens);
        }
    }

    /**
     * For a run that does not use some settings: refuses them when the caller set them.
     *
     * @param run    the run, as messages name it
     * @param why    where those settings belong instead, or what the run does without them
     * @param unused the names of the settings the run does not use (the constants of this class)
     * @throws ConfigurationException naming each unused setting the caller set
     */
    public void refuseGiven(String run, String why, String... unused) {
        List<String> set = new ArrayList<>();
        for (String name : unused) {
            if (given.contains(name)) {
                set.add(tick(name));
            }
        }
        if (!set.isEmpty()) {
            throw new ConfigurationException(String.join(", ", set) + (set.size() == 1 ? " does" : " do")
                    + " not apply to " + run + ": " + why);
        }
    }

    @Override
    public String toString() {
        return "GenerationSettings[threads=" + threads + ", retries=" + retries + ", retryFailed=" + retryFailed
                + ", seed=" + seed + ", temperature=" + temperature + ", maxNewTokens=" + maxNewTokens + "]";
    }

    private static String tick(String name) {
        return "`" + name + "`";
    }

    /** Options of a {@link GenerationSettings}; {@link #build()} checks them. */
    public static final class Builder {
        private int threads = 4;
        private int retries = 2;
        private boolean retryFailed;
        private long seed = 13;
        private double temperature;
        private int maxNewTokens = 1024;
        private Consumer<String> messages = m -> { };
        private final Set<String> given = new LinkedHashSet<>();

        private Builder() {
        }

        /**
         * @param n requests in flight (1 to {@value GenerationSettings#MAX_THREADS}; default 4)
         * @return this builder
         */
        public Builder threads(int n) {
            this.threads = n;
            given.add(THREADS);
            return this;
        }

        /**
         * @param n extra attempts after an answer that gives nothing usable (at least 0; default 2)
         * @return this builder
         */
        public Builder retries(int n) {
            this.retries = n;
            given.add(RETRIES);
            return this;
        }

        /**
         * @param r redo items whose earlier line records a failure (default false)
         * @return this builder
         */
        public Builder retryFailed(boolean r) {
            this.retryFailed = r;
            given.add(RETRY_FAILED);
            return this;
        }

        /**
         * @param s the seed (default 13)
         * @return this builder
         */
        public Builder seed(long s) {
            this.seed = s;
            given.add(SEED);
            return this;
        }

        /**
         * @param t sampling temperature (at least 0, finite; default 0: greedy)
         * @return this builder
         */
        public Builder temperature(double t) {
            this.temperature = t;
            given.add(TEMPERATURE);
            return this;
        }

        /**
         * @param n longest answer in tokens (at least 1; default 1024)
         * @return this builder
         */
        public Builder maxNewTokens(int n) {
            this.maxNewTokens = n;
            given.add(MAX_NEW_TOKENS);
            return this;
        }

        /**
         * @param sink notes, progress and failures, one line each (default: dropped)
         * @return this builder
         */
        public Builder messages(Consumer<String> sink) {
            this.messages = Objects.requireNonNull(sink, MESSAGES);
            given.add(MESSAGES);
            return this;
        }

        /**
         * @return the settings
         * @throws ConfigurationException naming the first setting out of range
         */
        public GenerationSettings build() {
            atLeast(THREADS, threads, 1);
            if (threads > MAX_THREADS) {
                throw new ConfigurationException(tick(THREADS) + " must be <= " + MAX_THREADS + ", got " + threads);
            }
            atLeast(RETRIES, retries, 0);
            atLeast(MAX_NEW_TOKENS, maxNewTokens, 1);
            if (!(temperature >= 0.0) || !Double.isFinite(temperature)) {
                throw new ConfigurationException(tick(TEMPERATURE) + " must be a finite number >= 0, got "
                        + temperature);
            }
            return new GenerationSettings(this);
        }

        private static void atLeast(String name, int value, int min) {
            if (value < min) {
                throw new ConfigurationException(tick(name) + " must be >= " + min + ", got " + value);
            }
        }
    }
}
