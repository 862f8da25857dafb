package org.georc.core.result;

import java.util.Optional;

/**
 * How one entry of a chain was credited: its score and the entry of the other chain that
 * supported it best. An entry is a statement or, for key-point judges, one key clause of a
 * statement. Every entry names its statement ({@link #statementIndex()}); a clause also names its
 * position among the chain's clauses ({@link #clauseIndex()}, -1 for a statement), and the
 * support is named the same way.
 *
 * @param statementIndex        the statement (0-based, among the chain's graded statements) this
 *                              entry is or was taken from
 * @param statement             the statement or clause text
 * @param score                 credit in [0, 1]
 * @param supportStatementIndex the statement of the other chain that supports this entry best, or
 *                              holds the clause that does; -1 when nothing does
 * @param support               the best-supporting statement (or clause) of the other chain, or null
 * @param reason                the judge's short reason or trace, or null
 * @param clauseIndex           for a key clause, its position among all clauses of the chain
 *                              (0-based); -1 when the entry is a whole statement
 * @param supportClauseIndex    for a key clause, the position of the supporting clause among the
 *                              other chain's clauses; -1 for a statement or when nothing supports it
 */
public record Alignment(int statementIndex, String statement, double score, int supportStatementIndex,
                        String support, String reason, int clauseIndex, int supportClauseIndex) {
    /**
     * How the reason of an entry the judge left ungraded begins (a key clause that is a VLM's
     * wrapping, not evidence): the entry weighs nothing and is listed so that a reader sees why.
     */
    public static final String NOT_GRADED = "not graded: ";

    /** Validates the score range and the indices. */
    public Alignment {
        if (statement == null) {
            throw new IllegalArgumentException("statement must not be null");
        }
        if (!(score >= 0.0 && score <= 1.0)) {
            throw new IllegalArgumentException("alignment score must lie in [0, 1], got " + score);
        }
        if (statementIndex < 0 || supportStatementIndex < -1 || clauseIndex < -1 || supportClauseIndex < -1) {
            throw new IllegalArgumentException("bad indices: statement " + statementIndex + ", support statement "
                    + supportStatementIndex + ", clause " + clauseIndex + ", support clause " + supportClauseIndex);
        }
        if (clauseIndex == -1 && supportClauseIndex != -1) {
            throw new IllegalArgumentException("a whole statement (clause -1) is supported by a statement, not by clause "
                    + supportClauseIndex);
        }
        if (clauseIndex >= 0 && (supportClauseIndex == -1) != (supportStatementIndex == -1)) {
            throw new IllegalArgumentException("a clause's support clause " + supportClauseIndex
                    + " and support statement " + supportStatementIndex + " must both be -1 or both name an entry");
        }
    }

    /**
     * A statement-level alignment: the entry is statement {@code statementIndex} and its support
     * is statement {@code supportStatementIndex} of the other chain.
     *
     * @param statementIndex        position of the statement in its chain (0-based)
     * @param statement             the statement text
     * @param score                 credit in [0, 1]
     * @param supportStatementIndex position of the best-supporting statement in the other chain, or -1
     * @param support               the best-supporting statement of the other chain, or null
     * @param reason                the judge's short reason, or null
     */
    public Alignment(int statementIndex, String statement, double score, int supportStatementIndex, String support,
                     String reason) {
        this(statementIndex, statement, score, supportStatementIndex, support, reason, -1, -1);
    }

    /**
     * A clause-level alignment (key-point judges).
     *
     * @param clauseIndex           position of the clause among the chain's clauses
     * @param statementIndex        the statement the clause was taken from
     * @param clause                the clause text
     * @param score                 credit in [0, 1]
     * @param supportClauseIndex    the best-supporting clause of the other chain, or -1
     * @param supportStatementIndex the statement that clause was taken from, or -1
     * @param support               the best-supporting clause, or null
     * @param reason                the judge's short reason or trace, or null
     * @return the alignment
     */
    public static Alignment ofClause(int clauseIndex, int statementIndex, String clause, double score,
                                     int supportClauseIndex, int supportStatementIndex, String support, String reason) {
        return new Alignment(statementIndex, clause, score, supportStatementIndex, support, reason, clauseIndex,
                supportClauseIndex);
    }

    /** @return whether the entry is a key clause (a key-point judge's) rather than a whole statement */
    public boolean isClause() {
        return clauseIndex >= 0;
    }

    /**
     * The entry's position in its list, as score files write it ({@code "index"}).
     *
     * @return {@link #clauseIndex()} for a key clause, else {@link #statementIndex()}
     */
    public int entryIndex() {
        return isClause() ? clauseIndex : statementIndex;
    }

    /**
     * The support's position in the other chain's list, as score files write it
     * ({@code "support_index"}).
     *
     * @return {@link #supportClauseIndex()} for a key clause, else {@link #supportStatementIndex()}
     */
    public int supportEntryIndex() {
        return isClause() ? supportClauseIndex : supportStatementIndex;
    }

    /**
     * An entry the judge listed but left out of precision and recall ({@link #NOT_GRADED}).
     *
     * @param clauseIndex    position after the chain's graded clauses
     * @param statementIndex the statement the clause was taken from
     * @param clause         the clause text
     * @param why            why it was not graded (after {@link #NOT_GRADED})
     * @return the alignment, score 0 and no support
     */
    public static Alignment notGraded(int clauseIndex, int statementIndex, String clause, String why) {
        return ofClause(clauseIndex, statementIndex, clause, 0.0, -1, -1, null, NOT_GRADED + why);
    }

    /** @return whether the entry counts in precision and recall (false for {@link #notGraded} entries) */
    public boolean graded() {
        return reason == null || !reason.startsWith(NOT_GRADED);
    }

    /** @return why the entry is not graded (its reason after {@link #NOT_GRADED}); empty for a graded entry */
    public Optional<String> notGradedReason() {
        return graded() ? Optional.empty() : Optional.of(reason.substring(NOT_GRADED.length()));
    }

    /**
     * The statement this entry belongs to as written in its chain: {@link #statement()} is the
     * graded text the judge saw (a lower-cased key clause, for key-point judges).
     *
     * @param statements the graded statements of the chain this entry belongs to
     * @return statement {@link #statementIndex()} of them
     * @throws IndexOutOfBoundsException when the list is not that chain's
     */
    public String writtenIn(java.util.List<String> statements) {
        return statements.get(statementIndex);
    }

    /** @return the supporting statement, if any */
    public Optional<String> supportText() {
        return Optional.ofNullable(support);
    }

    /** @return the judge's reason, if any */
    public Optional<String> reasonText() {
        return Optional.ofNullable(reason);
    }
}
