package org.georc.bench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpServer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import org.georc.core.gtpred.GtpredRecords;
import org.georc.core.json.JsonLines;
import org.georc.metrics.YearInterval;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code georc gtpred --reasoning / --match-by-llm / --extract} end to end against a local
 * OpenAI-compatible test server on loopback whose answers follow fixed rules, so every number
 * is known by hand.
 */
class GtpredLlmCliIT {
    @TempDir
    Path dir;
    HttpServer server;
    String url;
    final List<String> asked = new CopyOnWriteArrayList<>();
    final AtomicBoolean extractorFixed = new AtomicBoolean();

    static final String TWINGO = "{\"year\": \"mid 1990s\", \"location\": {\"country\": \"France\", \"state\": null, "
            + "\"city\": \"Paris\", \"place\": \"Pont Neuf\"}, \"lat\": null, \"lon\": null, \"year_reasoning\": "
            + "\"The Renault Twingo came out in 1993.\", \"location_reasoning\": \"Arches over the river, cream stone facades.\"}";
    static final String KINKAKU = "```json\n{\"year\": \"late 1970s\", \"location\": {\"country\": \"Japan\", \"city\": "
            + "\"Kyoto\", \"place\": \"Kinkaku-ji\"}, \"lat\": 35.0394, \"lon\": 135.7292, \"year_reasoning\": "
            + "\"The colours and the cars.\", \"location_reasoning\": \"The golden pavilion in its pond.\"}\n```";
    static final String NOTHING = "{\"year\": null, \"location\": null, \"lat\": null, \"lon\": null, "
            + "\"year_reasoning\": null, \"location_reasoning\": null}";

