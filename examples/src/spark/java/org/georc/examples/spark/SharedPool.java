package org.georc.examples.spark;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One lazily built, shared resource per key in this JVM, handed out as leases.
 *
 * <ul>
 *   <li>The first lease for a key builds the resource (once, however many tasks ask at the same
 *       time); later leases share it.</li>
 *   <li>{@link #closeAll()} retires every resource: idle ones close at once, leased ones when their
 *       last lease is returned. A retired resource is never handed out again: the next lease for
 *       its key builds a new one. So a JVM that runs job after job (Spark local mode, a notebook,
 *       a reused executor) never meets a closed judge.</li>
 *   <li>Building a resource for a new key first retires the idle resources of other keys, so a
 *       JVM that moves on to other settings does not keep the old model in memory.</li>
 *   <li>A failed build leaves nothing behind: the next lease tries again (Spark retries the task).</li>
 * </ul>
 *
 * @param <K> key (equal keys share a resource)
 * @param <V> the resource
 */
final class SharedPool<K, V extends AutoCloseable> {
    private static final Logger LOG = LoggerFactory.getLogger(SharedPool.class);

    private final Function<K, V> factory;
    private final Map<K, Slot> slots = new HashMap<>();
    private final AtomicLong builds = new AtomicLong();
    private final AtomicLong closes = new AtomicLong();

    /**
     * @param factory builds the resource of a key; may throw, and may be slow (a model load)
     */
    SharedPool(Function<K, V> factory) {
        this.factory = factory;
    }

    /** A resource on loan; return it with {@link #close()} (idempotent). */
    final class Lease implements AutoCloseable {
        private final Slot slot;
        private final V value;
        private boolean returned;

        private Lease(Slot slot, V value) {
            this.slot = slot;
            this.value = value;
        }

        /** @return the shared resource; valid until this lease is returned */
        V value() {
            if (returned) {
                throw new IllegalStateException("this lease was returned");
            }
            return value;
        }

        /** Returns the lease; the resource closes now if it was retired and this was its last lease. */
        @Override
        public void close() {
            if (!returned) {
                returned = true;
                release(slot);
            }
        }
    }

    private final class Slot {
        private final K key;
        private V value;          // guarded by this slot
        private int leases;       // guarded by the pool
        private boolean retired;  // guarded by the pool

        private Slot(K key) {
            this.key = key;
        }

        /** Builds the value on first use; concurrent callers wait for the one build. */
        private synchronized V value() {
            if (value == null) {
                value = factory.apply(key);
                builds.incrementAndGet();
            }
            return value;
        }

        private synchronized V take() {
            V v = value;
            value = null;
            return v;
        }
    }

    /**
     * Leases the resource of a key, building it if this JVM has none.
     *
     * @param key the key
     * @return the lease; close it when the batch is done
     */
    Lease acquire(K key) {
        Slot slot;
        List<Slot> evicted = new ArrayList<>();
        synchronized (this) {
            slot = slots.get(key);
            if (slot == null) {
                for (Iterator<Slot> it = slots.values().iterator(); it.hasNext(); ) {
                    Slot other = it.next();
                    if (other.leases == 0) {
                        other.retired = true;
                        it.remove();
                        evicted.add(other);
                    }
                }
                slot = new Slot(key);
                slots.put(key, slot);
            }
            slot.leases++;
        }
        evicted.forEach(this::closeSlot);
        try {
            return new Lease(slot, slot.value());
        } catch (RuntimeException | Error e) {
            release(slot);
            throw e;
        }
    }

    private void release(Slot slot) {
        boolean close;
        synchronized (this) {
            slot.leases--;
            close = slot.retired && slot.leases == 0;
        }
        if (close) {
            closeSlot(slot);
        }
    }

    /**
     * Retires every resource: idle ones close now, leased ones when their last lease returns.
     * The next {@link #acquire} builds afresh. Safe to call at any time, also from a shutdown hook.
     *
     * @return how many resources were closed now
     */
    int closeAll() {
        List<Slot> idle = new ArrayList<>();
        synchronized (this) {
            for (Slot s : slots.values()) {
                s.retired = true;
                if (s.leases == 0) {
                    idle.add(s);
                }
            }
            slots.clear();
        }
        int closed = 0;
        for (Slot s : idle) {
            closed += closeSlot(s) ? 1 : 0;
        }
        return closed;
    }

    private boolean closeSlot(Slot slot) {
        V v = slot.take();
        if (v == null) {
            return false;
        }
        try {
            v.close();
        } catch (Exception e) {
            LOG.warn("closing the shared resource for {} failed: {}", slot.key, e.toString());
        }
        closes.incrementAndGet();
        return true;
    }

    /** @return how many resources this pool has built since the JVM started */
    long builds() {
        return builds.get();
    }

    /** @return how many resources this pool has closed since the JVM started */
    long closes() {
        return closes.get();
    }

    /** @return how many keys have a live (not retired) slot */
    synchronized int live() {
        return slots.size();
    }
}
