package org.georc.judges.encoder;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;
import org.georc.core.ConfigurationException;
import org.georc.core.spi.SentenceEncoder;

/**
 * The embedded encoders the {@code embedding} judge can run on (its option {@code encoder}):
 * all-MiniLM-L6-v2, bge-small-en-v1.5 or e5-small-v2 with their cosines calibrated onto MiniLM's
 * scale ({@link CosineCalibration}, knots fitted on the tuning sets and shipped as resources),
 * or MiniLM averaged with one of them. {@link #DEFAULT} is the one place the default is chosen.
 */
public enum EncoderChoice {
    /** all-MiniLM-L6-v2 alone, uncalibrated (its scale is the reference). */
    MINILM("minilm", true, null),
    /** bge-small-en-v1.5 alone, calibrated. */
    BGE_SMALL("bge-small", false, ModelSource::embeddedBgeSmall),
    /** e5-small-v2 alone, calibrated. */
    E5_SMALL("e5-small", false, ModelSource::embeddedE5Small),
    /** The mean of MiniLM's cosine and bge-small's calibrated cosine. */
    MINILM_BGE_SMALL("minilm+bge-small", true, ModelSource::embeddedBgeSmall),
    /** The mean of MiniLM's cosine and e5-small's calibrated cosine. */
    MINILM_E5_SMALL("minilm+e5-small", true, ModelSource::embeddedE5Small);

    /** The default of the {@code embedding} judge: switch it here. */
    public static final EncoderChoice DEFAULT = MINILM;

    private final String optionValue;
    private final boolean withMiniLm;
    private final Supplier<ModelSource> other;

    EncoderChoice(String optionValue, boolean withMiniLm, Supplier<ModelSource> other) {
        this.optionValue = optionValue;
        this.withMiniLm = withMiniLm;
        this.other = other;
    }

    /** @return the option value, such as {@code minilm+bge-small} */
    public String optionValue() {
        return optionValue;
    }

    /** @return every option value, in declaration order */
    public static String[] optionValues() {
        EncoderChoice[] all = values();
        String[] out = new String[all.length];
        for (int i = 0; i < all.length; i++) {
            out[i] = all[i].optionValue;
        }
        return out;
    }

    /**
     * @param value an option value, any case
     * @return the choice
     * @throws ConfigurationException for an unknown value
     */
    public static EncoderChoice named(String value) {
        String v = value.strip().toLowerCase(Locale.ROOT);
        for (EncoderChoice c : values()) {
            if (c.optionValue.equals(v)) {
                return c;
            }
        }
        throw new ConfigurationException("option encoder must be one of " + String.join(", ", optionValues())
                + ", got \"" + value + "\"");
    }

    /**
     * An encoder and whether its receiver must close it.
     *
     * @param encoder the encoder
     * @param owned   true when it was loaded here
     */
    public record Opened(SentenceEncoder encoder, boolean owned) {
    }

    /**
     * Loads the encoder(s) of this choice. The caller's encoder, when given, serves as the MiniLM
     * member (it may be the int8 MiniLM or a folder model); other members are loaded here.
     *
     * @param given the caller's encoder, if any (never closed here)
     * @return the encoder; owned unless it is the caller's own
     * @throws org.georc.core.ModelException when a weights artifact is missing (naming its coordinates)
     */
    public Opened open(Optional<SentenceEncoder> given) {
        if (other == null) {
            return given.map(e -> new Opened(e, false)).orElseGet(() -> new Opened(OnnxSentenceEncoder.builder().build(),
                    true));
        }
        ModelSource source = other.get();
        CosineCalibration calibration = calibration(source);
        List<CalibratedEncoder.Member> members = new ArrayList<>();
        try {
            if (withMiniLm) {
                members.add(given.map(e -> new CalibratedEncoder.Member(e, CosineCalibration.identity(), false))
                        .orElseGet(() -> new CalibratedEncoder.Member(OnnxSentenceEncoder.builder().build(),
                                CosineCalibration.identity(), true)));
            }
            members.add(new CalibratedEncoder.Member(OnnxSentenceEncoder.builder().source(source).build(),
                    calibration, true));
        } catch (RuntimeException e) {
            members.stream().filter(CalibratedEncoder.Member::owned).forEach(m -> m.encoder().close());
            throw e;
        }
        return new Opened(CalibratedEncoder.of(members), true);
    }

    /**
     * The shipped calibration of an embedded model onto MiniLM's scale: the resource
     * {@code <model>.calibration} next to this class (MiniLM and folder models: the identity).
     *
     * @param source the model
     * @return its calibration
     */
    public static CosineCalibration calibration(ModelSource source) {
        String file = switch (source.id()) {
            case ModelSource.BGE_SMALL_ID -> "bge-small-en-v1.5.calibration";
            case ModelSource.E5_SMALL_ID -> "e5-small-v2.calibration";
            default -> null;
        };
        if (file == null) {
            return CosineCalibration.identity();
        }
        try (InputStream in = EncoderChoice.class.getResourceAsStream(file)) {
            if (in == null) {
                throw new IllegalStateException("georc-judges lacks its resource org/georc/judges/encoder/" + file);
            }
            return CosineCalibration.read(in, file);
        } catch (IOException e) {
            throw new ConfigurationException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }
}
