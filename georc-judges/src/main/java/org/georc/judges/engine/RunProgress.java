package org.georc.judges.engine;

/**
 * Hears how far a file run is ({@link ScoreFiles}, {@link ExpertFiles}): how many pairs it will
 * score, then each batch as it is written. {@code georc} draws its progress bar from it. Called
 * from the threads of the run; an implementation must be thread-safe.
 */
public interface RunProgress {

    /** @param pairs the pairs this run scores (those the output does not hold yet) */
    void started(int pairs);

    /** @param pairs pairs just written */
    void scored(int pairs);

    /** The run is over (also when it stopped or failed). */
    default void finished() {
    }

    /** @return a listener that hears nothing */
    static RunProgress none() {
        return new RunProgress() {
            @Override
            public void started(int pairs) {
            }

            @Override
            public void scored(int pairs) {
            }
        };
    }
}
