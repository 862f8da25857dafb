package org.georc.bench.cli;

import org.georc.core.output.ReplacedFile;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.georc.core.report.Leaderboard;
import org.georc.bench.report.HtmlReport;
import org.georc.bench.report.PairChains;
import org.georc.bench.report.Plots;
import org.georc.core.InvalidInputException;
import org.georc.core.folder.GeorcDirectory;
import org.georc.core.scorefile.ScoreRecord;
import org.georc.judges.engine.EndpointProbe;
import org.georc.judges.engine.ScoringEngine;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code georc benchmark}: Table 2 of the GeoRC paper from a folder in the released layout, in one resumable run. */
@Command(name = "benchmark", header = "Reproduce Table 2 on a folder in the released GeoRC layout (resumable)",
        mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Reproduces Table 2 on a folder in the released GeoRC layout, writing everything under --output-dir:",
            "  1. scores every candidate model of the folder        -> scores-models.jsonl   (georc score)",
            "  2. scores the expert pairs on shared locations       -> scores-experts.jsonl  (georc experts)",
            "  3. writes the baselines named by --baselines           -> baselines/<model>.jsonl (georc baseline)",
            "     and scores every baseline file in baselines/      -> scores-baselines.jsonl",
            "  4. writes leaderboard.md, leaderboard.csv, leaderboard.json, the figures (f1_vs_country.png|svg,",
            "     precision_recall, f1_distribution) and report.html (see `georc report`).",
            "Every step resumes: after a kill, run the same command again. Judge, encoder and LLM options go to the",
            "scoring steps; --baseline-model (default --model) writes the LLM baselines at the same --endpoint.",
            "Conclusions are graded as the authors' scorer does (--conclusions paper) unless told otherwise.",
            "Exit codes: 0 done; 2 bad input or options; 1 a step could not run; 3 done, but some items failed."})
final class BenchmarkCommand implements Callable<Integer> {
    /** What a step is told by the benchmark itself; the user's options of these names are not passed on. */
    private static final Set<String> SET_BY_STEP = Set.of("--references", "--output", "--candidates", "--conclusions");
    private static final List<String> KINDS = List.of("hallucinated", "paraphrased", "random");

    @Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--references", required = true, paramLabel = "DIR", description = "a folder in the GeoRC layout")
    Path references;

    @Option(names = "--output-dir", required = true, paramLabel = "RUN", description = "where every output goes")
    Path outputDir;

    @Option(names = "--baselines", split = ",", paramLabel = "KIND[,KIND...]",
            description = "write these baselines first: hallucinated, paraphrased, random (random draws from the "
                    + "hallucinated chains). Baseline files already in RUN/baselines/ are scored anyway")
    List<String> baselines = new ArrayList<>();

    @Option(names = "--baseline-model", paramLabel = "NAME",
            description = "the LLM served at --endpoint that writes the LLM baselines (default: --model)")
    String baselineModel;

    @Option(names = "--conclusions", defaultValue = "paper", paramLabel = "MODE",
            description = "paper (default here: as the authors' scorer), exclude or include; see `georc score --help`")
    String conclusions;

    @Option(names = "--judge", paramLabel = "NAME", description = "judge of the scoring steps (default embedding)")
    String judge;

    @Option(names = "--option", paramLabel = "KEY=VALUE", description = "extra judge option (repeatable)")
    Map<String, String> options = new LinkedHashMap<>();

    @Option(names = "--lo", paramLabel = "S", description = "ramp lower threshold (key-point judges)")
    Double lo;

    @Option(names = "--hi", paramLabel = "S", description = "ramp upper threshold (key-point judges)")
    Double hi;

    @Option(names = "--reference-expert", paramLabel = "K", description = "the reference expert (default 3)")
    Integer referenceExpert;

    @Option(names = "--fallback-expert", split = ",", paramLabel = "K[,K...]",
            description = "experts to use where the reference expert wrote nothing (default: none)")
    List<Integer> fallbackExperts;

    @Option(names = "--candidate-pattern", paramLabel = "PREFIX", description = "also read PREFIX<round>.txt files")
    String candidatePattern;

    @Option(names = "--candidate-model", paramLabel = "NAME", description = "the model of the --candidate-pattern files")
    String candidateModel;

    @Option(names = "--ignore-unknown-files", description = "list files outside the layout and go on")
    boolean ignoreUnknownFiles;

    @Option(names = "--groups", paramLabel = "FILE",
            description = "model,group lines for the leaderboard's groups of your own (see leaderboard --groups)")
    Path groupsFile;

    @Option(names = "--threads", paramLabel = "N", description = "pairs scored in parallel")
    Integer threads;

    @Option(names = "--batch", paramLabel = "N", description = "pairs per judge batch")
    Integer batch;

