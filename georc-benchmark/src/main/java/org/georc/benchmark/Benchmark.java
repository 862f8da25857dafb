package org.georc.benchmark;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.georc.benchmark.report.HtmlReport;
import org.georc.benchmark.report.PairChains;
import org.georc.benchmark.report.Plots;
import org.georc.core.ConfigurationException;
import org.georc.core.InvalidInputException;
import org.georc.core.chain.ChainParser;
import org.georc.core.chain.ConclusionMode;
import org.georc.core.folder.GeorcDirectory;
import org.georc.core.inputs.InputReader;
import org.georc.core.scorefile.ScoreRecord;
import org.georc.core.output.ReplacedFile;
import org.georc.core.report.Leaderboard;
import org.georc.core.report.ModelGroups;
import org.georc.core.report.StepScores;
import org.georc.core.spi.LanguageModel;
import org.georc.judges.engine.ExpertFiles;
import org.georc.judges.engine.FileRun;
import org.georc.judges.engine.RunProgress;
import org.georc.judges.engine.RunResult;
import org.georc.judges.engine.ScoreFiles;
import org.georc.judges.engine.ScoringEngine;
import org.georc.judges.generate.ChainGenerator;
import org.georc.judges.generate.GenerationSettings;
import org.georc.judges.generate.LlmBaseline;
import org.georc.judges.llm.prompt.PromptSource;
import org.georc.judges.llm.prompt.Prompts;

/**
 * Table 2 of the GeoRC paper from a folder in the released layout, in one resumable run under
 * an output folder: the candidate models ({@code scores-models.jsonl}), the expert pairs
 * ({@code scores-experts.jsonl}), the baselines ({@code baselines/}, scored into {@code
 * scores-baselines.jsonl}), then the leaderboard, its figures and {@code report.html}. Each step
 * resumes from what an earlier run wrote. What {@code georc benchmark} runs.
 *
 * <pre>{@code
 * Benchmark.Result r = Benchmark.builder().references(Path.of("georc-data")).outputDir(Path.of("run"))
 *         .build().run();
 * r.board().ifPresent(board -> System.out.print(board.markdown())); // empty when a step stopped
 * }</pre>
 *
 * {@link Builder#build()} runs the preflight: the judge, its options and every model a step will
 * need are checked (the judge is opened once) before anything is scored, so that a missing model is
 * found in seconds, not hours in.
 */
public final class Benchmark {
    /** The baselines a run can write, in the order they are written. */
    public static final List<String> BASELINES = List.of("hallucinated", "paraphrased", "random");

    private final Builder b;
    private final Path root;
    private final Path run;

    private Benchmark(Builder b) {
        this.b = b;
        this.root = b.references.toAbsolutePath().normalize();
        this.run = b.outputDir.toAbsolutePath().normalize();
    }

