package org.georc.judges.llm.http;

import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The servers one model is served from, and which of them takes the next request.
 *
 * <ul>
 *   <li>A request goes to the healthy endpoint with the fewest requests in flight; ties go round
 *       the list, so a light load still spreads.</li>
 *   <li>An endpoint whose last {@code ejectAfter} attempts all failed is ejected for a back-off
 *       period (doubling on each ejection in a row, up to a cap). When the period ends one request
 *       probes it: an answer brings it back, a failure ejects it again for longer.</li>
 *   <li>When every endpoint is ejected, the one whose back-off ends first is used anyway, so a
 *       fleet that is briefly down slows a run instead of failing it at once (the caller's retry
 *       budget still bounds each request).</li>
 * </ul>
 *
 * <p>Thread-safe. Health state changes under the endpoint's own monitor; counters are adders.
 */
final class EndpointPool {
    private static final Logger LOG = LoggerFactory.getLogger(EndpointPool.class);

    private final List<Endpoint> endpoints;
    private final int ejectAfter;
    private final long ejectNanos;
    private final long maxEjectNanos;
    private final LongSupplier clock;
    private final AtomicInteger rotation = new AtomicInteger();

    /** One server. */
    static final class Endpoint {
        final URI uri;
        /** As shown in messages and logs (secrets in its query, if any, hidden). */
        final String label;
        final AtomicInteger inFlight = new AtomicInteger();
        final LongAdder requests = new LongAdder();
        final LongAdder failures = new LongAdder();
        final LongAdder answered = new LongAdder();
        final LongAdder answeredNanos = new LongAdder();
        final LongAdder ejectionCount = new LongAdder();
        // health, guarded by this
        private int consecutiveFailures;
        private int ejectionsInARow;
        private long ejectedUntil;
        private boolean ejected;
        private boolean probing;

        Endpoint(URI uri, String label) {
            this.uri = uri;
            this.label = label;
        }

        @Override
        public String toString() {
            return label;
        }
    }

    /**
     * @param uris       the endpoints' chat-completions URIs, at least one
     * @param labels     their labels, same order
     * @param ejectAfter consecutive failed attempts that eject an endpoint (at least 1)
     * @param eject      first back-off period
     * @param maxEject   longest back-off period
     * @param clock      nanosecond clock (tests pass their own)
     */
    EndpointPool(List<URI> uris, List<String> labels, int ejectAfter, Duration eject, Duration maxEject,
                 LongSupplier clock) {
        List<Endpoint> list = new ArrayList<>();
        for (int i = 0; i < uris.size(); i++) {
            list.add(new Endpoint(uris.get(i), labels.get(i)));
        }
        this.endpoints = List.copyOf(list);
        this.ejectAfter = ejectAfter;
        this.ejectNanos = eject.toNanos();
        this.maxEjectNanos = Math.max(maxEject.toNanos(), ejectNanos);
        this.clock = clock;
    }

    /** @return the endpoints, in the order given */
    List<Endpoint> endpoints() {
        return endpoints;
    }

    /** @return how many endpoints there are */
    int size() {
        return endpoints.size();
    }

    /**
     * Picks the endpoint for an attempt and counts it in flight; the caller must call
     * {@link #answered} or {@link #failed} (or {@link #refused}) exactly once afterwards.
     *
     * @param avoid endpoints this request already failed on; used only when nothing else is left
     * @return the endpoint
     */
    Endpoint acquire(Set<Endpoint> avoid) {
        while (true) {
            long now = clock.getAsLong();
            Endpoint best = leastLoaded(avoid, now);
            boolean claimed;
            if (best == null) {
                best = soonestBack(avoid);
                claimed = claim(best, now, true);
            } else {
                claimed = claim(best, now, false);
            }
            if (claimed) {
                best.inFlight.incrementAndGet();
                best.requests.increment();
                return best;
            }
            // another request took this endpoint's probe a moment ago: choose again
        }
    }

    /** The usable endpoint with the fewest requests in flight, untried ones first; null when none is usable. */
    private Endpoint leastLoaded(Set<Endpoint> avoid, long now) {
        int n = endpoints.size();
        int start = Math.floorMod(rotation.getAndIncrement(), n);
        for (int pass = 0; pass < 2; pass++) {
            Endpoint best = null;
            int bestLoad = Integer.MAX_VALUE;
            for (int k = 0; k < n; k++) {
                Endpoint e = endpoints.get((start + k) % n);
                if (pass == 0 && avoid.contains(e)) {
                    continue;
                }
                int load = e.inFlight.get();
                if (load < bestLoad && usable(e, now)) {
                    best = e;
                    bestLoad = load;
                }
            }
            if (best != null) {
                return best;
            }
        }
        return null;
    }

