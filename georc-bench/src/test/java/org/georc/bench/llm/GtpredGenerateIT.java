package org.georc.bench.llm;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.awt.image.BufferedImage;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.imageio.ImageIO;
import org.georc.bench.cli.GeorcCommand;
import org.georc.core.json.JsonLines;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code gtpred --generate} (images to a VLM under the three --ask conditions), then --extract,
 * scoring and the Table III {@code --ablation}, end to end against the local OpenAI-compatible
 * test server, whose answers follow fixed rules so every number is known by hand.
 */
class GtpredGenerateIT {
    @TempDir
    Path dir;

    static String[] run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = GeorcCommand.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new String[] {Integer.toString(code), out.toString(), err.toString()};
    }

    static final String PARIS = "{\"year\": \"1995\", \"location\": {\"country\": \"France\", \"state\": null, \"city\": "
            + "\"Paris\", \"place\": null}, \"lat\": null, \"lon\": null, \"year_reasoning\": \"a Twingo\", "
            + "\"location_reasoning\": \"the Seine\"}";
    static final String YEAR_ONLY = "{\"year\": \"1980\", \"location\": {\"country\": null, \"state\": null, \"city\": "
            + "null, \"place\": null}, \"lat\": null, \"lon\": null, \"year_reasoning\": \"old cars\", "
            + "\"location_reasoning\": null}";

    @Test
    void generatesFromImagesResumesRecordsFailuresAndFeedsExtractScoreAndTheAblationTable() throws Exception {
        BufferedImage img = new BufferedImage(32, 24, BufferedImage.TYPE_INT_RGB);
        ImageIO.write(img, "png", dir.resolve("a.png").toFile());
        ImageIO.write(img, "png", dir.resolve("b.png").toFile());
        Path truth = dir.resolve("truth.jsonl");
        Files.writeString(truth, "{\"id\": \"g1\", \"year\": 1995, \"location\": {\"country\": \"France\", \"city\": \"Paris\"}, "
                + "\"image\": \"a.png\"}\n"
                + "{\"id\": \"g2\", \"year\": 1995, \"location\": {\"country\": \"France\", \"city\": \"Paris\"}, "
                + "\"image\": \"b.png\"}\n"
                + "{\"id\": \"g3\", \"year\": 2001, \"location\": {\"country\": \"Japan\"}}\n");
        AtomicBoolean silent = new AtomicBoolean(true);
        java.util.concurrent.atomic.AtomicInteger yearAsked = new java.util.concurrent.atomic.AtomicInteger();
        try (ChatServer server = new ChatServer(null, 0, body -> {
            String system = body.get("messages").get(0).get("content").asText();
            JsonNode user = body.get("messages").get(1).get("content");
            if (system.contains("structured record")) {
                return user.asText().contains("ALONE-YEAR") ? YEAR_ONLY : PARIS;
            }
            assertThat(user.isArray()).as("the image goes with the question").isTrue();
            assertThat(user.toString()).contains("data:image/png;base64,");
            assertThat(body.has("seed")).isTrue();
            if (system.contains("You are not asked where")) {
                // the year asked alone: the first two requests (the first image and its retry) get an empty answer
                return silent.get() && yearAsked.incrementAndGet() <= 2 ? "" : "ALONE-YEAR: I would say around 1980.";
            }
            return "Mid 1990s, from the Twingo. Paris, France, from the Seine.";
        })) {
            String url = server.url();
            Path joint = dir.resolve("r-joint.jsonl");
            String[] g = run("gtpred", "--generate", "--truth", truth.toString(), "--endpoint", url, "--model", "vlm",
                    "--output", joint.toString());
            assertThat(g[0]).as(g[2]).isEqualTo("0");
            assertThat(g[2]).contains("1 truth line(s) name no image").contains("g3");
            List<JsonNode> lines = JsonLines.read(joint, r -> (JsonNode) r.node());
            assertThat(lines).hasSize(2).allMatch(l -> l.get("response").asText().contains("Twingo")
                    && l.get("model").asText().equals("vlm") && l.get("ask").asText().equals("year,location"));
            int asked = server.seen.size();
            String[] again = run("gtpred", "--generate", "--truth", truth.toString(), "--endpoint", url, "--model", "vlm",
                    "--output", joint.toString());
            assertThat(again[0]).as(again[2]).isEqualTo("0");
            assertThat(server.seen).hasSize(asked);

            // the year alone: one empty answer (after its retry) is recorded, then redone on request
            Path year = dir.resolve("r-year.jsonl");
            String[] y = run("gtpred", "--generate", "--truth", truth.toString(), "--endpoint", url, "--model", "vlm",
                    "--output", year.toString(), "--ask", "year", "--retries", "1", "--seed", "1", "--threads", "1");
            assertThat(y[0]).as(y[2]).isEqualTo("3");
            assertThat(y[2]).contains("id \"g1\": empty answer after 2 attempt(s)");
            assertThat(JsonLines.read(year, r -> (JsonNode) r.node())).filteredOn(l -> l.has("generation_error"))
                    .singleElement().satisfies(l -> assertThat(l.get("id").asText()).isEqualTo("g1"));
            String[] fixed = run("gtpred", "--generate", "--truth", truth.toString(), "--endpoint", url, "--model",
                    "vlm", "--output", year.toString(), "--ask", "year", "--retries", "1", "--seed", "1", "--threads", "1",
                    "--retry-failed");
            assertThat(fixed[0]).as(fixed[2]).isEqualTo("0");
            assertThat(yearAsked.get()).isEqualTo(4); // g1 twice, g2, then g1 again
            String[] other = run("gtpred", "--generate", "--truth", truth.toString(), "--endpoint", url, "--model", "vlm",
                    "--output", year.toString(), "--ask", "location");
            assertThat(other[0]).as("another --ask into the same file is refused").isEqualTo("2");
            assertThat(other[2]).contains("other settings");

            for (String run : List.of("joint", "year")) {
                Path p = dir.resolve("p-" + run + ".jsonl");
                String[] x = run("gtpred", "--extract", "--responses", dir.resolve("r-" + run + ".jsonl").toString(),
                        "--endpoint", url, "--model", "judge", "--output", p.toString());
                assertThat(x[0]).as(x[2]).isEqualTo("0");
                String[] s = run("gtpred", "--truth", truth.toString(), "--predictions", p.toString(), "--output",
                        dir.resolve("o-" + run + ".jsonl").toString());
                assertThat(s[0]).as(s[2]).isEqualTo("0");
            }
            Path table = dir.resolve("table3.csv");
            String[] t = run("gtpred", "--ablation", "year,location=" + dir.resolve("o-joint.jsonl"),
                    "--ablation", "year=" + dir.resolve("o-year.jsonl"), "--summary", table.toString());
            assertThat(t[0]).as(t[2]).isEqualTo("0");
            // joint: 1995 inside [1995, 1995] = 1 for both images; alone: 1980 vs 1995 = IoU 0
            assertThat(t[1]).contains("time w/ location").containsPattern("\\| vlm +\\| +100\\.00 \\[100\\.00, 100\\.00\\] \\(2\\) +"
                    + "\\| +0\\.00 \\[0\\.00, 0\\.00\\] \\(2\\) +\\| +50\\.00 \\[50\\.00, 50\\.00\\] \\(2\\) +\\| +— \\|");
            assertThat(Files.readString(table)).startsWith("model,time_with_location,").contains("\nvlm,100.00,");
        }
    }
}
