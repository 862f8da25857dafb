package org.georc.core;

/** A judge could not produce a score (unparsable answers after retries, back-end failure). */
public class JudgeException extends GeorcException {
    /** @param message what failed */
    public JudgeException(String message) {
        super(message);
    }

    /**
     * @param message what failed
     * @param cause   underlying failure
     */
    public JudgeException(String message, Throwable cause) {
        super(message, cause);
    }
}
