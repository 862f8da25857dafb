package org.georc.benchmark.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.georc.core.InvalidInputException;
import org.georc.core.categories.CategoryCounts;
import org.georc.core.categories.CategoryRow;

/** Writes GeoRC Figure 3 (category counts over the reference chains): Markdown, CSV, SVG and PNG. */
public final class CategoryFigures {
    private CategoryFigures() {
    }

    /**
     * @param dir  the folder (created)
     * @param rows the categories file's rows
     * @return the files written
     */
    public static List<Path> writeCounts(Path dir, List<CategoryRow> rows) {
        CategoryCounts counts = CategoryCounts.ofReferences(rows);
        List<Path> out = new ArrayList<>();
        try {
            Files.createDirectories(dir);
            Path md = dir.resolve("category_counts.md");
            Path csv = dir.resolve("category_counts.csv");
            write(md, counts.markdown());
            write(csv, counts.csv());
            out.add(md);
            out.add(csv);
        } catch (IOException e) {
            throw new InvalidInputException(dir, 0, null, "cannot write: " + e.getClass().getSimpleName() + ": "
                    + e.getMessage(), e);
        }
        out.addAll(Plots.writeCategoryCounts(dir, counts.rows().stream().map(r -> r.category().label()).toList(),
                counts.rows().stream().map(CategoryCounts.Row::labels).toList()));
        return out;
    }

    private static void write(Path target, String text) throws IOException {
        try (org.georc.core.output.ReplacedFile f = org.georc.core.output.ReplacedFile.of(target)) {
            f.write(text);
            f.commit();
        }
    }
}
