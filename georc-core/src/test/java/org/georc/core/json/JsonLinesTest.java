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
}
