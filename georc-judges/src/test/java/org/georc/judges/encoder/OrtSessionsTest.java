package org.georc.judges.encoder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.onnxruntime.OrtException;
import java.util.ArrayList;
import java.util.List;
import org.georc.core.ConfigurationException;
import org.georc.core.ModelException;
import org.georc.judges.decoder.OnnxCausalLm;
import org.junit.jupiter.api.Test;

/** The one CUDA request and fallback of the encoder and the decoder. */
class OrtSessionsTest {

    @Test
    void cudaIsAskedForOnTheRequestedDevice() {
        List<Integer> asked = new ArrayList<>();
        assertThat(OrtSessions.addProvider(asked::add, ExecutionProvider.CUDA, 3, false, "m.onnx"))
                .isEqualTo(ExecutionProvider.CUDA);
        assertThat(OrtSessions.addProvider(asked::add, ExecutionProvider.CUDA, 0, true, "m.onnx"))
                .isEqualTo(ExecutionProvider.CUDA);
        assertThat(asked).containsExactly(3, 0);
    }

    @Test
    void theCpuAsksForNothing() {
        List<Integer> asked = new ArrayList<>();
        assertThat(OrtSessions.addProvider(asked::add, ExecutionProvider.CPU, 2, true, "m.onnx"))
                .isEqualTo(ExecutionProvider.CPU);
        assertThat(asked).isEmpty();
    }

    @Test
    void cudaThatCannotLoadFallsBackToTheCpuUnlessStrict() {
        OrtSessions.CudaProvider missing = d -> {
            throw new OrtException("no CUDA provider in this build");
        };
        assertThat(OrtSessions.addProvider(missing, ExecutionProvider.CUDA, 1, false, "m.onnx"))
                .isEqualTo(ExecutionProvider.CPU);
        assertThatThrownBy(() -> OrtSessions.addProvider(missing, ExecutionProvider.CUDA, 1, true, "m.onnx"))
                .isInstanceOf(ModelException.class)
                .hasMessageContaining("CUDA was requested (strict) on device 1 for m.onnx but cannot load: "
                        + "no CUDA provider in this build")
                .hasCauseInstanceOf(OrtException.class);
        OrtSessions.CudaProvider noLibrary = d -> {
            throw new UnsatisfiedLinkError("libonnxruntime_providers_cuda.so");
        };
        assertThat(OrtSessions.addProvider(noLibrary, ExecutionProvider.CUDA, 0, false, "m.onnx"))
                .isEqualTo(ExecutionProvider.CPU);
    }

    @Test
    void theDecoderRefusesANegativeDeviceIndexWhenTold() {
        // that a valid index reaches ONNX Runtime is OnnxCausalLmIT.strictCudaNamesTheDeviceItWasAskedFor
        assertThatThrownBy(() -> OnnxCausalLm.builder(java.nio.file.Path.of("unused")).cudaDevice(-1))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("cudaDevice must be >= 0, got -1");
    }

    @Test
    void theCpuFallbackIsTheProviderTheSessionReportsAndTheStrictErrorNamesTheModel() {
        OrtSessions.CudaProvider missing = d -> {
            throw new OrtException("no CUDA provider in this build");
        };
        // what a user sees: the encoder reports the provider it really runs on, and a strict request names
        // the model file and the device, so a wrong --cuda-device is visible in the message
        assertThat(OrtSessions.addProvider(missing, ExecutionProvider.CUDA, 5, false, "encoder.onnx"))
                .isEqualTo(ExecutionProvider.CPU);
        assertThatThrownBy(() -> OrtSessions.addProvider(missing, ExecutionProvider.CUDA, 5, true, "encoder.onnx"))
                .hasMessageContaining("on device 5 for encoder.onnx");
    }
}
