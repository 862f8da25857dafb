package org.georc.bench.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.georc.core.json.JsonLines;

/**
 * The runs whose written files must stay byte-identical through refactors (issue 23's "outputs
 * unchanged"): {@code score}, {@code experts}, {@code benchmark} and {@code gtpred} on
 * examples/data and the sample GeoRC folder, with the paper's {@code keypoints} judge. The LLM
 * that writes key clauses, hallucinated baselines and GTPred records is a local server that
 * answers by rule (no randomness, no network), so the runs are offline and repeatable.
 *
 * <p>Before comparing, {@link #normalise} drops the fields that only record wall-clock time
 * ({@code time}) and replaces the test server's address (a new port each run) with
 * {@code ENDPOINT}. Nothing else is touched.
 *
 * <p>Regenerate the goldens with {@code examples/golden/regenerate.sh} (only when an output is
 * meant to change, and say so in the commit).
 */
final class GoldenRuns implements AutoCloseable {
    /** Each run: its name (the golden folder) and the command line; {@code {DATA}}, {@code {OUT}}, {@code {URL}} are filled in. */
    static final Map<String, List<String>> RUNS = runs();

    private final HttpServer server;
    private final String url;

    GoldenRuns() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/v1/chat/completions", ex -> {
            JsonNode body = JsonLines.readTree(ex.getRequestBody().readAllBytes());
            byte[] b = ("{\"choices\":[{\"message\":{\"content\":" + JsonLines.quote(answer(body)) + "}}]}")
                    .getBytes(StandardCharsets.UTF_8);
            ex.sendResponseHeaders(200, b.length);
            ex.getResponseBody().write(b);
            ex.close();
        });
        server.setExecutor(java.util.concurrent.Executors.newFixedThreadPool(4, r -> {
            Thread t = new Thread(r, "golden-llm");
            t.setDaemon(true);
            return t;
        }));
        server.start();
        url = "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
    }

    private static Map<String, List<String>> runs() {
        Map<String, List<String>> m = new LinkedHashMap<>();
        List<String> judge = List.of("--judge", "keypoints", "--endpoint", "{URL}", "--model", "rule-llm", "--quiet",
                "--threads", "2");
        m.put("score-jsonl", with(List.of("score", "--references", "{DATA}/references.jsonl", "--candidates",
                "{DATA}/candidates.jsonl", "--output", "{OUT}/scores.jsonl"), judge));
        m.put("score-georc", with(List.of("score", "--references", "{DATA}/georc", "--output", "{OUT}/scores.jsonl"),
                judge));
        m.put("score-georc-all-references", with(List.of("score", "--references", "{DATA}/georc", "--all-references",
                "--conclusions", "paper", "--output", "{OUT}/scores.jsonl"), judge));
        m.put("experts-georc", with(List.of("experts", "--references", "{DATA}/georc", "--output",
                "{OUT}/scores.jsonl"), judge));
        m.put("benchmark-georc", with(List.of("benchmark", "--references", "{DATA}/georc", "--output-dir", "{OUT}",
                "--baselines", "hallucinated,random"), judge));
        m.put("gtpred", List.of("gtpred", "--truth", "{DATA}/gtpred/truth.jsonl", "--predictions",
                "{DATA}/gtpred/predictions.jsonl", "--output", "{OUT}/scores.jsonl", "--summary", "{OUT}/summary.md"));
        m.put("gtpred-extract", List.of("gtpred", "--extract", "--responses", "{DATA}/gtpred/responses.jsonl",
                "--output", "{OUT}/predictions.jsonl", "--endpoint", "{URL}", "--model", "rule-llm"));
        return m;
    }

    private static List<String> with(List<String> a, List<String> b) {
        List<String> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    /** The rule-based LLM: key clauses are the statement's own words, in lower case; the rest is fixed text. */
    static String answer(JsonNode body) {
        JsonNode user = body.get("messages").get(body.get("messages").size() - 1).get("content");
        String text = user.isArray() ? user.get(user.size() - 1).get("text").asText() : user.asText();
        if (text.contains("<statement>") && text.contains("key clauses")) {
            String st = between(text, "<statement>", "</statement>").toLowerCase(Locale.ROOT).replace(".", "");
            ArrayNode clauses = JsonLines.array();
            for (String part : st.split(",| and ")) {
                if (!part.isBlank()) {
                    clauses.add(part.strip());
                }
            }
            ObjectNode o = JsonLines.object();
            o.set("clauses", clauses);
            return JsonLines.write(o);
        }
        if (text.contains("<place>")) {
            String place = between(text, "<place>", "</place>");
            return "- Road signs in the local language.\n- Vegetation typical of " + place + ".\n- Houses with "
                    + "pitched roofs.\nConclusion: " + place;
        }
        if (text.contains("<response>")) {
            String r = between(text, "<response>", "</response>");
            String country = r.contains("Japan") ? "Japan" : r.contains("France") ? "France" : "Brazil";
            return "{\"year\": \"1990s\", \"location\": {\"country\": \"" + country + "\"}, \"year_reasoning\": "
                    + "\"cars\", \"location_reasoning\": \"buildings\"}";
        }
        if (text.contains("<conclusion>")) {
            return "{\"country\": null}";
        }
        return "{}";
    }

    private static String between(String text, String open, String close) {
        int a = text.indexOf(open);
        int b = text.indexOf(close, a);
        return text.substring(a + open.length(), b).strip();
    }

    /**
     * Runs one golden command.
     *
     * @param name the run
     * @param data examples/data
     * @param out  an empty folder for its files
     * @return the exit code and the streams
     */
    String run(String name, Path data, Path out) {
        List<String> args = new ArrayList<>();
        for (String a : RUNS.get(name)) {
            args.add(a.replace("{DATA}", data.toString()).replace("{OUT}", out.toString()).replace("{URL}", url));
        }
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        int code = GeorcCommand.run(args.toArray(String[]::new), new PrintWriter(o, true), new PrintWriter(e, true));
        return "exit " + code + "\nstdout:\n" + o + "\nstderr:\n" + e;
    }

    /** @return the files of a run that are compared: every JSONL, Markdown, CSV and JSON file it wrote */
    static List<Path> compared(Path out) {
        try (var s = Files.walk(out)) {
            return s.filter(Files::isRegularFile).filter(p -> {
                String n = p.getFileName().toString();
                return n.endsWith(".jsonl") || n.endsWith(".md") || n.endsWith(".csv") || n.endsWith(".json");
            }).map(out::relativize).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A written file with the wall-clock fields ({@code time}, at any depth of a JSON line) left
     * out and the test server's address replaced; other bytes are kept as written.
     *
     * @param file the file
     * @return its normalised text
     */
    String normalise(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8).replace(url, "ENDPOINT");
        // provenance's "time" is an ISO-8601 instant in a JSON string: the one wall-clock field
        return TIME.matcher(text).replaceAll("");
    }

    private static final java.util.regex.Pattern TIME =
            java.util.regex.Pattern.compile(",\\s*\"time\"\\s*:\\s*\"[0-9T:.Z+-]*\"");

    @Override
    public void close() {
        server.stop(0);
    }
}
