/**
 * The GeoRC benchmark as one library call ({@link org.georc.benchmark.Benchmark}): candidate models,
 * expert pairs and baselines scored through the engine of {@code org.georc.judges}, then the
 * leaderboard, its figures and the HTML report. No command line, server or logging binding: a
 * project that depends on this module gets georc-judges and its models, and nothing else.
 */
module org.georc.benchmark {
    requires transitive org.georc.judges;
    requires commons.math3;
    requires java.desktop;

    // the API (ModuleDescriptorTest checks this list)
    exports org.georc.benchmark;

    // internal: the report and figures, for georc's own commands (on the class path)
}
