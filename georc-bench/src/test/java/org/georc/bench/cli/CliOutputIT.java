package org.georc.bench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.georc.core.json.JsonLines;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a user sees of the command line: help, standard output, intervals, figures. */
class CliOutputIT {
    @TempDir
    Path dir;

    @Test
    void usageIsPrintedOnceAndCommandsHaveOneLineSummaries() {
        Cli none = Cli.run();
        assertThat(none.exit).isEqualTo(2);
        assertThat(none.err.split("Usage: georc", -1)).hasSize(2);
        String commands = none.err.substring(none.err.indexOf("Commands:"));
        assertThat(commands).contains("score        Score candidate chains against expert chains");
        Cli help = Cli.run("score", "--help");
        assertThat(help.out).contains("Usage: georc score [OPTIONS]").contains("Input and output:").contains("Judge:")
                .contains("Run:").contains("LLM back-end").contains("Sentence encoder").contains("Help:");
        assertThat(help.out.indexOf("--judge=NAME")).isGreaterThan(help.out.indexOf("Judge:"));
        // each option's heading is declared on it (@HelpGroup): --threads under Run, --no-flags under Rows
        assertThat(help.out.indexOf("--threads=N")).isBetween(help.out.indexOf("Run:"), help.out.indexOf("Rows:"));
        assertThat(help.out.indexOf("--no-flags")).isGreaterThan(help.out.indexOf("Rows:"));
    }

    @Test
    void dashWritesToStandardOutputAndLeavesNoFileBehind() throws Exception {
        Path refs = Cli.examples().resolve("references.jsonl");
        Path cands = Cli.examples().resolve("candidates.jsonl");
        Cli score = Cli.run("score", "--references", refs.toString(), "--candidates", cands.toString(), "--output", "-",
                "--quiet", "--no-alignments");
        assertThat(score.exit).as(score.toString()).isZero();
        assertThat(score.out.lines().filter(l -> !l.isBlank()).count()).isEqualTo(40);
        assertThat(JsonLines.readTree(score.out.lines().findFirst().orElseThrow()).get("f1").isNumber()).isTrue();
        assertThat(Path.of("-")).doesNotExist();
        Path out = Files.writeString(dir.resolve("o.jsonl"), score.out);
        Cli board = Cli.run("leaderboard", out.toString(), "--output", "-", "--format", "csv");
        assertThat(board.out).startsWith("model,n,failed,precision");
    }

    @Test
    void oneScoredPairHasNoInterval() throws Exception {
        Path s = Files.writeString(dir.resolve("s.jsonl"),
                "{\"id\":\"a\",\"model\":\"lonely\",\"precision\":0.5,\"recall\":0.5,\"f1\":0.5}\n");
        Cli md = Cli.run("leaderboard", s.toString());
        assertThat(md.out).contains("50.00 [—]");
        Cli json = Cli.run("leaderboard", s.toString(), "--format", "json");
        assertThat(JsonLines.readTree(json.out).get(0).get("f1").get("low").isNull()).isTrue();
    }

    @Test
    void figuresAreWhiteAndTwiceTheirSizeInPngAndTheSvgHasRealText() throws Exception {
        Path refs = Cli.examples().resolve("references.jsonl");
        Path cands = Cli.examples().resolve("candidates.jsonl");
        Path out = dir.resolve("o.jsonl");
        assertThat(Cli.run("score", "--references", refs.toString(), "--candidates", cands.toString(), "--output",
                out.toString(), "--quiet").exit).isZero();
        Cli board = Cli.run("leaderboard", out.toString(), "--plot", dir.resolve("fig").toString());
        assertThat(board.exit).as(board.toString()).isZero();
        BufferedImage png = ImageIO.read(dir.resolve("fig/f1_vs_country.png").toFile());
        assertThat(png.getWidth()).isEqualTo(1800);
        assertThat(png.getRGB(2, 2) & 0xFFFFFF).isEqualTo(0xFFFFFF);
        assertThat(Files.readString(dir.resolve("fig/f1_vs_country.svg"))).startsWith("<?xml");
        // the SVG's labels are text a reader can select and search, not glyph outlines
        javax.xml.parsers.DocumentBuilderFactory xml = javax.xml.parsers.DocumentBuilderFactory.newInstance();
        xml.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        org.w3c.dom.NodeList texts = xml.newDocumentBuilder().parse(dir.resolve("fig/f1_vs_country.svg").toFile())
                .getElementsByTagName("text");
        java.util.List<String> labels = new java.util.ArrayList<>();
        for (int i = 0; i < texts.getLength(); i++) {
            labels.add(texts.item(i).getTextContent());
        }
        assertThat(labels).contains("F1 vs country accuracy", "country accuracy (% of pairs)");
        if (Files.getFileStore(dir).supportsFileAttributeView("posix")) {
            // written through a temporary file, yet with the permissions of any file created here (umask), not 0600
            Path plain = Files.createFile(dir.resolve("fig/plain"));
            assertThat(Files.getPosixFilePermissions(dir.resolve("fig/f1_vs_country.png")))
                    .isEqualTo(Files.getPosixFilePermissions(plain));
        }
    }
}
