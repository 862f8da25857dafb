package org.georc.core;

/** How an I/O failure is told to a user: one line, no stack trace. */
public final class IoErrors {
    private IoErrors() {
    }

    /**
     * @param e a failure
     * @return its type's simple name and its message, e.g. {@code NoSuchFileException: /a/b}
     */
    public static String describe(Throwable e) {
        String m = e.getMessage();
        return e.getClass().getSimpleName() + (m == null || m.isBlank() ? "" : ": " + m);
    }
}
