package org.georc.bench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.georc.core.json.JsonLines;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The learned judge end to end through the CLI, on the shipped weights (the georc-cross-encoder
 * module): {@code georc score --judge cross-encoder} on the sample data records the weights'
 * SHA-256 and ranks the sample's kinds, and {@code georc explain} names the statement a
 * contradicting chain contradicts.
 */
class CrossEncoderCliIT {
    @TempDir
    Path dir;

    @Test
    void scoreWithTheLearnedJudgeRecordsItsWeightsAndRanksTheSampleKinds() throws Exception {
        Path data = Cli.examples();
        Path out = dir.resolve("out.jsonl");
        Cli r = Cli.run("score", "--judge", "cross-encoder", "--references", data.resolve("references.jsonl").toString(),
                "--candidates", data.resolve("candidates.jsonl").toString(), "--output", out.toString(), "--quiet");
        assertThat(r.exit).as(r.toString()).isZero();
        List<String> lines = Files.readAllLines(out);
        assertThat(lines).hasSize(40);
        Map<String, double[]> byModel = new HashMap<>();
        for (String line : lines) {
            JsonNode row = JsonLines.readTree(line);
            assertThat(row.get("judge").asText()).isEqualTo("cross-encoder");
            assertThat(row.toString()).containsPattern("[0-9a-f]{64}");
            double[] sum = byModel.computeIfAbsent(row.get("model").asText(), m -> new double[2]);
            sum[0] += row.get("f1").asDouble();
            sum[1]++;
        }
        double paraphrase = mean(byModel, "paraphrase");
        assertThat(paraphrase).as("mean F1 by model: %s", means(byModel))
                .isGreaterThan(mean(byModel, "other-location") + 0.3)
                .isGreaterThan(mean(byModel, "hallucinated") + 0.3);
        // the same file resumes: nothing to do
        Cli again = Cli.run("score", "--judge", "cross-encoder", "--references", data.resolve("references.jsonl").toString(),
                "--candidates", data.resolve("candidates.jsonl").toString(), "--output", out.toString(), "--quiet");
        assertThat(again.exit).as(again.toString()).isZero();
        assertThat(Files.readAllLines(out)).isEqualTo(lines);
    }

    @Test
    void explainNamesTheStatementAContradictionContradicts() {
        Cli r = Cli.run("explain", "--judge", "cross-encoder",
                "--reference", "Cars drive on the left-hand side of the road.\\nTall eucalyptus trees line the road.",
                "--candidate", "Cars drive on the right-hand side of the road.\\nTall eucalyptus trees line the road.");
        assertThat(r.exit).as(r.toString()).isZero();
        assertThat(r.out).contains("conflict (contradicts statement 1").contains("judge cross-encoder");
    }

    private static double mean(Map<String, double[]> byModel, String kind) {
        return byModel.entrySet().stream().filter(e -> e.getKey().contains(kind)).mapToDouble(e -> e.getValue()[0] / e.getValue()[1])
                .average().orElseThrow(() -> new AssertionError("no model named like " + kind + " in " + byModel.keySet()));
    }

    private static String means(Map<String, double[]> byModel) {
        StringBuilder b = new StringBuilder();
        byModel.forEach((m, s) -> b.append(m).append(' ').append(String.format("%.3f", s[0] / s[1])).append("; "));
        return b.toString();
    }
}
