package org.georc.examples.customjudge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.georc.core.ConfigurationException;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.scoring.ChainScorer;
import org.georc.core.spi.JudgeResources;
import org.junit.jupiter.api.Test;

/**
 * {@link ChainScorer#byName} gets a judge's required model as the engine does: the caller's when
 * given, else the one the factory registered for its type opens.
 */
class GlossaryByNameTest {
    private static final ReasoningChain CANDIDATE = ReasoningChain.of("LHT, gen 4 camera");
    private static final ReasoningChain REFERENCE = ReasoningChain.of("left hand traffic, fourth generation camera");

    @Test
    void aJudgeByNameGetsItsRequiredModelFromTheRegisteredFactory() {
        // the built-in glossary (GlossaryFactory) does not know "4": "fourth" stays unmatched, 5 of 6 words
        try (ChainScorer scorer = ChainScorer.byName("glossary-overlap")) {
            assertThat(scorer.score(CANDIDATE, REFERENCE).precision()).isEqualTo(5.0 / 6);
        }
    }

    @Test
    void theCallersModelWinsOverTheFactory() {
        Glossary mine = new FileGlossary(new ByteArrayInputStream("lht\tleft hand traffic\ngen\tgeneration\n4\tfourth\n"
                .getBytes(StandardCharsets.UTF_8)), "mine");
        try (ChainScorer scorer = ChainScorer.byName("glossary-overlap",
                JudgeResources.builder().model(Glossary.class, mine).build())) {
            assertThat(scorer.score(CANDIDATE, REFERENCE).precision()).isEqualTo(1.0);
        }
    }

    @Test
    void aScorerThatOpenedTheModelsKeepsTheJudgeItClosesThemWith() {
        assertThatThrownBy(() -> ChainScorer.builder().judge("glossary-overlap", JudgeResources.none())
                .closeJudge(false).build())
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("`closeJudge`")
                .hasMessageContaining("give those models in the resources");
        assertThatThrownBy(() -> ChainScorer.byName("glossary-overlap",
                JudgeResources.builder().option("no-such-option", "1").build()))
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("no-such-option");
    }
}
