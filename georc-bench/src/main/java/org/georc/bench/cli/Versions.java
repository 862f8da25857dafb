package org.georc.bench.cli;

/** Versions the command line reports and records. */
final class Versions {
    private Versions() {
    }

    /** @return the library version: the jar manifest's, or the one Maven recorded when run from classes */
    static String library() {
        String v = GeorcCommand.class.getPackage().getImplementationVersion();
        return v == null ? org.georc.judges.BuildInfo.georcVersion() : v;
    }
}
