package org.georc.judges;

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
 * georc-judges' module descriptor exports every package of its sources and provides every judge
 * its {@code META-INF/services} file registers, so that the module path sees what the class path
 * sees. A new package needs its {@code exports} line, a new provider its {@code provides} entry, in
 * {@code src/main/java/module-info.java}.
 */
class ModuleDescriptorTest {
    private static final Path SOURCES = Path.of("src/main/java");
    private static final Path SERVICES = Path.of("src/main/resources/META-INF/services/org.georc.core.spi.JudgeProvider");
    private static final Pattern EXPORTS = Pattern.compile("(?m)^\\s*exports\\s+([\\w.]+)\\s*;");
    private static final Pattern PROVIDES = Pattern.compile("provides\\s+org\\.georc\\.core\\.spi\\.JudgeProvider\\s+with([^;]*);");

    private static String descriptor() throws Exception {
        return Files.readString(SOURCES.resolve("module-info.java"));
    }

    @Test
    void everySourcePackageIsExportedAndEveryExportHasSources() throws Exception {
        Set<String> packages = new TreeSet<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            files.filter(f -> f.toString().endsWith(".java") && !f.getFileName().toString().equals("module-info.java"))
                    .forEach(f -> packages.add(SOURCES.relativize(f.getParent()).toString().replace('/', '.')
                            .replace('\\', '.')));
        }
        Set<String> exported = new TreeSet<>();
        Matcher m = EXPORTS.matcher(descriptor());
        while (m.find()) {
            exported.add(m.group(1));
        }
        assertThat(packages).as("packages of georc-judges").contains("org.georc.judges.encoder");
        assertThat(exported).as("exports of module-info.java (add an `exports` line for each new package)")
                .isEqualTo(packages);
    }

    @Test
    void everyRegisteredJudgeIsProvidedByTheModule() throws Exception {
        Set<String> registered = new TreeSet<>();
        for (String line : Files.readAllLines(SERVICES)) {
            String s = line.replaceAll("#.*", "").strip();
            if (!s.isEmpty()) {
                registered.add(s.replace('$', '.'));
            }
        }
        Matcher m = PROVIDES.matcher(descriptor());
        assertThat(m.find()).as("a provides clause for JudgeProvider").isTrue();
        Set<String> provided = new TreeSet<>();
        for (String s : m.group(1).split(",")) {
            provided.add(s.strip());
        }
        assertThat(provided).as("provides ... with (module-info.java) against META-INF/services").isEqualTo(registered)
                .contains("org.georc.judges.embedding.EmbeddingJudgeProvider");
    }
}
