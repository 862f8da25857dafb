package org.georc.consumers.coreonly;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.gtpred.Coordinates;
import org.georc.core.gtpred.GtpredRecords.Prediction;
import org.georc.core.gtpred.GtpredRecords.Truth;
import org.georc.core.gtpred.GtpredScore;
import org.georc.core.gtpred.GtpredScorer;
import org.georc.core.gtpred.Location;
import org.georc.core.result.ChainScore;
import org.georc.core.scoring.ChainScorer;
import org.georc.core.spi.StatementJudge;
import org.georc.metrics.GtpredScoring.LocationMode;
import org.georc.metrics.YearInterval;
import org.junit.jupiter.api.Test;

/**
 * A project that depends on georc-core alone: no ONNX Runtime, tokenizer, weights or judges come
 * with it, its runtime dependencies weigh a few megabytes, and it scores GTPred answers and chains
 * (with a judge of its own).
 */
class CoreAloneTest {

    /** georc-core's runtime dependencies (and georc-core itself), as Maven resolved them. */
    static List<Path> runtimeClasspath() throws IOException {
        String file = System.getProperty("georc.runtimeClasspath.file");
        assertThat(file).as("system property georc.runtimeClasspath.file (set by this module's pom)").isNotNull();
        return Arrays.stream(Files.readString(Path.of(file)).trim().split(File.pathSeparator))
                .filter(s -> !s.isBlank()).map(s -> Path.of(s.trim())).toList();
    }

    @Test
    void noOnnxRuntimeTokenizerWeightsOrJudgesAreOnTheClassPath() throws Exception {
        for (String cls : List.of("ai.onnxruntime.OrtEnvironment", "ai.djl.huggingface.tokenizers.HuggingFaceTokenizer",
                "org.georc.judges.Georc", "dev.langchain4j.model.embedding.onnx.allminilml6v2.AllMiniLmL6V2EmbeddingModel")) {
            assertThatThrownBy(() -> Class.forName(cls)).as(cls).isInstanceOf(ClassNotFoundException.class);
        }
        assertThat(getClass().getClassLoader().getResource("all-minilm-l6-v2.onnx")).as("MiniLM weights").isNull();
        assertThat(System.getProperty("java.class.path").split(File.pathSeparator))
                .noneMatch(e -> e.matches(".*(onnxruntime|tokenizers|langchain4j|georc-judges).*"));
    }

    @Test
    void theRuntimeDependenciesWeighAFewMegabytes() throws Exception {
        List<Path> entries = runtimeClasspath();
        assertThat(entries).extracting(p -> p.toString())
                .anyMatch(s -> s.contains("georc-core")).anyMatch(s -> s.contains("georc-metrics"))
                .noneMatch(s -> s.matches(".*(onnxruntime|tokenizers|langchain4j|georc-judges|caffeine).*"));
        long bytes = 0;
        for (Path p : entries) {
            bytes += size(p);
        }
        System.out.printf("georc-core's runtime class path: %d entries, %.1f MB%n", entries.size(), bytes / 1e6);
        assertThat(bytes).as("bytes of georc-core and its runtime dependencies").isLessThan(10_000_000L);
    }

    private static long size(Path p) throws IOException {
        if (Files.isRegularFile(p)) {
            return Files.size(p);
        }
        try (Stream<Path> s = Files.walk(p)) {          // target/classes when the reactor stops before package
            return s.filter(Files::isRegularFile).mapToLong(f -> f.toFile().length()).sum();
        }
    }

    @Test
    void scoresAGtpredAnswerWithNoModel() {
        Truth truth = Truth.of("g1", YearInterval.of(1995), Location.of("France", "Île-de-France", "Paris", "Pont Neuf"))
                .withCoordinates(Coordinates.of(48.8575, 2.3413));
        Prediction guess = Prediction.of("g1", "me", "mid 1990s", Location.of("FR", null, "paris", null))
                .withCoordinates(Coordinates.of(48.8606, 2.3376));
        GtpredScore s = GtpredScorer.builder().locationMode(LocationMode.PAPER).build().score(truth, guess);
        // 1995 against "mid 1990s" = [1994, 1996]: IoU 1/3; country and city match: 0.2 + 0.3
        assertThat(s.yearScore()).isCloseTo(1.0 / 3, within(1e-9));
        assertThat(s.locationScore()).isCloseTo(0.5, within(1e-9));
        assertThat(s.distanceKm()).isBetween(0.3, 0.6);
        assertThat(s.toJson().get("id").asText()).isEqualTo("g1");
    }

    /** A judge of the consumer's own: credit 1 when the other chain holds the statement's first word. */
    static final class FirstWordJudge extends StatementJudge {
        FirstWordJudge() {
            super("first-word");
        }

        @Override
        protected Rating rate(Statement s) {
            String first = s.text().split("\\s+")[0].toLowerCase(java.util.Locale.ROOT);
            return Rating.of(s.otherText().toLowerCase(java.util.Locale.ROOT).contains(first) ? 1 : 0);
        }
    }

    @Test
    void scoresAChainPairWithAJudgeOfItsOwn() {
        try (ChainScorer scorer = ChainScorer.builder().judge(new FirstWordJudge()).closeJudge(true).build()) {
            ChainScore s = scorer.score(ReasoningChain.of("Bollards are white.", "Snow on the hills."),
                    ReasoningChain.of("White bollards line the road.", "Cars drive on the right."));
            // candidate: "bollards" found, "snow" not (P 1/2); reference: "white" found, "cars" not (R 1/2)
            assertThat(s.precision()).isEqualTo(0.5);
            assertThat(s.recall()).isEqualTo(0.5);
        }
    }
}
