package org.georc.judges.generate;

import java.util.Objects;
import java.util.function.Consumer;
import org.georc.core.ConfigurationException;

/**
 * The settings every run of this package that asks a model item by item shares
 * ({@link CandidateGeneration}, {@link LlmBaseline}, {@link GtpredResponses}): how many requests
 * are in flight, how often an unusable answer is asked again, whether earlier failures are redone,
 * the sampling settings and where messages go. Each run's builder extends it and adds its own.
 *
 * @param <B> the concrete builder, returned by every setter
 */
public abstract class GenerationBuilder<B extends GenerationBuilder<B>> {
    int threads = 4;
    int retries = 2;
    boolean retryFailed;
    long seed = 13;
    double temperature;
    int maxNewTokens = 1024;
    Consumer<String> messages = m -> { };

    GenerationBuilder() {
    }

    /** @return this builder as its own type */
    abstract B self();

    /**
     * @param n requests in flight (default 4)
     * @return this builder
     */
    public B threads(int n) {
        this.threads = n;
        return self();
    }

    /**
     * @param n extra attempts after an answer that gives nothing usable (default 2)
     * @return this builder
     */
    public B retries(int n) {
        this.retries = n;
        return self();
    }

    /**
     * @param r redo items whose earlier line records a failure
     * @return this builder
     */
    public B retryFailed(boolean r) {
        this.retryFailed = r;
        return self();
    }

    /**
     * @param s the seed (default 13)
     * @return this builder
     */
    public B seed(long s) {
        this.seed = s;
        return self();
    }

    /**
     * @param t sampling temperature (default 0)
     * @return this builder
     */
    public B temperature(double t) {
        this.temperature = t;
        return self();
    }

    /**
     * @param n longest answer in tokens (default 1024)
     * @return this builder
     */
    public B maxNewTokens(int n) {
        this.maxNewTokens = n;
        return self();
    }

    /**
     * @param sink notes, progress and failures, one line each
     * @return this builder
     */
    public B messages(Consumer<String> sink) {
        this.messages = Objects.requireNonNull(sink, "messages");
        return self();
    }

    /** @throws ConfigurationException naming the option when a shared setting is out of range */
    void checkShared() {
        atLeast("`threads`", threads, 1);
        atLeast("`retries`", retries, 0);
        atLeast("`maxNewTokens`", maxNewTokens, 1);
    }

    private static void atLeast(String option, int value, int min) {
        if (value < min) {
            throw new ConfigurationException(option + " must be >= " + min + ", got " + value);
        }
    }
}
