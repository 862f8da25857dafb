package org.georc.bench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.georc.core.chain.ConclusionMode;
import org.georc.core.io.RunSettings;
import org.georc.core.scoring.ChainScorer;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeProvider;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.Judges;
import org.georc.core.spi.LanguageModel;
import org.georc.judges.encoder.OnnxSentenceEncoder;
import org.georc.judges.flags.ErrorFlagger;
import org.georc.judges.llm.judge.LlmCountryExtractor;
import org.georc.judges.llm.prompt.PromptSource;
import org.georc.judges.llm.prompt.Prompts;
import org.georc.judges.rows.ScoreRows;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * What the commands that score with a judge share ({@code score}, {@code experts}, {@code
 * serve}): the judge, its options and models, how conclusions are graded, and the wiring that
 * opens them ({@link #openJudge}), so every command scores a pair the same way.
 */
abstract class JudgeCommand implements Callable<Integer> {
    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--judge", defaultValue = "embedding", paramLabel = "NAME",
            description = "judge name (default embedding, offline); see `georc score --list-judges`")
    String judgeName;

    @Option(names = "--lo", paramLabel = "S", description = "ramp lower threshold (key-point judges; default 0.40)")
    Double lo;

    @Option(names = "--hi", paramLabel = "S", description = "ramp upper threshold (key-point judges; default 0.55)")
    Double hi;

    @Option(names = "--option", paramLabel = "KEY=VALUE",
            description = "judge option (repeatable); `--list-judges` lists each judge's options")
    Map<String, String> options = new LinkedHashMap<>();

    @Option(names = "--list-judges", help = true,
            description = "print the judges on the class path, what they need and their options, then exit")
    boolean listJudges;

    @Option(names = "--conclusions", paramLabel = "MODE",
            description = "how final guesses are graded: exclude (default: neither side's conclusion), include "
                    + "(both sides'), paper (the authors' scorer: the reference ends at a line containing "
                    + "\"conclusion\" and drops lines containing \"reasoning\"; the candidate's whole text is graded)")
    String conclusions;

    @Option(names = "--include-conclusion", description = "the same as --conclusions include")
    boolean includeConclusion;

    @Option(names = "--country-by-llm",
            description = "ask the judge LLM (--endpoint/--model or --model-dir) for the predicted country when the "
                    + "conclusion names none the gazetteer knows")
    boolean countryByLlm;

    @Option(names = "--no-flags", description = "do not flag statements (false tool use, filler, misattribution)")
    boolean noFlags;

    @Option(names = "--vlm-model", paramLabel = "NAME",
            description = "model that checks statements against images (vlm judge; default: --model)")
    String vlmModel;

    @Option(names = "--prompts", paramLabel = "DIR",
            description = "prompt files that replace bundled ones of the same name (such as one-to-all.user.txt); "
                    + "their SHA-256 goes into every row's settings")
    Path promptsDir;

    @Mixin
    LlmOptions llm;

    @Mixin
    EncoderOptions encoderOptions;

    @Option(names = "--reading", paramLabel = "READING",
            description = "how chains are read into statements: default (real model output: openers, headers and "
                    + "labels dropped, conclusions recognised; with --conclusions exclude or include) or paper "
                    + "(exactly the authors' scorer; the same as --conclusions paper)")
    String reading;

    @Option(names = "--max-statement-pairs", defaultValue = "1000000", paramLabel = "N",
            description = "a pair with more candidate x reference statements than N is recorded as that pair's "
                    + "judge_error instead of being scored, so one huge pair cannot exhaust memory (default 1000000)")
    long maxStatementPairs;

    /** @return how conclusions are graded, from --reading, --conclusions and --include-conclusion */
    ConclusionMode conclusionMode() {
        if (reading != null) {
            ConclusionMode byReading = ConclusionMode.forReading(reading, includeConclusion);
            if (conclusions == null) {
                return byReading;
            }
            ConclusionMode byName = ConclusionMode.fromName(conclusions);
            if (byName.reading().equals(byReading.reading()) && (byName == ConclusionMode.PAPER || !includeConclusion
                    || byName == ConclusionMode.INCLUDE)) {
                return byName;
            }
            throw new IllegalArgumentException("--reading " + reading + " contradicts --conclusions " + byName.label()
                    + (includeConclusion ? " --include-conclusion" : "") + " (--conclusions paper is the paper reading; "
                    + "exclude and include use the default reading)");
        }
        if (conclusions == null) {
            return includeConclusion ? ConclusionMode.INCLUDE : ConclusionMode.EXCLUDE;
        }
        ConclusionMode mode = ConclusionMode.fromName(conclusions);
        if (includeConclusion && mode != ConclusionMode.INCLUDE) {
            throw new IllegalArgumentException("--include-conclusion contradicts --conclusions " + mode.label());
        }
        return mode;
    }

    PrintWriter err() {
        return spec.commandLine().getErr();
    }

    /**
     * Handles {@code --list-judges} and refuses unknown judge options, before any input is read
     * or model loaded.
     *
     * @return true when the judges were listed (the command is done)
     */
    boolean listOrCheckJudge() {
        if (listJudges) {
            PrintWriter out = spec.commandLine().getOut();
            out.print(Judges.help());
            out.flush();
            return true;
        }
        Judges.checkOptions(Judges.provider(judgeName), judgeOptions());
        return false;
    }

    /** @return the prompt files in effect: --prompts, else the bundle */
    PromptSource prompts() {
        return promptsDir == null ? Prompts.source() : PromptSource.folder(promptsDir);
    }

    /**
     * Opens the judge with everything it needs: the sentence encoder (shared with a benchmark
     * run's other steps when a pool is open), the LLM/VLM, the scorer and the settings its rows
     * carry.
     *
     * @param callers threads that will call the judge at once (the encoder's cores are shared out among them)
     * @param mode    how conclusions are graded
     * @param prompts the prompt files in effect
     * @param extra   the command's own settings entries
     * @return the open judge; the caller closes it
     */
    OpenJudge openJudge(int callers, ConclusionMode mode, PromptSource prompts, Map<String, String> extra) {
        JudgeProvider provider = Judges.provider(judgeName);
        OpenJudge open = new OpenJudge(provider);
        try {
            JudgeResources.Builder res = JudgeResources.builder();
            if (provider.uses(org.georc.core.spi.SentenceEncoder.class)) {
                // the scoring threads call the encoder at once: share the cores out among them
                encoderOptions.callers(callers);
                open.pooled = EncoderPool.isOpen();
                open.encoder = open.pooled ? EncoderPool.get(encoderOptions) : encoderOptions.build();
                res.encoder(open.encoder);
            }
            addModels(provider, res, open);
            judgeOptions().forEach(res::option);
            open.judge = Judges.create(provider, res.build());
            // one scorer for every calling thread: callers run their batches at once
            OptionChecks.atLeast("--max-statement-pairs", maxStatementPairs, 1);
            open.scorer = ChainScorer.builder().judge(open.judge).conclusions(mode)
                    .maxStatementPairs(maxStatementPairs).build();
            open.settings = settings(open.scorer, provider, open.encoder, mode, prompts, extra);
            return open;
        } catch (RuntimeException e) {
            open.close();
            throw e;
        }
    }

    /**
     * A judge a command opened: the judge and its scorer, the encoder and LLM it uses, and the
     * settings its rows carry. Closing it closes what the command opened (not a pooled encoder).
     */
    final class OpenJudge implements AutoCloseable {
        final JudgeProvider provider;
        Judge judge;
        ChainScorer scorer;
        OnnxSentenceEncoder encoder;
        RunSettings settings;
        private boolean pooled;
        /** The judge LLM this command opened and must close. */
        private LanguageModel model;

        private OpenJudge(JudgeProvider provider) {
            this.provider = provider;
        }

        /**
         * @return a row builder with the flags, the LLM country reading and the suspicion check
         *         as the options say, and the settings; the caller sets alignments and the size limit
         */
        ScoreRows.Builder rows() {
            if (countryByLlm && model == null) {
                model = llm.build("--country-by-llm");
            }
            return ScoreRows.builder()
                    .flagger(noFlags ? null : flagger(judge, encoder))
                    .countryExtractor(countryByLlm ? new LlmCountryExtractor(model, 2) : null)
                    .suspicion(provider.callsLlm()).settings(settings);
        }

        @Override
        public void close() {
            try {
                if (judge != null) {
                    judge.close();
                }
            } finally {
                if (encoder != null && !pooled) {
                    encoder.close();
                }
                if (model != null) {
                    try {
                        model.close();
                    } catch (RuntimeException e) {
                        err().println("warning: closing the judge model failed: " + Errors.describe(e));
                    }
                }
            }
        }
    }

    /**
     * The statement flagger: with a key-point judge whose clauses come from rules (the {@code
     * embedding} judge) it reuses that judge's extractor, so the clauses (from the extractor's
     * cache) and their vectors (from the encoder's) are those the judge just made, and embeds a
     * statement whole only when the generic-filler or misattribution check needs it (see {@link
     * ErrorFlagger#reusingClauses}).
     */
    private static ErrorFlagger flagger(Judge judge, OnnxSentenceEncoder encoder) {
        if (encoder != null && judge instanceof org.georc.judges.embedding.KeyPointJudge kp
                && kp.extractor() instanceof org.georc.judges.embedding.RuleBasedClauseExtractor) {
            return ErrorFlagger.reusingClauses(encoder, kp.extractor());
        }
        return new ErrorFlagger(encoder);
    }

    /**
     * Everything that changes what this run's rows say; rows carry it, and a resume must match it.
     */
    private RunSettings settings(ChainScorer scorer, JudgeProvider provider, OnnxSentenceEncoder encoder,
                                 ConclusionMode mode, PromptSource prompts, Map<String, String> commandSettings) {
        Map<String, String> extra = new LinkedHashMap<>();
        extra.put("conclusions", mode.label());
        extra.put("reading", mode.reading());
        boolean asksLlm = provider.callsLlm() || countryByLlm;
        if (asksLlm && !prompts.isBundled()) {
            prompts.overriddenSha256().forEach((file, sha) -> extra.put("prompts." + file, sha));
        }
        extra.putAll(commandSettings);
        return ScoreRows.settings(scorer.provenance(), Judges.recordedOptions(provider, judgeOptions()), encoder,
                !noFlags, countryByLlm, extra);
    }

    /** The judge's options: --lo and --hi, then every --option. */
    Map<String, String> judgeOptions() {
        Map<String, String> m = new LinkedHashMap<>();
        if (lo != null) {
            m.put("lo", Double.toString(lo));
        }
        if (hi != null) {
            m.put("hi", Double.toString(hi));
        }
        for (Map.Entry<String, String> e : options.entrySet()) {
            if (m.containsKey(e.getKey())) {
                // which would win is not obvious from the command line: refuse rather than pick one
                throw new IllegalArgumentException("--" + e.getKey() + " " + m.get(e.getKey()) + " and --option "
                        + e.getKey() + "=" + e.getValue() + " both set the judge's \"" + e.getKey()
                        + "\"; give it once");
            }
            m.put(e.getKey(), e.getValue());
        }
        return m;
    }

    /** Connects the LLM/VLM a judge needs, from --endpoint/--model or --model-dir. */
    private void addModels(JudgeProvider provider, JudgeResources.Builder res, OpenJudge open) {
        boolean needsLlm = provider.requires(org.georc.core.spi.LanguageModel.class);
        boolean needsVlm = provider.requires(org.georc.core.spi.VisionLanguageModel.class);
        if (!needsLlm && !needsVlm) {
            if (llm.isSet() && !countryByLlm) {
                err().println("warning: judge " + provider.name()
                        + " uses no LLM; --endpoint / --model-dir ignored");
            }
            return;
        }
        if (needsVlm && llm.isLocal()) {
            throw new org.georc.core.ConfigurationException("judge \"" + provider.name() + "\" needs a vision-language "
                    + "model; local ONNX decoders are text-only: use --endpoint and --model");
        }
        var model = llm.build("judge \"" + provider.name() + "\"");
        open.model = model;
        res.languageModel(model);
        if (needsVlm) {
            res.visionModel(vlmModel == null ? (org.georc.core.spi.VisionLanguageModel) model : llm.http(vlmModel));
        }
    }
}
