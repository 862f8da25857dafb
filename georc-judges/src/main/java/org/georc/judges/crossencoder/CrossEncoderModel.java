package org.georc.judges.crossencoder;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.georc.core.ConfigurationException;
import org.georc.core.ModelException;

/**
 * A cross-encoder model folder (docs/DESIGN.md section 4): {@code model.onnx}, {@code tokenizer.json},
 * {@code labels.json} and {@code card.md}, read from a folder or from the resources of the
 * {@code georc-cross-encoder} weights module.
 *
 * @param id        an id for provenance
 * @param model     the ONNX bytes
 * @param tokenizer the tokenizer.json bytes
 * @param labels    the class names, in output order
 * @param credits   each class's credit, in output order
 * @param maxSide   tokens kept of each text of a pair
 * @param sha256    SHA-256 of the ONNX bytes
 */
public record CrossEncoderModel(String id, byte[] model, byte[] tokenizer, List<String> labels, List<Double> credits,
                                int maxSide, String sha256) {
    /** Resource folder of the embedded model (the georc-cross-encoder weights module). */
    public static final String RESOURCE_DIR = "org/georc/models/cross-encoder/";
    /** Maven coordinates of the weights module, for messages. */
    public static final String ARTIFACT = "org.georc:georc-cross-encoder";
    /** Model id of the embedded model. */
    public static final String EMBEDDED_ID = "georc/cross-encoder";

    /** Copies the lists. */
    public CrossEncoderModel {
        labels = List.copyOf(labels);
        credits = List.copyOf(credits);
    }

    /**
     * @return the model shipped in the weights module
     * @throws ModelException naming the module when it is not on the class path
     */
    public static CrossEncoderModel embedded() {
        return embedded(CrossEncoderModel.class.getClassLoader());
    }

    /** The shipped model as {@code cl} finds it (a test gives a loader without the weights module). */
    static CrossEncoderModel embedded(ClassLoader cl) {
        byte[] model = resource(cl, "model.onnx");
        byte[] tok = resource(cl, "tokenizer.json");
        byte[] labels = resource(cl, "labels.json");
        return of(EMBEDDED_ID, model, tok, labels, "the " + ARTIFACT + " module's labels.json");
    }

    /**
     * @param dir a model folder
     * @return its model
     * @throws ConfigurationException when a file is missing or labels.json is not valid
     */
    public static CrossEncoderModel directory(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new ConfigurationException("the cross-encoder folder " + dir + " is not a folder");
        }
        byte[] model = file(dir, "model.onnx");
        byte[] tok = file(dir, "tokenizer.json");
        byte[] labels = file(dir, "labels.json");
        Path name = dir.toAbsolutePath().normalize().getFileName();
        return of("folder:" + (name == null ? dir : name), model, tok, labels, dir.resolve("labels.json").toString());
    }

    private static CrossEncoderModel of(String id, byte[] model, byte[] tok, byte[] labelsJson, String where) {
        JsonNode root;
        try {
            root = new ObjectMapper().readTree(labelsJson);
        } catch (IOException e) {
            throw new ConfigurationException(where + ": not JSON: " + e.getMessage(), e);
        }
        JsonNode ls = root == null ? null : root.get("labels");
        JsonNode cs = root == null ? null : root.get("credit");
        if (ls == null || !ls.isArray() || ls.isEmpty()) {
            throw new ConfigurationException(where + ": field \"labels\" must be a non-empty array of class names");
        }
        if (cs == null || !cs.isArray() || cs.size() != ls.size()) {
            throw new ConfigurationException(where + ": field \"credit\" must be an array as long as \"labels\"");
        }
        List<String> labels = new ArrayList<>();
        List<Double> credits = new ArrayList<>();
        for (int i = 0; i < ls.size(); i++) {
            if (!ls.get(i).isTextual() || ls.get(i).asText().isBlank()) {
                throw new ConfigurationException(where + ": labels[" + i + "] must be a class name");
            }
            if (!cs.get(i).isNumber() || cs.get(i).asDouble() < 0 || cs.get(i).asDouble() > 1) {
                throw new ConfigurationException(where + ": credit[" + i + "] must be a number in [0, 1]");
            }
            labels.add(ls.get(i).asText());
            credits.add(cs.get(i).asDouble());
        }
        JsonNode side = root.get("max_side_tokens");
        if (side == null || !side.canConvertToInt() || side.asInt() < 1 || side.asInt() > 254) {
            throw new ConfigurationException(where + ": field \"max_side_tokens\" must be a whole number in [1, 254]");
        }
        return new CrossEncoderModel(id, model, tok, labels, credits, side.asInt(), sha256(model));
    }

    private static byte[] resource(ClassLoader cl, String name) {
        try (InputStream in = cl.getResourceAsStream(RESOURCE_DIR + name)) {
            if (in == null) {
                throw new ModelException("the cross-encoder's " + name + " is not on the class path: add the Maven "
                        + "dependency " + ARTIFACT + " (optional in georc-judges; the georc CLI has it), which holds "
                        + RESOURCE_DIR + name + ", or give a model folder");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new ModelException("cannot read the cross-encoder's " + name + ": " + e.getMessage(), e);
        }
    }

    private static byte[] file(Path dir, String name) {
        Path p = dir.resolve(name);
        try {
            return Files.readAllBytes(p);
        } catch (NoSuchFileException e) {
            throw new ConfigurationException("the cross-encoder folder " + dir + " has no " + name
                    + " (a model folder holds model.onnx, tokenizer.json and labels.json)", e);
        } catch (IOException e) {
            throw new ConfigurationException("cannot read " + p + ": " + e.getMessage(), e);
        }
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
