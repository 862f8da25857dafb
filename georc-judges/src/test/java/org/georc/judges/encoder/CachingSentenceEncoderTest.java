package org.georc.judges.encoder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.georc.core.ConfigurationException;
import org.georc.core.InvalidInputException;
import org.georc.core.ModelException;
import org.georc.core.spi.SentenceEncoder;
import org.junit.jupiter.api.Test;

class CachingSentenceEncoderTest {

    /**
     * A fake encoder whose vector for a text is {length, first char, 1} (not normalised: the
     * decorator must not change values) and that records every call and text it receives.
     */
    static class CountingEncoder implements SentenceEncoder {
        final List<List<String>> calls = Collections.synchronizedList(new ArrayList<>());
        final AtomicInteger closes = new AtomicInteger();

        @Override
        public int dimension() {
            return 3;
        }

        @Override
        public String modelId() {
            return "test/counting";
        }

        @Override
        public Optional<String> weightsSha256() {
            return Optional.of("abc123");
        }

        @Override
        public float[] encode(List<String> texts) {
            calls.add(List.copyOf(texts));
            float[] out = new float[texts.size() * 3];
            for (int i = 0; i < texts.size(); i++) {
                out[i * 3] = texts.get(i).length();
                out[i * 3 + 1] = texts.get(i).isEmpty() ? 0 : texts.get(i).charAt(0);
                out[i * 3 + 2] = 1;
            }
            return out;
        }

        List<String> textsSeen() {
            synchronized (calls) {
                return calls.stream().flatMap(List::stream).toList();
            }
        }

        @Override
        public void close() {
            closes.incrementAndGet();
        }
    }

    private static float[] row(float[] all, int i) {
        return Arrays.copyOfRange(all, i * 3, i * 3 + 3);
    }

    @Test
    void repeatedTextsAreServedFromTheCacheWithoutReachingTheDelegate() {
        CountingEncoder fake = new CountingEncoder();
        try (CachingSentenceEncoder enc = CachingSentenceEncoder.builder(fake).build()) {
            float[] first = enc.encode(List.of("red soil", "bollards"));
            float[] again = enc.encode(List.of("bollards", "red soil"));

            assertThat(fake.calls).containsExactly(List.of("red soil", "bollards"));
            assertThat(row(again, 0)).containsExactly(row(first, 1));
            assertThat(row(again, 1)).containsExactly(row(first, 0));
            assertThat(enc.stats()).isEqualTo(new CachingSentenceEncoder.Stats(2, 2, 0));
            assertThat(enc.stats().requests()).isEqualTo(4);
        }
    }

    @Test
    void onlyMissesGoToTheDelegateInOneCallAndRowsKeepTheCallersOrder() {
        CountingEncoder fake = new CountingEncoder();
        try (CachingSentenceEncoder enc = CachingSentenceEncoder.builder(fake).build()) {
            enc.encode(List.of("b"));
            float[] out = enc.encode(List.of("aaaa", "b", "cc", "b", "aaaa"));

            assertThat(fake.calls).containsExactly(List.of("b"), List.of("aaaa", "cc"));
            assertThat(out).hasSize(5 * 3);
            assertThat(row(out, 0)).containsExactly(4, 'a', 1);
            assertThat(row(out, 1)).containsExactly(1, 'b', 1);
            assertThat(row(out, 2)).containsExactly(2, 'c', 1);
            assertThat(row(out, 3)).containsExactly(1, 'b', 1);
            assertThat(row(out, 4)).containsExactly(4, 'a', 1);
            // two hits for "b", two fresh texts, one repeat of "aaaa" inside the call
            assertThat(enc.stats()).isEqualTo(new CachingSentenceEncoder.Stats(2, 3, 1));
        }
    }

    @Test
    void duplicatesInOneCallAreEncodedOnceEvenWithoutACache() {
        CountingEncoder fake = new CountingEncoder();
        try (CachingSentenceEncoder enc = CachingSentenceEncoder.builder(fake).maximumSize(0).build()) {
            float[] out = enc.encode(List.of("same", "same", "other", "same"));
            enc.encode(List.of("same"));

            assertThat(fake.calls).containsExactly(List.of("same", "other"), List.of("same"));
            assertThat(row(out, 3)).containsExactly(row(out, 0));
            assertThat(enc.size()).isZero();
        }
    }

