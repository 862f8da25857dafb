package org.georc.bench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.georc.core.categories.CategoryRow;
import org.georc.core.categories.CategoryRows;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code georc categories} with the offline categoriser (the embedded MiniLM). */
class CategoriesIT {
    /** The accuracy docs/CATEGORIES.md reports may drift this much (an encoder build, say) before this fails. */
    static final double MARGIN = 0.03;

    @TempDir
    Path dir;

    static double reported(String field) throws Exception {
        Path docs = Cli.examples().getParent().getParent().resolve("docs").resolve("categories-test-output.txt");
        Matcher m = Pattern.compile(Pattern.quote(field) + ": ([0-9.]+)").matcher(Files.readString(docs));
        assertThat(m.find()).as(field + " in " + docs).isTrue();
        return Double.parseDouble(m.group(1));
    }

    static double measured(String out, String field) {
        Matcher m = Pattern.compile(Pattern.quote(field) + ": ([0-9.]+)").matcher(out);
        assertThat(m.find()).as(out).isTrue();
        return Double.parseDouble(m.group(1));
    }

    @Test
    void theTestSplitScoresAtLeastWhatTheDocsReportLessASmallMargin() throws Exception {
        Cli r = Cli.run("categories", "--evaluate", Cli.examples().resolve("categories/test.jsonl").toString());
        assertThat(r.exit).as(r.toString()).isZero();
        assertThat(measured(r.out, "primary accuracy")).isGreaterThanOrEqualTo(reported("primary accuracy") - MARGIN)
                .isGreaterThanOrEqualTo(0.75);
        assertThat(measured(r.out, "multi-label micro F1"))
                .isGreaterThanOrEqualTo(reported("multi-label micro F1") - MARGIN);
    }

    @Test
    void labelsEveryStatementOfTheSampleResumesAndDrawsFigure3() throws Exception {
        Path out = dir.resolve("cat.jsonl");
        Path fig = dir.resolve("fig");
        String refs = Cli.examples().resolve("references.jsonl").toString();
        String cands = Cli.examples().resolve("candidates.jsonl").toString();
        Cli r = Cli.run("categories", "--references", refs, "--candidates", cands, "--output", out.toString(),
                "--figure", fig.toString());
        assertThat(r.exit).as(r.toString()).isZero();
        List<CategoryRow> rows = CategoryRows.read(out, false).list();
        assertThat(rows).hasSize(230).noneMatch(CategoryRow::isFailure)
                .allMatch(x -> !x.categories().isEmpty() && x.categories().size() <= 3);
        CategoryRow first = rows.get(0);
        assertThat(first.model()).isEqualTo("reference");
        assertThat(first.statement()).isEqualTo("White bollards with a black cap and a red reflector line the road.");
        assertThat(first.main().label()).isEqualTo("infrastructure");
        assertThat(rows).filteredOn(x -> x.statement().startsWith("Cyrillic")).isNotEmpty()
                .allMatch(x -> x.main().label().equals("language"));
        assertThat(Files.readString(out)).startsWith("{\"id\":\"austria-tyrol\",\"model\":\"reference\",\"index\":0,");
        assertThat(fig.resolve("category_counts.png")).isNotEmptyFile();
        assertThat(Files.readString(fig.resolve("category_counts.svg"))).contains(">infrastructure<");
        assertThat(Files.readString(fig.resolve("category_counts.csv")))
                .startsWith("category,statements,percent_of_statements,main\ninfrastructure,");
        long before = Files.size(out);
        Cli again = Cli.run("categories", "--references", refs, "--candidates", cands, "--output", out.toString());
        assertThat(again.exit).as(again.toString()).isZero();
        assertThat(again.err).contains("wrote 0 line(s)").contains("230 statement(s) already done");
        assertThat(Files.size(out)).isEqualTo(before);
    }

    @Test
    void theLeaderboardAddsRecallByCategoryAndItsHeatmap() throws Exception {
        String refs = Cli.examples().resolve("references.jsonl").toString();
        Path scores = dir.resolve("out.jsonl");
        Path cat = dir.resolve("cat.jsonl");
        Cli s = Cli.run("score", "--references", refs, "--candidates", Cli.examples().resolve("candidates.jsonl").toString(),
                "--output", scores.toString(), "--quiet");
        assertThat(s.exit).as(s.toString()).isZero();
        Cli c = Cli.run("categories", "--references", refs, "--output", cat.toString());
        assertThat(c.exit).as(c.toString()).isZero();
        Path fig = dir.resolve("fig");
        Cli lb = Cli.run("leaderboard", scores.toString(), "--categories", cat.toString(), "--plot", fig.toString());
        assertThat(lb.exit).as(lb.toString()).isZero();
        assertThat(lb.out).contains("Recall by category").containsPattern("\\| paraphrase +\\| +9\\d\\.\\d\\d \\[");
        Cli csv = Cli.run("leaderboard", scores.toString(), "--categories", cat.toString(), "--format", "csv");
        double para = value(csv.out, "paraphrase,infrastructure,");
        double hall = value(csv.out, "hallucinated,infrastructure,");
        assertThat(para).isGreaterThan(hall + 50);
        assertThat(fig.resolve("category_recall.png")).isNotEmptyFile();
        assertThat(Files.readString(fig.resolve("category_recall.svg"))).contains(">hallucinated<").contains(">geology<");
    }

    static double value(String csv, String prefix) {
        int i = csv.indexOf("\n" + prefix);
        assertThat(i).as(csv).isPositive();
        String rest = csv.substring(i + 1 + prefix.length());
        return Double.parseDouble(rest.substring(0, rest.indexOf(',')));
    }

    @Test
    void aMalformedLexiconIsRefusedWithItsFileAndLine() throws Exception {
        Path lex = dir.resolve("lex.txt");
        Files.writeString(lex, "# mine\nweather: rain\n");
        Cli r = Cli.run("categories", "--evaluate", Cli.examples().resolve("categories/dev.jsonl").toString(),
                "--lexicon", lex.toString());
        assertThat(r.exit).as(r.toString()).isNotZero();
        assertThat(r.err).contains(lex + ":2:").contains("unknown category \"weather\"");
    }
}
