package org.georc.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.georc.bench.cli.GeorcCommand;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.result.Alignment;
import org.georc.core.result.ChainScore;
import org.georc.core.scoring.ChainScorer;
import org.georc.core.spi.JudgeResources;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs the examples in the build so they cannot rot. */
class ExamplesIT {
    @TempDir
    Path dir;

    private static String captured(Runnable r) {
        PrintStream original = System.out;
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        System.setOut(new PrintStream(buf, true, StandardCharsets.UTF_8));
        try {
            r.run();
        } finally {
            System.setOut(original);
        }
        return buf.toString(StandardCharsets.UTF_8);
    }

    @Test
    void scoreTwoChainsPrintsScoresAndAlignments() {
        String out = captured(() -> ScoreTwoChains.main(new String[0]));
        assertThat(out).containsPattern("precision [01]\\.\\d{3}  recall [01]\\.\\d{3}  F1 [01]\\.\\d{3}");
        assertThat(out).contains("<- white bollards");
    }

    @Test
    void batchJsonlPrintsAMeanPerModel() {
        String out = captured(() -> BatchJsonl.main(new String[] {"data/references.jsonl", "data/candidates.jsonl"}));
        assertThat(out).contains("| model").contains("paraphrase").contains("hallucinated");
        assertThat(out.lines().filter(l -> l.startsWith("| paraphrase")).findFirst().orElseThrow())
                .matches("\\| paraphrase +\\| +10 \\| +0 \\|.*");
    }

    @Test
    void theEngineRunScoresTwoModelsAgainstEveryExpertAndResumesAnInterruptedRun() throws Exception {
        Path out = dir.resolve("engine.jsonl");
        String printed = captured(() -> EngineRun.main(new String[] {"data/georc", out.toString()}));
        assertThat(printed).contains("first run: 4 of 20 pair(s) written, stopped")
                .contains("resumed: 4 already there, 16 scored now")
                .containsPattern("vlm-careful +10 pair\\(s\\)  mean F1 0\\.\\d{3}")
                .containsPattern("vlm-vague +10 pair\\(s\\)  mean F1 0\\.\\d{3}");
        List<org.georc.core.scorefile.ScoreRecord> rows = org.georc.core.scorefile.ScoreLines.read(out);
        assertThat(rows).hasSize(20);
        // several experts per location: the row is their mean, each listed
        var pooled = rows.stream().filter(r -> r.id().equals("sample-1/1") && r.model().equals("vlm-careful"))
                .findFirst().orElseThrow();
        assertThat(pooled.extra().get("per_expert")).hasSize(3);
        double meanP = 0;
        for (var e : pooled.extra().get("per_expert")) {
            meanP += e.get("precision").asDouble() / 3;
        }
        assertThat(pooled.precision()).isCloseTo(meanP, within(1e-12));
        // a second resume finds nothing to do and leaves the file as it is
        String before = Files.readString(out);
        String again = captured(() -> EngineRun.main(new String[] {"data/georc", out.toString()}));
        assertThat(again).contains("first run: 0 of 20").contains("resumed: 20 already there, 0 scored now");
        assertThat(Files.readString(out)).isEqualTo(before);
    }

    @Test
    void theOfflineJudgeEvaluationPrintsBothSplitsAndTheSampleTable() {
        String out = captured(() -> OfflineJudgeEvaluation.main(new String[] {"data"}));
        assertThat(out).contains("## test split (16 locations)").contains("## dev split (26 locations)")
                .contains("| other-location | <= 0.08 |").contains("Sensitivity on the dev split")
                .contains("| paraphrase+random |");
    }

