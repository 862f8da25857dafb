package org.georc.judges.encoder;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The text-vector cache on a fake encoder: hits, misses, damaged and stale entries, and its key. */
class TextVectorCacheTest {
    private static final int DIM = 4;
    private static final String SOURCE = "a".repeat(64);
    private static final List<String> TEXTS = List.of("the sky is overcast", "white bollards with a black cap",
            "let me zoom in on the sign");

    @TempDir
    Path dir;

    /** Deterministic vectors, some not plain decimals, and a count of the texts encoded. */
    private static final class Fake implements Function<List<String>, float[]> {
        final List<List<String>> calls = new ArrayList<>();

        @Override
        public float[] apply(List<String> texts) {
            calls.add(texts);
            float[] v = new float[texts.size() * DIM];
            for (int i = 0; i < texts.size(); i++) {
                for (int k = 0; k < DIM; k++) {
                    v[i * DIM + k] = (float) Math.sin(texts.get(i).hashCode() + k) / 3f;
                }
            }
            return v;
        }
    }

    private static String encoderKey(String weights, String modelId) {
        Map<String, String> fingerprint = new LinkedHashMap<>();
        fingerprint.put("", modelId);
        fingerprint.put("weights_sha256", weights);
        fingerprint.put("max_tokens", "256");
        fingerprint.put("long_input", "truncate");
        return TextVectorCache.encoderKey(fingerprint, "b".repeat(64), Pooling.MEAN, "", ExecutionProvider.CPU);
    }

    private static final String ENCODER = encoderKey("c".repeat(64), "sentence-transformers/all-MiniLM-L6-v2");

    private float[] vectors(Fake fake) {
        return new TextVectorCache(dir).vectors(ENCODER, DIM, "wrapping-examples", SOURCE, TEXTS, fake);
    }

    private Path entry() {
        return new TextVectorCache(dir).file("wrapping-examples", TextVectorCache.key(ENCODER, "wrapping-examples",
                SOURCE, TEXTS));
    }

