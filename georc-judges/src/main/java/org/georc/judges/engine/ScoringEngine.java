package org.georc.judges.engine;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.georc.core.ConfigurationException;
import org.georc.core.chain.ConclusionMode;
import org.georc.core.records.ImageFiles;
import org.georc.core.scorefile.RunSettings;
import org.georc.core.scoring.ChainScorer;
import org.georc.core.pairs.ScoringRun;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeProvider;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.Judges;
import org.georc.core.spi.LanguageModel;
import org.georc.core.spi.ModelFactory;
import org.georc.core.spi.ModelNeed;
import org.georc.core.spi.ModelRequest;
import org.georc.core.spi.SentenceEncoder;
import org.georc.core.spi.VisionLanguageModel;
import org.georc.core.run.RunModels;
import org.georc.judges.flags.ErrorFlagger;
import org.georc.judges.llm.judge.LlmCountryExtractor;
import org.georc.judges.llm.prompt.PromptSource;
import org.georc.judges.llm.prompt.Prompts;
import org.georc.judges.rows.ScoreRows;
import org.georc.judges.run.EngineInternals;

/**
 * The run API: a judge given by name, options and models, opened with everything a run's rows
 * need (the scorer, the statement flags, the country check, the suspected-injection check, the
 * settings and their fingerprint). {@link ScoreFiles} and {@link ExpertFiles} run it over files
 * into a resumable score file; {@link #scorer()} scores pairs in memory. This is the one place
 * where a judge meets its models; {@code georc score}, {@code experts}, {@code benchmark}, the
 * service and the Spark example all open judges here.
 *
 * <pre>{@code
 * try (ScoringEngine engine = ScoringEngine.builder().judge("embedding").build()) {
 *     RunResult r = ScoreFiles.builder().references(Path.of("refs.jsonl"))
 *             .candidates(Path.of("cands.jsonl")).output(Path.of("scores.jsonl")).threads(4)
 *             .build().run(engine);
 * }
 * }</pre>
 *
 * Models come from a {@link Models} (they stay the caller's: the engine closes only the judge
 * and the models it opened itself). Thread-safe once built; one engine serves many runs.
 */
