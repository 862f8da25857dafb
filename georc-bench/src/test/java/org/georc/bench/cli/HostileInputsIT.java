package org.georc.bench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.georc.core.run.OutputLock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shipped jar, run as a user runs it in a small JVM ({@code -Xmx256m}), against inputs that
 * used to exhaust memory or leave files behind: an input without line ends, a report far over its
 * size limit, piped input copied to a temporary file, and an output another process holds.
 */
class HostileInputsIT {
    @TempDir
    Path dir;

    record Run(int exit, String out, String err) {
        @Override
        public String toString() {
            return "exit " + exit + "\nstdout:\n" + out + "\nstderr:\n" + err;
        }
    }

    private ProcessBuilder georc(String... args) {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> cmd = new ArrayList<>(List.of(java.toString(), "-Xmx256m", "-jar", System.getProperty("georc.jar")));
        cmd.addAll(List.of(args));
        return new ProcessBuilder(cmd).directory(dir.toFile());
    }

    private Run run(ProcessBuilder pb) throws Exception {
        Path out = Files.createTempFile(dir, "out", ".txt");
        Path err = Files.createTempFile(dir, "err", ".txt");
        Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertThat(p.waitFor(240, TimeUnit.SECONDS)).as("georc finished").isTrue();
        return new Run(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    private static void assertCleanRefusal(Run r) {
        assertThat(r.exit()).as(r.toString()).isEqualTo(2);
        assertThat(r.err()).as(r.toString()).doesNotContain("OutOfMemoryError").doesNotContain("\tat ")
                .doesNotContain("Exception in thread");
    }

    @Test
    void inputsWithoutLineEndsAreRefusedByLineNotByMemory() throws Exception {
        Run piped = run(georc("leaderboard", "-").redirectInput(Path.of("/dev/zero").toFile()));
        assertCleanRefusal(piped);
        assertThat(piped.err()).contains("-:1: this line runs past");
        Run candidates = run(georc("score", "--references", Cli.examples().resolve("references.jsonl").toString(),
                "--candidates", "/dev/zero", "--output", "o.jsonl"));
        assertCleanRefusal(candidates);
        assertThat(candidates.err()).contains("/dev/zero:1: this line runs past");
        assertThat(dir.resolve("o.jsonl")).doesNotExist();
    }

    @Test
    void aReportFarOverItsLimitIsRefusedBeforeItsRowsAreHeld() throws Exception {
        // about 60 MB of score rows, whose report would be larger still: read whole, they alone fill -Xmx256m
        Path scores = dir.resolve("scores.jsonl");
        String reason = "clause of statement 0, weight 0.250; best match in statement 2, cosine 0.531; ".repeat(12);
        try (Writer w = Files.newBufferedWriter(scores, StandardCharsets.UTF_8)) {
            for (int i = 0; i < 12_000; i++) {
                w.write("{\"id\":\"loc-" + i + "\",\"model\":\"vlm\",\"precision\":0.5,\"recall\":0.5,\"f1\":0.5,"
                        + "\"candidate_alignments\":[");
                for (int k = 0; k < 5; k++) {
                    w.write((k == 0 ? "" : ",") + "{\"index\":" + k + ",\"statement_index\":" + k + ",\"statement\":"
                            + "\"white bollards with black caps\",\"score\":0.5,\"reason\":\"" + reason + "\"}");
                }
                w.write("]}\n");
            }
        }
        Run r = run(georc("report", scores.toString(), "--output", "r.html", "--max-report-mb", "20"));
        assertCleanRefusal(r);
        assertThat(r.err()).contains("over its limit of 20.0 MB");
        try (Stream<Path> s = Files.list(dir)) {
            assertThat(s.map(p -> p.getFileName().toString())).noneMatch(n -> n.contains("r.html"));
        }
    }

    @Test
    void pipedInputIsCopiedPrivatelyAndAKilledRunsCopyIsRemovedByTheNextRun() throws Exception {
        Path tmp = Files.createDirectories(dir.resolve("tmp"));
        String row = "{\"id\":\"a\",\"model\":\"m\",\"precision\":0.5,\"recall\":0.5,\"f1\":0.5}\n";
        // a run still reading standard input when it is killed (SIGKILL: it removes nothing itself)
        Process slow = new ProcessBuilder(withTmp(georc("leaderboard", "-"), tmp)).directory(dir.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        Path copy = null;
        try (OutputStream in = slow.getOutputStream()) {
            in.write(row.getBytes(StandardCharsets.UTF_8));
            in.flush();
            for (int i = 0; i < 600 && copy == null; i++) {
                try (Stream<Path> s = Files.list(tmp)) {
                    copy = s.filter(p -> p.getFileName().toString().startsWith("georc-" + slow.pid() + "-stdin-"))
                            .findFirst().orElse(null);
                }
                Thread.sleep(100);
            }
            assertThat(copy).as("the copy of standard input").isNotNull();
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(copy))).isEqualTo("rw-------");
            slow.destroyForcibly();
            slow.waitFor();
        } catch (IOException closedByTheKill) {
            // the pipe closed under the write: the copy is what this test looks at
        }
        assertThat(copy).as("a killed run's copy stays until a georc notices").exists();
        Run next = run(new ProcessBuilder(withTmp(georc("leaderboard", "-"), tmp)).directory(dir.toFile())
                .redirectInput(Files.writeString(dir.resolve("rows.jsonl"), row).toFile()));
        assertThat(next.exit()).as(next.toString()).isZero();
        assertThat(next.out()).contains("| m ");
        try (Stream<Path> s = Files.list(tmp)) {
            assertThat(s.map(p -> p.getFileName().toString())).noneMatch(n -> n.startsWith("georc-"));
        }
    }

    private static List<String> withTmp(ProcessBuilder pb, Path tmp) {
        List<String> cmd = new ArrayList<>(pb.command());
        cmd.add(1, "-Djava.io.tmpdir=" + tmp);
        return cmd;
    }

    @Test
    void anOutputAnotherProcessWritesIsNotReplaced() throws Exception {
        Path out = dir.resolve("board.md");
        Path scores = Files.writeString(dir.resolve("s.jsonl"),
                "{\"id\":\"a\",\"model\":\"m\",\"precision\":0.5,\"recall\":0.5,\"f1\":0.5}\n");
        try (OutputLock held = OutputLock.acquire(out)) {
            Run r = run(georc("leaderboard", scores.toString(), "--output", out.toString()));
            assertCleanRefusal(r);
            assertThat(r.err()).contains("this output is being written by pid " + ProcessHandle.current().pid());
        }
        assertThat(out).isEmptyFile();
        Run free = run(georc("leaderboard", scores.toString(), "--output", out.toString()));
        assertThat(free.exit()).as(free.toString()).isZero();
        assertThat(Files.readString(out)).contains("| m ");
    }
}