    @Test
    void theCacheHoldsNoMoreThanItsMaximumSize() {
        CountingEncoder fake = new CountingEncoder();
        try (CachingSentenceEncoder enc = CachingSentenceEncoder.builder(fake).maximumSize(3).build()) {
            List<String> texts = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                texts.add("text number " + i);
            }
            enc.encode(texts);
            assertThat(enc.size()).isLessThanOrEqualTo(3);
            int before = fake.textsSeen().size();
            enc.encode(texts);
            // at most 3 of the 20 can be hits the second time
            assertThat(fake.textsSeen().size() - before).isGreaterThanOrEqualTo(17);
            assertThat(enc.size()).isLessThanOrEqualTo(3);
        }
    }

    @Test
    void callersCannotChangeCachedVectors() {
        CountingEncoder fake = new CountingEncoder();
        try (CachingSentenceEncoder enc = CachingSentenceEncoder.builder(fake).build()) {
            float[] v = enc.encode("bollard");
            Arrays.fill(v, -1f);
            assertThat(enc.encode("bollard")).containsExactly(7, 'b', 1);
        }
    }

    @Test
    void forwardsTheDelegatesIdentity() {
        try (CachingSentenceEncoder enc = CachingSentenceEncoder.builder(new CountingEncoder()).build()) {
            assertThat(enc.dimension()).isEqualTo(3);
            assertThat(enc.modelId()).isEqualTo("test/counting");
            assertThat(enc.weightsSha256()).contains("abc123");
            assertThat(enc.maximumSize()).isEqualTo(50_000);
        }
    }

    @Test
    void emptyInputGivesAnEmptyResultWithoutCallingTheDelegate() {
        CountingEncoder fake = new CountingEncoder();
        try (CachingSentenceEncoder enc = CachingSentenceEncoder.builder(fake).build()) {
            assertThat(enc.encode(List.of())).isEmpty();
            assertThat(fake.calls).isEmpty();
        }
    }

    @Test
    void nullTextsAreRejectedNamingTheirIndexBeforeAnythingIsEncoded() {
        CountingEncoder fake = new CountingEncoder();
        try (CachingSentenceEncoder enc = CachingSentenceEncoder.builder(fake).build()) {
            assertThatThrownBy(() -> enc.encode(Arrays.asList("fine", "also fine", null)))
                    .isInstanceOf(InvalidInputException.class).hasMessageContaining("text 2 of 3 is null");
            assertThatThrownBy(() -> enc.encode((List<String>) null))
                    .isInstanceOf(InvalidInputException.class).hasMessageContaining("null");
            assertThat(fake.calls).isEmpty();
        }
    }

    @Test
    void aDelegateReturningTheWrongNumberOfFloatsIsAnErrorNotAScore() {
        SentenceEncoder broken = new CountingEncoder() {
            @Override
            public float[] encode(List<String> texts) {
                return new float[3];
            }
        };
        try (CachingSentenceEncoder enc = CachingSentenceEncoder.builder(broken).build()) {
            assertThatThrownBy(() -> enc.encode(List.of("one", "two")))
                    .isInstanceOf(ModelException.class).hasMessageContaining("returned 3 floats for 2 text(s)");
            assertThat(enc.size()).isZero();
        }
    }

    @Test
    void closeClosesAnOwnedDelegateOnceAndLaterCallsFail() {
        CountingEncoder fake = new CountingEncoder();
        CachingSentenceEncoder enc = CachingSentenceEncoder.builder(fake).build();
        enc.encode("kept");
        enc.close();
        enc.close();
        assertThat(fake.closes).hasValue(1);
        assertThatThrownBy(() -> enc.encode("kept")).isInstanceOf(ModelException.class)
                .hasMessageContaining("closed");
    }

    @Test
    void aSharedDelegateStaysOpen() {
        CountingEncoder fake = new CountingEncoder();
        CachingSentenceEncoder enc = CachingSentenceEncoder.builder(fake).ownsDelegate(false).build();
        enc.close();
        assertThat(fake.closes).hasValue(0);
    }

    @Test
    void badSettingsAreRefused() {
        assertThatThrownBy(() -> CachingSentenceEncoder.builder(null).build())
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("delegate");
        assertThatThrownBy(() -> CachingSentenceEncoder.builder(new CountingEncoder()).maximumSize(-1).build())
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("maximumSize");
    }

    @Test
    void manyThreadsGetTheSameVectorsAndEachTextReachesTheDelegateRarely() throws Exception {
        CountingEncoder fake = new CountingEncoder();
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            texts.add("statement " + i);
        }
        float[] expected = new CountingEncoder().encode(texts);
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try (CachingSentenceEncoder enc = CachingSentenceEncoder.builder(fake).build()) {
            List<Future<float[]>> results = new ArrayList<>();
            for (int t = 0; t < 64; t++) {
                List<String> shuffled = new ArrayList<>(texts);
                Collections.rotate(shuffled, t);
                results.add(pool.submit(() -> {
                    float[] got = enc.encode(shuffled);
                    float[] unrotated = new float[got.length];
                    for (int i = 0; i < shuffled.size(); i++) {
                        int original = texts.indexOf(shuffled.get(i));
                        System.arraycopy(got, i * 3, unrotated, original * 3, 3);
                    }
                    return unrotated;
                }));
            }
            for (Future<float[]> f : results) {
                assertThat(f.get()).containsExactly(expected);
            }
            // racing misses may encode a text more than once, but never once per call
            assertThat(fake.textsSeen().size()).isLessThan(64 * 50 / 2);
            assertThat(fake.textsSeen()).containsAll(texts);
            CachingSentenceEncoder.Stats s = enc.stats();
            assertThat(s.requests()).isEqualTo(64 * 50);
            assertThat(s.misses()).isEqualTo(fake.textsSeen().size());
        } finally {
            pool.shutdownNow();
        }
    }
}
