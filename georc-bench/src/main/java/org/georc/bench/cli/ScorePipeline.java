package org.georc.bench.cli;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;
import java.util.function.Predicate;
import org.georc.core.GeorcException;

/**
 * Runs the batches of a scoring run on worker threads and hands their results to the caller in
 * batch order. Each worker does a batch's whole work (clause extraction, encoding, matching,
 * contradiction check, flags, the JSON text of its rows), so while one batch waits on the
 * encoder another's Java work runs; the caller only writes. Up to {@code 2 x threads} batches
 * are queued ahead of the writer, so workers do not wait for it.
 */
final class ScorePipeline implements AutoCloseable {
    private final ExecutorService pool;
    private final int ahead;

    /**
     * @param threads worker threads, at least 1
     */
    ScorePipeline(int threads) {
        AtomicInteger n = new AtomicInteger();
        this.pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "georc-score-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        this.ahead = 2 * threads;
    }

    /**
     * Runs {@code work} for batches {@code 0 .. batches-1} and passes each result to {@code
     * sink} in batch order, on the calling thread.
     *
     * @param batches how many batches
     * @param work    the work of one batch, by index; runs on a worker
     * @param sink    takes each result in order; returns false to stop (batches not yet handed
     *                over are cancelled)
     * @param <T>     the result of a batch
     * @return true when every batch was handed over, false when the sink stopped the run
     * @throws GeorcException the first failure of a batch's work (its cause kept)
     */
    <T> boolean run(int batches, IntFunction<T> work, Predicate<T> sink) {
        Deque<Future<T>> queued = new ArrayDeque<>();
        int next = 0;
        try {
            while (next < batches || !queued.isEmpty()) {
                while (next < batches && queued.size() < ahead) {
                    int k = next++;
                    queued.add(pool.submit(() -> work.apply(k)));
                }
                T done = queued.removeFirst().get();
                if (!sink.test(done)) {
                    queued.forEach(f -> f.cancel(true));
                    return false;
                }
            }
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            queued.forEach(f -> f.cancel(true));
            throw new GeorcException("interrupted while scoring", e);
        } catch (ExecutionException e) {
            queued.forEach(f -> f.cancel(true));
            Throwable cause = e.getCause();
            if (cause instanceof GeorcException ge) {
                throw ge;
            }
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            throw new GeorcException("scoring failed: " + cause, cause);
        }
    }

    /** Stops the workers; a batch still running is interrupted. */
    @Override
    public void close() {
        pool.shutdownNow();
    }
}
