package org.georc.judges.engine;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import org.georc.core.ConfigurationException;
import org.georc.core.pairs.ScoringPair;

/**
 * What {@code georc experts} does, as one library call: the paper's human expert agreement. For
 * experts {@code i < j} on each location both wrote, {@code i}'s chain is scored as the candidate
 * against {@code j}'s, as model {@code expert-<i>-vs-<j>}, into a resumable score file; the
 * leaderboard pools them as {@code human-expert-average}. The rows are the command's, byte for byte.
 */
public final class ExpertFiles {
    private final Builder b;

    private ExpertFiles(Builder b) {
        this.b = b;
    }

    /** @return a builder */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Reads, pairs and scores.
     *
     * @param engine the open judge
     * @return how the run ended
     */
    public RunResult run(ScoringEngine engine) {
        List<ScoringPair> pairs = StepPairs.experts(b.references, engine.scorer().conclusions(), b.maxChainChars,
                b.ignoreUnknownFiles, b.messages);
        return b.score(engine, pairs, StepPairs.expertSettings(), 0);
    }

    /**
     * Stops this job's run (from another thread, or from its {@link RunProgress}) after the
     * batches in flight: what they scored is written, the result says {@code STOPPED}, and running
     * the job again resumes it.
     */
    public void cancel() {
        b.cancel();
    }

    /** Builder; {@link #build()} checks the settings. */
    public static final class Builder extends FileRun<Builder> {
        private Path references;
        private boolean ignoreUnknownFiles;

        private Builder() {
        }

        /**
         * @param r a GeoRC folder, or a references JSONL with an {@code expert} on each line
         * @return this
         */
        public Builder references(Path r) {
            this.references = Objects.requireNonNull(r, "references");
            return this;
        }

        /**
         * @param on list folder files outside the GeoRC layout instead of failing (default false)
         * @return this
         */
        public Builder ignoreUnknownFiles(boolean on) {
            this.ignoreUnknownFiles = on;
            return this;
        }

        /**
         * @return the run
         * @throws ConfigurationException for a missing or bad setting
         */
        public ExpertFiles build() {
            if (references == null) {
                throw new ConfigurationException("references is required: a GeoRC folder or a references JSONL");
            }
            check(references);
            return new ExpertFiles(this);
        }
    }
}
