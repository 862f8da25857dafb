package org.georc.judges.engine;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.georc.core.ConfigurationException;
import org.georc.core.inputs.InputReader;

/**
 * What {@code georc score} does, as one library call: read the references (a JSONL file or a
 * folder in the released GeoRC layout) and the candidates, pair them, and score every pair the
 * output does not hold yet into a resumable score file, with the engine's judge, reading and
 * settings. The rows are the command's, byte for byte, {@code settings_sha256} included.
 *
 * <pre>{@code
 * try (ScoringEngine engine = ScoringEngine.builder().build()) {
 *     RunResult r = ScoreFiles.builder().references(Path.of("refs.jsonl")).candidates(Path.of("cands.jsonl"))
 *             .output(Path.of("scores.jsonl")).build().run(engine);
 * }
 * }</pre>
 *
 * Defaults are the command's: 2 threads, batches of 64, expert 3 as the reference, chains of at
 * most 100,000 characters, unknown candidate ids refused.
 */
public final class ScoreFiles {
    private final Builder b;

    private ScoreFiles(Builder b) {
        this.b = b;
    }

    /** @return a builder */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Reads, pairs and scores.
     *
     * @param engine the open judge (its reading decides how chains are read)
     * @return how the run ended
     * @throws org.georc.core.InvalidInputException for bad input, naming file and line
     */
    public RunResult run(ScoringEngine engine) {
        InputReader reader = InputReader.builder().referenceExpert(b.referenceExpert).fallbackExperts(b.fallbackExperts)
                .candidatePattern(b.candidatePattern, b.candidateModel).ignoreUnknownFiles(b.ignoreUnknownFiles)
                .parser(engine.scorer().conclusions().referenceParser()).maxChainChars(b.maxChainChars)
                .notes(b.messages).build();
        StepPairs.Candidates formed = StepPairs.candidates(reader, b.references, b.candidates,
                engine.scorer().conclusions(), b.allReferences, b.skipUnknownIds, b.messages);
        return b.score(engine, formed.pairs(), formed.settings(), formed.generationFailures());
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
        private final List<Path> candidates = new ArrayList<>();
        private boolean allReferences;
        private boolean skipUnknownIds;
        private int referenceExpert = 3;
        private final List<Integer> fallbackExperts = new ArrayList<>();
        private String candidatePattern;
        private String candidateModel;
        private boolean ignoreUnknownFiles;

        private Builder() {
        }

        /**
         * @param r a references JSONL file or a folder in the released GeoRC layout
         * @return this
         */
        public Builder references(Path r) {
            this.references = Objects.requireNonNull(r, "references");
            return this;
        }

        /**
         * @param files candidate JSONL files (none: the folder's candidate files; a JSONL of
         *              references needs at least one)
         * @return this
         */
        public Builder candidates(Path... files) {
            for (Path f : files) {
                candidates.add(Objects.requireNonNull(f, "candidates"));
            }
            return this;
        }

        /**
         * @param on score each candidate against every expert of its location (default false)
         * @return this
         */
        public Builder allReferences(boolean on) {
            this.allReferences = on;
            return this;
        }

        /**
         * @param on skip candidates whose id has no reference instead of failing (default false)
         * @return this
         */
        public Builder skipUnknownIds(boolean on) {
            this.skipUnknownIds = on;
            return this;
        }

        /**
         * @param k the expert whose chain is the reference (default 3, the paper's strongest)
         * @return this
         */
        public Builder referenceExpert(int k) {
            this.referenceExpert = k;
            return this;
        }

        /**
         * @param experts experts to use, in order, where the reference expert wrote nothing
         * @return this
         */
        public Builder fallbackExperts(List<Integer> experts) {
            fallbackExperts.addAll(experts);
            return this;
        }

        /**
         * @param prefix folder files {@code PREFIX<round>.txt} are also candidates (the authors' scorer's layout)
         * @param model  their model
         * @return this
         */
        public Builder candidatePattern(String prefix, String model) {
            this.candidatePattern = prefix;
            this.candidateModel = model;
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
         * @throws ConfigurationException for a missing or bad setting (named as on this builder)
         */
        public ScoreFiles build() {
            if (references == null) {
                throw new ConfigurationException("references is required: a references JSONL file or a GeoRC folder");
            }
            List<Path> inputs = new ArrayList<>(candidates);
            inputs.add(references);
            check(inputs.toArray(Path[]::new));
            return new ScoreFiles(this);
        }
    }
}
