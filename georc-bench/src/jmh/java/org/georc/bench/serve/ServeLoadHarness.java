package org.georc.bench.serve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.georc.core.json.JsonLines;

/**
 * The load benchmark of {@code georc serve} (docs/SERVE.md, "Load"): the same pairs sent by 1,
 * 4, 16 and 64 concurrent clients, each request {@code PER} pairs, to a fresh {@code georc serve}
 * process per level (so no level profits from another's caches), then once more with a small
 * queue to show what happens above its limit; side by side with {@code georc score} on the same
 * pairs in one process. Prints CSV rows and a summary; nothing is asserted.
 *
 * <pre>
 * java -cp "$B" org.georc.bench.serve.ServeLoadHarness JAR REFERENCES CANDIDATES [LEVELS=1,4,16,64] [PER=8] [SMALL_QUEUE=64]
 * </pre>
 *
 * {@code georc score}'s rate is N / (wall of the run − wall of a one-pair run), so JVM start and
 * model load (which a server pays once) are left out of both sides.
 */
public final class ServeLoadHarness {
    private static final Pattern LISTENING = Pattern.compile("listening on http://127\\.0\\.0\\.1:(\\d+)");

    private ServeLoadHarness() {
    }

    /** One level's result. */
    private record Level(int clients, int queue, int pairs, double wall, double[] latenciesMs, int ok, int tooMany,
                         int errors, int timeouts, String load, int exit) {
    }

    /**
     * @param args JAR REFERENCES CANDIDATES [LEVELS] [PER] [SMALL_QUEUE]
     * @throws Exception when a process cannot run
     */
    public static void main(String[] args) throws Exception {
        Path jar = Path.of(args[0]);
        Path refs = Path.of(args[1]);
        Path cands = Path.of(args[2]);
        int[] levels = Arrays.stream((args.length > 3 ? args[3] : "1,4,16,64").split(",")).mapToInt(Integer::parseInt)
                .toArray();
        int per = args.length > 4 ? Integer.parseInt(args[4]) : 8;
        int smallQueue = args.length > 5 ? Integer.parseInt(args[5]) : 64;
        List<String> lines = Files.readAllLines(cands).stream().filter(l -> !l.isBlank()).toList();
        List<String> bodies = new ArrayList<>();
        for (int from = 0; from < lines.size(); from += per) {
            ObjectNode body = JsonLines.object();
            ArrayNode pairs = body.putArray("pairs");
            for (int i = from; i < Math.min(lines.size(), from + per); i++) {
                JsonNode c = JsonLines.readTree(lines.get(i));
                pairs.addObject().put("id", Integer.toString(i)).put("candidate", c.get("chain").asText())
                        .put("reference_id", c.get("id").asText());
            }
            bodies.add(body.toString());
        }
        Path work = Files.createTempDirectory("georc-serve-load");
        System.out.printf(Locale.ROOT, "# %d pairs in %d requests of %d; %d cores; %s%n", lines.size(), bodies.size(),
                per, Runtime.getRuntime().availableProcessors(), Instant.now());

        // georc score on the same pairs: the whole run, and a one-pair run for JVM start and model load
        Path one = work.resolve("one.jsonl");
        Files.writeString(one, lines.get(0) + "\n");
        String loadScore = load();
        double full = timeScore(jar, refs, cands, work.resolve("full-out.jsonl"));
        double startup = timeScore(jar, refs, one, work.resolve("one-out.jsonl"));
        double inProcess = lines.size() / (full - startup);
        System.out.println("what,clients,max_queue,pairs,wall_s,pairs_per_s,p50_ms,p95_ms,p99_ms,ok_requests,"
                + "http_429,other_errors,timeouts,load1_before,server_exit");
        System.out.printf(Locale.ROOT, "score,-,-,%d,%.2f,%.1f,-,-,-,-,-,-,-,%s,-%n", lines.size(), full - startup,
                inProcess, loadScore);
        double at16 = Double.NaN;
        List<int[]> runs = new ArrayList<>();
        for (int c : levels) {
            runs.add(new int[] {c, 1024});
        }
        runs.add(new int[] {levels[levels.length - 1], smallQueue});
        for (int[] run : runs) {
            Level l = level(jar, refs, bodies, lines.size(), run[0], run[1], work);
            double[] lat = l.latenciesMs();
            Arrays.sort(lat);
            double rate = l.pairs() / l.wall();
            if (run[0] == 16 && run[1] == 1024) {
                at16 = rate;
            }
            System.out.printf(Locale.ROOT, "serve,%d,%d,%d,%.2f,%.1f,%.0f,%.0f,%.0f,%d,%d,%d,%d,%s,%d%n", l.clients(),
                    l.queue(), l.pairs(), l.wall(), rate, pct(lat, 50), pct(lat, 95), pct(lat, 99), l.ok(), l.tooMany(),
                    l.errors(), l.timeouts(), l.load(), l.exit());
        }
        System.out.printf(Locale.ROOT, "# serve pairs/s at 16 clients / georc score pairs/s = %.2f%n", at16 / inProcess);
    }

