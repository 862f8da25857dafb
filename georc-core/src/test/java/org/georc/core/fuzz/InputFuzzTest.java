package org.georc.core.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.StringLength;
import org.georc.core.GeorcException;
import org.georc.core.chain.ChainParser;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.gtpred.YearPhrases;
import org.georc.core.io.Datasets;
import org.georc.core.io.JsonLines;
import org.georc.core.io.ScoreFiles;

/**
 * Fuzzing the readers of untrusted text: whatever comes in, they either answer or throw a
 * {@link GeorcException} (never an IllegalArgumentException, a NullPointerException or a
 * StackOverflowError), and they answer within a bound, so no input can hang a run.
 */
class InputFuzzTest {
    private static final Duration BOUND = Duration.ofSeconds(5);

    /** Pieces that steer the parsers into their branches, mixed with arbitrary text. */
    @Provide
    Arbitrary<String> chainText() {
        Arbitrary<String> token = Arbitraries.oneOf(
                Arbitraries.of("\n", "\r\n", "\r", "- ", "* ", "• ", "1. ", "2) ", "(3) ", "a) ", "## ", "**",
                        "__", "Reasoning:", "Conclusion:", "Conclusion", "Final conclusion -", "Round 1", "Round 2:",
                        "round 10", "Round 2 - Kenya", "Evidence", " ", "\t", "\u2028", "\uFEFF", "{", "}", "\"",
                        "\\", "[", "]", ":", ",", "null", "1e999", "-0", "\u0000"),
                Arbitraries.strings().ofMaxLength(12),
                Arbitraries.strings().withCharRange('a', 'z').ofMinLength(1).ofMaxLength(8));
        return token.list().ofMaxSize(300).map(l -> String.join("", l));
    }

    private static void onlyGeorcExceptions(Runnable r) {
        assertTimeoutPreemptively(BOUND, () -> {
            try {
                r.run();
            } catch (GeorcException expected) {
                assertThat(expected.getMessage()).isNotBlank();
            }
        });
    }

    @Property(tries = 200)
    void theChainParserAnswersOrThrowsAGeorcException(@ForAll("chainText") String text) {
        onlyGeorcExceptions(() -> {
            ReasoningChain c = ChainParser.DEFAULT.parse(text);
            assertThat(c.statements()).allSatisfy(s -> assertThat(s).isNotBlank().doesNotContain("\n"));
            ChainParser.DEFAULT.parseRounds(text);
        });
    }

    @Property(tries = 200)
    void theChainParserSurvivesArbitraryUnicode(@ForAll @StringLength(max = 3000) String text) {
        onlyGeorcExceptions(() -> {
            ChainParser.DEFAULT.parse(text);
            ChainParser.DEFAULT.parseRounds(text);
        });
    }

    @Provide
    Arbitrary<String> jsonish() {
        Arbitrary<String> token = Arbitraries.oneOf(
                Arbitraries.of("{", "}", "[", "]", ",", ":", "\"id\"", "\"model\"", "\"chain\"", "\"country\"",
                        "\"image\"", "\"location\"", "\"precision\"", "\"recall\"", "\"f1\"", "\"judge_error\"",
                        "\"settings\"", "\"flags\"", "\"statements\"", "\"a\"", "\"- Red soil here.\"", "0", "1", "0.5",
                        "-1", "1e308", "true", "null", "\"\\u0000\"", "\"\\ud800\"", "\n", " "),
                Arbitraries.strings().ofMaxLength(6));
        return token.list().ofMaxSize(80).map(l -> String.join("", l));
    }

    @Property(tries = 200)
    void jsonLineReadersAnswerOrThrowAGeorcException(@ForAll("jsonish") String body) throws Exception {
        Path dir = Files.createTempDirectory("fuzz");
        try {
            Path file = Files.writeString(dir.resolve("f.jsonl"), body, StandardCharsets.UTF_8);
            onlyGeorcExceptions(() -> Datasets.readReferences(file));
            onlyGeorcExceptions(() -> Datasets.readCandidates(file));
            onlyGeorcExceptions(() -> ScoreFiles.read(file));
            onlyGeorcExceptions(() -> ScoreFiles.readForResume(file));
            for (String line : body.split("\n", -1)) {
                onlyGeorcExceptions(() -> JsonLines.parseLine(file, 1, line));
            }
        } finally {
            try (var s = Files.list(dir)) {
                for (Path p : s.toList()) {
                    Files.delete(p);
                }
            }
            Files.delete(dir);
        }
    }

    @Provide
    Arbitrary<String> yearText() {
        Arbitrary<String> token = Arbitraries.oneOf(
                Arbitraries.of("19", "1990", "1990s", "'90s", "90s", "early", "mid", "mid-", "late", "c.", "ca.",
                        "circa", "around", "about", "~", "-", "–", " to ", "between ", " and ", "century", "20th",
                        "21st", "the", " ", "99999999999", "-2147483648", "2147483647", "0", "s"),
                Arbitraries.strings().ofMaxLength(5));
        return token.list().ofMaxSize(20).map(l -> String.join("", l));
    }

    @Property(tries = 500)
    void yearPhrasesParseOrSayNo(@ForAll("yearText") String phrase) {
        onlyGeorcExceptions(() -> YearPhrases.parse(phrase).ifPresent(y -> assertThat(y.from()).isLessThanOrEqualTo(y.to())));
    }

    @Property(tries = 30)
    void overlongInputsStayBounded(@ForAll("chainText") String seed) {
        String big = seed.repeat(Math.max(1, 200_000 / Math.max(1, seed.length())));
        onlyGeorcExceptions(() -> ChainParser.DEFAULT.parse(big));
        onlyGeorcExceptions(() -> YearPhrases.parse(big));
    }

    @Property(tries = 30)
    void manyRoundHeadersAreHandled(@ForAll("chainText") String body) {
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= 200; i++) {
            sb.append("Round ").append(i).append('\n').append(body).append('\n');
        }
        onlyGeorcExceptions(() -> assertThat(ChainParser.DEFAULT.parseRounds(sb.toString())).hasSizeLessThanOrEqualTo(200));
    }
}