    /** @return a builder */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * What a run made.
     *
     * @param outcome how the worst step ended
     * @param board   the leaderboard, also written to {@code leaderboard.md}, {@code .csv} and
     *                {@code .json}; empty when a scoring step stopped at its failure limit
     *                ({@link Builder#scoring maxFailures}): the run ends there, before the
     *                leaderboard, figures and report, and the outcome is
     *                {@link RunResult.Outcome#STOPPED} (the command line exits 1)
     */
    public record Result(RunResult.Outcome outcome, Optional<Leaderboard> board) {
        /**
         * @throws NullPointerException     when either is null
         * @throws IllegalArgumentException when there is no board but the outcome is not
         *                                  {@link RunResult.Outcome#STOPPED}
         */
        public Result {
            Objects.requireNonNull(outcome, "outcome");
            Objects.requireNonNull(board, "board");
            if (board.isEmpty() && outcome != RunResult.Outcome.STOPPED) {
                throw new IllegalArgumentException("a run that was not stopped has a leaderboard; outcome " + outcome);
            }
        }

        /**
         * @param outcome how the worst step ended
         * @param board   the leaderboard
         * @return a finished run's result
         */
        static Result finished(RunResult.Outcome outcome, Leaderboard board) {
            return new Result(outcome, Optional.of(board));
        }

        /** @return the result of a run that a step stopped at its failure limit: no leaderboard */
        static Result stopped() {
            return new Result(RunResult.Outcome.STOPPED, Optional.empty());
        }
    }

    /**
     * Runs (or resumes) every step. A scoring step that stops at the failure limit ends the run:
     * the later steps, the leaderboard, figures and report are not made (see {@link Result#board()}).
     *
     * @return the worst step's outcome and, unless the run stopped, the leaderboard
     * @throws UncheckedIOException when an output cannot be written
     */
    public Result run() {
        try (Prompts.Scope scope = b.prompts == null ? () -> { } : Prompts.use(PromptSource.folder(b.prompts))) {
            return steps();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Result steps() throws IOException {
        Consumer<String> say = b.messages;
        Path dir = run.resolve("baselines");
        Files.createDirectories(dir);
        GeorcDirectory.Dataset d = GeorcDirectory.read(b.references, GeorcDirectory.Options.builder()
                .ignoreUnknownFiles(b.ignoreUnknownFiles).candidatePattern(b.candidatePattern, b.candidateModel).build());
        RunResult.Outcome worst = RunResult.Outcome.DONE;

        Path models = run.resolve("scores-models.jsonl");
        if (d.candidates().isEmpty()) {
            say.accept("== 1/4 candidate models: the folder has no candidate files; nothing to score");
        } else {
            say.accept("== 1/4 candidate models " + d.models() + ": " + d.candidates().size() + " chain(s)");
            worst = worse(worst, timed("score", () -> scoreCandidates(List.of(), models)));
            if (worst == RunResult.Outcome.STOPPED) {
                return Result.stopped();
            }
        }

        Path experts = run.resolve("scores-experts.jsonl");
        if (d.references().ids().stream().noneMatch(id -> d.references().forId(id).size() > 1)) {
            say.accept("== 2/4 expert pairs: no location has chains by two experts; no human-expert-average row");
        } else {
            say.accept("== 2/4 expert pairs");
            worst = worse(worst, timed("experts", () -> withEngine(engine -> job(ExpertFiles.builder()
                    .references(b.references).ignoreUnknownFiles(b.ignoreUnknownFiles), experts).build().run(engine))));
            if (worst == RunResult.Outcome.STOPPED) {
                return Result.stopped();
            }
        }

        say.accept("== 3/4 baselines" + (b.baselines.isEmpty() ? " (none to write; scoring the files present)" : ""));
        for (String kind : BASELINES) {
            if (b.baselines.contains(kind)) {
                worst = worse(worst, timed("baseline " + kind, () -> baseline(kind, dir)));
            }
        }
        List<Path> present;
        try (Stream<Path> s = Files.list(dir)) {
            present = s.filter(p -> p.getFileName().toString().endsWith(".jsonl")
                    && !p.getFileName().toString().startsWith(".")).sorted().toList();
        }
        Path baselineScores = run.resolve("scores-baselines.jsonl");
        if (!present.isEmpty()) {
            say.accept("-- scoring " + present.stream().map(p -> p.getFileName().toString()).toList());
            worst = worse(worst, timed("score baselines", () -> scoreCandidates(present, baselineScores)));
            if (worst == RunResult.Outcome.STOPPED) {
                return Result.stopped();
            }
        }

        say.accept("== 4/4 leaderboard and figures");
        return Result.finished(worst, report(List.of(models, experts, baselineScores), present));
    }

    private Leaderboard report(List<Path> scoreFiles, List<Path> baselineFiles) throws IOException {
        List<ScoreRecord> records = StepScores.read(scoreFiles);
        if (records.isEmpty()) {
            throw new InvalidInputException(b.references + ": nothing was scored (no candidate files, no expert pairs, "
                    + "no baselines)");
        }
        Leaderboard board = Leaderboard.of(records, b.groups);
        write(run.resolve("leaderboard.md"), board.markdown());
        write(run.resolve("leaderboard.csv"), board.csv());
        write(run.resolve("leaderboard.json"), board.json());
        List<Path> figures = Plots.write(run, board, records);
        if (figures.stream().noneMatch(p -> p.getFileName().toString().startsWith("f1_vs_country"))) {
            b.messages.accept("note: no F1-vs-country-accuracy figure: no row knows the true country (add "
                    + "ROOT/locations.csv)");
        }
        Path report = run.resolve("report.html");
        HtmlReport.builder().title("GeoRC benchmark: " + root.getFileName()).scores(records)
                .chains(PairChains.read(b.references, baselineFiles, b.candidatePattern, b.candidateModel)).build()
                .write(report);
        b.messages.accept("wrote " + run.resolve("leaderboard.md") + ", .csv, .json, " + figures.size()
                + " figure file(s) and " + report.getFileName());
        return board;
    }

    private RunResult.Outcome timed(String what, Supplier<RunResult.Outcome> step) {
        long t0 = System.nanoTime();
        RunResult.Outcome o = step.get();
        b.messages.accept(String.format(Locale.ROOT, "-- %s: exit %d after %.1f s", what,
                o.exitCode(), (System.nanoTime() - t0) / 1e9));
        return o;
    }

    private InputReader reader(ChainParser parser) {
        return InputReader.builder().referenceExpert(b.referenceExpert).fallbackExperts(b.fallbackExperts)
                .candidatePattern(b.candidatePattern, b.candidateModel).ignoreUnknownFiles(b.ignoreUnknownFiles)
                .parser(parser).maxChainChars(b.maxChainChars).notes(b.messages).build();
    }

    private RunResult.Outcome scoreCandidates(List<Path> candidates, Path output) {
        return withEngine(engine -> job(ScoreFiles.builder().references(b.references)
                .candidates(candidates.toArray(Path[]::new)).referenceExpert(b.referenceExpert)
                .fallbackExperts(b.fallbackExperts).candidatePattern(b.candidatePattern, b.candidateModel)
                .ignoreUnknownFiles(b.ignoreUnknownFiles), output).build().run(engine));
    }

    private <J extends FileRun<J>> J job(J job, Path output) {
        return job.output(output).threads(b.threads).batch(b.batch).retryFailed(b.retryFailed)
                .maxFailures(b.maxFailures).maxChainChars(b.maxChainChars).progress(b.progress).messages(b.messages);
    }

    private RunResult.Outcome withEngine(java.util.function.Function<ScoringEngine, RunResult> step) {
        try (ScoringEngine engine = engine()) {
            return step.apply(engine).outcome();
        }
    }

    /** A fresh engine with the caller's judge and the benchmark's reading, prompts, threads, images and rows. */
    private ScoringEngine engine() {
        List<Path> roots = new ArrayList<>();
        roots.add(b.references);
        roots.addAll(b.imageRoots);
        ScoringEngine.Builder eb = ScoringEngine.builder();
        b.judge.accept(eb);
        return eb.conclusions(b.conclusions).prompts(b.prompts).callers(b.threads).alignments(b.alignments)
                .maxRowBytes(b.maxRowBytes).images(roots, b.maxImageBytes).build();
    }

    private RunResult.Outcome baseline(String kind, Path dir) {
        Path output = dir.resolve(kind.equals("random") ? "random-hallucinated.jsonl" : kind + ".jsonl");
        if (kind.equals("random")) {
            Path hallucinated = dir.resolve("hallucinated.jsonl");
            if (!Files.exists(hallucinated)) {
                throw new InvalidInputException(hallucinated, 0, null, "is missing: the random baseline draws from "
                        + "the hallucinated chains; add hallucinated to the baselines", null);
            }
            org.georc.core.baseline.RandomBaseline.builder().sourceModel("hallucinated").seed(b.seed)
                    .messages(b.messages).build().write(reader(ChainParser.DEFAULT).read(b.references,
                            List.of(hallucinated)), output, new PrintWriter(Writer.nullWriter()));
            return RunResult.Outcome.DONE;
        }
        ChainGenerator.Kind k = kind.equals("hallucinated") ? ChainGenerator.Kind.HALLUCINATED
                : ChainGenerator.Kind.PARAPHRASED;
        LlmBaseline.Prepared prepared = LlmBaseline.builder(k, reader(ChainParser.DEFAULT))
                .settings(GenerationSettings.builder().seed(b.seed).threads(b.baselineThreads)
                        .retryFailed(b.retryFailed).messages(b.messages).build())
                .build().prepare(b.references);
        try (LanguageModel lm = b.baselineModel.apply("georc baseline " + kind)) {
            return prepared.run(lm, output).partial() ? RunResult.Outcome.PARTIAL : RunResult.Outcome.DONE;
        }
    }

    private static RunResult.Outcome worse(RunResult.Outcome a, RunResult.Outcome b) {
        return a.worse(b);
    }

    private static void write(Path file, String text) throws IOException {
        try (ReplacedFile f = ReplacedFile.of(file)) {
            f.write(text);
            f.commit();
        }
    }

    /** Builds a {@link Benchmark}; {@link #build} checks the folders and the baselines. */
    public static final class Builder {
        private Path references;
        private Path outputDir;
        private List<String> baselines = List.of();
        private ConclusionMode conclusions = ConclusionMode.PAPER;
        private ModelGroups groups = ModelGroups.standard();
        private int referenceExpert = 3;
        private List<Integer> fallbackExperts = List.of();
        private String candidatePattern;
        private String candidateModel;
        private boolean ignoreUnknownFiles;
        private int maxChainChars = 100_000;
        private Consumer<ScoringEngine.Builder> judge = e -> e.judge(ScoringEngine.DEFAULT_JUDGE);
        private Path prompts;
        private List<Path> imageRoots = List.of();
        private long maxImageBytes = 20L * 1024 * 1024;
        private boolean alignments = true;
        private long maxRowBytes = 4L * 1024 * 1024;
        private int threads = 2;
        private boolean retryFailed;
        private int batch = 64;
        private Integer maxFailures;
        private RunProgress progress = RunProgress.none();
        private Function<String, LanguageModel> baselineModel = what -> {
            throw new ConfigurationException(what + " needs an LLM; none was given");
        };
        private int baselineThreads = 4;
        private boolean baselineModelGiven;
        private long seed = 13;
        private Consumer<String> messages = m -> { };

        private Builder() {
        }

        /**
         * @param dir a folder in the released GeoRC layout
         * @return this
         */
        public Builder references(Path dir) {
            this.references = dir;
            return this;
        }

        /**
         * @param dir where every output goes (outside the references folder)
         * @return this
         */
        public Builder outputDir(Path dir) {
            this.outputDir = dir;
            return this;
        }

        /**
         * @param kinds baselines to write, of {@link #BASELINES}
         * @return this
         */
        public Builder baselines(List<String> kinds) {
            this.baselines = List.copyOf(kinds);
            return this;
        }

        /**
         * @param mode how conclusions are graded (default paper, as the authors' scorer)
         * @return this
         */
        public Builder conclusions(ConclusionMode mode) {
            this.conclusions = Objects.requireNonNull(mode, "conclusions");
            return this;
        }

        /**
         * @param g the leaderboard's model groups (default the paper's)
         * @return this
         */
        public Builder groups(ModelGroups g) {
            this.groups = Objects.requireNonNull(g, "groups");
            return this;
        }

        /**
         * @param k the reference expert (default 3)
         * @param fallback experts used where k wrote nothing
         * @return this
         */
        public Builder referenceExpert(int k, List<Integer> fallback) {
            this.referenceExpert = k;
            this.fallbackExperts = List.copyOf(fallback);
            return this;
        }

        /**
         * @param prefix also read PREFIX&lt;round&gt;.txt files (or null)
         * @param model their model
         * @return this
         */
        public Builder candidatePattern(String prefix, String model) {
            this.candidatePattern = prefix;
            this.candidateModel = model;
            return this;
        }

        /**
         * @param on list files outside the layout and go on
         * @return this
         */
        public Builder ignoreUnknownFiles(boolean on) {
            this.ignoreUnknownFiles = on;
            return this;
        }

        /**
         * @param n longest chain accepted (default 100000)
         * @return this
         */
        public Builder maxChainChars(int n) {
            this.maxChainChars = n;
            return this;
        }

        /**
         * @param configure names the judge, its options, models and model settings, flags, the LLM
         *                  country reading and the judge's limits ({@code maxStatementPairs},
         *                  {@code pairTimeout}) on a fresh engine builder, as for any engine; the benchmark
         *                  sets conclusions, prompts, callers, images, alignments and row size itself
         * @return this
         */
        public Builder judge(Consumer<ScoringEngine.Builder> configure) {
            this.judge = Objects.requireNonNull(configure, "judge");
            return this;
        }

        /**
         * @param folder prompt files that replace the bundled ones of the same name, for the judge
         *               and the baselines (null: the bundle)
         * @return this
         */
        public Builder prompts(Path folder) {
            this.prompts = folder;
            return this;
        }

        /**
         * @param roots folders images may lie in besides the references
         * @param maxBytes largest image
         * @return this
         */
        public Builder images(List<Path> roots, long maxBytes) {
            this.imageRoots = List.copyOf(roots);
            this.maxImageBytes = maxBytes;
            return this;
        }

        /**
         * @param on keep alignments in rows
         * @param maxBytes larger rows leave them out
         * @return this
         */
        public Builder rows(boolean on, long maxBytes) {
            this.alignments = on;
            this.maxRowBytes = maxBytes;
            return this;
        }

        /**
         * @param threads     pairs scored in parallel (default 2; the encoder's cores are shared out among them)
         * @param batch       pairs per judge batch (default 64)
         * @param retryFailed whether failed pairs and failed generations are redone (default false)
         * @param maxFailures stop a step once this many pairs failed (null: never)
         * @return this
         */
        public Builder scoring(int threads, int batch, boolean retryFailed, Integer maxFailures) {
            this.threads = threads;
            this.batch = batch;
            this.retryFailed = retryFailed;
            this.maxFailures = maxFailures;
            return this;
        }

        /**
         * @param p hears how far each scoring step is (default: nothing)
         * @return this
         */
        public Builder progress(RunProgress p) {
            this.progress = Objects.requireNonNull(p, "progress");
            return this;
        }

        /**
         * @param models  opens the LLM that writes the LLM baselines, given who needs it
         * @param threads requests in flight (default 4)
         * @param seed    seed of every baseline (default 13)
         * @return this
         */
        public Builder baselineModel(Function<String, LanguageModel> models, int threads, long seed) {
            this.baselineModel = Objects.requireNonNull(models, "models");
            this.baselineModelGiven = true;
            this.baselineThreads = threads;
            this.seed = seed;
            return this;
        }

        List<String> baselines() {
            return baselines;
        }

        java.nio.file.Path outputDir() {
            return outputDir.toAbsolutePath().normalize();
        }

        boolean hasBaselineModel() {
            return baselineModelGiven;
        }

        Consumer<String> messages() {
            return messages;
        }

        /**
         * @param sink where step headings, notes and summaries go
         * @return this
         */
        public Builder messages(Consumer<String> sink) {
            this.messages = Objects.requireNonNull(sink, "messages");
            return this;
        }

        /**
         * @return the benchmark
         * @throws ConfigurationException when a folder or a baseline is not one the run can use
         */
        public Benchmark build() {
            if (references == null || !Files.isDirectory(references)) {
                throw new ConfigurationException("references must be a folder in the GeoRC layout, got "
                        + references);
            }
            if (outputDir == null) {
                throw new ConfigurationException("outputDir is required: the folder every output goes to");
            }
            Path root = references.toAbsolutePath().normalize();
            Path run = outputDir.toAbsolutePath().normalize();
            if (run.startsWith(root)) {
                throw new ConfigurationException("outputDir " + outputDir + " lies inside the references folder; "
                        + "the folder would no longer be in the GeoRC layout. Choose a folder outside it");
            }
            if (Files.exists(run) && !Files.isDirectory(run)) {
                throw new ConfigurationException("outputDir " + outputDir + " is a file");
            }
            for (String k : baselines) {
                if (!BASELINES.contains(k)) {
                    throw new ConfigurationException("baselines takes " + String.join(", ", BASELINES) + "; got \""
                            + k + "\"");
                }
            }
            atLeastOne("threads", threads);
            atLeastOne("batch", batch);
            if (maxFailures != null) {
                atLeastOne("maxFailures", maxFailures);
            }
            if (baselineThreads < 1) {
                throw new ConfigurationException("the threads given to `baselineModel` must be at least 1, got "
                        + baselineThreads);
            }
            Benchmark benchmark = new Benchmark(this);
            Preflight.check(this, benchmark::engine);
            return benchmark;
        }

        private static void atLeastOne(String setting, int value) {
            if (value < 1) {
                throw new ConfigurationException("`" + setting + "` must be at least 1, got " + value);
            }
        }
    }
}
