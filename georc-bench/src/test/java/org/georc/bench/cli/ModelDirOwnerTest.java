package org.georc.bench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.georc.core.spi.Judges;
import org.georc.core.spi.ModelRequest;
import org.georc.core.spi.PairClassifier;
import picocli.CommandLine;

import org.junit.jupiter.api.Test;

/**
 * {@code --model-dir} is the folder of one model: the local decoder when some LLM of the command
 * reads it, else the judge's other model kind (the cross-encoder's pair classifier). A benchmark
 * that writes LLM baselines with the local decoder must not load that folder as the judge's model.
 */
class ModelDirOwnerTest {
    private static final String DIR = ModelRequest.key(PairClassifier.class, ModelRequest.DIR);

    private static Map<String, String> settings(JudgeCommand c) {
        return JudgeCommand.modelSettings(Judges.provider(c.judgeName), c.llm, c.encoderOptions, c.modelDirServesAnLlm());
    }

    private static <T extends JudgeCommand> T parse(T command, String... args) {
        new CommandLine(command).parseArgs(args);
        return command;
    }

    @Test
    void theJudgesModelGetsTheFolderOnlyWhenNoLlmOfTheCommandReadsIt() {
        String[] common = {"--references", "refs", "--output-dir", "run", "--judge", "cross-encoder", "--model-dir", "D"};
        assertThat(settings(parse(new BenchmarkCommand(), common))).containsEntry(DIR, "D");
        BenchmarkCommand withBaselines = parse(new BenchmarkCommand(), concat(common, "--baselines", "hallucinated"));
        assertThat(withBaselines.modelDirServesAnLlm()).isTrue();
        assertThat(settings(withBaselines)).doesNotContainKey(DIR);
        BenchmarkCommand randomOnly = parse(new BenchmarkCommand(), concat(common, "--baselines", "random"));
        assertThat(settings(randomOnly)).as("the random baseline asks no LLM").containsEntry(DIR, "D");
        BenchmarkCommand country = parse(new BenchmarkCommand(), concat(common, "--country-by-llm"));
        assertThat(settings(country)).doesNotContainKey(DIR);
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
