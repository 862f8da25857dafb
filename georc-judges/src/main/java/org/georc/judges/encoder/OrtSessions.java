package org.georc.judges.encoder;

import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import org.georc.core.ModelException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Session options shared by every ONNX model of the library (the sentence encoder, the local
 * decoder): the one place that asks ONNX Runtime for CUDA and falls back to the CPU.
 */
public final class OrtSessions {
    private static final Logger LOG = LoggerFactory.getLogger(OrtSessions.class);

    private OrtSessions() {
    }

    /** Adds the CUDA execution provider for one device to session options. */
    @FunctionalInterface
    interface CudaProvider {
        void add(int device) throws OrtException;
    }

    /**
     * Asks for an execution provider. With {@link ExecutionProvider#CUDA} the session runs on CUDA
     * device {@code cudaDevice}; when CUDA cannot load (a CPU build of ONNX Runtime, no driver, no
     * such device), it warns and keeps the CPU, or, when {@code strict}, fails.
     *
     * @param opts       the options the session will be created with
     * @param requested  the provider asked for
     * @param cudaDevice the CUDA device index (0 for the first GPU); ignored for the CPU
     * @param strict     fail instead of falling back to the CPU
     * @param model      the model, for messages
     * @return the provider the session will run on
     * @throws ModelException when CUDA was asked for strictly and cannot load
     */
    public static ExecutionProvider addProvider(OrtSession.SessionOptions opts, ExecutionProvider requested,
                                                int cudaDevice, boolean strict, String model) {
        return addProvider(opts::addCUDA, requested, cudaDevice, strict, model);
    }

    static ExecutionProvider addProvider(CudaProvider cuda, ExecutionProvider requested, int cudaDevice,
                                         boolean strict, String model) {
        if (requested != ExecutionProvider.CUDA) {
            return ExecutionProvider.CPU;
        }
        try {
            cuda.add(cudaDevice);
            return ExecutionProvider.CUDA;
        } catch (OrtException | UnsatisfiedLinkError | IllegalArgumentException e) {
            if (strict) {
                throw new ModelException("CUDA was requested (strict) on device " + cudaDevice + " for " + model
                        + " but cannot load: " + e.getMessage()
                        + ". Build with the Maven profile 'gpu' and install CUDA 12 + cuDNN 9.", e);
            }
            LOG.warn("CUDA device {} requested for {} but not available ({}); running on the CPU. "
                    + "Use the Maven profile 'gpu' on a host with CUDA 12 and cuDNN 9.", cudaDevice, model,
                    e.getMessage());
            return ExecutionProvider.CPU;
        }
    }
}
