package org.georc.judges.crossencoder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The shipped cross-encoder gives, on ONNX Runtime with DJL's tokenizer, what the training
 * framework gave on the committed sample ({@code parity.jsonl}, written by train.py next to the
 * weights): the same token ids, and probabilities within 1e-4.
 */
class CrossEncoderParityIT {
    private static OnnxPairClassifier classifier;
    private static List<JsonNode> sample;

    @BeforeAll
    static void load() throws Exception {
        classifier = OnnxPairClassifier.builder().build();
        sample = new ArrayList<>();
        ObjectMapper json = new ObjectMapper();
        try (InputStream in = CrossEncoderParityIT.class.getClassLoader()
                .getResourceAsStream(CrossEncoderModel.RESOURCE_DIR + "parity.jsonl")) {
            assertThat(in).as("parity.jsonl in the weights module").isNotNull();
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) {
                if (!line.isBlank()) {
                    sample.add(json.readTree(line));
                }
            }
        }
        assertThat(sample).hasSizeGreaterThan(20);
    }

    @AfterAll
    static void close() {
        classifier.close();
    }

    @Test
    void theJavaSideFeedsTheModelTheTokenIdsTheTrainingScriptFed() {
        for (JsonNode row : sample) {
            long[][] in = classifier.inputs(row.get("a").asText(), row.get("b").asText());
            assertThat(in[0]).as("input ids of %s | %s", row.get("a"), row.get("b")).containsExactly(longs(row.get("input_ids")));
            assertThat(in[1]).as("token types of %s | %s", row.get("a"), row.get("b"))
                    .containsExactly(longs(row.get("token_type_ids")));
        }
    }

    @Test
    void onnxRuntimeGivesTheTrainingFrameworksProbabilitiesWithin1e4() {
        List<String> a = sample.stream().map(r -> r.get("a").asText()).toList();
        List<String> b = sample.stream().map(r -> r.get("b").asText()).toList();
        float[] p = classifier.classify(a, b);
        int k = classifier.labels().size();
        for (int i = 0; i < sample.size(); i++) {
            JsonNode expected = sample.get(i).get("probabilities");
            for (int l = 0; l < k; l++) {
                assertThat((double) p[i * k + l]).as("pair %d (%s), %s", i + 1, a.get(i), classifier.labels().get(l))
                        .isCloseTo(expected.get(l).asDouble(), within(1e-4));
            }
        }
    }

    private static long[] longs(JsonNode array) {
        long[] out = new long[array.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = array.get(i).asLong();
        }
        return out;
    }

    @Test
    void chainScorerByNameOpensTheShippedModelsTheJudgeRequires() {
        try (org.georc.core.scoring.ChainScorer scorer = org.georc.core.scoring.ChainScorer.byName("cross-encoder")) {
            org.georc.core.result.ChainScore s = scorer.score(
                    org.georc.core.chain.ReasoningChain.of("White bollards with a black cap line the road."),
                    org.georc.core.chain.ReasoningChain.of("The bollards are white with black caps.",
                            "Cars drive on the right."));
            assertThat(s.provenance().judge()).isEqualTo("cross-encoder");
            assertThat(s.precision()).as("the same clue, reworded").isGreaterThan(0.5);
            assertThat(s.recall()).as("the side of traffic is not in the candidate").isLessThan(s.precision());
        }
    }
}
