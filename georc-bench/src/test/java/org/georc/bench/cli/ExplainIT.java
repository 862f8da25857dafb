package org.georc.bench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.georc.core.json.JsonLines;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code georc explain} with the offline embedding judge (loads MiniLM). */
class ExplainIT {
    @TempDir
    Path dir;

    static final String CANDIDATE = """
            Based on the image, here is my reasoning:
            ### Analysis
            - **Vegetation:** Eucalyptus trees line the road.
            - **Driving side:** Cars drive on the left.
            ---
            **Final answer:** Australia
            """;
    static final String REFERENCE = "Round 1\n- Eucalyptus trees along the road.\n- Left-hand traffic.\n"
            + "- Yellow diamond road signs.\nConclusion: Australia\n";

    @Test
    void showsHowBothChainsWereReadAndTheStatementTable() throws Exception {
        Path cand = dir.resolve("cand.txt");
        Files.writeString(cand, CANDIDATE);
        Cli r = Cli.run("explain", "--candidate", "@" + cand, "--reference", REFERENCE.replace("\n", "\\n"));
        assertThat(r.exit).as(r.toString()).isZero();
        assertThat(r.out).contains("Reading: default (conclusions exclude), judge embedding")
                .contains("1. Eucalyptus trees line the road.   [label: Vegetation]")
                .contains("conclusion: Australia")
                .contains("dropped (opener, line 1): Based on the image, here is my reasoning:")
                .contains("dropped (header, line 2): ### Analysis")
                .contains("dropped (rule, line 5): ---")
                .contains("Candidate statements (precision")
                .contains("best support: ");
        // the statement table names the statement as written, not the lower-cased clause, and counts from 1
        assertThat(r.out).contains("credit").contains("Cars drive on the left.").contains("clause of statement 1,")
                .doesNotContain("statement 0");
    }

    @Test
    void aChainOverTheLimitIsRefusedAndControlCharactersArePrintedAsEscapes() throws Exception {
        Path big = dir.resolve("big.txt");
        Files.writeString(big, "- Red soil along the road.\n".repeat(40));
        Cli refused = Cli.run("explain", "--candidate", "@" + big, "--reference", REFERENCE.replace("\n", "\\n"),
                "--max-chain-chars", "500");
        assertThat(refused.exit).as(refused.toString()).isEqualTo(2);
        assertThat(refused.err).contains("--candidate").contains("over the limit of 500").contains("--max-chain-chars");
        Files.writeString(big, "x".repeat(5000));
        assertThat(Cli.run("explain", "--candidate", "@" + big, "--reference", "- a b c d e f", "--max-chain-chars", "500")
                .err).contains("bytes");
        Cli hostile = Cli.run("explain", "--candidate", "- Yellow plates \u001b]52;c;ZXZpbA==\u0007 at the back.",
                "--reference", REFERENCE.replace("\n", "\\n"));
        assertThat(hostile.exit).as(hostile.toString()).isZero();
        assertThat(hostile.out).doesNotContain("\u001b").contains("\\u001b]52;c;ZXZpbA==\\u0007");
    }

    @Test
    void jsonGivesTheSameForToolsAndPaperReadsTheAuthorsWay() throws Exception {
        Cli r = Cli.run("explain", "--json", "--candidate", CANDIDATE.replace("\n", "\\n"), "--reference",
                REFERENCE.replace("\n", "\\n"));
        assertThat(r.exit).as(r.toString()).isZero();
        JsonNode j = JsonLines.readTree(r.out);
        assertThat(j.get("reading").asText()).isEqualTo("default");
        assertThat(j.at("/candidate/statements/0/label").asText()).isEqualTo("Vegetation");
        assertThat(j.at("/candidate/dropped/0/reason").asText()).isEqualTo("opener");
        assertThat(j.at("/precision_table/rows")).hasSize(2);
        assertThat(j.at("/precision_table/rows/0/number").asInt()).isEqualTo(1);
        assertThat(j.at("/precision_table/rows/0/statement").asText()).isEqualTo("Eucalyptus trees line the road.");
        assertThat(j.at("/precision_table/graded").asInt() + j.at("/precision_table/not_graded").asInt()).isEqualTo(2);
        double f1 = j.get("f1").asDouble();
        assertThat(f1).isBetween(0.0, 1.0);

        Cli paper = Cli.run("explain", "--json", "--reading", "paper", "--candidate", "- ok", "--reference",
                REFERENCE.replace("\n", "\\n"));
        assertThat(paper.exit).as(paper.toString()).isZero();
        JsonNode p = JsonLines.readTree(paper.out);
        assertThat(p.get("f1").asDouble()).isZero();
        assertThat(p.get("note").asText()).contains("the candidate has no point");
        assertThat(p.at("/reference/statements/0/text").asText()).isEqualTo("Eucalyptus trees along the road.");
    }
}
