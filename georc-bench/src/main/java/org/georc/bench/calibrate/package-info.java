/**
 * The threshold search of {@code georc calibrate --tune}: {@link org.georc.bench.calibrate.ThresholdTuning}
 * searches the ramp thresholds of a key-point judge that minimise the F1 error against human
 * grades, with a held-out split, and words its results and errors in the command's options
 * ({@code --lo}, {@code --hi}, {@code --holdout}). It is part of the command line, not of a
 * library module; the agreement table itself is {@link org.georc.core.report.HumanAgreement}.
 */
package org.georc.bench.calibrate;
