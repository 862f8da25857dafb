package org.georc.benchmark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.imageio.ImageIO;
import org.georc.judges.engine.RunResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What {@link Benchmark#run()} hands back: a leaderboard when the run finished, none when a step stopped. */
class BenchmarkResultTest {
    @TempDir
    Path dir;

    /** One challenge of one round: an image, the reference expert's chain and one candidate. */
    private Path folder() throws Exception {
        Path c = Files.createDirectories(dir.resolve("refs").resolve("alps"));
        ImageIO.write(new BufferedImage(8, 8, BufferedImage.TYPE_INT_RGB), "png", c.resolve("alps_1.png").toFile());
        Files.writeString(c.resolve("Human_Chain_3.txt"),
                "Round 1\nReasoning:\n- White bollards with a black cap.\n- Onion-domed church tower.\n"
                        + "Conclusion: Austria\n");
        Files.writeString(c.resolve("candidate_reasoning_chain_vlm-a_1.txt"),
                "- White bollards with a black cap.\nConclusion: Austria\n");
        return c.getParent();
    }

    @Test
    void aStepStoppedAtItsFailureLimitEndsTheRunWithoutALeaderboard() throws Exception {
        Path run = dir.resolve("run");
        List<String> said = new ArrayList<>();
        Benchmark.Result r = Benchmark.builder().references(folder()).outputDir(run)
                .judge(e -> e.judge("test-failing")).scoring(1, 1, false, 1).messages(said::add).build().run();
        assertThat(r.outcome()).isEqualTo(RunResult.Outcome.STOPPED);
        assertThat(r.outcome().exitCode()).isEqualTo(1);
        assertThat(r.board()).isEmpty();
        assertThat(run.resolve("scores-models.jsonl")).content().contains("judge_error");
        assertThat(run.resolve("leaderboard.md")).doesNotExist();
        assertThat(said).noneMatch(m -> m.startsWith("== 2/4"));
    }

    @Test
    void aFinishedRunHandsBackTheLeaderboardItWrote() throws Exception {
        Path run = dir.resolve("run");
        Benchmark.Result r = Benchmark.builder().references(folder()).outputDir(run)
                .judge(e -> e.judge("test-constant")).build().run();
        assertThat(r.outcome()).isEqualTo(RunResult.Outcome.DONE);
        assertThat(r.board()).hasValueSatisfying(board ->
                assertThat(board.markdown()).isEqualTo(readString(run.resolve("leaderboard.md"))).contains("vlm-a"));
    }

    @Test
    void onlyAStoppedRunMayLackALeaderboard() {
        assertThatThrownBy(() -> new Benchmark.Result(RunResult.Outcome.DONE, Optional.empty()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("outcome DONE");
        assertThatThrownBy(() -> new Benchmark.Result(RunResult.Outcome.STOPPED, null))
                .isInstanceOf(NullPointerException.class).hasMessage("board");
        assertThat(new Benchmark.Result(RunResult.Outcome.STOPPED, Optional.empty()).board()).isEmpty();
    }

    private static String readString(Path p) {
        try {
            return Files.readString(p);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
