package org.georc.bench.serve;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Timer;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.ServerConnector;
import org.georc.core.ConfigurationException;
import org.georc.core.json.JsonLines;

/**
 * {@code georc serve}'s HTTP server (Javalin on Jetty 12) in front of a {@link ScoreService}:
 * {@code POST /v1/score}, {@code POST /get_reward} (OpenRLHF), {@code GET /healthz} and {@code GET
 * /metrics} (Prometheus text format through Micrometer). It binds to loopback unless told
 * otherwise, checks an optional bearer token in constant time (401; the token is never logged),
 * and bounds what a client can make it hold: bodies are read as they arrive without a thread
 * ({@link ScoringExchange}), within a body limit (413), a budget of bytes in flight across all
 * requests (503 with Retry-After) and a minimum upload rate (408); a client that hangs up while
 * its pairs wait withdraws them. Every error is the JSON error, Jetty's own included.
 * {@link #stop} drains: new requests get 503 while the accepted ones finish, up to the drain
 * timeout; past it, the waiting pairs are withdrawn and their requests answered 503
 * ({@link #requestsCut()}). The contract is docs/SERVE.md.
 *
 * <pre>{@code
 * try (ChainScorer scorer = ChainScorer.byName("embedding");
 *      ScoreService service = ScoreService.builder().scorer(scorer).build();
 *      ScoreServer server = ScoreServer.builder(service).port(8080).start()) {
 *     System.out.println("listening on " + server.port());
 * }
 * }</pre>
 */
public final class ScoreServer implements AutoCloseable {
    /** The endpoints, as metrics tag them. */
    static final List<String> ENDPOINTS = List.of("score", "get_reward", "healthz", "metrics");
    /** The status a request is counted with when its client went away before its answer. */
    static final int CLIENT_GONE = 499;
    /** Default of {@link Builder#maxBodyBytes}: 64 MiB, a 4,096-query rollout batch of 16 KB queries. */
    public static final long DEFAULT_MAX_BODY_BYTES = 64L << 20;
    /** Default of {@link Builder#minBodyRate}. */
    public static final long DEFAULT_MIN_BODY_RATE = 8192;
    /** How long a connection may stay silent, reading or idle, before it is closed. */
    private static final Duration IDLE_TIMEOUT = Duration.ofSeconds(30);

    private final ScoreService service;
    private final byte[] tokenHash;
    private final long maxBodyBytes;
    private final Duration drainTimeout;
    private final ByteBudget budget;
    private final long minBodyRate;
    private final Duration bodyGrace;
    private final Consumer<String> log;
    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final AtomicInteger inFlight = new AtomicInteger();
    private final Object drained = new Object();
    private final ClientWatch watch;
    private final Counter clientsGone;
    private final java.util.Set<String> loggedRefusals = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private final Javalin app;
    private volatile boolean draining;
    private volatile boolean stopped;
    private volatile int requestsCut;
    private volatile boolean workStopped = true;

