/**
 * Tables over score rows: the {@link org.georc.core.report.Leaderboard} (per-model means with
 * bootstrap intervals, the pooled human expert average) and its {@link
 * org.georc.core.report.ModelGroups}, the GTPred table and ablation, the agreement with human
 * grades ({@link org.georc.core.report.HumanAgreement}), and the text formats they are written in
 * ({@link org.georc.core.report.TableFormat}).
 */
package org.georc.core.report;
