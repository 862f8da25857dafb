package org.georc.core.score;

import java.util.Optional;

/**
 * How one statement (or key clause) of a chain was credited: its score and the statement of
 * the other chain that supported it best.
 *
 * @param index        position of the statement in its chain (0-based)
 * @param statement    the statement or clause text
 * @param score        credit in [0, 1]
 * @param supportIndex position of the best-supporting statement in the other chain, or -1
 * @param support      the best-supporting statement (or clause) of the other chain, or null
 * @param reason       the judge's short reason or trace, or null
 */
public record Alignment(int index, String statement, double score, int supportIndex, String support, String reason) {

    /** Validates the score range and the index. */
    public Alignment {
        if (statement == null) {
            throw new IllegalArgumentException("statement must not be null");
        }
        if (!(score >= 0.0 && score <= 1.0)) {
            throw new IllegalArgumentException("alignment score must lie in [0, 1], got " + score);
        }
        if (index < 0 || supportIndex < -1) {
            throw new IllegalArgumentException("bad indices " + index + ", " + supportIndex);
        }
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
