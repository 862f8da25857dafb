package org.georc.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Runs the examples in the build so they cannot rot. */
class ExamplesIT {

    @Test
    void scoreTwoChainsPrintsScoresAndAlignments() {
        PrintStream original = System.out;
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        System.setOut(new PrintStream(buf, true, StandardCharsets.UTF_8));
        try {
            ScoreTwoChains.main(new String[0]);
        } finally {
            System.setOut(original);
        }
        String out = buf.toString(StandardCharsets.UTF_8);
        assertThat(out).containsPattern("precision 0\\.\\d{3}  recall 0\\.\\d{3}  F1 0\\.\\d{3}");
        assertThat(out).contains("<- white bollards");
    }
}