    @Option(names = "--retry-failed", description = "redo failed pairs and failed generations")
    boolean retryFailed;

    @Option(names = "--max-failures", paramLabel = "N", description = "stop a scoring step after N failed pairs")
    Integer maxFailures;

    @Option(names = "--max-chain-chars", paramLabel = "N", description = "refuse longer chains (default 100000)")
    Integer maxChainChars;

    @Option(names = "--max-row-bytes", paramLabel = "N", description = "larger rows leave out their alignments")
    Long maxRowBytes;

    @Option(names = "--no-flags", description = "do not flag statements")
    boolean noFlags;

    @Option(names = "--no-alignments", description = "leave per-statement alignments out of the score files")
    boolean noAlignments;

    @Option(names = "--quiet", description = "no progress bars")
    boolean quiet;

    @Option(names = "--country-by-llm", description = "read unclear conclusions' countries with the judge LLM")
    boolean countryByLlm;

    @Option(names = "--vlm-model", paramLabel = "NAME", description = "the vlm judge's VLM (default --model)")
    String vlmModel;

    @Option(names = "--prompts", paramLabel = "DIR", description = "prompt files that replace bundled ones")
    Path promptsDir;

    @Option(names = "--seed", paramLabel = "N", description = "seed of the baselines (default 13)")
    Long seed;

    @Mixin
    LlmOptions llm;

    @Mixin
    EncoderOptions encoderOptions;

    @Override
    public Integer call() throws IOException {
        if (groupsFile != null) {
            org.georc.core.report.ModelGroups.read(groupsFile); // a bad map fails now, not after every step
        }
        try (EncoderPool pool = EncoderPool.open()) {
            return run();
        }
    }

    private Integer run() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        if (!Files.isDirectory(references)) {
            throw new IllegalArgumentException("--references must be a folder in the GeoRC layout, got " + references);
        }
        Path root = references.toAbsolutePath().normalize();
        Path run = outputDir.toAbsolutePath().normalize();
        if (run.startsWith(root)) {
            throw new IllegalArgumentException("--output-dir " + outputDir + " lies inside the references folder; the "
                    + "folder would no longer be in the GeoRC layout. Choose a folder outside it");
        }
        if (Files.exists(run) && !Files.isDirectory(run)) {
            throw new IllegalArgumentException("--output-dir " + outputDir + " is a file");
        }
        for (String k : baselines) {
            if (!KINDS.contains(k)) {
                throw new IllegalArgumentException("--baselines takes " + String.join(", ", KINDS) + "; got \"" + k + "\"");
            }
        }
        org.georc.core.chain.ConclusionMode.fromName(conclusions);
        preflight(err);
        Files.createDirectories(run.resolve("baselines"));
        GeorcDirectory.Dataset d = GeorcDirectory.read(references, GeorcDirectory.Options.builder()
                .ignoreUnknownFiles(ignoreUnknownFiles).candidatePattern(candidatePattern, candidateModel).build());
        int worst = 0;

        Path models = run.resolve("scores-models.jsonl");
        if (d.candidates().isEmpty()) {
            err.println("== 1/4 candidate models: the folder has no candidate files; nothing to score");
        } else {
            err.println("== 1/4 candidate models " + d.models() + ": " + d.candidates().size() + " chain(s)");
            worst = worse(worst, step(err, "score", args("score"), "--references",
                    references.toString(), "--output", models.toString(), "--conclusions", conclusions));
            if (worst == GeorcCommand.EXIT_INPUT || worst == GeorcCommand.EXIT_FAILURE) {
                return worst;
            }
        }

        Path experts = run.resolve("scores-experts.jsonl");
        boolean pairs = d.references().ids().stream().anyMatch(id -> d.references().forId(id).size() > 1);
        if (!pairs) {
            err.println("== 2/4 expert pairs: no location has chains by two experts; no human-expert-average row");
        } else {
            err.println("== 2/4 expert pairs");
            worst = worse(worst, step(err, "experts", args("experts"), "--references",
                    references.toString(), "--output", experts.toString(), "--conclusions", conclusions));
            if (worst == GeorcCommand.EXIT_INPUT || worst == GeorcCommand.EXIT_FAILURE) {
                return worst;
            }
        }

