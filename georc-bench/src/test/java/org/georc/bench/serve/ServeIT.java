package org.georc.bench.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.georc.bench.cli.GeorcCommand;
import org.georc.core.json.JsonLines;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code georc serve} end to end: the shipped georc.jar in its own process with the default
 * offline judge, called over real HTTP. Its scores are compared, pair by pair and exactly, with
 * the rows {@code georc score} writes for the same pairs; it is stopped with SIGTERM.
 */
class ServeIT {
    private static final String TOKEN = "serve-it-token";
    private static final String PROMPT = "Where was this photo taken? Reason step by step.\n";

    @TempDir
    static Path dir;

    private static Process server;
    private static Path serverLog;
    private static Http http;
    private static int port;
    /** The candidates file's lines and the score rows georc score wrote for them, in order. */
    private static final List<JsonNode> candidates = new ArrayList<>();
    private static final List<JsonNode> rows = new ArrayList<>();
    private static final java.util.Map<String, String> referenceText = new java.util.HashMap<>();

    private static Path examples() {
        Path here = Path.of("").toAbsolutePath();
        Path p = here.resolveSibling("examples").resolve("data");
        return Files.isDirectory(p) ? p : here.resolve("examples").resolve("data");
    }

    @BeforeAll
    static void startServerAndScoreTheSamePairsWithGeorcScore() throws Exception {
        Path refs = examples().resolve("references.jsonl");
        Path cands = examples().resolve("candidates.jsonl");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        // stderr goes to a file: a pipe read by a thread can be closed under it when the process exits
        Path log = dir.resolve("serve.err");
        ProcessBuilder pb = new ProcessBuilder(java.toString(), "-jar", System.getProperty("georc.jar"), "serve",
                "--port", "0", "--references", refs.toString(), "--token-env", "GEORC_IT_TOKEN")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(log.toFile());
        pb.environment().put("GEORC_IT_TOKEN", TOKEN);
        server = pb.start();
        serverLog = log;
        port = Http.awaitListening(server, log);
        http = new Http("http://127.0.0.1:" + port, TOKEN);

        Path out = dir.resolve("scores.jsonl");
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        int exit = GeorcCommand.run(new String[] {"score", "--references", refs.toString(), "--candidates",
            cands.toString(), "--output", out.toString(), "--quiet"}, new PrintWriter(o, true), new PrintWriter(e, true));
        assertThat(exit).as(e.toString()).isZero();
        for (String l : Files.readAllLines(out)) {
            rows.add(JsonLines.readTree(l));
        }
        for (String l : Files.readAllLines(cands)) {
            candidates.add(JsonLines.readTree(l));
        }
        for (String l : Files.readAllLines(refs)) {
            JsonNode r = JsonLines.readTree(l);
            referenceText.put(r.get("id").asText(), r.get("chain").asText());
        }
        assertThat(rows).hasSameSizeAs(candidates).hasSizeGreaterThan(20);
    }

    @AfterAll
    static void sigtermDrainsAndExitsZero() throws Exception {
        if (server == null) {
            return;
        }
        server.destroy(); // SIGTERM
        assertThat(server.waitFor(120, TimeUnit.SECONDS)).as("the server stops").isTrue();
        String log = Files.readString(serverLog);
        assertThat(server.exitValue()).as(log).isZero();
        assertThat(log).contains("drained and stopped").doesNotContain(TOKEN);
    }

    /** The score request of candidates [from, to): by reference id, or with the reference text. */
    private static String scoreBody(int from, int to, boolean byId) {
        ObjectNode body = JsonLines.object();
        ArrayNode pairs = body.putArray("pairs");
        for (int i = from; i < to; i++) {
            JsonNode c = candidates.get(i % candidates.size());
            ObjectNode p = pairs.addObject().put("id", Integer.toString(i % candidates.size()))
                    .put("candidate", c.get("chain").asText());
            if (byId) {
                p.put("reference_id", c.get("id").asText());
            } else {
                p.put("reference", referenceText.get(c.get("id").asText()));
            }
        }
        return body.toString();
    }

