package org.georc.core.chain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * A chain reads to the same graded statements, labels and conclusion with its markdown and with
 * that markdown removed by a naive script (bold marks, heading marks and list marks deleted).
 */
class MarkdownStrippedReadingTest {
    static final List<String> EVIDENCE = List.of("Eucalyptus trees line both sides of the road.",
            "Cars drive on the left side of the road.", "The road has a dashed white centre line.",
            "Yellow diamond warning signs stand by the verge.", "Red dirt shoulders run along the asphalt.",
            "The houses have corrugated iron roofs.", "Power lines run on wooden poles.");
    static final List<String> LABELS = List.of("Vegetation", "Driving side", "Road markings", "Signage",
            "Architecture", "Utility poles", "Vegetation & climate");
    static final List<String> CLOSINGS = List.of("**Conclusion:** Australia", "**Final answer:** Australia",
            "### Conclusion\nAustralia", "Therefore, this is most likely **Australia**.",
            "**My answer is** Australia.", "I am fairly confident this is Australia.");

    @Provide
    Arbitrary<String> dressed() {
        Arbitrary<List<String>> lines = Arbitraries.of(EVIDENCE).list().ofMinSize(1).ofMaxSize(5).uniqueElements();
        Arbitrary<List<Integer>> dress = Arbitraries.integers().between(0, 999).list().ofSize(5);
        return Combinators.combine(lines, dress, Arbitraries.of(CLOSINGS)).as((ls, ds, closing) -> {
            StringBuilder sb = new StringBuilder("Based on the image, here is my reasoning:\n### Analysis\n");
            for (int i = 0; i < ls.size(); i++) {
                int d = ds.get(i);
                String label = LABELS.get(d % LABELS.size());
                sb.append(switch ((d / 10) % 4) {
                    case 0 -> "- " + ls.get(i);
                    case 1 -> "- **" + label + ":** " + ls.get(i);
                    case 2 -> (i + 1) + ". **" + label + "** – " + ls.get(i);
                    default -> "* **" + label + "**: " + ls.get(i);
                }).append('\n');
            }
            return sb.append(closing).append('\n').toString();
        });
    }

    static String stripMarkdown(String text) {
        StringBuilder sb = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            sb.append(line.replace("**", "").replaceFirst("^#+\\s*", "").replaceFirst("^(?:[-*]|\\d+\\.)\\s+", ""))
                    .append('\n');
        }
        return sb.toString();
    }

    @Property(tries = 200)
    void theSameChainWithoutItsMarkdownReadsTheSame(@ForAll("dressed") String text) {
        ReasoningChain dressed = ReasoningChain.parse(text);
        ReasoningChain plain = ReasoningChain.parse(stripMarkdown(text));
        assertThat(plain.statements()).as(text).isEqualTo(dressed.statements());
        assertThat(plain.labels()).as(text).isEqualTo(dressed.labels());
        assertThat(plain.conclusion()).as(text).isEqualTo(dressed.conclusion());
        assertThat(dressed.statements()).as(text).allMatch(EVIDENCE::contains);
    }
}
