package org.georc.core.categories;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.georc.core.InvalidInputException;
import org.georc.core.scorefile.ScoreLines;
import org.georc.core.scorefile.ScoreRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CategoryRecallTest {
    @TempDir
    Path dir;

    static String cat(String id, int index, String... cats) {
        return "{\"id\":\"" + id + "\",\"model\":\"reference\",\"index\":" + index + ",\"statement\":\"s" + index
                + "\",\"categories\":[\"" + String.join("\",\"", cats) + "\"]}\n";
    }

    /** A row whose reference statements got these scores; statement 1 has two clauses. */
    static String row(String id, String model, double s0, double s1a, double s1b) {
        return "{\"id\":\"" + id + "\",\"model\":\"" + model + "\",\"precision\":0.5,\"recall\":0.5,\"f1\":0.5,"
                + "\"reference_alignments\":[{\"index\":0,\"statement_index\":0,\"statement\":\"a\",\"score\":" + s0 + "},"
                + "{\"index\":1,\"statement_index\":1,\"statement\":\"b\",\"score\":" + s1a + "},"
                + "{\"index\":2,\"statement_index\":1,\"statement\":\"c\",\"score\":" + s1b + "}]}\n";
    }

    CategoryRecall recall(String scores, String cats) throws Exception {
        Path s = dir.resolve("out.jsonl");
        Path c = dir.resolve("cat.jsonl");
        Files.writeString(s, scores);
        Files.writeString(c, cats);
        List<ScoreRecord> rows = ScoreLines.read(s);
        return CategoryRecall.of(rows, CategoryRows.read(c, false));
    }

    @Test
    void poolsStatementCreditsPerCategoryOverPairsCountingEveryLabel() throws Exception {
        String cats = cat("a", 0, "infrastructure") + cat("a", 1, "vegetation", "infrastructure")
                + cat("b", 0, "vegetation") + cat("b", 1, "meta");
        CategoryRecall r = recall(row("a", "m", 1.0, 0.0, 1.0) + row("b", "m", 0.0, 1.0, 1.0), cats);
        // a: statement 0 (infra) 1.0, statement 1 (veg + infra) mean(0, 1) = 0.5; b: statement 0 (veg) 0, 1 (meta) 1
        assertThat(r.cells().get("m").get(Category.INFRASTRUCTURE).recall().estimate()).isEqualTo(0.75);
        assertThat(r.cells().get("m").get(Category.INFRASTRUCTURE).statements()).isEqualTo(2);
        assertThat(r.cells().get("m").get(Category.INFRASTRUCTURE).pairs()).isEqualTo(1);
        assertThat(r.cells().get("m").get(Category.VEGETATION).recall().estimate()).isEqualTo(0.25);
        assertThat(r.cells().get("m").get(Category.VEGETATION).pairs()).isEqualTo(2);
        assertThat(r.cells().get("m").get(Category.META).recall().estimate()).isEqualTo(1.0);
        assertThat(r.cells().get("m")).doesNotContainKey(Category.CLIMATE);
        assertThat(r.categories()).containsExactly(Category.INFRASTRUCTURE, Category.VEGETATION, Category.META);
        assertThat(r.cells().get("m").get(Category.VEGETATION).recall().lower()).isBetween(0.0, 0.25);
        assertThat(r.markdown()).contains("| m ").contains("75.00 [—]");
        assertThat(r.csv()).contains("m,vegetation,25.00,");
    }

    @Test
    void anAlignmentNamingAStatementTheCategoriesLackIsAnError() {
        assertThatThrownBy(() -> recall(row("a", "m", 1, 1, 1), cat("a", 0, "meta")))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("reference statement 1");
    }

    @Test
    void rowsWithoutAReferenceInTheCategoriesAreCountedAsUnmatched() throws Exception {
        CategoryRecall r = recall(row("a", "m", 1, 1, 1) + row("zzz", "m", 1, 1, 1), cat("a", 0, "meta") + cat("a", 1, "meta"));
        assertThat(r.unmatched()).isEqualTo(1);
        assertThat(r.cells().get("m").get(Category.META).statements()).isEqualTo(2);
    }

    static String catText(String id, int index, String statement, String category) {
        return "{\"id\":\"" + id + "\",\"model\":\"reference\",\"index\":" + index + ",\"statement\":\"" + statement
                + "\",\"categories\":[\"" + category + "\"]}\n";
    }

    /** A row whose reference alignments grade these texts, one per statement index, in order. */
    static String graded(String id, String... texts) {
        StringBuilder b = new StringBuilder("{\"id\":\"" + id + "\",\"model\":\"m\",\"precision\":0.5,\"recall\":0.5,"
                + "\"f1\":0.5,\"reference_alignments\":[");
        for (int i = 0; i < texts.length; i++) {
            b.append(i == 0 ? "" : ",").append("{\"index\":").append(i).append(",\"statement_index\":").append(i)
                    .append(",\"statement\":\"").append(texts[i]).append("\",\"score\":").append(i == 0 ? 1 : 0).append('}');
        }
        return b.append("]}\n").toString();
    }

    private static final String BOLLARDS = "White bollards with a black cap and a red reflector line the road.";
    private static final String FIR = "Dense fir forest covers the slopes.";

    @Test
    void clausesTakenFromTheStatementsJoinTheirCategories() throws Exception {
        String cats = catText("a", 0, BOLLARDS, "infrastructure") + catText("a", 1, FIR, "vegetation");
        // the rule reader's clauses (lowercased, words dropped, caps for cap) and a whole statement alike
        CategoryRecall r = recall(graded("a", "white bollards with black caps", FIR), cats);
        assertThat(r.cells().get("m").get(Category.INFRASTRUCTURE).recall().estimate()).isEqualTo(1.0);
        assertThat(r.cells().get("m").get(Category.VEGETATION).recall().estimate()).isEqualTo(0.0);
    }

    @Test
    void aCategoriesFileOfOtherReferencesIsRefusedNamingTheFirstDifferingIdAndIndex() {
        // made from an earlier version of the references: the same statements in another order
        String stale = catText("a", 0, FIR, "vegetation") + catText("a", 1, BOLLARDS, "infrastructure");
        assertThatThrownBy(() -> recall(graded("a", "white bollards with black cap", "dense fir forest"), stale))
                .isInstanceOf(InvalidInputException.class)
                .hasMessageStartingWith("id \"a\" (m), reference statement index 0: the score row grades "
                        + "\"white bollards with black cap\" but the categories file's statement at that index is \""
                        + FIR + "\"").hasMessageContaining("different references");
    }

    @Test
    void aStatementCategorisedTwiceIsRefusedUnlessTheFirstRowFailed() throws Exception {
        Path c = dir.resolve("cat.jsonl");
        Files.writeString(c, cat("a", 0, "meta") + cat("a", 1, "meta") + cat("a", 0, "vegetation"));
        assertThatThrownBy(() -> CategoryRows.read(c, false)).isInstanceOf(InvalidInputException.class)
                .hasMessageStartingWith(c + ":3: field \"index\": a second row for statement 0 of id \"a\"")
                .hasMessageContaining("first at line 1");
        Files.writeString(c, "{\"id\":\"a\",\"model\":\"reference\",\"index\":0,\"statement\":\"s0\","
                + "\"categories_error\":\"timeout\"}\n" + cat("a", 0, "vegetation"));
        assertThat(CategoryRows.read(c, false).list()).singleElement()
                .satisfies(row -> assertThat(row.categories()).containsExactly(Category.VEGETATION));
    }
}
