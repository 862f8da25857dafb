package org.georc.judges.encoder;

import java.nio.file.Path;
import org.georc.core.spi.ModelFactory;
import org.georc.core.spi.ModelRequest;
import org.georc.core.spi.SentenceEncoder;

/**
 * The sentence encoder a run gets when its caller gives none: the embedded all-MiniLM-L6-v2
 * (fp32, CPU), with the cores shared among the threads that call it, or the sentence-transformers
 * ONNX folder named by the setting {@code encoder.dir}, or the int8 MiniLM with {@code
 * encoder.variant=int8}, on CUDA when {@code encoder.gpu} asks
 * ({@link GpuSetting}). The {@code georc} command opens the same encoder with the same defaults.
 */
public final class EmbeddedEncoderFactory implements ModelFactory<SentenceEncoder> {
    /** Setting name: {@code fp32} (default) or {@code int8}, the embedded quantised MiniLM (its jar must be on the class path). */
    public static final String VARIANT = "variant";

    @Override
    public Class<SentenceEncoder> type() {
        return SentenceEncoder.class;
    }

    @Override
    public String name() {
        return "embedded all-MiniLM-L6-v2";
    }

    @Override
    public SentenceEncoder open(ModelRequest request) {
        OnnxSentenceEncoder.Builder b = OnnxSentenceEncoder.builder().callers(request.callers());
        String variant = request.setting(VARIANT).orElse("fp32");
        switch (variant) {
            case "fp32" -> { }
            case "int8" -> b.source(ModelSource.embeddedMiniLmQuantized());
            default -> throw new org.georc.core.ConfigurationException("model setting " + ModelRequest.key(type(), VARIANT)
                    + " must be fp32 or int8, got \"" + variant + "\"");
        }
        request.setting(ModelRequest.DIR).ifPresent(dir -> {
            if (!variant.equals("fp32")) {
                throw new org.georc.core.ConfigurationException("model settings " + ModelRequest.key(type(), VARIANT)
                        + " and " + ModelRequest.key(type(), ModelRequest.DIR) + " cannot be combined");
            }
            b.source(ModelSource.directory(Path.of(dir)));
        });
        GpuSetting gpu = GpuSetting.of(request);
        b.executionProvider(gpu.provider(), gpu.strict()).cudaDevice(gpu.device());
        return b.build();
    }
}
