package org.georc.bench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import org.georc.core.run.OutputLock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A result that was not written is a failure (exit 1), and two runs never share one output. */
class WriteFailuresCliTest {
    @TempDir
    Path dir;

    private Path scores() throws IOException {
        return Files.writeString(dir.resolve("s.jsonl"),
                "{\"id\":\"a\",\"model\":\"m\",\"precision\":0.5,\"recall\":0.5,\"f1\":0.5}\n");
    }

    /** Standard output on a full disk: every write fails, which a PrintWriter only records. */
    private static PrintWriter fullDisk() {
        return new PrintWriter(new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("No space left on device");
            }
        }, true);
    }

    @Test
    void aLeaderboardThatCouldNotBePrintedExitsOne() throws Exception {
        StringWriter err = new StringWriter();
        int code = GeorcCommand.run(new String[] {"leaderboard", scores().toString()}, fullDisk(), new PrintWriter(err, true));
        assertThat(code).isEqualTo(GeorcCommand.EXIT_FAILURE);
        assertThat(err.toString()).contains("writing to standard output failed");
    }

    @Test
    void anOutputOnDevFullFailsAndTheDeviceIsNotReplacedByAFile() throws Exception {
        Path full = Path.of("/dev/full");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(full), "no /dev/full here");
        Cli run = Cli.run("leaderboard", scores().toString(), "--output", full.toString());
        assertThat(run.exit).as(run.toString()).isEqualTo(GeorcCommand.EXIT_FAILURE);
        assertThat(run.err).contains("cannot write /dev/full").doesNotContain("\tat ");
        assertThat(Files.isRegularFile(full, LinkOption.NOFOLLOW_LINKS)).isFalse();
    }

    @Test
    void anOutputOnDevNullIsWrittenInPlace() throws Exception {
        Path devNull = Path.of("/dev/null");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(devNull), "no /dev/null here");
        Cli run = Cli.run("leaderboard", scores().toString(), "--output", devNull.toString());
        assertThat(run.exit).as(run.toString()).isZero();
        assertThat(Files.isRegularFile(devNull, LinkOption.NOFOLLOW_LINKS)).isFalse();
    }

    @Test
    void aSecondScoreRunOnAnOutputInUseIsRefusedBeforeAnythingIsScored() throws Exception {
        Path refs = Files.writeString(dir.resolve("r.jsonl"), "{\"id\":\"a\",\"chain\":\"- Red soil along the road.\"}\n");
        Path cands = Files.writeString(dir.resolve("c.jsonl"),
                "{\"id\":\"a\",\"model\":\"m\",\"chain\":\"- Reddish dirt by the road.\"}\n");
        Path out = dir.resolve("o.jsonl");
        try (OutputLock held = OutputLock.acquire(out)) {
            Cli run = Cli.run("score", "--references", refs.toString(), "--candidates", cands.toString(),
                    "--output", out.toString(), "--quiet");
            assertThat(run.exit).as(run.toString()).isEqualTo(GeorcCommand.EXIT_INPUT);
            assertThat(run.err).contains("is being written by").contains("o.jsonl");
        }
        assertThat(Files.size(out)).isZero();
    }

    @Test
    void scoreRefusesADeviceAsItsResumableOutput() throws Exception {
        Path refs = Files.writeString(dir.resolve("r.jsonl"), "{\"id\":\"a\",\"chain\":\"- Red soil along the road.\"}\n");
        Path cands = Files.writeString(dir.resolve("c.jsonl"),
                "{\"id\":\"a\",\"model\":\"m\",\"chain\":\"- Reddish dirt by the road.\"}\n");
        Cli run = Cli.run("score", "--references", refs.toString(), "--candidates", cands.toString(),
                "--output", "/dev/zero", "--quiet");
        assertThat(run.exit).as(run.toString()).isEqualTo(GeorcCommand.EXIT_INPUT);
        assertThat(run.err).contains("not a regular file");
    }

    @Test
    void absurdThreadCountsAreRefusedByName() throws Exception {
        Cli run = Cli.run("score", "--references", "r.jsonl", "--candidates", "c.jsonl", "--output", "o.jsonl",
                "--threads", "2147483647");
        assertThat(run.exit).isEqualTo(GeorcCommand.EXIT_INPUT);
        assertThat(run.err).contains("--threads must be <= 512, got 2147483647");
    }
}
