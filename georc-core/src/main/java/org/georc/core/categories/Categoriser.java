package org.georc.core.categories;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Labels chain statements with one to {@value Category#MAX_PER_STATEMENT} scene-attribute
 * categories, the main one first. Implementations are thread-safe.
 */
public interface Categoriser extends AutoCloseable {

    /** @return a short id for the output's settings, such as "lexicon" or "llm" */
    String id();

    /**
     * @return what fixes this categoriser's answers (data and model checksums, prompt version),
     *         written into every output line's settings
     */
    Map<String, String> settings();

    /**
     * @param statement one statement, as written
     * @return one to three distinct categories, the main one first
     * @throws org.georc.core.JudgeException when this statement cannot be categorised (recorded
     *         as that statement's failure, never replaced by a guess)
     */
    List<Category> categorise(String statement);

    /**
     * Categorises several statements; implementations that batch (an encoder) override it.
     *
     * @param statements the statements
     * @return one result per statement, in order
     * @throws org.georc.core.JudgeException when any of them fails (callers that must record
     *         failures one by one call {@link #categorise} per statement)
     */
    default List<List<Category>> categoriseAll(List<String> statements) {
        List<List<Category>> out = new ArrayList<>(statements.size());
        for (String s : statements) {
            out.add(categorise(s));
        }
        return out;
    }

    /** Releases resources; the default does nothing. */
    @Override
    default void close() {
    }
}
