package org.georc.judges.llm.http;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One HTTP exchange with a deadline that covers the whole of it, body included (the request
 * timeout alone stops at the response headers), and a cap on the body's size.
 */
final class BoundedExchange {
    private final HttpClient http;
    private final Duration timeout;
    private final long maxResponseBytes;

    /**
     * @param http             the client
     * @param timeout          the deadline of one exchange
     * @param maxResponseBytes the largest body accepted
     */
    BoundedExchange(HttpClient http, Duration timeout, long maxResponseBytes) {
        this.http = http;
        this.timeout = timeout;
        this.maxResponseBytes = maxResponseBytes;
    }

    /**
     * Sends one request.
     *
     * @param request the request
     * @return the response, its body read whole
     * @throws ResponseTooLarge     when the body passes the limit
     * @throws TimeoutException     when the exchange outlasts the deadline
     * @throws IOException          for a transport error
     * @throws InterruptedException when interrupted (the exchange is cancelled)
     */
    HttpResponse<String> send(HttpRequest request) throws IOException, InterruptedException, TimeoutException {
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

    /** @return the exception's class and message, for a one-line problem report */
    static String describe(Throwable e) {
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
        private final ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        private final CompletableFuture<String> result = new CompletableFuture<>();
        private Flow.Subscription subscription;

        LimitedBody(long limit) {
            this.limit = limit;
        }

        @Override
        public CompletionStage<String> getBody() {
            return result;
        }

        @Override
        public void onSubscribe(Flow.Subscription s) {
            subscription = s;
            s.request(Long.MAX_VALUE);
        }

        @Override
        public void onNext(List<ByteBuffer> items) {
            if (result.isDone()) {
                return;
            }
            for (ByteBuffer b : items) {
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
            result.complete(buffer.toString(StandardCharsets.UTF_8));
        }
    }
}
