package org.georc.judges.encoder;

/** Where ONNX Runtime runs the model. */
public enum ExecutionProvider {
    /** The CPU (default). */
    CPU,
    /**
     * NVIDIA CUDA; needs the {@code gpu} Maven profile ({@code onnxruntime_gpu}) and CUDA 12 with
     * cuDNN 9 on the host. When it cannot load, the model warns and uses the CPU ({@link OrtSessions}), unless the
     * configuration asks for strict mode.
     */
    CUDA
}
