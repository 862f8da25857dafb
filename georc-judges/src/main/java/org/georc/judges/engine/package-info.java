/**
 * The run API. A {@link org.georc.judges.engine.ScoringEngine} opens a judge by name with its
 * options and models; {@link org.georc.judges.engine.ScoreFiles} and
 * {@link org.georc.judges.engine.ExpertFiles} are what {@code georc score} and
 * {@code georc experts} do, as one call each: inputs read and paired, every pair scored into a
 * resumable score file whose rows are the command's, and a
 * {@link org.georc.judges.engine.RunResult} that says how the run ended.
 *
 * <pre>{@code
 * try (ScoringEngine engine = ScoringEngine.builder().build()) {
 *     RunResult r = ScoreFiles.builder().references(Path.of("refs.jsonl"))
 *             .candidates(Path.of("cands.jsonl")).output(Path.of("scores.jsonl")).build().run(engine);
 * }
 * }</pre>
 */
package org.georc.judges.engine;
