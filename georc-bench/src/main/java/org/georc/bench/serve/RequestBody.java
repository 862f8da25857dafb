package org.georc.bench.serve;

import java.io.InputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * A request body as it arrives: blocks of bytes, each taken from the {@link ByteBudget} when it
 * is allocated (4 KiB first, doubling up to 256 KiB, so a body that drips in holds little), and
 * read back once as a stream that lets each block go as it is passed. {@link #release} gives the
 * budget back. Not thread-safe: one reader appends, then one reader reads.
 */
final class RequestBody {
    private static final int FIRST_BLOCK = 4 * 1024;
    private static final int LARGEST_BLOCK = 256 * 1024;

    private final ByteBudget budget;
    private final List<byte[]> blocks = new ArrayList<>();
    private int lastUsed;
    private long size;
    private long charged;

    /** @param budget where the bytes are taken from */
    RequestBody(ByteBudget budget) {
        this.budget = budget;
    }

    /** @return the body's bytes so far */
    long size() {
        return size;
    }

    /** @return the bytes taken from the budget (the blocks' capacity) */
    long charged() {
        return charged;
    }

    /**
     * Appends what the buffer holds (the buffer is consumed).
     *
     * @param src bytes that arrived
     * @return false when the budget has no room for a new block (some of the bytes may have been
     *         appended; the body is refused anyway)
     */
    synchronized boolean append(ByteBuffer src) {
        while (src.hasRemaining()) {
            byte[] last = blocks.isEmpty() ? null : blocks.get(blocks.size() - 1);
            if (last == null || lastUsed == last.length) {
                int capacity = (int) Math.min(LARGEST_BLOCK, Math.max(FIRST_BLOCK, size));
                if (!budget.tryTake(capacity)) {
                    return false;
                }
                charged += capacity;
                last = new byte[capacity];
                blocks.add(last);
                lastUsed = 0;
            }
            int n = Math.min(src.remaining(), last.length - lastUsed);
            src.get(last, lastUsed, n);
            lastUsed += n;
            size += n;
        }
        return true;
    }

    /**
     * @return the body as a stream, read once; each block is let go once it has been read past
     */
    InputStream stream() {
        return new InputStream() {
            private int block;
            private int pos;

            private byte[] current() {
                while (block < blocks.size()) {
                    byte[] b = blocks.get(block);
                    int end = block == blocks.size() - 1 ? lastUsed : b.length;
                    if (pos < end) {
                        return b;
                    }
                    blocks.set(block, null); // read past: collectable now
                    block++;
                    pos = 0;
                }
                return null;
            }

            private int end() {
                return block == blocks.size() - 1 ? lastUsed : blocks.get(block).length;
            }

            @Override
            public int read() {
                byte[] b = current();
                return b == null ? -1 : b[pos++] & 0xff;
            }

            @Override
            public int read(byte[] dst, int off, int len) {
                if (len == 0) {
                    return 0;
                }
                byte[] b = current();
                if (b == null) {
                    return -1;
                }
                int n = Math.min(len, end() - pos);
                System.arraycopy(b, pos, dst, off, n);
                pos += n;
                return n;
            }
        };
    }

    /** Gives the budget back and drops the blocks; calling it again does nothing. */
    synchronized void release() {
        blocks.clear();
        budget.give(charged);
        charged = 0;
    }
}
