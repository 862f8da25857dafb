package org.georc.bench.llm;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import org.georc.bench.llm.InvarianceScorers.Dressed;
import org.georc.core.scoring.ChainScorer;

/**
 * Formatting invariance of the default reading (issue 22): the same evidence lines dressed in
 * markdown (bold and plain labels, headers, every kind of bullet, blank lines, rules, an opener,
 * a conclusion in each form models write) score within 0.02 F1 of the plain lines, with the
 * embedding judge (MiniLM) and with one-to-all against a deterministic local test server.
 */
class FormattingInvarianceIT {
    static final List<String> EVIDENCE = List.of(
            "Eucalyptus trees line both sides of the road.",
            "Cars drive on the left side of the road.",
            "The road has a dashed white centre line.",
            "Yellow diamond warning signs stand by the verge.",
            "Red dirt shoulders run along the asphalt.",
            "White guide posts with a red reflector.",
            "The houses have corrugated iron roofs.",
            "A wide flat landscape with dry grass.",
            "Power lines run on wooden poles.",
            "The number plates are white with black letters.");
    static final String REFERENCE = """
            Round 1
            - Eucalyptus trees by the road.
            - Left-hand traffic.
            - Dashed white centre line on the asphalt.
            - Red dirt along the road shoulders.
            - Corrugated iron roofs on the houses.
            - Wooden power poles.
            Conclusion: Australia
            """;
    static final List<String> BULLETS = List.of("", "- ", "* ", "• ", "+ ", "1. ", "2) ", "– ", "  - ");
    static final List<String> LABELS = List.of("Vegetation", "Driving side", "Road markings", "Signage",
            "Infrastructure", "Architecture", "Landscape", "Utility poles", "Vehicles");
    static final List<String> OPENERS = List.of("", "Based on the image, here is my reasoning:",
            "Here is my reasoning:", "Let's analyze the image step by step:",
            "Sure! Here's my analysis of the image:", "Looking at this image, I will identify the clues:");
    static final List<String> HEADERS = List.of("", "### Analysis", "**Clues:**", "Reasoning:", "## Visual clues",
            "**Key observations:**");
    static final List<String> CONCLUSIONS = List.of("", "Conclusion: Australia", "**Conclusion:** Australia",
            "### Conclusion\nAustralia", "**Final answer:** Australia", "Final answer: Australia",
            "Answer: Australia", "Final guess: Australia, Queensland", "My answer is Australia.",
            "Therefore, this is most likely Australia.", "Overall, this is most likely rural Australia.",
            "In summary, this is Australia.", "I am fairly confident this is Australia.",
            "**Conclusion**\n\nAustralia, probably New South Wales");

    @Provide
    Arbitrary<Dressed> dressed() {
        Arbitrary<List<String>> lines = Arbitraries.of(EVIDENCE).list().ofMinSize(2).ofMaxSize(6).uniqueElements();
        Arbitrary<List<Integer>> dress = Arbitraries.integers().between(0, 10_000).list().ofSize(6);
        return Combinators.combine(lines, dress, Arbitraries.of(OPENERS), Arbitraries.of(HEADERS),
                Arbitraries.of(CONCLUSIONS), Arbitraries.of(true, false)).as((ls, ds, opener, header, conclusion, rule) -> {
            StringBuilder sb = new StringBuilder();
            if (!opener.isEmpty()) {
                sb.append(opener).append("\n\n");
            }
            if (!header.isEmpty()) {
                sb.append(header).append('\n');
            }
            for (int i = 0; i < ls.size(); i++) {
                int d = ds.get(i);
                String bullet = BULLETS.get(d % BULLETS.size());
                String label = LABELS.get((d / 10) % LABELS.size());
                String line = switch ((d / 100) % 5) {
                    case 0 -> bullet + ls.get(i);
                    case 1 -> bullet + "**" + label + ":** " + ls.get(i);
                    case 2 -> bullet + label + ": " + ls.get(i);
                    case 3 -> (i + 1) + ". **" + label + "** – " + ls.get(i);
                    default -> bullet + "**" + label + "**: " + ls.get(i);
                };
                sb.append(line).append('\n');
                if ((d / 1000) % 3 == 0) {
                    sb.append('\n');
                }
            }
            if (rule) {
                sb.append("---\n");
            }
            if (!conclusion.isEmpty()) {
                sb.append(conclusion).append('\n');
            }
            return new Dressed(ls, sb.toString());
        });
    }

    private static final InvarianceScorers SCORERS = new InvarianceScorers();

    @AfterContainer
    static void close() {
        SCORERS.close();
    }

    private static void assertInvariant(ChainScorer scorer, Dressed d) {
        InvarianceScorers.assertSameF1(scorer, REFERENCE, d.plain(), d.text());
    }

    @Property(tries = 20)
    void theEmbeddingJudgeScoresDressedLinesLikePlainOnes(@ForAll("dressed") Dressed d) {
        assertInvariant(SCORERS.embedding(), d);
    }

    @Property(tries = 20)
    void oneToAllScoresDressedLinesLikePlainOnes(@ForAll("dressed") Dressed d) throws Exception {
        assertInvariant(SCORERS.oneToAll(), d);
    }
}
