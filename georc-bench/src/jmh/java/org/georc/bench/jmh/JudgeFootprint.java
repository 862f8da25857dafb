package org.georc.bench.jmh;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.georc.core.records.CandidateRecord;
import org.georc.core.records.Datasets;
import org.georc.core.records.ReferenceRecord;
import org.georc.core.scoring.ChainScorer;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.Judges;
import org.georc.judges.encoder.OnnxSentenceEncoder;
import org.georc.judges.flags.ErrorFlagger;

/**
 * Memory of one embedding judge in a JVM, as a Spark executor holds it: resident set size (the
 * process's, from {@code /proc/self/status}, so native ONNX Runtime memory counts) and Java heap
 * in use, before loading, after loading the encoder + judge + flagger, and after scoring a score
 * workload (the encoder's text cache filled). Linux only.
 *
 * <pre>java -Xmx1g -cp georc.jar org.georc.bench.jmh.JudgeFootprint REFERENCES.jsonl CANDIDATES.jsonl [THREADS [noflags]]</pre>
 */
public final class JudgeFootprint {
    private JudgeFootprint() {
    }

    /**
     * @param args references, candidates, optionally intra-op threads (default 1) and {@code noflags}
     * @throws IOException if /proc cannot be read
     */
    public static void main(String[] args) throws IOException {
        Map<String, ReferenceRecord> refs = Datasets.readReferences(Path.of(args[0]));
        List<CandidateRecord> cands = Datasets.readCandidates(Path.of(args[1]));
        int threads = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        boolean flags = args.length <= 3 || !args[3].equals("noflags");
        report("JVM started, inputs read");
        try (OnnxSentenceEncoder encoder = OnnxSentenceEncoder.builder().intraOpThreads(threads).build();
             Judge judge = Judges.create("embedding", JudgeResources.builder().encoder(encoder).build())) {
            ErrorFlagger flagger = new ErrorFlagger(encoder);
            report("judge loaded (encoder, judge, flagger)");
            ChainScorer scorer = ChainScorer.of(judge);
            List<JudgeRequest> batch = new ArrayList<>();
            long t0 = System.nanoTime();
            long cpu0 = processCpuNanos();
            for (CandidateRecord c : cands) {
                ReferenceRecord r = refs.get(c.id());
                batch.add(new JudgeRequest(c.id(), c.chain(), r.chain(), null));
                if (batch.size() == 64) {
                    scorer.scoreAll(batch);
                    batch.clear();
                }
                if (flags) {
                    flagger.flag(c.chain(), r.chain(), null);
                }
            }
            if (!batch.isEmpty()) {
                scorer.scoreAll(batch);
            }
            double s = (System.nanoTime() - t0) / 1e9;
            double cpu = (processCpuNanos() - cpu0) / 1e9;
            System.out.printf(Locale.ROOT, "scoring only: %d pairs, wall %.1f s, process CPU %.1f s: "
                    + "%.1f pairs per CPU-second%n", cands.size(), s, cpu, cands.size() / cpu);
            report(String.format(Locale.ROOT, "scored %d pairs %s flags, %d intra-op thread(s)",
                    cands.size(), flags ? "with" : "without", threads));
        }
        report("judge closed");
    }

    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory
                .getOperatingSystemMXBean()).getProcessCpuTime();
    }

    private static void report(String when) throws IOException {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        Runtime rt = Runtime.getRuntime();
        long heapUsed = rt.totalMemory() - rt.freeMemory();
        String rss = Files.readAllLines(Path.of("/proc/self/status")).stream()
                .filter(l -> l.startsWith("VmRSS:") || l.startsWith("VmHWM:"))
                .map(l -> l.replaceAll("\\s+", " ")).reduce((a, b) -> a + ", " + b).orElse("?");
        System.out.printf(Locale.ROOT, "%-60s %s, heap used %d MB (committed %d MB)%n", when + ":", rss,
                heapUsed >> 20, rt.totalMemory() >> 20);
    }
}