    private static void assertSameAsScore(JsonNode scores, int from) {
        for (int k = 0; k < scores.size(); k++) {
            JsonNode s = scores.get(k);
            int i = Integer.parseInt(s.get("id").asText());
            assertThat(i).isEqualTo((from + k) % candidates.size());
            JsonNode row = rows.get(i);
            assertThat(row.get("id").asText()).isEqualTo(candidates.get(i).get("id").asText());
            for (String f : List.of("precision", "recall", "f1")) {
                assertThat(s.get(f).doubleValue()).as("pair " + i + " " + f).isEqualTo(row.get(f).doubleValue());
            }
        }
    }

    @Test
    void scoreGivesExactlyTheScoresAndSettingsOfGeorcScore() {
        int n = candidates.size();
        Http.Answer byId = http.post("/v1/score", scoreBody(0, n, true));
        assertThat(byId.status()).as(byId.text()).isEqualTo(200);
        assertThat(byId.json().get("scores")).hasSize(n);
        assertSameAsScore(byId.json().get("scores"), 0);
        Http.Answer byText = http.post("/v1/score", scoreBody(0, n, false));
        assertSameAsScore(byText.json().get("scores"), 0);
        // the same judge wiring: the fingerprint of every setting is the one the score rows carry
        assertThat(byId.json().get("settings_sha256").asText()).isEqualTo(rows.get(0).get("settings_sha256").asText());
        assertThat(byId.json().get("judge").asText()).isEqualTo("embedding");
    }

    @Test
    void getRewardGivesTheF1OfGeorcScoreForIdAndTextLabels() {
        ObjectNode body = JsonLines.object();
        ArrayNode q = body.putArray("query");
        ArrayNode p = body.putArray("prompts");
        ArrayNode l = body.putArray("labels");
        for (int i = 0; i < candidates.size(); i++) {
            JsonNode c = candidates.get(i);
            q.add(PROMPT + c.get("chain").asText());
            p.add(PROMPT);
            String id = c.get("id").asText();
            l.add(i % 2 == 0 ? id : referenceText.get(id));
        }
        Http.Answer a = http.post("/get_reward", body.toString());
        assertThat(a.status()).as(a.text()).isEqualTo(200);
        for (int i = 0; i < candidates.size(); i++) {
            assertThat(a.json().get("rewards").get(i).doubleValue()).as("reward " + i)
                    .isEqualTo(rows.get(i).get("f1").doubleValue());
        }
        assertThat(a.json().get("failures").asInt()).isZero();
    }

    @Test
    void concurrentClientsEachReceiveTheirOwnScoresInOrder() {
        List<CompletableFuture<Http.Answer>> sent = new ArrayList<>();
        List<Integer> starts = new ArrayList<>();
        for (int client = 0; client < 12; client++) {
            int from = client * 7;
            starts.add(from);
            sent.add(http.postAsync("/v1/score", scoreBody(from, from + 5 + client % 4, client % 2 == 0)));
        }
        for (int k = 0; k < sent.size(); k++) {
            Http.Answer a = sent.get(k).join();
            assertThat(a.status()).as(a.text()).isEqualTo(200);
            assertThat(a.json().get("scores")).hasSize(5 + k % 4);
            assertSameAsScore(a.json().get("scores"), starts.get(k));
        }
    }

    @Test
    void aWrongTokenIsRefusedAndLimitsAreKept() {
        assertThat(new Http("http://127.0.0.1:" + port, "not-the-token").post("/v1/score", scoreBody(0, 1, true))
                .status()).isEqualTo(401);
        assertThat(new Http("http://127.0.0.1:" + port, null).get("/healthz").status()).isEqualTo(200);
        Http.Answer tooMany = http.post("/v1/score", scoreBody(0, 4097, true));
        assertThat(tooMany.status()).isEqualTo(413);
        assertThat(tooMany.field("field").asText()).isEqualTo("pairs");
        assertThat(tooMany.field("error").asText()).contains("--max-pairs");
        Http.Answer missing = http.post("/v1/score", "{\"pairs\": [{\"candidate\": \"- Red soil.\"}]}");
        assertThat(missing.status()).isEqualTo(400);
        assertThat(missing.field("field").asText()).isEqualTo("pairs[0].reference");
    }

    /** A rollout batch the way OpenRLHF sends it: every query in one request, prompt included. */
    private static ObjectNode rollout(int n) {
        ObjectNode body = JsonLines.object();
        ArrayNode q = body.putArray("query");
        ArrayNode p = body.putArray("prompts");
        ArrayNode l = body.putArray("labels");
        for (int i = 0; i < n; i++) {
            JsonNode c = candidates.get(i % candidates.size());
            q.add(PROMPT + c.get("chain").asText());
            p.add(PROMPT);
            l.add(c.get("id").asText());
        }
        return body;
    }

