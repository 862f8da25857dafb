package org.georc.bench.llm;

import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.georc.core.json.JsonLines;

/**
 * A local OpenAI-compatible chat-completions server for the measurement harnesses (loopback
 * only, stopped by its owner). It answers with text a function writes from the request, can
 * sleep a fixed time per request (a stand-in for a model's latency), tracks how many requests
 * are in flight, and, given a Hugging Face {@code tokenizer.json}, reports {@code usage} counted
 * with that tokenizer on the ChatML rendering of the messages:
 * {@code <|im_start|>ROLE\nCONTENT<|im_end|>\n} per message, then {@code <|im_start|>assistant\n}.
 * An image part counts as Qwen2.5-VL counts it: {@code <|vision_start|>}, one
 * {@code <|image_pad|>} per 28x28 pixels of the image resized to multiples of 28 (the
 * {@code smart_resize} rule with its default pixel bounds), {@code <|vision_end|>}. Completion
 * tokens are the answer's tokens plus one for the end-of-turn token a server stops on.
 */
final class ChatServer implements AutoCloseable {
    static {
        // the JDK server delays small responses (Nagle) unless told not to; set before its first use
        System.setProperty("sun.net.httpserver.nodelay", "true");
    }

    /** One request as the server saw it. */
    record Seen(long[] promptIds, long[] imageLastIds, int promptTokens, int completionTokens, String answer,
                JsonNode body) {
    }

    private final HttpServer server;
    private final HuggingFaceTokenizer tokenizer;
    final List<Seen> seen = new CopyOnWriteArrayList<>();
    private final AtomicInteger inFlight = new AtomicInteger();
    final AtomicInteger maxInFlight = new AtomicInteger();
    /** Integral of requests in flight over time, in request-nanoseconds, and when counting started. */
    private long inFlightArea;
    private long lastChange = System.nanoTime();
    private long started = System.nanoTime();

