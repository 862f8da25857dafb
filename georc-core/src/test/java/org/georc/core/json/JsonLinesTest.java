package org.georc.core.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The JSON helpers every reader and writer of the library goes through. */
class JsonLinesTest {
    @TempDir
    Path dir;

    @Test
    void aTreeIsWrittenOnOneLineAndReadBack() throws Exception {
        ObjectNode o = JsonLines.object();
        o.put("id", "a\nb \"quoted\"");
        o.set("scores", JsonLines.array().add(0.5).add(1));
        String line = JsonLines.write(o);
        assertThat(line).doesNotContain("\n").isEqualTo("{\"id\":\"a\\nb \\\"quoted\\\"\",\"scores\":[0.5,1]}");
        assertThat(JsonLines.readTree(line)).isEqualTo(o);
        assertThat(JsonLines.writeBytes(o)).isEqualTo(line.getBytes(StandardCharsets.UTF_8));
        assertThat(JsonLines.readTree(line.getBytes(StandardCharsets.UTF_8))).isEqualTo(o);
        assertThat(JsonLines.writePretty(o)).contains("\n").contains("\"scores\"");
    }

    @Test
    void quoteMakesAJsonStringLiteral() throws Exception {
        assertThat(JsonLines.quote("say \"hi\"\t\u00e9")).isEqualTo("\"say \\\"hi\\\"\\t\u00e9\"");
        assertThat(JsonLines.readTree(JsonLines.quote("x\ny")).asText()).isEqualTo("x\ny");
        assertThat(JsonLines.quote(null)).isEqualTo("null");
        assertThat(JsonLines.quote("")).isEqualTo("\"\"");
    }

    @Test
    void aFieldGivenTwiceIsRefusedEverywhere() throws Exception {
        String twice = "{\"score\": 1, \"score\": 0}";
        assertThatThrownBy(() -> JsonLines.readTree(twice)).isInstanceOf(JsonProcessingException.class)
                .hasMessageContaining("Duplicate field 'score'");
        assertThatThrownBy(() -> JsonLines.readTree(twice.getBytes(StandardCharsets.UTF_8)))
                .hasMessageContaining("Duplicate field");
        Path f = Files.writeString(dir.resolve("config.json"), twice);
        assertThatThrownBy(() -> JsonLines.readTree(f)).hasMessageContaining("Duplicate field");
        char[] c = twice.toCharArray();
        assertThatThrownBy(() -> JsonLines.readFirst(c, 0, c.length)).hasMessageContaining("Duplicate field");
    }

    @Test
    void readFirstTakesTheValueAtTheOffsetAndIgnoresWhatFollows() throws Exception {
        char[] c = "The answer: {\"score\": 80} and {\"score\": 10}".toCharArray();
        int at = new String(c).indexOf('{');
        JsonNode n = JsonLines.readFirst(c, at, c.length - at);
        assertThat(n.get("score").asInt()).isEqualTo(80);
        assertThatThrownBy(() -> JsonLines.readFirst(c, 0, c.length)).isInstanceOf(IOException.class);
        char[] empty = new char[0];
        assertThat(JsonLines.readFirst(empty, 0, 0)).isNull();
    }

