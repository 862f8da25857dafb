package org.georc.core.run;

import java.util.Objects;
import java.util.function.Function;
import java.util.function.Predicate;
import org.georc.core.json.JsonRecord;
import org.georc.core.scorefile.ScoreRecord;

/**
 * How a {@link ResumeStore} reads the rows of one kind of resumable output: a row from its JSON
 * line, the key of the item it finishes, and whether it records a failure (which a re-run with
 * {@code --retry-failed} redoes, and which a later row of the same key may replace).
 *
 * @param <R> the row type
 */
public interface RowFormat<R> {
    /**
     * @param line one line of the output
     * @return its row
     * @throws org.georc.core.InvalidInputException when the line is not a row of this output
     */
    R read(JsonRecord line);

    /**
     * @param row a row
     * @return the key of the item it finishes (unique per item)
     */
    String key(R row);

    /**
     * @param row a row
     * @return whether it records a failure
     */
    boolean isFailure(R row);

    /**
     * @param row a row
     * @return the row's item for messages, such as {@code id "a" and model "m"}
     */
    String describe(R row);

    /**
     * A format from its parts.
     *
     * @param read     a row from its line
     * @param key      its key
     * @param failure  whether it records a failure
     * @param describe its item for messages
     * @param <R>      the row type
     * @return the format
     */
    static <R> RowFormat<R> of(Function<JsonRecord, R> read, Function<R, String> key, Predicate<R> failure,
                               Function<R, String> describe) {
        Objects.requireNonNull(read, "read");
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(failure, "failure");
        Objects.requireNonNull(describe, "describe");
        return new RowFormat<>() {
            @Override
            public R read(JsonRecord line) {
                return read.apply(line);
            }

            @Override
            public String key(R row) {
                return key.apply(row);
            }

            @Override
            public boolean isFailure(R row) {
                return failure.test(row);
            }

            @Override
            public String describe(R row) {
                return describe.apply(row);
            }
        };
    }

    /** @return score lines ({@code georc score}, {@code georc experts}): failures hold a {@code judge_error} */
    static RowFormat<ScoreRecord> scores() {
        return of(r -> ScoreRecord.fromJson(r.node(), r.file(), r.line()), ScoreRecord::key, ScoreRecord::isFailure,
                r -> "id \"" + r.id() + "\" and model \"" + r.model() + "\"");
    }

    /**
     * Lines keyed by their {@code id} and {@code model} fields, kept as JSON (generated chains,
     * baselines, GTPred responses and extractions).
     *
     * @param failureField the field a failed item's line holds (such as {@code generation_error})
     * @return the format
     */
    static RowFormat<JsonRecord> keyedLines(String failureField) {
        return of(line -> {
            line.requiredName("id");
            line.requiredName("model");
            return line;
        }, line -> ScoreRecord.key(line.node().get("id").asText(), line.node().get("model").asText()),
                line -> line.node().hasNonNull(failureField),
                line -> "id \"" + line.node().get("id").asText() + "\" and model \"" + line.node().get("model").asText()
                        + "\"");
    }
}