    private static double pct(double[] sorted, int p) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        int i = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, i))];
    }

    private static String load() throws IOException {
        return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
    }

    private static Path java() {
        return Path.of(System.getProperty("java.home"), "bin", "java");
    }

    private static double timeScore(Path jar, Path refs, Path cands, Path out) throws Exception {
        Files.deleteIfExists(out);
        long t0 = System.nanoTime();
        Process p = new ProcessBuilder(java().toString(), "-jar", jar.toString(), "score", "--references",
                refs.toString(), "--candidates", cands.toString(), "--output", out.toString(), "--no-alignments",
                "--quiet").redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(out.resolveSibling(out.getFileName() + ".err").toFile()).start();
        if (p.waitFor() != 0) {
            throw new IllegalStateException("georc score failed: " + Files.readString(
                    out.resolveSibling(out.getFileName() + ".err")));
        }
        return (System.nanoTime() - t0) / 1e9;
    }

    private static Level level(Path jar, Path refs, List<String> bodies, int pairs, int clients, int queue, Path work)
            throws Exception {
        Path log = work.resolve("serve-" + clients + "-" + queue + ".err");
        Process server = new ProcessBuilder(java().toString(), "-jar", jar.toString(), "serve", "--port", "0",
                "--references", refs.toString(), "--max-queue", Integer.toString(queue), "--max-pairs", "64")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(log.toFile()).start();
        int port = 0;
        while (port == 0) {
            Matcher m = LISTENING.matcher(Files.readString(log));
            if (m.find()) {
                port = Integer.parseInt(m.group(1));
            } else if (!server.isAlive()) {
                throw new IllegalStateException("georc serve did not start: " + Files.readString(log));
            } else {
                Thread.sleep(100);
            }
        }
        URI uri = URI.create("http://127.0.0.1:" + port + "/v1/score");
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        AtomicInteger next = new AtomicInteger();
        AtomicInteger ok = new AtomicInteger();
        AtomicInteger tooMany = new AtomicInteger();
        AtomicInteger errors = new AtomicInteger();
        AtomicInteger timeouts = new AtomicInteger();
        double[] latencies = new double[bodies.size()];
        int[] sizes = new int[bodies.size()];
        for (int k = 0; k < sizes.length; k++) {
            sizes[k] = JsonLines.readTree(bodies.get(k)).get("pairs").size();
        }
        String loadBefore = load();
        long t0 = System.nanoTime();
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < clients; t++) {
            Thread th = new Thread(() -> {
                for (int k; (k = next.getAndIncrement()) < bodies.size(); ) {
                    long start = System.nanoTime();
                    HttpRequest req = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(120))
                            .header("Content-Type", "application/json")
                            .POST(HttpRequest.BodyPublishers.ofString(bodies.get(k))).build();
                    while (true) {
                        try {
                            HttpResponse<String> r = client.send(req, HttpResponse.BodyHandlers.ofString());
                            if (r.statusCode() == 429) {
                                tooMany.incrementAndGet();
                                long wait = Long.parseLong(r.headers().firstValue("Retry-After").orElse("1"));
                                Thread.sleep(TimeUnit.SECONDS.toMillis(wait));
                                continue; // as a client should: after Retry-After
                            }
                            JsonNode scores = r.statusCode() == 200 ? JsonLines.readTree(r.body()).get("scores") : null;
                            if (scores == null || scores.size() != sizes[k]) {
                                errors.incrementAndGet();
                            } else {
                                ok.incrementAndGet();
                            }
                        } catch (HttpTimeoutException e) {
                            timeouts.incrementAndGet();
                        } catch (IOException e) {
                            errors.incrementAndGet();
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                            return;
                        }
                        break;
                    }
                    latencies[k] = (System.nanoTime() - start) / 1e6;
                }
            });
            th.start();
            threads.add(th);
        }
        for (Thread th : threads) {
            th.join();
        }
        double wall = (System.nanoTime() - t0) / 1e9;
        server.destroy();
        int exit = server.waitFor(120, TimeUnit.SECONDS) ? server.exitValue() : -1;
        return new Level(clients, queue, pairs, wall, latencies, ok.get(), tooMany.get(), errors.get(), timeouts.get(),
                loadBefore, exit);
    }
}
