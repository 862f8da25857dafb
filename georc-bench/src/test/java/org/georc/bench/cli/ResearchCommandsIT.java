package org.georc.bench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import javax.imageio.ImageIO;
import org.georc.core.report.Leaderboard;
import org.georc.core.json.JsonLines;
import org.georc.core.scorefile.ScoreLines;
import org.georc.core.scorefile.ScoreRecord;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Baselines, country accuracy, error flags, plots and calibration on the sample data. */
class ResearchCommandsIT {
    @TempDir
    static Path dir;
    static Path scores;
    static Path refs;
    static Path cands;

    @BeforeAll
    static void scoreTheSample() {
        refs = Cli.examples().resolve("references.jsonl");
        cands = Cli.examples().resolve("candidates.jsonl");
        scores = dir.resolve("out.jsonl");
        Cli r = Cli.run("score", "--references", refs.toString(), "--candidates", cands.toString(),
                "--output", scores.toString(), "--quiet");
        assertThat(r.exit).as(r.toString()).isZero();
    }

    @Test
    void scoreLinesCarryThePredictedCountryAndFlags() throws Exception {
        List<ScoreRecord> rows = ScoreLines.read(scores);
        ScoreRecord para = rows.stream().filter(r -> r.model().equals("paraphrase") && r.id().equals("austria-tyrol"))
                .findFirst().orElseThrow();
        assertThat(para.extra().get("predicted_country").asText()).isEqualTo("austria");
        assertThat(para.extra().get("country_correct").asBoolean()).isTrue();
        ScoreRecord partial = rows.stream().filter(r -> r.model().equals("partial") && r.id().equals("austria-tyrol"))
                .findFirst().orElseThrow();
        // "The sky is partly cloudy." and "The road is well maintained." are filler
        assertThat(partial.extra().get("flags").get("axiomatic_irrelevance").asInt()).isEqualTo(2);
        Leaderboard board = Leaderboard.of(rows);
        Leaderboard.Row hall = board.rows().stream().filter(r -> r.model().equals("hallucinated")).findFirst().orElseThrow();
        assertThat(hall.countryAccuracy()).isZero();
        assertThat(board.rows().stream().filter(r -> r.model().equals("paraphrase")).findFirst().orElseThrow()
                .countryAccuracy()).isEqualTo(1.0);
        // the hallucinated candidates claim "A Google car with a snorkel antenna"; no look-up claims in the sample
        assertThat(Cli.run("leaderboard", scores.toString()).out).contains("country acc").contains("filler %");
    }

    @Test
    void randomBaselineTakesAnotherCountrysChainAndScoresBelowTheRealCandidates() throws Exception {
        Path base = dir.resolve("random.jsonl");
        Cli r = Cli.run("baseline", "random", "--references", refs.toString(), "--candidates", cands.toString(),
                "--output", base.toString());
        assertThat(r.exit).as(r.toString()).isZero();
        List<String> lines = Files.readAllLines(base);
        // one line per location with a hallucinated chain (the default source model)
        assertThat(lines).hasSize(10);
        java.util.Map<String, String> country = new java.util.HashMap<>();
        for (String l : Files.readAllLines(refs)) {
            var n = JsonLines.readTree(l);
            country.put(n.get("id").asText(), n.get("country").asText());
        }
        for (String l : lines) {
            var n = JsonLines.readTree(l);
            assertThat(n.get("model").asText()).isEqualTo("random-hallucinated");
            assertThat(country.get(n.get("chain_from").asText())).isNotEqualTo(country.get(n.get("id").asText()));
        }
        // drawn from the paraphrases, the baseline shows what a chain about another place scores
        Path para = dir.resolve("random-para.jsonl");
        assertThat(Cli.run("baseline", "random", "--references", refs.toString(), "--candidates", cands.toString(),
                "--source-model", "paraphrase", "--output", para.toString()).exit).isZero();
        Path out = dir.resolve("random-scores.jsonl");
        assertThat(Cli.run("score", "--references", refs.toString(), "--candidates", para.toString(),
                "--output", out.toString(), "--quiet").exit).isZero();
        Leaderboard board = Leaderboard.of(ScoreLines.read(out));
        double randomParaphrase = board.rows().stream().filter(x -> x.model().equals("random-paraphrase"))
                .findFirst().orElseThrow().f1().estimate();
        assertThat(randomParaphrase).isLessThan(0.4);
        // the same seed gives the same baseline, another seed another one
        Path again = dir.resolve("random2.jsonl");
        Cli.run("baseline", "random", "--references", refs.toString(), "--candidates", cands.toString(),
                "--output", again.toString());
        assertThat(Files.readAllLines(again)).isEqualTo(lines);
        Cli.run("baseline", "random", "--references", refs.toString(), "--candidates", cands.toString(),
                "--output", again.toString(), "--seed", "99");
        assertThat(Files.readAllLines(again)).isNotEqualTo(lines);
    }

