package org.georc.judges.decoder;

import ai.onnxruntime.OrtException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.georc.judges.decoder.DecoderGraph.Past;
import org.georc.judges.decoder.DecoderGraph.Step;

/**
 * Greedy generation on token ids over a {@link DecoderGraph}: one prompt with or without the KV
 * cache, or several prompts in one batch. Prompts are prefilled in chunks of at most
 * {@code prefillChunk} positions, so a run's logits stay bounded however long the prompt; the
 * {@link PrefixCache} supplies the keys and values of a prompt's longest cached beginning and
 * keeps each prompt's when asked. It counts the tokens it runs, reuses and pads.
 *
 * <p>Not thread-safe: {@link OnnxCausalLm} holds its model lock around every call.
 */
final class GreedyDecoder {
    private final DecoderGraph graph;
    private final PrefixCache prefixes;
    private final int prefillChunk;
    private final AtomicLong prefillTokens = new AtomicLong();
    private final AtomicLong reusedTokens = new AtomicLong();
    private final AtomicLong batches = new AtomicLong();
    private final AtomicLong batchedSequences = new AtomicLong();
    private final AtomicLong paddedTokens = new AtomicLong();

    /**
     * @param graph        the model
     * @param prefixes     the prefix cache
     * @param prefillChunk prompt positions per prefill run (over all rows of a batch), at least 1
     */
    GreedyDecoder(DecoderGraph graph, PrefixCache prefixes, int prefillChunk) {
        this.graph = graph;
        this.prefixes = prefixes;
        this.prefillChunk = prefillChunk;
    }

    /** @return prompt tokens run so far */
    long prefillTokens() {
        return prefillTokens.get();
    }

    /** @return prompt tokens served from the prefix cache or shared within a batch so far */
    long reusedTokens() {
        return reusedTokens.get();
    }

    /** @return batches of two or more prompts decoded so far */
    long batches() {
        return batches.get();
    }

    /** @return prompts decoded in a batch of two or more so far */
    long batchedSequences() {
        return batchedSequences.get();
    }

    /** @return padding positions run in batched prefills so far */
    long paddedTokens() {
        return paddedTokens.get();
    }

    /** @return the prefix cache */
    PrefixCache prefixes() {
        return prefixes;
    }

    /**
     * Re-runs the whole sequence for every new token, without a KV cache (the reference the
     * cached loop is tested against).
     */
    long[] uncached(long[] prompt, int maxNew, Set<Long> stops) throws OrtException {
        List<Long> seq = new ArrayList<>();
        for (long id : prompt) {
            seq.add(id);
        }
        List<Long> out = new ArrayList<>();
        for (int i = 0; i < maxNew; i++) {
            long[] ids = seq.stream().mapToLong(Long::longValue).toArray();
            prefillTokens.addAndGet(ids.length);
            long next;
            try (Step s = graph.run(ids, 0, null, null)) {
                next = s.argmaxLast();
            }
            if (stops.contains(next)) {
                break;
            }
            out.add(next);
            seq.add(next);
        }
        return toArray(out);
    }

    /**
     * One prompt with the KV cache: the part the prefix cache holds is not run (at least one
     * token always is, for its logits), the rest is prefilled in chunks, then each new token runs
     * alone against the growing cache.
     *
     * @param reuse look the prompt up in the prefix cache and remember it there
     * @return the generated ids (stop ids excluded)
     */
    long[] cached(long[] prompt, int maxNew, Set<Long> stops, boolean reuse) throws OrtException {
        PrefixCache.Hit found = reuse ? prefixes.longest(prompt) : PrefixCache.NONE;
        int common = Math.min(found.common(), prompt.length - 1);
        prefillTokens.addAndGet(prompt.length - common);
        reusedTokens.addAndGet(common);
        Step step = prefill(prompt, common, found.entry());
        List<Long> out = new ArrayList<>();
        try {
            if (reuse) {
                Past kv = step.present(prompt.length);
                prefixes.add(prompt.clone(), kv.keys(), kv.values());
            }
            int past = prompt.length;
            for (int i = 0; i < maxNew; i++) {
                long next = step.argmaxLast();
                if (stops.contains(next) || i == maxNew - 1) {
                    if (!stops.contains(next)) {
                        out.add(next);
                    }
                    break;
                }
                out.add(next);
                Step nextStep = graph.run(new long[] {next}, past, null, step);
                step.close();
                step = nextStep;
                past++;
            }
        } finally {
            step.close();
        }
        return toArray(out);
    }

