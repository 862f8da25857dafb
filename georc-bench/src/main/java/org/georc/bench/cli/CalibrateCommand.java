package org.georc.bench.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.BiFunction;
import org.georc.core.report.MarkdownTable;
import org.georc.core.ConfigurationException;
import org.georc.core.InvalidInputException;
import org.georc.core.io.CandidateRecord;
import org.georc.core.io.Datasets;
import org.georc.core.io.JsonLines;
import org.georc.core.io.ReferenceRecord;
import org.georc.core.io.ScoreFiles;
import org.georc.core.io.ScoreRecord;
import org.georc.core.spi.Judge;
import org.georc.core.spi.LanguageModel;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.Judges;
import org.georc.judges.embedding.KeyPointJudge;
import org.georc.judges.encoder.OnnxSentenceEncoder;
import org.georc.metrics.Agreement;
import org.georc.metrics.Bootstrap;
import org.georc.metrics.ConfidenceInterval;
import org.georc.metrics.Prf;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code georc calibrate}: agreement of a judge with human grades, and threshold tuning. */
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

    @Option(names = "--seed", defaultValue = "7", paramLabel = "N", description = "split and bootstrap seed (default 7)")
    long seed;

    @Option(names = "--judge", defaultValue = "embedding", paramLabel = "NAME",
            description = "judge whose thresholds --tune searches: embedding (default) or keypoints")
    String judgeName;

    @Option(names = "--option", paramLabel = "KEY=VALUE", description = "judge option for --tune (repeatable)")
    Map<String, String> options = new LinkedHashMap<>();

    @Mixin
    LlmOptions llmOptions;

    @Mixin
    EncoderOptions encoderOptions;

    /** A judge score joined with the human grade of the same pair. */
    private record Pair(String id, String model, double[] judge, double[] human) {
    }

    @Override
    public Integer call() {
        Map<String, double[]> humanByKey = new LinkedHashMap<>();
        JsonLines.read(human, rec -> {
            double[] g = new double[3];
            String[] names = {"precision", "recall", "f1"};
            for (int k = 0; k < 3; k++) {
                final String f = names[k];
                g[k] = rec.optionalUnit(f).orElseThrow(() -> rec.error(f, "is required (a number in [0, 1])"));
            }
            String key = ScoreRecord.key(rec.requiredName("id"), rec.requiredName("model"));
            if (humanByKey.put(key, g) != null) {
                throw rec.error("id", "duplicate grade for this id and model");
            }
            return key;
        });
        List<Pair> pairs = new ArrayList<>();
        int failures = 0;
        Set<String> scored = new LinkedHashSet<>();
        List<ScoreRecord> scoreRows = ScoreFiles.read(scores);
        ScoreFiles.requireOneSettings(scoreRows, scores.toString(), allowMixed);
        for (ScoreRecord r : scoreRows) {
            scored.add(r.key());
            double[] h = humanByKey.get(r.key());
            if (h == null) {
                continue;
            }
            if (r.isFailure()) {
                failures++;
                continue;
            }
            pairs.add(new Pair(r.id(), r.model(), new double[] {r.precision(), r.recall(), r.f1()}, h));
        }
        var out = spec.commandLine().getOut();
        var err = spec.commandLine().getErr();
        long ungraded = humanByKey.keySet().stream().filter(k -> !scored.contains(k)).count();
        if (pairs.size() < 2) {
            throw new InvalidInputException("only " + pairs.size() + " scored pair(s) have a human grade; "
                    + "check that ids and models match between " + scores + " and " + human);
        }
        err.println("joined " + pairs.size() + " pair(s)" + (failures > 0 ? "; " + failures + " judge failure(s) left out" : "")
                + (ungraded > 0 ? "; " + ungraded + " human grade(s) have no score" : ""));
        out.print(agreementTable(pairs));
        if (tune) {
            tune(pairs, out, err);
        }
        out.flush();
        return 0;
    }

    private String agreementTable(List<Pair> pairs) {
        MarkdownTable t = new MarkdownTable(List.of("metric", "n", "MAE", "Pearson", "Spearman", "Kendall"));
        String[] names = {"precision", "recall", "f1"};
        for (int k = 0; k < 3; k++) {
            double[] j = column(pairs, k, true);
            double[] h = column(pairs, k, false);
            t.row(List.of(names[k], Integer.toString(pairs.size()),
                    ci(j, h, (a, b) -> OptionalDouble.of(Agreement.meanAbsoluteError(a, b))),
                    ci(j, h, Agreement::pearson), ci(j, h, Agreement::spearman), ci(j, h, Agreement::kendall)));
        }
        return t.render();
    }

    private String ci(double[] j, double[] h, BiFunction<double[], double[], OptionalDouble> stat) {
        OptionalDouble est = stat.apply(j, h);
        if (est.isEmpty()) {
            return "undefined";
        }
        double[] js = new double[j.length];
        double[] hs = new double[h.length];
        try {
            ConfidenceInterval c = Bootstrap.indexed(j.length, idx -> {
                for (int k = 0; k < idx.length; k++) {
                    js[k] = j[idx[k]];
                    hs[k] = h[idx[k]];
                }
                return stat.apply(js, hs).orElse(Double.NaN);
            }, est.getAsDouble(), Bootstrap.DEFAULT_RESAMPLES, 0.95, seed);
            return String.format(Locale.ROOT, "%.3f [%.3f, %.3f]", c.estimate(), c.lower(), c.upper());
        } catch (IllegalArgumentException e) {
            return String.format(Locale.ROOT, "%.3f", est.getAsDouble());
        }
    }

    private static double[] column(List<Pair> pairs, int k, boolean judge) {
        double[] out = new double[pairs.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = judge ? pairs.get(i).judge()[k] : pairs.get(i).human()[k];
        }
        return out;
    }

    private void tune(List<Pair> pairs, java.io.PrintWriter out, java.io.PrintWriter err) {
        if (references == null || candidates == null) {
            throw new IllegalArgumentException("--tune needs --references and --candidates to re-score the pairs");
        }
        if (!(holdout >= 0 && holdout < 1)) {
            throw new IllegalArgumentException("--holdout must lie in [0, 1), got " + holdout);
        }
        Map<String, ReferenceRecord> refs = Datasets.readReferences(references);
        Map<String, CandidateRecord> cands = new LinkedHashMap<>();
        for (CandidateRecord c : Datasets.readCandidates(candidates)) {
            cands.put(c.key(), c);
        }
        List<JudgeRequest> requests = new ArrayList<>();
        List<double[]> humanF1 = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (Pair p : pairs) {
            CandidateRecord c = cands.get(ScoreRecord.key(p.id(), p.model()));
            ReferenceRecord r = refs.get(p.id());
            if (c == null || r == null) {
                throw new InvalidInputException("pair (" + p.id() + ", " + p.model()
                        + ") is graded and scored but missing from --candidates or --references");
            }
            requests.add(JudgeRequest.of(c.chain(), r.chain()));
            humanF1.add(p.human());
            ids.add(p.id());
        }
        if (!judgeName.equals("embedding") && !judgeName.equals("keypoints")) {
            throw new ConfigurationException("--tune searches the ramp of the embedding or keypoints judge, not \""
                    + judgeName + "\"");
        }
        LanguageModel llm = judgeName.equals("keypoints") ? llmOptions.build("--judge keypoints") : null;
        try (OnnxSentenceEncoder encoder = encoderOptions.build()) {
            JudgeResources.Builder res = JudgeResources.builder().encoder(encoder);
            if (llm != null) {
                res.languageModel(llm);
            }
            options.forEach(res::option);
            try (Judge judge = Judges.create(judgeName, res.build())) {
                KeyPointJudge kp = judge instanceof org.georc.judges.llm.judge.LlmKeyPointJudge llmKp ? llmKp.keyPointJudge()
                        : judge instanceof KeyPointJudge plain ? plain : null;
                if (kp == null) {
                    throw new ConfigurationException("--tune works with key-point judges");
                }
                List<KeyPointJudge.Prepared> prepared = kp.prepareAll(requests, GRID_MIN);
                List<String> distinct = new ArrayList<>(new LinkedHashSet<>(ids));
                Collections.shuffle(distinct, new Random(seed));
                Set<String> test = new LinkedHashSet<>(distinct.subList(0, (int) Math.round(distinct.size() * holdout)));
                List<Integer> trainIdx = new ArrayList<>();
                List<Integer> testIdx = new ArrayList<>();
                for (int i = 0; i < ids.size(); i++) {
                    (test.contains(ids.get(i)) ? testIdx : trainIdx).add(i);
                }
                if (trainIdx.isEmpty()) {
                    throw new InvalidInputException("the hold-out left nothing to tune on; lower --holdout");
                }
                double bestLo = kp.lo();
                double bestHi = kp.hi();
                double bestMae = mae(prepared, humanF1, trainIdx, bestLo, bestHi);
                double before = bestMae;
                for (double lo = GRID_MIN; lo <= 0.70 + 1e-9; lo += STEP) {
                    for (double hi = lo + STEP; hi <= 0.90 + 1e-9; hi += STEP) {
                        double m = mae(prepared, humanF1, trainIdx, lo, hi);
                        if (m < bestMae - 1e-12) {
                            bestMae = m;
                            bestLo = lo;
                            bestHi = hi;
                        }
                    }
                }
                MarkdownTable t = new MarkdownTable(List.of("thresholds", "lo", "hi", "F1 MAE tuning set (n)",
                        "F1 MAE held-out set (n)"));
                t.row(List.of("current", fmt(kp.lo()), fmt(kp.hi()), fmt(before) + " (" + trainIdx.size() + ")",
                        testIdx.isEmpty() ? "—" : fmt(mae(prepared, humanF1, testIdx, kp.lo(), kp.hi())) + " ("
                                + testIdx.size() + ")"));
                t.row(List.of("tuned", fmt(bestLo), fmt(bestHi), fmt(bestMae) + " (" + trainIdx.size() + ")",
                        testIdx.isEmpty() ? "—" : fmt(mae(prepared, humanF1, testIdx, bestLo, bestHi)) + " ("
                                + testIdx.size() + ")"));
                out.println();
                out.print(t.render());
                out.println(String.format(Locale.ROOT, "best thresholds: --lo %.3f --hi %.3f", bestLo, bestHi));
                if (trainIdx.size() < 100) {
                    err.println("warning: tuned on " + trainIdx.size() + " pair(s): thresholds found on a small set "
                            + "overfit easily; trust the held-out MAE, not the tuning-set MAE");
                }
                if (testIdx.isEmpty()) {
                    err.println("warning: no held-out pairs (--holdout 0): the MAE after tuning is optimistic");
                }
            }
        } finally {
            closeQuietly(llm);
        }
    }

    private static void closeQuietly(LanguageModel llm) {
        if (llm != null) {
            llm.close();
        }
    }

    private static final double GRID_MIN = 0.20;
    private static final double STEP = 0.025;

    private static double mae(List<KeyPointJudge.Prepared> prepared, List<double[]> human, List<Integer> idx,
                              double lo, double hi) {
        double s = 0;
        for (int i : idx) {
            Prf prf = prepared.get(i).score(lo, hi);
            s += Math.abs(prf.f1() - human.get(i)[2]);
        }
        return s / idx.size();
    }

    private static String fmt(double v) {
        return String.format(Locale.ROOT, "%.3f", v);
    }
}
