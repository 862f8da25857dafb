package org.georc.judges.flags;

/**
 * One flag on one candidate statement.
 *
 * @param index     the statement's position in the candidate chain
 * @param statement the statement
 * @param flag      the failure kind
 * @param reason    what triggered it
 */
public record FlaggedStatement(int index, String statement, ErrorFlag flag, String reason) {
}
