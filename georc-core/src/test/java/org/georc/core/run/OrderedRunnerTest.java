package org.georc.core.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.georc.core.GeorcException;
import org.georc.core.InvalidInputException;
import org.junit.jupiter.api.Test;

class OrderedRunnerTest {
    private static List<Integer> upTo(int n) {
        return IntStream.range(0, n).boxed().toList();
    }

    @Test
    void resultsReachTheSinkInInputOrderWhateverOrderTheWorkFinishesIn() {
        List<Integer> seen = new ArrayList<>();
        try (OrderedRunner runner = OrderedRunner.withThreads(4, "t")) {
            boolean all = runner.runAll(upTo(40), i -> {
                sleep((40 - i) % 7); // later items often finish first
                return i * 10;
            }, seen::add);
            assertThat(all).isTrue();
        }
        assertThat(seen).isEqualTo(upTo(40).stream().map(i -> i * 10).toList());
    }

    @Test
    void workRunsOnTheCallersExecutorWhichStaysOpen() {
        ExecutorService pool = Executors.newFixedThreadPool(2, r -> new Thread(r, "callers-pool"));
        try {
            List<String> threads = new ArrayList<>();
            OrderedRunner.on(pool, 2).runAll(upTo(5), i -> Thread.currentThread().getName(), threads::add);
            assertThat(threads).hasSize(5).allMatch(n -> n.equals("callers-pool"));
            assertThat(pool.isShutdown()).isFalse();
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void readsItemsLazilyKeepingAtMostTwiceItsThreadsInFlight() {
        AtomicInteger read = new AtomicInteger();
        AtomicInteger handed = new AtomicInteger();
        int[] maxAhead = {0};
        Iterable<Integer> lazy = () -> new Iterator<>() {
            @Override
            public boolean hasNext() {
                return read.get() < 100;
            }

            @Override
            public Integer next() {
                maxAhead[0] = Math.max(maxAhead[0], read.get() - handed.get());
                return read.getAndIncrement();
            }
        };
        try (OrderedRunner runner = OrderedRunner.withThreads(3, "t")) {
            runner.runAll(lazy, i -> i, i -> handed.incrementAndGet());
        }
        assertThat(handed.get()).isEqualTo(100);
        assertThat(maxAhead[0]).isLessThanOrEqualTo(6);
    }

    @Test
    void aSinkThatSaysStopEndsTheRunAndNothingLaterIsHandedOver() {
        List<Integer> seen = new ArrayList<>();
        try (OrderedRunner runner = OrderedRunner.withThreads(2, "t")) {
            boolean all = runner.run(upTo(50), i -> i, i -> {
                seen.add(i);
                return i < 4;
            });
            assertThat(all).isFalse();
        }
        assertThat(seen).containsExactly(0, 1, 2, 3, 4);
    }

    @Test
    void cancelFromAnotherThreadStopsARunWaitingOnSlowWork() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        try (OrderedRunner runner = OrderedRunner.withThreads(2, "t")) {
            Thread canceller = new Thread(() -> {
                try {
                    started.await(); // a task runs: the run has begun, so this cancel is the run's
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                runner.cancel();
            });
            canceller.start();
            List<Integer> seen = new ArrayList<>();
            boolean all = runner.run(upTo(10), i -> {
                started.countDown();
                sleep(60_000); // interrupted by the cancel
                return i;
            }, seen::add);
            canceller.join();
            assertThat(all).isFalse();
            assertThat(seen).isEmpty();
        }
    }

    @Test
    void theFirstFailureOfTheWorkIsRethrownAsItWas() {
        try (OrderedRunner runner = OrderedRunner.withThreads(2, "t")) {
            assertThatThrownBy(() -> runner.runAll(upTo(10), i -> {
                if (i == 3) {
                    throw new InvalidInputException("item 3 is bad");
                }
                return i;
            }, i -> { })).isInstanceOf(InvalidInputException.class).hasMessageContaining("item 3 is bad");
        }
    }

    @Test
    void anInterruptedCallerGetsAGeorcExceptionAndKeepsTheFlag() {
        try (OrderedRunner runner = OrderedRunner.withThreads(2, "t")) {
            Thread.currentThread().interrupt();
            assertThatThrownBy(() -> runner.runAll(upTo(3), i -> {
                sleep(1000);
                return i;
            }, i -> { })).isInstanceOf(GeorcException.class).hasMessageContaining("interrupted");
            assertThat(Thread.interrupted()).isTrue();
        }
    }

    @Test
    void oneThreadRunsTheWorkOnTheCallingThread() {
        List<String> threads = new ArrayList<>();
        try (OrderedRunner runner = OrderedRunner.withThreads(1, "t")) {
            runner.runAll(upTo(3), i -> Thread.currentThread().getName(), threads::add);
        }
        assertThat(threads).containsOnly(Thread.currentThread().getName());
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GeorcException("interrupted", e);
        }
    }
}
