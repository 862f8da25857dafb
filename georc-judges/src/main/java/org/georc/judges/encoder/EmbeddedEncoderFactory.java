package org.georc.judges.encoder;

import java.nio.file.Path;
import org.georc.core.spi.ModelFactory;
import org.georc.core.spi.ModelRequest;
import org.georc.core.spi.SentenceEncoder;

/**
 * The sentence encoder a run gets when its caller gives none: the embedded all-MiniLM-L6-v2
 * (fp32, CPU), with the cores shared among the threads that call it, or the sentence-transformers
 * ONNX folder named by the setting {@code encoder.dir}, on CUDA when {@code encoder.gpu} asks
 * ({@link GpuSetting}). The {@code georc} command opens the same encoder with the same defaults.
 */
public final class EmbeddedEncoderFactory implements ModelFactory<SentenceEncoder> {

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
        request.setting(ModelRequest.DIR).ifPresent(dir -> b.source(ModelSource.directory(Path.of(dir))));
        GpuSetting gpu = GpuSetting.of(request);
        b.executionProvider(gpu.provider(), gpu.strict()).cudaDevice(gpu.device());
        return b.build();
    }
}
