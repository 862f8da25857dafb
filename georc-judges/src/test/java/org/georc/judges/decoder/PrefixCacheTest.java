package org.georc.judges.decoder;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.locks.ReentrantLock;
import org.junit.jupiter.api.Test;

/** The decoder's prefix cache and waiting room, without a model. */
class PrefixCacheTest {

    private static byte[][] kv(int bytes) {
        return new byte[][] {new byte[bytes]};
    }

    @Test
    void theLongestSharedBeginningWinsAndTheNewestAmongEquals() {
        PrefixCache c = new PrefixCache(4, 1 << 20);
        assertThat(c.longest(new long[] {1, 2, 3})).isSameAs(PrefixCache.NONE);
        c.add(new long[] {1, 2, 9}, kv(10), kv(10));
        c.add(new long[] {1, 2, 3, 4}, kv(10), kv(10));
        c.add(new long[] {1, 2, 3, 4, 5}, kv(10), kv(10));
        PrefixCache.Hit hit = c.longest(new long[] {1, 2, 3, 4, 7});
        assertThat(hit.common()).isEqualTo(4);
        assertThat(hit.entry().ids()).containsExactly(1, 2, 3, 4, 5);
        assertThat(c.longest(new long[] {8}).entry()).isNull();
    }

    @Test
    void theOldestEntriesGoBeyondTheEntryAndByteLimits() {
        PrefixCache byCount = new PrefixCache(2, 1 << 20);
        for (long i = 0; i < 3; i++) {
            byCount.add(new long[] {i}, kv(1), kv(1));
        }
        assertThat(byCount.size()).isEqualTo(2);
        assertThat(byCount.longest(new long[] {0}).entry()).as("the oldest went").isNull();
        // each entry: 8 bytes of ids + 100 of keys + 100 of values = 208
        PrefixCache byBytes = new PrefixCache(10, 500);
        byBytes.add(new long[] {1}, kv(100), kv(100));
        byBytes.add(new long[] {2}, kv(100), kv(100));
        assertThat(byBytes.bytes()).isEqualTo(416);
        byBytes.add(new long[] {3}, kv(100), kv(100));
        assertThat(byBytes.size()).isEqualTo(2);
        assertThat(byBytes.bytes()).isEqualTo(416);
        byBytes.add(new long[] {4}, kv(300), kv(300));
        assertThat(byBytes.size()).as("larger than the whole budget: not kept").isEqualTo(2);
        assertThat(new PrefixCache(0, 1 << 20).enabled()).isFalse();
        byBytes.clear();
        assertThat(byBytes.bytes()).isZero();
    }

    @Test
    void aBatchIsTheOldestPromptWithThoseSharingTheLongestPrefixUpToTheRoom() {
        List<List<long[]>> batches = new ArrayList<>();
        DecodeQueue q = new DecodeQueue(new ReentrantLock(), () -> 1, batch -> {
            batches.add(batch.stream().map(p -> p.prompt).toList());
            batch.forEach(p -> {
                p.output = new long[] {p.prompt.length};
                p.done = true;
            });
        });
        DecodeQueue.Pending alone = new DecodeQueue.Pending(new long[] {5, 6}, 4, Set.of());
        q.decode(alone);
        assertThat(alone.output).containsExactly(2);
        assertThat(batches).hasSize(1);
        assertThat(q.takeBatch()).isEmpty();
    }

    @Test
    void promptsThatWaitedAreServedWithTheOnesSharingTheirBeginning() throws Exception {
        ReentrantLock model = new ReentrantLock();
        List<List<Long>> batches = java.util.Collections.synchronizedList(new ArrayList<>());
        DecodeQueue q = new DecodeQueue(model, () -> 1, batch -> {
            batches.add(batch.stream().map(p -> p.prompt[p.prompt.length - 1]).toList());
            batch.forEach(p -> p.done = true);
        });
        List<Thread> threads = new ArrayList<>();
        model.lock(); // the model is busy: prompts queue up in arrival order
        try {
            for (long[] prompt : List.of(new long[] {1, 2, 3}, new long[] {9, 9}, new long[] {1, 2, 4})) {
                int before = q.waiting();
                Thread t = new Thread(() -> q.decode(new DecodeQueue.Pending(prompt, 1, Set.of())));
                t.start();
                threads.add(t);
                while (q.waiting() == before) {
                    Thread.onSpinWait();
                }
            }
        } finally {
            model.unlock();
        }
        for (Thread t : threads) {
            t.join(10_000);
        }
        // the oldest ({1,2,3}) goes with {1,2,4}, which shares two tokens with it; {9,9} goes alone
        assertThat(batches).containsExactly(List.of(3L, 4L), List.of(9L));
    }

    @Test
    void aFailedBatchFailsEveryPromptInIt() {
        IllegalStateException boom = new IllegalStateException("the session broke");
        DecodeQueue q = new DecodeQueue(new ReentrantLock(), () -> 0, batch -> batch.forEach(p -> {
            p.error = boom;
            p.done = true;
        }));
        DecodeQueue.Pending p = new DecodeQueue.Pending(new long[] {1}, 1, Set.of());
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> q.decode(p)).isSameAs(boom);
    }

    @Test
    void commonPrefixCountsSharedLeadingIds() {
        assertThat(PrefixCache.commonPrefix(new long[] {1, 2, 3}, new long[] {1, 2, 4})).isEqualTo(2);
        assertThat(PrefixCache.commonPrefix(new long[] {}, new long[] {1})).isZero();
        assertThat(PrefixCache.commonPrefix(new long[] {1, 2}, new long[] {1, 2, 3})).isEqualTo(2);
    }
}
