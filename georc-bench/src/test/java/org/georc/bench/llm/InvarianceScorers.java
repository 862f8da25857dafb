package org.georc.bench.llm;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.scoring.ChainScorer;
import org.georc.judges.llm.http.OpenAiCompatibleModel;
import org.georc.judges.llm.judge.OneToAllJudge;

/**
 * The two judges the reading's invariance properties score with, made on first use: the embedding
 * judge (MiniLM) and one-to-all against a deterministic local test server whose "LLM" gives the
 * share of the statement's longer words that the chain holds. Each test class holds its own and
 * closes it after its container.
 */
final class InvarianceScorers implements AutoCloseable {
    /** Evidence lines and the same lines in a model's dress. */
    record Dressed(List<String> lines, String text) {
        String plain() {
            return String.join("\n", lines);
        }
    }

    private static final Pattern CHAIN = Pattern.compile("<chain>\\n(.*?)\\n</chain>", Pattern.DOTALL);
    private static final Pattern STATEMENT = Pattern.compile("<statement>\\n(.*?)\\n</statement>", Pattern.DOTALL);

    private ChainScorer embedding;
    private ChatServer server;
    private ChainScorer oneToAll;

    synchronized ChainScorer embedding() {
        if (embedding == null) {
            embedding = ChainScorer.byName("embedding");
        }
        return embedding;
    }

    synchronized ChainScorer oneToAll() throws Exception {
        if (oneToAll == null) {
            server = new ChatServer(null, 0, InvarianceScorers::answer);
            OpenAiCompatibleModel model = OpenAiCompatibleModel.builder().baseUrl(server.url()).model("m").build();
            oneToAll = ChainScorer.builder().judge(new OneToAllJudge(model, 0)).closeJudge(true).build();
        }
        return oneToAll;
    }

    @Override
    public synchronized void close() {
        if (embedding != null) {
            embedding.close();
            embedding = null;
        }
        if (oneToAll != null) {
            oneToAll.close();
            oneToAll = null;
        }
        if (server != null) {
            server.close();
            server = null;
        }
    }

    /** The test server's judge: the share of the statement's longer words that the chain holds. */
    static String answer(JsonNode body) {
        String user = "";
        for (JsonNode m : body.get("messages")) {
            if (m.get("role").asText().equals("user")) {
                user = m.get("content").asText();
            }
        }
        Matcher c = CHAIN.matcher(user);
        Matcher s = STATEMENT.matcher(user);
        if (!c.find() || !s.find()) {
            return "{\"reason\": \"no fenced chain\", \"score\": 0}";
        }
        Set<String> chain = words(c.group(1));
        Set<String> statement = words(s.group(1));
        long shared = statement.stream().filter(chain::contains).count();
        long score = statement.isEmpty() ? 0 : Math.round(100.0 * shared / statement.size());
        return "{\"reason\": \"shared words\", \"score\": " + score + "}";
    }

    static Set<String> words(String text) {
        Set<String> out = new HashSet<>();
        for (String w : text.toLowerCase(Locale.ROOT).split("[^\\p{L}]+")) {
            if (w.length() >= 4) {
                out.add(w);
            }
        }
        return out;
    }

    /**
     * Asserts that the dressed text scores within 0.02 F1 of the plain lines against the reference.
     *
     * @return the dressed text as read
     */
    static ReasoningChain assertSameF1(ChainScorer scorer, String reference, String plainText, String dressedText) {
        ReasoningChain ref = ReasoningChain.parse(reference);
        double plain = scorer.score(ReasoningChain.parse(plainText), ref).f1();
        ReasoningChain dressed = ReasoningChain.parse(dressedText);
        double f1 = scorer.score(dressed, ref).f1();
        assertThat(f1).as("dressed:\n%s\nread as %s\nplain F1 %.4f", dressedText, dressed, plain)
                .isCloseTo(plain, org.assertj.core.data.Offset.offset(0.02));
        return dressed;
    }
}
