package org.georc.judges.embedding;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * Reading a statement into clauses takes time in proportion to its length, however it is
 * written: eight times the text may take at most about eight times as long. Before the rules read
 * long statements in pieces, 20,000 characters of "red, red, ..." took minutes (the time grew with
 * the cube of the length). Timings are this process's CPU time, compared as generous ratios of the
 * best of three runs, so a loaded machine does not fail the test, while a quadratic reading (64 times) still does.
 */
class ClauseReadingTimeTest {
    private static final int SHORT = 1_200;
    /** Linear gives 8; a quadratic reading gives 64. */
    private static final double MOST_RATIO = 24;
    private static final List<String> WORDS = List.of("red", "red,", "a", "the", "picture", "shows", "Bollard:",
            "white", "bollards", "with", "black", "tops", "and", "dry,", "arid", "landscape", "let", "me",
            "suggests", "in", "background", "xxxxxxxxxxxxxxxxxxxx", "!!!", "(", ")", ";", "road", "signs", "are",
            "most", "likely", "Kenya", "Round", "2", "-", "**Soil:**", "soil", "laterite", "so");

    @Provide
    Arbitrary<String> units() {
        return Arbitraries.of("red, ", "a ", "x", "Bollard: ", "dry, arid, ", "the picture shows ",
                "red soil along the road and ", "white bollards with black tops ", "**Soil:** ", "!", ", ");
    }

    @Property(tries = 4)
    void repeatingAUnitTakesTimeInProportionToTheLength(@ForAll("units") String unit) {
        assertLinear(n -> unit.repeat(n / unit.length() + 1).substring(0, n));
    }

    @Property(tries = 4)
    void aSoupOfWordsTakesTimeInProportionToTheLength(@ForAll long seed) {
        assertLinear(n -> {
            Random r = new Random(seed);
            StringBuilder b = new StringBuilder(n + 32);
            while (b.length() < n) {
                b.append(WORDS.get(r.nextInt(WORDS.size()))).append(r.nextInt(8) == 0 ? ". " : " ");
            }
            return b.substring(0, n);
        });
    }

    @Test
    void aLongStatementIsCutAtSentenceEndsThenClauseMarksThenSpaces() {
        String sentences = "Red soil by the road. ".repeat(30);
        for (String piece : RuleBasedClauseExtractor.pieces(sentences, 100)) {
            assertThat(piece.length()).isLessThanOrEqualTo(100);
            assertThat(piece).endsWith(". ");
        }
        assertThat(String.join("", RuleBasedClauseExtractor.pieces(sentences, 100))).isEqualTo(sentences);
        assertThat(RuleBasedClauseExtractor.pieces("red, ".repeat(50), 100)).allMatch(p -> p.endsWith(", "));
        assertThat(RuleBasedClauseExtractor.pieces("x".repeat(250), 100)).extracting(String::length)
                .containsExactly(100, 100, 50);
        // a statement of evidence longer than a piece keeps the clauses of each piece, once each
        RuleBasedClauseExtractor ex = new RuleBasedClauseExtractor();
        String sentence = "White bollards with black tops line the road. ";
        assertThat(ex.clauses(sentence.repeat(20) + "Red soil on the verge.")).containsExactlyElementsOf(
                java.util.stream.Stream.concat(ex.clauses(sentence).stream(), ex.clauses("Red soil on the verge.").stream())
                        .toList());
    }

    private interface Text {
        String of(int length);
    }

    private static void assertLinear(Text text) {
        long small = bestOfThree(text.of(SHORT));
        long large = bestOfThree(text.of(SHORT * 8));
        // a floor of 40 ms on the short side keeps a very fast reading from making the ratio noise
        double ratio = (double) large / Math.max(small, 40_000_000L);
        assertThat(ratio).as("time for %d chars / time for %d chars (%d ms / %d ms)", SHORT * 8, SHORT,
                large / 1_000_000, small / 1_000_000).isLessThan(MOST_RATIO);
    }

    /**
     * The best of three readings, each by a fresh extractor (nothing cached from the last), in this
     * process's CPU time: other processes on a busy machine do not count.
     */
    private static long bestOfThree(String statement) {
        long best = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            RuleBasedClauseExtractor ex = new RuleBasedClauseExtractor();
            long t = cpuNanos();
            ex.clauses(statement + " " + i);
            best = Math.min(best, cpuNanos() - t);
        }
        return best;
    }

    private static long cpuNanos() {
        return ProcessHandle.current().info().totalCpuDuration().orElseThrow().toNanos();
    }
}
