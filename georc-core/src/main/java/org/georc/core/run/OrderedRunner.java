package org.georc.core.run;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.FutureTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import org.georc.core.GeorcException;

/**
 * The one ordered parallel runner: items are read as they go, their work runs on an
 * {@link Executor}, and results reach the sink on the calling thread in input order. A bounded
 * number of items is in flight (read but not yet handed over), so neither memory nor the
 * writer's lag grows with the input. Every resumable run (scores, generated chains, GTPred
 * extraction, categories) writes through it, so a run with 8 threads writes the same file as one
 * with 1.
 *
 * <p>Cancellable three ways, each of which cancels what is in flight (running work is
 * interrupted): the sink returns false, {@link #cancel()} is called from any thread, or the
 * calling thread is interrupted (then a {@link GeorcException} is thrown, the interrupt flag
 * kept). The first failure of a work item is rethrown on the calling thread (an unchecked
 * exception as it was; anything else wrapped in a {@link GeorcException}) after the rest is
 * cancelled. A runner may be used for several runs one after another; not for two at once.
 */
public final class OrderedRunner implements AutoCloseable {
    private final Executor executor;
    private final ExecutorService owned;
    private final int ahead;
    private volatile boolean cancelled;

    private OrderedRunner(Executor executor, ExecutorService owned, int ahead) {
        this.executor = executor;
        this.owned = owned;
        this.ahead = ahead;
    }

    /**
     * A runner on the caller's executor, which it never shuts down.
     *
     * @param executor    where work runs
     * @param parallelism most items in flight at once (at least 1): the runner never hands the
     *                    caller's executor more than that, so it may be shared
     * @return the runner
     */
    public static OrderedRunner on(Executor executor, int parallelism) {
        Objects.requireNonNull(executor, "executor");
        return new OrderedRunner(executor, null, atLeastOne(parallelism));
    }

    /**
     * A runner with {@code threads} daemon threads of its own, stopped by {@link #close()}; twice
     * as many items are kept in flight, so the workers do not wait for the sink. With one thread
     * the work runs on the calling thread (no thread is started).
     *
     * @param threads worker threads (at least 1)
     * @param name    the threads' name prefix
     * @return the runner
     */
    public static OrderedRunner withThreads(int threads, String name) {
        int n = atLeastOne(threads);
        if (n == 1) {
            return new OrderedRunner(Runnable::run, null, 1);
        }
        AtomicInteger count = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(n, r -> {
            Thread t = new Thread(r, name + "-" + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        return new OrderedRunner(pool, pool, 2 * n);
    }

    private static int atLeastOne(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("parallelism must be at least 1, got " + n);
        }
        return n;
    }

    /**
     * Runs {@code work} on every item and hands each result to {@code sink} in input order.
     *
     * @param items the items, read lazily (an iterator that reads a file as it goes is fine)
     * @param work  the work of one item; runs on the executor
     * @param sink  takes each result in order on the calling thread; false stops the run
     * @param <T>   item type
     * @param <R>   result type
     * @return true when every item was handed over; false when the sink or {@link #cancel()} stopped it
     * @throws GeorcException the first failure of a work item, or an interrupt of the caller
     */
    public <T, R> boolean run(Iterable<T> items, Function<? super T, ? extends R> work, Predicate<? super R> sink) {
        Deque<FutureTask<R>> queued = new ArrayDeque<>();
        Iterator<T> it = items.iterator();
        cancelled = false;
        try {
            while (!cancelled && (it.hasNext() || !queued.isEmpty())) {
                while (!cancelled && it.hasNext() && queued.size() < ahead) {
                    T item = it.next();
                    FutureTask<R> task = new FutureTask<>(() -> work.apply(item));
                    queued.add(task);
                    try {
                        executor.execute(task);
                    } catch (RejectedExecutionException e) {
                        throw new GeorcException("the executor refused a work item (shut down?)", e);
                    }
                }
                if (queued.isEmpty()) {
                    break;
                }
                // the head stays queued while it is awaited, so a cancel interrupts it too
                R done = await(queued.peekFirst());
                if (cancelled) {
                    break;
                }
                queued.removeFirst();
                if (!sink.test(done)) {
                    cancelled = true;
                }
            }
            return !cancelled;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GeorcException("interrupted while running", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            if (cause instanceof Error er) {
                throw er;
            }
            throw new GeorcException("a work item failed: " + cause, cause);
        } finally {
            queued.forEach(f -> f.cancel(true));
        }
    }

    /** Waits for a result, looking every 50 ms whether {@link #cancel()} was called (then returns null). */
    private <R> R await(FutureTask<R> task) throws InterruptedException, ExecutionException {
        while (true) {
            try {
                return task.get(50, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                if (cancelled) {
                    return null;
                }
            }
        }
    }

    /**
     * As {@link #run}, with a sink that never stops the run.
     *
     * @param items the items
     * @param work  the work of one item
     * @param sink  takes each result in order
     * @param <T>   item type
     * @param <R>   result type
     * @return true unless {@link #cancel()} stopped the run
     */
    public <T, R> boolean runAll(Iterable<T> items, Function<? super T, ? extends R> work, Consumer<? super R> sink) {
        return run(items, work, r -> {
            sink.accept(r);
            return true;
        });
    }

    /** Stops the current run from any thread: nothing more reaches the sink, and work in flight is cancelled. */
    public void cancel() {
        cancelled = true;
    }

    /** Stops the runner's own threads (none for a runner on the caller's executor). */
    @Override
    public void close() {
        if (owned != null) {
            owned.shutdownNow();
        }
    }
}