public final class ScoringEngine implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(ScoringEngine.class);
    /**
     * The judge a run gets when it names none: here, in {@code georc}'s commands, in the server,
     * in {@code Georc.score} and in a benchmark. The one place the default is chosen.
     */
    public static final String DEFAULT_JUDGE = "embedding";

    /**
     * Where the engine gets the models a judge needs, by type: the engine asks for each type the
     * judge declares ({@link JudgeProvider#models()}), for the error flags' sentence encoder and
     * for the country reader's language model. A type the caller has none of is opened by the
     * {@link ModelFactory} registered for it, if any, and closed with the engine. What the
     * caller returns stays its own to close.
     */
    public interface Models {
        /**
         * @param type    the model interface
         * @param request who needs it, the callers, the settings
         * @param <T>     the type
         * @return the caller's model of that type, or empty to let the engine open the registered default
         */
        <T> Optional<T> find(Class<T> type, ModelRequest request);

        /** @return no model: every one comes from its registered factory */
        static Models none() {
            return of();
        }

        /**
         * Models given up front, found by type: the first one that is an instance of the type
         * asked for (so a vision-language model given alone answers for a language model too).
         *
         * @param models the models; nulls are skipped
         * @return the models
         */
        static Models of(Object... models) {
            List<Object> given = new ArrayList<>();
            for (Object m : models) {
                if (m != null) {
                    given.add(m);
                }
            }
            return new Models() {
                @Override
                public <T> Optional<T> find(Class<T> type, ModelRequest request) {
                    return given.stream().filter(type::isInstance).map(type::cast).findFirst();
                }

                @Override
                public String toString() {
                    return "Models.of(" + given + ")";
                }
            };
        }
    }

    private final JudgeProvider provider;
    private final Judge judge;
    private final ChainScorer scorer;
    private final ScoreRows rows;
    private final RunSettings settings;
    private final ScoringRun.Images images;
    private final java.util.function.Supplier<ScoreRows.Builder> rowsBuilder;
    private final RunModels owned;
    private final boolean alignments;
    private final long maxRowBytes;
    private Prompts.Scope promptScope;

    private ScoringEngine(JudgeProvider provider, Judge judge, ChainScorer scorer,
                          java.util.function.Supplier<ScoreRows.Builder> rowsBuilder, boolean alignments,
                          long maxRowBytes, RunSettings settings, ScoringRun.Images images, RunModels owned) {
        this.provider = provider;
        this.judge = judge;
        this.scorer = scorer;
        this.rowsBuilder = rowsBuilder;
        this.alignments = alignments;
        this.maxRowBytes = maxRowBytes;
        this.rows = rowsBuilder.get().alignments(alignments).maxRowBytes(maxRowBytes).build();
        this.settings = settings;
        this.images = images;
        this.owned = owned;
    }

    /** @return a builder */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * @param judgeName a judge's name
     * @return whether it calls a language or vision-language model
     * @throws ConfigurationException when no judge has that name
     */
    public static boolean usesLanguageModel(String judgeName) {
        JudgeProvider p = Judges.provider(judgeName);
        return p.callsLlm();
    }

    /** @return the judge's provider */
    public JudgeProvider provider() {
        return provider;
    }

    /** @return the open judge */
    public Judge judge() {
        return judge;
    }

    /** @return the scorer (conclusion handling and the statement-pair limit applied) */
    public ChainScorer scorer() {
        return scorer;
    }

    /** @return the settings every row carries (its fingerprint is {@code settings_sha256}) */
    public RunSettings settings() {
        return settings;
    }

    /**
     * @param extra settings entries of the run's own (which references, which pairs), added to the engine's
     * @return a run builder with this engine's scorer, rows, settings and image rule; set threads, batch, ...
     */
    ScoringRun.Builder run(Map<String, String> extra) {
        RunSettings with = withSettings(extra);
        ScoreRows r = extra.isEmpty() ? rows : rowsBuilder.get().alignments(alignments).maxRowBytes(maxRowBytes)
                .settings(with).build();
        return ScoringRun.builder().scorer(scorer).rows(r).settings(with).images(images);
    }

    private RunSettings withSettings(Map<String, String> extra) {
        if (extra.isEmpty()) {
            return settings;
        }
        Map<String, String> all = new LinkedHashMap<>(settings.values());
        all.putAll(extra);
        return RunSettings.of(all);
    }

    static {
        // georc's own tools (the server, the benchmark, the Spark example) reach the rows and runs
        // through an internal package; users see only what this class exports
        EngineInternals.install(new EngineInternals.Access() {
            @Override
            public ScoreRows rows(Object e) {
                return ((ScoringEngine) e).rows;
            }

            @Override
            public ScoreRows.Builder rowsBuilder(Object e) {
                return ((ScoringEngine) e).rowsBuilder.get();
            }

            @Override
            public ScoringRun.Builder run(Object e, Map<String, String> extra) {
                return ((ScoringEngine) e).run(extra);
            }
        });
    }

    /** Closes the judge and the models the engine opened itself (the caller's stay the caller's). */
    @Override
    public void close() {
        try {
            scorer.close();
            judge.close();
        } finally {
            try {
                owned.close();
            } finally {
                if (promptScope != null) {
                    promptScope.close();
                    promptScope = null;
                }
            }
        }
    }

    /**
     * How the engine's error for a missing model says where one comes from, followed by the model
     * type: from the caller ({@code `models`}, {@link Builder#models}) or from a factory on the
     * class path. The command line, whose users give no Java objects, rewords this phrase.
     */
    public static final String GIVE_ONE = "give one to the engine (`models`) or put a ModelFactory for ";

    /** Builder; {@link #build()} checks the judge, its options and its models before anything is scored. */
    public static final class Builder {
        private String judgeName = DEFAULT_JUDGE;
        private final Map<String, String> options = new LinkedHashMap<>();
        private Models models;
        private ConclusionMode conclusions = ConclusionMode.EXCLUDE;
        private boolean flags = true;
        private boolean countryByLlm;
        private boolean alignments = true;
        private long maxRowBytes = 4L * 1024 * 1024;
        private long maxStatementPairs = ChainScorer.DEFAULT_MAX_STATEMENT_PAIRS;
        private java.time.Duration pairTimeout;
        private int callers = 1;
        private PromptSource prompts;
        private final Map<String, String> extraSettings = new LinkedHashMap<>();
        private final Map<String, String> modelSettings = new LinkedHashMap<>();
        private final List<Path> imageRoots = new ArrayList<>();
        private long maxImageBytes = ImageFiles.DEFAULT_MAX_BYTES;

        private Builder() {
        }

        /**
         * @param name the judge (default {@link #DEFAULT_JUDGE})
         * @return this
         */
        public Builder judge(String name) {
            this.judgeName = Objects.requireNonNull(name, "name");
            return this;
        }

        /**
         * @param key a declared option of the judge
         * @param value its value
         * @return this
         */
        public Builder option(String key, String value) {
            options.put(key, value);
            return this;
        }

        /**
         * @param all options, in order
         * @return this
         */
        public Builder options(Map<String, String> all) {
            options.putAll(all);
            return this;
        }

        /**
         * @param m where models come from (default: none given, so every model comes from the
         *          factory registered for its type, such as the embedded all-MiniLM-L6-v2 encoder)
         * @return this
         */
        public Builder models(Models m) {
            this.models = Objects.requireNonNull(m, "models");
            return this;
        }

        /**
         * @param all model settings, by {@code <kind key>.<name>} ({@link #modelSetting})
         * @return this
         */
        public Builder modelSettings(Map<String, String> all) {
            all.forEach(this::modelSetting);
            return this;
        }

        /**
         * @param name  a model setting handed to the factories that open models the caller did
         *              not give ({@link ModelRequest#settings()}), such as {@link ModelRequest#DIR}
         * @param value its value
         * @return this
         */
        public Builder modelSetting(String name, String value) {
            modelSettings.put(Objects.requireNonNull(name, "name"), Objects.requireNonNull(value, "value"));
            return this;
        }

        /**
         * @param mode how conclusions are graded (default exclude)
         * @return this
         */
        public Builder conclusions(ConclusionMode mode) {
            this.conclusions = Objects.requireNonNull(mode, "mode");
            return this;
        }

        /**
         * @param on flag statements (default true)
         * @return this
         */
        public Builder flags(boolean on) {
            this.flags = on;
            return this;
        }

        /**
         * @param on ask the language model for the country of a conclusion the gazetteer cannot read
         * @return this
         */
        public Builder countryByLlm(boolean on) {
            this.countryByLlm = on;
            return this;
        }

        /**
         * @param on write per-statement alignments (default true)
         * @return this
         */
        public Builder alignments(boolean on) {
            this.alignments = on;
            return this;
        }

        /**
         * @param bytes largest row; a larger one leaves out its alignments
         * @return this
         */
        public Builder maxRowBytes(long bytes) {
            this.maxRowBytes = bytes;
            return this;
        }

        /**
         * @param n a pair with more statement pairs is recorded as its failure
         * @return this
         */
        public Builder maxStatementPairs(long n) {
            this.maxStatementPairs = n;
            return this;
        }

        /**
         * @param budget the most time the judge may take over one pair, or null for none (default);
         *               see {@link ChainScorer.Builder#pairTimeout}
         * @return this
         */
        public Builder pairTimeout(java.time.Duration budget) {
            this.pairTimeout = budget;
            return this;
        }

        /**
         * @param n threads that will score at once (the encoder's cores are shared among them)
         * @return this
         */
        public Builder callers(int n) {
            this.callers = n;
            return this;
        }

        /**
         * @param folder a folder of prompt files that replace the bundled ones of the same name
         *               ({@code NAME.system.txt}, {@code NAME.user.txt}; {@code georc --prompts});
         *               they are in effect in this process while the engine is open, and the ones
         *               that differ from the bundle are recorded in the settings; null for the bundle
         * @return this
         */
        public Builder prompts(Path folder) {
            this.prompts = folder == null ? null : PromptSource.folder(folder);
            return this;
        }

        /**
         * @param entries settings entries of the caller's (which references, which pairs)
         * @return this
         */
        public Builder settings(Map<String, String> entries) {
            extraSettings.putAll(entries);
            return this;
        }

        /**
         * @param roots    folders the images of references may lie in (judges that send images)
         * @param maxBytes the largest image sent
         * @return this
         */
        public Builder images(Collection<Path> roots, long maxBytes) {
            imageRoots.addAll(roots);
            this.maxImageBytes = maxBytes;
            return this;
        }

        /**
         * Opens the judge with its models.
         *
         * @return the engine; close it when done
         * @throws ConfigurationException for an unknown judge, an undeclared or ill-typed option, or
         *                                a model the judge needs that the {@link Models} cannot give
         */
        public ScoringEngine build() {
            if (maxStatementPairs < 1) {
                throw new ConfigurationException("maxStatementPairs must be at least 1, got " + maxStatementPairs);
            }
            if (callers < 1) {
                throw new ConfigurationException("callers must be at least 1, got " + callers);
            }
            JudgeProvider provider = Judges.provider(judgeName);
            Judges.checkOptions(provider, options);
            Models given = models == null ? Models.none() : models;
            RunModels opened = new RunModels(new RunModels.Source() {
                @Override
                public <T> Optional<T> find(Class<T> type, ModelRequest request) {
                    return given.find(type, request);
                }
            }, callers, modelSettings);
            Prompts.Scope scope = prompts == null ? null : Prompts.use(prompts);
            try {
                ScoringEngine e = build(provider, opened);
                e.promptScope = scope;
                return e;
            } catch (RuntimeException e) {
                if (scope != null) {
                    scope.close();
                }
                opened.close();
                throw e;
            }
        }

        private ScoringEngine build(JudgeProvider provider, RunModels opened) {
            String purpose = "judge \"" + provider.name() + "\"";
            long t0 = System.nanoTime();
            JudgeResources.Builder res = JudgeResources.builder();
            for (ModelNeed need : provider.models()) {
                if (!opened.giveTo(res, need.type(), purpose) && need.required()) {
                    throw new ConfigurationException(purpose + " needs " + ModelNeed.missing(need.type())
                            + ": " + GIVE_ONE + need.type().getName() + " on the class path");
                }
            }
            SentenceEncoder encoder = provider.uses(SentenceEncoder.class)
                    ? opened.get(SentenceEncoder.class, purpose).orElse(null) : null;
            boolean needsLlm = provider.requires(LanguageModel.class);
            boolean needsVlm = provider.requires(VisionLanguageModel.class);
            LanguageModel countryModel = countryByLlm ? opened.get(LanguageModel.class, "countryByLlm")
                    .orElseThrow(() -> new ConfigurationException("countryByLlm needs " + ModelNeed.missing(LanguageModel.class)))
                    : null;
            options.forEach(res::option); // the judge's options (--lo, --option ...): checked above, given to it here
            long t1 = System.nanoTime();
            Judge judge = Judges.create(provider, res.build());
            long t2 = System.nanoTime();
            try {
                // one scorer for every worker of a run: each scores its own batch
                ChainScorer scorer = ChainScorer.builder().judge(judge).conclusions(conclusions)
                        .maxStatementPairs(maxStatementPairs).pairTimeout(pairTimeout).build();
                Map<String, String> extra = new LinkedHashMap<>();
                extra.put("conclusions", conclusions.label());
                extra.put("reading", conclusions.reading());
                boolean asksLlm = needsLlm || needsVlm || countryByLlm;
                if (asksLlm && prompts != null && !prompts.isBundled()) {
                    prompts.overriddenSha256().forEach((file, sha) -> extra.put("prompts." + file, sha));
                }
                extra.putAll(extraSettings);
                RunSettings settings = ScoreRows.settings(scorer.provenance(), Judges.recordedOptions(provider, options),
                        opened.fingerprints(), flags, countryByLlm, extra);
                ErrorFlagger flagger = flags ? flagger(judge, encoder) : null;
                LOG.debug("engine: models {} ms, judge {} {} ms, the rest (flagger included) {} ms",
                        (t1 - t0) / 1_000_000, provider.name(), (t2 - t1) / 1_000_000, (System.nanoTime() - t2) / 1_000_000);
                LlmCountryExtractor country = countryModel == null ? null : new LlmCountryExtractor(countryModel, 2);
                boolean suspicion = provider.callsLlm();
                java.util.function.Supplier<ScoreRows.Builder> rows = () -> ScoreRows.builder().flagger(flagger)
                        .countryExtractor(country).suspicion(suspicion).settings(settings);
                List<Path> roots = List.copyOf(imageRoots);
                long max = maxImageBytes;
                ScoringRun.Images images = needsVlm
                        ? r -> ImageFiles.confine(r.image(), roots, max, r.id()).path() : null;
                return new ScoringEngine(provider, judge, scorer, rows, alignments, maxRowBytes, settings, images, opened);
            } catch (RuntimeException e) {
                judge.close();
                throw e;
            }
        }

        /**
         * The statement flags: they reuse the judge's clauses when it declares them reusable
         * ({@link Judge#reusableClauses}), so the clauses and their vectors come from the caches
         * the judge just filled, and embed statements whole otherwise.
         */
        private static ErrorFlagger flagger(Judge judge, SentenceEncoder encoder) {
            if (encoder != null && judge.reusableClauses().isPresent()) {
                return ErrorFlagger.reusingClauses(encoder, judge.reusableClauses().get());
            }
            return new ErrorFlagger(encoder);
        }
    }
}
