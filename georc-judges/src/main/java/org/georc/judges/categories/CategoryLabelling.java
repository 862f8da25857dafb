package org.georc.judges.categories;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.georc.core.categories.Categoriser;
import org.georc.core.categories.CategoryRun;
import org.georc.core.chain.ConclusionMode;
import org.georc.core.inputs.InputReader;
import org.georc.core.inputs.Inputs;
import org.georc.core.scorefile.RunSettings;
import org.georc.judges.build.BuildInfo;
import org.georc.judges.generate.GenerationSettings;

/**
 * {@code georc categories} as a library call: reads every reference chain (all experts) and the
 * candidate chains, and labels each statement the scorer grades under the conclusion mode with
 * its scene-attribute categories ({@link CategoryRun}, resumable).
 *
 * <pre>{@code
 * CategoryRun.Result r = CategoryLabelling.builder(Path.of("references.jsonl")).build()
 *         .run(new LexiconCategoriser(CategoryLexicon.bundled(), encoder), Path.of("categories.jsonl"));
 * }</pre>
 */
public final class CategoryLabelling {
    private final Builder b;
    private final GenerationSettings shared;

    private CategoryLabelling(Builder b) {
        this.b = b;
        this.shared = b.settings;
    }

    /**
     * @param references reference lines or a GeoRC folder
     * @return a builder: no candidates file (a folder's candidate files are read), conclusions excluded,
     *         {@link GenerationSettings#defaults()} (4 threads)
     */
    public static Builder builder(Path references) {
        return new Builder(references);
    }

    /**
     * @param categoriser labels statements
     * @param output      the categories file (appended; resumes)
     * @return what was written
     */
    public CategoryRun.Result run(Categoriser categoriser, Path output) {
        Inputs d = InputReader.builder().parser(b.mode.referenceParser()).notes(shared.messages())
                .build() // every expert
                .read(b.references, b.candidates == null ? List.of() : List.of(b.candidates));
        List<CategoryRun.Chain> chains = CategoryRun.chains(d.all(), d.candidates(), b.mode);
        Map<String, String> m = new LinkedHashMap<>(categoriser.settings());
        m.put("conclusions", b.mode.label());
        m.put("library_version", BuildInfo.georcVersion());
        int statements = chains.stream().mapToInt(ch -> ch.statements().size()).sum();
        shared.messages().accept("categorising " + statements + " statement(s) of " + chains.size() + " chain(s) with "
                + categoriser.id());
        CategoryRun.Result r = CategoryRun.run(chains, categoriser, output, RunSettings.of(m), shared.retryFailed(),
                shared.threads(), w -> shared.messages().accept("warning: " + w));
        shared.messages().accept("wrote " + r.written() + " line(s) to " + output + (r.skipped() > 0 ? " ("
                + r.skipped() + " statement(s) already done)" : "") + (r.failed() > 0 ? "; " + r.failed()
                + " failure(s) recorded as categories_error" : ""));
        return r;
    }

    /** Options of a {@link CategoryLabelling}. */
    public static final class Builder {
        private final Path references;
        private Path candidates;
        private ConclusionMode mode = ConclusionMode.EXCLUDE;
        private GenerationSettings settings = GenerationSettings.defaults();

        private Builder(Path references) {
            this.references = Objects.requireNonNull(references, "references");
        }

        /**
         * @param file candidate lines, or null
         * @return this builder
         */
        public Builder candidates(Path file) {
            this.candidates = file;
            return this;
        }

        /**
         * @param m which statements are labelled, as the scorer grades them
         * @return this builder
         */
        public Builder conclusions(ConclusionMode m) {
            this.mode = Objects.requireNonNull(m, "conclusions");
            return this;
        }

        /**
         * @param s the settings every generation run shares; a labelling reads threads (chains in
         *          flight), retryFailed and messages, and leaves retries and sampling to its
         *          categoriser, so retries, seed, temperature and maxNewTokens must be left unset
         *          (default {@link GenerationSettings#defaults()})
         * @return this builder
         */
        public Builder settings(GenerationSettings s) {
            this.settings = Objects.requireNonNull(s, "settings");
            return this;
        }

        /**
         * @return the labelling
         * @throws org.georc.core.ConfigurationException when retries, seed, temperature or maxNewTokens is set
         */
        public CategoryLabelling build() {
            settings.refuseGiven("a categories run", "the categoriser asks the model (an LlmCategoriser takes the "
                    + "retries)", GenerationSettings.RETRIES, GenerationSettings.SEED, GenerationSettings.TEMPERATURE,
                    GenerationSettings.MAX_NEW_TOKENS);
            return new CategoryLabelling(this);
        }
    }
}
