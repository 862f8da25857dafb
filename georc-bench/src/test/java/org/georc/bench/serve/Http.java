package org.georc.bench.serve;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import org.georc.core.json.JsonLines;

/** A small client of the server for tests: real HTTP through java.net.http. */
final class Http {

    /** An answer: its status, the Retry-After header (or null), the body as text and as JSON (or null). */
    record Answer(int status, String retryAfter, String text, JsonNode json, String connection) {
        JsonNode field(String name) {
            return json == null ? null : json.get(name);
        }
    }

    private final String base;
    private final String token;
    /** One client per server: a pooled connection to a stopped server whose port another reuses fails. */
    private final HttpClient client;

    Http(String base, String token) {
        this(base, token, HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build());
    }

    private Http(String base, String token, HttpClient client) {
        this.base = base;
        this.token = token;
        this.client = client;
    }

    Http(int port) {
        this("http://127.0.0.1:" + port, null);
    }

    /**
     * Waits until a {@code georc serve} process prints the port it listens on.
     *
     * @param server the process
     * @param log    the file its standard error goes to
     * @return the port
     */
    static int awaitListening(Process server, java.nio.file.Path log) throws IOException, InterruptedException {
        java.util.regex.Pattern listening = java.util.regex.Pattern.compile("listening on http://127\\.0\\.0\\.1:(\\d+)");
        while (true) {
            java.util.regex.Matcher m = listening.matcher(java.nio.file.Files.readString(log));
            if (m.find()) {
                return Integer.parseInt(m.group(1));
            }
            if (!server.isAlive()) {
                throw new IllegalStateException("the server stopped:\n" + java.nio.file.Files.readString(log));
            }
            Thread.sleep(100);
        }
    }

    Http withToken(String t) {
        return new Http(base, t, client);
    }

    Answer post(String path, String body) {
        return postAsync(path, body).join();
    }

    CompletableFuture<Answer> postAsync(String path, String body) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        return send(b);
    }

    Answer get(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET()).join();
    }

    private CompletableFuture<Answer> send(HttpRequest.Builder b) {
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        return client.sendAsync(b.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8))
                .thenApply(r -> {
                    JsonNode json = null;
                    try {
                        json = JsonLines.readTree(r.body());
                    } catch (IOException e) {
                        // not JSON (the metrics text)
                    }
                    return new Answer(r.statusCode(), r.headers().firstValue("Retry-After").orElse(null), r.body(),
                            json, r.headers().firstValue("Connection").orElse(null));
                });
    }
}