    private List<Path> files() throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }

    @Test
    void aMissEncodesAndStoresAndALaterReadGivesTheSameBitsWithoutEncoding() throws Exception {
        Fake first = new Fake();
        float[] encoded = vectors(first);
        assertThat(first.calls).containsExactly(TEXTS);
        assertThat(files()).containsExactly(entry()); // no temporary file left behind
        assertThat(Files.size(entry())).isEqualTo(TextVectorCache.HEADER_BYTES + 4L * TEXTS.size() * DIM);

        Fake second = new Fake();
        float[] read = vectors(second);
        assertThat(second.calls).isEmpty();
        assertThat(read).isEqualTo(encoded).isEqualTo(new Fake().apply(TEXTS));
    }

    /** A bad entry is ignored, the texts are encoded again, and the rewritten entry is read next time. */
    private void assertIgnoredAndRewritten() {
        Fake again = new Fake();
        assertThat(vectors(again)).isEqualTo(new Fake().apply(TEXTS));
        assertThat(again.calls).containsExactly(TEXTS);
        Fake later = new Fake();
        assertThat(vectors(later)).isEqualTo(new Fake().apply(TEXTS));
        assertThat(later.calls).isEmpty();
    }

    @Test
    void aDamagedVectorIsCaughtByTheChecksum() throws Exception {
        vectors(new Fake());
        byte[] bytes = Files.readAllBytes(entry());
        bytes[bytes.length - 3] ^= 0x10;
        Files.write(entry(), bytes);
        assertIgnoredAndRewritten();
    }

    @Test
    void aTruncatedEntryIsIgnored() throws Exception {
        vectors(new Fake());
        byte[] bytes = Files.readAllBytes(entry());
        Files.write(entry(), java.util.Arrays.copyOf(bytes, bytes.length - 7));
        assertIgnoredAndRewritten();
        Files.write(entry(), new byte[0]);
        assertIgnoredAndRewritten();
    }

    @Test
    void anEntryOfAnotherKeyUnderThisNameIsIgnored() throws Exception {
        // a valid entry of the same size for other texts (another encoder's, say), copied to this entry's name
        List<String> other = List.of("a", "b", "c");
        TextVectorCache cache = new TextVectorCache(dir);
        cache.vectors(ENCODER, DIM, "wrapping-examples", SOURCE, other, new Fake());
        Path otherFile = cache.file("wrapping-examples", TextVectorCache.key(ENCODER, "wrapping-examples", SOURCE, other));
        Files.copy(otherFile, entry());
        assertIgnoredAndRewritten();
    }

    @Test
    void aFileOfAnotherFormatOrWithAnotherShapeIsIgnored() throws Exception {
        vectors(new Fake());
        byte[] bytes = Files.readAllBytes(entry());
        byte[] magic = bytes.clone();
        magic[0] = 'X';
        Files.write(entry(), magic);
        assertIgnoredAndRewritten();
        byte[] format = bytes.clone();
        format[11] = 9; // the format number, after the 8-byte magic
        Files.write(entry(), format);
        assertIgnoredAndRewritten();
        // the same texts at another dimension: same key, different size
        Fake fake = new Fake();
        float[] v = new TextVectorCache(dir).vectors(ENCODER, DIM + 1, "wrapping-examples", SOURCE, TEXTS, fake);
        assertThat(fake.calls).hasSize(1);
        assertThat(v).hasSize(TEXTS.size() * DIM); // the encoder's answer; not stored, since it is not DIM + 1 wide
    }

    @Test
    void aFolderThatCannotBeWrittenStillGivesTheVectors() throws Exception {
        Path file = Files.writeString(dir.resolve("not-a-folder"), "x");
        Fake fake = new Fake();
        float[] v = new TextVectorCache(file).vectors(ENCODER, DIM, "wrapping-examples", SOURCE, TEXTS, fake);
        assertThat(v).isEqualTo(new Fake().apply(TEXTS));
        assertThat(fake.calls).hasSize(1);
    }

    @Test
    void theKeyChangesWithTheExamplesTheirFileTheNameAndTheEncoder() {
        String key = TextVectorCache.key(ENCODER, "wrapping-examples", SOURCE, TEXTS);
        assertThat(key).hasSize(64).matches("[0-9a-f]+");
        assertThat(TextVectorCache.key(ENCODER, "wrapping-examples", SOURCE, List.copyOf(TEXTS))).isEqualTo(key);

        List<String> edited = new ArrayList<>(TEXTS);
        edited.set(1, "white bollards with a red cap");
        List<String> reordered = List.of(TEXTS.get(1), TEXTS.get(0), TEXTS.get(2));
        List<String> joined = List.of(TEXTS.get(0) + TEXTS.get(1), TEXTS.get(2));
        List<String> others = List.of(
                TextVectorCache.key(ENCODER, "wrapping-examples", "d".repeat(64), TEXTS), // the examples file changed
                TextVectorCache.key(ENCODER, "wrapping-examples", SOURCE, edited),
                TextVectorCache.key(ENCODER, "wrapping-examples", SOURCE, reordered),
                TextVectorCache.key(ENCODER, "wrapping-examples", SOURCE, joined),
                TextVectorCache.key(ENCODER, "wrapping-examples", SOURCE, TEXTS.subList(0, 2)),
                TextVectorCache.key(ENCODER, "flag-exemplars", SOURCE, TEXTS),
                // other weights (another model, or the int8 variant with its own id and hash)
                TextVectorCache.key(encoderKey("e".repeat(64), "sentence-transformers/all-MiniLM-L6-v2"),
                        "wrapping-examples", SOURCE, TEXTS),
                TextVectorCache.key(encoderKey("c".repeat(64), "sentence-transformers/all-MiniLM-L6-v2-int8"),
                        "wrapping-examples", SOURCE, TEXTS));
        assertThat(others).doesNotContain(key).doesNotHaveDuplicates();
    }

    @Test
    void theEncoderKeyNamesEverythingTheVectorsDependOn() {
        Map<String, String> fingerprint = new LinkedHashMap<>();
        fingerprint.put("", "m");
        fingerprint.put("weights_sha256", "w");
        fingerprint.put("max_tokens", "256");
        String base = TextVectorCache.encoderKey(fingerprint, "t", Pooling.MEAN, "", ExecutionProvider.CPU);
        Map<String, String> shorter = new LinkedHashMap<>(fingerprint);
        shorter.put("max_tokens", "128");
        assertThat(List.of(
                TextVectorCache.encoderKey(shorter, "t", Pooling.MEAN, "", ExecutionProvider.CPU),
                TextVectorCache.encoderKey(fingerprint, "t2", Pooling.MEAN, "", ExecutionProvider.CPU),
                TextVectorCache.encoderKey(fingerprint, "t", Pooling.CLS, "", ExecutionProvider.CPU),
                TextVectorCache.encoderKey(fingerprint, "t", Pooling.MEAN, "query: ", ExecutionProvider.CPU),
                TextVectorCache.encoderKey(fingerprint, "t", Pooling.MEAN, "", ExecutionProvider.CUDA)))
                .doesNotContain(base).doesNotHaveDuplicates();
        assertThat(base).contains("onnxruntime=").contains("djl=").contains("os=");
    }
}
