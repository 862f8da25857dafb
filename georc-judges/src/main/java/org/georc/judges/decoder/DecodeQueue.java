package org.georc.judges.decoder;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.locks.Lock;
import java.util.function.Consumer;
import java.util.function.IntSupplier;

/**
 * The decoder's waiting room: prompts that arrive from several threads while the model is busy
 * wait here, and whoever takes the model next serves the oldest one together with the waiting
 * prompts that share the longest prefix with it. Whoever holds the model runs a whole batch
 * before letting go, so a waiting prompt is either done or still queued when its thread gets
 * the model.
 */
final class DecodeQueue {
    private final ArrayDeque<Pending> waiting = new ArrayDeque<>();
    private final Lock model;
    private final IntSupplier room;
    private final Consumer<List<Pending>> run;

    /**
     * @param model the lock that owns the model
     * @param room  how many prompts may join the oldest one in a batch now (0: one at a time)
     * @param run   runs a batch while the model lock is held and completes every prompt in it
     *              (output or error, and done), whatever happens
     */
    DecodeQueue(Lock model, IntSupplier room, Consumer<List<Pending>> run) {
        this.model = model;
        this.room = room;
        this.run = run;
    }

    /**
     * Decodes a prompt, together with the prompts other threads are waiting with.
     *
     * @param mine the prompt; complete when this returns
     * @throws RuntimeException the error of its batch, if it failed
     */
    void decode(Pending mine) {
        synchronized (waiting) {
            waiting.addLast(mine);
        }
        while (true) {
            model.lock();
            try {
                if (mine.done) {
                    break;
                }
                List<Pending> batch = takeBatch();
                if (batch.isEmpty()) {
                    // cannot happen: whoever took this prompt finished it before letting go of the model
                    throw new IllegalStateException("a waiting prompt was lost by the batcher");
                }
                run.accept(batch);
            } finally {
                model.unlock();
            }
        }
        if (mine.error != null) {
            throw mine.error;
        }
    }

    /** The oldest waiting prompt and those that share the longest prefix with it, up to the room. */
    List<Pending> takeBatch() {
        synchronized (waiting) {
            Pending head = waiting.pollFirst();
            if (head == null) {
                return List.of();
            }
            List<Pending> batch = new ArrayList<>();
            batch.add(head);
            int free = room.getAsInt();
            if (free > 0 && !waiting.isEmpty()) {
                List<Pending> rest = new ArrayList<>(waiting);
                // stable sort: equal prefixes keep their age order
                rest.sort(Comparator.comparingInt((Pending q) -> -PrefixCache.commonPrefix(head.prompt, q.prompt)));
                for (Pending q : rest.subList(0, Math.min(free, rest.size()))) {
                    waiting.remove(q);
                    batch.add(q);
                }
            }
            return batch;
        }
    }

    /** @return prompts waiting now */
    int waiting() {
        synchronized (waiting) {
            return waiting.size();
        }
    }

    /** A prompt waiting for the model, and what became of it. */
    static final class Pending {
        final long[] prompt;
        final int maxNew;
        final Set<Long> stops;
        long[] output;
        long cached;
        RuntimeException error;
        boolean done;

        Pending(long[] prompt, int maxNew, Set<Long> stops) {
            this.prompt = prompt;
            this.maxNew = maxNew;
            this.stops = stops;
        }
    }
}
