package org.georc.judges.encoder;

import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.georc.core.ConfigurationException;

/**
 * The encoder's work plan, without the model: how a tokenized text becomes the windows the
 * model sees ({@link #split}), how windows are grouped into padded batches of similar length
 * ({@link #batches}), and how a batch's token vectors become one vector per window
 * ({@link #meanPool}). Pure functions, so the arithmetic is tested without loading a model.
 */
final class TokenWindows {
    private TokenWindows() {
    }

    /**
     * One piece of work for the model: a window of token ids belonging to a text.
     *
     * @param text   index of the text in the request
     * @param ids    the window's token ids, special tokens included
     * @param weight the window's share of the text's body tokens (1 for a text in one window)
     */
    record Piece(int text, long[] ids, double weight) {
    }

    /**
     * Fits one text into windows of at most {@code maxTokens} ids. A text that fits is one
     * piece. A longer one keeps its leading and trailing special tokens in every window and
     * either keeps only the first body tokens ({@link LongInputPolicy#TRUNCATE}) or is cut into
     * consecutive windows weighted by their body tokens ({@link LongInputPolicy#CHUNK_AND_AVERAGE}).
     *
     * @param text      index of the text in the request
     * @param ids       the text's token ids
     * @param special   1 where {@code ids} holds a special token (same length as ids)
     * @param maxTokens the model's window
     * @param policy    what to do with a longer text
     * @return the pieces, in text order
     * @throws ConfigurationException when the window has no room left between the special tokens
     */
    static List<Piece> split(int text, long[] ids, long[] special, int maxTokens, LongInputPolicy policy) {
        if (ids.length <= maxTokens) {
            return List.of(new Piece(text, ids, 1.0));
        }
        int lead = 0;
        while (lead < ids.length && special[lead] == 1) {
            lead++;
        }
        int trail = 0;
        while (trail < ids.length - lead && special[ids.length - 1 - trail] == 1) {
            trail++;
        }
        int room = maxTokens - lead - trail;
        if (room < 1) {
            throw new ConfigurationException("maxTokens " + maxTokens + " leaves no room for text between "
                    + (lead + trail) + " special tokens");
        }
        long[] head = Arrays.copyOfRange(ids, 0, lead);
        long[] tail = Arrays.copyOfRange(ids, ids.length - trail, ids.length);
        long[] body = Arrays.copyOfRange(ids, lead, ids.length - trail);
        if (policy == LongInputPolicy.TRUNCATE) {
            return List.of(new Piece(text, join(head, Arrays.copyOf(body, room), tail), 1.0));
        }
        List<Piece> out = new ArrayList<>();
        for (int from = 0; from < body.length; from += room) {
            long[] part = Arrays.copyOfRange(body, from, Math.min(body.length, from + room));
            out.add(new Piece(text, join(head, part, tail), (double) part.length / body.length));
        }
        return out;
    }

    private static long[] join(long[] a, long[] b, long[] c) {
        long[] out = new long[a.length + b.length + c.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        System.arraycopy(c, 0, out, a.length + b.length, c.length);
        return out;
    }

    /**
     * Groups pieces into batches: longest first, at most {@code batchSize} per batch, and a batch
     * takes a piece only while it is within an eighth (at least 2 tokens) of the batch's longest,
     * so little compute goes to padding.
     *
     * @param pieces    the pieces (not changed)
     * @param batchSize most pieces per batch, at least 1
     * @return the batches, longest first
     */
    static List<List<Piece>> batches(List<Piece> pieces, int batchSize) {
        List<Piece> sorted = new ArrayList<>(pieces);
        sorted.sort((a, b) -> Integer.compare(b.ids().length, a.ids().length));
        List<List<Piece>> out = new ArrayList<>();
        int from = 0;
        while (from < sorted.size()) {
            int longest = sorted.get(from).ids().length;
            int slack = Math.max(2, longest / 8);
            int to = from + 1;
            while (to < sorted.size() && to - from < batchSize && longest - sorted.get(to).ids().length <= slack) {
                to++;
            }
            out.add(sorted.subList(from, to));
            from = to;
        }
        return out;
    }

    /**
     * Mean of the token vectors whose mask is 1, per row; a row with no such token gets zeros.
     *
     * @param hidden token vectors [n, len, dim]
     * @param mask   attention mask [n, len]
     * @param n      rows
     * @param len    positions per row
     * @param dim    vector size
     * @param out    receives [n, dim]
     */
    static void meanPool(FloatBuffer hidden, long[] mask, int n, int len, int dim, float[] out) {
        float[] row = new float[dim];
        for (int i = 0; i < n; i++) {
            double[] acc = new double[dim];
            int count = 0;
            for (int t = 0; t < len; t++) {
                if (mask[i * len + t] == 0) {
                    continue;
                }
                hidden.get((i * len + t) * dim, row, 0, dim);
                for (int k = 0; k < dim; k++) {
                    acc[k] += row[k];
                }
                count++;
            }
            for (int k = 0; k < dim; k++) {
                out[i * dim + k] = (float) (acc[k] / Math.max(1, count));
            }
        }
    }

    /**
     * The vector of each row's first token ({@code [CLS]}), for models trained with CLS pooling.
     *
     * @param hidden token vectors [n, len, dim]
     * @param n      rows
     * @param len    positions per row
     * @param dim    vector size
     * @param out    receives [n, dim]
     */
    static void firstTokenPool(FloatBuffer hidden, int n, int len, int dim, float[] out) {
        for (int i = 0; i < n; i++) {
            hidden.get(i * len * dim, out, i * dim, dim);
        }
    }
}
