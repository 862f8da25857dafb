import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.georc.bench.jmh.ClauseCorpus;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.Judges;
import org.georc.judges.encoder.OnnxSentenceEncoder;

/**
 * CPU time of one warm embedding-judge pair (every clause already in the encoder's cache: the
 * path a reference scored against many candidates takes), per {@code matching} option, measured
 * as this thread's CPU time so that other processes on a shared machine disturb it less than wall
 * time. Runs against any build of the tool (a build without the option runs its one judge twice).
 *
 * <pre>java -cp georc-bench/target/georc.jar docs/eval/JudgeCpu.java 6 12</pre>
 */
public class JudgeCpu {
    public static void main(String[] args) throws Exception {
        var mx = ManagementFactory.getThreadMXBean();
        try (var enc = OnnxSentenceEncoder.builder().build()) {
            for (String arg : args) {
                int statements = Integer.parseInt(arg);
                var req = JudgeRequest.of(new ReasoningChain(ClauseCorpus.statements(statements, 11), List.of()),
                        new ReasoningChain(ClauseCorpus.statements(statements, 12), List.of()));
                Map<String, Judge> judges = new LinkedHashMap<>();
                for (String m : new String[] {"plain", "objects"}) {
                    Judge j = Judges.create("embedding", JudgeResources.builder().encoder(enc).option("matching", m).build());
                    judges.put(m, j);
                    for (int i = 0; i < 300; i++) {
                        j.score(req);
                    }
                }
                Map<String, List<Double>> times = new LinkedHashMap<>();
                for (int round = 0; round < 10; round++) {
                    for (var e : judges.entrySet()) {
                        long c0 = mx.getCurrentThreadCpuTime();
                        for (int i = 0; i < 100; i++) {
                            e.getValue().score(req);
                        }
                        times.computeIfAbsent(e.getKey(), k -> new ArrayList<>())
                                .add((mx.getCurrentThreadCpuTime() - c0) / 1e6 / 100);
                    }
                }
                for (var e : times.entrySet()) {
                    List<Double> sorted = new ArrayList<>(e.getValue());
                    Collections.sort(sorted);
                    System.out.printf("%d statements, matching=%s: median %.3f ms CPU/op; rounds %s%n", statements,
                            e.getKey(), (sorted.get(4) + sorted.get(5)) / 2,
                            e.getValue().stream().map(x -> String.format("%.2f", x)).toList());
                }
                judges.values().forEach(Judge::close);
            }
        }
    }
}
