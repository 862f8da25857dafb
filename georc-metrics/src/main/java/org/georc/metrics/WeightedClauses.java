package org.georc.metrics;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Key clauses of a chain with the weights of the key-points protocol.
 *
 * <p>A chain of {@code n} statements, where statement {@code i} yields {@code k_i} clauses,
 * gives each clause of statement {@code i} the weight {@code (1 / k_i) / n}; the weights of a
 * chain with at least one clause sum to 1. Identical clause texts (after trimming) merge into
 * one entry whose weight is the sum of theirs. Statements with no clause contribute no weight,
 * and the remaining statements are still divided by the full {@code n}: a statement the
 * extractor could not read is lost credit, not redistributed credit.
 *
 * @param texts      distinct clause texts, in first-seen order
 * @param weights    weight of each clause, parallel to {@code texts}
 * @param statements index of the statement each clause first came from, parallel to {@code texts}
 */
public record WeightedClauses(List<String> texts, double[] weights, int[] statements) {

    /** Copies the inputs and checks that they are parallel, finite and non-negative. */
    public WeightedClauses {
        texts = List.copyOf(texts);
        weights = weights.clone();
        statements = statements.clone();
        if (texts.size() != weights.length || texts.size() != statements.length) {
            throw new IllegalArgumentException("texts, weights and statements must be parallel, got "
                    + texts.size() + ", " + weights.length + ", " + statements.length);
        }
        for (int i = 0; i < weights.length; i++) {
            Checks.finite(weights[i], "weights[" + i + "]");
            if (weights[i] < 0) {
                throw new IllegalArgumentException("weights[" + i + "] must be >= 0, got " + weights[i]);
            }
        }
    }

    /**
     * Weighs the clauses of a chain.
     *
     * @param clausesPerStatement for each statement, its key clauses (possibly none)
     * @return the merged, weighted clauses
     * @throws IllegalArgumentException if a clause is null or blank
     */
    public static WeightedClauses of(List<List<String>> clausesPerStatement) {
        return of(clausesPerStatement, true);
    }

    /**
     * Weighs the clauses of a chain, with or without the statements that yielded no clause.
     *
     * @param clausesPerStatement for each statement, its key clauses (possibly none)
     * @param clauselessWeigh     true: every statement weighs {@code 1/n} (a clause-less one
     *                            lowers the total weight); false: {@code n} counts only the
     *                            statements with clauses, so the weights sum to 1 whenever one has
     * @return the merged, weighted clauses
     * @throws IllegalArgumentException if a clause is null or blank
     */
    public static WeightedClauses of(List<List<String>> clausesPerStatement, boolean clauselessWeigh) {
        int n = clauselessWeigh ? clausesPerStatement.size()
                : (int) clausesPerStatement.stream().filter(c -> !c.isEmpty()).count();
        Map<String, double[]> merged = new LinkedHashMap<>();
        Map<String, Integer> firstStatement = new LinkedHashMap<>();
        for (int s = 0; s < clausesPerStatement.size(); s++) {
            List<String> clauses = clausesPerStatement.get(s);
            int k = clauses.size();
            for (String clause : clauses) {
                if (clause == null || clause.isBlank()) {
                    throw new IllegalArgumentException("statement " + s + " has a blank clause");
                }
                String key = clause.strip();
                merged.computeIfAbsent(key, x -> new double[1])[0] += 1.0 / k / n;
                firstStatement.putIfAbsent(key, s);
            }
        }
        List<String> texts = new ArrayList<>(merged.keySet());
        double[] weights = new double[texts.size()];
        int[] statements = new int[texts.size()];
        for (int i = 0; i < texts.size(); i++) {
            weights[i] = merged.get(texts.get(i))[0];
            statements[i] = firstStatement.get(texts.get(i));
        }
        return new WeightedClauses(texts, weights, statements);
    }

    /** @return the number of distinct clauses */
    public int size() {
        return texts.size();
    }

    /** @return the total weight: 1 when every statement yielded a clause, less otherwise, 0 when empty */
    public double totalWeight() {
        return Arrays.stream(weights).sum();
    }

    @Override
    public double[] weights() {
        return weights.clone();
    }

    @Override
    public int[] statements() {
        return statements.clone();
    }

    /**
     * @param i a clause index
     * @return the statement clause {@code i} first came from, without copying the array
     */
    public int statement(int i) {
        return statements[i];
    }

    /** Weight of clause {@code i} without copying the array. */
    public double weight(int i) {
        return weights[i];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof WeightedClauses w && texts.equals(w.texts)
                && Arrays.equals(weights, w.weights) && Arrays.equals(statements, w.statements);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * texts.hashCode() + Arrays.hashCode(weights)) + Arrays.hashCode(statements);
    }

    @Override
    public String toString() {
        return "WeightedClauses" + texts + Arrays.toString(weights);
    }
}