    private ScoreServer(Builder b) {
        this.service = Objects.requireNonNull(b.service, "service");
        this.tokenHash = b.token == null ? null : sha256(b.token);
        this.maxBodyBytes = b.maxBodyBytes;
        this.drainTimeout = b.drainTimeout;
        this.budget = new ByteBudget(b.maxBytesInFlight > 0 ? b.maxBytesInFlight : ByteBudget.defaultLimit());
        this.minBodyRate = b.minBodyRate;
        this.bodyGrace = b.bodyGrace;
        this.log = b.log;
        if (maxBodyBytes < 1024) {
            throw new ConfigurationException("the body limit must be >= 1024 bytes, got " + maxBodyBytes);
        }
        if (b.maxBytesInFlight < 0 || minBodyRate < 0) {
            throw new ConfigurationException("the bytes in flight and the minimum body rate must be >= 0, got "
                    + b.maxBytesInFlight + " and " + minBodyRate);
        }
        for (String e : List.of("score", "get_reward")) {
            pairs(e);
            failures(e);
        }
        Gauge.builder("georc.serve.queue.depth", service.batcher(), PairBatcher::depth)
                .description("pairs accepted and not yet scored").register(registry);
        Gauge.builder("georc.serve.queue.capacity", service.batcher(), PairBatcher::capacity)
                .description("most pairs accepted at once").register(registry);
        Gauge.builder("georc.serve.requests.in.flight", inFlight, AtomicInteger::get)
                .description("scoring requests being served").register(registry);
        Gauge.builder("georc.serve.body.bytes.in.flight", budget, ByteBudget::used)
                .description("bytes of request bodies held").register(registry);
        Gauge.builder("georc.serve.body.bytes.limit", budget, ByteBudget::limit)
                .description("most bytes of request bodies held at once").register(registry);
        FunctionCounter.builder("georc.serve.labels.refused", service, ScoreService::refusedLabels)
                .description("get_reward labels that named no reference and were no chain (their pairs failed)")
                .register(registry);
        this.clientsGone = Counter.builder("georc.serve.clients.gone")
                .description("requests whose client hung up while their pairs waited (the pairs were withdrawn)")
                .register(registry);
        DistributionSummary batches = DistributionSummary.builder("georc.serve.batch.pairs")
                .description("pairs per judge batch").publishPercentileHistogram().register(registry);
        service.onBatch(batches::record);
        try {
            this.watch = new ClientWatch(e -> log.accept("georc serve: watching clients failed: " + e));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open a selector to watch clients", e);
        }
        this.app = Javalin.create(cfg -> {
            cfg.startup.showJavalinBanner = false;
            cfg.startup.showOldJavalinVersionWarning = false;
            cfg.http.prefer405over404 = true;
            cfg.jetty.addConnector((server, http) -> {
                http.setSendServerVersion(false);
                ServerConnector c = new ServerConnector(server, new HttpConnectionFactory(http));
                c.setHost(b.host);
                c.setPort(b.port);
                c.setIdleTimeout(IDLE_TIMEOUT.toMillis());
                return c;
            });
            cfg.jetty.modifyServer(server -> {
                server.insertHandler(new ScoringHandler(this));
                server.setErrorHandler(new JsonErrors());
            });
            cfg.routes.get("/healthz", this::health);
            cfg.routes.get("/metrics", this::metrics);
            cfg.routes.exception(HttpResponseException.class, (e, ctx) ->
                    json(ctx, e.getStatus(), problemJson(new HttpProblem(e.getStatus(), null, e.getMessage()))));
            cfg.routes.exception(Exception.class, (e, ctx) -> json(ctx, 500, problemJson(new HttpProblem(500, null,
                    "internal error: " + e.getClass().getSimpleName()))));
        });
    }

    /**
     * @param service what the server serves (closed by {@link #stop})
     * @return a builder
     */
    public static Builder builder(ScoreService service) {
        return new Builder(service);
    }

    /** @return the port the server listens on */
    public int port() {
        return app.port();
    }

    /** @return the meter registry behind {@code /metrics} */
    public PrometheusMeterRegistry registry() {
        return registry;
    }

    /** @return the most bytes of request bodies held at once */
    public long maxBytesInFlight() {
        return budget.limit();
    }

    // ---- what a ScoringExchange asks of the server

    ScoreService service() {
        return service;
    }

    ByteBudget budget() {
        return budget;
    }

    long maxBodyBytes() {
        return maxBodyBytes;
    }

    long minBodyRate() {
        return minBodyRate;
    }

    Duration bodyGrace() {
        return bodyGrace;
    }

    long idleTimeoutSeconds() {
        return IDLE_TIMEOUT.toSeconds();
    }

    /** A scoring request begins: counted before the draining check, so {@link #stop} waits for every one that passed it. */
    void enter() {
        inFlight.incrementAndGet();
    }

    /** A scoring request is over (answered, refused, or its client gone). */
    void leave(String endpoint, int status, long start) {
        if (inFlight.decrementAndGet() == 0) {
            synchronized (drained) {
                drained.notifyAll();
            }
        }
        done(endpoint, status, start);
    }

    /** Counts what an answered request scored. */
    void counted(String endpoint, ScoreService.Answer answer) {
        pairs(endpoint).increment(answer.pairs());
        failures(endpoint).increment(answer.failures());
    }

    /**
     * Logs a refusal a trainer shows only by its status line (OpenRLHF prints "413 Payload Too
     * Large"), once per endpoint and field, with the option to raise.
     */
    void refused(String endpoint, HttpProblem p) {
        if (p.status() == 413 && loggedRefusals.size() < 64 && loggedRefusals.add(endpoint + " " + p.field())) {
            log.accept("georc serve: /" + (endpoint.equals("score") ? "v1/score" : endpoint) + " answered 413: "
                    + p.getMessage() + " (logged once per field)");
        }
    }