        err.println("== 3/4 baselines" + (baselines.isEmpty() ? " (none to write; scoring the files present)" : ""));
        Path dir = run.resolve("baselines");
        for (String kind : KINDS) {
            if (!baselines.contains(kind)) {
                continue;
            }
            List<String> a = args("baseline");
            if (!kind.equals("random")) {
                a.addAll(llmArgs(baselineModel));
            }
            a.add(1, kind);
            a.addAll(List.of("--references", references.toString(), "--output",
                    dir.resolve(kind.equals("random") ? "random-hallucinated.jsonl" : kind + ".jsonl").toString()));
            if (kind.equals("random")) {
                Path hallucinated = dir.resolve("hallucinated.jsonl");
                if (!Files.exists(hallucinated)) {
                    throw new InvalidInputException(hallucinated, 0, null, "is missing: the random baseline draws from "
                            + "the hallucinated chains; add hallucinated to --baselines", null);
                }
                a.addAll(List.of("--candidates", hallucinated.toString()));
            }
            worst = worse(worst, step(err, "baseline " + kind, a));
            if (worst == GeorcCommand.EXIT_INPUT || worst == GeorcCommand.EXIT_FAILURE) {
                return worst;
            }
        }
        List<Path> present;
        try (Stream<Path> s = Files.list(dir)) {
            present = s.filter(p -> p.getFileName().toString().endsWith(".jsonl")
                    && !p.getFileName().toString().startsWith(".")).sorted().toList();
        }
        Path baselineScores = run.resolve("scores-baselines.jsonl");
        if (!present.isEmpty()) {
            err.println("-- scoring " + present.stream().map(p -> p.getFileName().toString()).toList());
            List<String> a = args("score");
            a.addAll(List.of("--references", references.toString(), "--output", baselineScores.toString(),
                    "--conclusions", conclusions));
            for (Path b : present) {
                a.addAll(List.of("--candidates", b.toString()));
            }
            worst = worse(worst, step(err, "score baselines", a));
            if (worst == GeorcCommand.EXIT_INPUT || worst == GeorcCommand.EXIT_FAILURE) {
                return worst;
            }
        }

