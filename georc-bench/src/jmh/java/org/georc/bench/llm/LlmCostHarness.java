package org.georc.bench.llm;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import org.georc.bench.cli.GeorcCommand;
import org.georc.core.json.JsonLines;
import org.georc.core.scorefile.ScoreLines;
import org.georc.core.scorefile.ScoreRecord;

/**
 * Measures what the LLM judges send and receive per chain pair: prompt (prefill) and completion
 * (decode) tokens, counted with a real tokenizer by a local test server, and how much of each
 * pair's prompts is a prefix shared with an earlier request (what a prefix cache can reuse).
 *
 * <p>Runs {@code georc score} in-process for one-to-all (with and without reasons), keypoints and
 * vlm (with and without reasons) over the sample data, one request at a time, so the server sees
 * each pair's requests together. Answers are stand-ins written by the server (see
 * {@link #answer}), so completion counts are those of answers of that shape, not of a real judge.
 *
 * <pre>
 * java -cp "$B" org.georc.bench.llm.LlmCostHarness TOKENIZER.json [REFERENCES CANDIDATES] &gt; docs/llm-cost.txt
 * </pre>
 */
public final class LlmCostHarness {
    /** vLLM's default KV block: its prefix cache reuses whole blocks only. */
    static final int BLOCK = 16;
    /** The assumed photo size for the vlm judge (GeoRC's image size is not known here). */
    static final int IMAGE_W = 1024;
    static final int IMAGE_H = 768;

