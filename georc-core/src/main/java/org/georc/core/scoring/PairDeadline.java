package org.georc.core.scoring;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import org.georc.core.GeorcException;

/**
 * The time budget of one judge call ({@link ChainScorer.Builder#pairTimeout}): the call runs on a
 * thread of its own while the caller waits at most the budget; past it the call is interrupted
 * (a judge stops at its next interruptible step) and the caller goes on at once. Changes when
 * how a judge call is bounded in time changes, never when scoring does.
 */
final class PairDeadline {
    private static final AtomicInteger POOLS = new AtomicInteger();

    /** A judge call ran past the budget (and was interrupted). */
    static final class Expired extends Exception {
        private static final long serialVersionUID = 1L;

        Expired() {
            super(null, null, false, false);
        }
    }

    private final Duration budget;
    private final ThreadPoolExecutor threads;

    /** @param budget the most time one call may take, positive */
    PairDeadline(Duration budget) {
        this.budget = budget;
        int id = POOLS.incrementAndGet();
        AtomicInteger n = new AtomicInteger();
        // a thread per waiting caller, plus any call still winding down after its interrupt
        this.threads = new ThreadPoolExecutor(0, Integer.MAX_VALUE, 30, TimeUnit.SECONDS, new SynchronousQueue<>(), r -> {
            Thread t = new Thread(r, "georc-pair-timer-" + id + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }

    /** @return the budget */
    Duration budget() {
        return budget;
    }

    /**
     * Runs one judge call within the budget.
     *
     * @param call the call
     * @param <T>  what it returns
     * @return what it returned
     * @throws Expired when it ran past the budget (it is interrupted)
     * @throws RuntimeException what the call threw, as thrown
     */
    <T> T call(Callable<T> call) throws Expired {
        Future<T> f = threads.submit(call);
        try {
            return f.get(budget.toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            f.cancel(true);
            throw new Expired();
        } catch (InterruptedException e) {
            f.cancel(true);
            Thread.currentThread().interrupt();
            throw new GeorcException("interrupted while waiting for the judge", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new GeorcException("the judge failed: " + cause, cause);
        }
    }

    /** What a pair that ran past the budget records as its judge error. */
    String message() {
        return "the judge took longer than " + seconds(budget) + ", the time budget of one pair (the pairTimeout "
                + "setting; --pair-timeout on the command line), and was stopped";
    }

    private static String seconds(Duration d) {
        long ms = d.toMillis();
        return ms % 1000 == 0 ? ms / 1000 + " s" : ms / 1000.0 + " s";
    }

    /** Lets calls still winding down finish on their own; no new call is accepted. */
    void shutdown() {
        threads.shutdown();
    }
}