    @Test
    void theGeneratorStreamsUtf8() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (var g = JsonLines.generator(out)) {
            g.writeStartObject();
            g.writeStringField("text", "Zürich");
            g.writeEndObject();
        }
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("{\"text\":\"Zürich\"}");
    }

    @Test
    void noObjectMapperIsPublic() {
        assertThat(Arrays.stream(JsonLines.class.getDeclaredFields())
                .filter(f -> Modifier.isPublic(f.getModifiers()))
                .map(Field::getType)).noneMatch(t -> com.fasterxml.jackson.databind.ObjectMapper.class.isAssignableFrom(t));
    }

    @Test
    void aSecondValueOnALineIsRefusedWithItsLineAndColumn() throws Exception {
        // `cat a.jsonl b.jsonl` where a.jsonl lacks its final line break: two records on one line
        String a = "{\"id\":\"a\",\"chain\":\"x\"}";
        Path f = Files.writeString(dir.resolve("joined.jsonl"), "{\"id\":\"z\",\"chain\":\"y\"}\n" + a
                + "{\"id\":\"b\",\"chain\":\"y\"}\n");
        assertThatThrownBy(() -> JsonLines.read(f, rec -> rec)).isInstanceOf(org.georc.core.InvalidInputException.class)
                .hasMessageStartingWith(f + ":2:" + (a.length() + 1) + ": ")
                .hasMessageContaining("more than one JSON value on the line");
        for (String trailing : java.util.List.of("[1]", "2", "\"s\"", "}", "//", "x")) {
            Path g = Files.writeString(dir.resolve("t.jsonl"), a + " " + trailing + "\n");
            // Jackson places an unknown word (x) after it, every other value at its start
            int column = a.length() + (trailing.equals("x") ? 3 : 2);
            assertThatThrownBy(() -> JsonLines.read(g, rec -> rec)).as(trailing)
                    .hasMessageStartingWith(g + ":1:" + column + ": ");
        }
        Path spaces = Files.writeString(dir.resolve("s.jsonl"), a + " \t \r\n");
        assertThat(JsonLines.read(spaces, rec -> rec.requiredString("id"))).containsExactly("a");
    }

    @Test
    void everyTreeReaderRefusesTrailingValuesAndOnlyReadFirstIgnoresThem() throws Exception {
        String two = "{\"pairs\":[1]} {\"pairs\":[2]}";
        assertThatThrownBy(() -> JsonLines.readTree(two)).isInstanceOf(JsonProcessingException.class)
                .satisfies(e -> assertThat(JsonLines.isTrailing((JsonProcessingException) e)).isTrue());
        assertThatThrownBy(() -> JsonLines.readTree(two.getBytes(StandardCharsets.UTF_8)))
                .satisfies(e -> assertThat(JsonLines.isTrailing((JsonProcessingException) e)).isTrue());
        Path f = Files.writeString(dir.resolve("config.json"), "{\"a\": 1}\n{\"a\": 2}\n");
        assertThatThrownBy(() -> JsonLines.readTree(f)).isInstanceOf(JsonProcessingException.class);
        char[] c = two.toCharArray();
        assertThat(JsonLines.readFirst(c, 0, c.length).get("pairs").get(0).asInt()).isEqualTo(1);
        assertThat(JsonLines.readFirstWithEnd(c, 0, c.length).consumed()).isEqualTo(two.indexOf('}') + 1);
    }

    @Test
    void aLineWithoutEndIsReadOnlyUpToTheBound() throws Exception {
        // /dev/zero, or a huge one-line file: the reader stops at the bound with file:line, and holds no more
        java.io.InputStream zeros = new java.io.InputStream() {
            long served;

            @Override
            public int read() {
                served++;
                return 0;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                java.util.Arrays.fill(b, off, off + len, (byte) 0);
                served += len;
                return len;
            }
        };
        try (BoundedLines lines = BoundedLines.text(Path.of("zeros"), zeros, 1 << 20)) {
            assertThatThrownBy(lines::advance).isInstanceOf(org.georc.core.InvalidInputException.class)
                    .hasMessageStartingWith("zeros:1: ").hasMessageContaining("runs past 1.0 MiB without a line break")
                    .as("the library names its Java setting, never the command line's option")
                    .hasMessageContaining("the chain limit, `maxChainChars`:").hasMessageNotContaining("--");
        }
        Path big = Files.writeString(dir.resolve("big.jsonl"), "{\"id\":\"a\"}\n{\"chain\":\"" + "x".repeat(3000) + "\"}\n");
        assertThatThrownBy(() -> JsonLines.read(big, 1000, rec -> rec)).hasMessageStartingWith(big + ":2: ")
                .hasMessageContaining("`maxChainChars`").hasMessageNotContaining("--max-chain-chars");
        assertThat(JsonLines.read(big, 4000, rec -> rec)).hasSize(2);
        assertThat(BoundedLines.forChainLimit(100_000)).isEqualTo(BoundedLines.DEFAULT_MAX_LINE_BYTES)
                .isEqualTo(600_000 + BoundedLines.HEADROOM_BYTES);
    }

    @Test
    void linesBreakAsReadLineBreaksThemAndRowsKeepExactOffsets() throws Exception {
        byte[] text = "a\r\nb\rc\n\nd".getBytes(StandardCharsets.UTF_8);
        java.util.List<String> got = new java.util.ArrayList<>();
        try (BoundedLines lines = BoundedLines.text(null, new java.io.ByteArrayInputStream(text), 100)) {
            String l;
            while ((l = lines.next()) != null) {
                got.add(l + "@" + lines.lineNumber() + (lines.terminated() ? "" : "!"));
            }
        }
        assertThat(got).containsExactly("a@1", "b@2", "c@3", "@4", "d@5!");
        try (BoundedLines rows = BoundedLines.rows(null, new java.io.ByteArrayInputStream(text), 100)) {
            assertThat(rows.advance()).isTrue();
            assertThat(rows.text()).isEqualTo("a\r");
            assertThat(rows.advance()).isTrue();
            assertThat(rows.text()).isEqualTo("b\rc");
            assertThat(rows.start()).isEqualTo(3);
        }
        byte[] bad = {'{', (byte) 0xff, '}', '\n'};
        try (BoundedLines lines = BoundedLines.text(Path.of("f"), new java.io.ByteArrayInputStream(bad), 100)) {
            assertThatThrownBy(lines::next).hasMessage("f:1: not valid UTF-8");
        }
    }
}
