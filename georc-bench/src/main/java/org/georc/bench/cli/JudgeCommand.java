package org.georc.bench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.georc.core.chain.ConclusionMode;
import org.georc.core.spi.Judges;
import org.georc.judges.encoder.GpuSetting;
import org.georc.core.spi.SentenceEncoder;
import org.georc.core.spi.ModelRequest;
import org.georc.core.spi.ModelNeed;
import org.georc.core.spi.LanguageModel;
import org.georc.core.spi.JudgeProvider;
import org.georc.judges.engine.ScoringEngine;
import org.georc.judges.llm.prompt.PromptSource;
import org.georc.judges.llm.prompt.Prompts;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * What the commands that score with a judge share ({@code score}, {@code experts}, {@code
 * serve}, {@code benchmark}): the judge, its options and models, how conclusions are graded, and
 * the wiring that configures and opens them ({@link #configureJudge}, {@link #openJudge}), so every
 * command scores a pair the same way.
 */
abstract class JudgeCommand implements Callable<Integer> {
    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @HelpGroup(GroupedOptions.JUDGE)
    @Option(names = "--judge", defaultValue = ScoringEngine.DEFAULT_JUDGE, paramLabel = "NAME",
            description = "judge name (default ${DEFAULT-VALUE}, offline); see `georc score --list-judges`")
    String judgeName;

    @HelpGroup(GroupedOptions.JUDGE)
    @Option(names = "--lo", paramLabel = "S", description = "ramp lower threshold (key-point judges; default 0.40)")
    Double lo;

    @HelpGroup(GroupedOptions.JUDGE)
    @Option(names = "--hi", paramLabel = "S", description = "ramp upper threshold (key-point judges; default 0.55)")
    Double hi;

    @HelpGroup(GroupedOptions.JUDGE)
    @Option(names = "--option", paramLabel = "KEY=VALUE",
            description = "judge option (repeatable); `--list-judges` lists each judge's options")
    Map<String, String> options = new LinkedHashMap<>();

    @HelpGroup(GroupedOptions.JUDGE)
    @Option(names = "--list-judges", help = true,
            description = "print the judges on the class path, what they need and their options, then exit")
    boolean listJudges;

    @HelpGroup(GroupedOptions.JUDGE)
    @Option(names = "--conclusions", paramLabel = "MODE",
            description = "how final guesses are graded: exclude (neither side's conclusion; the default but for "
                    + "benchmark), include (both sides'), paper (the authors' scorer: the reference ends at a line "
                    + "containing \"conclusion\" and drops lines containing \"reasoning\"; the candidate's whole text "
                    + "is graded; benchmark's default)")
    String conclusions;

    @HelpGroup(GroupedOptions.JUDGE)
    @Option(names = "--include-conclusion", description = "the same as --conclusions include")
    boolean includeConclusion;

    @HelpGroup(GroupedOptions.ROWS)
    @Option(names = "--country-by-llm",
            description = "ask the judge LLM (--endpoint/--model or --model-dir) for the predicted country when the "
                    + "conclusion names none the gazetteer knows")
    boolean countryByLlm;

    @HelpGroup(GroupedOptions.ROWS)
    @Option(names = "--no-flags", description = "do not flag statements (false tool use, filler, misattribution)")
    boolean noFlags;

    @HelpGroup(GroupedOptions.JUDGE)
    @Option(names = "--vlm-model", paramLabel = "NAME",
            description = "model that checks statements against images (vlm judge; default: --model)")
    String vlmModel;

    @HelpGroup(GroupedOptions.JUDGE)
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

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--pair-timeout", paramLabel = "SECONDS",
            description = "the most time the judge may take over one pair; a pair that takes longer is stopped and "
                    + "recorded as its judge_error (a batch that runs past it is scored again pair by pair, so only "
                    + "the slow pair fails). 0: no limit. Default: none for score, experts and benchmark, 60 for serve")
    Double pairTimeout;

    /**
     * @param defaultSeconds this command's default, or 0 for none
     * @return the time budget of one pair ({@code --pair-timeout}), or null for none
     */
    java.time.Duration pairBudget(double defaultSeconds) {
        double s = pairTimeout != null ? pairTimeout : defaultSeconds;
        if (!(s >= 0) || s > 7 * 24 * 3600) {
            throw new IllegalArgumentException("--pair-timeout must be from 0 (no limit) to 604800 seconds, got "
                    + pairTimeout);
        }
        return s == 0 ? null : java.time.Duration.ofMillis(Math.max(1, Math.round(s * 1000)));
    }

    /** @return this command's default {@code --pair-timeout} in seconds (0: none) */
    double defaultPairTimeout() {
        return 0;
    }

    /** @return how conclusions are graded, from --reading, --conclusions and --include-conclusion */
    ConclusionMode conclusionMode() {
        return ConclusionMode.resolve(reading, conclusions, includeConclusion);
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
     * Opens the judge through the library's {@link ScoringEngine} with the models these options
     * name: the sentence encoder and the LLM/VLM ({@link #models}).
     *
     * @param callers threads that will call the judge at once (the encoder's cores are shared out among them)
     * @param mode    how conclusions are graded
     * @param prompts the folder of prompt files given with --prompts, or null for the bundle
     * @param extra   the command's own settings entries
     * @return the open judge; the caller closes it
     */
    OpenJudge openJudge(int callers, ConclusionMode mode, Path prompts, Map<String, String> extra) {
        return openJudge(callers, mode, prompts, extra, true, 4L * 1024 * 1024);
    }

    OpenJudge openJudge(int callers, ConclusionMode mode, Path prompts, Map<String, String> extra,
                        boolean alignments, long maxRowBytes) {
        checkJudgeLimits();
        Map<String, String> modelSettings = modelSettings(Judges.provider(judgeName), llm, encoderOptions,
                modelDirServesAnLlm());
        if (!ScoringEngine.usesLanguageModel(judgeName) && llm.isSet() && !countryByLlm
                && (llm.modelDir == null || modelSettings.keySet().stream().noneMatch(k -> k.endsWith("." + ModelRequest.DIR)))) {
            err().println("warning: judge " + judgeName + " uses no LLM; --endpoint / --model-dir ignored");
        }
        ModelSet models = models(llm, encoderOptions, vlmModel, err());
        try {
            List<Path> roots = new ArrayList<>();
            roots.add(imageRoot());
            roots.addAll(llm.imageRoots);
            ScoringEngine engine = configureJudge(ScoringEngine.builder(), models).conclusions(mode)
                    .alignments(alignments).maxRowBytes(maxRowBytes).callers(callers).prompts(prompts)
                    .settings(extra).images(roots, llm.maxImageBytes).build();
            return new OpenJudge(engine, models);
        } catch (RuntimeException e) {
            models.close();
            throw e;
        }
    }

    /**
     * Refuses a {@code --max-statement-pairs} or {@code --pair-timeout} out of range, before any
     * input is read or model loaded.
     */
    void checkJudgeLimits() {
        OptionChecks.atLeast("--max-statement-pairs", maxStatementPairs, 1);
        pairBudget(defaultPairTimeout());
    }

    /**
     * Sets on an engine builder what these options say about the judge: its name and options, the
     * models (the encoder and LLMs of {@code models}, and the settings of the other kinds it needs:
     * {@code --model-dir} and the GPU flags, {@link #modelSettings}), statement flags, the LLM
     * country reading, {@code --max-statement-pairs} and {@code --pair-timeout}. The one place
     * {@code score}, {@code experts}, {@code serve} and {@code benchmark} configure their judge, so
     * the same options give the same judge everywhere; each command sets the rest (reading,
     * callers, prompts, images, rows).
     *
     * @param engine a fresh engine builder
     * @param models the models these options name ({@link #models}); the caller closes them
     * @return {@code engine}
     */
    ScoringEngine.Builder configureJudge(ScoringEngine.Builder engine, ModelSet models) {
        return engine.judge(judgeName).options(judgeOptions()).models(models).flags(!noFlags)
                .countryByLlm(countryByLlm).maxStatementPairs(maxStatementPairs)
                .pairTimeout(pairBudget(defaultPairTimeout()))
                .modelSettings(modelSettings(Judges.provider(judgeName), llm, encoderOptions, modelDirServesAnLlm()));
    }

    /**
     * @return whether this command runs an LLM from {@code --model-dir} besides the judge (the
     *         country reading; the benchmark's LLM baselines too), so the folder is the local
     *         decoder's and never a judge's other model
     */
    boolean modelDirServesAnLlm() {
        return countryByLlm;
    }

    /**
     * @param llm            the LLM options
     * @param encoderOptions the encoder options
     * @param vlmModel       --vlm-model, or null (then the judge's model, or --model)
     * @param err            where warnings go
     * @return the models these options name, opened when a judge asks; the caller closes them
     */
    static ModelSet models(LlmOptions llm, EncoderOptions encoderOptions, String vlmModel, PrintWriter err) {
        return new ModelSet(callers -> {
            encoderOptions.callers(callers);
            return encoderOptions.build();
        }, llm::build, purpose -> {
            if (llm.isLocal()) {
                throw new org.georc.core.ConfigurationException(purpose + " needs a vision-language model; local ONNX "
                        + "decoders are text-only: use --endpoint and --model");
            }
            return llm.http(vlmModel == null ? llm.model : vlmModel);
        }, vlmModel == null, err::println);
    }

    /**
     * The model settings of the kinds a judge needs beyond the encoder and the LLMs (such as a
     * pair classifier): {@code --model-dir} names their folder when no LLM of the command reads
     * it (the judge calls none, and neither does anything else the command runs), and
     * {@code --gpu}, {@code --gpu-strict} and {@code --gpu-device} apply to them as to the encoder.
     *
     * @param provider            the judge's provider
     * @param llm                 the LLM options (for --model-dir)
     * @param encoderOptions      the encoder options (for the GPU flags)
     * @param modelDirServesAnLlm whether --model-dir is the local decoder of another part of the
     *                            command ({@link #modelDirServesAnLlm()})
     * @return settings by {@code <kind key>.<name>}
     */
    static Map<String, String> modelSettings(JudgeProvider provider, LlmOptions llm, EncoderOptions encoderOptions,
                                             boolean modelDirServesAnLlm) {
        Map<String, String> m = new LinkedHashMap<>();
        for (ModelNeed need : provider.models()) {
            Class<?> t = need.type();
            if (t == SentenceEncoder.class || LanguageModel.class.isAssignableFrom(t)) {
                continue;
            }
            if (llm.modelDir != null && !provider.callsLlm() && !modelDirServesAnLlm) {
                m.put(ModelRequest.key(t, ModelRequest.DIR), llm.modelDir.toString());
            }
            encoderOptions.gpuSetting().ifPresent(g -> m.put(ModelRequest.key(t, GpuSetting.GPU), g));
            if (encoderOptions.gpuDevice != 0) {
                m.put(ModelRequest.key(t, GpuSetting.DEVICE), Integer.toString(encoderOptions.gpuDevice));
            }
        }
        return m;
    }

    /** @return the folder reference images must lie in (besides --image-root) */
    Path imageRoot() {
        return Path.of("").toAbsolutePath();
    }

    /** A judge a command opened, with the models it built for it; closing it closes both. */
    record OpenJudge(ScoringEngine engine, ModelSet models) implements AutoCloseable {
        @Override
        public void close() {
            try {
                engine.close();
            } finally {
                models.close();
            }
        }
    }

    /** The judge's options: --lo and --hi, then every --option. */
    Map<String, String> judgeOptions() {
        return judgeOptions(lo, hi, options);
    }

    /**
     * @param lo      --lo, or null
     * @param hi      --hi, or null
     * @param options every --option
     * @return the judge's options: --lo and --hi, then every --option (one key given twice is refused)
     */
    static Map<String, String> judgeOptions(Double lo, Double hi, Map<String, String> options) {
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
}
