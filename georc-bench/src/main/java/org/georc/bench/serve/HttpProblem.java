package org.georc.bench.serve;

import org.georc.core.GeorcException;

/**
 * A request the server refuses: the HTTP status, the request field at fault (or null) and what
 * is wrong. The server answers {@code {"error": MESSAGE, "field": FIELD}} with the status.
 */
public final class HttpProblem extends GeorcException {
    private static final long serialVersionUID = 1L;

    private final int status;
    private final String field;

    /**
     * @param status  the HTTP status (400, 401, 413, 429, 503 ...)
     * @param field   the request field at fault, such as {@code pairs[2].candidate}, or null
     * @param message what is wrong
     */
    public HttpProblem(int status, String field, String message) {
        super(field == null ? message : field + ": " + message);
        this.status = status;
        this.field = field;
    }

    /** @return the HTTP status */
    public int status() {
        return status;
    }

    /** @return the request field at fault, or null */
    public String field() {
        return field;
    }

    /**
     * @param field   the field
     * @param message what is wrong with it
     * @return a 400 naming the field
     */
    static HttpProblem badField(String field, String message) {
        return new HttpProblem(400, field, message);
    }
}
