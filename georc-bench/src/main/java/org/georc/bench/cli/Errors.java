package org.georc.bench.cli;

/** How the command line names a failure: the exception's class and message, never a bare "null". */
final class Errors {
    private Errors() {
    }

    /**
     * @param e an exception
     * @return "Class: message", or the class alone when there is no message
     */
    static String describe(Throwable e) {
        String m = e.getMessage();
        return e.getClass().getSimpleName() + (m == null || m.isBlank() ? "" : ": " + m);
    }
}
