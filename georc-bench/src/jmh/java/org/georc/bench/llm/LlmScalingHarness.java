package org.georc.bench.llm;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.georc.bench.cli.GeorcCommand;
import org.georc.core.json.JsonLines;
import org.georc.core.scorefile.ScoreLines;

/**
 * Pairs per second of {@code georc score --judge one-to-all} against a local test server that
 * takes a fixed time per request (200 ms by default), for 1 to 64 requests in flight
 * ({@code --max-concurrency}). With a server that never saturates, pairs/s should grow linearly
 * with the requests in flight; the table gives each level's ratio to linear scaling from one
 * request in flight.
 *
 * <p>Each level scores 6 x N pairs (the sample candidates repeated under new model names) with
 * {@code --threads N}, so about six waves of N requests; the whole command runs in-process,
 * reading, scoring and writing included.
 *
 * <pre>
 * java -cp "$B" org.georc.bench.llm.LlmScalingHarness [SLEEP_MS] [LEVELS] &gt; docs/llm-scaling.txt
 * </pre>
 */
public final class LlmScalingHarness {
    private LlmScalingHarness() {
    }

    public static void main(String[] args) throws Exception {
        long sleep = args.length > 0 ? Long.parseLong(args[0]) : 200;
        int[] levels = java.util.Arrays.stream((args.length > 1 ? args[1] : "1,2,4,8,16,32,64").split(","))
                .mapToInt(Integer::parseInt).toArray();
        Path refs = Path.of("examples/data/references.jsonl");
        Path cands = Path.of("examples/data/candidates.jsonl");
        Path work = Files.createTempDirectory("llm-scaling");
        System.out.printf(Locale.ROOT, "# georc score --judge one-to-all --option reasons=false against a local server "
                + "sleeping %d ms per request; %d cores; Java %s; %s%n", sleep, Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.version"), java.time.Instant.now().truncatedTo(java.time.temporal.ChronoUnit.SECONDS));
        System.out.println("# in flight = --max-concurrency (requests in flight at most); threads = --threads (pairs in "
                + "parallel); efficiency = pairs/s / (in flight x pairs/s at 1 in flight)");
        System.out.println();
        System.out.println("| in flight | threads | pairs | requests | wall s | pairs/s | requests/s | mean in flight "
                + "(server) | max in flight (server) | efficiency |");
        System.out.println("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        try (ChatServer server = new ChatServer(null, sleep, body -> "{\"score\": 70}")) {
            measure(server, 8, 16, refs, cands, work, -1, false); // warm-up, not reported
            double base = -1;
            for (int c : levels) {
                double pairsPerSecond = measure(server, c, Math.max(6, 6 * c), refs, cands, work, base, true);
                if (base < 0) {
                    base = pairsPerSecond / c;
                }
            }
        }
    }

    private static double measure(ChatServer server, int inFlight, int pairs, Path refs, Path cands, Path work,
                                  double basePerRequestSlot, boolean report) throws Exception {
        Path c = candidates(cands, pairs, work);
        Path out = work.resolve("out-" + inFlight + "-" + pairs + ".jsonl");
        Files.deleteIfExists(out);
        String[] args = {"score", "--judge", "one-to-all", "--option", "reasons=false", "--references", refs.toString(),
            "--candidates", c.toString(), "--output", out.toString(), "--endpoint", server.url(), "--model", "judge",
            "--max-concurrency", Integer.toString(inFlight), "--threads", Integer.toString(inFlight), "--no-flags",
            "--quiet", "--timeout", "60"};
        server.resetWindow();
        StringWriter err = new StringWriter();
        long t0 = System.nanoTime();
        int code = GeorcCommand.run(args, new PrintWriter(new StringWriter()), new PrintWriter(err));
        double wall = (System.nanoTime() - t0) / 1e9;
        double mean = server.meanInFlight();
        int requests = server.seen.size();
        if (code != 0 || ScoreLines.read(out).size() != pairs) {
            throw new IllegalStateException("run at " + inFlight + " in flight failed (exit " + code + "):\n" + err);
        }
        double pps = pairs / wall;
        if (report) {
            double eff = basePerRequestSlot < 0 ? 1.0 : pps / (inFlight * basePerRequestSlot);
            System.out.printf(Locale.ROOT, "| %d | %d | %d | %d | %.2f | %.2f | %.1f | %.1f | %d | %.3f |%n", inFlight,
                    inFlight, pairs, requests, wall, pps, requests / wall, mean, server.maxInFlight.get(), eff);
        }
        return pps;
    }

    /** The sample candidates repeated under new model names until there are {@code pairs} of them. */
    private static Path candidates(Path cands, int pairs, Path work) throws Exception {
        List<String> base = Files.readAllLines(cands).stream().filter(l -> !l.isBlank()).toList();
        List<String> out = new ArrayList<>();
        for (int i = 0; out.size() < pairs; i++) {
            ObjectNode o = (ObjectNode) JsonLines.readTree(base.get(i % base.size()));
            o.put("model", o.get("model").asText() + "-copy" + (i / base.size()));
            out.add(JsonLines.write(o));
        }
        Path p = work.resolve("candidates-" + pairs + ".jsonl");
        Files.write(p, out);
        return p;
    }
}
