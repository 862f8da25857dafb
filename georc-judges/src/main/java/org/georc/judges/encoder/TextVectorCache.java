package org.georc.judges.encoder;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.zip.CRC32C;
import org.georc.core.spi.SentenceEncoder;
import org.georc.judges.build.BuildInfo;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The vectors of a fixed list of texts (the wrapping filter's examples, the error flagger's
 * exemplars), kept in the folder of the {@linkplain OnnxSentenceEncoder.Builder#optimisedModelCache
 * optimised-model cache}, so that a later process reads them instead of encoding the list again.
 * An encoder without that cache (the library's default, {@code --no-model-cache}, CUDA, a
 * calibrated mean of two models) encodes the list as before.
 *
 * <p>An entry is one file, {@code NAME-KEY.vectors}. Its key is the SHA-256 of everything the
 * vectors depend on: the encoder ({@link #encoderKey}: model id, weights' and tokenizer's SHA-256,
 * window, long-input policy, pooling, text prefix, ONNX Runtime and DJL versions, operating system
 * and architecture, execution provider), the name, the SHA-256 of the file the texts were read from,
 * and the texts themselves in order. Not in the key: batch size, threads and whether the session came
 * from the optimised-model cache; the encoder's vectors are bitwise the same under each
 * ({@code TextVectorCacheIT}). The file holds a header (magic, format, key, rows, dimension, a
 * CRC-32C of the vectors) and the vectors; a file whose size, header, key or checksum does not match
 * is ignored (debug message) and replaced by freshly encoded vectors, so a damaged or stale entry
 * costs an encoding, never a wrong vector. Entries are written to a temporary file and renamed into
 * place. Thread-safe; concurrent processes may both write an entry, and either copy is valid.
 */
public final class TextVectorCache {
    private static final Logger LOG = LoggerFactory.getLogger(TextVectorCache.class);
    private static final byte[] MAGIC = "GEORCVEC".getBytes(StandardCharsets.US_ASCII);
    /** The file format; a change makes every older entry a miss. */
    static final int FORMAT = 1;
    /** Key in hex, 64 characters. */
    private static final int KEY_CHARS = 64;
    /** magic, format, key, rows, dimension, checksum */
    static final int HEADER_BYTES = MAGIC.length + 4 + KEY_CHARS + 4 + 4 + 8;

    private final Path dir;

    /**
     * @param dir the folder (created when the first entry is written)
     */
    TextVectorCache(Path dir) {
        this.dir = dir;
    }

    /**
     * The vectors of {@code texts} by {@code encoder}: from the encoder's cache folder when an
     * earlier process stored them, else encoded (and stored, when the encoder has a folder).
     *
     * @param encoder      the encoder
     * @param name         what the texts are, for the file name ({@code wrapping-examples})
     * @param sourceSha256 SHA-256 of the file the texts were read from
     * @param texts        the texts, non-blank
     * @return {@code texts.size() * encoder.dimension()} floats, as {@code encoder.encode(texts)}
     */
    public static float[] encode(SentenceEncoder encoder, String name, String sourceSha256, List<String> texts) {
        if (encoder instanceof OnnxSentenceEncoder o) {
            Optional<Path> dir = o.optimisedModelCache();
            if (dir.isPresent()) {
                return new TextVectorCache(dir.get()).vectors(o.vectorsKey(), o.dimension(), name, sourceSha256, texts,
                        o::encode);
            }
        }
        return encoder.encode(texts);
    }

    /**
     * @param encoderKey   {@link #encoderKey} of the encoder
     * @param dimension    its vector dimension
     * @param name         what the texts are
     * @param sourceSha256 SHA-256 of the file they were read from
     * @param texts        the texts
     * @param encode       encodes them (called only on a miss)
     * @return the vectors, read or encoded
     */
    float[] vectors(String encoderKey, int dimension, String name, String sourceSha256, List<String> texts,
                    Function<List<String>, float[]> encode) {
        String key = key(encoderKey, name, sourceSha256, texts);
        Path file = file(name, key);
        float[] v = read(file, key, texts.size(), dimension);
        if (v != null) {
            LOG.debug("read the vectors of {} {} from {}", texts.size(), name, file);
            return v;
        }
        v = encode.apply(texts);
        if (v.length == texts.size() * dimension) {
            write(file, key, texts.size(), dimension, v);
        }
        return v;
    }

    /**
     * @param name what the texts are
     * @param key  the entry's key
     * @return the entry's file
     */
    Path file(String name, String key) {
        String slug = name.replaceAll("[^A-Za-z0-9._-]+", "_");
        return dir.resolve((slug.length() > 40 ? slug.substring(0, 40) : slug) + "-" + key.substring(0, 20) + ".vectors");
    }

    /**
     * @param encoderKey   {@link #encoderKey} of the encoder
     * @param name         what the texts are
     * @param sourceSha256 SHA-256 of the file they were read from
     * @param texts        the texts, in order
     * @return the entry's key: 64 hex digits
     */
    static String key(String encoderKey, String name, String sourceSha256, List<String> texts) {
        MessageDigest d = sha256();
        StringBuilder head = new StringBuilder();
        head.append("georc text vectors ").append(FORMAT).append('\n');
        head.append("encoder ").append(encoderKey.length()).append(':').append(encoderKey).append('\n');
        head.append("name ").append(name.length()).append(':').append(name).append('\n');
        head.append("source ").append(sourceSha256).append('\n');
        head.append("texts ").append(texts.size()).append('\n');
        d.update(head.toString().getBytes(StandardCharsets.UTF_8));
        for (String t : texts) {
            // each text with its length: no two lists give the same bytes
            d.update((t.length() + ":" + t + "\n").getBytes(StandardCharsets.UTF_8));
        }
        return HexFormat.of().formatHex(d.digest());
    }

    /**
     * What an encoder's vectors depend on besides the texts.
     *
     * @param fingerprint     the encoder's {@link SentenceEncoder#fingerprint()} (id, weights' SHA-256,
     *                        window, long-input policy)
     * @param tokenizerSha256 SHA-256 of its tokenizer.json
     * @param pooling         its pooling
     * @param textPrefix      the text put before every input
     * @param provider        the execution provider its session runs on
     * @return the key
     */
    static String encoderKey(Map<String, String> fingerprint, String tokenizerSha256, Pooling pooling,
                             String textPrefix, ExecutionProvider provider) {
        StringBuilder k = new StringBuilder();
        fingerprint.forEach((name, value) -> k.append(name).append('=').append(value).append('\n'));
        k.append("tokenizer_sha256=").append(tokenizerSha256).append('\n');
        k.append("pooling=").append(pooling).append('\n');
        k.append("prefix=").append(textPrefix.length()).append(':').append(textPrefix).append('\n');
        k.append("onnxruntime=").append(BuildInfo.onnxRuntimeBuildVersion()).append('\n');
        k.append("djl=").append(BuildInfo.djlBuildVersion()).append('\n');
        k.append("os=").append(System.getProperty("os.name")).append(' ').append(System.getProperty("os.arch"))
                .append('\n');
        k.append("provider=").append(provider);
        return k.toString();
    }

    /** @return the vectors of a valid entry, or null (missing, or ignored with a debug message) */
    float[] read(Path file, String key, int rows, int dimension) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            return null;
        } catch (IOException e) {
            LOG.debug("ignoring the unreadable text-vector entry {}: {}", file, e.getMessage());
            return null;
        }
        String why = invalid(bytes, key, rows, dimension);
        if (why != null) {
            LOG.debug("ignoring the text-vector entry {} ({}); encoding the texts again", file, why);
            return null;
        }
        float[] v = new float[rows * dimension];
        ByteBuffer.wrap(bytes, HEADER_BYTES, bytes.length - HEADER_BYTES).asFloatBuffer().get(v);
        return v;
    }

    /** @return why these bytes are not the entry asked for, or null when they are */
    private static String invalid(byte[] bytes, String key, int rows, int dimension) {
        long expected = HEADER_BYTES + 4L * rows * dimension;
        if (bytes.length != expected) {
            return "size " + bytes.length + " bytes, expected " + expected;
        }
        ByteBuffer b = ByteBuffer.wrap(bytes);
        byte[] magic = new byte[MAGIC.length];
        b.get(magic);
        if (!Arrays.equals(magic, MAGIC)) {
            return "not a text-vector file";
        }
        int format = b.getInt();
        if (format != FORMAT) {
            return "format " + format + ", expected " + FORMAT;
        }
        byte[] k = new byte[KEY_CHARS];
        b.get(k);
        if (!key.equals(new String(k, StandardCharsets.US_ASCII))) {
            return "another key";
        }
        int r = b.getInt();
        int d = b.getInt();
        if (r != rows || d != dimension) {
            return r + " x " + d + " vectors, expected " + rows + " x " + dimension;
        }
        long checksum = b.getLong();
        if (checksum != crc(bytes, HEADER_BYTES, bytes.length - HEADER_BYTES)) {
            return "checksum mismatch";
        }
        return null;
    }

    /** Writes an entry through a temporary file; a folder that cannot be written costs a warning. */
    void write(Path file, String key, int rows, int dimension, float[] v) {
        ByteBuffer b = ByteBuffer.allocate(HEADER_BYTES + 4 * v.length);
        b.put(MAGIC).putInt(FORMAT).put(key.getBytes(StandardCharsets.US_ASCII)).putInt(rows).putInt(dimension);
        int checksumAt = b.position();
        b.putLong(0);
        b.asFloatBuffer().put(v);
        byte[] bytes = b.array();
        b.putLong(checksumAt, crc(bytes, HEADER_BYTES, bytes.length - HEADER_BYTES));
        Path temporary = null;
        try {
            Files.createDirectories(dir);
            temporary = Files.createTempFile(dir, "." + file.getFileName() + ".", ".partial");
            Files.write(temporary, bytes);
            try {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
            }
            LOG.debug("stored the vectors of {} texts in {}", rows, file);
        } catch (IOException e) {
            LOG.warn("could not store text vectors in {}: {}", dir, e.toString());
        } finally {
            if (temporary != null) {
                try {
                    Files.deleteIfExists(temporary);
                } catch (IOException e) {
                    LOG.debug("could not delete {}: {}", temporary, e.getMessage());
                }
            }
        }
    }

    private static long crc(byte[] bytes, int from, int length) {
        CRC32C c = new CRC32C();
        c.update(bytes, from, length);
        return c.getValue();
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }
}
