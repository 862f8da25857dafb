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
 * georc-judges' module descriptor exports the API and nothing else (the one-line scorer and the
 * engine with its runs), reads the internal packages of no one else's, and provides every judge
 * and model factory its {@code META-INF/services} files register, so that the module path sees
 * what the class path sees.
 */
class ModuleDescriptorTest {
    private static final Path SOURCES = Path.of("src/main/java");
    private static final Path SERVICES = Path.of("src/main/resources/META-INF/services/org.georc.core.spi.JudgeProvider");
    private static final Path FACTORIES = Path.of("src/main/resources/META-INF/services/org.georc.core.spi.ModelFactory");
    static final Set<String> API = Set.of("org.georc.judges", "org.georc.judges.engine");
    private static final Pattern EXPORTS = Pattern.compile("(?m)^\\s*exports\\s+([\\w.]+)\\s*;");
    private static final Pattern QUALIFIED = Pattern.compile("(?m)^\\s*exports\\s+([\\w.]+)\\s+to\\s+org\\.georc\\.benchmark\\s*;");
    private static final Pattern PROVIDES = Pattern.compile("provides\\s+org\\.georc\\.core\\.spi\\.JudgeProvider\\s+with([^;]*);");
    private static final Pattern PROVIDES_FACTORIES =
            Pattern.compile("provides\\s+org\\.georc\\.core\\.spi\\.ModelFactory\\s+with([^;]*);");

    private static String descriptor() throws Exception {
        return Files.readString(SOURCES.resolve("module-info.java"));
    }

    private static Set<String> packages() throws Exception {
        Set<String> packages = new TreeSet<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            files.filter(f -> f.toString().endsWith(".java") && !f.getFileName().toString().equals("module-info.java"))
                    .forEach(f -> packages.add(SOURCES.relativize(f.getParent()).toString().replace('/', '.')
                            .replace('\\', '.')));
        }
        return packages;
    }

    @Test
    void onlyTheApiPackagesAreExportedToEveryone() throws Exception {
        Set<String> packages = packages();
        Set<String> exported = new TreeSet<>();
        Matcher m = EXPORTS.matcher(descriptor());
        while (m.find()) {
            exported.add(m.group(1));
        }
        assertThat(exported).as("packages exported to everyone (module-info.java)").isEqualTo(new TreeSet<>(API));
        Set<String> qualified = new TreeSet<>();
        Matcher q = QUALIFIED.matcher(descriptor());
        while (q.find()) {
            qualified.add(q.group(1));
        }
        assertThat(packages).as("packages of georc-judges").containsAll(API).containsAll(qualified)
                .contains("org.georc.judges.encoder", "org.georc.judges.crossencoder");
        assertThat(qualified).as("the internal packages the benchmark module may read")
                .containsExactlyInAnyOrder("org.georc.judges.generate", "org.georc.judges.llm.prompt");
    }

    @Test
    void theJavadocLeavesOutEveryInternalPackage() throws Exception {
        Set<String> internal = packages();
        internal.removeAll(API);
        Matcher m = Pattern.compile("<javadoc\\.internal>([^<]*)</javadoc\\.internal>")
                .matcher(Files.readString(Path.of("pom.xml")));
        assertThat(m.find()).as("a javadoc.internal property in pom.xml").isTrue();
        Set<String> listed = new TreeSet<>();
        for (String s : m.group(1).split(":")) {
            listed.add(s.strip());
        }
        assertThat(listed).as("javadoc.internal (pom.xml): the packages the -javadoc.jar leaves out")
                .isEqualTo(internal);
    }

    @Test
    void everyRegisteredModelFactoryIsProvidedByTheModule() throws Exception {
        Set<String> registered = new TreeSet<>();
        for (String line : Files.readAllLines(FACTORIES)) {
            String s = line.replaceAll("#.*", "").strip();
            if (!s.isEmpty()) {
                registered.add(s);
            }
        }
        Matcher m = PROVIDES_FACTORIES.matcher(descriptor());
        assertThat(m.find()).as("a provides clause for ModelFactory").isTrue();
        Set<String> provided = new TreeSet<>();
        for (String s : m.group(1).split(",")) {
            provided.add(s.strip());
        }
        assertThat(provided).isEqualTo(registered).contains("org.georc.judges.encoder.EmbeddedEncoderFactory",
                "org.georc.judges.crossencoder.CrossEncoderFactory");
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