    @Test
    void aThousandQueryRolloutBatchIsScoredInOneRequestWithTheDefaultLimits() {
        int n = 1000;
        Http.Answer a = http.post("/get_reward", rollout(n).toString());
        assertThat(a.status()).as(a.text()).isEqualTo(200);
        assertThat(a.json().get("rewards")).hasSize(n);
        for (int i = 0; i < n; i += 37) {
            assertThat(a.json().get("rewards").get(i).doubleValue()).as("reward " + i)
                    .isEqualTo(rows.get(i % candidates.size()).get("f1").doubleValue());
        }
        assertThat(a.json().get("failures").asInt()).isZero();
    }

    @Test
    void aMisspeltLabelIsAFailedPairThatSaysWhichIdWasMeantAndIsLogged() throws Exception {
        String id = candidates.get(0).get("id").asText();
        String typo = id.substring(0, id.length() - 2) + id.charAt(id.length() - 1) + id.charAt(id.length() - 2);
        ObjectNode body = rollout(2);
        ((ArrayNode) body.get("labels")).set(1, typo);
        Http.Answer a = http.post("/get_reward", body.toString());
        assertThat(a.status()).as(a.text()).isEqualTo(200);
        assertThat(a.json().get("extra_logs").get("georc_failed").get(1).asInt()).isEqualTo(1);
        assertThat(a.json().get("judge_errors").get(1).asText()).contains("did you mean \"" + id + "\"");
        assertThat(http.get("/metrics").text()).contains("georc_serve_labels_refused_total");
        http.post("/get_reward", body.toString()); // the same label again: logged once
        String log = Files.readString(serverLog);
        assertThat(log.split(java.util.regex.Pattern.quote("\"" + typo + "\""), -1)).hasSize(2);
    }

    /** The fenced block of docs/SERVE.md that follows the given marker line. */
    private static String servedDoc(String marker) throws Exception {
        Path doc = examples().getParent().getParent().resolve("docs").resolve("SERVE.md");
        String text = Files.readString(doc);
        int at = text.indexOf(marker);
        assertThat(at).as("SERVE.md has \"" + marker + "\"").isNotNegative();
        int open = text.indexOf("```json\n", at);
        int close = text.indexOf("\n```", open + 8);
        return text.substring(open + 8, close);
    }

    @Test
    void theOpenRlhfCallsOfServeMdAreAnsweredAsItSays() throws Exception {
        Path doc = examples().getParent().getParent().resolve("docs").resolve("SERVE.md");
        assertThat(Files.readString(doc)).contains("--reward.remote_url http://HOST:PORT/get_reward");
        for (String marker : List.of("<!-- openrlhf: batched -->", "<!-- openrlhf: per-sample -->")) {
            JsonNode request = JsonLines.readTree(servedDoc(marker));
            Http.Answer a = http.post("/get_reward", request.toString());
            assertThat(a.status()).as(marker + ": " + a.text()).isEqualTo(200);
            assertThat(a.json().get("rewards")).hasSize(request.get("query").size());
            assertThat(a.json().get("scores")).isEqualTo(a.json().get("rewards"));
            // what the section says of each: the first query scores, a misspelt label fails with did you mean
            assertThat(a.json().get("extra_logs").get("georc_failed").get(0).asInt()).isZero();
            if (request.get("query").size() > 1) {
                assertThat(a.json().get("judge_errors").get(1).asText()).contains("did you mean \"australia-nsw\"");
                assertThat(a.json().get("judge_errors").get(2).asText()).contains("response is empty");
            }
        }
    }