    @Test
    void plotsAreWrittenAsDecodablePngAndSvg() throws Exception {
        Path plots = dir.resolve("plots");
        Cli r = Cli.run("leaderboard", scores.toString(), "--plot", plots.toString());
        assertThat(r.exit).as(r.toString()).isZero();
        for (String name : List.of("f1_vs_country", "precision_recall", "f1_distribution")) {
            Path png = plots.resolve(name + ".png");
            Path svg = plots.resolve(name + ".svg");
            assertThat(png).isNotEmptyFile();
            BufferedImage img = ImageIO.read(png.toFile());
            assertThat(img).as(name).isNotNull();
            // 900 x 600 points drawn at twice the scale, for sharp figures in papers and on high-DPI screens
            assertThat(img.getWidth()).isEqualTo(1800);
            assertThat(Files.readString(svg)).contains("<svg");
        }
    }

    @Test
    void calibrateReportsAgreementAndTunesThresholdsOnAHeldOutSplit() throws Exception {
        // synthetic "human" grades: the judge's own scores with noise, so agreement is high but not perfect
        Path human = dir.resolve("human.jsonl");
        Random rnd = new Random(3);
        StringBuilder sb = new StringBuilder();
        for (ScoreRecord r : ScoreLines.read(scores)) {
            double p = clamp(r.precision() + rnd.nextGaussian() * 0.05);
            double rc = clamp(r.recall() + rnd.nextGaussian() * 0.05);
            double f = clamp(r.f1() * 0.8);
            sb.append(String.format(java.util.Locale.ROOT,
                    "{\"id\":\"%s\",\"model\":\"%s\",\"precision\":%.4f,\"recall\":%.4f,\"f1\":%.4f}%n",
                    r.id(), r.model(), p, rc, f));
        }
        Files.writeString(human, sb.toString());
        Cli r = Cli.run("calibrate", "--scores", scores.toString(), "--human", human.toString(), "--tune",
                "--references", refs.toString(), "--candidates", cands.toString());
        assertThat(r.exit).as(r.toString()).isZero();
        assertThat(r.out).contains("| precision").contains("| f1").contains("Pearson").contains("Kendall");
        assertThat(r.out).contains("| current").contains("| tuned").containsPattern("best thresholds: --lo 0\\.\\d{3} --hi 0\\.\\d{3}");
        assertThat(r.err).contains("joined 40 pair(s)").contains("overfit");
        String tuned = r.out.lines().filter(l -> l.startsWith("| tuned")).findFirst().orElseThrow();
        String current = r.out.lines().filter(l -> l.startsWith("| current")).findFirst().orElseThrow();
        double tunedMae = Double.parseDouble(tuned.split("\\|")[4].strip().split(" ")[0]);
        double currentMae = Double.parseDouble(current.split("\\|")[4].strip().split(" ")[0]);
        assertThat(tunedMae).isLessThanOrEqualTo(currentMae);
    }

    private static double clamp(double v) {
        return Math.max(0, Math.min(1, v));
    }
}