    /**
     * Runs {@code tokens} from position {@code common} on, in chunks, after the first
     * {@code common} positions of {@code hit} (none when {@code common} is 0).
     *
     * @return the last chunk's run, open (the caller closes it)
     */
    private Step prefill(long[] tokens, int common, PrefixCache.Entry hit) throws OrtException {
        Step step = null;
        try {
            for (int from = common; from < tokens.length; from += prefillChunk) {
                long[] part = Arrays.copyOfRange(tokens, from, Math.min(tokens.length, from + prefillChunk));
                Step next = step != null ? graph.run(part, from, null, step)
                        : hit == null || common == 0 ? graph.run(part, 0, null, null)
                        : graph.run(part, common, Past.of(hit), null);
                if (step != null) {
                    step.close();
                }
                step = next;
            }
            return step;
        } catch (OrtException | RuntimeException e) {
            if (step != null) {
                step.close();
            }
            throw e;
        }
    }

    /**
     * One batch: the prompts' common prefix runs once with batch size 1 (after whatever part
     * of it the prefix cache holds), its keys and values are copied to every row, the suffixes
     * run right-padded in chunks (at most {@code prefillChunk} positions per run over all rows,
     * so logits stay bounded), and then all rows decode together until each has stopped.
     * Padding never takes part: the mask hides it and every row's position ids count only its
     * own tokens.
     *
     * @param cachedPerRow filled with each row's prompt tokens that were not run for it
     * @return each prompt's generated ids, in order
     */
    List<long[]> batch(List<long[]> prompts, int[] maxNew, Set<Long> stops, boolean reuse, long[] cachedPerRow)
            throws OrtException {
        int rows = prompts.size();
        if (rows == 1) {
            long before = reusedTokens.get();
            long[] out = cached(prompts.get(0), maxNew[0], stops, reuse);
            cachedPerRow[0] = reusedTokens.get() - before;
            return List.of(out);
        }
        long[] first = prompts.get(0);
        int shared = first.length;
        for (long[] p : prompts) {
            shared = Math.min(shared, Math.min(PrefixCache.commonPrefix(first, p), p.length - 1)); // every row runs >= 1 token
        }
        Past prefixKv = shared > 0 ? prefixKv(Arrays.copyOf(first, shared), reuse, cachedPerRow) : null;
        batches.incrementAndGet();
        batchedSequences.addAndGet(rows);
        int[] suffix = new int[rows];
        int longest = 0;
        long realSuffix = 0;
        for (int r = 0; r < rows; r++) {
            suffix[r] = prompts.get(r).length - shared;
            longest = Math.max(longest, suffix[r]);
            realSuffix += suffix[r];
            if (r > 0) {
                cachedPerRow[r] = shared;
            }
        }
        reusedTokens.addAndGet((long) (rows - 1) * shared);
        prefillTokens.addAndGet(realSuffix);
        paddedTokens.addAndGet((long) rows * longest - realSuffix);
        long[] next = new long[rows];
        Step step = prefillRows(prompts, shared, suffix, longest, prefixKv, next);
        List<List<Long>> out = new ArrayList<>();
        boolean[] active = new boolean[rows];
        int activeRows = rows;
        for (int r = 0; r < rows; r++) {
            out.add(new ArrayList<>());
            active[r] = true;
        }
        int total = shared + longest;
        try {
            for (int i = 0; ; i++) {
                // take this step's token of every active row (the single-prompt loop's rule, row by row)
                for (int r = 0; r < rows; r++) {
                    if (!active[r]) {
                        continue;
                    }
                    if (stops.contains(next[r]) || out.get(r).size() == maxNew[r] - 1) {
                        if (!stops.contains(next[r])) {
                            out.get(r).add(next[r]);
                        }
                        active[r] = false;
                        activeRows--;
                    } else {
                        out.get(r).add(next[r]);
                    }
                }
                if (activeRows == 0) {
                    break;
                }
                long[] ids = new long[rows];
                long[] pos = new long[rows];
                int t1 = total + 1;
                long[] mask = new long[rows * t1];
                for (int r = 0; r < rows; r++) {
                    ids[r] = active[r] ? next[r] : 0L;
                    pos[r] = shared + suffix[r] + i;
                    for (int t = 0; t < total; t++) {
                        mask[r * t1 + t] = t < shared + suffix[r] || t >= shared + longest ? 1L : 0L;
                    }
                    mask[r * t1 + total] = 1L;
                }
                Step nextStep = graph.exec(ids, rows, 1, mask, t1, pos, step, null);
                step.close();
                step = nextStep;
                total = t1;
                for (int r = 0; r < rows; r++) {
                    if (active[r]) {
                        next[r] = step.argmax(r, 0);
                    }
                }
            }
        } finally {
            step.close();
        }
        List<long[]> result = new ArrayList<>(rows);
        for (List<Long> o : out) {
            result.add(toArray(o));
        }
        return result;
    }

