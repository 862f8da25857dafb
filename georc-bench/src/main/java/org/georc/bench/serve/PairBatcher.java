package org.georc.bench.serve;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.IntConsumer;
import org.georc.core.ConfigurationException;
import org.georc.core.result.ChainScore;
import org.georc.core.scoring.ChainScorer;
import org.georc.core.spi.JudgeRequest;
import org.georc.judges.rows.ScoreRows;

/**
 * Scores the pairs of many concurrent requests together: requests hand their pairs in, worker
 * threads take up to {@code batchSize} waiting pairs at a time (whichever requests they came
 * from) and score them in one {@link ChainScorer#scoreAll} call, so the encoder sees full
 * batches. Each worker also builds the pair's report (flags, country check) when asked, like
 * {@code georc score}'s workers do.
 *
 * <p>Bounded: at most {@code capacity} pairs are accepted and not yet finished. A request whose
 * pairs do not fit is refused whole ({@link #submit} throws a 429 {@link HttpProblem}), never
 * queued without bound. Thread-safe.
 */
public final class PairBatcher implements AutoCloseable {
    /**
     * One pair to score.
     *
     * @param request the chains (and image)
     * @param report  whether to build the pair's report (flags, country) after scoring
     * @param country the true country, or null
     */
    public record PendingPair(JudgeRequest request, boolean report, String country) {
        /** Checks the request is there. */
        public PendingPair {
            Objects.requireNonNull(request, "request");
        }
    }

    /**
     * A scored pair.
     *
     * @param score  the score or failure
     * @param report the report, or null when not asked for
     */
    public record ScoredPair(ChainScore score, ScoreRows.PairReport report) {
    }

    private record Job(PendingPair pair, CompletableFuture<ScoredPair> result) {
    }

    private final ChainScorer scorer;
    private final ScoreRows rows;
    private final int batchSize;
    private final int capacity;
    private final Semaphore room;
    private final LinkedBlockingQueue<Job> queue = new LinkedBlockingQueue<>();
    private final List<Thread> workers = new ArrayList<>();
    private final IntConsumer onBatch;
    private volatile boolean closed;

    /**
     * Starts the workers.
     *
     * @param scorer    scores the pairs (not closed by this batcher)
     * @param rows      builds the reports of pairs that ask for one, or null
     * @param batchSize most pairs per judge call, at least 1
     * @param workers   worker threads, at least 1
     * @param capacity  most pairs accepted and not yet finished, at least {@code batchSize}
     * @param onBatch   told the size of every batch scored (metrics), or null
     */
    public PairBatcher(ChainScorer scorer, ScoreRows rows, int batchSize, int workers, int capacity,
                       IntConsumer onBatch) {
        if (batchSize < 1 || workers < 1 || capacity < 1) {
            throw new ConfigurationException("batch size, workers and capacity must be >= 1, got " + batchSize
                    + ", " + workers + ", " + capacity);
        }
        this.scorer = Objects.requireNonNull(scorer, "scorer");
        this.rows = rows;
        this.batchSize = batchSize;
        this.capacity = capacity;
        this.room = new Semaphore(capacity, true);
        this.onBatch = onBatch == null ? n -> { } : onBatch;
        for (int i = 0; i < workers; i++) {
            Thread t = new Thread(this::work, "georc-serve-batch-" + (i + 1));
            t.setDaemon(true);
            t.start();
            this.workers.add(t);
        }
    }

    /**
     * Accepts the pairs of one request, all or none.
     *
     * @param pairs the pairs, in order
     * @return one future per pair, in order; a future fails only when the judge failed for the
     *         whole batch (a pair the judge cannot score completes with a failure score)
     * @throws HttpProblem 429 when the pairs do not fit in the queue, 503 once the batcher is closed
     */
    public List<CompletableFuture<ScoredPair>> submit(List<PendingPair> pairs) {
        if (closed) {
            throw new HttpProblem(503, null, "the server is shutting down");
        }
        if (pairs.size() > capacity) {
            throw new HttpProblem(413, "pairs", pairs.size() + " pairs exceed the queue's capacity of " + capacity);
        }
        if (!room.tryAcquire(pairs.size())) {
            throw new HttpProblem(429, null, "the scoring queue is full (" + capacity + " pairs); retry later");
        }
        List<CompletableFuture<ScoredPair>> out = new ArrayList<>(pairs.size());
        for (PendingPair p : pairs) {
            CompletableFuture<ScoredPair> f = new CompletableFuture<>();
            out.add(f);
            queue.add(new Job(p, f));
        }
        return out;
    }

    /** @return pairs accepted and not yet finished (waiting or being scored) */
    public int depth() {
        return capacity - room.availablePermits();
    }

    /** @return the most pairs accepted at once */
    public int capacity() {
        return capacity;
    }

    private void work() {
        List<Job> batch = new ArrayList<>(batchSize);
        while (!closed || !queue.isEmpty()) {
            try {
                Job first = queue.poll(100, TimeUnit.MILLISECONDS);
                if (first == null) {
                    continue;
                }
                batch.add(first);
                queue.drainTo(batch, batchSize - 1);
                score(batch);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } finally {
                batch.clear();
            }
        }
    }

    private void score(List<Job> batch) {
        try {
            onBatch.accept(batch.size());
            List<JudgeRequest> requests = new ArrayList<>(batch.size());
            batch.forEach(j -> requests.add(j.pair().request()));
            List<ChainScore> scores;
            try {
                scores = scorer.scoreAll(requests);
            } catch (RuntimeException e) {
                batch.forEach(j -> j.result().completeExceptionally(e));
                return;
            }
            for (int i = 0; i < batch.size(); i++) {
                Job j = batch.get(i);
                ChainScore s = scores.get(i);
                try {
                    ScoreRows.PairReport report = null;
                    if (j.pair().report() && rows != null) {
                        JudgeRequest r = j.pair().request();
                        report = rows.report(r.id(), null, r.candidate(), r.reference(), j.pair().country(), s);
                    }
                    j.result().complete(new ScoredPair(s, report));
                } catch (RuntimeException e) {
                    j.result().completeExceptionally(e);
                }
            }
        } finally {
            room.release(batch.size());
        }
    }

    /**
     * Stops accepting pairs, lets the workers finish every pair already accepted, then stops them.
     */
    @Override
    public void close() {
        closed = true;
        for (Thread t : workers) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                workers.forEach(Thread::interrupt);
                return;
            }
        }
    }
}
