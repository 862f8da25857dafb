package org.georc.core.scoring;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import java.util.function.Function;
import org.georc.core.run.OrderedRunner;
import org.georc.core.result.ChainScore;
import org.georc.core.spi.JudgeRequest;

/**
 * Where and how a {@link ChainScorer}'s batches run: cutting the input into batches, choosing the
 * executor (the caller's, the builder's, the calling thread, or threads started once and stopped
 * by {@link #shutdown()}), and running the batches on the one {@link OrderedRunner}. Changes when
 * the threading of batch runs changes, never when the scoring of a pair does.
 */
final class ScorerBatches {
    private static final AtomicInteger POOLS = new AtomicInteger();

    private final int parallelism;
    private final int batchSize;
    private final Executor executor;
    private final Runnable requireOpen;
    private ThreadPoolExecutor ownPool;

    /**
     * @param requireOpen throws when the scorer is closed; checked before each batch and before
     *                    starting threads
     */
    ScorerBatches(int parallelism, int batchSize, Executor executor, Runnable requireOpen) {
        this.parallelism = parallelism;
        this.batchSize = batchSize;
        this.executor = executor;
        this.requireOpen = requireOpen;
    }

    /** A list cut into {@code parallelism} consecutive chunks (the last may be shorter). */
    List<List<JudgeRequest>> chunks(List<JudgeRequest> requests) {
        int chunk = (requests.size() + parallelism - 1) / parallelism;
        List<List<JudgeRequest>> chunks = new ArrayList<>();
        for (int from = 0; from < requests.size(); from += chunk) {
            chunks.add(requests.subList(from, Math.min(requests.size(), from + chunk)));
        }
        return chunks;
    }

    /** The requests read lazily, in batches of {@code batchSize}. */
    Iterable<List<JudgeRequest>> batches(Iterable<JudgeRequest> requests) {
        return () -> new Iterator<>() {
            private final Iterator<JudgeRequest> input = requests.iterator();

            @Override
            public boolean hasNext() {
                return input.hasNext();
            }

            @Override
            public List<JudgeRequest> next() {
                List<JudgeRequest> batch = new ArrayList<>(Math.min(batchSize, 1024));
                while (batch.size() < batchSize && input.hasNext()) {
                    batch.add(Objects.requireNonNull(input.next(), "a request is null"));
                }
                return batch;
            }
        };
    }

    /** Scores batches on the one ordered runner ({@link OrderedRunner}), handing each batch's scores over in order. */
    void run(Iterable<List<JudgeRequest>> batches, Executor on, Function<List<JudgeRequest>, List<ChainScore>> score,
             BiConsumer<List<JudgeRequest>, List<ChainScore>> sink) {
        record Scored(List<JudgeRequest> batch, List<ChainScore> scores) {
        }
        try (OrderedRunner runner = OrderedRunner.on(on, parallelism)) {
            runner.runAll(batches, batch -> {
                requireOpen.run();
                return new Scored(batch, score.apply(batch));
            }, s -> sink.accept(s.batch(), s.scores()));
        }
    }

    /** The executor a call uses: the caller's, the builder's, the calling thread, or the scorer's own threads. */
    Executor executorFor(Executor given) {
        if (given != null) {
            return given;
        }
        if (executor != null) {
            return executor;
        }
        if (parallelism == 1) {
            return Runnable::run;
        }
        synchronized (this) {
            requireOpen.run();
            if (ownPool == null) {
                int id = POOLS.incrementAndGet();
                AtomicInteger n = new AtomicInteger();
                ownPool = new ThreadPoolExecutor(parallelism, parallelism, 30, TimeUnit.SECONDS,
                        new LinkedBlockingQueue<>(), r -> {
                            Thread t = new Thread(r, "georc-scorer-" + id + "-" + n.incrementAndGet());
                            t.setDaemon(true);
                            return t;
                        });
                ownPool.allowCoreThreadTimeOut(true); // an idle scorer holds no thread
            }
            return ownPool;
        }
    }

    /** Stops the threads started here, if any (after the scorer is marked closed). */
    synchronized void shutdown() {
        if (ownPool != null) {
            ownPool.shutdown();
        }
    }
}
