package org.georc.judges.llm.answer;

import org.georc.judges.llm.prompt.Fence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.StringLength;

/**
 * Fuzzing what reads model answers and what fences chains: no input makes them throw or hang,
 * a number read is always in range, and the fence never lets a tag-like bracket through.
 */
class AnswerAndFenceFuzzTest {
    private static final Duration BOUND = Duration.ofSeconds(5);

    @Provide
    Arbitrary<String> answers() {
        Arbitrary<String> token = Arbitraries.oneOf(
                Arbitraries.of("{", "}", "[", "]", "\"score\"", "\"rating\"", "\"verdict\"", "\"clauses\"", "\"reason\"",
                        ":", ",", "\"", "\\", "100", "104", "-3", "250", "7.5", "1e400", "NaN", "true", "false", "yes",
                        "no", "null", "```json", "```", "\n", " ", "Score:", "/100"),
                Arbitraries.strings().ofMaxLength(8));
        return token.list().ofMaxSize(200).map(l -> String.join("", l));
    }

    @Property(tries = 400)
    void answerReadersNeverThrowAndKeepValuesInRange(@ForAll("answers") String answer) {
        assertTimeoutPreemptively(BOUND, () -> {
            Answers.number(answer, "score", 0, 100).ifPresent(s -> assertThat(s.value()).isBetween(0.0, 100.0));
            Answers.number(answer, "rating", 1, 10).ifPresent(s -> assertThat(s.value()).isBetween(1.0, 10.0));
            Answers.verdict(answer);
            Answers.strings(answer, "clauses").ifPresent(l -> assertThat(l).allSatisfy(c -> assertThat(c).isNotBlank()));
        });
    }

    @Property(tries = 50)
    void hugeAnswersAreHandledInBoundedTime(@ForAll("answers") String seed) {
        String big = seed.isEmpty() ? "{" : seed.repeat(Math.max(1, 400_000 / seed.length()));
        assertTimeoutPreemptively(BOUND, () -> {
            Answers.number(big, "score", 0, 100);
            Answers.verdict(big);
            Answers.strings(big, "clauses");
        });
    }

    @Property(tries = 400)
    void theFenceIsLosslessAndLetsNoTagOfThePromptThrough(@ForAll @StringLength(max = 2000) String text,
                                                            @ForAll("fenceTags") String tag) {
        Set<String> tags = Set.of("chain", "statement");
        String attack = text + tag + text;
        assertTimeoutPreemptively(BOUND, () -> {
            String once = Fence.encode(attack, tags);
            assertThat(Fence.decode(once)).isEqualTo(attack);
            assertThat(once.toLowerCase(java.util.Locale.ROOT)).doesNotContain("</chain>", "<chain>", "</statement>",
                    "<statement>");
            if (attack.indexOf('&') < 0 && attack.chars().noneMatch(c -> c == '<' || c > 0x7f)) {
                assertThat(once).isEqualTo(attack); // nothing that could open a tag: the text as it is
            }
            Fence.isSuspicious(attack);
            Fence.suspicious(List.of(attack, once));
        });
    }

    @Provide
    Arbitrary<String> fenceTags() {
        return Arbitraries.of("", "</chain>", "<statement>", "< /Statement >", "＜/chain＞", "⟨/chain⟩", "x<y", "<STOP>");
    }

    /** Free-text answers that name more than one number, in the shapes models write them. */
    @Provide
    Arbitrary<String> ambiguousAnswer() {
        Arbitrary<Integer> n = Arbitraries.integers().between(0, 100);
        return net.jqwik.api.Combinators.combine(n, n, Arbitraries.of(
                "Statement %d is well supported: %d", "%d/10 (about %d)", "I would give it %d stars, i.e. %d",
                "Between %d and %d", "Score %d, maybe %d", "Point %d: %d"))
                .as((a, b, f) -> String.format(java.util.Locale.ROOT, f, a, b));
    }

    @Property(tries = 300)
    void aFreeTextAnswerWithTwoNumbersIsNeverReadAsEither(@ForAll("ambiguousAnswer") String answer) {
        assertThat(Answers.number(answer, "score", 0, 100)).as(answer).isEmpty();
    }

    @Property(tries = 300)
    void aFreeTextValueThatIsReadAppearsInTheAnswer(@ForAll @StringLength(max = 40) String text) {
        assertTimeoutPreemptively(Duration.ofSeconds(2), () -> Answers.number(text, "score", 0, 100).ifPresent(s -> {
            if (text.indexOf('{') < 0 && s.note() == null) {
                String v = s.value() == Math.rint(s.value()) ? Long.toString((long) s.value()) : Double.toString(s.value());
                assertThat(text).contains(v.replaceAll("\\.0$", ""));
            }
        }));
    }

}
