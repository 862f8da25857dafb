package org.georc.core.categories;

import java.util.List;

/**
 * One line of a categories file: a statement of a chain and its categories, or the reason it
 * could not be categorised.
 *
 * @param id         item id
 * @param model      the chain's model; {@value #REFERENCE} for a reference chain
 * @param expert     the expert who wrote a reference chain, or null when not known
 * @param index      the statement's position among its chain's statements (0-based)
 * @param statement  the statement, as written
 * @param categories one to three categories, main first; empty for a failure
 * @param error      why the statement has no categories, or null
 */
public record CategoryRow(String id, String model, Integer expert, int index, String statement,
                          List<Category> categories, String error) {
    /** The model name of reference chains. */
    public static final String REFERENCE = "reference";

    /** Copies and checks. */
    public CategoryRow {
        categories = List.copyOf(categories);
        if ((error == null) == categories.isEmpty() || categories.size() > Category.MAX_PER_STATEMENT) {
            throw new IllegalArgumentException("a row has 1 to " + Category.MAX_PER_STATEMENT
                    + " categories or an error, got " + categories + " / " + error);
        }
        if (categories.stream().distinct().count() != categories.size()) {
            throw new IllegalArgumentException("repeated category in " + categories);
        }
    }

    /** @return whether the statement could not be categorised */
    public boolean isFailure() {
        return error != null;
    }

    /** @return the main category; only for rows that are not failures */
    public Category main() {
        return categories.get(0);
    }

    /** @return the key of its chain: id, model and expert */
    public String chainKey() {
        return chainKey(id, model, expert);
    }

    /** @return the key of this statement: its chain and index */
    public String key() {
        return chainKey() + "\u0000" + index;
    }

    /**
     * @param id     item id
     * @param model  model
     * @param expert expert, or null
     * @return the key of a chain
     */
    public static String chainKey(String id, String model, Integer expert) {
        return id + "\u0000" + model + "\u0000" + (expert == null ? "" : expert.toString());
    }
}
