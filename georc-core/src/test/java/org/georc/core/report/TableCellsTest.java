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
}
