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
}