    /** A client hung up while its pairs waited. */
    void clientGone(int waiting) {
        clientsGone.increment();
    }

    ClientWatch.Handle watch(EndPoint endPoint, Runnable gone) {
        return watch.watch(endPoint, gone);
    }

    private void health(Context ctx) {
        long start = System.nanoTime();
        ObjectNode body = service.health();
        body.put("max_body_bytes", maxBodyBytes);
        body.put("max_bytes_in_flight", budget.limit());
        int status = 200;
        if (draining) {
            status = 503;
            body.put("status", "draining");
        }
        json(ctx, status, body);
        done("healthz", status, start);
    }

    private void metrics(Context ctx) {
        long start = System.nanoTime();
        int status = 200;
        try {
            authorise(ctx.header("Authorization"));
            ctx.status(200).contentType("text/plain; version=0.0.4; charset=utf-8").result(registry.scrape());
        } catch (HttpProblem p) {
            status = p.status();
            ctx.header("WWW-Authenticate", "Bearer");
            json(ctx, p.status(), problemJson(p));
        } finally {
            done("metrics", status, start);
        }
    }

    private void done(String endpoint, int status, long start) {
        Counter.builder("georc.serve.requests").description("requests answered").tag("endpoint", endpoint)
                .tag("status", Integer.toString(status)).register(registry).increment();
        Timer.builder("georc.serve.request.duration").description("time to answer a request")
                .tag("endpoint", endpoint).publishPercentileHistogram().register(registry)
                .record(Duration.ofNanos(System.nanoTime() - start));
    }

    private Counter pairs(String endpoint) {
        return Counter.builder("georc.serve.pairs").description("pairs scored").tag("endpoint", endpoint)
                .register(registry);
    }

    private Counter failures(String endpoint) {
        return Counter.builder("georc.serve.pair.failures").description("pairs the judge could not score")
                .tag("endpoint", endpoint).register(registry);
    }

    /**
     * Refuses a request without the bearer token, comparing digests in constant time.
     *
     * @param header the request's Authorization header, or null
     * @throws HttpProblem 401
     */
    void authorise(String header) {
        if (tokenHash == null) {
            return;
        }
        String given = header != null && header.regionMatches(true, 0, "Bearer ", 0, 7) ? header.substring(7).strip() : "";
        if (!MessageDigest.isEqual(tokenHash, sha256(given))) {
            throw new HttpProblem(401, null, "missing or wrong bearer token");
        }
    }

    /**
     * @param p a refusal
     * @return its JSON answer: {@code {"error", "field"?, "status"}}
     */
    static ObjectNode problemJson(HttpProblem p) {
        ObjectNode o = JsonLines.object();
        o.put("error", p.getMessage());
        if (p.field() != null) {
            o.put("field", p.field());
        }
        o.put("status", p.status());
        return o;
    }

    /** Writes a Javalin answer whole, with its length. */
    private static void json(Context ctx, int status, ObjectNode body) {
        byte[] bytes = JsonLines.writeBytes(body);
        ctx.status(status).contentType("application/json");
        if (status == 401) {
            ctx.header("WWW-Authenticate", "Bearer");
        }
        ctx.res().setContentLength(bytes.length);
        try (var out = ctx.res().getOutputStream()) {
            out.write(bytes);
        } catch (IOException e) {
            // the client went away: nothing to answer
        }
    }

