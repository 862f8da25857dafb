package org.georc.core;

/** A model could not be loaded or run (missing file, native failure, closed model). */
public class ModelException extends GeorcException {
    /** @param message what failed */
    public ModelException(String message) {
        super(message);
    }

    /**
     * @param message what failed
     * @param cause   the native or I/O failure
     */
    public ModelException(String message, Throwable cause) {
        super(message, cause);
    }
}
