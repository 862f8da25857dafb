/**
 * The GeoRC benchmark as one library call: {@link org.georc.benchmark.Benchmark} scores the
 * candidate models, the expert pairs and the baselines of a folder in the released layout, then
 * writes the leaderboard, its figures and the HTML report, each step resumable. What
 * {@code georc benchmark} runs.
 */
package org.georc.benchmark;
