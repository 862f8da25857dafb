package org.georc.judges.encoder;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The encoder in a fresh JVM whose class path is long, as in an application server, a Spark
 * executor or an IDE run (tens of jars in deep Maven folders). ONNX Runtime 1.29.0's Java
 * binding crashed the JVM (SIGSEGV, exit 139) when creating its environment under a class path
 * over about 4 KB; Maven's test runner hides this behind a one-entry manifest jar, so the build
 * needs this test to notice. It runs a small program with the test class path padded past 16 KB.
 */
class LongClassPathIT {
    private static final String MAIN = """
            public class EncodeOnce {
                public static void main(String[] args) {
                    try (var e = org.georc.judges.encoder.OnnxSentenceEncoder.builder().build()) {
                        float[] v = e.encode("white bollards with a black cap");
                        System.out.println("encoded " + v.length);
                    }
                }
            }
            """;

    @TempDir
    Path dir;

    @Test
    void theEncoderLoadsInAJvmWithALongClassPath() throws Exception {
        Path src = Files.writeString(dir.resolve("EncodeOnce.java"), MAIN);
        String classPath = System.getProperty("java.class.path");
        int rc = ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d", dir.toString(), "-cp", classPath,
                src.toString());
        assertThat(rc).isZero();
        // pad with entries that do not exist (the JVM skips them), deep like a Maven repository
        StringBuilder padded = new StringBuilder(dir + File.pathSeparator + classPath);
        for (int i = 0; padded.length() < 16_384; i++) {
            padded.append(File.pathSeparator).append(dir.resolve("repository/org/example/some-library/1.0." + i
                    + "/some-library-1.0." + i + ".jar"));
        }
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "-cp", padded.toString(), "EncodeOnce")
                .redirectErrorStream(true).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        String text = new String(out, StandardCharsets.UTF_8);
        assertThat(p.exitValue()).as("exit code (139 = the JVM crashed)\n" + text).isZero();
        assertThat(text.lines().filter(l -> l.startsWith("encoded")).toList()).isEqualTo(List.of("encoded 384"));
    }
}
