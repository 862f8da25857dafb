package org.georc.core.result;

import java.util.Optional;

/**
 * How one entry of a chain was credited: its score and the entry of the other chain that
 * supported it best. An entry is a statement, or, for key-point judges, one key clause of a
 * statement; {@link #statementIndex()} always names the statement the entry belongs to, and
 * {@link #supportStatementIndex()} the statement its support belongs to.
 *
 * @param index                 position of the entry in its list (0-based): the statement's index for
 *                              statement-level judges, the clause's index among all clauses of the
 *                              chain for key-point judges
 * @param statement             the statement or clause text
 * @param score                 credit in [0, 1]
 * @param supportIndex          position of the best-supporting entry of the other chain, or -1
 * @param support               the best-supporting statement (or clause) of the other chain, or null
 * @param reason                the judge's short reason or trace, or null
 * @param statementIndex        the statement (0-based, among the chain's graded statements) this
 *                              entry is or comes from
 * @param supportStatementIndex the statement of the other chain the support is or comes from, or
 *                              -1 when there is no single supporting entry
 */
public record Alignment(int index, String statement, double score, int supportIndex, String support, String reason,
                        int statementIndex, int supportStatementIndex) {
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
        if (index < 0 || supportIndex < -1 || statementIndex < 0 || supportStatementIndex < -1) {
            throw new IllegalArgumentException("bad indices " + index + ", " + supportIndex + ", " + statementIndex
                    + ", " + supportStatementIndex);
        }
        if ((supportIndex == -1) != (supportStatementIndex == -1)) {
            throw new IllegalArgumentException("supportIndex " + supportIndex + " and supportStatementIndex "
                    + supportStatementIndex + " must both be -1 or both name an entry");
        }
    }

    /**
     * A statement-level alignment: the entry is statement {@code index} and its support is
     * statement {@code supportIndex} of the other chain.
     *
     * @param index        position of the statement in its chain (0-based)
     * @param statement    the statement text
     * @param score        credit in [0, 1]
     * @param supportIndex position of the best-supporting statement in the other chain, or -1
     * @param support      the best-supporting statement of the other chain, or null
     * @param reason       the judge's short reason, or null
     */
    public Alignment(int index, String statement, double score, int supportIndex, String support, String reason) {
        this(index, statement, score, supportIndex, support, reason, index, supportIndex);
    }

    /**
     * A clause-level alignment (key-point judges).
     *
     * @param index                 position of the clause among the chain's clauses
     * @param statementIndex        the statement the clause was taken from
     * @param clause                the clause text
     * @param score                 credit in [0, 1]
     * @param supportIndex          the best-supporting clause of the other chain, or -1
     * @param supportStatementIndex the statement that clause was taken from, or -1
     * @param support               the best-supporting clause, or null
     * @param reason                the judge's short reason or trace, or null
     * @return the alignment
     */
    public static Alignment ofClause(int index, int statementIndex, String clause, double score, int supportIndex,
                                     int supportStatementIndex, String support, String reason) {
        return new Alignment(index, clause, score, supportIndex, support, reason, statementIndex,
                supportStatementIndex);
    }

    /**
     * An entry the judge listed but left out of precision and recall ({@link #NOT_GRADED}).
     *
     * @param index          position after the chain's graded clauses
     * @param statementIndex the statement the clause was taken from
     * @param clause         the clause text
     * @param why            why it was not graded (after {@link #NOT_GRADED})
     * @return the alignment, score 0 and no support
     */
    public static Alignment notGraded(int index, int statementIndex, String clause, String why) {
        return new Alignment(index, clause, 0.0, -1, null, NOT_GRADED + why, statementIndex, -1);
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
