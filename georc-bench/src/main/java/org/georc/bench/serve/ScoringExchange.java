package org.georc.bench.serve;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.ByteBuffer;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.jetty.http.BadMessageException;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.Scheduler;
import org.georc.core.json.JsonLines;

/**
 * One request to a scoring endpoint ({@code POST /v1/score}, {@code POST /get_reward}), from its
 * headers to its answer, without ever holding a server thread while it waits:
 * <ol>
 *   <li>refused at once while the server drains (503) or without the bearer token (401), its body
 *       unread;</li>
 *   <li>its body read as it arrives, in blocks taken from the server's {@link ByteBudget} (503
 *       with Retry-After when the budget is spent), up to the body limit (413, after the rest is
 *       read and dropped so the client sees the answer), at a minimum rate after a grace period
 *       (408: a body that drips in is cut);</li>
 *   <li>parsed as a stream from those blocks, its pairs queued (429 when the queue is full);</li>
 *   <li>its client watched while the pairs wait ({@link ClientWatch}): a client that hangs up
 *       withdraws its pairs from the queue;</li>
 *   <li>answered, and its budget given back once the answer is written.</li>
 * </ol>
 */
final class ScoringExchange implements Runnable {
    /** How much of a refused body is read and dropped, so that the client can read the refusal. */
    private static final long MOST_DROPPED = 64L << 20;
    /** How often the upload rate is checked. */
    private static final long RATE_CHECK_MS = 1000;

    private final ScoreServer server;
    private final String endpoint;
    private final Request request;
    private final Response response;
    private final Callback callback;
    private final long start = System.nanoTime();
    private final AtomicBoolean completed = new AtomicBoolean();

    private RequestBody body;
    private long received;
    /** Set when the body is refused: the rest is read and dropped, then this is the answer. */
    private HttpProblem refusal;
    private boolean reading = true;
    private Scheduler.Task rateCheck;
    private volatile ScoreService.Pending pending;
    private volatile ClientWatch.Handle watch;
    private volatile boolean gone;

    ScoringExchange(ScoreServer server, String endpoint, Request request, Response response, Callback callback) {
        this.server = server;
        this.endpoint = endpoint;
        this.request = request;
        this.response = response;
        this.callback = callback;
    }

    /** Admits the request or refuses it, then starts reading its body. */
    void begin() {
        server.enter();
        try {
            if (server.isStopping()) {
                throw new HttpProblem(503, null, "the server is shutting down");
            }
            server.authorise(request.getHeaders().get(HttpHeader.AUTHORIZATION));
        } catch (HttpProblem p) {
            answer(p, true);
            return;
        }
        long declared = request.getLength();
        if (declared > server.maxBodyBytes()) {
            refusal = tooLarge(declared);
        } else if (declared > server.budget().limit()) {
            refusal = overBudget(declared);
        } else {
            body = new RequestBody(server.budget());
        }
        synchronized (this) {
            rateCheck = request.getComponents().getScheduler().schedule(this::checkRate, RATE_CHECK_MS,
                    TimeUnit.MILLISECONDS);
        }
        run();
    }

    /** Reads what has arrived; asks to be called again when more does. */
    @Override
    public void run() {
        while (true) {
            Content.Chunk chunk;
            synchronized (this) {
                if (!reading) {
                    return;
                }
                chunk = request.read();
                if (chunk == null) {
                    request.demand(this);
                    return;
                }
                if (Content.Chunk.isFailure(chunk)) {
                    reading = false;
                    cancelRateCheck();
                    failedRead(chunk.getFailure());
                    return;
                }
                take(chunk.getByteBuffer());
                chunk.release();
                if (!chunk.isLast() && (refusal == null || received - server.maxBodyBytes() < MOST_DROPPED)) {
                    continue;
                }
                reading = false;
                cancelRateCheck();
            }
            // the whole body is here (or enough of a refused one)
            if (refusal != null) {
                answer(refusal, true);
            } else {
                process();
            }
            return;
        }
    }

    /** Keeps the bytes while the body is within its limit and the budget has room; drops them after. */
    private void take(ByteBuffer bytes) {
        int n = bytes.remaining();
        received += n;
        if (refusal != null) {
            bytes.position(bytes.limit());
            return;
        }
        if (received > server.maxBodyBytes()) {
            refusal = tooLarge(received);
        } else if (!body.append(bytes)) {
            refusal = received > server.budget().limit() ? overBudget(received)
                    : new HttpProblem(503, "body", "the server holds its limit of " + server.budget().limit()
                    + " bytes of request bodies in flight (--max-bytes-in-flight); retry later");
        }
        if (refusal != null) {
            bytes.position(bytes.limit());
            body.release();
        }
    }

    private HttpProblem tooLarge(long bytes) {
        return new HttpProblem(413, "body", bytes + " bytes, over the limit of " + server.maxBodyBytes()
                + " (raise it with --max-body-bytes)");
    }

    private HttpProblem overBudget(long bytes) {
        return new HttpProblem(413, "body", bytes + " bytes, more than the server may hold of all bodies at once ("
                + server.budget().limit() + " bytes: raise --max-bytes-in-flight, or the JVM's heap with -Xmx)");
    }

