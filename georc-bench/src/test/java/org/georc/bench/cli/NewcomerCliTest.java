package org.georc.bench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Findings of a newcomer's first session with the CLI: outputs that are not georc's must never be
 * changed, and misuse must be refused with exit 2 and a message naming what is wrong. Nothing
 * here loads a model: every refusal happens before one is loaded.
 */
class NewcomerCliTest {
    @TempDir
    Path dir;

    private static String refs() {
        return Cli.examples().resolve("references.jsonl").toString();
    }

    private static String cands() {
        return Cli.examples().resolve("candidates.jsonl").toString();
    }

    @Test
    void scoreRefusesToResumeAnOutputThatIsNotAScoreFileAndLeavesItsBytesAlone() throws Exception {
        for (String content : new String[] {"{\"api_key_env\":\"X\",\"threads\":4}", "my precious notes"}) {
            Path config = dir.resolve("config.json");
            Files.writeString(config, content);
            byte[] before = Files.readAllBytes(config);
            Cli score = Cli.run("score", "--references", refs(), "--candidates", cands(), "--output",
                    config.toString(), "--quiet");
            assertThat(score.exit).as(score.toString()).isEqualTo(2);
            assertThat(score.err).contains(config + ":1: ").contains("is not a row georc wrote")
                    .contains("refusing to change the file").doesNotContain("removed");
            assertThat(Files.readAllBytes(config)).isEqualTo(before);
        }
    }
}