    private LlmCostHarness() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 1) {
            System.err.println("usage: LlmCostHarness TOKENIZER.json [REFERENCES.jsonl CANDIDATES.jsonl]");
            System.exit(2);
        }
        Path tokenizer = Path.of(args[0]);
        Path refs = Path.of(args.length > 1 ? args[1] : "examples/data/references.jsonl");
        Path cands = Path.of(args.length > 2 ? args[2] : "examples/data/candidates.jsonl");
        Path work = Files.createTempDirectory("llm-cost");
        Path refsWithImages = withImages(refs, work);
        System.out.println("# Tokens per chain pair sent to and received from the LLM judges");
        System.out.printf(Locale.ROOT, "# tokenizer: %s (sha256 %s), counted on the ChatML rendering of each request%n",
                tokenizer.getFileName(), sha256(tokenizer));
        System.out.printf(Locale.ROOT, "# data: %s x %s; vlm photos: %dx%d PNG (%d image tokens by Qwen2.5-VL's "
                + "smart_resize)%n", refs, cands, IMAGE_W, IMAGE_H, ChatServer.imageTokens(IMAGE_H, IMAGE_W));
        System.out.println("# stand-in answers: reasons of 3/4 of each prompt's word cap (15 of 20, 11 of 15, 19 of 25); "
                + "bare answers hold only the number(s)");
        System.out.printf(Locale.ROOT, "# shared = tokens of a request that start like an earlier request of the same pair "
                + "(pair) or of the whole run (run); block = the same, rounded down to %d-token blocks%n", BLOCK);
        System.out.println();
        System.out.println("| judge | pairs | requests/pair | prompt tokens/pair | completion tokens/pair | shared (pair) |"
                + " shared (pair, block) | shared (run, block) | prompt tokens left to run/pair (run, block) |"
                + " shared (pair), image after text |");
        System.out.println("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        try (ChatServer server = new ChatServer(tokenizer, 0, LlmCostHarness::answer)) {
            run(server, "one-to-all", List.of(), refs, cands, work);
            run(server, "one-to-all", List.of("--option", "reasons=false"), refs, cands, work);
            run(server, "keypoints", List.of(), refs, cands, work);
            run(server, "vlm", List.of(), refsWithImages, cands, work);
            run(server, "vlm", List.of("--option", "reasons=false"), refsWithImages, cands, work);
        }
    }

    private static void run(ChatServer server, String judge, List<String> extra, Path refs, Path cands, Path work)
            throws Exception {
        server.resetWindow();
        Path out = work.resolve(judge + extra.size() + ".jsonl");
        List<String> args = new ArrayList<>(List.of("score", "--judge", judge, "--references", refs.toString(),
                "--candidates", cands.toString(), "--output", out.toString(), "--endpoint", server.url(), "--model",
                "judge", "--threads", "1", "--max-concurrency", "1", "--no-flags", "--quiet"));
        args.addAll(extra);
        StringWriter err = new StringWriter();
        int code = GeorcCommand.run(args.toArray(String[]::new), new PrintWriter(new StringWriter()),
                new PrintWriter(err));
        if (code != 0) {
            throw new IllegalStateException(judge + " exited " + code + ":\n" + err);
        }
        List<ScoreRecord> rows = ScoreLines.read(out);
        List<ChatServer.Seen> seen = new ArrayList<>(server.seen);
        long fromRows = 0;
        long promptFromRows = 0;
        for (ScoreRecord r : rows) {
            JsonNode u = r.extra().get("usage");
            fromRows += u == null ? 0 : u.get("requests").asLong();
            promptFromRows += u == null ? 0 : u.get("prompt_tokens").asLong();
        }
        long promptSeen = seen.stream().mapToLong(ChatServer.Seen::promptTokens).sum();
        if (fromRows != seen.size() || promptFromRows != promptSeen) {
            throw new IllegalStateException(judge + ": rows record " + fromRows + " requests / " + promptFromRows
                    + " prompt tokens, the server saw " + seen.size() + " / " + promptSeen);
        }
        long prompt = 0;
        long completion = 0;
        long sharedPair = 0;
        long sharedPairBlock = 0;
        long sharedRunBlock = 0;
        long sharedPairImageLast = 0;
        int at = 0;
        for (ScoreRecord r : rows) {
            JsonNode u = r.extra().get("usage");
            int n = u == null ? 0 : u.get("requests").asInt();
            for (int i = at; i < at + n; i++) {
                long[] ids = seen.get(i).promptIds();
                int bestPair = 0;
                int bestImageLast = 0;
                for (int j = at; j < i; j++) {
                    bestPair = Math.max(bestPair, lcp(ids, seen.get(j).promptIds()));
                    bestImageLast = Math.max(bestImageLast, lcp(seen.get(i).imageLastIds(), seen.get(j).imageLastIds()));
                }
                sharedPairImageLast += bestImageLast;
                int bestRun = bestPair;
                for (int j = 0; j < at; j++) {
                    bestRun = Math.max(bestRun, lcp(ids, seen.get(j).promptIds()));
                }
                prompt += ids.length;
                completion += seen.get(i).completionTokens();
                sharedPair += bestPair;
                sharedPairBlock += bestPair / BLOCK * BLOCK;
                sharedRunBlock += bestRun / BLOCK * BLOCK;
            }
            at += n;
        }
        int pairs = rows.size();
        String label = judge + (extra.isEmpty() ? "" : " " + extra.get(1));
        System.out.printf(Locale.ROOT, "| %s | %d | %.1f | %.0f | %.1f | %.1f%% | %.1f%% | %.1f%% | %.0f | %.1f%% |%n", label,
                pairs, (double) seen.size() / pairs, (double) prompt / pairs, (double) completion / pairs,
                100.0 * sharedPair / prompt, 100.0 * sharedPairBlock / prompt, 100.0 * sharedRunBlock / prompt,
                (double) (prompt - sharedRunBlock) / pairs, 100.0 * sharedPairImageLast / prompt);
    }

    static int lcp(long[] a, long[] b) {
        int n = Math.min(a.length, b.length);
        int i = 0;
        while (i < n && a[i] == b[i]) {
            i++;
        }
        return i;
    }

    /** Stand-in answers of the shape each prompt asks for. */
    static String answer(JsonNode body) {
        JsonNode messages = body.get("messages");
        String system = messages.get(0).get("content").asText();
        JsonNode user = messages.get(1).get("content");
        boolean image = user.isArray();
        String text = image ? user.get(1).get("text").asText() : user.asText();
        boolean reasons = system.contains("\"reason\"");
        int h = Math.floorMod(text.hashCode(), 101);
        if (text.contains("<candidate_chain>")) {
            return "{\"precision\": " + h + ", \"recall\": " + (100 - h) + (reasons ? ", \"reason\": \""
                    + words(text, 19) + "\"" : "") + "}";
        }
        String statement = text.substring(text.lastIndexOf("<statement>") + 11, text.lastIndexOf("</statement>")).strip();
        if (image) {
            return "{\"verdict\": " + (h % 4 != 0) + (reasons ? ", \"reason\": \"" + words(statement, 11) + "\"" : "")
                    + "}";
        }
        if (text.contains("Write the key clauses")) {
            String[] w = statement.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} -]", " ").trim().split("\\s+");
            List<String> clauses = new ArrayList<>();
            for (int i = 0; i + 1 < w.length && clauses.size() < 3; i += 3) {
                clauses.add(String.join(" ", java.util.Arrays.copyOfRange(w, i, Math.min(w.length, i + 2))));
            }
            if (clauses.isEmpty()) {
                clauses.add(w[0]);
            }
            return "{\"clauses\": " + JsonLines.write(clauses.stream().map(com.fasterxml.jackson.databind.node.TextNode::valueOf).collect(JsonLines::array, com.fasterxml.jackson.databind.node.ArrayNode::add, com.fasterxml.jackson.databind.node.ArrayNode::addAll)) + "}";
        }
        return "{\"score\": " + h + (reasons ? ", \"reason\": \"" + words(statement, 15) + "\"" : "") + "}";
    }

    /** A reason of {@code n} words: the statement's own words, then filler words of a judge's kind. */
    private static String words(String from, int n) {
        String[] own = from.replaceAll("[^\\p{L}\\p{N} -]", " ").trim().split("\\s+");
        String[] filler = {"the", "chain", "cites", "this", "evidence", "with", "the", "same", "reasoning", "so",
            "support", "is", "partial", "and", "the", "logic", "matches", "only", "in", "part", "here", "too",
            "for", "this", "photo"};
        List<String> out = new ArrayList<>();
        for (int i = 0; out.size() < n; i++) {
            out.add(i < Math.min(own.length, n / 2) ? own[i] : filler[(i - Math.min(own.length, n / 2)) % filler.length]);
        }
        return String.join(" ", out);
    }

    /** Copies the references with an "image" per line: a generated PNG of the assumed size. */
    private static Path withImages(Path refs, Path work) throws Exception {
        Path dir = Files.createDirectories(work.resolve("img"));
        Path out = work.resolve("references-with-images.jsonl");
        List<String> lines = new ArrayList<>();
        int i = 0;
        for (String line : Files.readAllLines(refs)) {
            if (line.isBlank()) {
                continue;
            }
            ObjectNode o = (ObjectNode) JsonLines.readTree(line);
            java.awt.image.BufferedImage img = new java.awt.image.BufferedImage(IMAGE_W, IMAGE_H,
                    java.awt.image.BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = img.createGraphics();
            g.setColor(new java.awt.Color(40 + 20 * (i % 10), 120, 200 - 15 * (i % 10)));
            g.fillRect(0, 0, IMAGE_W, IMAGE_H);
            g.dispose();
            Path p = dir.resolve("photo" + i + ".png");
            javax.imageio.ImageIO.write(img, "png", p.toFile());
            o.put("image", "img/photo" + i + ".png");
            lines.add(JsonLines.write(o));
            i++;
        }
        Files.write(out, lines);
        return out;
    }

    private static String sha256(Path p) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p)));
    }
}
