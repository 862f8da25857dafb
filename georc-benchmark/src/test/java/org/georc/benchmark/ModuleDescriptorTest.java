package org.georc.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** georc-benchmark exports one package, the benchmark; its report and figures stay internal. */
class ModuleDescriptorTest {
    private static final Pattern EXPORTS = Pattern.compile("(?m)^\\s*exports\\s+([\\w.]+)\\s*(?:;|to)");

    @Test
    void onlyTheBenchmarkPackageIsExported() throws Exception {
        Set<String> exported = new TreeSet<>();
        Matcher m = EXPORTS.matcher(Files.readString(Path.of("src/main/java/module-info.java")));
        while (m.find()) {
            exported.add(m.group(1));
        }
        assertThat(exported).containsExactly("org.georc.benchmark");
        assertThat(Path.of("src/main/java/org/georc/benchmark/report")).isDirectory();
    }

    @Test
    void theJavadocLeavesOutTheReport() throws Exception {
        Matcher m = Pattern.compile("<javadoc\\.internal>([^<]*)</javadoc\\.internal>")
                .matcher(Files.readString(Path.of("pom.xml")));
        assertThat(m.find()).as("a javadoc.internal property in pom.xml").isTrue();
        assertThat(m.group(1).strip()).isEqualTo("org.georc.benchmark.report");
    }
}
