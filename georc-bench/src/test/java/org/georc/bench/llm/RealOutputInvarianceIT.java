package org.georc.bench.llm;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import org.georc.core.chain.ReasoningChain;
import org.georc.bench.llm.InvarianceScorers.Dressed;
import org.georc.core.scoring.ChainScorer;

/**
 * The forms real model output takes around its evidence (issue 37): a preamble, hedges around a
 * clue ("I could be wrong, but ..."), meta sentences after it, a table with a header, a rule and a
 * grading column, a summary ("Taking all of these clues together, ..."), a last line that names
 * only the place ("Australia.", "So: Australia.", "Final answer → Australia", a final answer inside
 * a sentence). Put around the same evidence, they leave its statements as read and its F1 within
 * 0.02 of the plain lines, with the embedding judge (MiniLM) and with one-to-all against the
 * deterministic local test server of {@link InvarianceScorers}.
 */
class RealOutputInvarianceIT {
    static final List<String> EVIDENCE = FormattingInvarianceIT.EVIDENCE;
    /** The label of each evidence line in a table row. */
    static final List<String> LABELS = List.of("Vegetation", "Driving side", "Road markings", "Signage", "Soil",
            "Bollards", "Architecture", "Landscape", "Utility poles", "Plates");
    static final List<String> PREAMBLES = List.of("", "Let's solve this step by step.", "Right, detective hat on! 🎩",
            "Sure! Let's analyze this image step by step.", "Here's how I'd read this scene, one clue at a time.",
            "I think this can be narrowed down quite a bit; let me explain why.",
            "Goal: pin down where this was taken.");
    static final List<String> HEDGES = List.of("", "I could be wrong, but ", "If I had to guess, ",
            "I'm not 100% sure, but ", "I can't be completely certain, but ");
    static final List<String> META = List.of("", "I'd put real weight on that.", "On its own it wouldn't settle much.",
            "These signals reinforce one another rather than pulling apart.");
    static final List<String> SUMMARIES = List.of("",
            "Taking all of these clues together, this photo was most likely taken in Australia.",
            "All of these clues point to Australia.",
            "Taken as a set, these observations leave very little room for doubt.");
    static final List<String> CLOSINGS = List.of("", "Australia.", "So: Australia.", "Final answer → Australia",
            "Having weighed every clue carefully, my final answer is that this image was taken in Australia.",
            "Where I'd pin it: Australia", "Australia, probably Queensland", "My pick is Australia, somewhere near Brisbane");

    @Provide
    Arbitrary<Dressed> dressed() {
        Arbitrary<List<String>> lines = Arbitraries.of(EVIDENCE).list().ofMinSize(2).ofMaxSize(6).uniqueElements();
        Arbitrary<List<Integer>> dress = Arbitraries.integers().between(0, 100_000).list().ofSize(6);
        return Combinators.combine(lines, dress, Arbitraries.of(PREAMBLES), Arbitraries.of(SUMMARIES),
                Arbitraries.of(CLOSINGS), Arbitraries.integers().between(0, 2)).as((ls, ds, preamble, summary, closing, layout) -> {
            StringBuilder sb = new StringBuilder();
            if (!preamble.isEmpty()) {
                sb.append(preamble).append("\n\n");
            }
            if (layout == 1) {
                sb.append("| Clue | What the image shows | Strength |\n|---|---|:-:|\n");
            }
            for (int i = 0; i < ls.size(); i++) {
                int d = ds.get(i);
                String evidence = ls.get(i);
                String label = LABELS.get(EVIDENCE.indexOf(evidence));
                String hedge = HEDGES.get(d % HEDGES.size());
                String meta = META.get((d / 10) % META.size());
                if (layout == 1) {
                    sb.append("| ").append(label).append(" | ").append(evidence).append(" | ")
                            .append(d % 2 == 0 ? "strong" : "medium").append(" |\n");
                    continue;
                }
                String said = hedge.isEmpty() ? evidence
                        : hedge + Character.toLowerCase(evidence.charAt(0)) + evidence.substring(1);
                sb.append(layout == 0 ? "- " : "").append(said);
                if (!meta.isEmpty()) {
                    sb.append(' ').append(meta);
                }
                sb.append('\n');
            }
            if (!summary.isEmpty()) {
                sb.append('\n').append(summary).append('\n');
            }
            if (!closing.isEmpty()) {
                sb.append(closing).append('\n');
            }
            return new Dressed(ls, sb.toString());
        });
    }

    static final String REFERENCE = FormattingInvarianceIT.REFERENCE;

    private static final InvarianceScorers SCORERS = new InvarianceScorers();

    @AfterContainer
    static void close() {
        SCORERS.close();
    }

    private static void assertInvariant(ChainScorer scorer, Dressed d) {
        ReasoningChain dressed = InvarianceScorers.assertSameF1(scorer, REFERENCE, d.plain(), d.text());
        // the reading keeps exactly the evidence (a hedge leaves it starting in lower case)
        assertThat(dressed.statements()).as("dressed:\n%s\nread as %s", d.text(), dressed)
                .map(s -> s.toLowerCase(Locale.ROOT)).containsExactlyElementsOf(
                        d.lines().stream().map(s -> s.toLowerCase(Locale.ROOT)).toList());
    }

    @Property(tries = 25)
    void theEmbeddingJudgeScoresEvidenceInRealDressLikeThePlainLines(@ForAll("dressed") Dressed d) {
        assertInvariant(SCORERS.embedding(), d);
    }

    @Property(tries = 25)
    void oneToAllScoresEvidenceInRealDressLikeThePlainLines(@ForAll("dressed") Dressed d) throws Exception {
        assertInvariant(SCORERS.oneToAll(), d);
    }
}
