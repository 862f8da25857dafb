package org.georc.bench.serve;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CancellationException;
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
 * queued without bound. The pairs of a request that is withdrawn ({@link #cancel}: its client
 * went away) leave the queue at once and give their room back. Thread-safe.
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

    /** The pairs of one request, so that they can be withdrawn together ({@link #cancel}). */
    public static final class Ticket {
        private volatile boolean cancelled;

        /** @return whether the request was withdrawn */
        public boolean isCancelled() {
            return cancelled;
        }
    }

    private record Job(PendingPair pair, CompletableFuture<ScoredPair> result, Ticket ticket) {
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
        return submit(pairs, new Ticket());
    }

    /**
     * Accepts the pairs of one request, all or none, under a ticket that can withdraw them.
     *
     * @param pairs  the pairs, in order
     * @param ticket the request's ticket ({@link #cancel})
     * @return one future per pair, in order (see {@link #submit(List)}); a withdrawn pair's future
     *         fails with a {@link CancellationException}
     * @throws HttpProblem 429 when the pairs do not fit in the queue, 503 once the batcher is closed
     */
    public List<CompletableFuture<ScoredPair>> submit(List<PendingPair> pairs, Ticket ticket) {
        if (closed) {
            throw new HttpProblem(503, null, "the server is shutting down");
        }
        if (pairs.size() > capacity) {
            throw new HttpProblem(413, "pairs", pairs.size() + " pairs exceed the scoring queue's capacity of " + capacity
                    + " (raise --max-queue)");
        }
        if (!room.tryAcquire(pairs.size())) {
            throw new HttpProblem(429, null, "the scoring queue is full (" + capacity + " pairs); retry later");
        }
        List<CompletableFuture<ScoredPair>> out = new ArrayList<>(pairs.size());
        for (PendingPair p : pairs) {
            CompletableFuture<ScoredPair> f = new CompletableFuture<>();
            out.add(f);
            queue.add(new Job(p, f, ticket));
        }
        return out;
    }

    /**
     * Withdraws a request's pairs: those still waiting leave the queue now and give their room
     * back; those being scored finish, and their scores are dropped. Their futures fail with a
     * {@link CancellationException}.
     *
     * @param ticket the request's ticket
     * @return how many waiting pairs left the queue
     */
    public int cancel(Ticket ticket) {
        ticket.cancelled = true;
        List<Job> gone = new ArrayList<>();
        queue.removeIf(j -> {
            if (j.ticket() == ticket) {
                gone.add(j);
                return true;
            }
            return false;
        });
        drop(gone, "the request was withdrawn (its client went away)");
        return gone.size();
    }

    /**
     * Stops accepting pairs and withdraws every pair still waiting (a drain that ran out of time);
     * batches being scored finish.
     *
     * @return how many waiting pairs were withdrawn
     */
    public int abort() {
        closed = true;
        List<Job> gone = new ArrayList<>();
        queue.drainTo(gone);
        drop(gone, "the server stopped before this pair was scored");
        return gone.size();
    }

    private void drop(List<Job> jobs, String why) {
        for (Job j : jobs) {
            j.result().completeExceptionally(new CancellationException(why));
        }
        room.release(jobs.size());
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
                withdrawn(batch);
                if (!batch.isEmpty()) {
                    score(batch);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } finally {
                batch.clear();
            }
        }
    }

    /** Takes the jobs of withdrawn requests out of a batch about to be scored. */
    private void withdrawn(List<Job> batch) {
        List<Job> gone = new ArrayList<>();
        batch.removeIf(j -> {
            if (j.ticket().isCancelled()) {
                gone.add(j);
                return true;
            }
            return false;
        });
        drop(gone, "the request was withdrawn (its client went away)");
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
        close(null);
    }

    /**
     * Stops accepting pairs and lets the workers finish every pair already accepted, waiting at
     * most {@code wait}; then interrupts them (a judge stops at its next interruptible step).
     *
     * @param wait the longest wait, or null to wait until they are done
     * @return whether every worker stopped
     */
    public boolean close(Duration wait) {
        closed = true;
        long deadline = wait == null ? Long.MAX_VALUE : System.nanoTime() + wait.toNanos();
        try {
            for (Thread t : workers) {
                long left = deadline - System.nanoTime();
                if (wait == null) {
                    t.join();
                } else if (left > 0) {
                    t.join(Math.max(1, left / 1_000_000));
                }
            }
            if (workers.stream().anyMatch(Thread::isAlive)) {
                workers.forEach(Thread::interrupt);
                for (Thread t : workers) {
                    t.join(2000);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            workers.forEach(Thread::interrupt);
        }
        return workers.stream().noneMatch(Thread::isAlive);
    }
}
