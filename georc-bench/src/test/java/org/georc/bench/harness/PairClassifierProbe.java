package org.georc.bench.harness;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.georc.judges.crossencoder.CrossEncoderModel;
import org.georc.judges.crossencoder.OnnxPairClassifier;

/**
 * Runs cross-encoder model folders over the labelled pairs of a corpus split on ONNX Runtime, as the
 * judge runs them: accuracy and pairs per second of each folder, and, for a second folder (an int8
 * copy), its largest and mean probability drift from the first and how often the top class changes.
 *
 * <pre>java -cp "georc-bench/target/test-classes:georc-bench/target/classes:georc-bench/target/bench-lib/*" \
 *     org.georc.bench.harness.PairClassifierProbe SPLIT FOLDER [FOLDER2] [CORPUS_DIR]</pre>
 */
public final class PairClassifierProbe {
    private PairClassifierProbe() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: PairClassifierProbe dev|test|train FOLDER [FOLDER2] [CORPUS_DIR]");
            System.exit(2);
        }
        String split = args[0];
        Path corpus = Path.of(args.length > 3 ? args[3] : "models/cross-encoder/data");
        List<String> a = new ArrayList<>();
        List<String> b = new ArrayList<>();
        List<String> gold = new ArrayList<>();
        ObjectMapper json = new ObjectMapper();
        try (var writers = Files.list(corpus.resolve("writers"))) {
            for (Path w : writers.sorted().toList()) {
                Path f = w.resolve("pairs.jsonl");
                if (!Files.exists(f)) {
                    continue;
                }
                try (BufferedReader r = Files.newBufferedReader(f)) {
                    for (String line; (line = r.readLine()) != null; ) {
                        JsonNode d = json.readTree(line);
                        if (d.get("split").asText().equals(split)) {
                            a.add(d.get("a").asText());
                            b.add(d.get("b").asText());
                            gold.add(d.get("label").asText());
                        }
                    }
                }
            }
        }
        float[] first = null;
        for (int m = 1; m < Math.min(args.length, 3); m++) {
            try (OnnxPairClassifier c = OnnxPairClassifier.builder().model(CrossEncoderModel.directory(Path.of(args[m])))
                    .cacheSize(0).build()) {
                c.classify(a.subList(0, Math.min(64, a.size())), b.subList(0, Math.min(64, b.size())));
                var os = (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory
                        .getOperatingSystemMXBean();
                long c0 = os.getProcessCpuTime();
                long t0 = System.nanoTime();
                float[] p = c.classify(a, b);
                double secs = (System.nanoTime() - t0) / 1e9;
                double cpu = (os.getProcessCpuTime() - c0) / 1e9;
                int k = c.labels().size();
                int right = 0;
                for (int i = 0; i < a.size(); i++) {
                    int best = 0;
                    for (int l = 1; l < k; l++) {
                        if (p[i * k + l] > p[i * k + best]) {
                            best = l;
                        }
                    }
                    right += c.labels().get(best).equals(gold.get(i)) ? 1 : 0;
                }
                System.out.printf(Locale.ROOT, "%s: %d %s pairs, accuracy %.4f, %.1f pairs/s wall, %.1f pairs per CPU-second "
                        + "(%s, %.1f MB)%n", args[m], a.size(), split, (double) right / a.size(), a.size() / secs,
                        a.size() / cpu, c.modelId(),
                        Files.size(Path.of(args[m], "model.onnx")) / 1e6);
                if (first == null) {
                    first = p;
                } else {
                    double max = 0;
                    double sum = 0;
                    int flips = 0;
                    for (int i = 0; i < a.size(); i++) {
                        int x = 0;
                        int y = 0;
                        for (int l = 0; l < k; l++) {
                            double d = Math.abs(p[i * k + l] - first[i * k + l]);
                            max = Math.max(max, d);
                            sum += d;
                            x = first[i * k + l] > first[i * k + x] ? l : x;
                            y = p[i * k + l] > p[i * k + y] ? l : y;
                        }
                        flips += x == y ? 0 : 1;
                    }
                    System.out.printf(Locale.ROOT, "drift from the first: max %.4f, mean %.5f per probability; top class "
                            + "changed on %d of %d pairs%n", max, sum / (a.size() * (double) k), flips, a.size());
                }
            }
        }
    }
}
