package org.georc.judges;

import java.time.Duration;
import java.util.List;
import org.georc.core.spi.LanguageModel;
import org.georc.core.spi.VisionLanguageModel;
import org.georc.judges.llm.http.OpenAiCompatibleModel;

/**
 * Opens the built-in chat model clients as the {@link LanguageModel} (and
 * {@link VisionLanguageModel}) of {@code org.georc.core.spi}, for a caller who asks a model
 * directly (the GTPred reasoning rater of {@link GtpredJudges}, or a model given to
 * {@link org.georc.judges.engine.ScoringEngine.Models#of}) rather than through the engine:
 *
 * <pre>{@code
 * try (VisionLanguageModel llm = LanguageModels.openAiCompatible().baseUrl("http://localhost:8000/v1")
 *         .model("Qwen/Qwen3-4B-Instruct-2507").maxRetries(0).connectTimeout(Duration.ofSeconds(2)).build()) {
 *     ...
 * }
 * }</pre>
 *
 * The client is the one {@code georc} uses for {@code --endpoint}: bounded retries with backoff,
 * a fleet of endpoints serving the same model, an API key read from a named environment variable
 * and never printed.
 */
public final class LanguageModels {
    private LanguageModels() {
    }

    /**
     * @return the options of a client of OpenAI-compatible {@code /chat/completions} servers (vLLM,
     *         Ollama, llama.cpp server, a hosted API): a base URL and a model name are required
     */
    public static OpenAiCompatible openAiCompatible() {
        return new OpenAiCompatible();
    }

    /**
     * Options of a client of OpenAI-compatible servers; {@link #build()} checks them and reads the
     * API key variable. The client takes text and images, decodes greedily with a seed unless asked
     * otherwise, and is closed by its caller.
     */
    public static final class OpenAiCompatible {
        private final OpenAiCompatibleModel.Builder client = OpenAiCompatibleModel.builder();

        private OpenAiCompatible() {
        }

        /**
         * @param url a base URL such as {@code http://localhost:8000/v1} (required, unless
         *            {@link #baseUrls} is given)
         * @return this builder
         */
        public OpenAiCompatible baseUrl(String url) {
            client.baseUrl(url);
            return this;
        }

        /**
         * @param urls base URLs of servers that serve the same model: requests go to the healthy one
         *             with the fewest in flight, and a failed attempt is retried on another
         * @return this builder
         */
        public OpenAiCompatible baseUrls(List<String> urls) {
            client.baseUrls(urls);
            return this;
        }

        /**
         * @param name the served model name (required)
         * @return this builder
         */
        public OpenAiCompatible model(String name) {
            client.model(name);
            return this;
        }

        /**
         * @param variable the environment variable holding the API key, sent as a bearer token
         *                 (optional; the key itself is never printed)
         * @return this builder
         */
        public OpenAiCompatible apiKeyEnv(String variable) {
            client.apiKeyEnv(variable);
            return this;
        }

        /**
         * @param n retries after the first attempt of a request that failed or timed out (default 4)
         * @return this builder
         */
        public OpenAiCompatible maxRetries(int n) {
            client.maxRetries(n);
            return this;
        }

        /**
         * @param t the longest wait for a connection to an endpoint (default 10 s, at most the request timeout)
         * @return this builder
         */
        public OpenAiCompatible connectTimeout(Duration t) {
            client.connectTimeout(t);
            return this;
        }

        /**
         * @param t the longest wait for one request (default 120 s)
         * @return this builder
         */
        public OpenAiCompatible timeout(Duration t) {
            client.timeout(t);
            return this;
        }

        /**
         * @param n requests in flight at most, over all endpoints (default 8)
         * @return this builder
         */
        public OpenAiCompatible maxConcurrency(int n) {
            client.maxConcurrency(n);
            return this;
        }

        /**
         * @return the client, to close when done
         * @throws org.georc.core.ConfigurationException for a missing or bad URL, a missing model, a
         *                                               setting out of range, or a named key variable
         *                                               that is unset
         */
        public VisionLanguageModel build() {
            return client.build();
        }
    }
}