        err.println("== 4/4 leaderboard and figures");
        List<ScoreRecord> records = org.georc.core.report.StepScores.read(List.of(models, experts, baselineScores));
        if (records.isEmpty()) {
            throw new InvalidInputException(references + ": nothing was scored (no candidate files, no expert pairs, "
                    + "no baselines)");
        }
        Leaderboard board = Leaderboard.of(records, groupsFile == null
                ? org.georc.core.report.ModelGroups.standard() : org.georc.core.report.ModelGroups.read(groupsFile));
        write(run.resolve("leaderboard.md"), board.markdown());
        write(run.resolve("leaderboard.csv"), board.csv());
        write(run.resolve("leaderboard.json"), board.json());
        List<Path> figures = Plots.write(run, board, records);
        if (figures.stream().noneMatch(p -> p.getFileName().toString().startsWith("f1_vs_country"))) {
            err.println("note: no F1-vs-country-accuracy figure: no row knows the true country (add "
                    + "ROOT/locations.csv)");
        }
        Path report = run.resolve("report.html");
        HtmlReport.builder().title("GeoRC benchmark: " + root.getFileName()).scores(records)
                .chains(PairChains.read(references, present, candidatePattern, candidateModel)).build().write(report);
        err.println("wrote " + run.resolve("leaderboard.md") + ", .csv, .json, " + figures.size() + " figure file(s) and "
                + report.getFileName());
        spec.commandLine().getOut().print(board.markdown());
        spec.commandLine().getOut().flush();
        return worst;
    }

    /**
     * Everything the steps will need, checked before the first pair is scored: the judge and its
     * options, a model for every step that asks an LLM (the judge, --country-by-llm, the
     * hallucinated and paraphrased baselines), that each --endpoint answers, and the encoder
     * (loaded now, into the pool the steps share).
     */
    private void preflight(PrintWriter err) {
        String judgeName = judge == null ? "embedding" : judge;
        var provider = org.georc.core.spi.Judges.provider(judgeName);
        Map<String, String> judgeOptions = new LinkedHashMap<>(options);
        if (lo != null) {
            judgeOptions.putIfAbsent("lo", Double.toString(lo));
        }
        if (hi != null) {
            judgeOptions.putIfAbsent("hi", Double.toString(hi));
        }
        org.georc.core.spi.Judges.checkOptions(provider, judgeOptions);
        List<String> askers = new ArrayList<>();
        if (ScoringEngine.usesLanguageModel(judgeName)) {
            askers.add("the judge " + judgeName);
        }
        if (countryByLlm) {
            askers.add("--country-by-llm");
        }
        boolean modelNamed = llm.isLocal() || llm.model != null;
        List<String> missing = new ArrayList<>();
        if (!askers.isEmpty() && (!llm.isSet() || !modelNamed)) {
            missing.add(String.join(" and ", askers) + " (an LLM: --endpoint URL and --model NAME, or --model-dir DIR)");
        }
        List<String> llmBaselines = baselines.stream().filter(k -> !k.equals("random")).distinct().toList();
        if (!llmBaselines.isEmpty() && (!llm.isSet() || (!llm.isLocal() && baselineModel == null && llm.model == null))) {
            missing.add("--baselines " + String.join(",", llmBaselines) + " (an LLM that writes them: --endpoint URL "
                    + "and --baseline-model NAME or --model NAME, or --model-dir DIR)");
        }
        if (baselines.contains("random") && !baselines.contains("hallucinated")
                && !Files.exists(outputDir.resolve("baselines").resolve("hallucinated.jsonl"))) {
            missing.add("--baselines random (it draws from the hallucinated chains: add hallucinated to --baselines)");
        }
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException("nothing was run: these steps need what was not given: "
                    + String.join("; ", missing));
        }
        if (llm.endpoint != null && (!askers.isEmpty() || !llmBaselines.isEmpty())) {
            EndpointProbe.requireAnswers(llm.endpoint, java.time.Duration.ofSeconds(Math.min(10, llm.timeoutSeconds)));
        }
        if (provider.uses(org.georc.core.spi.SentenceEncoder.class)) {
            // the scoring steps take it from the pool: a model that cannot load fails now, not after a step
            encoderOptions.callers(threads == null ? 2 : threads);
            EncoderPool.get(encoderOptions);
        }
        err.println("== checked: judge " + judgeName + (askers.isEmpty() && llmBaselines.isEmpty() ? ""
                : ", the LLM at " + (llm.endpoint != null ? String.join(",", llm.endpoint) : "--model-dir"))
                + (provider.uses(org.georc.core.spi.SentenceEncoder.class) ? ", the encoder" : ""));
    }

    private static int worse(int a, int b) {
        return severity(b) > severity(a) ? b : a;
    }

    /** 0 (done) < 3 (some items failed) < 1 (could not run) < 2 (bad input). */
    private static int severity(int code) {
        return switch (code) {
            case 0 -> 0;
            case GeorcCommand.EXIT_PARTIAL -> 1;
            case GeorcCommand.EXIT_FAILURE -> 2;
            default -> 3;
        };
    }

    private int step(PrintWriter err, String what, List<String> args, String... more) {
        List<String> all = new ArrayList<>(args);
        all.addAll(List.of(more));
        // the steps write files; what they print on stdout is not this command's result
        long t0 = System.nanoTime();
        int code = GeorcCommand.run(all.toArray(String[]::new), new PrintWriter(new java.io.StringWriter()), err);
        err.printf(java.util.Locale.ROOT, "-- %s: exit %d after %.1f s%n", what, code, (System.nanoTime() - t0) / 1e9);
        return code;
    }

    /**
     * The command's name followed by the options of this run that the command declares (read
     * from its own spec, so a new option of a step is passed on without a list to keep), except
     * those the benchmark sets per step. The LLM options go to a scoring step only when its judge
     * or --country-by-llm asks an LLM (else only where images may lie); a baseline step gets them
     * from {@link #llmArgs}.
     */
    private List<String> args(String command) {
        List<String> out = new ArrayList<>();
        out.add(command);
        CommandSpec target = spec.commandLine().getParent().getSubcommands().get(command).getCommandSpec();
        List<OptionSpec> llmOptions = spec.mixins().get("llm").options();
        boolean scoringAsksLlm = countryByLlm || ScoringEngine.usesLanguageModel(judge == null ? "embedding" : judge);
        for (OptionSpec o : spec.commandLine().getParseResult().matchedOptions()) {
            String name = o.longestName();
            if (SET_BY_STEP.contains(name) || target.findOption(name) == null) {
                continue;
            }
            if (llmOptions.contains(o) && (command.equals("baseline") || !(scoringAsksLlm
                    || name.equals("--image-root") || name.equals("--max-image-bytes")))) {
                continue;
            }
            add(out, o);
        }
        return out;
    }

    /** The LLM options for a baseline step, with --model replaced by the baseline model when one is named. */
    private List<String> llmArgs(String model) {
        List<String> out = new ArrayList<>();
        CommandLine.ParseResult pr = spec.commandLine().getParseResult();
        List<OptionSpec> mixin = spec.mixins().get("llm").options();
        for (OptionSpec o : pr.matchedOptions()) {
            if (mixin.contains(o) && !(model != null && o.longestName().equals("--model"))) {
                add(out, o);
            }
        }
        if (model != null) {
            out.addAll(List.of("--model", model));
        }
        return out;
    }

    private static void add(List<String> out, OptionSpec o) {
        if (o.arity().max() == 0) {
            out.add(o.longestName());
            return;
        }
        for (String v : o.originalStringValues()) {
            out.add(o.longestName());
            out.add(v);
        }
    }

    private static void write(Path file, String text) throws IOException {
        try (ReplacedFile f = ReplacedFile.of(file)) {
            f.write(text);
            f.commit();
        }
    }
}
