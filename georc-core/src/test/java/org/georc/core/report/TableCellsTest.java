package org.georc.core.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.georc.core.gtpred.GtpredScore;
import org.georc.core.gtpred.GtpredSummary;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Model names reach every table through one cell encoder: no formula cells, no HTML, no links. */
class TableCellsTest {
    @ParameterizedTest
    @ValueSource(strings = {"=HYPERLINK(\"http://x\",\"y\")", "@SUM(A1:A9)", "+1", "-2", "\tx"})
    void aFormulaStartIsNeutralisedInCsv(String name) {
        assertThat(Cells.csv(name)).matches("\"?'.*");
    }

    @Test
    void theGtpredCsvSummaryNeutralisesFormulaModelNames() {
        GtpredScore s = score("=HYPERLINK(\"http://evil\",\"click\")");
        GtpredScore t = score("@SUM(A1:A2)");
        String csv = GtpredTable.csv(GtpredSummary.of(List.of(s, t)));
        assertThat(csv.lines().skip(1)).allSatisfy(line -> assertThat(line).matches("\"?'.*"));
    }

    private static GtpredScore score(String model) {
        return new GtpredScore("a", model, org.georc.metrics.GtpredScoring.LocationMode.PAPER, 1.0, 0.5, null, null, null, null,
                null, List.of(), null, null);
    }

    @Test
    void markdownCellsCarryNoHtmlAndNoLinks() {
        String cell = Cells.markdown("<script>alert(1)</script> [win](http://evil) a|b \\");
        assertThat(cell).doesNotContain("<").doesNotContain(">").doesNotContain("](").contains("[win]\\(http")
                .contains("&lt;script&gt;").contains("a\\|b").endsWith("\\\\");
    }

    @Test
    void theMarkdownLeaderboardEscapesModelNames() {
        MarkdownTable t = new MarkdownTable(List.of("model", "F1"));
        t.row(List.of("<img src=x onerror=alert(1)>", "1.00"));
        assertThat(t.render()).doesNotContain("<img").contains("&lt;img");
    }

    @ParameterizedTest
    @ValueSource(strings = {"www.evil.example", "WWW.evil.example", "see www.evil.example now", "https://evil.example/x",
        "ftp://evil.example", "admin@evil.example", "mailto:admin@evil.example", "x (www.evil.example)"})
    void markdownCellsGiveGithubNothingToAutolink(String name) {
        String cell = Cells.markdown(name);
        // GitHub links www., scheme:// and addresses found in the raw text; entities keep the text, not the link
        assertThat(cell).doesNotContainPattern("(?i)(?<![\\w])www\\.").doesNotContain("://")
                .doesNotContainPattern("[\\w.+-]@[\\w-]+\\.");
        assertThat(cell.replace("&#58;", ":").replace("&#64;", "@").replace("&#46;", ".")).isEqualTo(name);
    }

    @ParameterizedTest
    @ValueSource(strings = {"qwen2.5vl:7b", "llama3.2-vision:11b", "Acc@25km", "gpt-4o", "a.www"})
    void namesThatLinkNowhereStayAsWritten(String name) {
        assertThat(Cells.markdown(name)).isEqualTo(name);
    }

    @Test
    void aBidiControlInANameIsRefusedAtInputAndShownVisiblyInATable() {
        String spoof = "\u202Eo4-tpg"; // displays as gpt-4o
        assertThat(org.georc.core.json.Names.unsafeAt(spoof)).isZero();
        assertThat(org.georc.core.json.Names.problem(spoof, 0)).contains("U+202E").contains("bidirectional control");
        for (char c : new char[] {'\u200E', '\u200F', '\u061C', '\u202A', '\u2066', '\u2069'}) {
            assertThat(org.georc.core.json.Names.isBidiControl(c)).as("U+%04X", (int) c).isTrue();
        }
        assertThat(org.georc.core.json.Names.unsafeAt("gpt-4o \u00e9\u05d0")).isEqualTo(-1);
        assertThat(Cells.markdown(spoof)).isEqualTo("\uFFFDo4-tpg");
        org.georc.core.json.JsonRecord rec = org.georc.core.json.JsonLines.parseLine(java.nio.file.Path.of("c.jsonl"), 3,
                "{\"id\":\"a\",\"model\":\"\\u202eo4-tpg\"}");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> rec.requiredName("model"))
                .hasMessage("c.jsonl:3: field \"model\": must not contain control characters (found U+202E, a "
                        + "bidirectional control that reorders how the name displays at position 0)");
    }
}
