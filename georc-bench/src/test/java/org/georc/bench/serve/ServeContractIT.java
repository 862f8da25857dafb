package org.georc.bench.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.json.JsonLines;
import org.georc.core.records.ReferenceRecord;
import org.georc.core.scoring.ChainScorer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Reads the OpenAPI document in docs/SERVE.md and checks a running server against it: each
 * documented operation answers its success with every required field, drops of a required
 * request field get 400 naming it, the token guards what the document says it guards, and the
 * metric names the page lists are the ones /metrics exports.
 */
class ServeContractIT {
    private static final String TOKEN = "contract-token";
    private static String page;
    private static JsonNode api;
    private static ChainScorer scorer;
    private static ScoreServer server;
    private static Http http;

    @BeforeAll
    static void start() throws Exception {
        Path here = Path.of("").toAbsolutePath();
        Path doc = here.resolveSibling("docs").resolve("SERVE.md");
        if (!Files.exists(doc)) {
            doc = here.resolve("docs").resolve("SERVE.md");
        }
        page = Files.readString(doc);
        Matcher m = Pattern.compile("```json\\n(\\{\\s*\"openapi\".*?)\\n```", Pattern.DOTALL).matcher(page);
        assertThat(m.find()).as("an OpenAPI JSON block in " + doc).isTrue();
        api = JsonLines.readTree(m.group(1));
        scorer = ChainScorer.builder().judge(new GateJudge()).build();
        ReferenceRecord r1 = new ReferenceRecord("r1", ReasoningChain.parse("- White bollards with a black cap."),
                "Austria", null, Map.of(), "test");
        ScoreService service = ScoreService.builder().scorer(scorer).references(Map.of("r1", r1)).build();
        server = ScoreServer.builder(service).token(TOKEN).start();
        http = new Http(server.port()).withToken(TOKEN);
    }

    @AfterAll
    static void stop() {
        server.stop();
        scorer.close();
    }

    @Test
    void theDocumentIsOpenApi3AndNamesEveryEndpoint() {
        assertThat(api.get("openapi").asText()).startsWith("3.");
        List<String> paths = new ArrayList<>();
        api.get("paths").fieldNames().forEachRemaining(paths::add);
        assertThat(paths).containsExactlyInAnyOrder("/v1/score", "/get_reward", "/healthz", "/metrics");
    }

    @Test
    void everyDocumentedOperationAnswersItsSuccessWithEveryRequiredField() {
        forEachOperation((path, method, op) -> {
            Http.Answer a = method.equals("post") ? http.post(path, example(op).toString()) : http.get(path);
            assertThat(a.status()).as(method + " " + path + ": " + a.text()).isEqualTo(200);
            JsonNode ok = op.get("responses").get("200").get("content");
            if (ok.has("application/json")) {
                JsonNode schema = resolve(ok.get("application/json").get("schema"));
                for (JsonNode req : schema.path("required")) {
                    assertThat(a.json().has(req.asText())).as(path + " answers " + req).isTrue();
                }
                JsonNode items = resolve(schema.path("properties").path("scores").path("items"));
                for (JsonNode req : items.path("required")) {
                    a.json().get("scores").forEach(s -> assertThat(s.has(req.asText())).as(path + " score " + req).isTrue());
                }
            } else {
                assertThat(a.text()).contains("georc_serve_requests_total");
            }
        });
    }

    @Test
    void aRequestWithoutARequiredFieldGets400NamingIt() {
        forEachOperation((path, method, op) -> {
            if (!method.equals("post")) {
                return;
            }
            JsonNode schema = resolve(op.get("requestBody").get("content").get("application/json").get("schema"));
            for (JsonNode req : schema.get("required")) {
                ObjectNode body = example(op);
                body.remove(req.asText());
                Http.Answer a = http.post(path, body.toString());
                assertThat(a.status()).as(path + " without " + req).isEqualTo(400);
                assertThat(a.field("field").asText()).isEqualTo(req.asText());
                JsonNode items = resolve(schema.get("properties").get(req.asText()).path("items"));
                for (JsonNode inner : items.path("required")) {
                    ObjectNode b = example(op);
                    ((ObjectNode) b.get(req.asText()).get(0)).remove(inner.asText());
                    Http.Answer x = http.post(path, b.toString());
                    assertThat(x.status()).as(path + " without " + req + "[0]." + inner).isEqualTo(400);
                    assertThat(x.field("field").asText()).isEqualTo(req.asText() + "[0]." + inner.asText());
                }
            }
        });
    }

    @Test
    void theTokenGuardsWhatTheDocumentSaysAndUndocumentedPathsAre404() {
        Http anonymous = new Http(server.port());
        forEachOperation((path, method, op) -> {
            JsonNode security = op.has("security") ? op.get("security") : api.get("security");
            Http.Answer a = method.equals("post") ? anonymous.post(path, example(op).toString()) : anonymous.get(path);
            assertThat(a.status()).as(method + " " + path + " without a token").isEqualTo(security.isEmpty() ? 200 : 401);
            if (a.status() == 401) {
                assertThat(op.get("responses").has("401")).as(path + " documents its 401").isTrue();
            }
        });
        assertThat(http.get("/v1/nothing").status()).isEqualTo(404);
    }

    @Test
    void theMetricsThePageNamesAreExported() {
        http.post("/v1/score", "{\"pairs\": [{\"candidate\": \"- Pair #5 here\", \"reference_id\": \"r1\"}]}");
        String metrics = http.get("/metrics").text();
        Matcher m = Pattern.compile("georc_serve_[a-z_]+").matcher(page);
        int names = 0;
        while (m.find()) {
            assertThat(metrics).as("/metrics exports " + m.group()).contains(m.group());
            names++;
        }
        assertThat(names).isGreaterThanOrEqualTo(8);
        assertThat(metrics).contains("georc_serve_request_duration_seconds_bucket{endpoint=\"score\"");
    }

    private interface Operation {
        void check(String path, String method, JsonNode op);
    }

    private static void forEachOperation(Operation check) {
        Iterator<Map.Entry<String, JsonNode>> paths = api.get("paths").fields();
        while (paths.hasNext()) {
            Map.Entry<String, JsonNode> p = paths.next();
            Iterator<Map.Entry<String, JsonNode>> ops = p.getValue().fields();
            while (ops.hasNext()) {
                Map.Entry<String, JsonNode> op = ops.next();
                check.check(p.getKey(), op.getKey(), op.getValue());
            }
        }
    }

    private static ObjectNode example(JsonNode op) {
        return op.get("requestBody").get("content").get("application/json").get("example").deepCopy();
    }

    private static JsonNode resolve(JsonNode schema) {
        if (schema != null && schema.has("$ref")) {
            JsonNode n = api;
            for (String part : schema.get("$ref").asText().substring(2).split("/")) {
                n = n.get(part);
            }
            return n;
        }
        return schema == null ? JsonLines.object() : schema;
    }
}