    /**
     * Runs every row's suffix after the shared prefix, right-padded, in chunks of at most
     * {@code prefillChunk} positions over all rows; writes each row's first generated token
     * into {@code next}.
     *
     * @return the last chunk's run, open (the caller closes it)
     */
    private Step prefillRows(List<long[]> prompts, int shared, int[] suffix, int longest, Past prefixKv, long[] next)
            throws OrtException {
        int rows = prompts.size();
        int width = Math.max(1, prefillChunk / rows);
        Step step = null;
        try {
            for (int from = 0; from < longest; from += width) {
                int w = Math.min(width, longest - from);
                int total = shared + from + w;
                long[] ids = new long[rows * w];
                long[] pos = new long[rows * w];
                long[] mask = new long[rows * total];
                for (int r = 0; r < rows; r++) {
                    long[] p = prompts.get(r);
                    for (int j = 0; j < w; j++) {
                        int k = from + j;
                        ids[r * w + j] = k < suffix[r] ? p[shared + k] : 0L;
                        pos[r * w + j] = shared + Math.min(k, suffix[r] - 1);
                    }
                    for (int t = 0; t < total; t++) {
                        mask[r * total + t] = t < shared + suffix[r] ? 1L : 0L;
                    }
                }
                Step nextStep = step != null ? graph.exec(ids, rows, w, mask, total, pos, step, null)
                        : graph.exec(ids, rows, w, mask, total, pos, null, prefixKv);
                if (step != null) {
                    step.close();
                }
                step = nextStep;
                for (int r = 0; r < rows; r++) {
                    int last = suffix[r] - 1;
                    if (last >= from && last < from + w) {
                        next[r] = step.argmax(r, last - from);
                    }
                }
            }
            return step;
        } catch (OrtException | RuntimeException e) {
            if (step != null) {
                step.close();
            }
            throw e;
        }
    }

    /**
     * Keys and values of a prefix (one row): from the prefix cache as far as it holds the
     * prefix, the rest run now (and remembered when reusing).
     */
    private Past prefixKv(long[] prefix, boolean reuse, long[] cachedPerRow) throws OrtException {
        PrefixCache.Hit found = reuse ? prefixes.longest(prefix) : PrefixCache.NONE;
        PrefixCache.Entry hit = found.entry();
        int common = found.common();
        cachedPerRow[0] = common;
        reusedTokens.addAndGet(common);
        prefillTokens.addAndGet(prefix.length - common);
        if (hit != null && common == prefix.length) {
            return graph.slice(Past.of(hit), common);
        }
        try (Step step = prefill(prefix, common, hit)) {
            Past kv = step.present(prefix.length);
            if (reuse) {
                prefixes.add(prefix.clone(), kv.keys(), kv.values());
            }
            return kv;
        }
    }

    /**
     * Decodes the prompt with the fewest tokens (the one that carries the most padding) alone
     * and in the batch, at most 8 tokens each way, without the prefix cache; both must give the
     * same tokens.
     *
     * @return whether they did
     */
    boolean batchAgreesWithALoneRun(List<long[]> prompts, int[] maxNew, Set<Long> stops) throws OrtException {
        int shortest = 0;
        for (int i = 1; i < prompts.size(); i++) {
            if (prompts.get(i).length < prompts.get(shortest).length) {
                shortest = i;
            }
        }
        int[] limits = new int[maxNew.length];
        for (int i = 0; i < limits.length; i++) {
            limits[i] = Math.min(8, maxNew[i]);
        }
        long[] alone = cached(prompts.get(shortest), limits[shortest], stops, false);
        long[] together = batch(prompts, limits, stops, false, new long[prompts.size()]).get(shortest);
        return Arrays.equals(alone, together);
    }

    private static long[] toArray(List<Long> ids) {
        return ids.stream().mapToLong(Long::longValue).toArray();
    }
}