    @Test
    void thePythonClientGivesTheServersFloatsWithAndWithoutTorch() throws Exception {
        Path python = Path.of("/usr/bin/python3");
        assumeTrue(Files.isExecutable(python), "python3 is not installed at /usr/bin/python3: the Python client "
                + "test is skipped (CI has it)");
        Path here = Path.of("").toAbsolutePath();
        Path client = here.resolveSibling("clients").resolve("python");
        if (!Files.isDirectory(client)) {
            client = here.resolve("clients").resolve("python");
        }
        Path pairs = dir.resolve("pairs.json");
        Files.writeString(pairs, JsonLines.readTree(scoreBody(0, 6, true)).get("pairs").toString());
        // no torch: an import that fails, first on the path
        Path noTorch = Files.createDirectories(dir.resolve("no-torch/torch"));
        Files.writeString(noTorch.resolve("__init__.py"), "raise ImportError('torch is hidden for this test')\n");
        // a stand-in torch whose tensors default to float32, as torch's do: a float32 tensor shows in the values
        Path fakeTorch = Files.createDirectories(dir.resolve("fake-torch/torch"));
        Files.writeString(fakeTorch.resolve("__init__.py"), String.join("\n",
                "import struct",
                "float32, float64 = 'float32', 'float64'",
                "class Tensor:",
                "    def __init__(self, values, dtype):",
                "        self.dtype = dtype",
                "        self.values = [v if dtype == float64 else struct.unpack('f', struct.pack('f', v))[0] for v in values]",
                "    def tolist(self):",
                "        return list(self.values)",
                "def tensor(values, dtype=None):",
                "    return Tensor([float(v) for v in values], dtype or float32)",
                ""));
        String script = String.join("\n",
                "import json, sys",
                "sys.path.insert(0, sys.argv[1])",
                "if sys.argv[5]: sys.path.insert(0, sys.argv[5])",
                "import georc_client as g",
                "pairs = json.load(open(sys.argv[2]))",
                "c = g.Client(sys.argv[3])",
                "scores = c.score(pairs)",
                "r = g.reward_func([sys.argv[4] + p['candidate'] for p in pairs], [sys.argv[4]] * len(pairs),",
                "                  [p['reference_id'] for p in pairs], url=sys.argv[3])",
                "try:",
                "    g.Client(sys.argv[3], token='wrong').score(pairs)",
                "    refused = None",
                "except g.GeorcError as e:",
                "    refused = e.status",
                "rw = r['rewards']",
                "kind = 'list' if isinstance(rw, list) else str(rw.dtype)",
                "rewards = rw if isinstance(rw, list) else rw.tolist()",
                "f1 = r['extra_logs']['georc_f1']",
                "f1 = f1 if isinstance(f1, list) else f1.tolist()",
                "print(json.dumps({'f1': [s['f1'] for s in scores], 'rewards': rewards, 'logged_f1': f1,",
                "                  'kind': kind, 'refused': refused}))");
        boolean realTorch = new ProcessBuilder(python.toString(), "-c", "import torch").start().waitFor() == 0;
        List<String> ways = new ArrayList<>(List.of(noTorch.getParent().toString(), fakeTorch.getParent().toString()));
        if (realTorch) {
            ways.add(""); // /usr/bin/python3 with its own torch (CI installs python3-torch)
        }
        for (String extraPath : ways) {
            ProcessBuilder pb = new ProcessBuilder(python.toString(), "-c", script, client.toString(), pairs.toString(),
                    "http://127.0.0.1:" + port, PROMPT, extraPath).redirectErrorStream(true);
            pb.environment().put("GEORC_TOKEN", TOKEN);
            Process p = pb.start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(p.waitFor()).as(out).isZero();
            JsonNode result = JsonLines.readTree(out.strip());
            String way = extraPath.isEmpty() ? "real torch" : extraPath.contains("fake") ? "float32-default torch"
                    : "no torch";
            assertThat(result.get("kind").asText()).as(way).isEqualTo(way.equals("no torch") ? "list"
                    : way.equals("real torch") ? "torch.float64" : "float64");
            for (int i = 0; i < 6; i++) {
                double f1 = rows.get(i).get("f1").doubleValue();
                assertThat(result.get("f1").get(i).doubleValue()).isEqualTo(f1);
                // compared within float32 precision (the kind above says the tensors are float64)
                assertThat(result.get("rewards").get(i).doubleValue()).as(way + " reward " + i)
                        .isCloseTo(f1, org.assertj.core.api.Assertions.within((double) Math.ulp((float) f1)));
                assertThat(result.get("logged_f1").get(i).doubleValue()).as(way).isEqualTo(
                        result.get("rewards").get(i).doubleValue());
            }
            assertThat(result.get("refused").asInt()).isEqualTo(401);
        }
    }
}
