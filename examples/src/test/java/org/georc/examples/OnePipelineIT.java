package org.georc.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.georc.bench.cli.GeorcCommand;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One pipeline: a Java program that does what a command does, through the exported API only,
 * writes the command's rows byte for byte (every byte but each row's scoring time), with the same
 * {@code settings_sha256}, so that either resumes the other's file. For {@code score} (the
 * twelve-line {@link ScoreLikeTheCli}), {@code experts} and {@code benchmark}; and {@link ServeLikeTheCli}
 * answers with the scores {@code georc score} writes, and stops on SIGTERM as {@code georc serve} does.
 */
class OnePipelineIT {
    /** The exported packages: what an example may import. */
    private static final Set<String> API = Set.of("org.georc.metrics", "org.georc.core", "org.georc.core.chain",
            "org.georc.core.gtpred", "org.georc.core.report", "org.georc.core.result", "org.georc.core.scorefile",
            "org.georc.core.scoring", "org.georc.core.spi", "org.georc.judges", "org.georc.judges.engine",
            "org.georc.benchmark");
    private static final Pattern IMPORT = Pattern.compile("(?m)^import\\s+(?:static\\s+)?([\\w.]+)\\.[\\w*]+;");
    private static final Pattern TIME = Pattern.compile("\"time\":\"[^\"]*\"");

    @TempDir
    Path dir;

    private static int cli(String... args) {
        StringWriter err = new StringWriter();
        int code = GeorcCommand.run(args, new PrintWriter(new StringWriter()), new PrintWriter(err));
        assertThat(code).as(err.toString()).isZero();
        return code;
    }

    /** The file's bytes with each row's scoring time blanked (the one thing two runs cannot share). */
    private static String withoutTimes(Path file) throws Exception {
        return TIME.matcher(Files.readString(file)).replaceAll("\"time\":\"-\"");
    }

    private static void importsOnlyTheApi(Class<?> example) throws Exception {
        String source = Files.readString(Path.of("src/main/java/" + example.getName().replace('.', '/') + ".java"));
        Matcher m = IMPORT.matcher(source);
        while (m.find()) {
            String pkg = m.group(1);
            assertThat(pkg.startsWith("java.") || API.contains(pkg)).as(example.getSimpleName() + " imports " + pkg)
                    .isTrue();
        }
    }

    @Test
    void aTwelveLineProgramWritesTheRowsGeorcScoreWritesAndEachResumesTheOther() throws Exception {
        Path source = Path.of("src/main/java/org/georc/examples/ScoreLikeTheCli.java");
        long code = Files.readAllLines(source).stream().map(String::strip)
                .filter(l -> !l.isEmpty() && !l.startsWith("/**") && !l.startsWith("*") && !l.startsWith("//")).count();
        assertThat(code).as("lines of code of ScoreLikeTheCli").isLessThanOrEqualTo(12);
        importsOnlyTheApi(ScoreLikeTheCli.class);
        Path byCli = dir.resolve("cli.jsonl");
        Path byJava = dir.resolve("java.jsonl");
        cli("score", "--references", "data/references.jsonl", "--candidates", "data/candidates.jsonl", "--output",
                byCli.toString(), "--quiet");
        assertThat(program(ScoreLikeTheCli.class, "data/references.jsonl", "data/candidates.jsonl", byJava.toString()))
                .isZero();
        assertThat(withoutTimes(byJava)).isEqualTo(withoutTimes(byCli));
        assertThat(Files.readAllLines(byJava)).hasSize(40);
        // the same settings fingerprint: the program resumes the command's file, and the command the program's
        String before = Files.readString(byCli);
        assertThat(program(ScoreLikeTheCli.class, "data/references.jsonl", "data/candidates.jsonl", byCli.toString()))
                .isZero();
        assertThat(Files.readString(byCli)).isEqualTo(before);
        List<String> half = Files.readAllLines(byJava).subList(0, 20);
        Files.write(byJava, half);
        cli("score", "--references", "data/references.jsonl", "--candidates", "data/candidates.jsonl", "--output",
                byJava.toString(), "--quiet");
        assertThat(withoutTimes(byJava)).isEqualTo(withoutTimes(byCli));
    }

    @Test
    void theScoreProgramExitsAsGeorcScoreDoesWhenSomeInputFailed() throws Exception {
        Path candidates = dir.resolve("c.jsonl");
        String first = Files.readAllLines(Path.of("data/candidates.jsonl")).get(0);
        com.fasterxml.jackson.databind.JsonNode c = new com.fasterxml.jackson.databind.ObjectMapper().readTree(first);
        Files.writeString(candidates, first + "\n{\"id\":\"" + c.get("id").asText()
                + "\",\"model\":\"broken\",\"generation_error\":\"timeout\"}\n");
        StringWriter err = new StringWriter();
        int byCli = GeorcCommand.run(new String[] {"score", "--references", "data/references.jsonl", "--candidates",
            candidates.toString(), "--output", dir.resolve("cli.jsonl").toString(), "--quiet"},
                new PrintWriter(new StringWriter()), new PrintWriter(err));
        assertThat(byCli).as(err.toString()).isEqualTo(3);
        assertThat(program(ScoreLikeTheCli.class, "data/references.jsonl", candidates.toString(),
                dir.resolve("java.jsonl").toString())).as("the program's exit code").isEqualTo(byCli);
    }

