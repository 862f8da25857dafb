package org.georc.judges.encoder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import org.georc.core.ConfigurationException;
import org.georc.judges.encoder.TokenWindows.Piece;
import org.junit.jupiter.api.Test;

class TokenWindowsTest {
    private static final long CLS = 101;
    private static final long SEP = 102;

    /** [CLS] 1..bodyLength [SEP] with its special-token mask. */
    private static long[][] text(int bodyLength) {
        long[] ids = new long[bodyLength + 2];
        long[] special = new long[bodyLength + 2];
        ids[0] = CLS;
        special[0] = 1;
        for (int i = 1; i <= bodyLength; i++) {
            ids[i] = i;
        }
        ids[bodyLength + 1] = SEP;
        special[bodyLength + 1] = 1;
        return new long[][] {ids, special};
    }

    @Test
    void aTextThatFitsIsOneWholePiece() {
        long[][] t = text(6);
        List<Piece> pieces = TokenWindows.split(3, t[0], t[1], 8, LongInputPolicy.CHUNK_AND_AVERAGE);
        assertThat(pieces).hasSize(1);
        assertThat(pieces.get(0).text()).isEqualTo(3);
        assertThat(pieces.get(0).ids()).containsExactly(t[0]);
        assertThat(pieces.get(0).weight()).isEqualTo(1.0);
    }

    @Test
    void truncationKeepsTheFirstBodyTokensBetweenTheSpecialTokens() {
        long[][] t = text(10);
        List<Piece> pieces = TokenWindows.split(0, t[0], t[1], 6, LongInputPolicy.TRUNCATE);
        assertThat(pieces).hasSize(1);
        assertThat(pieces.get(0).ids()).containsExactly(CLS, 1, 2, 3, 4, SEP);
    }

    @Test
    void chunkingCoversTheWholeBodyInOrderWithWeightsThatSumToOne() {
        long[][] t = text(10);
        List<Piece> pieces = TokenWindows.split(0, t[0], t[1], 6, LongInputPolicy.CHUNK_AND_AVERAGE);
        assertThat(pieces).hasSize(3);
        List<Long> body = new ArrayList<>();
        double weights = 0;
        for (Piece p : pieces) {
            assertThat(p.ids().length).isLessThanOrEqualTo(6);
            assertThat(p.ids()[0]).isEqualTo(CLS);
            assertThat(p.ids()[p.ids().length - 1]).isEqualTo(SEP);
            for (int i = 1; i < p.ids().length - 1; i++) {
                body.add(p.ids()[i]);
            }
            weights += p.weight();
        }
        assertThat(body).containsExactlyElementsOf(LongStream.rangeClosed(1, 10).boxed().toList());
        assertThat(weights).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(pieces.get(2).weight()).isEqualTo(0.2); // the last window holds 2 of 10 body tokens
    }

    @Test
    void aWindowWithNoRoomBetweenTheSpecialTokensIsAConfigurationError() {
        long[][] t = text(5);
        assertThatThrownBy(() -> TokenWindows.split(0, t[0], t[1], 2, LongInputPolicy.TRUNCATE))
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("maxTokens 2");
    }

    @Test
    void batchesRunLongestFirstHoldAtMostTheBatchSizeAndDoNotMixFarLengths() {
        List<Piece> pieces = new ArrayList<>();
        int[] lengths = {5, 40, 6, 39, 41, 4, 38};
        for (int i = 0; i < lengths.length; i++) {
            pieces.add(new Piece(i, new long[lengths[i]], 1.0));
        }
        List<List<Piece>> batches = TokenWindows.batches(pieces, 2);
        List<List<Integer>> lens = batches.stream().map(b -> b.stream().map(p -> p.ids().length).toList()).toList();
        assertThat(lens).containsExactly(List.of(41, 40), List.of(39, 38), List.of(6, 5), List.of(4));
        assertThat(TokenWindows.batches(pieces, 8).stream().map(List::size).toList())
                .as("40-ish and 5-ish never share a batch").containsExactly(4, 3);
        assertThat(pieces.get(0).ids()).hasSize(5); // the input list is not reordered
        assertThat(TokenWindows.batches(List.of(), 4)).isEmpty();
    }

    @Test
    void meanPoolingAveragesOnlyUnmaskedTokensAndGivesZerosForAnEmptyRow() {
        // two rows, three positions, dim 2
        float[] hidden = {1, 2, 3, 4, 100, 100, /* row 2 */ 7, 7, 7, 7, 7, 7};
        long[] mask = {1, 1, 0, 0, 0, 0};
        float[] out = new float[4];
        TokenWindows.meanPool(FloatBuffer.wrap(hidden), mask, 2, 3, 2, out);
        assertThat(out).containsExactly(2f, 3f, 0f, 0f);
    }
}
