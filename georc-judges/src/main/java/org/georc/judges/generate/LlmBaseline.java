package org.georc.judges.generate;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.georc.core.ConfigurationException;
import org.georc.core.InvalidInputException;
import org.georc.core.inputs.InputReader;
import org.georc.core.inputs.Inputs;
import org.georc.core.inputs.Place;
import org.georc.core.records.ReferenceRecord;
import org.georc.core.scorefile.RunSettings;
import org.georc.core.spi.GenerationOptions;
import org.georc.core.spi.LanguageModel;
import org.georc.judges.build.BuildInfo;

/**
 * The GeoRC paper's LLM baselines (section 4.2) as a library call, written as resumable
 * candidate lines through {@link ChainRun}:
 * <ul>
 *   <li>{@link ChainGenerator.Kind#HALLUCINATED}: an LLM is told the location (city, state,
 *       country from the ground truth) and no image, and writes a chain as if it saw a photo
 *       from there; the line records the {@code place} it was told;</li>
 *   <li>{@link ChainGenerator.Kind#PARAPHRASED}: an LLM restates the reference expert's chain
 *       (chosen by the {@link InputReader}); the line records its {@code source_expert}.</li>
 * </ul>
 *
 * <pre>{@code
 * LlmBaseline b = LlmBaseline.builder(ChainGenerator.Kind.HALLUCINATED, InputReader.builder().build())
 *         .threads(4).build();
 * ChainRun.Result r = b.prepare(Path.of("GeoRC")).run(llm, Path.of("hallucinated.jsonl"));
 * }</pre>
 */
public final class LlmBaseline {
    private final Builder b;
    private final GenerationSettings shared;

    private LlmBaseline(Builder b) {
        this.b = b;
        this.shared = b.settings;
    }

    /**
     * @param kind   {@code HALLUCINATED} or {@code PARAPHRASED}
     * @param reader reads the references and picks the reference expert (paraphrased)
     * @return a builder
     */
    public static Builder builder(ChainGenerator.Kind kind, InputReader reader) {
        return new Builder(kind, reader);
    }

    /** @return the baseline's name: hallucinated or paraphrased */
    public String name() {
        return b.kind == ChainGenerator.Kind.HALLUCINATED ? "hallucinated" : "paraphrased";
    }

    /**
     * Reads the references and makes one job per location (hallucinated: those with a true
     * country; paraphrased: those with a reference chain).
     *
     * @param references a GeoRC folder or a references JSONL
     * @return the run, ready for a model
     * @throws InvalidInputException when no location can get a chain
     */
    public Prepared prepare(Path references) {
        Inputs d = b.reader.read(references, List.of());
        String model = b.model != null ? b.model : name();
        List<ChainRun.Job> jobs = new ArrayList<>();
        if (b.kind == ChainGenerator.Kind.HALLUCINATED) {
            List<String> noCountry = new ArrayList<>();
            for (Place p : d.places()) {
                if (d.all().forId(p.id()).isEmpty()) {
                    continue; // nothing to score it against
                }
                String place = p.describe();
                if (place == null) {
                    noCountry.add(p.id());
                    continue;
                }
                jobs.add(new ChainRun.Job(p.id(), model, Map.of("place", place), null, Map.of("place", place)));
            }
            if (!noCountry.isEmpty()) {
                shared.messages().accept("note: " + noCountry.size() + " location(s) have no true country and get "
                        + "no hallucinated chain: " + Inputs.sample(noCountry, 8)
                        + (d.isFolder() ? " (add them to ROOT/locations.csv)" : " (give their lines a country)"));
            }
            if (jobs.isEmpty()) {
                throw new InvalidInputException(references + ": no location has a true country; the hallucinated "
                        + "baseline tells the LLM the place" + (d.isFolder() ? " (add ROOT/locations.csv with "
                        + "id,country[,state,city,lat,lon])" : ""));
            }
        } else {
            for (ReferenceRecord r : b.reader.select(d.all()).values()) {
                Map<String, String> fields = new LinkedHashMap<>();
                if (r.expert() != null) {
                    fields.put("source_expert", r.expert().toString());
                }
                jobs.add(new ChainRun.Job(r.id(), model, Map.of("chain", r.chain().toText()), null, fields));
            }
        }
        return new Prepared(jobs);
    }

    /** A baseline whose inputs are read. */
    public final class Prepared {
        private final List<ChainRun.Job> jobs;

        private Prepared(List<ChainRun.Job> jobs) {
            this.jobs = List.copyOf(jobs);
        }

        /** @return one job per location */
        public List<ChainRun.Job> jobs() {
            return jobs;
        }

        /**
         * Writes the chains not written yet.
         *
         * @param lm     the model asked (not closed here)
         * @param output the JSONL output (appended; resumes)
         * @return what was written
         */
        public ChainRun.Result run(LanguageModel lm, Path output) {
            GenerationOptions options = shared.options();
            boolean hallucinated = b.kind == ChainGenerator.Kind.HALLUCINATED;
            ChainGenerator gen = hallucinated ? ChainGenerator.hallucinated(lm, options, shared.retries())
                    : ChainGenerator.paraphrased(lm, options, shared.retries());
            Map<String, String> m = new LinkedHashMap<>();
            m.put("baseline", name());
            m.put("generator", gen.modelId());
            m.put("prompt_version", gen.promptVersion());
            gen.promptSha256().forEach((f, sha) -> m.put("prompt." + f, sha));
            shared.putSampling(m);
            if (!hallucinated) {
                m.putAll(b.reader.settings());
            }
            m.put("library_version", BuildInfo.georcVersion());
            shared.messages().accept(name() + " baseline: " + jobs.size() + " location(s), " + gen.modelId() + ", "
                    + org.georc.judges.llm.prompt.Prompts.source());
            return ChainRun.builder(gen, RunSettings.of(m)).settings(shared).build().write(jobs, output);
        }
    }

    /** Options of an {@link LlmBaseline}; {@link #build()} checks them. */
    public static final class Builder {
        private final ChainGenerator.Kind kind;
        private final InputReader reader;
        private String model;
        private GenerationSettings settings = GenerationSettings.defaults();

        private Builder(ChainGenerator.Kind kind, InputReader reader) {
            this.kind = Objects.requireNonNull(kind, "kind");
            this.reader = Objects.requireNonNull(reader, "reader");
        }

        /**
         * @param name the model name of the lines (default: the baseline's name)
         * @return this builder
         */
        public Builder model(String name) {
            this.model = name;
            return this;
        }

        /**
         * @param s the settings every generation run shares: threads, retries, retryFailed, seed,
         *          temperature, maxNewTokens and messages (default {@link GenerationSettings#defaults()})
         * @return this builder
         */
        public Builder settings(GenerationSettings s) {
            this.settings = Objects.requireNonNull(s, "settings");
            return this;
        }

        /**
         * @return the baseline
         * @throws ConfigurationException for another kind of chain or an option out of range
         */
        public LlmBaseline build() {
            if (kind == ChainGenerator.Kind.CANDIDATE) {
                throw new ConfigurationException("candidate chains are not a baseline: use CandidateGeneration");
            }
            return new LlmBaseline(this);
        }
    }
}
