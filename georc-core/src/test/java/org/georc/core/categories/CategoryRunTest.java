package org.georc.core.categories;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import org.georc.core.InvalidInputException;
import org.georc.core.JudgeException;
import org.georc.core.scorefile.RunSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CategoryRunTest {
    @TempDir
    Path dir;

    /** Labels by a keyword; "FAIL" fails while {@code broken} is set. */
    static final class Fake implements Categoriser {
        final List<String> asked = new CopyOnWriteArrayList<>();
        final AtomicBoolean broken = new AtomicBoolean(true);

        @Override
        public String id() {
            return "fake";
        }

        @Override
        public Map<String, String> settings() {
            return Map.of("categoriser", "fake");
        }

        @Override
        public List<Category> categorise(String statement) {
            asked.add(statement);
            if (statement.contains("FAIL") && broken.get()) {
                throw new JudgeException("unreadable answer");
            }
            return statement.contains("pole") ? List.of(Category.INFRASTRUCTURE)
                    : List.of(Category.VEGETATION, Category.CLIMATE);
        }
    }

    static final RunSettings SETTINGS = RunSettings.of(Map.of("categoriser", "fake"));

    List<CategoryRun.Chain> chains() {
        return List.of(new CategoryRun.Chain("a", CategoryRow.REFERENCE, 3, List.of("Wooden poles.", "Palm trees FAIL.")),
                new CategoryRun.Chain("a", "gpt", null, List.of("Palm trees.")));
    }

    @Test
    void writesOneLinePerStatementAndRecordsAFailureInsteadOfGuessing() {
        Path out = dir.resolve("cat.jsonl");
        List<String> warnings = new ArrayList<>();
        CategoryRun.Result r = CategoryRun.run(chains(), new Fake(), out, SETTINGS, false, 2, warnings::add);
        assertThat(r.written()).isEqualTo(3);
        assertThat(r.failed()).isEqualTo(1);
        assertThat(warnings).singleElement().asString().contains("statement 1").contains("unreadable");
        List<CategoryRow> rows = CategoryRows.read(out, false).list();
        assertThat(rows).extracting(CategoryRow::statement)
                .containsExactly("Wooden poles.", "Palm trees FAIL.", "Palm trees.");
        assertThat(rows.get(0).categories()).containsExactly(Category.INFRASTRUCTURE);
        assertThat(rows.get(0).expert()).isEqualTo(3);
        assertThat(rows.get(1).isFailure()).isTrue();
        assertThat(rows.get(2).categories()).containsExactly(Category.VEGETATION, Category.CLIMATE);
        assertThat(rows.get(2).expert()).isNull();
    }

    @Test
    void aReRunSkipsDoneStatementsAndRetriesFailuresOnlyWhenAsked() {
        Path out = dir.resolve("cat.jsonl");
        Fake fake = new Fake();
        CategoryRun.run(chains(), fake, out, SETTINGS, false, 1, w -> { });
        fake.asked.clear();
        CategoryRun.Result again = CategoryRun.run(chains(), fake, out, SETTINGS, false, 1, w -> { });
        assertThat(fake.asked).isEmpty();
        assertThat(again.skipped()).isEqualTo(3);
        assertThat(again.failures()).isEqualTo(1);
        fake.broken.set(false);
        CategoryRun.Result retried = CategoryRun.run(chains(), fake, out, SETTINGS, true, 1, w -> { });
        assertThat(fake.asked).containsExactly("Palm trees FAIL.");
        assertThat(retried.failures()).isZero();
        assertThat(CategoryRows.read(out, false).list()).hasSize(3).noneMatch(CategoryRow::isFailure);
    }

    @Test
    void aRowTornByAKilledRunIsCutAndRedone() throws Exception {
        Path out = dir.resolve("cat.jsonl");
        Fake fake = new Fake();
        fake.broken.set(false);
        CategoryRun.run(chains(), fake, out, SETTINGS, false, 1, w -> { });
        String text = Files.readString(out);
        String lastLine = text.substring(text.lastIndexOf('\n', text.length() - 2) + 1);
        Files.writeString(out, text.substring(0, text.length() - lastLine.length()) + lastLine.substring(0, 20),
                StandardCharsets.UTF_8);
        fake.asked.clear();
        CategoryRun.run(chains(), fake, out, SETTINGS, false, 1, w -> { });
        assertThat(fake.asked).containsExactly("Palm trees.");
        assertThat(CategoryRows.read(out, false).list()).hasSize(3);
    }

    @Test
    void aFileWrittenWithOtherSettingsIsRefusedUntouched() throws Exception {
        Path out = dir.resolve("cat.jsonl");
        CategoryRun.run(chains(), new Fake(), out, SETTINGS, false, 1, w -> { });
        String before = Files.readString(out);
        assertThatThrownBy(() -> CategoryRun.run(chains(), new Fake(), out,
                RunSettings.of(Map.of("categoriser", "other")), false, 1, w -> { }))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("other settings");
        assertThat(Files.readString(out)).isEqualTo(before);
    }

    @Test
    void anUnknownCategoryInAFileIsAnErrorNamingFileLineAndField() throws Exception {
        Path f = dir.resolve("bad.jsonl");
        Files.writeString(f, "{\"id\":\"a\",\"model\":\"reference\",\"index\":0,\"statement\":\"x\",\"categories\":[\"infrastructure\"]}\n"
                + "{\"id\":\"a\",\"model\":\"reference\",\"index\":1,\"statement\":\"y\",\"categories\":[\"weather\"]}\n");
        assertThatThrownBy(() -> CategoryRows.read(f, false)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("bad.jsonl:2").hasMessageContaining("categories").hasMessageContaining("weather");
    }

    @Test
    void countsPerCategoryCountEveryLabelOfReferenceStatementsOnly() {
        List<CategoryRow> rows = List.of(
                new CategoryRow("a", CategoryRow.REFERENCE, 1, 0, "s", List.of(Category.VEGETATION, Category.CLIMATE), null),
                new CategoryRow("a", CategoryRow.REFERENCE, 1, 1, "t", List.of(Category.VEGETATION), null),
                new CategoryRow("a", CategoryRow.REFERENCE, 1, 2, "u", List.of(), "failed"),
                new CategoryRow("a", "gpt", null, 0, "v", List.of(Category.META), null));
        CategoryCounts c = CategoryCounts.ofReferences(rows);
        assertThat(c.statements()).isEqualTo(2);
        assertThat(c.rows().get(0)).isEqualTo(new CategoryCounts.Row(Category.VEGETATION, 2, 2));
        assertThat(c.rows().get(1)).isEqualTo(new CategoryCounts.Row(Category.CLIMATE, 1, 0));
        assertThat(c.rows()).filteredOn(r -> r.category() == Category.META).singleElement()
                .extracting(CategoryCounts.Row::labels).isEqualTo(0);
        assertThat(c.csv()).startsWith("category,statements,percent_of_statements,main\nvegetation,2,100.0,2\n");
        assertThat(c.markdown()).containsPattern("\\| vegetation +\\| +2 \\|");
    }
}
