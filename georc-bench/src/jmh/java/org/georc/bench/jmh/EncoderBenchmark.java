package org.georc.bench.jmh;

import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.onnx.allminilml6v2.AllMiniLmL6V2EmbeddingModel;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.georc.judges.encoder.OnnxSentenceEncoder;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Encoder throughput: 256 texts per operation (short clauses or full statements), our encoder
 * at ONNX Runtime batch sizes 1, 32 and 256 with the cache off, against langchain4j's
 * {@code embedAll} on the same texts (the peer). Throughput in texts/s = 256 x ops/s.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 3, time = 5)
@Fork(value = 1, jvmArgsAppend = {"-Xmx2g"})
public class EncoderBenchmark {
    /** Texts per benchmark operation. */
    static final int TEXTS = 256;

    @Param({"1", "32", "256"})
    public int batchSize;

    @Param({"clauses", "statements"})
    public String kind;

    private OnnxSentenceEncoder encoder;
    private AllMiniLmL6V2EmbeddingModel peer;
    private List<String> texts;
    private List<TextSegment> segments;

    /** Loads both models once per trial. */
    @Setup(Level.Trial)
    public void setUp() {
        encoder = OnnxSentenceEncoder.builder().batchSize(batchSize).cacheSize(0).build();
        peer = new AllMiniLmL6V2EmbeddingModel();
        texts = "clauses".equals(kind) ? ClauseCorpus.clauses(TEXTS, 7) : ClauseCorpus.statements(TEXTS, 7);
        segments = texts.stream().map(TextSegment::from).toList();
    }

    /** Closes our encoder. */
    @TearDown(Level.Trial)
    public void tearDown() {
        encoder.close();
    }

    /** @return vectors from our encoder */
    @Benchmark
    public float[] georc() {
        return encoder.encode(texts);
    }

    /** @return vectors from langchain4j (independent of batchSize: one run per text) */
    @Benchmark
    public Object langchain4jPeer() {
        return peer.embedAll(segments).content();
    }
}
