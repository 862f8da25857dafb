package org.georc.judges.encoder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.onnx.allminilml6v2.AllMiniLmL6V2EmbeddingModel;
import java.util.ArrayList;
import java.util.List;
import org.georc.core.InvalidInputException;
import org.georc.core.ModelException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Loads the embedded all-MiniLM-L6-v2; compares with langchain4j's own encoder. */
class OnnxSentenceEncoderIT {
    static OnnxSentenceEncoder encoder;

    @BeforeAll
    static void load() {
        encoder = OnnxSentenceEncoder.builder().build();
    }

    @AfterAll
    static void close() {
        encoder.close();
    }

    @Test
    void matchesLangchain4jWithinCosine0_9999OnVariedSentences() {
        List<String> texts = Sentences.varied();
        assertThat(texts).hasSizeGreaterThanOrEqualTo(50);
        AllMiniLmL6V2EmbeddingModel peer = new AllMiniLmL6V2EmbeddingModel();
        float[] ours = encoder.encode(texts);
        int dim = encoder.dimension();
        assertThat(dim).isEqualTo(384);
        List<String> compared = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            if (i == texts.size() - 2) {
                continue; // beyond the 256-token window: we truncate as sentence-transformers does, langchain4j chunks
            }
            float[] theirs = peer.embed(TextSegment.from(texts.get(i))).content().vector();
            double cos = 0;
            for (int k = 0; k < dim; k++) {
                cos += ours[i * dim + k] * theirs[k];
            }
            assertThat(cos).as("cosine for \"%s\"", texts.get(i)).isGreaterThanOrEqualTo(0.9999);
            compared.add(texts.get(i));
        }
        assertThat(compared).hasSizeGreaterThanOrEqualTo(50);
    }

    @Test
    void vectorsHaveUnitNormAndBatchEqualsOneByOne() {
        List<String> texts = Sentences.varied().subList(0, 20);
        try (OnnxSentenceEncoder uncached = OnnxSentenceEncoder.builder().cacheSize(0).batchSize(7).build()) {
            float[] batch = uncached.encode(texts);
            int dim = uncached.dimension();
            for (int i = 0; i < texts.size(); i++) {
                float[] single = uncached.encode(texts.get(i));
                double norm = 0;
                double cos = 0;
                for (int k = 0; k < dim; k++) {
                    norm += batch[i * dim + k] * batch[i * dim + k];
                    cos += batch[i * dim + k] * single[k];
                }
                assertThat(Math.sqrt(norm)).isCloseTo(1.0, within(1e-5));
                assertThat(cos).as("batch vs single for %s", texts.get(i)).isGreaterThan(0.99999);
            }
            // deterministic: the same batch twice gives the same floats
            assertThat(uncached.encode(texts)).containsExactly(batch, within(1e-6f));
        }
    }

    @Test
    void oneSessionServesManyThreadsWithTheSameResults() throws Exception {
        List<String> texts = Sentences.varied().subList(0, 24);
        try (OnnxSentenceEncoder shared = OnnxSentenceEncoder.builder().cacheSize(0).batchSize(8).build()) {
            float[] expected = shared.encode(texts);
            java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(4);
            try {
                List<java.util.concurrent.Future<float[]>> futures = new ArrayList<>();
                for (int t = 0; t < 8; t++) {
                    futures.add(pool.submit(() -> shared.encode(texts)));
                }
                for (var f : futures) {
                    assertThat(f.get()).containsExactly(expected, within(1e-6f));
                }
            } finally {
                pool.shutdownNow();
            }
        }
    }

    @Test
    void cacheServesRepeatedTextsWithoutRunningTheModel() {
        try (OnnxSentenceEncoder enc = OnnxSentenceEncoder.builder().build()) {
            enc.encode(List.of("Red soil along the verge.", "Eucalyptus trees everywhere."));
            long runs = enc.modelRuns();
            float[] again = enc.encode(List.of("Eucalyptus trees everywhere.", "Red soil along the verge."));
            assertThat(enc.modelRuns()).isEqualTo(runs);
            assertThat(again).hasSize(2 * 384);
            assertThat(enc.cacheStats().hits()).isEqualTo(2);
            assertThat(enc.cacheStats().misses()).isEqualTo(2);
        }
    }

    @Test
    void longTextsAreTruncatedByDefaultOrChunkedOnRequest() {
        String longText = Sentences.varied().get(Sentences.varied().size() - 2);
        String head = longText.substring(0, 600);
        try (OnnxSentenceEncoder chunking = OnnxSentenceEncoder.builder()
                .longInputPolicy(LongInputPolicy.CHUNK_AND_AVERAGE).build()) {
            long before = encoder.truncatedTexts();
            float[] truncated = encoder.encode(longText + " extra words at the end change nothing when truncated");
            assertThat(encoder.truncatedTexts()).isGreaterThan(before);
            float[] truncated2 = encoder.encode(longText + " other words");
            assertThat(cosine(truncated, truncated2)).isGreaterThan(0.99999);
            float[] chunked = chunking.encode(longText + " other words");
            assertThat(chunking.truncatedTexts()).isZero();
            assertThat(cosine(chunked, encoder.encode(head))).isGreaterThan(0.8);
            assertThat(cosine(chunked, truncated2)).isLessThan(0.99999);
        }
    }

    @Test
    void blankTextsAreRejectedAndClosedEncodersFail() {
        assertThatThrownBy(() -> encoder.encode(List.of("fine text", "   ")))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("text 1 is blank");
        assertThatThrownBy(() -> encoder.encode(""))
                .isInstanceOf(InvalidInputException.class);
        OnnxSentenceEncoder e = OnnxSentenceEncoder.builder().build();
        e.close();
        e.close();
        assertThatThrownBy(() -> e.encode("anything at all")).isInstanceOf(ModelException.class)
                .hasMessageContaining("closed");
    }

    @Test
    void provenanceCarriesModelIdAndWeightsHash() {
        assertThat(encoder.modelId()).isEqualTo("sentence-transformers/all-MiniLM-L6-v2");
        assertThat(encoder.weightsSha256()).get().asString().hasSize(64).matches("[0-9a-f]+");
        assertThat(encoder.executionProvider()).isEqualTo(ExecutionProvider.CPU);
    }

    static double cosine(float[] a, float[] b) {
        double s = 0;
        for (int k = 0; k < a.length; k++) {
            s += a[k] * b[k];
        }
        return s;
    }

    @Test
    void closingWhileOtherThreadsEncodeNeverFreesASessionInUse() throws Exception {
        OnnxSentenceEncoder e = OnnxSentenceEncoder.builder().cacheSize(0).build();
        java.util.List<Throwable> unexpected = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
        java.util.concurrent.CountDownLatch started = new java.util.concurrent.CountDownLatch(3);
        java.util.List<Thread> threads = new java.util.ArrayList<>();
        for (int t = 0; t < 3; t++) {
            final int id = t;
            Thread th = new Thread(() -> {
                started.countDown();
                for (int i = 0; i < 10_000; i++) {
                    try {
                        float[] v = e.encode(java.util.List.of("white bollards " + id + " " + i, "red soil " + i));
                        assertThat(v).hasSize(2 * e.dimension());
                    } catch (ModelException closed) {
                        assertThat(closed.getMessage()).contains("closed");
                        return;
                    } catch (Throwable x) {
                        unexpected.add(x);
                        return;
                    }
                }
            });
            th.start();
            threads.add(th);
        }
        started.await();
        Thread.sleep(100);
        e.close();
        for (Thread th : threads) {
            th.join(60_000);
        }
        assertThat(unexpected).isEmpty();
        assertThat(threads).noneMatch(Thread::isAlive);
    }
}
