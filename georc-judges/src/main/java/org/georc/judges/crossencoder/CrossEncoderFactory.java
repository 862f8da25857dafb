package org.georc.judges.crossencoder;

import java.nio.file.Path;
import org.georc.core.spi.ModelFactory;
import org.georc.core.spi.ModelRequest;
import org.georc.core.spi.PairClassifier;
import org.georc.judges.encoder.GpuSetting;

/**
 * The pair classifier a run gets when its caller gives none: the cross-encoder of the
 * {@code georc-cross-encoder} weights module, or the model folder named by the setting
 * {@code pair_classifier.dir} ({@code --model-dir} on the command line), with the cores shared
 * among the threads that call it; on CUDA when the setting {@code pair_classifier.gpu} is
 * {@code on} (falling back to the CPU with a warning) or {@code strict} (failing instead), device
 * {@code pair_classifier.gpu_device} (default 0): the same rule as the sentence encoder's.
 */
public final class CrossEncoderFactory implements ModelFactory<PairClassifier> {

    @Override
    public Class<PairClassifier> type() {
        return PairClassifier.class;
    }

    @Override
    public String name() {
        return "embedded georc cross-encoder";
    }

    @Override
    public PairClassifier open(ModelRequest request) {
        OnnxPairClassifier.Builder b = OnnxPairClassifier.builder().callers(request.callers());
        request.setting(ModelRequest.DIR).ifPresent(dir -> b.model(CrossEncoderModel.directory(Path.of(dir))));
        GpuSetting gpu = GpuSetting.of(request);
        b.executionProvider(gpu.provider(), gpu.strict()).cudaDevice(gpu.device());
        return b.build();
    }
}
