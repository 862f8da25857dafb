package org.georc.judges.encoder;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;
import org.georc.core.json.JsonLines;
import org.georc.judges.build.BuildInfo;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A folder of sentence-encoder models as ONNX Runtime optimised them, so that a later process
 * skips inflating the weights from their jar and most of the graph optimisation. An entry is
 * named by a key that covers everything the optimised graph depends on: the weights' identity
 * (artifact coordinates and resource, or a folder model's path, size and time), the ONNX Runtime
 * version and the machine architecture. Next to each {@code KEY.onnx} a {@code KEY.json} records
 * the original weights' SHA-256 (what provenance reports) and the optimised file's SHA-256,
 * which the encoder checks while the session loads: a changed or damaged entry is deleted and
 * the model is loaded from its source again. Entries are written to a temporary file and renamed
 * into place, so a reader never sees half an entry.
 */
final class OptimisedModelCache {
    private static final Logger LOG = LoggerFactory.getLogger(OptimisedModelCache.class);

    private final Path dir;

    OptimisedModelCache(Path dir) {
        this.dir = dir;
    }

    /**
     * A cache entry.
     *
     * @param model             the optimised model file
     * @param weightsSha256     SHA-256 of the original weights
     * @param optimisedSha256   SHA-256 the optimised file must have
     */
    record Entry(Path model, String weightsSha256, String optimisedSha256) {
    }

    /** @return the cache folder */
    Path dir() {
        return dir;
    }

    /**
     * @param source the weights
     * @return the key of their optimised form on this machine and ONNX Runtime version
     */
    static String key(ModelSource source) {
        StringBuilder id = new StringBuilder();
        id.append(source.id()).append('\n').append(source.identity()).append('\n');
        id.append("onnxruntime ").append(BuildInfo.onnxRuntimeBuildVersion()).append('\n');
        id.append(System.getProperty("os.name")).append(' ').append(System.getProperty("os.arch"));
        byte[] d = sha256().digest(id.toString().getBytes(StandardCharsets.UTF_8));
        String slug = source.id().replaceAll("[^A-Za-z0-9._-]+", "_");
        return (slug.length() > 40 ? slug.substring(0, 40) : slug) + "-" + HexFormat.of().formatHex(d, 0, 10);
    }

    /**
     * @param key the entry's key
     * @return the entry, when both of its files are present and its record is readable
     */
    Optional<Entry> find(String key) {
        Path model = dir.resolve(key + ".onnx");
        Path meta = dir.resolve(key + ".json");
        if (!Files.isRegularFile(model) || !Files.isRegularFile(meta)) {
            return Optional.empty();
        }
        try {
            JsonNode n = JsonLines.readTree(meta);
            String weights = n.path("weights_sha256").asText("");
            String optimised = n.path("optimised_sha256").asText("");
            if (weights.length() != 64 || optimised.length() != 64) {
                return Optional.empty();
            }
            return Optional.of(new Entry(model, weights, optimised));
        } catch (IOException e) {
            LOG.debug("ignoring unreadable model cache record {}: {}", meta, e.getMessage());
            return Optional.empty();
        }
    }

    /**
     * A temporary file for ONNX Runtime to write the optimised model into, in the cache folder
     * (created if missing), or empty when the folder cannot be written.
     *
     * @param key the entry's key
     * @return the temporary file
     */
    Optional<Path> newTemporary(String key) {
        try {
            Files.createDirectories(dir);
            return Optional.of(Files.createTempFile(dir, "." + key + ".", ".partial"));
        } catch (IOException e) {
            LOG.warn("the model cache {} cannot be written ({}); loading without it", dir, e.getMessage());
            return Optional.empty();
        }
    }

    /**
     * Publishes an optimised model ONNX Runtime wrote to a temporary file.
     *
     * @param key           the entry's key
     * @param temporary     the file ONNX Runtime wrote
     * @param weightsSha256 SHA-256 of the original weights
     */
    void publish(String key, Path temporary, String weightsSha256) {
        Path meta = null;
        try {
            if (!Files.isRegularFile(temporary) || Files.size(temporary) == 0) {
                return;
            }
            String optimised = sha256(temporary);
            ObjectNode o = JsonLines.object();
            o.put("weights_sha256", weightsSha256);
            o.put("optimised_sha256", optimised);
            o.put("onnxruntime", BuildInfo.onnxRuntimeBuildVersion());
            meta = Files.createTempFile(dir, "." + key + ".", ".json.partial");
            Files.writeString(meta, JsonLines.write(o), StandardCharsets.UTF_8);
            move(temporary, dir.resolve(key + ".onnx"));
            move(meta, dir.resolve(key + ".json"));
        } catch (IOException e) {
            LOG.warn("could not store the optimised model in {}: {}", dir, e.getMessage());
        } finally {
            deleteQuietly(temporary);
            if (meta != null) {
                deleteQuietly(meta);
            }
        }
    }

    /**
     * Deletes an entry (a damaged or changed one).
     *
     * @param key the entry's key
     */
    void invalidate(String key) {
        deleteQuietly(dir.resolve(key + ".json"));
        deleteQuietly(dir.resolve(key + ".onnx"));
    }

    /**
     * @param file a file
     * @return its SHA-256 in lower-case hex, streamed
     * @throws IOException when it cannot be read
     */
    static String sha256(Path file) throws IOException {
        MessageDigest d = sha256();
        try (InputStream in = Files.newInputStream(file)) {
            byte[] buf = new byte[1 << 16];
            for (int n; (n = in.read(buf)) >= 0; ) {
                d.update(buf, 0, n);
            }
        }
        return HexFormat.of().formatHex(d.digest());
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static void deleteQuietly(Path p) {
        try {
            Files.deleteIfExists(p);
        } catch (IOException e) {
            LOG.debug("could not delete {}: {}", p, e.getMessage());
        }
    }

    /** @return the default folder: $XDG_CACHE_HOME/georc/models, else ~/.cache/georc/models */
    static Path defaultDir() {
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("georc").resolve("models");
    }
}
