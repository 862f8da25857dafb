package org.georc.bench.serve;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * A bare HTTP/1.1 connection for the server's tests: what no well-behaved client sends (a body
 * that drips in, a request line Jetty refuses, a client that hangs up), and the answer as bytes.
 */
final class Raw implements AutoCloseable {
    /** An answer: its status, one header looked up by name, its body. */
    record Answer(int status, String head, String body) {
        String header(String name) {
            for (String line : head.split("\r\n")) {
                int colon = line.indexOf(':');
                if (colon > 0 && line.substring(0, colon).trim().equalsIgnoreCase(name)) {
                    return line.substring(colon + 1).trim();
                }
            }
            return null;
        }
    }

    private final Socket socket;
    private final OutputStream out;

    Raw(int port) throws IOException {
        socket = new Socket("127.0.0.1", port);
        out = socket.getOutputStream();
    }

    Raw send(String text) throws IOException {
        return send(text.getBytes(StandardCharsets.UTF_8));
    }

    Raw send(byte[] bytes) throws IOException {
        out.write(bytes);
        out.flush();
        return this;
    }

    /** Sends the head of a POST that declares {@code length} bytes of body. */
    Raw post(String path, long length) throws IOException {
        return send("POST " + path + " HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: "
                + length + "\r\n\r\n");
    }

    /** Sends a whole POST with a JSON body. */
    Raw post(String path, String json) throws IOException {
        byte[] body = json.getBytes(StandardCharsets.UTF_8);
        post(path, body.length);
        return send(body);
    }

    /**
     * @param timeoutMs how long to wait for it
     * @return the answer: its head and as much body as its Content-Length says (or until closed)
     */
    Answer read(int timeoutMs) throws IOException {
        socket.setSoTimeout(timeoutMs);
        InputStream in = socket.getInputStream();
        ByteArrayOutputStream got = new ByteArrayOutputStream();
        int headEnd = -1;
        long want = -1;
        byte[] buf = new byte[8192];
        try {
            while (true) {
                if (headEnd >= 0 && want >= 0 && got.size() - headEnd >= want) {
                    break;
                }
                int n = in.read(buf);
                if (n < 0) {
                    break;
                }
                got.write(buf, 0, n);
                if (headEnd < 0) {
                    String s = got.toString(StandardCharsets.ISO_8859_1);
                    int i = s.indexOf("\r\n\r\n");
                    if (i >= 0) {
                        headEnd = i + 4;
                        String len = new Answer(0, s.substring(0, i), "").header("Content-Length");
                        want = len == null ? -1 : Long.parseLong(len);
                    }
                }
            }
        } catch (SocketTimeoutException e) {
            if (headEnd < 0) {
                throw e;
            }
        }
        String all = got.toString(StandardCharsets.UTF_8);
        int i = all.indexOf("\r\n\r\n");
        if (i < 0) {
            throw new IOException("no HTTP answer: \"" + all + "\"");
        }
        String head = all.substring(0, i);
        int status = Integer.parseInt(head.split(" ")[1].toLowerCase(Locale.ROOT).trim());
        return new Answer(status, head, all.substring(i + 4));
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
