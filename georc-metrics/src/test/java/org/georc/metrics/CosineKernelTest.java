package org.georc.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import org.junit.jupiter.api.Test;

class CosineKernelTest {

    @Test
    void dotProductsOfUnitVectorsAreCosines() {
        // a0=(1,0,0), a1=(0,1,0); b0=(0,0.6,0.8), b1=(1,0,0)
        float[] a = {1, 0, 0, 0, 1, 0};
        float[] b = {0, 0.6f, 0.8f, 1, 0, 0};
        float[] s = CosineKernel.similarity(a, 2, b, 2, 3);
        assertThat(s).containsExactly(new float[] {0f, 1f, 0.6f, 0f}, within(1e-7f));
    }

    @Test
    void blockedKernelMatchesNaiveLoopAcrossBlockBoundaries() {
        int n = 70;
        int m = 41;
        int dim = 13; // odd, so the 4-way unrolled tail is exercised
        Random rnd = new Random(7);
        float[] a = randomUnit(rnd, n, dim);
        float[] b = randomUnit(rnd, m, dim);
        float[] s = CosineKernel.similarity(a, n, b, m, dim);
        BestMatches best = CosineKernel.bestMatches(a, n, b, m, dim, 0.1, 0.5);
        for (int i = 0; i < n; i++) {
            double rowMax = -2;
            for (int j = 0; j < m; j++) {
                double naive = 0;
                for (int k = 0; k < dim; k++) {
                    naive += a[i * dim + k] * b[j * dim + k];
                }
                assertThat((double) s[i * m + j]).isCloseTo(naive, within(1e-5));
                rowMax = Math.max(rowMax, naive);
            }
            assertThat(best.rowSimilarity(i)).isCloseTo(rowMax, within(1e-5));
            assertThat(best.rowCredit(i)).isCloseTo(Ramp.ramp(rowMax, 0.1, 0.5), within(1e-4));
        }
        for (int j = 0; j < m; j++) {
            int arg = best.columnMatch(j);
            assertThat(best.columnSimilarity(j)).isEqualTo(s[arg * m + j]);
        }
    }

    @Test
    void blockedPairsAreNeverMatchesAndFullyBlockedRowsEarnNothing() {
        // 2x2 matrix: row 0 prefers column 0 (0.9) but that pair is blocked -> falls back to column 1 (0.5)
        float[] sim = {0.9f, 0.5f, 0.8f, 0.2f};
        boolean[] blocked = {true, false, false, false};
        BestMatches m = CosineKernel.bestMatches(sim, 2, 2, blocked, 0.4, 0.6);
        assertThat(m.rowMatch(0)).isEqualTo(1);
        // ramp(0.5) = (0.5 - 0.4) / 0.2 = 0.5
        assertThat(m.rowCredit(0)).isCloseTo(0.5, within(1e-6));
        assertThat(m.columnMatch(0)).isEqualTo(1);
        BestMatches all = CosineKernel.bestMatches(sim, 2, 2, new boolean[] {true, true, false, false}, 0.4, 0.6);
        assertThat(all.rowMatch(0)).isEqualTo(-1);
        assertThat(all.rowCredit(0)).isZero();
        // unblocked it equals the fused kernel on the same vectors' similarities
        BestMatches none = CosineKernel.bestMatches(sim, 2, 2, null, 0.4, 0.6);
        assertThat(none.rowMatch(0)).isZero();
    }

    @Test
    void normalizeGivesUnitNormAndLeavesZeroVectorsAlone() {
        float[] v = {3, 4, 0, 0};
        assertThat(CosineKernel.normalize(v, 0, 2)).isEqualTo(5.0);
        assertThat(v).containsExactly(new float[] {0.6f, 0.8f, 0, 0}, within(1e-7f));
        assertThat(CosineKernel.normalize(v, 2, 2)).isZero();
    }

    @Test
    void shapeMismatchIsNamed() {
        assertThatThrownBy(() -> CosineKernel.similarity(new float[5], 2, new float[4], 2, 2))
                .hasMessageContaining("a must hold n*dim = 4");
        assertThatThrownBy(() -> CosineKernel.bestMatches(new float[2], 1, new float[2], 1, 2, 0.5, 0.5))
                .hasMessageContaining("lo < hi");
    }

    static float[] randomUnit(Random rnd, int n, int dim) {
        float[] v = new float[n * dim];
        for (int i = 0; i < v.length; i++) {
            v[i] = (float) rnd.nextGaussian();
        }
        for (int i = 0; i < n; i++) {
            CosineKernel.normalize(v, i * dim, dim);
        }
        return v;
    }

    @Test
    void gatedPassPicksTheHighestCreditNotTheHighestSimilarity() {
        // row 0: column 0 has cosine 0.9 but gate 0.25 (credit 0.25); column 1 has 0.55 and gate 1 (credit 0.75)
        float[] sim = {0.9f, 0.55f, 0.3f, 0.2f};
        float[] gate = {0.25f, 1f, 1f, 0f};
        BestMatches m = CosineKernel.gatedMatches(sim, 2, 2, gate, 0.4, 0.6);
        assertThat(m.rowMatch(0)).isEqualTo(1);
        assertThat(m.rowCredit(0)).isCloseTo(0.75, within(1e-6));
        assertThat(m.rowSimilarity(0)).isCloseTo(0.55, within(1e-6));
        // row 1: no credit anywhere; the open pair (column 0) is still its match, for the alignment
        assertThat(m.rowMatch(1)).isZero();
        assertThat(m.rowCredit(1)).isZero();
        // column 0: row 0 earns 0.25, row 1 nothing
        assertThat(m.columnMatch(0)).isZero();
        assertThat(m.columnCredit(0)).isCloseTo(0.25, within(1e-6));
    }