    @Test
    void theRealisticSplitIsScoredByItsOwnKindsAndTheFillerCheckByItsLabels() {
        String out = captured(() -> OfflineJudgeEvaluation.main(new String[] {"data", "--splits", "realistic-dev",
            "--quick"}));
        assertThat(out).contains("## realistic-dev split (14 locations)").contains("| faithful | >= 0.62 |")
                .contains("| contradicting | <= 0.10 |").contains("the grader's order").doesNotContain("partial between");
        String filler = captured(() -> {
            try {
                FillerFlagEvaluation.main(new String[] {"data/eval/realistic/filler.jsonl", "--splits", "dev",
                    "--list", "dev"});
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        assertThat(filler).contains("| dev | 99 | 53 |").contains("## Wrong on the dev rows").doesNotContain("| test |");
    }

    @Test
    void theOfflineJudgeEvaluationScoresOnlyTheDevSplitWhenAskedAndRefusesUnknownSplits() {
        String out = captured(() -> OfflineJudgeEvaluation.main(new String[] {"data", "--splits", "dev", "--quick",
            "--option", "mismatch=0.25"}));
        assertThat(out).contains("## dev split (26 locations)").contains("default + {mismatch=0.25}")
                .contains("| nigeria-lagos |").doesNotContain("test split").doesNotContain("Sample data");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> OfflineJudgeEvaluation.main(
                new String[] {"data", "--splits", "tset"})).isInstanceOf(org.georc.core.ConfigurationException.class)
                .hasMessageContaining("'tset'");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> OfflineJudgeEvaluation.main(
                new String[] {"data", "--encoder", "bert"})).isInstanceOf(org.georc.core.ConfigurationException.class)
                .hasMessageContaining("minilm+e5-small");
    }

    @Test
    void gtpredExampleScoresYearLocationAndReasoning() {
        String out = captured(() -> GtpredExample.main(new String[0]));
        // truth [1978, 1982], "around 1980" = [1978, 1982] -> 1; location (paper): country 0.2 + city 0.3 = 0.5;
        // reasoning 7 -> (7 - 1) / 9 = 0.667; final 0.5 x 0.667 = 0.333; Kinkaku-ji to Ginkaku-ji 6.4 km
        assertThat(out).contains("year 1.000  location 0.500  reasoning 0.667  final(location) 0.333  distance 6.4 km");
    }

    @Test
    void gtpredExampleScoresTheSampleFilesForTableTwo() throws Exception {
        Path scores = dir.resolve("gtpred-scores.jsonl");
        String printed = captured(() -> GtpredExample.main(new String[] {"data/gtpred/truth.jsonl",
            "data/gtpred/predictions.jsonl", scores.toString()}));
        assertThat(printed).contains("scored 10 prediction(s)");
        StringWriter board = new StringWriter();
        assertThat(GeorcCommand.run(new String[] {"leaderboard", scores.toString()}, new PrintWriter(board),
                new PrintWriter(new StringWriter()))).isZero();
        String out = board.toString().replaceAll(" +", " ");
        assertThat(out).contains("| model | n | failed | year | year reasoning | location | location reasoning | "
                + "final year | final location |");
        // the answer columns are the CLI's (GtpredCommandTest): model-a year 38.83, location 58.00
        assertThat(out).containsPattern("\\| model-a \\| 5 \\| 0 \\| 38\\.83 \\[[^|]+\\| \\d+\\.\\d\\d \\[[^|]+\\| 58\\.00 \\[");
        assertThat(out).contains("Acc@25 km");
        // the stand-in rater by hand: the annotation's content words renault, twingo, sold, 1993, minitel,
        // advertisement, kiosk, scene, mid, 1990s (10); the prediction repeats renault, twingo, mid, 1990s (4):
        // 1 + 9 x 4/10 = 4.6 -> 5
        var r = new GtpredExample.WordOverlapRater().rate(org.georc.core.gtpred.ReasoningRater.Aspect.YEAR,
                "The Renault Twingo in the street was new in the mid 1990s.",
                "A Renault Twingo, sold from 1993, and a Minitel advertisement on a kiosk date the scene to the mid 1990s.");
        assertThat(r.value()).isEqualTo(5.0);
        assertThat(r.reason()).isEqualTo("4 of 10 annotation words");
    }

    @Test
    void aCustomJudgeIsSelectedByNameFromTheCli() throws Exception {
        Path out = dir.resolve("o.jsonl");
        StringWriter err = new StringWriter();
        int code = GeorcCommand.run(new String[] {"score", "--judge", "word-overlap", "--references",
            "data/references.jsonl", "--candidates", "data/candidates.jsonl", "--output", out.toString(), "--quiet",
            "--no-flags"}, new PrintWriter(new StringWriter()), new PrintWriter(err));
        assertThat(code).as(err.toString()).isZero();
        List<String> lines = Files.readAllLines(out);
        assertThat(lines).hasSize(40).allMatch(l -> l.contains("\"judge\":\"word-overlap\""));
    }

    @Test
    void theStatementJudgeExampleRatesEachStatementAgainstTheOtherChain() {
        ReasoningChain candidate = ReasoningChain.of("White bollards line the road.", "The sky is blue.");
        ReasoningChain reference = ReasoningChain.of("Cars drive on the right.", "The road has white bollards.");
        try (ChainScorer scorer = ChainScorer.byName("word-overlap")) {
            ChainScore s = scorer.score(candidate, reference);
            // words of 3+ letters: {white bollards line the road} vs {the road has white bollards} = 4/6;
            // {the sky blue} best against {cars drive the right} = 1/6: P = (4/6 + 1/6) / 2 = 5/12, R the same
            assertThat(s.precision()).isCloseTo(5.0 / 12, within(1e-12));
            assertThat(s.recall()).isCloseTo(5.0 / 12, within(1e-12));
            Alignment first = s.candidateAlignments().get(0);
                        assertThat(first.supportStatementIndex()).isEqualTo(1);
            assertThat(first.support()).isEqualTo("The road has white bollards.");
            assertThat(s.referenceAlignments().get(0).supportStatementIndex()).isEqualTo(1);
            assertThat(s.provenance().judge()).isEqualTo("word-overlap");
            assertThat(s.provenance().parameters()).containsEntry("min-word-length", "3");
        }
        // the declared option: 4+ letters keep {white bollards line road} vs {road white bollards} = 3/4 and
        // leave "The sky is blue." with nothing (credit 0, no support)
        try (ChainScorer scorer = ChainScorer.byName("word-overlap",
                JudgeResources.builder().option("min-word-length", "4").build())) {
            ChainScore s = scorer.score(candidate, reference);
            assertThat(s.precision()).isCloseTo(0.375, within(1e-12));
            assertThat(s.candidateAlignments().get(1).supportStatementIndex()).isEqualTo(-1);
            assertThat(s.candidateAlignments().get(1).support()).isNull();
        }
        assertThatThrownBy(() -> ChainScorer.byName("word-overlap",
                JudgeResources.builder().option("min-word-length", "0").build()))
                .hasMessageContaining("option min-word-length of judge \"word-overlap\" must be a whole number, at least 1, "
                        + "got \"0\"");
        // an empty candidate chain: the scorer does not ask the judge, it records a failure with the reason
        try (ChainScorer scorer = ChainScorer.byName("word-overlap")) {
            ChainScore s = scorer.score(ReasoningChain.empty(), reference);
            assertThat(s.isFailure()).isTrue();
            assertThat(s.judgeError().orElseThrow()).contains("candidate chain is empty");
        }
    }

    @Test
    void theCustomJudgeIsListedWithItsOptionAndATypoIsRefused() {
        StringWriter out = new StringWriter();
        assertThat(GeorcCommand.run(new String[] {"score", "--list-judges"}, new PrintWriter(out),
                new PrintWriter(new StringWriter()))).isZero();
        assertThat(out.toString()).contains("word-overlap: example: best Jaccard word overlap per statement")
                .contains("  --option min-word-length (integer, default 3, at least 1): shortest word that counts");
        StringWriter err = new StringWriter();
        int code = GeorcCommand.run(new String[] {"score", "--judge", "word-overlap", "--option", "min-word=4",
            "--references", "data/references.jsonl", "--candidates", "data/candidates.jsonl", "--output", "-"},
                new PrintWriter(new StringWriter()), new PrintWriter(err));
        assertThat(code).isEqualTo(2);
        assertThat(err.toString()).contains("judge \"word-overlap\" has no option \"min-word\"")
                .contains("did you mean \"min-word-length\"?");
    }

    @Test
    void theJShellQuickstartRuns() throws Exception {
        Path jar = Path.of("../georc-bench/target/georc.jar");
        Path jshell = Path.of(System.getProperty("java.home"), "bin", "jshell");
        Assumptions.assumeTrue(Files.isRegularFile(jar), "georc.jar is built by the package phase");
        Assumptions.assumeTrue(Files.isExecutable(jshell), "this JDK has jshell");
        Process p = new ProcessBuilder(jshell.toString(), "--class-path", jar.toString(), "jshell/quickstart.jsh")
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(out).containsPattern("precision [01]\\.\\d{3}  recall [01]\\.\\d{3}  F1 [01]\\.\\d{3}")
                .contains("<- white bollards")
                // an entry precision leaves out prints as not graded, never as a 0.00 credit
                .containsPattern("not graded +weather is sunny +\\(wrapping").doesNotContainPattern("0\\.00 +weather is sunny")
                .contains("GTPred year score 0.333, location score 0.500")
                .contains("true Location[country=FR, state=null, city=paris, place=null]");
        assertThat(p.exitValue()).as(out).isZero();
    }

    @Test
    void theSampleGeorcFolderIsWhatItsGeneratorWrites() throws Exception {
        Path fresh = dir.resolve("georc");
        SampleGeorcFolder.write(fresh);
        Path committed = Path.of("data/georc");
        List<Path> files;
        try (var s = Files.walk(fresh)) {
            files = s.filter(Files::isRegularFile).map(fresh::relativize).sorted().toList();
        }
        try (var s = Files.walk(committed)) {
            assertThat(s.filter(Files::isRegularFile).map(committed::relativize).sorted().toList()).isEqualTo(files);
        }
        for (Path f : files) {
            if (f.toString().endsWith(".png")) {
                java.awt.image.BufferedImage a = javax.imageio.ImageIO.read(fresh.resolve(f).toFile());
                java.awt.image.BufferedImage b = javax.imageio.ImageIO.read(committed.resolve(f).toFile());
                assertThat(b.getWidth()).isEqualTo(a.getWidth());
                for (int x = 0; x < a.getWidth(); x++) {
                    for (int y = 0; y < a.getHeight(); y++) {
                        assertThat(b.getRGB(x, y)).as(f + " at " + x + "," + y).isEqualTo(a.getRGB(x, y));
                    }
                }
            } else {
                assertThat(Files.readString(committed.resolve(f))).as(f.toString())
                        .isEqualTo(Files.readString(fresh.resolve(f)));
            }
        }
    }

    @Test
    void theSampleGeorcFolderRunsThroughTheBenchmarkAsTheReadmeShows() throws Exception {
        Path run = dir.resolve("run");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = GeorcCommand.run(new String[] {"benchmark", "--references", "data/georc", "--output-dir",
            run.toString(), "--quiet"}, new PrintWriter(out), new PrintWriter(err));
        assertThat(code).as(err.toString()).isZero();
        assertThat(err.toString()).contains("sample-2/5").contains("not scored");
        // the committed table (docs/georc-sample/leaderboard.md): same rows, same n, F1 within rounding noise
        List<String[]> now = rows(Files.readString(run.resolve("leaderboard.md")));
        List<String[]> docs = rows(Files.readString(Path.of("../docs/georc-sample/leaderboard.md")));
        assertThat(now).extracting(r -> r[0] + " " + r[1]).isEqualTo(docs.stream().map(r -> r[0] + " " + r[1]).toList());
        for (int i = 0; i < now.size(); i++) {
            assertThat(f1(now.get(i))).as(now.get(i)[0]).isCloseTo(f1(docs.get(i)),
                    org.assertj.core.data.Offset.offset(0.05));
        }
        assertThat(now.get(0)[0]).startsWith("expert-");
        assertThat(now).extracting(r -> r[0]).contains("human-expert-average", "vlm-careful", "vlm-vague");
        assertThat(run.resolve("f1_vs_country.png")).isNotEmptyFile();
    }

    private static List<String[]> rows(String markdown) {
        return markdown.lines().filter(l -> l.startsWith("| ") && !l.startsWith("| model") && !l.startsWith("| --"))
                .map(l -> java.util.Arrays.stream(l.split("\\|")).skip(1).map(String::strip).toArray(String[]::new))
                .toList();
    }

    private static double f1(String[] row) {
        return Double.parseDouble(row[5].substring(0, row[5].indexOf(' ')));
    }
}
