/**
 * Pure scoring functions: precision, recall and F1, ramps, cosine kernels, GTPred, agreement,
 * bootstrap intervals and geodesy. No model, no I/O.
 */
module org.georc.metrics {
    // commons-math3 3.6.1 has no module descriptor: its automatic module name comes from the jar's name
    requires commons.math3;

    exports org.georc.metrics;
}
