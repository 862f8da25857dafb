package org.georc.bench.serve;

import java.nio.ByteBuffer;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.georc.core.json.JsonLines;

/**
 * The scoring endpoints, in front of the rest of the server (Javalin: {@code /healthz},
 * {@code /metrics}): {@code POST /v1/score} and {@code POST /get_reward} are served by a
 * {@link ScoringExchange} each, asynchronously, so neither a slow upload nor a long wait for scores
 * holds a server thread; another method on those paths is a 405; every other path goes on.
 */
final class ScoringHandler extends Handler.Wrapper {
    private final ScoreServer server;

    ScoringHandler(ScoreServer server) {
        this.server = server;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        String endpoint = endpoint(Request.getPathInContext(request));
        if (endpoint == null) {
            return super.handle(request, response, callback);
        }
        if (!"POST".equals(request.getMethod())) {
            HttpProblem p = new HttpProblem(405, null, request.getMethod() + " is not allowed here: use POST");
            byte[] bytes = JsonLines.writeBytes(ScoreServer.problemJson(p));
            response.setStatus(405);
            response.getHeaders().put(HttpHeader.ALLOW, "POST");
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
            response.getHeaders().put(HttpHeader.CONTENT_LENGTH, bytes.length);
            response.write(true, ByteBuffer.wrap(bytes), callback);
            return true;
        }
        new ScoringExchange(server, endpoint, request, response, callback).begin();
        return true;
    }

    /** @return "score", "get_reward", or null for another path (a trailing slash is ignored, as Javalin does) */
    private static String endpoint(String path) {
        if (path == null) {
            return null;
        }
        String p = path.length() > 1 && path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
        return switch (p) {
            case "/v1/score" -> "score";
            case "/get_reward" -> "get_reward";
            default -> null;
        };
    }
}
