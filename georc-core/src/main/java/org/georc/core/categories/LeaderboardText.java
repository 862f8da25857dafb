package org.georc.core.categories;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import org.georc.core.json.JsonLines;
import org.georc.core.scorefile.ScoreLines;
import org.georc.core.scorefile.ScoreRecord;
import org.georc.core.report.Leaderboard;
import org.georc.core.report.ModelGroups;
import org.georc.core.report.TableFormat;

/**
 * What {@code georc leaderboard} writes for a score file: the per-model leaderboard in a
 * {@link TableFormat} and, given a categories file, the recall by category after it (CSV: a
 * second block after a blank line; JSON: {@code {"leaderboard": [...], "recall_by_category": [...]}}).
 *
 * <pre>{@code
 * LeaderboardText t = LeaderboardText.of(Path.of("scores.jsonl"), false, ModelGroups.standard(),
 *         TableFormat.MARKDOWN, null, System.err::println);
 * System.out.print(t.text());
 * }</pre>
 *
 * @param records the score rows read
 * @param board   the leaderboard
 * @param recall  recall by category, or null without a categories file
 * @param text    the text to write
 */
public record LeaderboardText(List<ScoreRecord> records, Leaderboard board, CategoryRecall recall, String text) {
    /**
     * @param scores     a score file
     * @param allowMixed average rows made with different settings
     * @param groups     how models are grouped
     * @param format     the table format
     * @param categories a {@code georc categories} file of the same references, or null
     * @param notes      receives a note when score rows are left out of the recall
     * @return the leaderboard and its text
     * @throws org.georc.core.InvalidInputException on malformed files, a file without rows, or mixed
     *                                               settings (unless allowed)
     */
    public static LeaderboardText of(Path scores, boolean allowMixed, ModelGroups groups, TableFormat format,
                                     Path categories, Consumer<String> notes) {
        List<ScoreRecord> records = ScoreLines.read(scores);
        if (records.isEmpty()) {
            // an empty table with exit 0 would pass for a result: the run it came from wrote nothing here
            throw new org.georc.core.InvalidInputException(scores, 0, null, "holds no score rows (the file is empty "
                    + "or blank): there is nothing to rank. Was the scoring run's output written elsewhere?", null);
        }
        ScoreLines.requireOneSettings(records, scores.toString(), allowMixed);
        Leaderboard board = Leaderboard.of(records, groups);
        String text = switch (format) {
            case MARKDOWN -> board.markdown();
            case CSV -> board.csv();
            case JSON -> board.json();
        };
        CategoryRecall recall = null;
        if (categories != null) {
            recall = CategoryRecall.of(records, CategoryRows.read(categories, false))
                    .ordered(board.rows().stream().map(Leaderboard.Row::model).toList());
            if (recall.unmatched() > 0) {
                notes.accept("note: " + recall.unmatched() + " score row(s) left out of the recall by category "
                        + "(failures, rows without alignments, or a reference the categories file lacks)");
            }
            text = switch (format) {
                case CSV -> text + "\n" + recall.csv();
                case JSON -> withRecall(text, recall);
                case MARKDOWN -> text + "\n" + recall.markdown();
            };
        }
        return new LeaderboardText(records, board, recall, text);
    }

    private static String withRecall(String json, CategoryRecall recall) {
        try {
            var root = JsonLines.object();
            root.set("leaderboard", JsonLines.readTree(json));
            root.set("recall_by_category", JsonLines.readTree(recall.json()).get("recall_by_category"));
            return JsonLines.writePretty(root) + "\n";
        } catch (IOException e) {
            throw new UncheckedIOException("cannot merge the leaderboard and the recall by category", e);
        }
    }
}
