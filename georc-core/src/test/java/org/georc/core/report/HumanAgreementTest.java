package org.georc.core.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.georc.core.InvalidInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HumanAgreementTest {
    @TempDir
    Path dir;

    private static String row(String id, double p, double r, double ignored) {
        double f = 2 * p * r / (p + r);
        return "{\"id\":\"" + id + "\",\"model\":\"m\",\"precision\":" + p + ",\"recall\":" + r + ",\"f1\":" + f + "}";
    }

    @Test
    void pairsAreJoinedByIdAndModelAndAJudgeEqualToTheHumansHasNoError() throws Exception {
        Path scores = Files.writeString(dir.resolve("s.jsonl"), String.join("\n", row("a", 0.2, 0.4, 0.3),
                row("b", 0.6, 0.5, 0.55), row("c", 0.9, 0.7, 0.8), row("x", 0.1, 0.1, 0.1)) + "\n");
        Path human = Files.writeString(dir.resolve("h.jsonl"), String.join("\n", row("a", 0.2, 0.4, 0.3),
                row("b", 0.6, 0.5, 0.55), row("c", 0.9, 0.7, 0.8), row("y", 0.5, 0.5, 0.5)) + "\n");
        HumanAgreement a = HumanAgreement.join(scores, human, false);
        assertThat(a.pairs()).extracting(HumanAgreement.Pair::id).containsExactly("a", "b", "c");
        assertThat(a.ungraded()).isEqualTo(1);
        assertThat(a.describe()).isEqualTo("joined 3 pair(s); 1 human grade(s) have no score");
        assertThat(a.table(7).lines().filter(l -> l.startsWith("| f1")).findFirst().orElseThrow()).contains("0.000");
    }

    @Test
    void fewerThanTwoJoinedPairsIsAnError() throws Exception {
        Path scores = Files.writeString(dir.resolve("s.jsonl"), row("a", 0.2, 0.4, 0.3) + "\n");
        Path human = Files.writeString(dir.resolve("h.jsonl"), row("a", 0.2, 0.4, 0.3) + "\n");
        assertThatThrownBy(() -> HumanAgreement.join(scores, human, false)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("only 1 scored pair(s) have a human grade");
    }
}
