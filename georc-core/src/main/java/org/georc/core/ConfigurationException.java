package org.georc.core;

/** A judge, model or option was configured wrongly: unknown judge name, missing model, bad threshold. */
public class ConfigurationException extends GeorcException {
    /** @param message what is misconfigured and what was expected */
    public ConfigurationException(String message) {
        super(message);
    }

    /**
     * @param message what is misconfigured
     * @param cause   underlying failure
     */
    public ConfigurationException(String message, Throwable cause) {
        super(message, cause);
    }
}
