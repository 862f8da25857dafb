package org.georc.bench.cli;

/** Versions the command line reports and records. */
final class Versions {
    private Versions() {
    }

    /** @return the library version from the jar manifest, or "dev" when run from classes */
    static String library() {
        String v = GeorcCommand.class.getPackage().getImplementationVersion();
        return v == null ? "dev" : v;
    }
}