    /** A body that arrives slower than the minimum rate, after the grace period, is cut with 408. */
    private void checkRate() {
        long elapsedMs;
        synchronized (this) {
            if (!reading) {
                return;
            }
            elapsedMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            long graceMs = server.bodyGrace().toMillis();
            long rate = server.minBodyRate();
            if (rate <= 0 || elapsedMs <= graceMs || received >= rate * (elapsedMs - graceMs) / 1000) {
                rateCheck = request.getComponents().getScheduler().schedule(this::checkRate, RATE_CHECK_MS,
                        TimeUnit.MILLISECONDS);
                return;
            }
            reading = false;
            if (body != null) {
                body.release();
            }
        }
        answer(new HttpProblem(408, "body", "arrived too slowly: " + received + " bytes in " + elapsedMs / 1000
                + " s, under the minimum of " + server.minBodyRate() + " bytes/s after the first "
                + server.bodyGrace().toSeconds() + " s (--min-body-rate)"), true);
    }

    private void cancelRateCheck() {
        if (rateCheck != null) {
            rateCheck.cancel();
        }
    }

    /** The body could not be read: the client went away, the idle timeout passed, or bad chunking. */
    private void failedRead(Throwable failure) {
        if (body != null) {
            body.release();
        }
        if (failure instanceof TimeoutException) {
            answer(new HttpProblem(408, "body", "no byte arrived for " + server.idleTimeoutSeconds()
                    + " s; the body was cut"), true);
        } else if (failure instanceof BadMessageException bad) {
            answer(new HttpProblem(400, "body", "could not be read: " + bad.getReason()), true);
        } else {
            gone = true;
            finish(ScoreServer.CLIENT_GONE, failure);
        }
    }

    /** Parses the body, queues its pairs and waits for them without a thread. */
    private void process() {
        ScoreService.Pending p;
        try {
            ObjectNode json = ScoreService.parse(body.stream());
            p = endpoint.equals("score") ? server.service().startScore(json) : server.service().startReward(json);
        } catch (HttpProblem e) {
            answer(e, e.status() == 429 || e.status() == 503);
            return;
        } catch (RuntimeException e) {
            answer(internal(e), false);
            return;
        }
        pending = p;
        watch = server.watch(request.getConnectionMetaData().getConnection().getEndPoint(), this::clientGone);
        p.answer().whenComplete((answer, failure) -> request.getContext().execute(() -> {
            ClientWatch.Handle w = watch;
            if (w != null) {
                w.stop();
            }
            if (gone) {
                finish(ScoreServer.CLIENT_GONE, new org.eclipse.jetty.io.EofException("the client went away"));
            } else if (failure == null) {
                server.counted(endpoint, answer);
                write(200, answer.body(), false);
            } else {
                Throwable cause = failure instanceof java.util.concurrent.CompletionException && failure.getCause() != null
                        ? failure.getCause() : failure;
                answer(cause instanceof HttpProblem hp ? hp : internal(cause), false);
            }
        }));
    }

    /** The client hung up while its pairs waited: they leave the queue. */
    private void clientGone() {
        gone = true;
        ScoreService.Pending p = pending;
        if (p != null) {
            server.clientGone(p.answer().isDone() ? 0 : 1);
            p.cancel();
        }
    }

    private static HttpProblem internal(Throwable e) {
        return new HttpProblem(500, null, "internal error: " + (e.getMessage() == null ? e.getClass().getSimpleName()
                : e.getMessage()));
    }

    private void answer(HttpProblem p, boolean close) {
        server.refused(endpoint, p);
        write(p.status(), ScoreServer.problemJson(p), close);
    }

    /**
     * Writes the whole answer with its length. A refusal the body was not read for closes the
     * connection (and says so), so no client sends its next request on it.
     */
    private void write(int status, ObjectNode json, boolean close) {
        if (completed.get()) {
            return;
        }
        byte[] bytes = JsonLines.writeBytes(json);
        try {
            response.setStatus(status);
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
            response.getHeaders().put(HttpHeader.CONTENT_LENGTH, bytes.length);
            if (status == 429 || status == 503) {
                response.getHeaders().put(HttpHeader.RETRY_AFTER, "1");
            }
            if (close || status == 401 || status == 429 || status == 503) {
                response.getHeaders().put(HttpHeader.CONNECTION, "close");
            }
        } catch (IllegalStateException e) {
            finish(status, e); // committed already: nothing more can be said
            return;
        }
        response.write(true, ByteBuffer.wrap(bytes), new Callback() {
            @Override
            public void succeeded() {
                finish(status, null);
            }

            @Override
            public void failed(Throwable x) {
                finish(ScoreServer.CLIENT_GONE, x);
            }
        });
    }

    /** Ends the exchange once: the budget back, the request counted, Jetty told. */
    private void finish(int status, Throwable failure) {
        if (!completed.compareAndSet(false, true)) {
            return;
        }
        synchronized (this) {
            reading = false;
            cancelRateCheck();
            if (body != null) {
                body.release();
            }
        }
        server.leave(endpoint, status, start);
        if (failure == null) {
            callback.succeeded();
        } else {
            callback.failed(failure);
        }
    }
}
