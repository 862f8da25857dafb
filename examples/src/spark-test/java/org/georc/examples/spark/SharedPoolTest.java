package org.georc.examples.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The per-JVM judge pool's rules, with a fake resource instead of a model. */
class SharedPoolTest {

    /** A resource that records whether it was closed and refuses use afterwards. */
    static final class Fake implements AutoCloseable {
        final String key;
        final int serial;
        volatile boolean closed;

        Fake(String key, int serial) {
            this.key = key;
            this.serial = serial;
        }

        String use() {
            if (closed) {
                throw new IllegalStateException("used after close");
            }
            return key + "#" + serial;
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    private final AtomicInteger serials = new AtomicInteger();
    private final List<Fake> made = new ArrayList<>();

    private SharedPool<String, Fake> pool() {
        return new SharedPool<>(k -> {
            Fake f = new Fake(k, serials.incrementAndGet());
            synchronized (made) {
                made.add(f);
            }
            return f;
        });
    }

    @Test
    void tasksAskingAtOnceShareOneBuild() throws Exception {
        SharedPool<String, Fake> pool = new SharedPool<>(k -> {
            try {
                Thread.sleep(50);   // a slow load, so the tasks really overlap
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return new Fake(k, serials.incrementAndGet());
        });
        ExecutorService tasks = Executors.newFixedThreadPool(8);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<String>> seen = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            seen.add(tasks.submit(() -> {
                start.await();
                try (var lease = pool.acquire("embedding")) {
                    return lease.value().use();
                }
            }));
        }
        start.countDown();
        for (Future<String> f : seen) {
            assertThat(f.get(10, TimeUnit.SECONDS)).isEqualTo("embedding#1");
        }
        tasks.shutdown();
        assertThat(pool.builds()).isEqualTo(1);
    }

    @Test
    void aClosedResourceIsNeverHandedOutAgain() {
        SharedPool<String, Fake> pool = pool();
        Fake first;
        try (var lease = pool.acquire("a")) {
            first = lease.value();
        }
        assertThat(pool.closeAll()).isEqualTo(1);
        assertThat(first.closed).isTrue();
        try (var lease = pool.acquire("a")) {
            assertThat(lease.value()).isNotSameAs(first);
            assertThat(lease.value().use()).isEqualTo("a#2");
        }
        assertThat(pool.builds()).isEqualTo(2);
    }

    @Test
    void closingWhileATaskScoresWaitsForItsBatchToEnd() {
        SharedPool<String, Fake> pool = pool();
        var busy = pool.acquire("a");
        assertThat(pool.closeAll()).isZero();
        assertThat(busy.value().closed).isFalse();
        assertThat(busy.value().use()).isEqualTo("a#1");
        // a task starting now gets a new resource, not the retiring one
        try (var other = pool.acquire("a")) {
            assertThat(other.value().use()).isEqualTo("a#2");
        }
        Fake retiring = busy.value();
        busy.close();
        assertThat(retiring.closed).isTrue();
        busy.close();   // idempotent
        assertThat(pool.closes()).isEqualTo(1);
        assertThatThrownBy(busy::value).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void newSettingsRetireTheIdleResourceOfOldOnesButNotABusyOne() {
        SharedPool<String, Fake> pool = pool();
        try (var a = pool.acquire("a")) {
            a.value().use();
        }
        var b = pool.acquire("b");
        assertThat(made.get(0).closed).as("idle 'a' retired when 'b' loads").isTrue();
        try (var c = pool.acquire("c")) {
            assertThat(b.value().closed).as("busy 'b' kept").isFalse();
            assertThat(c.value().use()).isEqualTo("c#3");
        }
        b.close();
        assertThat(pool.live()).isEqualTo(2);
    }

    @Test
    void aFailedLoadLeavesNothingBehindAndTheNextTaskTriesAgain() {
        AtomicInteger calls = new AtomicInteger();
        SharedPool<String, Fake> pool = new SharedPool<>(k -> {
            if (calls.incrementAndGet() == 1) {
                throw new IllegalStateException("model missing");
            }
            return new Fake(k, calls.get());
        });
        assertThatThrownBy(() -> pool.acquire("a")).hasMessage("model missing");
        try (var lease = pool.acquire("a")) {
            assertThat(lease.value().use()).isEqualTo("a#2");
        }
        assertThat(pool.closeAll()).isEqualTo(1);
    }
}
