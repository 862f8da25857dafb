package org.georc.judges.encoder;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.georc.core.spi.SentenceEncoder;

/**
 * One or more encoders whose cosines are put on one scale ({@link CosineCalibration}) and
 * averaged: a single calibrated encoder, or an ensemble such as MiniLM with bge-small.
 *
 * <p>{@link #encode} concatenates the members' unit vectors, each scaled by {@code 1/sqrt(k)}
 * for {@code k} members, so the result is a unit vector whose plain dot product is the mean of
 * the members' <em>raw</em> cosines (what a caller that knows nothing of calibration sees).
 * {@link #similarity} gives the mean of the <em>calibrated</em> cosines, what the key-point
 * judge uses. Thread-safe when the members are; closes only the members it owns.
 */
public final class CalibratedEncoder implements SentenceEncoder {
    /**
     * A member.
     *
     * @param encoder     the encoder
     * @param calibration its cosines onto the common scale
     * @param owned       whether {@link #close()} closes it
     */
    public record Member(SentenceEncoder encoder, CosineCalibration calibration, boolean owned) {
    }

    private final List<Member> members;
    private final int[] offsets;
    private final int dimension;
    private final float scale;

    private CalibratedEncoder(List<Member> members) {
        this.members = List.copyOf(members);
        this.offsets = new int[members.size() + 1];
        for (int i = 0; i < members.size(); i++) {
            offsets[i + 1] = offsets[i] + members.get(i).encoder().dimension();
        }
        this.dimension = offsets[members.size()];
        this.scale = (float) (1 / Math.sqrt(members.size()));
    }

    /**
     * @param members at least one
     * @return the encoder
     */
    public static CalibratedEncoder of(List<Member> members) {
        if (members.isEmpty()) {
            throw new IllegalArgumentException("a calibrated encoder needs at least one member");
        }
        return new CalibratedEncoder(members);
    }

    /** @return the members, in order */
    public List<Member> members() {
        return members;
    }

    @Override
    public int dimension() {
        return dimension;
    }

    @Override
    public String modelId() {
        List<String> ids = new ArrayList<>();
        for (Member m : members) {
            ids.add(m.encoder().modelId() + (m.calibration().isIdentity() ? "" : " (calibrated)"));
        }
        return String.join(" + ", ids);
    }

    /** @return the SHA-256 of the members' weight hashes, when every member knows its own */
    @Override
    public Optional<String> weightsSha256() {
        if (members.size() == 1) {
            return members.get(0).encoder().weightsSha256();
        }
        StringBuilder all = new StringBuilder();
        for (Member m : members) {
            Optional<String> sha = m.encoder().weightsSha256();
            if (sha.isEmpty()) {
                return Optional.empty();
            }
            all.append(sha.get()).append('\n');
        }
        return Optional.of(ModelSource.sha256(all.toString().getBytes(StandardCharsets.UTF_8)));
    }

    /**
     * @return the SHA-256 of the members' calibration knots, in order (for provenance: a new
     *         calibration changes the scores as new weights would)
     */
    public String calibrationSha256() {
        StringBuilder all = new StringBuilder();
        for (Member m : members) {
            all.append(m.calibration().isIdentity() ? "identity\n" : m.calibration().write()).append("--\n");
        }
        return ModelSource.sha256(all.toString().getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public float[] encode(List<String> texts) {
        float[] out = new float[texts.size() * dimension];
        for (int k = 0; k < members.size(); k++) {
            float[] part = members.get(k).encoder().encode(texts);
            int d = offsets[k + 1] - offsets[k];
            for (int t = 0; t < texts.size(); t++) {
                for (int j = 0; j < d; j++) {
                    out[t * dimension + offsets[k] + j] = part[t * d + j] * scale;
                }
            }
        }
        return out;
    }

    /**
     * The mean calibrated cosine of every pair of rows of {@code a} and {@code b}, vectors this
     * encoder made.
     *
     * @param a row-major vectors, {@code n} rows of {@link #dimension()}
     * @param n rows of {@code a}
     * @param b row-major vectors, {@code m} rows
     * @param m rows of {@code b}
     * @return row-major {@code n x m} similarities
     */
    public float[] similarity(float[] a, int n, float[] b, int m) {
        float[] out = new float[n * m];
        int k = members.size();
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                double sum = 0;
                for (int p = 0; p < k; p++) {
                    double dot = 0;
                    for (int q = offsets[p]; q < offsets[p + 1]; q++) {
                        dot += a[i * dimension + q] * b[j * dimension + q];
                    }
                    // each part was scaled by 1/sqrt(k): its dot product is the member's cosine / k
                    sum += members.get(p).calibration().apply(dot * k);
                }
                out[i * m + j] = (float) (sum / k);
            }
        }
        return out;
    }

    @Override
    public void close() {
        RuntimeException first = null;
        for (Member m : members) {
            if (m.owned()) {
                try {
                    m.encoder().close();
                } catch (RuntimeException e) {
                    first = first == null ? e : first;
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }
}
