package org.georc.bench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpServer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.georc.core.json.JsonLines;
import org.georc.core.scorefile.ScoreLines;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code georc} command attacked and misused: files that must not leave the machine, keys
 * that must not be written, inputs that must not be overwritten, resumes that must not mix
 * settings, and exit codes that must tell the truth.
 */
class CliSafeguardsIT {
    private static final String KEY = "sk-test-0123456789abcdef";

    @TempDir
    Path dir;
    HttpServer server;
    String url;
    final List<JsonNode> requests = new CopyOnWriteArrayList<>();
    final AtomicInteger status = new AtomicInteger(200);
    final AtomicInteger delayMs = new AtomicInteger();

    @BeforeEach
    void startServer() throws Exception {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/v1/chat/completions", ex -> {
            requests.add(JsonLines.readTree(ex.getRequestBody().readAllBytes()));
            try {
                Thread.sleep(delayMs.get());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            String auth = String.valueOf(ex.getRequestHeaders().getFirst("Authorization"));
            int code = status.get();
            String body = code == 200
                    ? "{\"choices\":[{\"message\":{\"content\":\"{\\\"verdict\\\": true, \\\"score\\\": 50, "
                            + "\\\"precision\\\": 50, \\\"recall\\\": 50}\"}}]}"
                    : "{\"error\": \"denied\", \"echo\": \"" + auth + "\"}";
            byte[] b = body.getBytes(StandardCharsets.UTF_8);
            ex.sendResponseHeaders(code, b.length);
            ex.getResponseBody().write(b);
            ex.close();
        });
        server.start();
        url = "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
    }

    @AfterEach
    void stopServer() {
        server.stop(0);
    }

    private Path write(String name, String text) throws Exception {
        Path p = dir.resolve(name);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
        return p;
    }

    private Path cands() throws Exception {
        return write("cands.jsonl", "{\"id\":\"a\",\"model\":\"m\",\"chain\":\"- Red soil by the road.\\n- Palm trees.\"}\n"
                + "{\"id\":\"b\",\"model\":\"m\",\"chain\":\"- Snow poles with red tops.\"}\n");
    }

    private Path refs(String imageA) throws Exception {
        return write("data/refs.jsonl", "{\"id\":\"a\",\"image\":" + JsonLines.quote(imageA)
                + ",\"chain\":\"- Red soil along the road.\\n- Eucalyptus trees.\"}\n"
                + "{\"id\":\"b\",\"chain\":\"- Snow poles with red and black tops.\"}\n");
    }

    private Cli vlm(Path refs, String... extra) throws Exception {
        List<String> args = new java.util.ArrayList<>(List.of("score", "--judge", "vlm", "--references", refs.toString(),
                "--candidates", cands().toString(), "--output", dir.resolve("o.jsonl").toString(), "--endpoint", url,
                "--model", "vlm", "--quiet", "--no-flags"));
        args.addAll(List.of(extra));
        return Cli.run(args.toArray(String[]::new));
    }

    @Test
    void noFileOutsideTheDataFolderIsSentToAVlm() throws Exception {
        Path outside = write("outside/secret.png", "root:x:0:0:root:/root:/bin/bash\n");
        Files.write(outside, new byte[] {(byte) 0xFF, (byte) 0xD8, (byte) 0xFF, 1, 2, 3});
        for (String image : List.of("/etc/passwd", "../../../../etc/shadow", "/proc/self/environ", "../outside/secret.png")) {
            Cli run = vlm(refs(image));
            assertThat(run.exit).as(image + "\n" + run).isEqualTo(2);
            assertThat(run.err).contains("id \"a\"").containsAnyOf("outside the allowed folders", "file not found");
        }
        Files.createSymbolicLink(dir.resolve("data/link.jpg"), outside);
        Cli viaLink = vlm(refs("link.jpg"));
        assertThat(viaLink.exit).isEqualTo(2);
        assertThat(viaLink.err).contains("outside the allowed folders");
        assertThat(requests).as("nothing may reach the server").isEmpty();

        // an explicit --image-root allows it; a text file named .png is still refused
        Cli allowed = vlm(refs("link.jpg"), "--image-root", dir.resolve("outside").toString());
        // pair "a" is scored; pair "b" has no image, a recorded failure, hence exit 3
        assertThat(allowed.exit).as(allowed.toString()).isEqualTo(3);
        assertThat(ScoreLines.read(dir.resolve("o.jsonl"))).filteredOn(r -> r.id().equals("a"))
                .singleElement().satisfies(r -> assertThat(r.isFailure()).isFalse());
        assertThat(requests).isNotEmpty();
        Files.delete(dir.resolve("o.jsonl"));
        write("data/fake.png", "this is text, not a picture");
        Cli fake = vlm(refs("fake.png"));
        assertThat(fake.exit).isEqualTo(2);
        assertThat(fake.err).contains("not a PNG, JPEG or WebP");
        Cli tooBig = vlm(refs("link.jpg"), "--image-root", dir.resolve("outside").toString(), "--max-image-bytes", "3");
        assertThat(tooBig.exit).isEqualTo(2);
        assertThat(tooBig.err).contains("over the limit of 3");
    }

    @Test
    void keysAndUrlCredentialsAreNeverWrittenAndFailuresSetTheExitCode() throws Exception {
        status.set(401);
        Path out = dir.resolve("o.jsonl");
        Cli run = Cli.run("score", "--judge", "one-to-all", "--references", refs("x.jpg").toString(), "--candidates",
                cands().toString(), "--output", out.toString(), "--endpoint", url, "--model", "judge",
                "--api-key-env", "PATH", "--quiet", "--no-flags");
        // PATH is set everywhere: it stands in for a key; it must not appear in the output
        String path = System.getenv("PATH");
        assertThat(run.exit).as(run.toString()).isEqualTo(3);
        assertThat(run.err).contains("failed: 2 of 2").contains("--retry-failed");
        String written = Files.readString(out);
        assertThat(written).contains("judge_error").contains("HTTP 401").doesNotContain(path);
        assertThat(run.err).doesNotContain(path);

        // a plain re-run has nothing to do, but says the failures are still there
        Cli again = Cli.run("score", "--judge", "one-to-all", "--references", refs("x.jpg").toString(), "--candidates",
                cands().toString(), "--output", out.toString(), "--endpoint", url, "--model", "judge",
                "--api-key-env", "PATH", "--quiet", "--no-flags");
        assertThat(again.exit).isEqualTo(3);
        assertThat(again.err).contains("2 failed earlier").contains("--retry-failed");

        Cli creds = Cli.run("score", "--judge", "one-to-all", "--references", refs("x.jpg").toString(), "--candidates",
                cands().toString(), "--output", dir.resolve("o2.jsonl").toString(), "--endpoint",
                "http://alice:hunter22@127.0.0.1:1/v1", "--model", "judge", "--quiet");
        assertThat(creds.exit).isEqualTo(2);
        assertThat(creds.err).contains("credentials").doesNotContain("hunter22");
    }

    @Test
    void aPairPastThePairTimeoutAndAnEmptyCandidateAreFailedRowsWithTheirReasons() throws Exception {
        delayMs.set(4000);
        Path out = dir.resolve("o.jsonl");
        Path cands = write("cands-empty.jsonl", "{\"id\":\"a\",\"model\":\"m\",\"chain\":\"- Red soil by the road.\"}\n"
                + "{\"id\":\"b\",\"model\":\"m\",\"chain\":\"  \\n \"}\n");
        long t = System.nanoTime();
        Cli run = Cli.run("score", "--judge", "one-to-all", "--references", refs("x.jpg").toString(), "--candidates",
                cands.toString(), "--output", out.toString(), "--endpoint", url, "--model", "judge", "--quiet",
                "--no-flags", "--timeout", "30", "--option", "retries=0", "--pair-timeout", "1");
        assertThat(run.exit).as(run.toString()).isEqualTo(GeorcCommand.EXIT_PARTIAL);
        assertThat(java.time.Duration.ofNanos(System.nanoTime() - t)).isLessThan(java.time.Duration.ofSeconds(25));
        List<String> rows = Files.readAllLines(out);
        assertThat(rows).hasSize(2);
        JsonNode a = JsonLines.readTree(rows.stream().filter(r -> r.contains("\"id\":\"a\"")).findFirst().orElseThrow());
        JsonNode b = JsonLines.readTree(rows.stream().filter(r -> r.contains("\"id\":\"b\"")).findFirst().orElseThrow());
        assertThat(a.get("judge_error").asText()).contains("took longer than 1 s").contains("--pair-timeout");
        assertThat(b.get("judge_error").asText()).contains("candidate chain is empty");
    }

    @Test
    void maxFailuresStopsARunEarly() throws Exception {
        status.set(500);
        Path out = dir.resolve("o.jsonl");
        Cli run = Cli.run("score", "--judge", "one-to-all", "--references", refs("x.jpg").toString(), "--candidates",
                cands().toString(), "--output", out.toString(), "--endpoint", url, "--model", "judge", "--quiet",
                "--no-flags", "--timeout", "5", "--batch", "1", "--threads", "1", "--max-failures", "1",
                "--option", "retries=0");
        assertThat(run.exit).as(run.toString()).isEqualTo(1);
        assertThat(run.err).contains("--max-failures");
        assertThat(Files.readAllLines(out)).hasSize(1);
    }

    @Test
    void noCommandOverwritesItsOwnInput() throws Exception {
        Path refs = refs("x.jpg");
        Path cands = cands();
        String before = Files.readString(cands);
        Files.createSymbolicLink(dir.resolve("alias.jsonl"), cands);
        List<List<String>> attempts = List.of(
                List.of("score", "--references", refs.toString(), "--candidates", cands.toString(), "--output",
                        cands.toString()),
                List.of("score", "--references", refs.toString(), "--candidates", cands.toString(), "--output",
                        dir.resolve("data/../alias.jsonl").toString()),
                List.of("leaderboard", cands.toString(), "--output", cands.toString()),
                List.of("gtpred", "--truth", cands.toString(), "--predictions", refs.toString(), "--output",
                        cands.toString()),
                List.of("baseline", "random", "--references", refs.toString(), "--candidates", cands.toString(),
                        "--output", cands.toString()),
                List.of("embed", "--input", cands.toString(), "--output", cands.toString()));
        for (List<String> a : attempts) {
            Cli run = Cli.run(a.toArray(String[]::new));
            assertThat(run.exit).as(a + "\n" + run).isEqualTo(2);
            assertThat(run.err).contains("also an input");
            assertThat(Files.readString(cands)).isEqualTo(before);
        }
    }

    @Test
    void resumingWithOtherSettingsIsRefusedAndReportsRefuseMixedFiles() throws Exception {
        Path refs = refs("x.jpg");
        Path out = dir.resolve("o.jsonl");
        Path oneCand = write("one.jsonl", "{\"id\":\"a\",\"model\":\"m\",\"chain\":\"- Red soil by the road.\"}\n");
        Cli first = Cli.run("score", "--references", refs.toString(), "--candidates", oneCand.toString(), "--output",
                out.toString(), "--quiet");
        assertThat(first.exit).as(first.toString()).isZero();
        for (List<String> other : List.of(List.of("--lo", "0.45"), List.of("--include-conclusion"),
                List.of("--option", "conflicts=false"))) {
            List<String> args = new java.util.ArrayList<>(List.of("score", "--references", refs.toString(),
                    "--candidates", cands().toString(), "--output", out.toString(), "--quiet"));
            args.addAll(other);
            Cli run = Cli.run(args.toArray(String[]::new));
            assertThat(run.exit).as(other + "\n" + run).isEqualTo(2);
            assertThat(run.err).contains("other settings");
        }
        assertThat(Files.readAllLines(out)).hasSize(1);
        Cli same = Cli.run("score", "--references", refs.toString(), "--candidates", cands().toString(), "--output",
                out.toString(), "--quiet", "--lo", "0.40");
        assertThat(same.exit).as("explicit default = same settings\n" + same).isZero();
        assertThat(Files.readAllLines(out)).hasSize(2);

        Path other = dir.resolve("other.jsonl");
        assertThat(Cli.run("score", "--references", refs.toString(), "--candidates", cands().toString(), "--output",
                other.toString(), "--quiet", "--lo", "0.3").exit).isZero();
        Path mixed = write("mixed.jsonl", Files.readAllLines(out).get(0) + "\n"
                + Files.readAllLines(other).get(1).replace("\"model\":\"m\"", "\"model\":\"n\"") + "\n");
        Cli board = Cli.run("leaderboard", mixed.toString());
        assertThat(board.exit).as(board.toString()).isEqualTo(2);
        assertThat(board.err).contains("different settings").contains("judge.lo").contains("--allow-mixed");
        assertThat(Cli.run("leaderboard", mixed.toString(), "--allow-mixed").exit).isZero();
    }

    @Test
    void aTornTailIsRemovedEvenWhenNothingIsLeftToScore() throws Exception {
        Path refs = refs("x.jpg");
        Path out = dir.resolve("o.jsonl");
        assertThat(Cli.run("score", "--references", refs.toString(), "--candidates", cands().toString(), "--output",
                out.toString(), "--quiet").exit).isZero();
        Files.writeString(out, "{\"id\":\"zz\",\"mod", java.nio.file.StandardOpenOption.APPEND);
        Cli again = Cli.run("score", "--references", refs.toString(), "--candidates", cands().toString(), "--output",
                out.toString(), "--quiet");
        assertThat(again.exit).isZero();
        assertThat(again.err).contains("removed an incomplete last line").contains("nothing to score");
        assertThat(Files.readString(out)).endsWith("\n").doesNotContain("\"zz\"");
        assertThat(ScoreLines.read(out)).hasSize(2);
    }

    @Test
    void aCompleteLastRowWithoutItsLineBreakIsKeptAndTheResumeAppendsAfterIt() throws Exception {
        Path refs = refs("x.jpg");
        Path first = write("first.jsonl", Files.readAllLines(cands()).get(0) + "\n");
        Path out = dir.resolve("o.jsonl");
        assertThat(Cli.run("score", "--references", refs.toString(), "--candidates", first.toString(), "--output",
                out.toString(), "--quiet").exit).isZero();
        String row = Files.readString(out);
        Files.writeString(out, row.substring(0, row.length() - 1)); // the newcomer's `head -c -1`
        Cli again = Cli.run("score", "--references", refs.toString(), "--candidates", cands().toString(), "--output",
                out.toString(), "--quiet");
        assertThat(again.exit).as(again.toString()).isZero();
        assertThat(again.err).doesNotContain("removed").contains("1 pair(s) already in");
        assertThat(Files.readString(out)).startsWith(row);
        assertThat(ScoreLines.read(out)).extracting(org.georc.core.scorefile.ScoreRecord::id).containsExactly("a", "b");
    }

    @Test
    void reportsCannotBeBrokenOrWeaponisedByModelNames() throws Exception {
        Path scores = write("s.jsonl", "{\"id\":\"a\",\"model\":\"=HYPERLINK(\\\"http://x\\\")|evil\",\"precision\":0.5,"
                + "\"recall\":0.5,\"f1\":0.5}\n");
        Cli md = Cli.run("leaderboard", scores.toString());
        assertThat(md.exit).isZero();
        assertThat(md.out).contains("\\|evil");
        assertThat(md.out.lines().filter(l -> l.startsWith("|")).allMatch(l -> l.split("(?<!\\\\)\\|", -1).length == 9))
                .as(md.out).isTrue();
        Cli csv = Cli.run("leaderboard", scores.toString(), "--format", "csv");
        assertThat(csv.out.lines().skip(1).findFirst().orElseThrow()).startsWith("\"'=HYPERLINK(");
    }

    @Test
    void badOutputsAndOverlongChainsAreInputErrorsWithoutStackTraces() throws Exception {
        Path refs = refs("x.jpg");
        Path ro = Files.createDirectories(dir.resolve("ro"));
        ro.toFile().setWritable(false);
        try {
            Cli run = Cli.run("score", "--references", refs.toString(), "--candidates", cands().toString(), "--output",
                    ro.resolve("o.jsonl").toString(), "--quiet");
            if (!Files.isWritable(ro)) { // root ignores permissions
                assertThat(run.exit).as(run.toString()).isEqualTo(2);
                assertThat(run.err).contains("cannot open the output").doesNotContain("\tat ");
            }
        } finally {
            ro.toFile().setWritable(true);
        }
        Cli dirOut = Cli.run("leaderboard", refs.toString(), "--output", dir.toString());
        assertThat(dirOut.exit).isEqualTo(2);
        assertThat(dirOut.err).contains("names a folder");
        Cli tooLong = Cli.run("score", "--references", refs.toString(), "--candidates", cands().toString(), "--output",
                dir.resolve("o.jsonl").toString(), "--max-chain-chars", "20", "--quiet");
        assertThat(tooLong.exit).isEqualTo(2);
        assertThat(tooLong.err).contains("field \"chain\"").contains("over the limit of 20").doesNotContain("\tat ");
    }
}
