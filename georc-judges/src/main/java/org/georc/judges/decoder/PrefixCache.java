package org.georc.judges.decoder;

import java.util.ArrayList;
import java.util.List;

/**
 * The decoder's prefix cache: the keys and values of the most recent prompts, newest first,
 * bounded by a number of entries and a number of bytes. A new prompt that starts with the same
 * tokens as an entry reuses that entry's keys and values for those tokens. Not thread-safe: the
 * decoder holds its model lock around every use.
 */
final class PrefixCache {
    /** No entry shares a token with the prompt. */
    static final Hit NONE = new Hit(null, 0);

    private final List<Entry> entries = new ArrayList<>();
    private final int maxEntries;
    private final long maxBytes;

    /**
     * @param maxEntries most prompts kept (0: the cache is off)
     * @param maxBytes   most bytes kept over all entries
     */
    PrefixCache(int maxEntries, long maxBytes) {
        this.maxEntries = maxEntries;
        this.maxBytes = maxBytes;
    }

    /** @return whether prompts are kept at all */
    boolean enabled() {
        return maxEntries > 0;
    }

    /**
     * @param prompt the prompt's ids
     * @return the entry sharing the longest beginning with it (the newest among equals), or {@link #NONE}
     */
    Hit longest(long[] prompt) {
        Entry hit = null;
        int common = 0;
        for (Entry e : entries) {
            int c = commonPrefix(e.ids(), prompt);
            if (c > common) {
                common = c;
                hit = e;
            }
        }
        return hit == null ? NONE : new Hit(hit, common);
    }

    /**
     * Keeps a prompt's keys and values as the newest entry, then drops the oldest entries beyond
     * the entry and byte limits. An entry larger than the whole byte budget is not kept.
     *
     * @param ids    the prompt's ids (kept as given: pass a copy)
     * @param keys   per layer, [1, kvHeads, ids.length, headDim] as raw bytes
     * @param values per layer, same layout
     */
    void add(long[] ids, byte[][] keys, byte[][] values) {
        Entry entry = new Entry(ids, keys, values);
        if (entry.bytes() > maxBytes) {
            return;
        }
        entries.add(0, entry);
        long total = 0;
        for (int i = 0; i < entries.size(); i++) {
            total += entries.get(i).bytes();
            if (i >= maxEntries || total > maxBytes) {
                entries.subList(i, entries.size()).clear();
                break;
            }
        }
    }

    /** @return bytes held now */
    long bytes() {
        return entries.stream().mapToLong(Entry::bytes).sum();
    }

    /** @return entries held now */
    int size() {
        return entries.size();
    }

    /** Drops every entry. */
    void clear() {
        entries.clear();
    }

    /**
     * @param a one sequence
     * @param b another
     * @return how many leading ids they share
     */
    static int commonPrefix(long[] a, long[] b) {
        int n = Math.min(a.length, b.length);
        int i = 0;
        while (i < n && a[i] == b[i]) {
            i++;
        }
        return i;
    }

    /** Keys and values of a prompt, kept as raw bytes per layer ([1, kvHeads, length, headDim]). */
    record Entry(long[] ids, byte[][] keys, byte[][] values) {
        long bytes() {
            long n = ids.length * 8L;
            for (byte[] k : keys) {
                n += k.length;
            }
            for (byte[] v : values) {
                n += v.length;
            }
            return n;
        }
    }

    /**
     * @param entry  the entry, or null for none
     * @param common how many leading tokens of the prompt it holds
     */
    record Hit(Entry entry, int common) {
    }
}