    /**
     * @param tokenizerJson a tokenizer.json to count tokens with, or null for no usage
     * @param sleepMillis   time each request takes
     * @param answer        the answer text for a request body
     */
    ChatServer(Path tokenizerJson, long sleepMillis, Function<JsonNode, String> answer) throws IOException {
        this.tokenizer = tokenizerJson == null ? null : HuggingFaceTokenizer.newInstance(tokenizerJson,
                Map.of("addSpecialTokens", "false", "truncation", "false", "padding", "false"));
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 256);
        server.createContext("/v1/chat/completions", ex -> {
            enter();
            try {
                JsonNode body = JsonLines.readTree(ex.getRequestBody().readAllBytes());
                if (sleepMillis > 0) {
                    Thread.sleep(sleepMillis);
                }
                String text = answer.apply(body);
                ObjectNode reply = JsonLines.object();
                reply.putArray("choices").addObject().putObject("message").put("role", "assistant").put("content", text);
                if (tokenizer != null) {
                    long[] ids = promptIds(body.get("messages"), false);
                    int completion = tokenizer.encode(text, false, false).getIds().length + 1;
                    seen.add(new Seen(ids, promptIds(body.get("messages"), true), ids.length, completion, text, body));
                    reply.putObject("usage").put("prompt_tokens", ids.length).put("completion_tokens", completion)
                            .put("total_tokens", ids.length + completion);
                } else {
                    seen.add(new Seen(null, null, 0, 0, text, null));
                }
                byte[] b = JsonLines.writeBytes(reply);
                ex.getResponseHeaders().add("Content-Type", "application/json");
                ex.sendResponseHeaders(200, b.length);
                ex.getResponseBody().write(b);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (RuntimeException e) {
                byte[] b = ("{\"error\": \"" + e.getClass().getSimpleName() + "\"}").getBytes(StandardCharsets.UTF_8);
                ex.sendResponseHeaders(500, b.length);
                ex.getResponseBody().write(b);
            } finally {
                leave();
                ex.close();
            }
        });
        server.setExecutor(Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "chat-server");
            t.setDaemon(true);
            return t;
        }));
        server.start();
    }

    /** @return the base URL, http://127.0.0.1:PORT/v1 */
    String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
    }

    private synchronized void enter() {
        account();
        maxInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
    }

    private synchronized void leave() {
        account();
        inFlight.decrementAndGet();
    }

    private void account() {
        long now = System.nanoTime();
        inFlightArea += inFlight.get() * (now - lastChange);
        lastChange = now;
    }

    /** Starts a new measurement window for {@link #meanInFlight()} and the maximum. */
    synchronized void resetWindow() {
        account();
        inFlightArea = 0;
        started = System.nanoTime();
        maxInFlight.set(inFlight.get());
        seen.clear();
    }

    /** @return mean requests in flight since the window started */
    synchronized double meanInFlight() {
        account();
        long span = System.nanoTime() - started;
        return span == 0 ? 0 : (double) inFlightArea / span;
    }

    /**
     * The token ids of the ChatML rendering; an image becomes pseudo-ids that are equal for equal
     * images. {@code imageLast}: as if each message's image came after its text (the layout before
     * prompt caching was considered), for comparison.
     */
    private long[] promptIds(JsonNode messages, boolean imageLast) {
        List<Long> ids = new ArrayList<>();
        for (JsonNode m : messages) {
            add(ids, "<|im_start|>" + m.get("role").asText() + "\n");
            JsonNode c = m.get("content");
            if (c.isArray()) {
                List<JsonNode> parts = new ArrayList<>();
                c.forEach(parts::add);
                if (imageLast) {
                    parts.sort(java.util.Comparator.comparing(part -> part.has("image_url")));
                }
                for (JsonNode part : parts) {
                    if (part.has("image_url")) {
                        String url = part.get("image_url").get("url").asText();
                        int n = imageTokens(url);
                        add(ids, "<|vision_start|>");
                        long tag = -2 - (url.hashCode() & 0x7fffffffL); // same image, same ids
                        for (int i = 0; i < n; i++) {
                            ids.add(tag);
                        }
                        add(ids, "<|vision_end|>");
                    } else {
                        add(ids, part.get("text").asText());
                    }
                }
            } else {
                add(ids, c.asText());
            }
            add(ids, "<|im_end|>\n");
        }
        add(ids, "<|im_start|>assistant\n");
        return ids.stream().mapToLong(Long::longValue).toArray();
    }

    private void add(List<Long> ids, String text) {
        for (long id : tokenizer.encode(text, false, false).getIds()) {
            ids.add(id);
        }
    }

    /** Qwen2.5-VL's image token count for a data URL: smart_resize to multiples of 28, one token per 28x28. */
    static int imageTokens(String dataUrl) {
        byte[] bytes = Base64.getDecoder().decode(dataUrl.substring(dataUrl.indexOf(',') + 1));
        java.awt.image.BufferedImage img;
        try {
            img = javax.imageio.ImageIO.read(new ByteArrayInputStream(bytes));
        } catch (IOException e) {
            throw new IllegalArgumentException("unreadable image", e);
        }
        return imageTokens(img.getHeight(), img.getWidth());
    }

    /** smart_resize (factor 28, min 4*28*28, max 16384*28*28 pixels) and the resulting token count. */
    static int imageTokens(int height, int width) {
        final int factor = 28;
        final double minPixels = 4 * 28 * 28;
        final double maxPixels = 16384 * 28 * 28;
        double h = Math.max(factor, Math.round((double) height / factor) * factor);
        double w = Math.max(factor, Math.round((double) width / factor) * factor);
        if (h * w > maxPixels) {
            double beta = Math.sqrt((double) height * width / maxPixels);
            h = Math.floor(height / beta / factor) * factor;
            w = Math.floor(width / beta / factor) * factor;
        } else if (h * w < minPixels) {
            double beta = Math.sqrt(minPixels / ((double) height * width));
            h = Math.ceil(height * beta / factor) * factor;
            w = Math.ceil(width * beta / factor) * factor;
        }
        return (int) ((h / factor) * (w / factor));
    }

    @Override
    public void close() {
        server.stop(0);
        if (tokenizer != null) {
            tokenizer.close();
        }
    }
}
