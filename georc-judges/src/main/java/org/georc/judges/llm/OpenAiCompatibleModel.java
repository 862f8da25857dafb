package org.georc.judges.llm;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Base64;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Flow;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.ThreadLocalRandom;
import org.georc.core.ConfigurationException;
import org.georc.core.GeorcException;
import org.georc.core.ModelException;
import org.georc.core.io.ImageFiles;
import org.georc.core.io.JsonLines;
import org.georc.core.spi.ChatMessage;
import org.georc.core.spi.Completion;
import org.georc.core.spi.TokenUsage;
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
 */
public final class OpenAiCompatibleModel implements VisionLanguageModel {
    private static final Logger LOG = LoggerFactory.getLogger(OpenAiCompatibleModel.class);

    private final EndpointPool pool;
    private final String model;
    private final String apiKey;
    private final Duration timeout;
    private final int maxRetries;
    private final Duration initialBackoff;
    private final Duration maxBackoff;
    private final Semaphore permits;
    private final int maxConcurrency;
    private final HttpClient http;
    private final Redactor redactor;
    /** The endpoints as shown in messages and logs (secrets in a query, if any, hidden). */
    private final String endpointLabel;
    private final long maxResponseBytes;
    private final long maxImageBytes;

    private OpenAiCompatibleModel(Builder b, String apiKey, List<URI> uris) {
        this.model = b.model;
        this.apiKey = apiKey;
        this.timeout = b.timeout;
        this.maxRetries = b.maxRetries;
        this.initialBackoff = b.initialBackoff;
        this.maxBackoff = b.maxBackoff;
        this.maxConcurrency = b.maxConcurrency;
        this.permits = new Semaphore(b.maxConcurrency, true);
        Duration connect = b.connectTimeout.compareTo(b.timeout) < 0 ? b.connectTimeout : b.timeout;
        this.http = HttpClient.newBuilder().connectTimeout(connect).version(HttpClient.Version.HTTP_1_1).build();
        this.redactor = Redactor.of(apiKey);
        List<String> labels = new java.util.ArrayList<>();
        for (URI u : uris) {
            labels.add(redactor.apply(u.toString()));
        }
        this.pool = new EndpointPool(uris, labels, b.ejectAfter, b.ejectFor, b.maxEjectFor, System::nanoTime);
        this.endpointLabel = labels.size() == 1 ? labels.get(0) : labels.size() + " endpoints (" + String.join(", ", labels) + ")";
        this.maxResponseBytes = b.maxResponseBytes;
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
        return complete(body(messages, null, options));
    }

    @Override
    public Completion complete(List<ChatMessage> messages, Path image, GenerationOptions options) {
        return complete(body(messages, image, options));
    }

    /**
     * The request body. An image goes into the first user message, before its text: the image
     * then belongs to the prefix that every question about the same photo shares (a server's
     * prefix cache reuses it), and a stricter re-ask that follows refers back to it.
     */
    private ObjectNode body(List<ChatMessage> messages, Path image, GenerationOptions options) {
        ObjectNode body = JsonLines.MAPPER.createObjectNode();
        body.put("model", model);
        body.put("temperature", options.temperature());
        body.put("seed", options.seed());
        body.put("max_tokens", options.maxNewTokens());
        if (!options.stopSequences().isEmpty()) {
            options.stopSequences().forEach(body.putArray("stop")::add);
        }
        ArrayNode arr = body.putArray("messages");
        int firstUser = -1;
        for (int i = 0; i < messages.size() && firstUser < 0; i++) {
            if (messages.get(i).role() == ChatMessage.Role.USER) {
                firstUser = i;
            }
        }
        String dataUrl = image == null ? null : dataUrl(image, maxImageBytes);
        for (int i = 0; i < messages.size(); i++) {
            ChatMessage m = messages.get(i);
            ObjectNode o = arr.addObject();
            o.put("role", m.role().name().toLowerCase(Locale.ROOT));
            if (dataUrl != null && i == firstUser) {
                ArrayNode parts = o.putArray("content");
                parts.addObject().put("type", "image_url").putObject("image_url").put("url", dataUrl);
                parts.addObject().put("type", "text").put("text", m.content());
            } else {
                o.put("content", m.content());
            }
        }
        return body;
    }