    private static byte[] sha256(String s) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }

    /**
     * Drains and stops: new requests get 503 at once; requests already accepted finish, up to the
     * drain timeout. Past it the work stops: the pairs still waiting are withdrawn (their requests
     * are answered 503 and counted in {@link #requestsCut()}), and a batch being scored is given a
     * few seconds, then its workers are interrupted. Then the server stops and the service's
     * workers end.
     */
    public void stop() {
        synchronized (this) {
            if (stopped) {
                return;
            }
            stopped = true;
        }
        draining = true;
        boolean inTime = awaitIdle(drainTimeout);
        if (!inTime) {
            requestsCut = inFlight.get();
            service.abort();
            awaitIdle(Duration.ofSeconds(5)); // the withdrawn requests get their 503
        }
        try {
            app.stop();
        } finally {
            workStopped = inTime ? service.close(null) : service.close(Duration.ofSeconds(10));
            watch.close();
            registry.close();
        }
    }

    /** @return whether every scoring request finished within the given time */
    private boolean awaitIdle(Duration within) {
        long deadline = System.nanoTime() + within.toNanos();
        synchronized (drained) {
            while (inFlight.get() > 0) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                try {
                    drained.wait(Math.max(1, left / 1_000_000));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return false;
                }
            }
        }
        return true;
    }

    /** @return whether {@link #stop} has begun */
    public boolean isStopping() {
        return draining;
    }

    /**
     * @return the scoring requests that were still being served when the drain timeout passed (0
     *         when the drain finished in time, or before {@link #stop})
     */
    public int requestsCut() {
        return requestsCut;
    }

    /**
     * @return false when, after {@link #stop}, a judge call was still running past the drain (the
     *         scorer should then not be closed under it)
     */
    public boolean workStopped() {
        return workStopped;
    }

    /** {@link #stop()}. */
    @Override
    public void close() {
        stop();
    }

    /** Builder; {@link #start()} binds the port. */
    public static final class Builder {
        private final ScoreService service;
        private String host = "127.0.0.1";
        private int port;
        private String token;
        private long maxBodyBytes = DEFAULT_MAX_BODY_BYTES;
        private long maxBytesInFlight;
        private long minBodyRate = DEFAULT_MIN_BODY_RATE;
        private Duration bodyGrace = Duration.ofSeconds(10);
        private Duration drainTimeout = Duration.ofSeconds(60);
        private Consumer<String> log = m -> { };

        private Builder(ScoreService service) {
            this.service = service;
        }

        /**
         * @param h the address to bind (default 127.0.0.1, loopback only)
         * @return this
         */
        public Builder host(String h) {
            this.host = Objects.requireNonNull(h);
            return this;
        }

        /**
         * @param p the port (default 0: any free port, see {@link ScoreServer#port()})
         * @return this
         */
        public Builder port(int p) {
            if (p < 0 || p > 65535) {
                throw new ConfigurationException("port must be in [0, 65535], got " + p);
            }
            this.port = p;
            return this;
        }

        /**
         * @param t the bearer token every request but {@code /healthz} must carry, or null (default: none)
         * @return this
         */
        public Builder token(String t) {
            this.token = t;
            return this;
        }

        /**
         * @param n the largest request body (default 64 MiB; larger: 413)
         * @return this
         */
        public Builder maxBodyBytes(long n) {
            this.maxBodyBytes = n;
            return this;
        }

        /**
         * @param n the most bytes of request bodies held at once, across requests (0, the default: an
         *          eighth of the JVM's maximum heap, at most 1 GiB); a body that would pass it gets 503
         *          with Retry-After, one larger than all of it 413
         * @return this
         */
        public Builder maxBytesInFlight(long n) {
            this.maxBytesInFlight = n;
            return this;
        }

        /**
         * @param bytesPerSecond the slowest a body may arrive, on average, after the grace period
         *                       (default 8,192; 0: no minimum); slower: 408, the connection closed
         * @return this
         */
        public Builder minBodyRate(long bytesPerSecond) {
            this.minBodyRate = bytesPerSecond;
            return this;
        }

        /**
         * @param d how long a body may take before the minimum rate applies (default 10 s)
         * @return this
         */
        public Builder bodyGrace(Duration d) {
            this.bodyGrace = Objects.requireNonNull(d);
            return this;
        }

        /**
         * @param d how long {@link ScoreServer#stop} waits for accepted requests (default 60 s)
         * @return this
         */
        public Builder drainTimeout(Duration d) {
            this.drainTimeout = Objects.requireNonNull(d);
            return this;
        }

        /**
         * @param messages where the server logs (a failure of its client watch)
         * @return this
         */
        public Builder log(Consumer<String> messages) {
            this.log = Objects.requireNonNull(messages);
            return this;
        }

        /** @return the server, listening */
        public ScoreServer start() {
            ScoreServer s = new ScoreServer(this);
            try {
                s.app.start();
            } catch (RuntimeException e) {
                s.watch.close();
                throw e;
            }
            return s;
        }
    }
}
