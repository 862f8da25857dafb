package org.georc.bench.cli;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.georc.core.ConfigurationException;
import org.georc.core.report.HumanAgreement;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.Judges;
import org.georc.core.spi.LanguageModel;
import org.georc.bench.calibrate.ThresholdTuning;
import org.georc.judges.encoder.OnnxSentenceEncoder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code georc calibrate}: agreement with human grades ({@link HumanAgreement}) and threshold tuning ({@link ThresholdTuning}). */
@Command(name = "calibrate", header = "Agreement of judge scores with human grades; tune the ramp thresholds",
        mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Agreement between judge scores and human grades of the same (id, model) pairs: MAE (the",
            "paper's judge-selection metric), Pearson, Spearman and Kendall per metric, with 95%% bootstrap",
            "intervals. --tune searches the ramp thresholds lo/hi of the embedding or keypoints judge to minimise",
            "F1 MAE, encoding every clause once, and reports a held-out split."})
final class CalibrateCommand implements Callable<Integer> {
    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--scores", required = true, paramLabel = "OUT.jsonl", description = "judge scores (georc score)")
    Path scores;

    @Option(names = "--human", required = true, paramLabel = "HUMAN.jsonl",
            description = "human grades {\"id\", \"model\", \"precision\", \"recall\", \"f1\"} in [0, 1]")
    Path human;

    @Option(names = "--allow-mixed",
            description = "accept a score file whose rows were made with different settings (refused by default)")
    boolean allowMixed;

    @Option(names = "--tune", description = "search lo/hi for the embedding judge (needs --references and --candidates)")
    boolean tune;

    @Option(names = "--references", paramLabel = "R.jsonl", description = "references, for --tune")
    Path references;

    @Option(names = "--candidates", paramLabel = "C.jsonl", description = "candidates, for --tune")
    Path candidates;

    @Option(names = "--holdout", defaultValue = "0.5", paramLabel = "F",
            description = "share of item ids held out from tuning to report honest MAE (default 0.5)")
    double holdout;

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--seed", defaultValue = "7", paramLabel = "N", description = "split and bootstrap seed (default 7)")
    long seed;

    @HelpGroup(GroupedOptions.JUDGE)
    @Option(names = "--judge", defaultValue = "embedding", paramLabel = "NAME",
            description = "judge whose thresholds --tune searches: embedding (default) or keypoints")
    String judgeName;

    @HelpGroup(GroupedOptions.JUDGE)
    @Option(names = "--option", paramLabel = "KEY=VALUE", description = "judge option for --tune (repeatable)")
    Map<String, String> options = new LinkedHashMap<>();

    @Mixin
    LlmOptions llmOptions;

    @Mixin
    EncoderOptions encoderOptions;

    @Override
    public Integer call() {
        HumanAgreement agreement = HumanAgreement.join(scores, human, allowMixed);
        var out = spec.commandLine().getOut();
        var err = spec.commandLine().getErr();
        err.println(agreement.describe());
        out.print(agreement.table(seed));
        if (tune) {
            tune(agreement, out, err);
        }
        out.flush();
        return 0;
    }

    private void tune(HumanAgreement agreement, java.io.PrintWriter out, java.io.PrintWriter err) {
        if (references == null || candidates == null) {
            throw new IllegalArgumentException("--tune needs --references and --candidates to re-score the pairs");
        }
        ThresholdTuning.requireHoldout(holdout);
        List<JudgeRequest> requests = ThresholdTuning.requests(agreement.pairs(), references, candidates);
        if (!judgeName.equals("embedding") && !judgeName.equals("keypoints")) {
            throw new ConfigurationException("--tune searches the ramp of the embedding or keypoints judge, not \""
                    + judgeName + "\"");
        }
        try (LanguageModel llm = judgeName.equals("keypoints") ? llmOptions.build("--judge keypoints") : null;
             OnnxSentenceEncoder encoder = encoderOptions.build()) {
            JudgeResources.Builder res = JudgeResources.builder().encoder(encoder);
            if (llm != null) {
                res.languageModel(llm);
            }
            options.forEach(res::option);
            try (Judge judge = Judges.create(judgeName, res.build())) {
                ThresholdTuning.Result r = ThresholdTuning.tune(ThresholdTuning.keyPoints(judge), requests,
                        agreement.pairs(), holdout, seed);
                out.println();
                out.print(r.table());
                out.println(r.bestOptions());
                if (r.tuningPairs() < 100) {
                    err.println("warning: tuned on " + r.tuningPairs() + " pair(s): thresholds found on a small set "
                            + "overfit easily; trust the held-out MAE, not the tuning-set MAE");
                }
                if (r.heldOutPairs() == 0) {
                    err.println("warning: no held-out pairs (--holdout 0): the MAE after tuning is optimistic");
                }
            }
        }
    }
}