    @BeforeEach
    void startServer() throws Exception {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/v1/chat/completions", ex -> {
            JsonNode body = JsonLines.readTree(ex.getRequestBody().readAllBytes());
            String system = body.get("messages").get(0).get("content").asText();
            String user = body.get("messages").get(1).get("content").asText();
            String answer;
            if (system.contains("structured record")) {
                String response = user.substring(user.indexOf("<response>") + 10, user.indexOf("</response>"));
                asked.add("extract");
                answer = response.contains("Twingo") ? TWINGO : response.contains("Kinkaku") ? KINKAKU
                        : response.contains("BROKEN") && !extractorFixed.get() ? "I would rather not." : NOTHING;
            } else if (system.contains("when a photo was taken")) {
                asked.add("year");
                answer = user.contains("GARBLE") ? "no idea, sorry" : "{\"rating\": 7, \"reason\": \"same clues\"}";
            } else if (system.contains("where a photo was taken")) {
                asked.add("location");
                answer = "{\"rating\": 4, \"reason\": \"country only\"}";
            } else if (system.contains("denote the same place")) {
                String predicted = user.substring(user.indexOf("<predicted_name>") + 16, user.indexOf("</predicted_name>")).strip();
                asked.add("same:" + predicted);
                answer = predicted.equals("NY") ? "{\"verdict\": true, \"reason\": \"postal code of the state\"}"
                        : "{\"verdict\": false, \"reason\": \"a borough, not the city\"}";
            } else {
                answer = "?";
            }
            byte[] b = ("{\"choices\":[{\"message\":{\"content\":" + JsonLines.quote(answer) + "}}]}")
                    .getBytes(StandardCharsets.UTF_8);
            ex.sendResponseHeaders(200, b.length);
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

    private Path file(String name, String... lines) throws Exception {
        Path p = dir.resolve(name);
        Files.writeString(p, String.join("\n", lines) + "\n");
        return p;
    }

    private static List<JsonNode> lines(Path p) throws Exception {
        List<JsonNode> out = new ArrayList<>();
        for (String l : Files.readAllLines(p)) {
            out.add(JsonLines.readTree(l));
        }
        return out;
    }

    @Test
    void bothReasoningRatingsAreWrittenMultipliedInAndSummarised() throws Exception {
        Path t = file("t.jsonl",
                "{\"id\":\"g1\",\"year\":1995,\"location\":{\"country\":\"France\",\"city\":\"Paris\"},"
                        + "\"year_reasoning\":\"Twingo, 1993 on.\",\"location_reasoning\":\"Seine bridges.\"}",
                "{\"id\":\"g2\",\"year\":[1990,1999],\"location\":{\"country\":\"Japan\"},\"reasoning\":\"Kanji, film.\"}");
        Path p = file("p.jsonl",
                "{\"id\":\"g1\",\"model\":\"m\",\"year\":1995,\"location\":{\"country\":\"FR\",\"city\":\"Lyon\"},"
                        + "\"year_reasoning\":\"A Twingo.\",\"location_reasoning\":\"A bridge.\"}",
                "{\"id\":\"g2\",\"model\":\"m\",\"year\":\"1990s\",\"location\":{\"country\":\"Japan\"},\"reasoning\":\"Kanji.\"}",
                "{\"id\":\"g1\",\"model\":\"n\",\"year\":1995,\"location\":{\"country\":\"France\"},"
                        + "\"year_reasoning\":\"GARBLE\",\"location_reasoning\":\"A bridge.\"}");
        Path out = dir.resolve("o.jsonl");
        Path summary = dir.resolve("table.json");
        Cli run = Cli.run("gtpred", "--truth", t.toString(), "--predictions", p.toString(), "--output", out.toString(),
                "--reasoning", "--endpoint", url, "--model", "judge", "--summary", summary.toString(), "--threads", "2");
        // one line failed (an unreadable year rating): the run finishes, exit 3
        assertThat(run.exit).as(run.toString()).isEqualTo(3);
        assertThat(run.err).contains("1 failure(s) recorded as judge_error");
        List<JsonNode> lines = lines(out);
        assertThat(lines).hasSize(3);
        JsonNode g1 = lines.get(0);
        // year 1; paper location 0.2 (country only, Lyon is not Paris)
        // year rating 7 -> (7-1)/9 = 2/3; location rating 4 -> 3/9 = 1/3
        assertThat(g1.get("year_reasoning_rating").asDouble()).isEqualTo(7.0);
        assertThat(g1.get("year_reasoning_score").asDouble()).isCloseTo(2.0 / 3, within(1e-12));
        assertThat(g1.get("year_reasoning_reason").asText()).isEqualTo("same clues");
        assertThat(g1.get("location_reasoning_score").asDouble()).isCloseTo(1.0 / 3, within(1e-12));
        assertThat(g1.get("location_reasoning_reason").asText()).isEqualTo("country only");
        assertThat(g1.get("final_year_score").asDouble()).isCloseTo(2.0 / 3, within(1e-12));
        assertThat(g1.get("final_location_score").asDouble()).isCloseTo(0.2 / 3, within(1e-12));
        assertThat(g1.get("reasoning_scale").asText()).isEqualTo("shifted");
        assertThat(g1.get("judge").asText()).isEqualTo("judge, prompts v1");
        // g2 had one "reasoning" on both sides: rated for both aspects
        assertThat(lines.get(1).get("year_reasoning_score").asDouble()).isCloseTo(2.0 / 3, within(1e-12));
        assertThat(lines.get(1).get("location_reasoning_score").asDouble()).isCloseTo(1.0 / 3, within(1e-12));
        JsonNode failed = lines.get(2);
        assertThat(failed.get("judge_error").asText()).startsWith("year reasoning: unreadable answer after 3 attempt(s)");
        assertThat(failed.has("year_reasoning_score")).isFalse();
        assertThat(failed.get("location_reasoning_score").asDouble()).isCloseTo(1.0 / 3, within(1e-12));
        // 2 + 2 ratings for model m, 3 tries + 1 for model n
        assertThat(asked.stream().filter(a -> a.equals("year"))).hasSize(5);
        assertThat(asked.stream().filter(a -> a.equals("location"))).hasSize(3);

        // summary: m year (1 + 1)/2, location (0.2 + 0.2)/2 (paper: a country alone earns 0.2), year reasoning 2/3,
        // location reasoning 1/3, final year 2/3, final location (0.2/3 + 0.2/3)/2 = 0.0667; n failed: out of the
        // means, counted
        JsonNode table = JsonLines.readTree(Files.readString(summary));
        JsonNode m = table.get(0);
        assertThat(m.get("n").asInt()).isEqualTo(2);
        assertThat(m.get("location").get("mean").asDouble()).isEqualTo(20.0);
        assertThat(m.get("year_reasoning").get("mean").asDouble()).isEqualTo(66.67);
        assertThat(m.get("location_reasoning").get("mean").asDouble()).isEqualTo(33.33);
        assertThat(m.get("final_year").get("mean").asDouble()).isEqualTo(66.67);
        assertThat(m.get("final_location").get("mean").asDouble()).isEqualTo(6.67);
        JsonNode n = table.get(1);
        assertThat(n.get("n").asInt()).isZero();
        assertThat(n.get("failed").asInt()).isEqualTo(1);
        assertThat(n.get("year").isNull()).isTrue();
        assertThat(run.out.replaceAll(" +", " ")).contains("| model | n | failed | year | year reasoning | location | "
                + "location reasoning | final year | final location |").contains("| n | 0 | 1 | — |");

        // r/10: ratings 7 and 4 give 0.7 and 0.4
        Cli tenths = Cli.run("gtpred", "--truth", t.toString(), "--predictions", p.toString(), "--output", out.toString(),
                "--reasoning", "--rating-scale", "tenths", "--endpoint", url, "--model", "judge");
        assertThat(tenths.exit).isEqualTo(3);
        JsonNode g1t = lines(out).get(0);
        assertThat(g1t.get("year_reasoning_score").asDouble()).isCloseTo(0.7, within(1e-12));
        assertThat(g1t.get("final_location_score").asDouble()).isCloseTo(0.2 * 0.4, within(1e-12));
        assertThat(g1t.get("reasoning_scale").asText()).isEqualTo("tenths");

        // the leaderboard reads the same file back
        Cli board = Cli.run("leaderboard", out.toString());
        assertThat(board.exit).isZero();
        assertThat(board.out).contains("year reasoning");

        // a truth without reasoning for a part it annotates is a clear input error, before any question
        asked.clear();
        Path bare = file("bare.jsonl", "{\"id\":\"g1\",\"year\":1995,\"location_reasoning\":\"x\"}", "{\"id\":\"g2\",\"year\":1990}");
        Cli missing = Cli.run("gtpred", "--truth", bare.toString(), "--predictions", p.toString(), "--output",
                dir.resolve("o2.jsonl").toString(), "--reasoning", "--endpoint", url, "--model", "judge");
        assertThat(missing.exit).isEqualTo(2);
        assertThat(missing.err).contains("bare.jsonl:1: field \"year_reasoning\"");
        assertThat(asked).isEmpty();
        assertThat(dir.resolve("o2.jsonl")).doesNotExist();
    }

    @Test
    void levelsThatStillDifferAreAskedOnceAndNoted() throws Exception {
        Path t = file("t.jsonl",
                "{\"id\":\"a\",\"location\":{\"country\":\"United States\",\"state\":\"New York\",\"city\":\"New York City\"}}",
                "{\"id\":\"b\",\"location\":{\"country\":\"United States\",\"state\":\"New York\"}}");
        Path p = file("p.jsonl",
                "{\"id\":\"a\",\"model\":\"m\",\"location\":{\"country\":\"USA\",\"state\":\"NY\",\"city\":\"Manhattan\"}}",
                "{\"id\":\"b\",\"model\":\"m\",\"location\":{\"country\":\"US\",\"state\":\"NY\"}}",
                "{\"id\":\"a\",\"model\":\"n\",\"location\":{\"country\":\"USA\",\"state\":\"N.Y.\",\"city\":\"Manhattan\"}}");
        Path out = dir.resolve("o.jsonl");
        Cli run = Cli.run("gtpred", "--truth", t.toString(), "--predictions", p.toString(), "--output", out.toString(),
                "--match-by-llm", "--endpoint", url, "--model", "judge", "--threads", "1");
        assertThat(run.exit).as(run.toString()).isZero();
        List<JsonNode> lines = lines(out);
        // a/m: country 0.2 + state 0.2 (NY = New York by the LLM); Manhattan is not New York City -> 0.4
        assertThat(lines.get(0).get("location_score").asDouble()).isCloseTo(0.4, within(1e-12));
        assertThat(lines.get(0).get("notes").toString())
                .contains("state: \\\"NY\\\" matches \\\"New York\\\" (by LLM: postal code of the state)")
                .contains("city: \\\"Manhattan\\\" does not match \\\"New York City\\\"");
        assertThat(lines.get(1).get("location_score").asDouble()).isCloseTo(0.4, within(1e-12));
        // "N.Y." normalises to "n y", not "ny": its own question
        assertThat(asked).containsExactly("same:NY", "same:Manhattan", "same:N.Y.");
        // without the LLM, "NY" is not "New York"
        assertThat(Cli.run("gtpred", "--truth", t.toString(), "--predictions", p.toString(), "--output",
                out.toString()).exit).isZero();
        assertThat(lines(out).get(0).get("location_score").asDouble()).isCloseTo(0.2, within(1e-12));
    }

    @Test
    void extractionFromFreeTextIsResumableAndItsFailuresAreRecorded() throws Exception {
        Path responses = file("r.jsonl",
                "{\"id\":\"g1\",\"model\":\"c\",\"response\":\"The small hatchback is a Renault Twingo, so the mid "
                        + "1990s. The arches over the river look like the Pont Neuf in Paris, France.\"}",
                "{\"id\":\"g3\",\"model\":\"c\",\"response\":\"Kyoto, the golden pavilion Kinkaku-ji; late 1970s.\"}",
                "{\"id\":\"g5\",\"model\":\"c\",\"response\":\"I cannot tell.\"}",
                "{\"id\":\"g4\",\"model\":\"c\",\"response\":\"BROKEN answer\"}",
                "{\"id\":\"g2\",\"model\":\"c\",\"response\":\"\"}");
        Path preds = dir.resolve("p.jsonl");
        Cli run = Cli.run("gtpred", "--extract", "--responses", responses.toString(), "--output", preds.toString(),
                "--endpoint", url, "--model", "extractor", "--threads", "2");
        assertThat(run.exit).as(run.toString()).isEqualTo(3);
        assertThat(run.err).contains("r.jsonl:4 (id \"g4\", model \"c\"): extraction failed: unreadable answer after 3 attempt(s)")
                .contains("1 failure(s) recorded as extraction_error").contains("--retry-failed");
        // 3 readable answers + 3 tries for the broken one; the empty response is not asked
        assertThat(asked).hasSize(6);
        List<JsonNode> lines = lines(preds);
        assertThat(lines).extracting(n -> n.get("id").asText()).containsExactly("g1", "g3", "g5", "g4", "g2");
        assertThat(lines.get(0).get("year").toString()).isEqualTo("[1994,1996]");
        assertThat(lines.get(0).get("year_text").asText()).isEqualTo("mid 1990s");
        assertThat(lines.get(0).get("extractor").asText()).isEqualTo("extractor");
        assertThat(lines.get(0).get("prompt_version").asText()).isEqualTo("v1");
        assertThat(lines.get(1).get("lat").asDouble()).isEqualTo(35.0394);
        assertThat(lines.get(3).get("extraction_error").asText()).contains("I would rather not.");

        List<GtpredRecords.Prediction> read = GtpredRecords.readPredictions(preds);
        assertThat(read.get(0).year()).isEqualTo(new YearInterval(1994, 1996));
        assertThat(read.get(0).location().place()).isEqualTo("Pont Neuf");
        assertThat(read.get(0).yearReasoning()).isEqualTo("The Renault Twingo came out in 1993.");
        assertThat(read.get(1).year()).isEqualTo(new YearInterval(1977, 1979));
        assertThat(read.get(2).year()).isNull();

        // re-run: nothing to do, the recorded failure still makes the exit 3
        asked.clear();
        Cli again = Cli.run("gtpred", "--extract", "--responses", responses.toString(), "--output", preds.toString(),
                "--endpoint", url, "--model", "extractor");
        assertThat(again.exit).isEqualTo(3);
        assertThat(again.err).contains("resuming: 5 prediction(s) already in").contains("0 to go");
        assertThat(asked).isEmpty();

        // a torn last line (a killed run) is dropped and redone; --retry-failed redoes the failure
        Files.writeString(preds, "{\"id\":\"g9\",\"mod", StandardOpenOption.APPEND);
        extractorFixed.set(true);
        Cli retry = Cli.run("gtpred", "--extract", "--responses", responses.toString(), "--output", preds.toString(),
                "--endpoint", url, "--model", "extractor", "--retry-failed");
        assertThat(retry.exit).as(retry.toString()).isZero();
        assertThat(asked).containsExactly("extract");
        assertThat(Files.readString(preds)).doesNotContain("g9").endsWith("\n");
        assertThat(GtpredRecords.readPredictions(preds)).hasSize(5).noneMatch(GtpredRecords.Prediction::isExtractionFailure);

        // then scored as usual against the truth
        Path truth = GtpredCommandTest.data().resolve("truth.jsonl");
        Path out = dir.resolve("o.jsonl");
        Cli score = Cli.run("gtpred", "--truth", truth.toString(), "--predictions", preds.toString(), "--output",
                out.toString());
        assertThat(score.exit).as(score.toString()).isZero();
        List<JsonNode> scored = lines(out);
        // g1: "mid 1990s" vs 1995 -> 1/3; France / Paris / Pont Neuf match, state missing: 0.2 + 0.3 + 0.3 = 0.8
        assertThat(scored.get(0).get("year_score").asDouble()).isCloseTo(1.0 / 3, within(1e-12));
        assertThat(scored.get(0).get("location_score").asDouble()).isCloseTo(0.8, within(1e-12));
        // g3: Kinkaku-ji at the true coordinates: distance 0
        assertThat(scored.get(1).get("distance_km").asDouble()).isZero();
        // g5: nothing extracted: 0 with notes
        assertThat(scored.get(2).get("notes").toString()).contains("no predicted year").contains("no predicted location");
    }

    @Test
    void anExtractionFailureLeftInThePredictionsIsAFailedLineWhenScoring() throws Exception {
        Path truth = file("t.jsonl", "{\"id\":\"a\",\"year\":1990}", "{\"id\":\"b\",\"year\":1990}");
        Path preds = file("p.jsonl", "{\"id\":\"a\",\"model\":\"m\",\"extraction_error\":\"unreadable answer\"}",
                "{\"id\":\"b\",\"model\":\"m\",\"year\":1990}");
        Path out = dir.resolve("o.jsonl");
        Cli run = Cli.run("gtpred", "--truth", truth.toString(), "--predictions", preds.toString(), "--output", out.toString());
        assertThat(run.exit).isEqualTo(3);
        assertThat(lines(out).get(0).get("judge_error").asText()).isEqualTo("extraction failed: unreadable answer");
        // the failure is out of the mean (1.0 over b alone), counted in "failed"; one pair has no interval
        assertThat(run.out.replaceAll(" +", " ")).contains("| m | 1 | 1 | 100.00 [—] |");
    }
}
