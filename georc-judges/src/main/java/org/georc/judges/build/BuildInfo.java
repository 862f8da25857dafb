package org.georc.judges.build;

import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtProvider;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Optional;
import java.util.Properties;
import java.util.stream.Collectors;

/**
 * Versions of this library and of the native runtimes it runs on, for logs, bug reports and
 * {@code georc --version}.
 *
 * <p>The library version and the Maven coordinates come from a resource Maven fills in at build
 * time. The ONNX Runtime version is asked from the native library that actually loads, and the
 * DJL versions are read from the resources of the DJL jars on the class path, so a user who
 * overrides either dependency sees what really runs. When a runtime cannot be asked, the
 * version this library was built against is reported, marked as such.
 */
public final class BuildInfo {
    private static final Properties BUILD = load();

    private BuildInfo() {
    }

    private static Properties load() {
        Properties p = new Properties();
        try (InputStream in = BuildInfo.class.getResourceAsStream("build.properties")) {
            if (in == null) {
                throw new IllegalStateException("org/georc/judges/build.properties is missing from georc-judges");
            }
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read org/georc/judges/build.properties", e);
        }
        return p;
    }

    private static String build(String key) {
        String v = BUILD.getProperty(key);
        if (v == null || v.contains("${")) {
            throw new IllegalStateException("build.properties has no value for " + key + " (was it filtered by Maven?)");
        }
        return v;
    }

    /** @return the version of georc (the {@code georc-judges} artifact), e.g. {@code 0.1.0} */
    public static String georcVersion() {
        return build("georc.version");
    }

    /** @return the ONNX Runtime version this library was built against */
    public static String onnxRuntimeBuildVersion() {
        return build("onnxruntime.version");
    }

    /** @return the DJL version this library was built against */
    public static String djlBuildVersion() {
        return build("djl.version");
    }

    /** @return Maven coordinates (group:artifact:version) of the fp32 MiniLM weights artifact */
    public static String minilmArtifact() {
        return build("minilm.artifact");
    }

    /** @return Maven coordinates (group:artifact:version) of the optional int8 MiniLM weights artifact */
    public static String minilmQuantizedArtifact() {
        return build("minilm-q.artifact");
    }

    /** @return Maven coordinates (group:artifact:version) of the optional bge-small-en-v1.5 weights artifact */
    public static String bgeSmallArtifact() {
        return build("bge-small.artifact");
    }

    /** @return Maven coordinates (group:artifact:version) of the optional e5-small-v2 weights artifact */
    public static String e5SmallArtifact() {
        return build("e5-small.artifact");
    }

    /**
     * Loads the ONNX Runtime native library (if not yet loaded) and asks it for its version.
     *
     * @return the version of the ONNX Runtime that runs, or empty if it cannot load here
     */
    public static Optional<String> onnxRuntimeVersion() {
        try {
            return Optional.of(OrtEnvironment.getEnvironment().getVersion());
        } catch (RuntimeException | LinkageError e) {
            return Optional.empty();
        }
    }

    /**
     * @return the execution providers compiled into the ONNX Runtime on the class path (CPU,
     *         CUDA, ...), comma-separated, or empty if it cannot load here
     */
    public static Optional<String> onnxRuntimeProviders() {
        try {
            return Optional.of(OrtEnvironment.getAvailableProviders().stream().map(OrtProvider::getName)
                    .collect(Collectors.joining(", ")));
        } catch (RuntimeException | LinkageError e) {
            return Optional.empty();
        }
    }

    /** @return the DJL version of the {@code ai.djl:api} jar on the class path, if it says */
    public static Optional<String> djlVersion() {
        return resourceProperty("ai/djl/engine/api.properties", "djl_version");
    }

    /**
     * @return the version of the HuggingFace tokenizers native library inside DJL's tokenizers
     *         jar (e.g. {@code 0.21.0}), if it says
     */
    public static Optional<String> tokenizersVersion() {
        // "version=0.21.0-0.38.0": the Rust library's version, then DJL's
        return resourceProperty("native/lib/tokenizers.properties", "version")
                .map(v -> v.contains("-") ? v.substring(0, v.indexOf('-')) : v);
    }

    private static Optional<String> resourceProperty(String resource, String key) {
        ClassLoader loader = BuildInfo.class.getClassLoader();
        try (InputStream in = loader != null ? loader.getResourceAsStream(resource)
                : ClassLoader.getSystemResourceAsStream(resource)) {
            if (in == null) {
                return Optional.empty();
            }
            Properties p = new Properties();
            p.load(in);
            return Optional.ofNullable(p.getProperty(key)).map(String::trim).filter(v -> !v.isEmpty());
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
