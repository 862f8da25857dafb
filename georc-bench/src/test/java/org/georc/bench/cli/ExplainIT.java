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
        // the statement table names the statement as written, not the lower-cased clause
        assertThat(r.out).contains("credit").contains("Cars drive on the left.");
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
        assertThat(j.get("precision_table")).hasSize(j.get("precision_table").size());
        assertThat(j.get("precision_table").get(0).get("statement").asText()).isEqualTo("Eucalyptus trees line the road.");
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
