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
import org.georc.core.records.Datasets;
import org.georc.core.json.JsonLines;
import org.georc.core.scorefile.ScoreLines;

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
            onlyGeorcExceptions(() -> ScoreLines.read(file));
            onlyGeorcExceptions(() -> resume(file));
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

    /** A record a reader accepts: a candidate line with arbitrary, escaped text. */
    @Provide
    Arbitrary<String> record() {
        return Arbitraries.strings().ofMaxLength(40).map(t -> "{\"id\":" + JsonLines.quote("id-" + t.hashCode())
                + ",\"model\":\"m\",\"chain\":" + JsonLines.quote("- " + t) + "}");
    }

    /** What may follow a record on its line: another record, any JSON value, or junk. */
    @Provide
    Arbitrary<String> trailing() {
        return Arbitraries.oneOf(record(), Arbitraries.of("{}", "[]", "1", "\"x\"", "null", "true", ",", "}", "]", "x",
                "//c", "#", "\u00a0", "\u2028{}"), Arbitraries.strings().ofMinLength(1).ofMaxLength(8)
                .filter(t -> !t.isBlank() && t.indexOf('\n') < 0 && t.indexOf('\r') < 0));
    }

    @Property(tries = 200)
    void aRecordFollowedOnItsLineByAnythingButWhitespaceIsRefusedAtThatLineAndColumn(
            @ForAll("record") String first, @ForAll("trailing") String after, @ForAll boolean space) throws Exception {
        Path dir = Files.createTempDirectory("fuzz");
        Path file = dir.resolve("c.jsonl");
        try {
            // line 2 is two files joined by cat where the first lacks its final line break
            Files.writeString(file, first + "\n" + first.replace("\"m\"", "\"n\"") + (space ? " " : "") + after + "\n",
                    StandardCharsets.UTF_8);
            assertTimeoutPreemptively(BOUND, () -> {
                try {
                    Datasets.readCandidates(file);
                    org.junit.jupiter.api.Assertions.fail("a second value was accepted on line 2: " + after);
                } catch (org.georc.core.InvalidInputException e) {
                    assertThat(e.line()).isEqualTo(2);
                    assertThat(e.getMessage()).matches("(?s)\\Q" + file + ":2:\\E\\d+: .*");
                }
            });
        } finally {
            Files.deleteIfExists(file);
            Files.delete(dir);
        }
    }

    @Property(tries = 100)
    void aRecordFollowedByWhitespaceOnlyIsRead(@ForAll("record") String first,
                                               @ForAll("blanks") String blanks) throws Exception {
        Path dir = Files.createTempDirectory("fuzz");
        Path file = dir.resolve("c.jsonl");
        try {
            Files.writeString(file, first + blanks + "\n" + blanks + "\n", StandardCharsets.UTF_8);
            assertThat(Datasets.readCandidates(file)).hasSize(1);
        } finally {
            Files.deleteIfExists(file);
            Files.delete(dir);
        }
    }

    @Provide
    Arbitrary<String> blanks() {
        return Arbitraries.of(" ", "\t", "\r").list().ofMaxSize(6).map(l -> String.join("", l));
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

    /** Round headers as people and tools write them, good and bad, with and without a byte-order mark. */
    @Provide
    Arbitrary<String> expertFile() {
        Arbitrary<String> header = Arbitraries.oneOf(
                Arbitraries.integers().between(-3, 12).map(n -> "Round " + n),
                Arbitraries.of("Round 00000000001", "Round 12345678901", "Round -1", "Round +2", "Round 2:", "Round 3 -",
                        "## Round 4", "**Round 5**", "Round 50 km/h signs", "Round 6nd", "ROUND 7 | x", "Round	8.",
                        "Round 9 – Kenya", "Round 1e3", "Round −1"),
                Arbitraries.strings().ofMaxLength(10).map(x -> "Round " + x));
        Arbitrary<String> line = Arbitraries.oneOf(header, chainText().map(t -> t.replace('\n', ' ')));
        return Arbitraries.of("", "\uFEFF").flatMap(bom -> line.list().ofMaxSize(40)
                .map(l -> bom + String.join("\n", l)));
    }

    @Property(tries = 300)
    void roundHeadersAreReadOrRefusedByLine(@ForAll("expertFile") String text) {
        onlyGeorcExceptions(() -> {
            for (ChainParser.Section s : ChainParser.DEFAULT.sections(text)) {
                assertThat(s.round()).isBetween(1, 999_999_999);
            }
        });
    }

    @Property(tries = 100)
    void theFolderReaderTakesOddNamesAndHeadersOrRefusesThem(@ForAll("folderName") String name,
                                                            @ForAll("expertFile") String text) throws Exception {
        Path root = Files.createTempDirectory("georc-fuzz");
        try {
            Path dir;
            try {
                dir = Files.createDirectories(root.resolve(name));
            } catch (java.nio.file.InvalidPathException | java.io.IOException e) {
                return; // a name the file system itself refuses
            }
            Files.writeString(dir.resolve("Human_Chain_3.txt"), text, StandardCharsets.UTF_8);
            onlyGeorcExceptions(() -> {
                var d = org.georc.core.folder.GeorcDirectory.read(root);
                assertThat(d.locations().keySet()).allSatisfy(id -> assertThat(id).doesNotContainPattern("\\p{Cntrl}"));
            });
        } finally {
            try (var walk = Files.walk(root)) {
                walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    @Provide
    Arbitrary<String> folderName() {
        return Arbitraries.oneOf(
                Arbitraries.strings().withCharRange('a', 'z').ofMinLength(1).ofMaxLength(8),
                Arbitraries.of("evil\nname", "tab\tname", "bell\u0007", "sep\u2028x", "caf\u00e9", "dash-1", " lead"),
                Arbitraries.strings().ofMinLength(1).ofMaxLength(6)
                        .filter(x -> !x.contains("/") && !x.contains("\u0000") && !x.equals(".") && !x.equals("..")
                                && !x.startsWith(".")));
    }

    /** JSON values a model might put where a year or a point goes. */
    @Provide
    Arbitrary<String> predictedValue() {
        return Arbitraries.oneOf(
                Arbitraries.of("0", "-500", "1995.7", "true", "null", "[1999, 1990]", "[1990]", "[]", "{}", "\"mid 90s\"",
                        "\"\"", "1e309", "-1e309", "2147483648", "9223372036854775808", "[1e3, 2e3]", "\"1990-1985\"",
                        "[\"1990\", 1991]", "95", "-90.0000001", "181"),
                Arbitraries.integers().map(String::valueOf),
                Arbitraries.doubles().map(String::valueOf).filter(x -> !x.contains("N") && !x.contains("I")));
    }

    @Property(tries = 300)
    void predictedYearsAndPointsScoreOrAreNoted(@ForAll("predictedValue") String year, @ForAll("predictedValue") String lat)
            throws Exception {
        Path p = Files.createTempFile("georc-fuzz", ".jsonl");
        try {
            Files.writeString(p, "{\"id\":\"a\",\"model\":\"m\",\"year\":" + year + ",\"lat\":" + lat
                    + ",\"lon\":0,\"location\":{\"country\":\"Peru\"}}\n");
            // a model's answer never ends the run: every value is read, as a year and point or as unreadable
            var read = org.georc.core.gtpred.GtpredRecords.readPredictions(p);
            assertThat(read).hasSize(1);
            var truth = org.georc.core.gtpred.GtpredRecords.Truth.of("a",
                    org.georc.core.gtpred.YearPhrases.parse("1990").orElseThrow(),
                    new org.georc.core.gtpred.Location("Peru", null, null, null));
            var score = org.georc.core.gtpred.GtpredScorer.of(org.georc.metrics.GtpredScoring.LocationMode.PAPER)
                    .score(truth, read.get(0));
            assertThat(score.yearScore()).isBetween(0.0, 1.0);
        } finally {
            Files.deleteIfExists(p);
        }
    }

    private static org.georc.core.run.ResumeStore<org.georc.core.scorefile.ScoreRecord> resume(Path file) {
        try (var s = org.georc.core.run.ResumeStore.open(file, org.georc.core.run.RowFormat.scores())) {
            return s;
        }
    }
}