    /** Everything is ejected: the endpoint whose back-off ends first, preferring untried ones. */
    private Endpoint soonestBack(Set<Endpoint> avoid) {
        for (int pass = 0; pass < 2; pass++) {
            Endpoint best = null;
            long soonest = Long.MAX_VALUE;
            for (Endpoint e : endpoints) {
                if (pass == 0 && avoid.contains(e)) {
                    continue;
                }
                long until;
                synchronized (e) {
                    until = e.ejectedUntil;
                }
                if (best == null || until - soonest < 0) {
                    soonest = until;
                    best = e;
                }
            }
            if (best != null) {
                return best;
            }
        }
        throw new IllegalStateException("no endpoint");
    }

    /** Whether an endpoint may take a request now: in rotation, or ejected with its back-off over and no probe out. */
    private static boolean usable(Endpoint e, long now) {
        synchronized (e) {
            return !e.ejected || (now - e.ejectedUntil >= 0 && !e.probing);
        }
    }

    /**
     * Takes the endpoint for a request: always when it is in rotation; when it is ejected and its
     * back-off is over, the request becomes its one probe. Forced (nothing else is left), an
     * ejected endpoint takes the request anyway, but not as a probe: failing it neither counts as
     * another ejection nor lengthens the back-off, so one dead server is reported as ejected once
     * per back-off, not once per request.
     */
    private static boolean claim(Endpoint e, long now, boolean force) {
        synchronized (e) {
            if (!e.ejected) {
                return true;
            }
            if (now - e.ejectedUntil >= 0 && !e.probing) {
                e.probing = true;
                return true;
            }
            return force;
        }
    }

    /**
     * An answer came back: the endpoint is healthy.
     *
     * @param e        the endpoint
     * @param nanos    how long the attempt took
     */
    void answered(Endpoint e, long nanos) {
        e.inFlight.decrementAndGet();
        e.answered.increment();
        e.answeredNanos.add(nanos);
        boolean back;
        synchronized (e) {
            back = e.ejected;
            e.consecutiveFailures = 0;
            e.ejectionsInARow = 0;
            e.ejected = false;
            e.probing = false;
        }
        if (back) {
            LOG.info("{} answered its probe and takes requests again", e.label);
        }
    }

    /**
     * The server said no to this request (a 4xx other than 429): counted as a failed request,
     * but it says nothing about the server's health.
     *
     * @param e the endpoint
     */
    void refused(Endpoint e) {
        e.inFlight.decrementAndGet();
        e.failures.increment();
        synchronized (e) {
            e.probing = false;
        }
    }

    /**
     * The attempt failed (no answer, 429, 5xx, an unreadable body): counts toward ejection.
     *
     * @param e       the endpoint
     * @param problem what went wrong, for the log
     */
    void failed(Endpoint e, String problem) {
        e.inFlight.decrementAndGet();
        e.failures.increment();
        long period = 0;
        synchronized (e) {
            e.consecutiveFailures++;
            // a request sent before the ejection that fails now says nothing new: only a failed
            // probe (or the failure that crosses the threshold) starts a (longer) back-off
            boolean probe = e.probing;
            e.probing = false;
            if (e.consecutiveFailures >= ejectAfter && (!e.ejected || probe)) {
                int shift = Math.min(e.ejectionsInARow, 20);
                period = ejectNanos > (maxEjectNanos >> shift) ? maxEjectNanos : Math.min(maxEjectNanos, ejectNanos << shift);
                e.ejectionsInARow++;
                e.ejected = true;
                e.ejectedUntil = clock.getAsLong() + period;
                e.ejectionCount.increment();
            }
        }
        if (period > 0 && endpoints.size() > 1) {
            String p = problem != null && problem.startsWith(e.label + ": ") ? problem.substring(e.label.length() + 2) : problem;
            LOG.warn("{} ejected for {} ms after {} failed attempt(s) in a row (last: {})", e.label,
                    period / 1_000_000, ejectAfter, p);
        }
    }

    /** @return whether any endpoint other than those given is usable now */
    boolean anyOtherUsable(Set<Endpoint> tried) {
        long now = clock.getAsLong();
        for (Endpoint e : endpoints) {
            if (tried.contains(e)) {
                continue;
            }
            if (usable(e, now)) {
                return true;
            }
        }
        return false;
    }

    /** @return the counts per endpoint, in the order given */
    List<EndpointStats> stats() {
        List<EndpointStats> out = new ArrayList<>();
        for (Endpoint e : endpoints) {
            long answered = e.answered.sum();
            boolean ejectedNow;
            synchronized (e) {
                ejectedNow = e.ejected;
            }
            out.add(new EndpointStats(e.label, e.requests.sum(), e.failures.sum(),
                    answered == 0 ? Double.NaN : e.answeredNanos.sum() / 1e6 / answered, e.ejectionCount.sum(),
                    ejectedNow));
        }
        return List.copyOf(out);
    }
}
