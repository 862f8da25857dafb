package org.georc.core;

/**
 * Root of the library's unchecked exceptions. Subclasses say which kind of thing failed:
 * input data, configuration, a model, or a judge.
 */
public class GeorcException extends RuntimeException {
    /**
     * @param message what failed and, where known, where
     */
    public GeorcException(String message) {
        super(message);
    }

    /**
     * @param message what failed
     * @param cause   the underlying failure, kept
     */
    public GeorcException(String message, Throwable cause) {
        super(message, cause);
    }
}
