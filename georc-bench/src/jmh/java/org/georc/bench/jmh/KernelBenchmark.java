package org.georc.bench.jmh;

import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.georc.metrics.BestMatches;
import org.georc.metrics.CosineKernel;
import org.georc.metrics.Ramp;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The cosine + ramp kernel on n x n clause pairs of dimension 384: the fused blocked pass
 * against a baseline that builds {@code float[][]} rows and scans them twice.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class KernelBenchmark {
    @Param({"10", "50", "200"})
    public int n;

    private float[] a;
    private float[] b;
    private float[][] a2;
    private float[][] b2;
    private static final int DIM = 384;

    /** Random unit vectors, fixed seed. */
    @Setup(Level.Trial)
    public void setUp() {
        Random rnd = new Random(1);
        a = unit(rnd, n);
        b = unit(rnd, n);
        a2 = rows(a, n);
        b2 = rows(b, n);
    }

    /** @return best matches via the fused blocked kernel */
    @Benchmark
    public BestMatches fused() {
        return CosineKernel.bestMatches(a, n, b, n, DIM, Ramp.DEFAULT_LO, Ramp.DEFAULT_HI);
    }

    /** @return the sum of row and column best ramps via a naive matrix of boxed-free rows */
    @Benchmark
    public double naiveBaseline() {
        double[][] sim = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                double s = 0;
                for (int k = 0; k < DIM; k++) {
                    s += a2[i][k] * b2[j][k];
                }
                sim[i][j] = s;
            }
        }
        double total = 0;
        for (int i = 0; i < n; i++) {
            double best = -1;
            for (int j = 0; j < n; j++) {
                best = Math.max(best, sim[i][j]);
            }
            total += Ramp.ramp(best, Ramp.DEFAULT_LO, Ramp.DEFAULT_HI);
        }
        for (int j = 0; j < n; j++) {
            double best = -1;
            for (int i = 0; i < n; i++) {
                best = Math.max(best, sim[i][j]);
            }
            total += Ramp.ramp(best, Ramp.DEFAULT_LO, Ramp.DEFAULT_HI);
        }
        return total;
    }

    private static float[] unit(Random rnd, int n) {
        float[] v = new float[n * DIM];
        for (int i = 0; i < v.length; i++) {
            v[i] = (float) rnd.nextGaussian();
        }
        for (int i = 0; i < n; i++) {
            CosineKernel.normalize(v, i * DIM, DIM);
        }
        return v;
    }

    private static float[][] rows(float[] flat, int n) {
        float[][] out = new float[n][DIM];
        for (int i = 0; i < n; i++) {
            System.arraycopy(flat, i * DIM, out[i], 0, DIM);
        }
        return out;
    }
}
