package org.georc.judges.llm.http;

import org.georc.core.Redactor;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeoutException;
import org.georc.core.ConfigurationException;
import org.georc.core.GeorcException;
import org.georc.core.ModelException;
import org.georc.core.records.ImageFiles;
import org.georc.core.json.JsonLines;
import org.georc.core.spi.ChatMessage;
import org.georc.core.spi.Completion;
import org.georc.core.spi.GenerationOptions;
import org.georc.core.spi.VisionLanguageModel;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A chat model behind one or several OpenAI-compatible {@code /chat/completions} endpoints: vLLM,
 * Ollama, llama.cpp server, or a hosted API. Text and image inputs (an image file becomes a
 * base64 data URL); temperature 0 and a seed by default; per-request timeout; bounded retries
 * with exponential backoff and jitter on 429, 5xx, timeouts and I/O errors, honouring
 * {@code Retry-After}; at most {@code maxConcurrency} requests in flight over all endpoints.
 *
 * <p><b>A fleet.</b> With several endpoints (the same model served by several servers) each
 * request goes to the healthy endpoint with the fewest requests in flight; an attempt that fails
 * on one endpoint is retried at once on another; an endpoint that fails {@code ejectAfter} times
 * in a row is ejected for a back-off period and probed again afterwards (see
 * {@link EndpointPool}). {@link #endpointStats()} gives requests, failures and mean latency per
 * endpoint.
 *
 * <p>The reply's {@code usage} (prompt, completion and cached prompt tokens), when the server
 * sends it, comes back with {@link #complete}.
 *
 * <p>The API key is read from an environment variable the user names; it is sent as a bearer
 * token to every endpoint and never logged, printed or written to results.
 *
 * <p>This class runs the attempts of one request (permits, endpoint choice, retry or give up);
 * each other concern has its own class: {@link ChatRequestBody} writes the request,
 * {@link BoundedExchange} sends it under a deadline and a body cap, {@link ChatReply} reads the
 * reply and its usage, {@link RetryPolicy} says how long to wait, {@link EndpointPool} picks and
 * ejects endpoints, {@link EndpointUris} checks the base URLs.
 */
public final class OpenAiCompatibleModel implements VisionLanguageModel {
    private static final Logger LOG = LoggerFactory.getLogger(OpenAiCompatibleModel.class);

    private final EndpointPool pool;
    private final String model;
    private final String apiKey;
    private final Duration timeout;
    private final RetryPolicy retries;
    /** At most {@code maxConcurrency} requests in flight, over all endpoints, granted in order. */
    private final Semaphore permits;
    private final int maxConcurrency;
    private final BoundedExchange exchange;
    private final Redactor redactor;
    /** The endpoints as shown in messages and logs (secrets in a query, if any, hidden). */
    private final String endpointLabel;
    private final long maxImageBytes;

    private OpenAiCompatibleModel(Builder b, String apiKey, List<URI> uris) {
        this.model = b.model;
        this.apiKey = apiKey;
        this.timeout = b.timeout;
        this.retries = new RetryPolicy(b.maxRetries, b.initialBackoff, b.maxBackoff);
        this.maxConcurrency = b.maxConcurrency;
        this.permits = new Semaphore(b.maxConcurrency, true);
        Duration connect = b.connectTimeout.compareTo(b.timeout) < 0 ? b.connectTimeout : b.timeout;
        HttpClient http = HttpClient.newBuilder().connectTimeout(connect).version(HttpClient.Version.HTTP_1_1).build();
        this.exchange = new BoundedExchange(http, b.timeout, b.maxResponseBytes);
        this.redactor = Redactor.of(apiKey);
        List<String> labels = new java.util.ArrayList<>();
        for (URI u : uris) {
            labels.add(redactor.apply(u.toString()));
        }
        this.pool = new EndpointPool(uris, labels, b.ejectAfter, b.ejectFor, b.maxEjectFor, System::nanoTime);
        this.endpointLabel = labels.size() == 1 ? labels.get(0) : labels.size() + " endpoints (" + String.join(", ", labels) + ")";
        this.maxImageBytes = b.maxImageBytes;
    }

    /** @return a builder */
    public static Builder builder() {
        return new Builder();
    }

    @Override
    public String modelId() {
        return model;
    }

    /** @return the most requests in flight at once, over all endpoints */
    public int maxConcurrency() {
        return maxConcurrency;
    }

    /** @return requests, failures and mean latency per endpoint so far, in the order given */
    public List<EndpointStats> endpointStats() {
        return pool.stats();
    }

    @Override
    public String generate(List<ChatMessage> messages, GenerationOptions options) {
        return complete(messages, options).text();
    }

    @Override
    public String generate(List<ChatMessage> messages, Path image, GenerationOptions options) {
        return complete(messages, image, options).text();
    }

    @Override
    public Completion complete(List<ChatMessage> messages, GenerationOptions options) {
        return complete(ChatRequestBody.of(model, messages, null, options, maxImageBytes));
    }

    @Override
    public Completion complete(List<ChatMessage> messages, Path image, GenerationOptions options) {
        return complete(ChatRequestBody.of(model, messages, image, options, maxImageBytes));
    }

    private HttpRequest request(EndpointPool.Endpoint e, String json) {
        HttpRequest.Builder rb = HttpRequest.newBuilder(e.uri).timeout(timeout)
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json));
        if (apiKey != null) {
            rb.header("Authorization", "Bearer " + apiKey);
        }
        return rb.build();
    }

    private Completion complete(ObjectNode body) {
        String json = JsonLines.write(body);
        boolean fleet = pool.size() > 1;
        Set<EndpointPool.Endpoint> tried = new HashSet<>();
        String lastProblem = null;
        int attempts = 0;
        for (int attempt = 0; attempt <= retries.maxRetries(); attempt++) {
            Duration wait = null;
            try {
                permits.acquire();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new GeorcException("interrupted while waiting for " + endpointLabel, e);
            }
            EndpointPool.Endpoint ep = pool.acquire(tried);
            String where = fleet ? ep.label + ": " : "";
            long t0 = System.nanoTime();
            boolean settled = false;
            boolean interrupted = false;
            attempts++;
            try {
                HttpResponse<String> resp = exchange.send(request(ep, json));
                int code = resp.statusCode();
                if (code == 200) {
                    Completion c;
                    try {
                        c = ChatReply.read(resp.body(), ep.label, redactor);
                    } catch (ModelException unreadable) {
                        pool.failed(ep, unreadable.getMessage());
                        settled = true;
                        tried.add(ep);
                        // a server that answers garbage is retried on another server, never on itself
                        if (fleet && attempt < retries.maxRetries() && pool.anyOtherUsable(tried)) {
                            lastProblem = unreadable.getMessage();
                            continue;
                        }
                        throw unreadable;
                    }
                    pool.answered(ep, System.nanoTime() - t0);
                    settled = true;
                    return c;
                }
                lastProblem = where + "HTTP " + code + ": " + ChatReply.snippet(resp.body(), redactor);
                if (code == 429 || code >= 500) {
                    pool.failed(ep, lastProblem);
                    settled = true;
                    wait = retries.retryAfter(resp).orElse(null);
                } else {
                    pool.refused(ep);
                    settled = true;
                    throw new ModelException(ep.label + " refused the request (HTTP " + code + ": "
                            + ChatReply.snippet(resp.body(), redactor) + ")");
                }
            } catch (HttpTimeoutException | TimeoutException e) {
                lastProblem = where + "no complete answer within " + timeout.toMillis() + " ms";
            } catch (BoundedExchange.ResponseTooLarge e) {
                lastProblem = where + e.getMessage();
            } catch (IOException e) {
                lastProblem = where + "I/O error: " + redactor.apply(BoundedExchange.describe(e));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                interrupted = true;
                throw new GeorcException("interrupted while waiting for " + ep.label, e);
            } finally {
                permits.release();
                if (!settled) {
                    if (interrupted) {
                        pool.refused(ep);
                    } else {
                        pool.failed(ep, lastProblem);
                    }
                }
            }
            tried.add(ep);
            if (attempt == retries.maxRetries()) {
                break;
            }
            if (fleet && pool.anyOtherUsable(tried)) {
                LOG.debug("{} attempt {} failed ({}); retrying on another endpoint", endpointLabel, attempt + 1, lastProblem);
                continue;
            }
            Duration backoff = wait != null ? wait : retries.backoff(attempt);
            LOG.debug("{} attempt {} failed ({}); retrying in {} ms", endpointLabel, attempt + 1, lastProblem, backoff.toMillis());
            try {
                Thread.sleep(backoff.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new GeorcException("interrupted while backing off", e);
            }
        }
        throw new ModelException(endpointLabel + " failed after " + attempts + " attempt(s): " + lastProblem);
    }

    @Override
    public String toString() {
        return "OpenAiCompatibleModel[" + endpointLabel + ", model=" + model + ", key=" + (apiKey == null ? "none" : "set") + "]";
    }

    /** Builder; {@link #build()} validates and reads the API key variable. */
    public static final class Builder {
        private List<String> baseUrls = List.of();
        private String model;
        private String apiKeyEnv;
        private Duration timeout = Duration.ofSeconds(120);
        private int maxRetries = 4;
        private Duration initialBackoff = Duration.ofMillis(500);
        private Duration maxBackoff = Duration.ofSeconds(30);
        private int maxConcurrency = 8;
        private long maxResponseBytes = 8L * 1024 * 1024;
        private long maxImageBytes = ImageFiles.DEFAULT_MAX_BYTES;
        private java.util.function.Function<String, String> environment = System::getenv;
        private Duration connectTimeout = Duration.ofSeconds(10);
        private int ejectAfter = 3;
        private Duration ejectFor = Duration.ofSeconds(10);
        private Duration maxEjectFor = Duration.ofMinutes(5);

        private Builder() {
        }

        /**
         * @param url base URL such as http://localhost:8000/v1 (required, unless {@link #baseUrls} is given)
         * @return this
         */
        public Builder baseUrl(String url) {
            this.baseUrls = url == null ? List.of() : java.util.Collections.singletonList(url);
            return this;
        }

        /**
         * @param urls base URLs of servers that serve the same model (a fleet); requests are
         *             spread over them, see the class comment
         * @return this
         */
        public Builder baseUrls(List<String> urls) {
            this.baseUrls = urls == null ? List.of() : new java.util.ArrayList<>(urls);
            return this;
        }

        /**
         * @param t longest wait for a connection to an endpoint (default 10 s, at most the request timeout)
         * @return this
         */
        public Builder connectTimeout(Duration t) {
            this.connectTimeout = t;
            return this;
        }

        /**
         * @param failures    failed attempts in a row that eject an endpoint (default 3)
         * @param first       its first back-off period (default 10 s); it doubles on each ejection in a row
         * @param longest     the longest back-off period (default 5 min)
         * @return this
         */
        public Builder ejection(int failures, Duration first, Duration longest) {
            this.ejectAfter = failures;
            this.ejectFor = first;
            this.maxEjectFor = longest;
            return this;
        }

        /**
         * @param name the served model name (required)
         * @return this
         */
        public Builder model(String name) {
            this.model = name;
            return this;
        }

        /**
         * @param variable name of the environment variable holding the API key (optional)
         * @return this
         */
        public Builder apiKeyEnv(String variable) {
            this.apiKeyEnv = variable;
            return this;
        }

        /**
         * @param t per-request timeout (default 120 s)
         * @return this
         */
        public Builder timeout(Duration t) {
            this.timeout = t;
            return this;
        }

        /**
         * @param n retries after the first attempt (default 4)
         * @return this
         */
        public Builder maxRetries(int n) {
            this.maxRetries = n;
            return this;
        }

        /**
         * @param initial first backoff (default 500 ms)
         * @param max     longest backoff, also the cap on Retry-After (default 30 s)
         * @return this
         */
        public Builder backoff(Duration initial, Duration max) {
            this.initialBackoff = initial;
            this.maxBackoff = max;
            return this;
        }

        /**
         * @param n requests in flight at most (default 8)
         * @return this
         */
        public Builder maxConcurrency(int n) {
            this.maxConcurrency = n;
            return this;
        }

        /**
         * @param bytes largest response body accepted (default 8 MiB)
         * @return this
         */
        public Builder maxResponseBytes(long bytes) {
            this.maxResponseBytes = bytes;
            return this;
        }

        /**
         * @param bytes largest image sent (default 20 MiB)
         * @return this
         */
        public Builder maxImageBytes(long bytes) {
            this.maxImageBytes = bytes;
            return this;
        }

        /**
         * @param env where environment variables are read (tests)
         * @return this
         */
        Builder environment(java.util.function.Function<String, String> env) {
            this.environment = env;
            return this;
        }

        /**
         * @return the model client
         * @throws ConfigurationException for a missing URL or model, a bad URL, or a named key variable that is unset
         */
        public OpenAiCompatibleModel build() {
            if (baseUrls.isEmpty() || model == null || model.isBlank()) {
                throw new ConfigurationException("an OpenAI-compatible model needs a base URL and a model name");
            }
            List<URI> uris = new java.util.ArrayList<>();
            for (String url : baseUrls) {
                URI u = EndpointUris.chatCompletions(url);
                if (uris.contains(u)) {
                    throw new ConfigurationException("the endpoint " + Redactor.of().apply(url) + " is listed twice");
                }
                uris.add(u);
            }
            if (ejectAfter < 1 || ejectFor == null || ejectFor.isNegative() || maxEjectFor == null
                    || maxEjectFor.compareTo(ejectFor) < 0 || connectTimeout == null || connectTimeout.isNegative()
                    || connectTimeout.isZero()) {
                throw new ConfigurationException("ejection needs failures >= 1 and 0 <= first <= longest; the connect "
                        + "timeout must be > 0");
            }
            if (maxRetries < 0 || maxConcurrency < 1 || timeout.isNegative() || timeout.isZero()
                    || maxResponseBytes < 1024 || maxImageBytes < 1) {
                throw new ConfigurationException("maxRetries must be >= 0, maxConcurrency >= 1, timeout > 0, "
                        + "maxResponseBytes >= 1024, maxImageBytes >= 1");
            }
            String key = null;
            if (apiKeyEnv != null) {
                key = environment.apply(apiKeyEnv);
                if (key == null || key.isBlank()) {
                    throw new ConfigurationException("environment variable " + apiKeyEnv + " (named by `apiKeyEnv`) is not set");
                }
            }
            return new OpenAiCompatibleModel(this, key, List.copyOf(uris));
        }
    }
}
