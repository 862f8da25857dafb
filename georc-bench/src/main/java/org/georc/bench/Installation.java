package org.georc.bench;

import org.georc.core.GeorcException;
import org.georc.judges.build.BuildInfo;
import org.georc.judges.encoder.ModelSource;

/**
 * What this installation runs with, as {@code georc --version} prints it: the georc version, the
 * ONNX Runtime and DJL versions that actually load, the embedded encoder's weights (the
 * {@code weights_sha256} score files carry) and the Java runtime.
 */
public final class Installation {
    private Installation() {
    }

    /** @return the library version: the jar manifest's, or the one Maven recorded when run from classes */
    public static String version() {
        String v = Installation.class.getPackage().getImplementationVersion();
        return v == null ? BuildInfo.georcVersion() : v;
    }

    /** @return one line per component */
    public static String[] describe() {
        String georc = version();
        String ort = BuildInfo.onnxRuntimeVersion()
                .map(o -> o + " (providers: " + BuildInfo.onnxRuntimeProviders().orElse("?") + ")")
                .orElse(BuildInfo.onnxRuntimeBuildVersion() + " (built against; the native library does not load here)");
        String djl = BuildInfo.djlVersion().orElse(BuildInfo.djlBuildVersion() + " (built against)")
                + BuildInfo.tokenizersVersion().map(t -> " (HuggingFace tokenizers " + t + ")").orElse("");
        ModelSource minilm = ModelSource.embeddedMiniLm();
        String encoder;
        try {
            encoder = minilm.id() + ", weights SHA-256 " + minilm.weightsSha256();
        } catch (GeorcException e) {
            encoder = minilm.id() + ": " + e.getMessage();
        }
        ModelSource q = ModelSource.embeddedMiniLmQuantized();
        return new String[] {
            "georc " + georc,
            "ONNX Runtime " + ort,
            "DJL " + djl,
            "encoder " + encoder,
            "int8 encoder (--int8) " + (q.isAvailable() ? "bundled" : "not on the class path"),
            "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + "), "
                    + System.getProperty("os.name") + " " + System.getProperty("os.arch")
        };
    }
}