    @Test
    void aColumnGateWeighsTheCreditAPairGivesItsColumnApartFromItsRow() {
        // one pair, cosine at the top of the ramp: the row is fully supported, the column a quarter
        float[] sim = {0.6f, 0.5f};
        BestMatches m = CosineKernel.gatedMatches(sim, 1, 2, new float[] {1f, 1f}, new float[] {0.25f, 0f}, null,
                0.4, 0.6);
        assertThat(m.rowCredit(0)).isCloseTo(1.0, within(1e-6));
        assertThat(m.columnCredit(0)).isCloseTo(0.25, within(1e-6));
        // a column gate of 0 closes that direction only: the column gets no match from the pair
        assertThat(m.columnMatch(1)).isEqualTo(-1);
        assertThat(m.columnCredit(1)).isZero();
        // a floor lifts both open directions, never a closed one
        BestMatches floored = CosineKernel.gatedMatches(sim, 1, 2, new float[] {0f, 1f}, new float[] {0.25f, 0f},
                new float[] {0.9f, 0.9f}, 0.4, 0.6);
        assertThat(floored.columnCredit(0)).isCloseTo(0.9, within(1e-6));
        assertThat(floored.columnMatch(1)).isEqualTo(-1);
        assertThat(floored.rowMatch(0)).isEqualTo(1);
        // without a column gate both directions use the row gate, as the plain gated form does
        BestMatches same = CosineKernel.gatedMatches(sim, 1, 2, new float[] {1f, 0.5f}, null, null, 0.4, 0.6);
        BestMatches plain = CosineKernel.gatedMatches(sim, 1, 2, new float[] {1f, 0.5f}, 0.4, 0.6);
        assertThat(same.columnCredit(1)).isCloseTo(plain.columnCredit(1), within(1e-6));
        assertThatThrownBy(() -> CosineKernel.gatedMatches(sim, 1, 2, new float[] {1f, 1f}, new float[] {2f, 0f},
                null, 0.4, 0.6)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("columnGate[0]");
        assertThatThrownBy(() -> CosineKernel.gatedMatches(sim, 1, 2, new float[] {1f, 1f}, new float[] {1f},
                null, 0.4, 0.6)).hasMessageContaining("columnGate must hold");
    }

    @Test
    void gatesOfOneGiveThePlainRampAndGatesOfZeroBlock() {
        Random rnd = new Random(11);
        int n = 9;
        int m = 6;
        float[] sim = new float[n * m];
        for (int k = 0; k < sim.length; k++) {
            sim[k] = rnd.nextFloat() * 2 - 1;
        }
        float[] ones = new float[n * m];
        java.util.Arrays.fill(ones, 1f);
        BestMatches plain = CosineKernel.bestMatches(sim, n, m, null, 0.1, 0.5);
        BestMatches gated = CosineKernel.gatedMatches(sim, n, m, ones, 0.1, 0.5);
        for (int i = 0; i < n; i++) {
            assertThat(gated.rowCredit(i)).isCloseTo(plain.rowCredit(i), within(1e-6));
        }
        for (int j = 0; j < m; j++) {
            assertThat(gated.columnCredit(j)).isCloseTo(plain.columnCredit(j), within(1e-6));
        }
        BestMatches none = CosineKernel.gatedMatches(sim, n, m, new float[n * m], 0.1, 0.5);
        assertThat(none.rowMatch(0)).isEqualTo(-1);
        assertThat(none.rowCredit(0)).isZero();
        assertThat(none.columnSimilarity(0)).isEqualTo(-1);
    }

    @Test
    void gatedPassRejectsBadGatesAndShapes() {
        float[] sim = {0.5f, 0.5f};
        assertThatThrownBy(() -> CosineKernel.gatedMatches(sim, 1, 2, new float[] {0.5f, 1.5f}, 0.4, 0.6))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("gate[1]");
        assertThatThrownBy(() -> CosineKernel.gatedMatches(sim, 1, 2, new float[] {0.5f}, 0.4, 0.6))
                .hasMessageContaining("gate must hold");
        assertThatThrownBy(() -> CosineKernel.gatedMatches(sim, 1, 2, new float[] {Float.NaN, 1f}, 0.4, 0.6))
                .hasMessageContaining("gate[0]");
        BestMatches empty = CosineKernel.gatedMatches(new float[0], 0, 3, new float[0], 0.4, 0.6);
        assertThat(empty.columnMatch(2)).isEqualTo(-1);
    }

    @Test
    void floorsRaiseOpenPairsButNeverBlockedOnes() {
        // row 0: cosine 0.2 is below the ramp but the floor gives 0.8; row 1: gate 0 wins over any floor
        float[] sim = {0.2f, 0.9f};
        BestMatches m = CosineKernel.gatedMatches(sim, 2, 1, new float[] {1f, 0f}, new float[] {0.8f, 1f}, 0.4, 0.6);
        assertThat(m.rowCredit(0)).isCloseTo(0.8, within(1e-6));
        assertThat(m.rowMatch(1)).isEqualTo(-1);
        assertThat(m.columnMatch(0)).isZero();
        assertThatThrownBy(() -> CosineKernel.gatedMatches(sim, 2, 1, new float[] {1f, 1f}, new float[] {2f, 0f}, 0.4, 0.6))
                .hasMessageContaining("floor[0]");
    }
}
