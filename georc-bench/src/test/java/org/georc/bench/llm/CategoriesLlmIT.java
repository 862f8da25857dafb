package org.georc.bench.llm;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.georc.bench.cli.GeorcCommand;
import org.georc.core.categories.Category;
import org.georc.core.categories.CategoryRow;
import org.georc.core.categories.CategoryRows;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code georc categories --categoriser llm} end to end against the local OpenAI-compatible test server. */
class CategoriesLlmIT {
    @TempDir
    Path dir;

    static String[] run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = GeorcCommand.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new String[] {Integer.toString(code), out.toString(), err.toString()};
    }

    static String statement(JsonNode body) {
        String user = body.get("messages").get(1).get("content").asText();
        return user.substring(user.indexOf("<statement>") + 11, user.indexOf("</statement>")).strip();
    }

    @Test
    void labelsThroughTheServerRecordsAnUnreadableAnswerAndRetriesItOnRequest() throws Exception {
        AtomicBoolean fixed = new AtomicBoolean();
        try (ChatServer server = new ChatServer(null, 0, body -> {
            String s = statement(body);
            assertThat(body.get("messages").get(0).get("content").asText()).contains("scene-attribute categories");
            if (s.contains("Cyrillic")) {
                return "```json\n{\"categories\": [\"language\", \"infrastructure\"]}\n```";
            }
            if (s.contains("dunes") && !fixed.get()) {
                return "{\"categories\": [\"sand\"]}";
            }
            return "{\"categories\": [\"terrain\"]}";
        })) {
            Path refs = dir.resolve("r.jsonl");
            Files.writeString(refs, "{\"id\": \"a\", \"chain\": \"- Signs in Cyrillic script.\\n- Big sand dunes by the road.\"}\n"
                    + "{\"id\": \"b\", \"chain\": \"- Steep mountains and a fjord.\\nConclusion: Norway\"}\n");
            Path out = dir.resolve("cat.jsonl");
            String[] args = {"categories", "--references", refs.toString(), "--output", out.toString(),
                "--categoriser", "llm", "--endpoint", server.url(), "--model", "test-model", "--retries", "1"};
            String[] r = run(args);
            assertThat(r[0]).as(r[2]).isEqualTo("3");
            assertThat(r[2]).contains("statement 1").contains("unreadable answer after 2 attempt(s)");
            List<CategoryRow> rows = CategoryRows.read(out, false).list();
            assertThat(rows).hasSize(3);
            assertThat(rows.get(0).categories()).containsExactly(Category.LANGUAGE, Category.INFRASTRUCTURE);
            assertThat(rows.get(1).isFailure()).isTrue();
            assertThat(rows.get(2).categories()).containsExactly(Category.TERRAIN);
            assertThat(Files.readString(out)).contains("\"categories_error\":").contains("\"prompt_version\":\"v1\"")
                    .contains("\"categoriser_model\":\"test-model\"");

            int asked = server.seen.size();
            String[] again = run(args);
            assertThat(again[0]).as(again[2]).isEqualTo("3");
            assertThat(server.seen).hasSize(asked); // nothing asked again without --retry-failed

            fixed.set(true);
            String[] retried = run(append(args, "--retry-failed"));
            assertThat(retried[0]).as(retried[2]).isEqualTo("0");
            assertThat(server.seen).hasSize(asked + 1);
            assertThat(CategoryRows.read(out, false).list()).hasSize(3).noneMatch(CategoryRow::isFailure);
        }
    }

    static String[] append(String[] a, String extra) {
        String[] b = java.util.Arrays.copyOf(a, a.length + 1);
        b[a.length] = extra;
        return b;
    }
}