    /**
     * The image as a data URL: checked first (regular file, size limit, PNG/JPEG/WebP by its
     * bytes) and labelled with the MIME type its bytes announce, whatever the file is called.
     */
    static String dataUrl(Path image, long maxBytes) {
        ImageFiles.Image checked = ImageFiles.check(image, maxBytes);
        byte[] bytes = ImageFiles.read(checked, maxBytes);
        return "data:" + checked.mimeType() + ";base64," + Base64.getEncoder().encodeToString(bytes);
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
        String json;
        try {
            json = JsonLines.MAPPER.writeValueAsString(body);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        boolean fleet = pool.size() > 1;
        Set<EndpointPool.Endpoint> tried = new HashSet<>();
        String lastProblem = null;
        int attempts = 0;
        for (int attempt = 0; attempt <= maxRetries; attempt++) {
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
                HttpResponse<String> resp = send(request(ep, json));
                int code = resp.statusCode();
                if (code == 200) {
                    Completion c;
                    try {
                        c = read(resp.body(), ep);
                    } catch (ModelException unreadable) {
                        pool.failed(ep, unreadable.getMessage());
                        settled = true;
                        tried.add(ep);
                        // a server that answers garbage is retried on another server, never on itself
                        if (fleet && attempt < maxRetries && pool.anyOtherUsable(tried)) {
                            lastProblem = unreadable.getMessage();
                            continue;
                        }
                        throw unreadable;
                    }
                    pool.answered(ep, System.nanoTime() - t0);
                    settled = true;
                    return c;
                }
                lastProblem = where + "HTTP " + code + ": " + snippet(resp.body());
                if (code == 429 || code >= 500) {
                    pool.failed(ep, lastProblem);
                    settled = true;
                    wait = retryAfter(resp).orElse(null);
                } else {
                    pool.refused(ep);
                    settled = true;
                    throw new ModelException(ep.label + " refused the request (HTTP " + code + ": "
                            + snippet(resp.body()) + ")");
                }
            } catch (HttpTimeoutException | TimeoutException e) {
                lastProblem = where + "no complete answer within " + timeout.toMillis() + " ms";
            } catch (ResponseTooLarge e) {
                lastProblem = where + e.getMessage();
            } catch (IOException e) {
                lastProblem = where + "I/O error: " + redactor.apply(describe(e));
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
            if (attempt == maxRetries) {
                break;
            }
            if (fleet && pool.anyOtherUsable(tried)) {
                LOG.debug("{} attempt {} failed ({}); retrying on another endpoint", endpointLabel, attempt + 1, lastProblem);
                continue;
            }
            Duration backoff = wait != null ? wait : backoff(attempt);
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

    /**
     * Sends one request with a deadline that covers the whole exchange, body included (the
     * request timeout alone stops at the response headers), and a cap on the body's size.
     */
    private HttpResponse<String> send(HttpRequest request) throws IOException, InterruptedException, TimeoutException {
        var future = http.sendAsync(request, info -> new LimitedBody(maxResponseBytes));
        try {
            return future.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            future.cancel(true);
            throw e;
        } catch (InterruptedException e) {
            future.cancel(true);
            throw e;
        } catch (ExecutionException e) {
            Throwable c = e.getCause();
            if (c instanceof ResponseTooLarge r) {
                throw r;
            }
            if (c instanceof IOException io) {
                throw io;
            }
            throw new IOException(describe(c), c);
        }
    }

    private static String describe(Throwable e) {
        String m = e.getMessage();
        return e.getClass().getSimpleName() + (m == null || m.isBlank() ? "" : ": " + m);
    }

    /** A response body over the size limit. */
    static final class ResponseTooLarge extends IOException {
        ResponseTooLarge(long limit) {
            super("the response body exceeds the limit of " + limit + " bytes");
        }
    }

    /** Collects a UTF-8 body, cancelling the exchange once it passes the limit. */
    private static final class LimitedBody implements HttpResponse.BodySubscriber<String> {
        private final long limit;
        private final java.io.ByteArrayOutputStream buffer = new java.io.ByteArrayOutputStream();
        private final java.util.concurrent.CompletableFuture<String> result = new java.util.concurrent.CompletableFuture<>();
        private Flow.Subscription subscription;

        LimitedBody(long limit) {
            this.limit = limit;
        }

        @Override
        public java.util.concurrent.CompletionStage<String> getBody() {
            return result;
        }

        @Override
        public void onSubscribe(Flow.Subscription s) {
            subscription = s;
            s.request(Long.MAX_VALUE);
        }

        @Override
        public void onNext(List<java.nio.ByteBuffer> items) {
            if (result.isDone()) {
                return;
            }
            for (java.nio.ByteBuffer b : items) {
                if (buffer.size() + (long) b.remaining() > limit) {
                    subscription.cancel();
                    result.completeExceptionally(new ResponseTooLarge(limit));
                    return;
                }
                byte[] chunk = new byte[b.remaining()];
                b.get(chunk);
                buffer.write(chunk, 0, chunk.length);
            }
        }

        @Override
        public void onError(Throwable t) {
            result.completeExceptionally(t);
        }

        @Override
        public void onComplete() {
            result.complete(buffer.toString(java.nio.charset.StandardCharsets.UTF_8));
        }
    }

    /** Exponential backoff with full jitter: uniform in [0, min(max, initial * 2^attempt)]. */
    private Duration backoff(int attempt) {
        long cap = Math.min(maxBackoff.toMillis(), initialBackoff.toMillis() << Math.min(attempt, 20));
        return Duration.ofMillis(ThreadLocalRandom.current().nextLong(cap / 2, cap + 1));
    }

    private java.util.Optional<Duration> retryAfter(HttpResponse<String> resp) {
        return resp.headers().firstValue("Retry-After").flatMap(v -> {
            try {
                long s = Long.parseLong(v.strip());
                return java.util.Optional.of(Duration.ofSeconds(Math.max(0, s)));
            } catch (NumberFormatException e) {
                try {
                    ZonedDateTime t = ZonedDateTime.parse(v.strip(), DateTimeFormatter.RFC_1123_DATE_TIME);
                    Duration d = Duration.between(ZonedDateTime.now(), t);
                    return java.util.Optional.of(d.isNegative() ? Duration.ZERO : d);
                } catch (java.time.format.DateTimeParseException e2) {
                    return java.util.Optional.empty();
                }
            }
        }).map(d -> d.compareTo(maxBackoff) > 0 ? maxBackoff : d);
    }

    private Completion read(String body, EndpointPool.Endpoint ep) {
        JsonNode root;
        try {
            root = JsonLines.MAPPER.readTree(body);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new ModelException(ep.label + " answered with a body that is not JSON: " + snippet(body), e);
        }
        JsonNode content = root == null ? null : root.path("choices").path(0).path("message").path("content");
        if (content == null || !content.isTextual()) {
            throw new ModelException(ep.label + " answered without choices[0].message.content: " + snippet(body));
        }
        return new Completion(redactor.exact(content.asText()), usage(root.path("usage")));
    }

    /** The reply's {@code usage}, when it holds whole, non-negative token counts; null otherwise. */
    static TokenUsage usage(JsonNode u) {
        JsonNode p = u.path("prompt_tokens");
        JsonNode c = u.path("completion_tokens");
        if (!p.isIntegralNumber() || !c.isIntegralNumber() || p.asLong() < 0 || c.asLong() < 0) {
            return null;
        }
        JsonNode cached = u.path("prompt_tokens_details").path("cached_tokens");
        long k = cached.isIntegralNumber() ? Math.max(0, Math.min(cached.asLong(), p.asLong())) : 0;
        return TokenUsage.ofRequest(p.asLong(), c.asLong(), k);
    }

    /** A server body quoted in an error: redacted first, then cut to 200 characters. */
    private String snippet(String s) {
        if (s == null) {
            return "";
        }
        String head = s.length() > 4096 ? s.substring(0, 4096) : s;
        String t = redactor.apply(head).replaceAll("\\s+", " ").strip();
        return t.length() > 200 ? t.substring(0, 200) + "..." : t;
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

        /** @param name the served model name (required) @return this */
        public Builder model(String name) {
            this.model = name;
            return this;
        }

        /** @param variable name of the environment variable holding the API key (optional) @return this */
        public Builder apiKeyEnv(String variable) {
            this.apiKeyEnv = variable;
            return this;
        }

        /** @param t per-request timeout (default 120 s) @return this */
        public Builder timeout(Duration t) {
            this.timeout = t;
            return this;
        }

        /** @param n retries after the first attempt (default 4) @return this */
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

        /** @param n requests in flight at most (default 8) @return this */
        public Builder maxConcurrency(int n) {
            this.maxConcurrency = n;
            return this;
        }

        /** @param bytes largest response body accepted (default 8 MiB) @return this */
        public Builder maxResponseBytes(long bytes) {
            this.maxResponseBytes = bytes;
            return this;
        }

        /** @param bytes largest image sent (default 20 MiB) @return this */
        public Builder maxImageBytes(long bytes) {
            this.maxImageBytes = bytes;
            return this;
        }

        /** @param env where environment variables are read (tests) @return this */
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
                URI u = endpointUri(url);
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
                    throw new ConfigurationException("environment variable " + apiKeyEnv + " (named by --api-key-env) is not set");
                }
            }
            return new OpenAiCompatibleModel(this, key, List.copyOf(uris));
        }

        /** Checks one base URL and turns it into its chat-completions URI. */
        private static URI endpointUri(String baseUrl) {
            if (baseUrl == null || baseUrl.isBlank()) {
                throw new ConfigurationException("an OpenAI-compatible model needs a base URL and a model name");
            }
            URI uri;
            try {
                uri = new URI(baseUrl.strip());
            } catch (java.net.URISyntaxException e) {
                throw new ConfigurationException("the base URL is not a valid URL: "
                        + Redactor.of().apply(baseUrl) + " (" + e.getReason() + ")");
            }
            if (!"http".equalsIgnoreCase(uri.getScheme()) && !"https".equalsIgnoreCase(uri.getScheme())) {
                throw new ConfigurationException("the base URL must start with http:// or https://, got "
                        + Redactor.of().apply(baseUrl));
            }
            if (uri.getRawUserInfo() != null) {
                throw new ConfigurationException("the base URL carries credentials (user:password@host): they would "
                        + "not be sent as authentication and could leak into logs and result files. Remove them, put "
                        + "the key in an environment variable and name it with --api-key-env (sent as a bearer "
                        + "token): " + Redactor.of().apply(baseUrl));
            }
            if (uri.getHost() == null) {
                throw new ConfigurationException("the base URL has no host: " + Redactor.of().apply(baseUrl));
            }
            String base = baseUrl.strip();
            base = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
            return URI.create(base.endsWith("/chat/completions") ? base : base + "/chat/completions");
        }
    }
}