    /**
     * Runs an example's {@code main} in a JVM of its own (it calls {@code System.exit}).
     *
     * @return its exit code
     */
    private int program(Class<?> example, String... args) throws Exception {
        List<String> cmd = new java.util.ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", System.getProperty("java.class.path"), example.getName()));
        cmd.addAll(List.of(args));
        Path log = Files.createTempFile(dir, example.getSimpleName(), ".log");
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            assertThat(p.waitFor(300, java.util.concurrent.TimeUnit.SECONDS)).as(example.getSimpleName() + " ended")
                    .isTrue();
            return p.exitValue();
        } finally {
            p.destroyForcibly();
        }
    }

    @Test
    void aProgramWritesTheRowsGeorcExpertsWrites() throws Exception {
        importsOnlyTheApi(ExpertsLikeTheCli.class);
        Path byCli = dir.resolve("cli.jsonl");
        Path byJava = dir.resolve("java.jsonl");
        cli("experts", "--references", "data/georc", "--output", byCli.toString(), "--quiet");
        assertThat(ExpertsLikeTheCli.run(new String[] {"data/georc", byJava.toString()})).isZero();
        assertThat(withoutTimes(byJava)).isEqualTo(withoutTimes(byCli));
        assertThat(Files.readAllLines(byJava)).isNotEmpty().allMatch(l -> l.contains("\"model\":\"expert-"));
    }

    @Test
    void aProgramRunsTheBenchmarkAsGeorcBenchmarkDoes() throws Exception {
        importsOnlyTheApi(BenchmarkLikeTheCli.class);
        Path byCli = dir.resolve("cli");
        Path byJava = dir.resolve("java");
        cli("benchmark", "--references", "data/georc", "--output-dir", byCli.toString(), "--quiet");
        assertThat(BenchmarkLikeTheCli.run(new String[] {"data/georc", byJava.toString()})).isZero();
        for (String f : List.of("scores-models.jsonl", "scores-experts.jsonl")) {
            assertThat(withoutTimes(byJava.resolve(f))).as(f).isEqualTo(withoutTimes(byCli.resolve(f)));
        }
        assertThat(Files.readString(byJava.resolve("leaderboard.md")))
                .isEqualTo(Files.readString(byCli.resolve("leaderboard.md")));
        assertThat(byJava.resolve("report.html")).isRegularFile();
    }

    @Test
    void theServeProgramAnswersWithTheScoresGeorcScoreWritesAndStopsOnSigterm() throws Exception {
        Path byCli = dir.resolve("cli.jsonl");
        cli("score", "--references", "data/references.jsonl", "--candidates", "data/candidates.jsonl", "--output",
                byCli.toString(), "--quiet");
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        com.fasterxml.jackson.databind.JsonNode row = json.readTree(Files.readAllLines(byCli).get(0));
        String candidate = null;
        for (String line : Files.readAllLines(Path.of("data/candidates.jsonl"))) {
            com.fasterxml.jackson.databind.JsonNode c = json.readTree(line);
            if (c.get("id").asText().equals(row.get("id").asText()) && c.get("model").asText().equals(row.get("model").asText())) {
                candidate = c.get("chain").asText();
            }
        }
        assertThat(candidate).as("the candidate of the first row").isNotNull();
        Path err = dir.resolve("serve.err");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), ServeLikeTheCli.class.getName(), "0", "data/references.jsonl")
                .redirectErrorStream(true).redirectOutput(err.toFile()).start();
        try {
            int port = -1;
            for (int i = 0; i < 1200 && port < 0 && p.isAlive(); i++) {
                Matcher m = Pattern.compile("listening on port (\\d+)").matcher(Files.readString(err));
                if (m.find()) {
                    port = Integer.parseInt(m.group(1));
                } else {
                    Thread.sleep(100);
                }
            }
            assertThat(port).as("the server's port; its output: " + Files.readString(err)).isPositive();
            String body = json.writeValueAsString(java.util.Map.of("pairs", List.of(java.util.Map.of(
                    "candidate", candidate, "reference_id", row.get("id").asText()))));
            java.net.http.HttpResponse<String> answer = java.net.http.HttpClient.newHttpClient().send(
                    java.net.http.HttpRequest.newBuilder(java.net.URI.create("http://127.0.0.1:" + port + "/v1/score"))
                            .header("Content-Type", "application/json")
                            .POST(java.net.http.HttpRequest.BodyPublishers.ofString(body)).build(),
                    java.net.http.HttpResponse.BodyHandlers.ofString());
            assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
            com.fasterxml.jackson.databind.JsonNode score = json.readTree(answer.body()).get("scores").get(0);
            for (String f : List.of("precision", "recall", "f1")) {
                assertThat(score.get(f).asDouble()).as(f).isEqualTo(row.get(f).asDouble());
            }
            p.destroy(); // SIGTERM: drain, then exit 0
            assertThat(p.waitFor(60, java.util.concurrent.TimeUnit.SECONDS)).as("stopped after SIGTERM").isTrue();
            assertThat(p.exitValue()).as(Files.readString(err)).isZero();
        } finally {
            p.destroyForcibly();
        }
    }
}
