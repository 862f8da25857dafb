/**
 * Calibration against human grades: {@link org.georc.judges.calibrate.ThresholdTuning} searches
 * the ramp thresholds of a key-point judge that minimise the F1 error against human grades, with
 * a held-out split ({@code georc calibrate --tune}); the agreement table itself is
 * {@link org.georc.core.report.HumanAgreement}.
 */
package org.georc.judges.calibrate;
