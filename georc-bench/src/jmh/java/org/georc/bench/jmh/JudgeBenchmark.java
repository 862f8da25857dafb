package org.georc.bench.jmh;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.result.ChainScore;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.Judges;
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
 * One whole embedding-judge chain pair (extract, encode, match), with the encoder cache cold
 * (every clause encoded) and warm (the cache-hit path a reference scored against many
 * candidates takes), for chains of 3, 6 and 12 statements, with object-aware matching (the
 * default) and with the plain ramp (both with the contradiction check).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 3)
@Fork(1)
public class JudgeBenchmark {
    @Param({"3", "6", "12"})
    public int statements;

    /** The embedding judge's {@code matching} option: object-aware (default) or the plain ramp. */
    @Param({"objects", "plain"})
    public String matching;

    private OnnxSentenceEncoder cold;
    private OnnxSentenceEncoder warm;
    private Judge coldJudge;
    private Judge warmJudge;
    private JudgeRequest request;

    /** Loads the encoders and builds a chain pair of the given length. */
    @Setup(Level.Trial)
    public void setUp() {
        cold = OnnxSentenceEncoder.builder().cacheSize(0).build();
        warm = OnnxSentenceEncoder.builder().build();
        coldJudge = Judges.create("embedding", JudgeResources.builder().encoder(cold).option("matching", matching).build());
        warmJudge = Judges.create("embedding", JudgeResources.builder().encoder(warm).option("matching", matching).build());
        List<String> cand = ClauseCorpus.statements(statements, 11);
        List<String> ref = ClauseCorpus.statements(statements, 12);
        request = JudgeRequest.of(new ReasoningChain(cand, List.of()), new ReasoningChain(ref, List.of()));
        warmJudge.score(request);
    }

    /** Closes the encoders. */
    @TearDown(Level.Trial)
    public void tearDown() {
        cold.close();
        warm.close();
    }

    /** @return the score with every clause encoded */
    @Benchmark
    public ChainScore pairCold() {
        return coldJudge.score(request);
    }

    /** @return the score with every clause served from the cache */
    @Benchmark
    public ChainScore pairCacheHit() {
        return warmJudge.score(request);
    }
}
