package org.georc.bench.cli;

import org.georc.judges.build.BuildInfo;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.zip.ZipEntry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shipped artifact, {@code georc-bench/target/georc.jar}, as a user gets it: what
 * {@code java -jar georc.jar --version} prints, and what the jar does and does not contain.
 * Expected versions come from the pom (failsafe system properties), the expected weights hash
 * from the jar entry itself.
 */
class ShadedJarIT {
    @TempDir
    Path dir;

    private static String property(String name) {
        String v = System.getProperty(name);
        assertThat(v).as("system property " + name + " (set by the georc-bench pom)").isNotBlank();
        return v;
    }

    private static Path georcJar() {
        Path jar = Path.of(property("georc.jar"));
        assertThat(jar).as("georc.jar is built at package, before the ITs").isRegularFile();
        return jar;
    }

    private static String sha256OfEntry(JarFile jar, String name) throws Exception {
        ZipEntry e = jar.getEntry(name);
        assertThat(e).as(name + " in georc.jar").isNotNull();
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        try (InputStream in = jar.getInputStream(e)) {
            byte[] buffer = new byte[1 << 16];
            for (int n; (n = in.read(buffer)) >= 0; ) {
                md.update(buffer, 0, n);
            }
        }
        return HexFormat.of().formatHex(md.digest());
    }

    @Test
    void versionNamesGeorcOnnxRuntimeDjlAndTheEncoderHash() throws Exception {
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "-jar", georcJar().toString(), "--version")
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("georc --version finished").isTrue();
        String stdout = Files.readString(out, StandardCharsets.UTF_8);
        assertThat(p.exitValue()).as("stdout:%n%s%nstderr:%n%s", stdout, Files.readString(err)).isZero();
        List<String> lines = stdout.lines().toList();
        assertThat(lines.get(0)).isEqualTo("georc " + property("georc.version"));
        assertThat(lines).anySatisfy(l -> assertThat(l)
                .startsWith("ONNX Runtime " + property("onnxruntime.version") + " (providers: ")
                .contains("CPU"));
        assertThat(lines).anySatisfy(l -> assertThat(l).startsWith("DJL " + property("djl.version") + " (HuggingFace tokenizers "));
        String expectedSha;
        try (JarFile jar = new JarFile(georcJar().toFile())) {
            expectedSha = sha256OfEntry(jar, "all-minilm-l6-v2.onnx");
        }
        assertThat(lines).contains("encoder sentence-transformers/all-MiniLM-L6-v2, weights SHA-256 " + expectedSha);
        assertThat(lines).contains("int8 encoder (--int8) bundled");
    }

    @Test
    void versionFromClassFoldersFallsBackToTheBuildRecord() {
        // run in-process from target/classes: no jar manifest, so BuildInfo's Maven-filtered version is used
        Cli r = Cli.run("--version");
        assertThat(r.exit).as(r.toString()).isZero();
        assertThat(r.out.lines().findFirst()).contains("georc " + property("georc.version"));
        assertThat(r.out).contains("weights SHA-256 ");
    }

    @Test
    void theJarShipsNoDebugSymbolsBenchmarksOrPeerCodeButItsLicencesAndBothEncoders() throws Exception {
        try (JarFile jar = new JarFile(georcJar().toFile())) {
            List<String> names = jar.stream().map(ZipEntry::getName).toList();
            assertThat(names).noneMatch(n -> n.contains(".dSYM/"))
                    .noneMatch(n -> n.startsWith("org/openjdk/jmh/"))
                    .noneMatch(n -> n.startsWith("org/georc/bench/jmh/"))
                    .noneMatch(n -> n.startsWith("joptsimple/"))
                    .noneMatch(n -> n.startsWith("dev/langchain4j/"))
                    .noneMatch(n -> n.equals("bert-tokenizer.json"))
                    // georc draws its figures itself (report/Figure): no chart library, nor the vector
                    // (LGPL VectorGraphics2D, PDFBox) and GIF encoders one once pulled in
                    .noneMatch(n -> n.startsWith("org/knowm/"))
                    .noneMatch(n -> n.startsWith("de/erichseifert/"))
                    .noneMatch(n -> n.startsWith("org/apache/pdfbox/"))
                    .noneMatch(n -> n.startsWith("com/madgag/"));
            assertThat(names).contains("all-minilm-l6-v2.onnx", "all-minilm-l6-v2-tokenizer.json",
                    "all-minilm-l6-v2-q.onnx", "all-minilm-l6-v2-q-tokenizer.json",
                    "org/georc/bench/cli/GeorcCommand.class", "META-INF/LICENSE", "META-INF/NOTICE",
                    "ThirdPartyNotices.txt");
            // the native libraries themselves stay: this platform's, or every platform's (-Pall-platforms)
            assertThat(names).anyMatch(n -> n.startsWith("ai/onnxruntime/native/linux-x64/libonnxruntime"))
                    .anyMatch(n -> n.startsWith("native/lib/linux-x86_64/cpu/libtokenizers"))
                    .anyMatch(n -> n.startsWith("com/sun/jna/linux-x86-64/libjnidispatch"));
            java.util.function.Predicate<String> otherPlatform = n -> n.matches(
                    "ai/onnxruntime/native/(?!linux-x64/).+/.+|native/lib/(?!linux-x86_64/).+/.+"
                            + "|com/sun/jna/(win32-|darwin-|aix-|sunos-|\\w+bsd-).+/.+");
            if (property("georc.natives").equals("linux-x86_64")) {
                assertThat(names).as("a linux-x86_64 jar holds no other platform's natives").noneMatch(otherPlatform);
            } else {
                assertThat(names).anyMatch(n -> n.startsWith("ai/onnxruntime/native/osx-aarch64/"))
                        .anyMatch(n -> n.startsWith("native/lib/win-x86_64/"));
            }
            String license = new String(jar.getInputStream(jar.getEntry("META-INF/LICENSE")).readAllBytes(),
                    StandardCharsets.UTF_8);
            assertThat(license).contains("Apache License").contains("Version 2.0, January 2004");
            String notice = new String(jar.getInputStream(jar.getEntry("META-INF/NOTICE")).readAllBytes(),
                    StandardCharsets.UTF_8);
            assertThat(notice).contains("GeoRC for Java").contains("ONNX Runtime").contains("all-MiniLM-L6-v2")
                    .doesNotContain("XChart").doesNotContain("VectorGraphics2D").doesNotContain("Apache PDFBox");
            Manifest m = jar.getManifest();
            assertThat(m.getMainAttributes().getValue("Implementation-Version")).isEqualTo(property("georc.version"));
            assertThat(m.getMainAttributes().getValue("Main-Class")).isEqualTo(GeorcCommand.class.getName());
        }
        try (JarFile thin = new JarFile(Path.of(property("georc.bench.jar")).toFile())) {
            assertThat(thin.getManifest().getMainAttributes().getValue("Implementation-Version"))
                    .isEqualTo(property("georc.version"));
        }
    }
}
