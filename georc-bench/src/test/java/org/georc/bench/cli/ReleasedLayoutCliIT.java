package org.georc.bench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpServer;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;
import javax.imageio.ImageIO;
import org.georc.core.json.JsonLines;
import org.georc.core.scorefile.ScoreLines;
import org.georc.core.scorefile.ScoreRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The whole GeoRC flow on a folder in the released layout written by the test ({@link ReleasedFolder}):
 * score, convert, experts, the three baselines, generate and benchmark, with the LLM steps against a
 * local OpenAI-compatible server on loopback. The server answers from what it is sent: the colour of the
 * image (which encodes the round), the place it is told, the chain it is asked to restate; so the test
 * can check that every round went out with its own image and its own truth.
 */
class ReleasedLayoutCliIT {
    @TempDir
    Path dir;
    Path root;
    HttpServer server;
    String url;
    final List<JsonNode> requests = new CopyOnWriteArrayList<>();
    /** Image size per colour, as the server decoded it. */
    final Map<String, String> sizes = new ConcurrentHashMap<>();
    /** Places (or colours) the server answers with no statement, to make items fail. */
    final Set<String> failFor = ConcurrentHashMap.newKeySet();

    @BeforeEach
    void start() throws Exception {
        root = ReleasedFolder.write(dir.resolve("GeoRC"));
        Map<String, String> byColour = new HashMap<>();
        ReleasedFolder.PLACES.keySet().forEach(id -> byColour.put(ReleasedFolder.colour(id), id));
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/v1/chat/completions", ex -> {
            JsonNode body = JsonLines.readTree(ex.getRequestBody().readAllBytes());
            requests.add(body);
            JsonNode user = body.get("messages").get(1).get("content");
            String text = user.isArray() ? part(user, "text").get("text").asText() : user.asText();
            String answer;
            if (user.isArray()) {
                String data = part(user, "image_url").get("image_url").get("url").asText();
                BufferedImage img = ImageIO.read(new ByteArrayInputStream(Base64.getDecoder()
                        .decode(data.substring(data.indexOf(',') + 1))));
                String colour = String.format("%06x", img.getRGB(0, 0) & 0xFFFFFF);
                sizes.put(colour, img.getWidth() + "x" + img.getHeight());
                String id = byColour.get(colour);
                answer = failFor.contains(colour) ? "OK" : "- The whole photo is tinted #" + colour + ".\n"
                        + "- Road markings near the verge.\nConclusion: " + ReleasedFolder.PLACES.get(id)[0];
            } else if (text.contains("<place>")) {
                String place = between(text, "<place>", "</place>");
                answer = failFor.contains(place) ? "OK" : "- Street signs as they look in " + place + ".\n"
                        + "- Houses built the way they are in " + place + ".\nConclusion: " + place;
            } else if (text.contains("<chain>")) {
                answer = between(text, "<chain>", "</chain>").lines().filter(l -> !l.isBlank())
                        .map(l -> l.startsWith("Conclusion") ? l : "- In other words: " + l)
                        .collect(Collectors.joining("\n"));
            } else if (text.contains("<statement>") || text.contains("STATEMENT:")) {
                answer = "{\"score\": 50}";
            } else {
                answer = "{}";
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
    void stop() {
        server.stop(0);
    }

    private static String between(String s, String a, String b) {
        return s.substring(s.indexOf(a) + a.length(), s.indexOf(b)).strip();
    }

    private static Map<String, ScoreRecord> byKey(Path scores) {
        Map<String, ScoreRecord> m = new HashMap<>();
        ScoreLines.read(scores).forEach(r -> m.put(r.model() + " " + r.id(), r));
        return m;
    }

    private static List<JsonNode> lines(Path file) throws Exception {
        List<JsonNode> out = new ArrayList<>();
        for (String l : Files.readAllLines(file)) {
            out.add(JsonLines.readTree(l));
        }
        return out;
    }

    @Test
    void scoreConvertAndExpertsReadEveryRoundWithItsOwnTruth() throws Exception {
        Path scores = dir.resolve("scores.jsonl");
        Cli s = Cli.run("score", "--references", root.toString(), "--output", scores.toString(), "--quiet", "--no-flags");
        assertThat(s.exit).as(s.toString()).isZero();
        Map<String, ScoreRecord> rows = byKey(scores);
        // 10 vlm-a + 5 vlm-b candidates; south/5 has no chain by expert 3: listed, counted, not scored
        assertThat(rows).hasSize(14).doesNotContainKey("vlm-a south/5");
        assertThat(s.err).contains("1 location(s) have no chain by expert 3").contains("south/5");
        for (Map.Entry<String, String[]> e : ReleasedFolder.PLACES.entrySet()) {
            ScoreRecord r = rows.get("vlm-a " + e.getKey());
            if (r != null) {
                assertThat(r.extraText("country")).contains(e.getValue()[0]);
                assertThat(r.extra().get("country_correct").asBoolean()).as(e.getKey()).isTrue();
                assertThat(r.extra().get("reference_expert").asInt()).isEqualTo(3);
            }
        }
        assertThat(rows.get("vlm-b alps/1").extra().get("country_correct").asBoolean()).isFalse();
        assertThat(rows.get("vlm-a alps/1").f1()).isGreaterThan(rows.get("vlm-b alps/1").f1());
        moreScoringRuns(scores, rows);
    }

    private void moreScoringRuns(Path scores, Map<String, ScoreRecord> rows) throws Exception {

        // a documented fallback order scores south/5 against expert 2, and says so
        Path fb = dir.resolve("fallback.jsonl");
        Cli f = Cli.run("score", "--references", root.toString(), "--output", fb.toString(), "--quiet", "--no-flags",
                "--fallback-expert", "2,1");
        assertThat(f.exit).as(f.toString()).isZero();
        assertThat(byKey(fb).get("vlm-a south/5").extra().get("reference_expert").asInt()).isEqualTo(2);
        assertThat(byKey(fb).get("vlm-a south/5").extra().get("settings").get("fallback_experts").asText()).isEqualTo("2,1");

        // --all-references: every expert of the location, P and R their means
        Path all = dir.resolve("all.jsonl");
        assertThat(Cli.run("score", "--references", root.toString(), "--output", all.toString(), "--quiet",
                "--no-flags", "--all-references").exit).isZero();
        ScoreRecord alps1 = byKey(all).get("vlm-a alps/1");
        JsonNode per = alps1.extra().get("per_expert");
        assertThat(per).hasSize(3);
        double meanP = (per.get(0).get("precision").asDouble() + per.get(1).get("precision").asDouble()
                + per.get(2).get("precision").asDouble()) / 3;
        assertThat(alps1.precision()).isCloseTo(meanP, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(per.get(2).get("f1").asDouble()).isCloseTo(rows.get("vlm-a alps/1").f1(),
                org.assertj.core.data.Offset.offset(1e-9));
        assertThat(byKey(all)).containsKey("vlm-a south/5");

        // convert: the JSONL forms score exactly like the folder
        Path r = dir.resolve("json/R.jsonl");
        Path c = dir.resolve("json/C.jsonl");
        Cli conv = Cli.run("convert", "--references", root.toString(), "--output-references", r.toString(),
                "--output-candidates", c.toString());
        assertThat(conv.exit).as(conv.toString()).isZero();
        List<JsonNode> refLines = lines(r);
        assertThat(refLines).hasSize(5 * 3 + 4 + 2);
        JsonNode first = refLines.get(0);
        assertThat(first.get("expert").asInt()).isEqualTo(1);
        assertThat(first.get("country").asText()).isEqualTo("Austria");
        assertThat(first.get("image").asText()).isEqualTo("../GeoRC/alps/alps_1.png");
        assertThat(dir.resolve("json").resolve(first.get("image").asText())).exists();
        Path fromJson = dir.resolve("from-json.jsonl");
        Cli sj = Cli.run("score", "--references", r.toString(), "--candidates", c.toString(), "--output",
                fromJson.toString(), "--quiet", "--no-flags");
        assertThat(sj.exit).as(sj.toString()).isZero();
        Map<String, ScoreRecord> jrows = byKey(fromJson);
        assertThat(jrows.keySet()).isEqualTo(rows.keySet());
        rows.forEach((k, v) -> assertThat(jrows.get(k).f1()).as(k).isEqualTo(v.f1()));

        // experts: pairs on the locations both wrote, pooled by the leaderboard
        Path ex = dir.resolve("experts.jsonl");
        Cli e = Cli.run("experts", "--references", root.toString(), "--output", ex.toString(), "--quiet", "--no-flags");
        assertThat(e.exit).as(e.toString()).isZero();
        Map<String, Long> perPair = ScoreLines.read(ex).stream()
                .collect(Collectors.groupingBy(ScoreRecord::model, Collectors.counting()));
        // alps: 1&2, 1&3, 2&3 on 5 rounds; south: 2&3 on round 1 only (round 5 has expert 2 alone)
        assertThat(perPair).containsEntry("expert-1-vs-2", 5L).containsEntry("expert-1-vs-3", 5L)
                .containsEntry("expert-2-vs-3", 6L).hasSize(3);
        Cli board = Cli.run("leaderboard", ex.toString());
        assertThat(board.out).containsPattern("human-expert-average \\| +16 \\|");
        Cli again = Cli.run("experts", "--references", r.toString(), "--output", ex.toString(), "--quiet", "--no-flags");
        assertThat(again.exit).as(again.toString()).isZero();
        assertThat(again.err).as("the JSONL form resumes the folder's run").contains("nothing to score");

        // paper mode reads the reference as the authors do, and the rows say so
        Path paper = dir.resolve("paper.jsonl");
        assertThat(Cli.run("score", "--references", root.toString(), "--output", paper.toString(), "--quiet",
                "--no-flags", "--conclusions", "paper").exit).isZero();
        ScoreRecord p = byKey(paper).get("vlm-a alps/2");
        assertThat(p.extra().get("settings").get("conclusions").asText()).isEqualTo("paper");
        // the candidate's conclusion is graded (statement 3, "Switzerland, Zermatt"), next to its two
        // clues; "The sky is blue." (statement 2) is wrapping: listed, and not graded
        assertThat(p.extra().get("candidate_alignments")).extracting(a -> a.get("statement_index").asInt())
                .containsExactly(0, 1, 2, 3);
        assertThat(p.extra().get("candidate_alignments").get(2).get("reason").asText()).startsWith("not graded: wrapping");
        Cli mixed = Cli.run("score", "--references", root.toString(), "--output", paper.toString(), "--quiet",
                "--no-flags");
        assertThat(mixed.exit).isEqualTo(2);
        assertThat(mixed.err).contains("conclusions: exclude (this run) vs paper (the file)");
    }

    @Test
    void baselinesAreWrittenResumedAndRandomisedAcrossCountries() throws Exception {
        Path h = dir.resolve("hallucinated.jsonl");
        failFor.add("Cusco, Peru");
        Cli run = Cli.run("baseline", "hallucinated", "--references", root.toString(), "--output", h.toString(),
                "--endpoint", url, "--model", "llm", "--retries", "0", "--threads", "3");
        assertThat(run.exit).as(run.toString()).isEqualTo(3);
        assertThat(run.err).contains("--retry-failed");
        Map<String, JsonNode> byId = new HashMap<>();
        lines(h).forEach(n -> byId.put(n.get("id").asText(), n));
        assertThat(byId).hasSize(10);
        assertThat(byId.get("south/5").get("generation_error").asText()).contains("no statement");
        for (String id : ReleasedFolder.PLACES.keySet()) {
            if (!id.equals("south/5")) {
                String[] place = ReleasedFolder.PLACES.get(id);
                assertThat(byId.get(id).get("chain").asText()).as(id).contains(place[1] + ", " + place[0]);
            }
        }
        assertThat(byId.get("alps/1").get("settings").get("prompt.baseline-hallucinated.user.txt").asText()).hasSize(64);
        int before = requests.size();
        failFor.clear();
        Cli retry = Cli.run("baseline", "hallucinated", "--references", root.toString(), "--output", h.toString(),
                "--endpoint", url, "--model", "llm", "--retries", "0", "--retry-failed");
        assertThat(retry.exit).as(retry.toString()).isZero();
        assertThat(requests.size() - before).as("only the failure is asked again").isEqualTo(1);
        Cli otherSeed = Cli.run("baseline", "hallucinated", "--references", root.toString(), "--output", h.toString(),
                "--endpoint", url, "--model", "llm", "--seed", "7");
        assertThat(otherSeed.exit).isEqualTo(2);
        assertThat(otherSeed.err).contains("seed: 7 (this run) vs 13 (the file)");
        // seeds differ per item and do not depend on the order of work
        Set<Long> seeds = requests.stream().map(b -> b.get("seed").asLong()).collect(Collectors.toSet());
        assertThat(seeds).hasSizeGreaterThan(5);

        Path para = dir.resolve("paraphrased.jsonl");
        Cli pr = Cli.run("baseline", "paraphrased", "--references", root.toString(), "--output", para.toString(),
                "--endpoint", url, "--model", "llm");
        assertThat(pr.exit).as(pr.toString()).isZero();
        List<JsonNode> paraLines = lines(para);
        assertThat(paraLines).hasSize(9); // south/5 has no expert 3
        JsonNode alps3 = paraLines.stream().filter(n -> n.get("id").asText().equals("alps/3")).findFirst().orElseThrow();
        assertThat(alps3.get("chain").asText()).contains("In other words: Bilingual street signs")
                .contains("Conclusion: Italy");
        assertThat(alps3.get("source_expert").asText()).isEqualTo("3");

        for (Path refs : List.of(root, convert())) {
            Path rnd = dir.resolve("random-" + refs.getFileName() + ".jsonl");
            Cli r = Cli.run("baseline", "random", "--references", refs.toString(), "--candidates", h.toString(),
                    "--output", rnd.toString());
            assertThat(r.exit).as(r.toString()).isZero();
            List<JsonNode> rl = lines(rnd);
            assertThat(rl).hasSize(10);
            for (JsonNode n : rl) {
                assertThat(n.get("model").asText()).isEqualTo("random-hallucinated");
                String from = n.get("chain_from").asText();
                assertThat(ReleasedFolder.PLACES.get(from)[0]).isNotEqualTo(ReleasedFolder.PLACES.get(n.get("id").asText())[0]);
                assertThat(n.get("chain").asText()).contains(ReleasedFolder.PLACES.get(from)[1]);
            }
        }
        assertThat(Files.readAllLines(dir.resolve("random-GeoRC.jsonl")))
                .isEqualTo(Files.readAllLines(dir.resolve("random-R.jsonl.jsonl")));
    }

    private Path convert() {
        Path r = dir.resolve("R.jsonl");
        assertThat(Cli.run("convert", "--references", root.toString(), "--output-references", r.toString()).exit).isZero();
        return r;
    }

    @Test
    void generateSendsEveryRoundItsOwnImageAndWritesJsonlOrFolderFiles() throws Exception {
        Path out = dir.resolve("gen.jsonl");
        failFor.add(ReleasedFolder.colour("south/2"));
        Cli g = Cli.run("generate", "--references", root.toString(), "--endpoint", url, "--model", "tiny-vlm",
                "--output", out.toString(), "--retries", "0");
        assertThat(g.exit).as(g.toString()).isEqualTo(3);
        Map<String, JsonNode> byId = new HashMap<>();
        lines(out).forEach(n -> byId.put(n.get("id").asText(), n));
        assertThat(byId).hasSize(10);
        for (String id : ReleasedFolder.PLACES.keySet()) {
            if (!id.equals("south/2")) {
                assertThat(byId.get(id).get("chain").asText()).as(id).contains("#" + ReleasedFolder.colour(id));
                assertThat(byId.get(id).get("model").asText()).isEqualTo("tiny-vlm");
            }
        }
        assertThat(byId.get("south/2").has("generation_error")).isTrue();
        // untouched by default: the server saw each image at its size (40 + 8 x round wide)
        assertThat(sizes.get(ReleasedFolder.colour("alps/5"))).isEqualTo("80x30");
        assertThat(part(requests.get(0).get("messages").get(1).get("content"), "text").get("text").asText())
                .contains("Conclusion: <country>, <city");
        failFor.clear();
        int before = requests.size();
        Cli retry = Cli.run("generate", "--references", root.toString(), "--endpoint", url, "--model", "tiny-vlm",
                "--output", out.toString(), "--retry-failed");
        assertThat(retry.exit).as(retry.toString()).isZero();
        assertThat(requests.size() - before).isEqualTo(1);

        // scored as candidates against the folder
        Path sc = dir.resolve("gen-scores.jsonl");
        Cli s = Cli.run("score", "--references", root.toString(), "--candidates", out.toString(), "--output",
                sc.toString(), "--quiet", "--no-flags");
        assertThat(s.exit).as(s.toString()).isZero();
        assertThat(ScoreLines.read(sc)).hasSize(9).allMatch(r -> r.model().equals("tiny-vlm"))
                .allMatch(r -> r.extra().get("country_correct").asBoolean());

        // --format georc: files in the folder, atomically, existing ones kept; a prompt override is sent and hashed
        Path prompts = Files.createDirectories(dir.resolve("prompts"));
        Files.writeString(prompts.resolve("generate-candidate.user.txt"), "Name the country. Evidence first, as a list.");
        sizes.clear();
        Cli folder = Cli.run("generate", "--references", root.toString(), "--endpoint", url, "--model", "tiny-vlm",
                "--format", "georc", "--max-image-side", "32", "--prompts", prompts.toString(), "--threads", "2");
        assertThat(folder.exit).as(folder.toString()).isZero();
        Path file = root.resolve("south/candidate_reasoning_chain_tiny-vlm_3.txt");
        assertThat(Files.readString(file)).contains("#" + ReleasedFolder.colour("south/3"));
        assertThat(sizes.get(ReleasedFolder.colour("alps/5"))).isEqualTo("32x12");
        assertThat(part(requests.get(requests.size() - 1).get("messages").get(1).get("content"), "text").get("text")
                .asText()).isEqualTo("Name the country. Evidence first, as a list.");
        Files.writeString(file, "- Edited by hand.\n");
        before = requests.size();
        Cli kept = Cli.run("generate", "--references", root.toString(), "--endpoint", url, "--model", "tiny-vlm",
                "--format", "georc");
        assertThat(kept.exit).isZero();
        assertThat(kept.err).contains("kept 10 existing candidate file(s)");
        assertThat(requests.size()).isEqualTo(before);
        assertThat(Files.readString(file)).isEqualTo("- Edited by hand.\n");
        assertThat(Cli.run("generate", "--references", root.toString(), "--endpoint", url, "--model", "tiny-vlm",
                "--format", "georc", "--overwrite").exit).isZero();
        assertThat(Files.readString(file)).contains("#");
        // no temporary file is left behind, and the folder reads with the new model
        Cli s2 = Cli.run("score", "--references", root.toString(), "--output", dir.resolve("s2.jsonl").toString(),
                "--quiet", "--no-flags");
        assertThat(s2.exit).as(s2.toString()).isZero();
        assertThat(s2.err).doesNotContain("hidden");
        assertThat(ScoreLines.read(dir.resolve("s2.jsonl"))).filteredOn(r -> r.model().equals("tiny-vlm")).hasSize(9);
        Cli unsafe = Cli.run("generate", "--references", root.toString(), "--endpoint", url, "--model", "Qwen/Qwen-VL",
                "--format", "georc");
        assertThat(unsafe.exit).isEqualTo(2);
        assertThat(unsafe.err).contains("cannot be part of a file name");
        Files.writeString(prompts.resolve("generate-candidat.user.txt"), "typo");
        Cli typo = Cli.run("generate", "--references", root.toString(), "--endpoint", url, "--model", "tiny-vlm",
                "--output", dir.resolve("x.jsonl").toString(), "--prompts", prompts.toString());
        assertThat(typo.exit).isEqualTo(2);
        assertThat(typo.err).contains("generate-candidat.user.txt replaces no prompt");
    }

    @Test
    void benchmarkRunsTheFourStepsAndResumesAfterAKill() throws Exception {
        Path run = dir.resolve("RUN");
        Cli b = Cli.run("benchmark", "--references", root.toString(), "--output-dir", run.toString(), "--baselines",
                "hallucinated,paraphrased,random", "--endpoint", url, "--model", "llm", "--quiet", "--no-flags");
        assertThat(b.exit).as(b.toString()).isZero();
        String md = Files.readString(run.resolve("leaderboard.md"));
        for (String model : List.of("vlm-a", "vlm-b", "human-expert-average", "expert-1-vs-2", "hallucinated",
                "paraphrased", "random-hallucinated")) {
            assertThat(md).as(model).contains("| " + model + " ");
        }
        assertThat(md).contains("country acc");
        assertThat(b.out).isEqualTo(md);
        JsonNode json = JsonLines.readTree(Files.readString(run.resolve("leaderboard.json")));
        Map<String, Double> f1 = new HashMap<>();
        json.forEach(n -> f1.put(n.get("model").asText(), n.get("f1").get("mean").asDouble()));
        assertThat(f1.get("paraphrased")).isGreaterThan(f1.get("random-hallucinated"));
        assertThat(f1.get("vlm-a")).isGreaterThan(f1.get("random-hallucinated"));
        assertThat(Files.readString(run.resolve("leaderboard.csv"))).startsWith("model,n,failed,");
        // report.html beside the leaderboard: a section per model, every pair view showing both whole chains
        org.jsoup.nodes.Document report = org.jsoup.Jsoup.parse(run.resolve("report.html").toFile());
        assertThat(report.select("section.model h3").eachText()).anyMatch(t -> t.startsWith("random-hallucinated "))
                .anyMatch(t -> t.startsWith("expert-1-vs-2 ")).anyMatch(t -> t.startsWith("vlm-a "));
        JsonNode pairs = JsonLines.readTree(report.getElementById("georc-data").data()).get("pairs");
        assertThat(pairs).hasSize(ScoreLines.read(run.resolve("scores-models.jsonl")).size()
                + ScoreLines.read(run.resolve("scores-experts.jsonl")).size()
                + ScoreLines.read(run.resolve("scores-baselines.jsonl")).size());
        assertThat(pairs).allSatisfy(p -> assertThat(p.get("refFrom").asText() + "/" + p.get("candFrom").asText())
                .as(p.get("model") + " " + p.get("id")).isEqualTo("chain/chain"));
        assertThat(run.resolve("f1_vs_country.png")).isNotEmptyFile();
        assertThat(ImageIO.read(run.resolve("f1_vs_country.png").toFile())).isNotNull();
        assertThat(ScoreLines.read(run.resolve("scores-models.jsonl")).get(0).extra().get("settings")
                .get("conclusions").asText()).isEqualTo("paper");

        // a kill mid-write leaves a torn line; the same command finishes the run without asking the LLM again
        Path models = run.resolve("scores-models.jsonl");
        List<String> kept = Files.readAllLines(models).subList(0, 6);
        Files.writeString(models, String.join("\n", kept) + "\n{\"id\":\"alps/4\",\"mod");
        int before = requests.size();
        Cli again = Cli.run("benchmark", "--references", root.toString(), "--output-dir", run.toString(), "--baselines",
                "hallucinated,paraphrased,random", "--endpoint", url, "--model", "llm", "--quiet", "--no-flags");
        assertThat(again.exit).as(again.toString()).isZero();
        assertThat(again.err).contains("removed an incomplete last line").contains("resuming: 6 pair(s)");
        assertThat(requests.size()).isEqualTo(before);
        assertThat(Files.readString(run.resolve("leaderboard.md"))).isEqualTo(md);

        Cli inside = Cli.run("benchmark", "--references", root.toString(), "--output-dir", root.resolve("run").toString());
        assertThat(inside.exit).isEqualTo(2);
        assertThat(inside.err).contains("inside the references folder");
    }

    @Test
    void judgePromptsCanBeReplacedAndTheirHashesAreRecorded() throws Exception {
        Path r = dir.resolve("r.jsonl");
        Files.writeString(r, "{\"id\":\"a\",\"chain\":\"- Red soil along the road.\"}\n");
        Path c = dir.resolve("c.jsonl");
        Files.writeString(c, "{\"id\":\"a\",\"model\":\"m\",\"chain\":\"- Reddish dirt by the road.\"}\n");
        Path prompts = Files.createDirectories(dir.resolve("authors-prompts"));
        Files.writeString(prompts.resolve("one-to-all.user.txt"), "FIRST CHAIN: {{chain}}\nSTATEMENT: {{statement}}");
        Path out = dir.resolve("o.jsonl");
        Cli run = Cli.run("score", "--judge", "one-to-all", "--references", r.toString(), "--candidates", c.toString(),
                "--output", out.toString(), "--endpoint", url, "--model", "judge", "--quiet", "--no-flags",
                "--prompts", prompts.toString());
        assertThat(run.exit).as(run.toString()).isZero();
        assertThat(requests).hasSize(2);
        // the two sides of the pair may be asked concurrently, in either order
        assertThat(requests).extracting(b -> b.get("messages").get(1).get("content").asText()).containsExactlyInAnyOrder(
                "FIRST CHAIN: Red soil along the road.\nSTATEMENT: Reddish dirt by the road.",
                "FIRST CHAIN: Reddish dirt by the road.\nSTATEMENT: Red soil along the road.");
        JsonNode settings = ScoreLines.read(out).get(0).extra().get("settings");
        assertThat(settings.get("prompts.one-to-all.user.txt").asText())
                .isEqualTo(org.georc.judges.llm.prompt.PromptSource.folder(prompts).sha256("one-to-all.user.txt"));
        // the bundled wording again is another setting: the resume is refused
        Cli bundled = Cli.run("score", "--judge", "one-to-all", "--references", r.toString(), "--candidates",
                c.toString(), "--output", out.toString(), "--endpoint", url, "--model", "judge", "--quiet", "--no-flags");
        assertThat(bundled.exit).isEqualTo(2);
        assertThat(bundled.err).contains("prompts.one-to-all.user.txt");
    }

    /** The part of a multi-part message content of one type ("text" or "image_url"), wherever it stands. */
    private static JsonNode part(JsonNode content, String type) {
        for (JsonNode p : content) {
            if (type.equals(p.path("type").asText())) {
                return p;
            }
        }
        throw new AssertionError("no " + type + " part in " + content);
    }
}
