package org.georc.judges.llm;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.IntFunction;
import org.georc.core.GeorcException;

/**
 * Runs the model requests of one chain pair concurrently, at most {@code parallelism} at once:
 * the calling thread and up to {@code parallelism - 1} helpers take tasks in order from a shared
 * counter. After a task fails no new task starts; the tasks already running finish, and the
 * failure of the lowest index is thrown. With {@code parallelism == 1} every task runs on the
 * calling thread, in order, and nothing is started.
 *
 * <p>Helpers are daemon threads of a pool the owner closes.
 */
public final class Fanout implements AutoCloseable {
    private static final AtomicInteger POOLS = new AtomicInteger();

    private final int parallelism;
    private final ExecutorService pool;

    /**
     * @param parallelism most tasks running at once (at least 1)
     * @param name        thread name prefix
     */
    public Fanout(int parallelism, String name) {
        if (parallelism < 1) {
            throw new IllegalArgumentException("parallelism must be >= 1, got " + parallelism);
        }
        this.parallelism = parallelism;
        if (parallelism == 1) {
            this.pool = null;
        } else {
            int id = POOLS.incrementAndGet();
            AtomicInteger n = new AtomicInteger();
            this.pool = new ThreadPoolExecutor(0, Integer.MAX_VALUE, 30, TimeUnit.SECONDS, new SynchronousQueue<>(), r -> {
                Thread t = new Thread(r, name + "-" + id + "-" + n.incrementAndGet());
                t.setDaemon(true);
                return t;
            });
        }
    }

    /** @return most tasks running at once */
    public int parallelism() {
        return parallelism;
    }

    /**
     * @param n    number of tasks
     * @param task the task of each index
     * @param <T>  result type
     * @return the results, in index order
     * @throws RuntimeException the failure of the lowest failed index
     */
    public <T> List<T> run(int n, IntFunction<T> task) {
        AtomicReferenceArray<T> results = new AtomicReferenceArray<>(n);
        AtomicReferenceArray<RuntimeException> failures = new AtomicReferenceArray<>(n);
        AtomicInteger next = new AtomicInteger();
        java.util.concurrent.atomic.AtomicBoolean failed = new java.util.concurrent.atomic.AtomicBoolean();
        Runnable worker = () -> {
            int i;
            while (!failed.get() && (i = next.getAndIncrement()) < n) {
                try {
                    results.set(i, task.apply(i));
                } catch (RuntimeException e) {
                    failures.set(i, e);
                    failed.set(true);
                }
            }
        };
        int helpers = pool == null ? 0 : Math.min(parallelism, n) - 1;
        List<Future<?>> started = new ArrayList<>(helpers);
        for (int h = 0; h < helpers; h++) {
            started.add(pool.submit(worker));
        }
        worker.run();
        boolean interrupted = false;
        for (Future<?> f : started) {
            while (true) {
                try {
                    f.get();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true; // the helpers end on their own; wait for them, then restore the flag
                } catch (ExecutionException e) {
                    throw new GeorcException("a judge task failed unexpectedly: " + e.getCause(), e.getCause());
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        for (int i = 0; i < n; i++) {
            if (failures.get(i) != null) {
                throw failures.get(i);
            }
        }
        List<T> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(results.get(i));
        }
        return out;
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.shutdown();
        }
    }
}
