package org.georc.bench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.georc.core.spi.ModelNeed;
import org.georc.core.spi.PairClassifier;
import org.georc.judges.engine.ScoringEngine;
import org.junit.jupiter.api.Test;

/** The library's messages name Java settings; on their way to stderr the command line names its options. */
class CliWordsTest {
    @Test
    void aBacktickedSettingBecomesItsOptionOnce() {
        assertThat(CliWords.flags("this line runs past 1.0 MiB (the bound follows the chain limit, `maxChainChars`: "
                + "six bytes per character)"))
                .contains("the chain limit, --max-chain-chars:").doesNotContain("maxChainChars")
                .containsOnlyOnce("--max-chain-chars");
    }

    @Test
    void eachCountOfTheBenchmarkIsNamedAsItsOption() {
        assertThat(CliWords.flags("`batch` must be at least 1, got 0")).isEqualTo("--batch must be at least 1, got 0");
        assertThat(CliWords.flags("`maxFailures` must be at least 1, got 0"))
                .isEqualTo("--max-failures must be at least 1, got 0");
        assertThat(CliWords.flags("`threads` must be at least 1, got 0")).isEqualTo("--threads must be at least 1, got 0");
        assertThat(CliWords.flags("`batchSize` must be >= 1, got 0")).isEqualTo("--batch must be >= 1, got 0");
        assertThat(CliWords.flags("`maxStatementPairs` must be >= 1, got 0"))
                .isEqualTo("--max-statement-pairs must be >= 1, got 0");
    }

    @Test
    void aModelFolderSettingBecomesModelDir() {
        assertThat(CliWords.flags(ModelNeed.missing(PairClassifier.class)))
                .endsWith("or a model folder, --model-dir)")
                .doesNotContain("pair_classifier.dir");
        assertThat(CliWords.flags("`glossary.gpu` is not known")).as("a model setting with no option stays")
                .isEqualTo("`glossary.gpu` is not known");
    }

    @Test
    void theEnginesMissingModelTellsACommandLineUserWhatJarToPutOnTheClassPath() {
        String library = "judge \"cross-encoder\" needs " + ModelNeed.missing(PairClassifier.class) + ": "
                + ScoringEngine.GIVE_ONE + PairClassifier.class.getName() + " on the class path";
        assertThat(library).contains("`models`");
        assertThat(CliWords.flags(library))
                .doesNotContain("`", "engine", "Models.of", "--models")
                .contains("--model-dir")
                .endsWith(": put a jar that registers a ModelFactory for " + PairClassifier.class.getName()
                        + " on the class path");
    }

    @Test
    void aBacktickedWordThatIsNoGeorcOptionStaysAsWritten() {
        assertThat(CliWords.ticked("server said: The model `qwen` does not exist"))
                .isEqualTo("server said: The model `qwen` does not exist");
        assertThat(CliWords.flags("cannot deserialize value of type `int` from String"))
                .contains("`int`").doesNotContain("--int");
        assertThat(CliWords.flags("`allowMixed` to mix them")).as("a setting whose kebab form is an option")
                .startsWith("--allow-mixed");
    }
}
