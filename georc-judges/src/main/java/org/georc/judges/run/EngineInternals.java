package org.georc.judges.run;

import java.util.Map;
import java.util.Objects;
import org.georc.core.pairs.ScoringRun;
import org.georc.judges.rows.ScoreRows;

/**
 * What georc's own tools (the server, the Spark example) need of an open engine
 * ({@code org.georc.judges.engine.ScoringEngine}) beyond its exported API: its row builder and its run builder. This
 * package is not exported, so a user of the library never sees these types; the engine installs
 * the access when its class loads.
 */
public final class EngineInternals {
    /** The engine's side of the access. */
    public interface Access {
        /**
         * @param e an engine
         * @return its rows (alignments and row-size limit applied)
         */
        ScoreRows rows(Object e);

        /**
         * @param e an engine
         * @return a new row builder with its flags, country check, suspicion check and settings
         */
        ScoreRows.Builder rowsBuilder(Object e);

        /**
         * @param e     an engine
         * @param extra settings entries of the run's own
         * @return a run builder with its scorer, rows, settings and image rule
         */
        ScoringRun.Builder run(Object e, Map<String, String> extra);
    }

    private static volatile Access access;

    private EngineInternals() {
    }

    /**
     * Called once, by the engine's class initialiser.
     *
     * @param a the access
     * @throws IllegalStateException when called a second time
     */
    public static synchronized void install(Access a) {
        if (access != null) {
            throw new IllegalStateException("the engine's internal access is installed already");
        }
        access = Objects.requireNonNull(a, "access");
    }

    private static Access access() {
        if (access == null) {
            try {
                // the engine installs the access when its class initialises
                Class.forName("org.georc.judges.engine.ScoringEngine", true, EngineInternals.class.getClassLoader());
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
        }
        return access;
    }

    /**
     * @param e an engine
     * @return its rows
     */
    public static ScoreRows rows(Object e) {
        return access().rows(e);
    }

    /**
     * @param e an engine
     * @return a new row builder of it
     */
    public static ScoreRows.Builder rowsBuilder(Object e) {
        return access().rowsBuilder(e);
    }

    /**
     * @param e     an engine
     * @param extra the run's own settings entries
     * @return a run builder
     */
    public static ScoringRun.Builder run(Object e, Map<String, String> extra) {
        return access().run(e, extra);
    }
}
