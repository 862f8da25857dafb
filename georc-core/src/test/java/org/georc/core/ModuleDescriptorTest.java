package org.georc.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * georc-core's module descriptor exports every package of its sources, so that a consumer on the
 * module path sees the same API as one on the class path. A new package needs its
 * {@code exports} line in {@code src/main/java/module-info.java}.
 */
class ModuleDescriptorTest {
    private static final Path SOURCES = Path.of("src/main/java");
    private static final Pattern EXPORTS = Pattern.compile("(?m)^\\s*exports\\s+([\\w.]+)\\s*;");

    @Test
    void everySourcePackageIsExportedAndEveryExportHasSources() throws Exception {
        Set<String> packages = new TreeSet<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            files.filter(f -> f.toString().endsWith(".java") && !f.getFileName().toString().equals("module-info.java"))
                    .forEach(f -> packages.add(SOURCES.relativize(f.getParent()).toString().replace('/', '.')
                            .replace('\\', '.')));
        }
        Set<String> exported = new TreeSet<>();
        Matcher m = EXPORTS.matcher(Files.readString(SOURCES.resolve("module-info.java")));
        while (m.find()) {
            exported.add(m.group(1));
        }
        assertThat(packages).as("packages of georc-core").contains("org.georc.core.chain", "org.georc.core.gtpred");
        assertThat(exported).as("exports of module-info.java (add an `exports` line for each new package)")
                .isEqualTo(packages);
    }
}
