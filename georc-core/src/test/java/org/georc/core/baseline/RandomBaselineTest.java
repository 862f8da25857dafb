package org.georc.core.baseline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.georc.core.InvalidInputException;
import org.georc.core.inputs.InputReader;
import org.georc.core.inputs.Inputs;
import org.georc.core.json.JsonLines;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RandomBaselineTest {
    @TempDir
    Path dir;

    private Inputs inputs(String... candidateLines) throws Exception {
        Path refs = Files.writeString(dir.resolve("r.jsonl"), String.join("\n",
                "{\"id\":\"at\",\"chain\":\"- White posts.\",\"country\":\"Austria\"}",
                "{\"id\":\"ke\",\"chain\":\"- Red soil.\",\"country\":\"Kenya\"}",
                "{\"id\":\"ke2\",\"chain\":\"- Acacia trees.\",\"country\":\"Kenya\"}") + "\n");
        Path cands = Files.writeString(dir.resolve("c.jsonl"), String.join("\n", candidateLines) + "\n");
        return InputReader.builder().build().read(refs, List.of(cands));
    }

    @Test
    void everyLocationGetsTheChainOfALocationInAnotherCountry() throws Exception {
        Inputs in = inputs("{\"id\":\"at\",\"model\":\"hallucinated\",\"chain\":\"- Alpine barns.\"}",
                "{\"id\":\"ke\",\"model\":\"hallucinated\",\"chain\":\"- Matatu buses.\"}",
                "{\"id\":\"ke2\",\"model\":\"hallucinated\",\"chain\":\"- Savanna grass.\"}");
        Path out = dir.resolve("random.jsonl");
        List<String> messages = new ArrayList<>();
        int n = RandomBaseline.builder().seed(5).messages(messages::add).build().write(in, out, null);
        assertThat(n).isEqualTo(3);
        List<JsonNode> lines = new ArrayList<>();
        for (String l : Files.readAllLines(out)) {
            lines.add(JsonLines.readTree(l));
        }
        assertThat(lines).extracting(l -> l.get("model").asText()).containsOnly("random-hallucinated");
        for (JsonNode l : lines) {
            boolean kenyan = l.get("id").asText().startsWith("ke");
            assertThat(l.get("chain_from").asText().startsWith("ke")).as(l.toString()).isNotEqualTo(kenyan);
        }
        assertThat(messages.get(messages.size() - 1)).startsWith("wrote 3 random-hallucinated candidate(s)");
        assertThat(RandomBaseline.builder().seed(5).build().write(in, dir.resolve("again.jsonl"), null)).isEqualTo(3);
        assertThat(Files.readString(dir.resolve("again.jsonl"))).isEqualTo(Files.readString(out));
    }

    @Test
    void oneSourceChainIsNotEnough() throws Exception {
        Inputs in = inputs("{\"id\":\"at\",\"model\":\"hallucinated\",\"chain\":\"- Alpine barns.\"}",
                "{\"id\":\"ke\",\"model\":\"other\",\"chain\":\"- Matatu buses.\"}");
        assertThatThrownBy(() -> RandomBaseline.builder().build().write(in, dir.resolve("o.jsonl"), null))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("found 1 (models present: [hallucinated, other])");
        assertThat(dir.resolve("o.jsonl")).doesNotExist();
    }
}
