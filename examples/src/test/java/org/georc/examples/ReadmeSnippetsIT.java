package org.georc.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.File;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every fenced {@code java} block of README.md and of every {@code docs/*.md} page is a complete
 * program: this test compiles each against the built modules and runs it in a fresh JVM from the
 * repository root, as a reader who pastes it would. The LLM snippets talk to a local
 * OpenAI-compatible server started here.
 */
class ReadmeSnippetsIT {
    private static final Pattern JAVA_BLOCK = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL);
    private static final Pattern CLASS_NAME = Pattern.compile("public\\s+(?:final\\s+)?class\\s+(\\w+)");

    @TempDir
    Path dir;
    HttpServer server;
    String endpoint;

    @BeforeEach
    void startServer() throws Exception {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/v1/chat/completions", ex -> {
            ex.getRequestBody().readAllBytes();
            String answer = "{\"score\": 60, \"rating\": 7, \"reason\": \"same soil\"}";
            byte[] b = ("{\"choices\":[{\"message\":{\"content\":"
                    + org.georc.core.json.JsonLines.quote(answer) + "}}]}").getBytes(StandardCharsets.UTF_8);
            ex.sendResponseHeaders(200, b.length);
            ex.getResponseBody().write(b);
            ex.close();
        });
        server.start();
        endpoint = "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
    }

    @AfterEach
    void stopServer() {
        server.stop(0);
    }

    static Path repositoryRoot() {
        Path here = Path.of("").toAbsolutePath();
        return Files.isRegularFile(here.resolve("README.md")) && Files.isDirectory(here.resolve("examples")) ? here
                : here.getParent();
    }

    /** A snippet: the page it is in, its class name and source. */
    record Snippet(String page, String className, String source) {
    }

    /** README.md, then the docs pages in name order. */
    static List<Path> pages() throws Exception {
        Path root = repositoryRoot();
        List<Path> pages = new ArrayList<>(List.of(root.resolve("README.md")));
        try (var docs = Files.list(root.resolve("docs"))) {
            docs.filter(p -> p.getFileName().toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages;
    }

    static List<Snippet> snippets() throws Exception {
        List<Snippet> out = new ArrayList<>();
        for (Path page : pages()) {
            String name = repositoryRoot().relativize(page).toString();
            Matcher m = JAVA_BLOCK.matcher(Files.readString(page));
            while (m.find()) {
                String src = m.group(1);
                Matcher c = CLASS_NAME.matcher(src);
                assertThat(c.find()).as("a java block of " + name + " must declare a public class:\n" + src).isTrue();
                assertThat(src).as("a java block of " + name + " must have a main method:\n" + src)
                        .contains("public static void main(String[] args)");
                out.add(new Snippet(name, c.group(1), src));
            }
        }
        return out;
    }

    @Test
    void everyJavaBlockOfTheReadmeAndTheDocsCompilesAndRuns() throws Exception {
        List<Snippet> snippets = snippets();
        assertThat(snippets).filteredOn(s -> s.page().equals("README.md")).extracting(Snippet::className)
                .containsExactly("Quickstart", "OneLine");
        assertThat(snippets).extracting(Snippet::className).contains("OneToAllJudge", "SharedWordsJudge",
                "GtpredAnswer", "ServeFromJava");
        Path src = Files.createDirectories(dir.resolve("src"));
        Path classes = Files.createDirectories(dir.resolve("classes"));
        List<String> files = new ArrayList<>();
        for (Snippet s : snippets) {
            Path f = src.resolve(s.className() + ".java");
            assertThat(f).as("two snippets declare " + s.className() + " (the second in " + s.page() + ")").doesNotExist();
            Files.writeString(f, s.source());
            files.add(f.toString());
        }
        String classPath = System.getProperty("java.class.path");
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        List<String> args = new ArrayList<>(List.of("-d", classes.toString(), "-cp", classPath, "-Xlint:none"));
        args.addAll(files);
        java.io.ByteArrayOutputStream diagnostics = new java.io.ByteArrayOutputStream();
        int rc = javac.run(null, diagnostics, diagnostics, args.toArray(String[]::new));
        assertThat(rc).as(diagnostics.toString(StandardCharsets.UTF_8)).isZero();

        for (Snippet s : snippets) {
            String out = run(s.className(), classes + File.pathSeparator + classPath);
            switch (s.className()) {
                case "Quickstart" -> assertThat(out).containsPattern("P \\d\\.\\d{3} R \\d\\.\\d{3} F1 \\d\\.\\d{3}")
                        .contains("<- ").containsPattern("0\\.00 .*chalets.* \\(no support\\)")
                        // filler that precision leaves out prints as not graded, with the reason, never as 0.00
                        .containsPattern("not graded +weather is sunny \\(wrapping").doesNotContain("0.00  weather");
                case "ServeFromJava" -> assertThat(out).containsPattern("serving on port [1-9]\\d*");
                case "OneToAllJudge" -> assertThat(out).contains("P 0.600 R 0.600 F1 0.600");
                // "white posts with black tops" vs "white bollards with black caps": full credit since issue 24
                case "OneLine" -> assertThat(out).containsPattern("ChainScore\\[P=[01]\\.\\d{4}, R=[01]\\.\\d{4}, "
                        + "F1=[01]\\.\\d{4}, judge=embedding\\]");
                // candidate: white bollards road of white bollards line road (3/4), nothing of "blue" (0): P 0.375;
                // reference: road white bollards all used (1), cars drive right none (0): R 0.5; F1 3/7
                case "SharedWordsJudge" -> assertThat(out).contains("P 0.375 R 0.500 F1 0.429");
                // 1995 vs "mid 1990s" = [1994, 1996]: IoU 1/3; reasoning 7 -> 2/3; Paris matches: 0.2 + 0.3
                case "GtpredAnswer" -> {
                    // the answer scores first, with no model; the reasoning scores from the test's judge server
                    assertThat(out).startsWith("year 0.333, location 0.500, ");
                    assertThat(out).contains("final year 0.222, final location 0.333").contains("1 model(s) summarised");
                    // offline (nothing listens on port 9 of this machine): the answer scores, then a plain failure
                    String offline = run(s.className(), classes + File.pathSeparator + classPath, "http://127.0.0.1:9/v1");
                    assertThat(offline).startsWith("year 0.333, location 0.500, ").contains("reasoning not scored: ");
                }
                default -> assertThat(out).isNotBlank();
            }
        }
    }

    private String run(String mainClass, String classPath) throws Exception {
        return run(mainClass, classPath, endpoint);
    }

    private String run(String mainClass, String classPath, String endpoint) throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        ProcessBuilder pb = new ProcessBuilder(java.toString(), "-cp", classPath, mainClass)
                .directory(repositoryRoot().toFile()).redirectErrorStream(true);
        pb.environment().put("GEORC_ENDPOINT", endpoint);
        Process p = pb.start();
        byte[] bytes = p.getInputStream().readAllBytes();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        String out = new String(bytes, StandardCharsets.UTF_8);
        assertThat(p.exitValue()).as(mainClass + " output:\n" + out).isZero();
        return out;
    }
}
