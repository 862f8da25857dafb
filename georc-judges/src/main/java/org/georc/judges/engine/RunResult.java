package org.georc.judges.engine;

/**
 * How a file run ended ({@link ScoreFiles#run}, {@link ExpertFiles#run}).
 *
 * @param outcome       done, partial or stopped
 * @param pairs         pairs of the run's input
 * @param scoredNow     pairs scored by this run (the others were in the output already)
 * @param failedNow     of those, pairs the judge could not score (rows with a {@code judge_error})
 * @param failedBefore  failed rows the output held from earlier runs (not retried)
 * @param inputFailures input items that could not be scored at all (lines recording a failed generation)
 */
public record RunResult(Outcome outcome, int pairs, long scoredNow, long failedNow, long failedBefore, int inputFailures) {

    /** How a run ended: the exit codes 0, 3 and 1 of the command line. */
    public enum Outcome {
        /** every pair scored, and every input item could be scored */
        DONE,
        /** done, but some pairs (now or earlier) or input items failed */
        PARTIAL,
        /** stopped at the failure limit */
        STOPPED;

        /** @return the command line's exit code: 0, 3 or 1 */
        public int exitCode() {
            return switch (this) {
                case DONE -> 0;
                case PARTIAL -> 3;
                case STOPPED -> 1;
            };
        }

        /**
         * @param other another outcome
         * @return the worse of the two (stopped, then partial, then done)
         */
        public Outcome worse(Outcome other) {
            return other.ordinal() > ordinal() ? other : this;
        }
    }

    /** @return the command line's exit code for this run */
    public int exitCode() {
        return outcome.exitCode();
    }
}
