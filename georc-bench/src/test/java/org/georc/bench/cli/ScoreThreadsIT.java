package org.georc.bench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.georc.bench.harness.WorkloadGenerator;
import org.georc.core.json.JsonLines;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code georc score} writes the same rows whatever its thread count and batch size. */
class ScoreThreadsIT {
    @TempDir
    Path dir;

    @Test
    void fourThreadsInSmallBatchesWriteTheRowsOfOneThreadInTheSameOrder() throws Exception {
        WorkloadGenerator.write(dir, 12, 6, 0.5, 3);
        // a pair that fails (its reference has no evidence) must keep its place too
        Files.writeString(dir.resolve("references.jsonl"),
                "{\"id\":\"no-evidence\",\"country\":\"Peru\",\"chain\":\"Conclusion: Peru\"}\n", StandardOpenOption.APPEND);
        Files.writeString(dir.resolve("candidates.jsonl"),
                "{\"id\":\"no-evidence\",\"model\":\"model-0\",\"chain\":\"- Red soil.\\nConclusion: Peru\"}\n",
                StandardOpenOption.APPEND);
        List<ObjectNode> one = score("one.jsonl", "--threads", "1");
        List<ObjectNode> four = score("four.jsonl", "--threads", "4", "--batch", "5");
        assertThat(one).hasSize(73);
        assertThat(one.get(72).has("judge_error")).isTrue();
        assertThat(one).allMatch(r -> r.has("flags") && r.has("settings"));
        assertThat(four).isEqualTo(one);
    }

    /** Runs score and returns its rows without their time stamps. */
    private List<ObjectNode> score(String out, String... options) throws Exception {
        List<String> args = new ArrayList<>(List.of("score", "--references", dir.resolve("references.jsonl").toString(),
                "--candidates", dir.resolve("candidates.jsonl").toString(), "--output", dir.resolve(out).toString(),
                "--quiet", "--no-model-cache"));
        args.addAll(List.of(options));
        Cli r = Cli.run(args.toArray(String[]::new));
        assertThat(r.exit).as(r.toString()).isEqualTo(GeorcCommand.EXIT_PARTIAL);
        List<ObjectNode> rows = new ArrayList<>();
        for (String line : Files.readAllLines(dir.resolve(out))) {
            ObjectNode row = (ObjectNode) JsonLines.readTree(line);
            assertThat(row.remove("time")).isNotNull();
            rows.add(row);
        }
        return rows;
    }
}
