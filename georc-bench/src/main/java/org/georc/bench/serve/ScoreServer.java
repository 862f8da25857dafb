package org.georc.bench.serve;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Timer;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.georc.core.ConfigurationException;
import org.georc.core.json.JsonLines;

/**
 * {@code georc serve}'s HTTP server (Javalin on Jetty 12) in front of a {@link ScoreService}:
 * {@code POST /v1/score}, {@code POST /get_reward} (OpenRLHF), {@code GET /healthz} and {@code GET
 * /metrics} (Prometheus text format through Micrometer). It binds to loopback unless told
 * otherwise, refuses bodies over the limit (413), checks an optional bearer token in constant
 * time (401; the token is never logged), and {@link #stop} drains: new requests get 503 while
 * the accepted ones finish. The contract is docs/SERVE.md.
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

    private final ScoreService service;
    private final byte[] tokenHash;
    private final long maxBodyBytes;
    private final Duration drainTimeout;
    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final AtomicInteger inFlight = new AtomicInteger();
    private final Object drained = new Object();
    private final Javalin app;
    private volatile boolean draining;
    private volatile boolean stopped;

    private ScoreServer(Builder b) {
        this.service = Objects.requireNonNull(b.service, "service");
        this.tokenHash = b.token == null ? null : sha256(b.token);
        this.maxBodyBytes = b.maxBodyBytes;
        this.drainTimeout = b.drainTimeout;
        if (maxBodyBytes < 1024) {
            throw new ConfigurationException("the body limit must be >= 1024 bytes, got " + maxBodyBytes);
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
        DistributionSummary batches = DistributionSummary.builder("georc.serve.batch.pairs")
                .description("pairs per judge batch").publishPercentileHistogram().register(registry);
        service.onBatch(batches::record);
        this.app = Javalin.create(cfg -> {
            cfg.startup.showJavalinBanner = false;
            cfg.startup.showOldJavalinVersionWarning = false;
            cfg.http.maxRequestSize = maxBodyBytes;
            cfg.http.prefer405over404 = true;
            cfg.jetty.host = b.host;
            cfg.jetty.port = b.port;
            cfg.routes.post("/v1/score", ctx -> scoring(ctx, "score", service::score));
            cfg.routes.post("/get_reward", ctx -> scoring(ctx, "get_reward", service::reward));
            cfg.routes.get("/healthz", this::health);
            cfg.routes.get("/metrics", this::metrics);
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

    private void scoring(Context ctx, String endpoint, Function<ObjectNode, ScoreService.Answer> work) {
        long start = System.nanoTime();
        int status = 200;
        inFlight.incrementAndGet(); // before the draining check: stop() waits for every request that passed it
        try {
            if (draining) {
                throw new HttpProblem(503, null, "the server is shutting down");
            }
            authorise(ctx);
            ScoreService.Answer answer = work.apply(ScoreService.parse(body(ctx)));
            pairs(endpoint).increment(answer.pairs());
            failures(endpoint).increment(answer.failures());
            json(ctx, 200, answer.body());
        } catch (HttpProblem p) {
            status = p.status();
            problem(ctx, p);
        } catch (RuntimeException e) {
            status = 500;
            problem(ctx, new HttpProblem(500, null, "internal error: "
                    + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage())));
        } finally {
            if (inFlight.decrementAndGet() == 0) {
                synchronized (drained) {
                    drained.notifyAll();
                }
            }
            done(endpoint, status, start);
        }
    }

    private void health(Context ctx) {
        long start = System.nanoTime();
        ObjectNode body = service.health();
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
            authorise(ctx);
            ctx.status(200).contentType("text/plain; version=0.0.4; charset=utf-8").result(registry.scrape());
        } catch (HttpProblem p) {
            status = p.status();
            problem(ctx, p);
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

    /** Refuses a request without the bearer token, comparing digests in constant time. */
    private void authorise(Context ctx) {
        if (tokenHash == null) {
            return;
        }
        String header = ctx.header("Authorization");
        String given = header != null && header.regionMatches(true, 0, "Bearer ", 0, 7) ? header.substring(7).strip() : "";
        if (!MessageDigest.isEqual(tokenHash, sha256(given))) {
            ctx.header("WWW-Authenticate", "Bearer");
            throw new HttpProblem(401, null, "missing or wrong bearer token");
        }
    }

    /** The body, read up to the limit (413 beyond it; what is beyond is read and dropped, up to a bound). */
    private byte[] body(Context ctx) {
        long declared = ctx.req().getContentLengthLong();
        try (InputStream in = ctx.req().getInputStream()) {
            ByteArrayOutputStream out = new ByteArrayOutputStream((int) Math.min(Math.max(declared, 1024), maxBodyBytes));
            byte[] buf = new byte[16384];
            long total = 0;
            int n;
            // reading on past the limit lets the client finish sending and read the 413
            long bound = maxBodyBytes * 4 + (1 << 20);
            while (total <= bound && (n = in.read(buf)) >= 0) {
                if (total + n <= maxBodyBytes) {
                    out.write(buf, 0, n);
                }
                total += n;
            }
            if (total > maxBodyBytes) {
                throw new HttpProblem(413, "body", (declared > 0 ? declared : total) + " bytes, over the limit of "
                        + maxBodyBytes);
            }
            return out.toByteArray();
        } catch (IOException e) {
            throw HttpProblem.badField("body", "could not be read: " + e.getMessage());
        }
    }

    private static void problem(Context ctx, HttpProblem p) {
        ObjectNode o = JsonLines.object();
        o.put("error", p.getMessage());
        if (p.field() != null) {
            o.put("field", p.field());
        }
        o.put("status", p.status());
        if (p.status() == 429 || p.status() == 503) {
            ctx.header("Retry-After", "1");
        }
        if (p.status() == 401 || p.status() == 429 || p.status() == 503) {
            // refused before the body was read: the server drops the connection with the body unread, so it
            // says so, and a client does not send its next request on a connection about to close
            ctx.header("Connection", "close");
        }
        json(ctx, p.status(), o);
    }

    /**
     * Writes the whole answer, with its length, before the handler returns: a request counts as
     * finished only once its answer is sent, so {@link #stop} never stops Jetty under an answer
     * that is still to be written.
     */
    private static void json(Context ctx, int status, ObjectNode body) {
        byte[] bytes = JsonLines.writeBytes(body);
        ctx.status(status).contentType("application/json");
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
     * Drains and stops: new requests get 503 at once, requests already accepted finish (up to
     * the drain timeout), then the server stops and the service's workers end.
     */
    public void stop() {
        synchronized (this) {
            if (stopped) {
                return;
            }
            stopped = true;
        }
        draining = true;
        long deadline = System.nanoTime() + drainTimeout.toNanos();
        synchronized (drained) {
            while (inFlight.get() > 0) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    break;
                }
                try {
                    drained.wait(Math.max(1, left / 1_000_000));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
        }
        try {
            app.stop();
        } finally {
            service.close();
            registry.close();
        }
    }

    /** @return whether {@link #stop} has begun */
    public boolean isStopping() {
        return draining;
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
        private long maxBodyBytes = 16L * 1024 * 1024;
        private Duration drainTimeout = Duration.ofSeconds(60);

        private Builder(ScoreService service) {
            this.service = service;
        }

        /** @param h the address to bind (default 127.0.0.1, loopback only) @return this */
        public Builder host(String h) {
            this.host = Objects.requireNonNull(h);
            return this;
        }

        /** @param p the port (default 0: any free port, see {@link ScoreServer#port()}) @return this */
        public Builder port(int p) {
            if (p < 0 || p > 65535) {
                throw new ConfigurationException("port must be in [0, 65535], got " + p);
            }
            this.port = p;
            return this;
        }

        /** @param t the bearer token every request but {@code /healthz} must carry, or null (default: none) @return this */
        public Builder token(String t) {
            this.token = t;
            return this;
        }

        /** @param n the largest request body (default 16 MiB; larger: 413) @return this */
        public Builder maxBodyBytes(long n) {
            this.maxBodyBytes = n;
            return this;
        }

        /** @param d how long {@link ScoreServer#stop} waits for accepted requests (default 60 s) @return this */
        public Builder drainTimeout(Duration d) {
            this.drainTimeout = Objects.requireNonNull(d);
            return this;
        }

        /** @return the server, listening */
        public ScoreServer start() {
            ScoreServer s = new ScoreServer(this);
            s.app.start();
            return s;
        }
    }
}
