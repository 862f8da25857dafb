package org.georc.bench.serve;

import java.nio.ByteBuffer;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;
import org.georc.core.json.JsonLines;

/**
 * Jetty's own refusals (a malformed request line, headers or URI too long, a bad
 * {@code Content-Length}, an unsupported HTTP version) in the server's error format,
 * {@code {"error", "status"}} as JSON, whatever the client accepts: never Jetty's HTML page, and
 * never an exception's class or a stack.
 */
final class JsonErrors extends ErrorHandler {
    @Override
    protected void generateResponse(Request request, Response response, int code, String message, Throwable cause,
                                    Callback callback) {
        String text = message == null || message.contains("Exception") || message.contains("\tat ")
                ? HttpStatus.getMessage(code) : message;
        HttpProblem p = new HttpProblem(code, null, text);
        byte[] bytes = JsonLines.writeBytes(ScoreServer.problemJson(p));
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, bytes.length);
        response.write(true, ByteBuffer.wrap(bytes), callback);
    }
}
