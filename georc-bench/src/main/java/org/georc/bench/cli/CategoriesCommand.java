package org.georc.bench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.georc.core.categories.Categoriser;
import org.georc.core.categories.CategoryEvaluation;
import org.georc.core.categories.CategoryRows;
import org.georc.core.categories.CategoryRun;
import org.georc.core.output.OutputPaths;
import org.georc.judges.categories.CategoryLabelling;
import org.georc.judges.generate.GenerationSettings;
import org.georc.benchmark.report.CategoryFigures;
import org.georc.core.chain.ConclusionMode;
import org.georc.core.spi.LanguageModel;
import org.georc.judges.categories.CategoryLexicon;
import org.georc.judges.categories.LexiconCategoriser;
import org.georc.judges.encoder.OnnxSentenceEncoder;
import org.georc.judges.llm.judge.LlmCategoriser;
import org.georc.judges.llm.prompt.PromptSource;
import org.georc.judges.llm.prompt.Prompts;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code georc categories}: scene-attribute categories of every statement (GeoRC section 2.3). */
@Command(name = "categories", header = "Label every statement with scene-attribute categories (GeoRC Figure 3)",
        mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Writes one line per statement of every reference chain (all experts) and every candidate chain:",
            "{\"id\", \"model\" (\"reference\" for reference chains), \"expert\"?, \"index\", \"statement\", \"categories\"}, one to",
            "three of infrastructure, vegetation, architecture, meta, language, culture, terrain, climate, vehicles, geology,",
            "the main one first. Statements and their indices are those the scorer grades under --conclusions, so",
            "`georc leaderboard --categories` can read them against the score rows' alignments.",
            "--categoriser lexicon (default, offline): the embedded MiniLM plus a category lexicon (data file; --lexicon",
            "  replaces it). --categoriser llm: the prompt 'categories' through --endpoint/--model or --model-dir.",
            "The output is appended and resumable: a re-run skips statements done; --retry-failed redoes those whose line",
            "records a categories_error. --figure DIR writes Figure 3 (category counts over the reference chains) as",
            "category_counts.md, .csv, .svg and .png. --evaluate FILE scores the categoriser on labelled statements instead.",
            "Exit codes: 0 done; 2 bad input or options; 1 the model could not load; 3 done, some statements failed."})
final class CategoriesCommand implements Callable<Integer> {
    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--references", paramLabel = "R.jsonl|DIR", description = "reference lines or a GeoRC folder")
    Path references;

    @Option(names = "--candidates", paramLabel = "C.jsonl", description = "candidate lines (default: none; a folder's "
            + "candidate files are read when --references is a folder)")
    Path candidates;

    @Option(names = "--output", paramLabel = "CAT.jsonl", description = "the categories file (appended; resumes)")
    Path output;

    @Option(names = "--categoriser", defaultValue = "lexicon", paramLabel = "NAME",
            description = "lexicon (default, offline) or llm")
    String categoriser;

    @Option(names = "--lexicon", paramLabel = "FILE",
            description = "a category lexicon in the bundled categories.txt format instead of the bundled one")
    Path lexicon;

    @HelpGroup(GroupedOptions.JUDGE)
    @Option(names = "--conclusions", defaultValue = "exclude", paramLabel = "MODE",
            description = "which statements are labelled, as score grades them: exclude (default), include or paper")
    String conclusions;

    @Option(names = "--figure", paramLabel = "DIR",
            description = "also write Figure 3 (category counts over the reference chains) into DIR")
    Path figure;

    @Option(names = "--evaluate", paramLabel = "LABELLED.jsonl",
            description = "score the categoriser on labelled statements {\"statement\", \"categories\"} and print "
                    + "primary-label accuracy and multi-label F1 (no --references needed)")
    Path evaluate;

