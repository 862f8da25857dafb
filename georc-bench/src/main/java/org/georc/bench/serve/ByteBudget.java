package org.georc.bench.serve;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The bytes of request bodies the server holds at once, across all requests: a body takes its
 * bytes as they arrive (a declared length takes nothing) and gives them back when its answer is
 * written. Past the limit a request is refused (503 with Retry-After), so concurrent large bodies
 * cannot exhaust the heap. Thread-safe.
 */
final class ByteBudget {
    private final long limit;
    private final AtomicLong used = new AtomicLong();

    /** @param limit the most bytes held at once, at least 1 */
    ByteBudget(long limit) {
        this.limit = limit;
    }

    /**
     * @param n bytes wanted
     * @return whether they were taken (false: taking them would pass the limit, nothing taken)
     */
    boolean tryTake(long n) {
        while (true) {
            long now = used.get();
            if (now + n > limit) {
                return false;
            }
            if (used.compareAndSet(now, now + n)) {
                return true;
            }
        }
    }

    /** @param n bytes given back (taken before) */
    void give(long n) {
        used.addAndGet(-n);
    }

    /** @return bytes held now */
    long used() {
        return used.get();
    }

    /** @return the most bytes held at once */
    long limit() {
        return limit;
    }

    /**
     * The default budget: an eighth of the heap the JVM may use (a body is held about three times
     * over while it is read, parsed and scored), at most 1 GiB and at least 1 MiB.
     *
     * @return bytes
     */
    static long defaultLimit() {
        long heap = Runtime.getRuntime().maxMemory();
        long eighth = heap == Long.MAX_VALUE ? 1L << 30 : heap / 8;
        return Math.max(1L << 20, Math.min(1L << 30, eighth));
    }
}
