package org.georc.judges.encoder;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.georc.core.ConfigurationException;

/**
 * A monotone map from one encoder's cosines onto another encoder's scale, so that thresholds set
 * for the second (the judge's ramp {@code lo}/{@code hi}, {@code agreement-min-cosine},
 * {@code similar-lo}/{@code similar-hi}, all set for all-MiniLM-L6-v2) keep their meaning.
 *
 * <p>The map is piecewise linear through knots {@code (x, y)}: x an own cosine, y the cosine of
 * the reference encoder at the same quantile. {@link #fit} finds the knots by quantile matching:
 * both encoders score the same clause pairs, and the own cosine at quantile p is mapped to the
 * reference cosine at quantile p, so the calibrated cosines of those pairs are distributed like
 * the reference encoder's. The ends {@code (-1, -1)} and {@code (1, 1)} are always knots.
 * Immutable and thread-safe.
 */
public final class CosineCalibration {
    private static final CosineCalibration IDENTITY = new CosineCalibration(new double[] {-1, 1},
            new double[] {-1, 1});
    /**
     * The quantiles {@link #fit} places knots at: coarse in the bulk, where unrelated clause
     * pairs lie, and dense in the upper tail, where the ramp and the gates decide.
     */
    static final double[] QUANTILES = {0.05, 0.15, 0.25, 0.35, 0.45, 0.55, 0.65, 0.75, 0.85, 0.90, 0.92, 0.94,
            0.95, 0.96, 0.97, 0.98, 0.985, 0.99, 0.995, 0.998, 0.999};

    private final double[] x;
    private final double[] y;

    private CosineCalibration(double[] x, double[] y) {
        this.x = x;
        this.y = y;
    }

    /** @return the map that changes nothing */
    public static CosineCalibration identity() {
        return IDENTITY;
    }

    /**
     * @param xs own cosines, strictly increasing, inside (-1, 1)
     * @param ys reference cosines, non-decreasing, inside [-1, 1]
     * @return the map through these knots and the two ends
     * @throws ConfigurationException when the knots are not monotone or out of range
     */
    public static CosineCalibration of(double[] xs, double[] ys) {
        if (xs.length != ys.length) {
            throw new ConfigurationException("calibration: " + xs.length + " x values but " + ys.length + " y values");
        }
        double[] x = new double[xs.length + 2];
        double[] y = new double[ys.length + 2];
        x[0] = -1;
        y[0] = -1;
        for (int i = 0; i < xs.length; i++) {
            if (!(xs[i] > x[i]) || !(xs[i] < 1)) {
                throw new ConfigurationException("calibration: knot " + (i + 1) + " x=" + xs[i]
                        + " must lie in (-1, 1) above the knot before it");
            }
            if (!(ys[i] >= y[i]) || !(ys[i] <= 1)) {
                throw new ConfigurationException("calibration: knot " + (i + 1) + " y=" + ys[i]
                        + " must lie in [-1, 1], not below the knot before it");
            }
            x[i + 1] = xs[i];
            y[i + 1] = ys[i];
        }
        x[x.length - 1] = 1;
        y[y.length - 1] = 1;
        return new CosineCalibration(x, y);
    }

    /**
     * Quantile matching: the knots map each {@link #QUANTILES quantile} of {@code own} to the same
     * quantile of {@code reference}. Both arrays hold the cosines of the same pairs under the
     * two encoders (only their distributions are used).
     *
     * @param own       cosines of the encoder to calibrate
     * @param reference cosines of the encoder whose scale is wanted, as many
     * @return the map
     */
    public static CosineCalibration fit(float[] own, float[] reference) {
        if (own.length != reference.length || own.length < QUANTILES.length * 10) {
            throw new ConfigurationException("calibration needs the same pairs under both encoders, at least "
                    + QUANTILES.length * 10 + "; got " + own.length + " and " + reference.length);
        }
        float[] a = own.clone();
        float[] b = reference.clone();
        Arrays.sort(a);
        Arrays.sort(b);
        List<double[]> knots = new ArrayList<>();
        double lastX = -1;
        double lastY = -1;
        for (double p : QUANTILES) {
            int k = (int) Math.min(a.length - 1, Math.round(p * (a.length - 1)));
            double kx = a[k];
            double ky = Math.max(lastY, b[k]);
            // knots are written with four decimals: keep them apart and below 1 there too
            if (kx > lastX + 1e-4 && kx < 0.9999) {
                knots.add(new double[] {kx, ky});
                lastX = kx;
                lastY = ky;
            }
        }
        double[] xs = new double[knots.size()];
        double[] ys = new double[knots.size()];
        for (int i = 0; i < xs.length; i++) {
            xs[i] = knots.get(i)[0];
            ys[i] = knots.get(i)[1];
        }
        return of(xs, ys);
    }

    /**
     * Reads knots, one {@code x y} pair a line; {@code #} starts a comment.
     *
     * @param in   the text, UTF-8
     * @param name the file's name, for messages
     * @return the map
     * @throws ConfigurationException naming {@code name:line} for a bad line
     */
    public static CosineCalibration read(InputStream in, String name) {
        String text;
        try {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ConfigurationException("cannot read " + name + ": " + e.getMessage(), e);
        }
        List<Double> xs = new ArrayList<>();
        List<Double> ys = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].replaceFirst("#.*", "").strip();
            if (line.isEmpty()) {
                continue;
            }
            String[] f = line.split("\\s+");
            try {
                if (f.length != 2) {
                    throw new NumberFormatException("expected two numbers");
                }
                double kx = Double.parseDouble(f[0]);
                double ky = Double.parseDouble(f[1]);
                of(new double[] {kx}, new double[] {ky});
                if (!xs.isEmpty() && (kx <= xs.get(xs.size() - 1) || ky < ys.get(ys.size() - 1))) {
                    throw new NumberFormatException("knots must rise: x above, y not below the line before");
                }
                xs.add(kx);
                ys.add(ky);
            } catch (NumberFormatException | ConfigurationException e) {
                throw new ConfigurationException(name + ":" + (i + 1) + ": bad knot \"" + lines[i].strip() + "\" ("
                        + e.getMessage() + ")", e);
            }
        }
        return of(xs.stream().mapToDouble(Double::doubleValue).toArray(),
                ys.stream().mapToDouble(Double::doubleValue).toArray());
    }

    /** @return the knots as {@link #read} reads them, one {@code x y} line each, ends left out */
    public String write() {
        StringBuilder s = new StringBuilder();
        for (int i = 1; i < x.length - 1; i++) {
            s.append(String.format(Locale.ROOT, "%.4f %.4f%n", x[i], y[i]));
        }
        return s.toString();
    }

    /** @return whether this map changes nothing */
    public boolean isIdentity() {
        return this == IDENTITY;
    }

    /**
     * @param cosine an own cosine
     * @return the cosine on the reference scale
     */
    public double apply(double cosine) {
        if (this == IDENTITY) {
            return cosine;
        }
        double c = Math.max(-1, Math.min(1, cosine));
        int i = Arrays.binarySearch(x, c);
        if (i >= 0) {
            return y[i];
        }
        int hi = -i - 1;
        int lo = hi - 1;
        return y[lo] + (y[hi] - y[lo]) * (c - x[lo]) / (x[hi] - x[lo]);
    }
}