    @Option(names = "--show-errors", description = "--evaluate: list the statements whose main category is wrong "
            + "(for a development split only)")
    boolean showErrors;

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--threads", defaultValue = "4", paramLabel = "N", description = "chains in flight (default 4)")
    int threads;

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--retries", defaultValue = "2", paramLabel = "N",
            description = "llm: extra attempts after an unreadable answer (default 2)")
    int retries;

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--retry-failed", description = "redo the statements whose earlier line records a categories_error")
    boolean retryFailed;

    @HelpGroup(GroupedOptions.JUDGE)
    @Option(names = "--prompts", paramLabel = "DIR",
            description = "llm: prompt files that replace bundled ones (categories.system.txt, categories.user.txt)")
    Path promptsDir;

    @Mixin
    EncoderOptions encoder;

    @Mixin
    LlmOptions llm;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        String which = categoriser.toLowerCase(Locale.ROOT).strip();
        if (!which.equals("lexicon") && !which.equals("llm")) {
            throw new IllegalArgumentException("--categoriser must be lexicon or llm, got \"" + categoriser + "\"");
        }
        if (which.equals("llm") && lexicon != null) {
            throw new IllegalArgumentException("--lexicon applies to --categoriser lexicon");
        }
        if (which.equals("lexicon") && (llm.isSet() || promptsDir != null)) {
            throw new IllegalArgumentException("--endpoint, --model-dir and --prompts apply to --categoriser llm");
        }
        OptionChecks.atLeast("--threads", threads, 1);
        OptionChecks.atLeast("--retries", retries, 0);
        if (evaluate != null) {
            if (references != null || output != null || figure != null || candidates != null) {
                throw new IllegalArgumentException("--evaluate takes no --references, --candidates, --output or --figure");
            }
        } else {
            if (references == null || output == null) {
                throw new IllegalArgumentException("georc categories needs --references and --output (or --evaluate FILE)");
            }
            if (showErrors) {
                throw new IllegalArgumentException("--show-errors applies to --evaluate");
            }
            OutputPaths.refuseInputs(output, "--output", candidates == null ? new Path[] {references}
                    : new Path[] {references, candidates});
        }
        ConclusionMode mode = ConclusionMode.fromName(conclusions);
        PromptSource prompts = promptsDir == null ? Prompts.source() : PromptSource.folder(promptsDir);
        boolean byLlm = which.equals("llm");
        OptionChecks.refuse(byLlm && !llm.isSet(), "--categoriser llm needs --endpoint URL and --model NAME, or "
                + "--model-dir");
        CategoryLexicon lex = byLlm ? null : lexicon == null ? CategoryLexicon.bundled() : CategoryLexicon.read(lexicon);
        try (Prompts.Scope scope = Prompts.use(prompts);
             OnnxSentenceEncoder enc = byLlm ? null : encoder.build();
             LanguageModel lm = byLlm ? llm.build("--categoriser llm") : null) {
            Categoriser c = byLlm ? new LlmCategoriser(lm, retries) : new LexiconCategoriser(lex, enc);
            if (evaluate != null) {
                CategoryEvaluation.Report report = CategoryEvaluation.evaluate(CategoryEvaluation.read(evaluate), c);
                PrintWriter out = spec.commandLine().getOut();
                out.print("categoriser: " + c.id() + "\n" + report.describe(showErrors));
                out.flush();
                return 0;
            }
            return run(c, mode, err);
        } finally {
            llm.report(err);
        }
    }

    private int run(Categoriser c, ConclusionMode mode, PrintWriter err) {
        CategoryRun.Result r = CategoryLabelling.builder(references).candidates(candidates).conclusions(mode)
                .settings(GenerationSettings.builder().threads(threads).retryFailed(retryFailed)
                        .messages(err::println).build())
                .build().run(c, output);
        if (figure != null) {
            List<Path> files = CategoryFigures.writeCounts(figure, CategoryRows.read(output, false).list());
            err.println("wrote Figure 3 to " + figure + ": " + files.stream().map(p -> p.getFileName().toString()).toList());
        }
        if (r.failures() > 0) {
            err.println(r.failures() + " line(s) of " + output + " record a failure: re-run with --retry-failed");
            return GeorcCommand.EXIT_PARTIAL;
        }
        return 0;
    }
}
